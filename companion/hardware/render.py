"""Drawing a strip's frame as the simulated board: for the PC window and PNG snapshots.

The layout gives each LED a board position; :func:`draw_frame` paints one dot
per LED onto any pygame surface (the UI passes a rectangle of its window),
and :func:`save_png` writes a standalone picture, which is how a frame can be
checked by eye in CI artefacts. Works with SDL's dummy video driver.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .layout import Layout

if TYPE_CHECKING:
    import pygame

RGB = tuple[int, int, int]

BACKGROUND = (24, 24, 28)
UNLIT = (48, 48, 54)


def _visible(color: RGB) -> RGB:
    """Brighten dim LED values for a screen: LEDs at 10 % still read as lit to the eye."""
    peak = max(color)
    gain = min(255 / peak, 1 + 4 * (1 - peak / 255))
    red, green, blue = (min(255, int(c * gain)) for c in color)
    return (red, green, blue)


def _spacing(layout: Layout) -> float:
    """The smallest distance between two drawn LEDs, so dots never overlap."""
    drawn = [p for p in layout.points if p is not None]
    best = math.inf
    for i, (x0, y0) in enumerate(drawn):
        for x1, y1 in drawn[i + 1 :]:
            best = min(best, math.hypot(x1 - x0, y1 - y0))
    return best if math.isfinite(best) and best > 0 else 1.0


def draw_frame(
    surface: pygame.Surface,
    layout: Layout,
    frame: Sequence[RGB],
    rect: pygame.Rect | None = None,
    *,
    true_colour: bool = False,
) -> None:
    """Paint ``frame`` (one RGB per strip index) as dots at the layout's positions inside ``rect``.

    Unlit LEDs are drawn as rings, lit ones as filled dots; unless
    ``true_colour``, dim values are brightened so a 10 % LED still reads as lit.
    """
    import pygame

    rect = rect or surface.get_rect()
    min_x, min_y, max_x, max_y = layout.bounds()
    spacing = _spacing(layout)
    pad = spacing  # half a dot-spacing of margin around the outermost LEDs
    scale = min(rect.width / (max_x - min_x + 2 * pad), rect.height / (max_y - min_y + 2 * pad))
    radius = max(2, int(scale * spacing * 0.42))
    for index, point in enumerate(layout.points):
        if point is None or index >= len(frame):
            continue
        centre = (int(rect.x + (point[0] - min_x + pad) * scale), int(rect.y + (point[1] - min_y + pad) * scale))
        red, green, blue = frame[index][:3]
        colour = (red, green, blue)
        if max(colour) == 0:
            pygame.draw.circle(surface, UNLIT, centre, radius, width=max(1, radius // 5))
        else:
            pygame.draw.circle(surface, colour if true_colour else _visible(colour), centre, radius)


def image_size(layout: Layout, width: int = 480) -> tuple[int, int]:
    """A picture size with the layout's aspect ratio."""
    min_x, min_y, max_x, max_y = layout.bounds()
    pad = 2 * _spacing(layout)
    return width, max(1, round(width * (max_y - min_y + pad) / (max_x - min_x + pad)))


def save_png(path: str | Path, layout: Layout, frame: Sequence[RGB], size: int = 480) -> Path:
    """Write ``frame`` drawn on ``layout`` to a PNG file and return its path."""
    import pygame

    surface = pygame.Surface(image_size(layout, size))
    surface.fill(BACKGROUND)
    draw_frame(surface, layout, frame)
    path = Path(path)
    pygame.image.save(surface, str(path))
    return path
