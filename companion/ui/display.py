"""The screen: a fixed logical canvas, scaled and rotated onto whatever display there is.

Every scene draws on a canvas of the base size (800×480, the official 7"
display, or its portrait twin), so layouts are written once. The canvas is
then rotated (for panels mounted the other way round, e.g. a 720×1280 panel
used in landscape: the app rotates itself because there is no desktop to do
it under KMS/DRM) and scaled to the window. Touch and mouse positions travel
the opposite way through :meth:`Display.to_canvas`.

On a PC the window also has room beside the canvas for the simulated
hardware panel (LED dots, seat buttons).
"""

from __future__ import annotations

import pygame

from companion.data_classes import dataclass

BASE_LANDSCAPE = (800, 480)


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where the canvas lands in the window, after rotation and scaling."""

    canvas: tuple[int, int]
    window: tuple[int, int]
    rotation: int  # degrees clockwise the canvas is turned on the display: 0, 90, 180, 270
    side_panel: int = 0  # width of the simulated-hardware panel, window pixels (PC only)

    @property
    def rotated(self) -> tuple[int, int]:
        w, h = self.canvas
        return (h, w) if self.rotation in (90, 270) else (w, h)

    @property
    def screen_area(self) -> tuple[int, int]:
        return (self.window[0] - self.side_panel, self.window[1])

    @property
    def scale(self) -> float:
        rw, rh = self.rotated
        aw, ah = self.screen_area
        return min(aw / rw, ah / rh)

    @property
    def offset(self) -> tuple[int, int]:
        rw, rh = self.rotated
        aw, ah = self.screen_area
        return ((aw - round(rw * self.scale)) // 2, (ah - round(rh * self.scale)) // 2)

    def to_canvas(self, x: float, y: float) -> tuple[int, int] | None:
        """A window pixel to canvas coordinates, or None outside the canvas."""
        ox, oy = self.offset
        s = self.scale
        rx, ry = (x - ox) / s, (y - oy) / s
        rw, rh = self.rotated
        if not (0 <= rx < rw and 0 <= ry < rh):
            return None
        cw, ch = self.canvas
        if self.rotation == 0:
            cx, cy = rx, ry
        elif self.rotation == 90:  # canvas turned clockwise: its top edge is on the display's right
            cx, cy = ry, rw - 1 - rx
        elif self.rotation == 180:
            cx, cy = cw - 1 - rx, ch - 1 - ry
        else:  # 270
            cx, cy = cw - 1 - ry, rx
        return int(cx), int(cy)

    def to_window(self, cx: float, cy: float) -> tuple[float, float]:
        """A canvas point to the window pixel showing it (the inverse of :meth:`to_canvas`)."""
        cw, ch = self.canvas
        rw, _rh = self.rotated
        if self.rotation == 0:
            rx, ry = cx, cy
        elif self.rotation == 90:
            rx, ry = rw - 1 - cy, cx
        elif self.rotation == 180:
            rx, ry = cw - 1 - cx, ch - 1 - cy
        else:
            rx, ry = cy, cw - 1 - cx
        ox, oy = self.offset
        return ox + rx * self.scale, oy + ry * self.scale

    def normalised_to_canvas(self, nx: float, ny: float) -> tuple[int, int] | None:
        """Touch events carry positions in 0..1 of the whole window."""
        return self.to_canvas(nx * self.window[0], ny * self.window[1])


class Display:
    """Owns the pygame window and presents the canvas on it."""

    def __init__(
        self,
        *,
        canvas: tuple[int, int] = BASE_LANDSCAPE,
        window: tuple[int, int] | None = None,
        rotation: int = 0,
        fullscreen: bool = False,
        side_panel: int = 0,
        title: str = "Table Companion",
    ):
        if rotation not in (0, 90, 180, 270):
            raise ValueError(f"rotation must be 0, 90, 180 or 270, not {rotation}")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(title)
        if fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            pygame.mouse.set_visible(False)
        else:
            rotated = canvas if rotation in (0, 180) else (canvas[1], canvas[0])
            size = window or (rotated[0] + side_panel, rotated[1])
            self.window = pygame.display.set_mode(size)
        self.geometry = Geometry(canvas, self.window.get_size(), rotation, side_panel)
        self.canvas = pygame.Surface(canvas)

    def resize(self, size: tuple[int, int]) -> None:
        self.geometry = Geometry(self.geometry.canvas, size, self.geometry.rotation, self.geometry.side_panel)

    def present_side(self, side: pygame.Surface) -> None:
        """Update only the side panel (a new LED frame while the screen itself is unchanged)."""
        g = self.geometry
        if not g.side_panel:
            return
        area = pygame.Rect(g.window[0] - g.side_panel, 0, g.side_panel, g.window[1])
        self.window.blit(side, area)
        pygame.display.update(area)

    def present(self, side: pygame.Surface | None = None) -> None:
        """Rotate and scale the canvas onto the window and flip."""
        g = self.geometry
        image = self.canvas
        if g.rotation:
            # pygame rotates counter-clockwise for positive angles.
            image = pygame.transform.rotate(image, -g.rotation)
        size = (round(image.get_width() * g.scale), round(image.get_height() * g.scale))
        if size != image.get_size():
            image = pygame.transform.smoothscale(image, size)
        if size != g.screen_area or g.offset != (0, 0):
            self.window.fill((0, 0, 0))
        self.window.blit(image, g.offset)
        if side is not None and g.side_panel:
            self.window.blit(side, (g.window[0] - g.side_panel, 0))
        pygame.display.flip()
