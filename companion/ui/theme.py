"""Colours, type sizes and text fitting for the touchscreen.

Made for a busy table: high contrast, big type, targets of at least 48 px,
and no text that silently runs out of its box. :func:`fit` shrinks a label
until it fits and records a :class:`Overflow` when even the smallest size
does not, so a test can render every screen in every language and fail on
the first clipped word.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

MIN_TARGET = 48
"""The smallest touch target, in canvas pixels (a fingertip on a 7" screen)."""

BACKGROUND = (24, 26, 31)
PANEL = (38, 41, 49)
PANEL_LIGHT = (56, 60, 71)
TEXT = (236, 238, 242)
TEXT_DIM = (160, 166, 178)
ACCENT = (86, 180, 233)  # Okabe–Ito sky blue
CONFIRM = (0, 158, 115)  # Okabe–Ito bluish green
DANGER = (213, 94, 0)  # Okabe–Ito vermillion
WARNING = (230, 159, 0)  # Okabe–Ito orange
PRESSED = (255, 255, 255)
DISABLED = (70, 73, 82)

FONT_SIZES = {"small": 18, "body": 22, "button": 24, "title": 30, "huge": 44}
MIN_FONT = 14


@dataclass(frozen=True, slots=True)
class Overflow:
    text: str
    box: tuple[int, int]
    needed: tuple[int, int]


@dataclass(slots=True)
class FitReport:
    """Collects texts that did not fit while a screen was drawn."""

    overflows: list[Overflow] = field(default_factory=list)

    def clear(self) -> None:
        self.overflows.clear()


REPORT = FitReport()
_fonts: dict[int, pygame.font.Font] = {}


def font(size: int) -> pygame.font.Font:
    cached = _fonts.get(size)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = _fonts[size] = pygame.font.Font(None, size)
    return cached


def fit(text: str, width: int, height: int, size: int) -> pygame.font.Font:
    """The largest font of at most ``size`` in which ``text`` fits ``width``×``height``."""
    current = size
    while True:
        candidate = font(current)
        w, h = candidate.size(text)
        if (w <= width and h <= height) or current <= MIN_FONT:
            if w > width or h > height:
                REPORT.overflows.append(Overflow(text, (width, height), (w, h)))
            return candidate
        current -= 1


def draw_text(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    size: int = FONT_SIZES["body"],
    color: tuple[int, int, int] = TEXT,
    align: str = "center",
) -> None:
    """Draw one line of text inside ``rect``, shrinking it to fit."""
    chosen = fit(text, rect.width, rect.height, size)
    image = chosen.render(text, True, color)
    box = image.get_rect()
    box.centery = rect.centery
    if align == "left":
        box.left = rect.left
    elif align == "right":
        box.right = rect.right
    else:
        box.centerx = rect.centerx
    surface.blit(image, box)


def wrap(text: str, width: int, size: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` at ``size``."""
    chosen = font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if chosen.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_paragraph(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    *,
    size: int = FONT_SIZES["body"],
    color: tuple[int, int, int] = TEXT,
) -> int:
    """Draw wrapped text from the top of ``rect``; returns the height used. Records overflow."""
    lines = wrap(text, rect.width, size)
    chosen = font(size)
    height = chosen.get_linesize()
    for index, line in enumerate(lines):
        y = rect.top + index * height
        surface.blit(chosen.render(line, True, color), (rect.left, y))
        if chosen.size(line)[0] > rect.width:
            REPORT.overflows.append(Overflow(line, rect.size, chosen.size(line)))
    used = len(lines) * height
    if used > rect.height:
        REPORT.overflows.append(Overflow(text, rect.size, (rect.width, used)))
    return used


def draw_icon(surface: pygame.Surface, icon: str, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
    """Simple shapes instead of symbol glyphs, which the bundled font lacks."""
    import math

    cx, cy = rect.center
    r = min(rect.width, rect.height) // 3
    if icon == "up":
        pygame.draw.polygon(surface, color, [(cx - r, cy + r // 2), (cx + r, cy + r // 2), (cx, cy - r)])
    elif icon == "down":
        pygame.draw.polygon(surface, color, [(cx - r, cy - r // 2), (cx + r, cy - r // 2), (cx, cy + r)])
    elif icon == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(surface, color, points)
    else:
        raise ValueError(f"unknown icon {icon!r}")
