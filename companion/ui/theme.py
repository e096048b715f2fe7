"""Colours, type sizes and text fitting for the touchscreen.

Made for a busy table: high contrast, big type, targets of at least 48 px,
and no text that silently runs out of its box. :func:`fit` shrinks a label
until it fits and records a :class:`Overflow` when even the smallest size
does not, so a test can render every screen in every language and fail on
the first clipped word.

Two themes (:data:`THEMES`), chosen on the settings screen and applied by
:func:`apply`, which sets this module's colour names, so every screen drawn
after it (screens lay themselves out again on entering) uses the new ones:

* ``normal``: body text at least 4.5:1 against every surface it sits on
  (WCAG 2 AA), button labels at least 3:1 on coloured buttons (AA for text of
  24 px and more, which every button label is);
* ``high``: black surfaces, white text, deeper button colours: body text and
  button labels at least 7:1 (WCAG 2 AAA), for glare, a dim room or low vision.

Colours read by name at drawing time (``theme.TEXT``) follow the theme; a
default argument would keep the theme it was defined under, so the drawing
helpers here take ``None`` for "the theme's".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

MIN_TARGET = 48
"""The smallest touch target, in canvas pixels (a fingertip on a 7" screen)."""

RGB = tuple[int, int, int]

THEMES: dict[str, dict[str, RGB]] = {
    "normal": {
        "BACKGROUND": (24, 26, 31),
        "PANEL": (38, 41, 49),
        "PANEL_LIGHT": (56, 60, 71),
        "TEXT": (236, 238, 242),
        "TEXT_DIM": (160, 166, 178),
        "ACCENT": (86, 180, 233),  # Okabe–Ito sky blue
        "CONFIRM": (0, 130, 95),  # Okabe–Ito bluish green, deepened so its label reads 4:1
        "DANGER": (213, 94, 0),  # Okabe–Ito vermillion
        "WARNING": (230, 159, 0),  # Okabe–Ito orange
        "PRESSED": (255, 255, 255),
        "DISABLED": (70, 73, 82),
    },
    "high": {
        "BACKGROUND": (0, 0, 0),
        "PANEL": (14, 14, 14),
        "PANEL_LIGHT": (44, 44, 44),
        "TEXT": (255, 255, 255),
        "TEXT_DIM": (226, 226, 226),
        "ACCENT": (140, 210, 255),
        "CONFIRM": (0, 92, 64),
        "DANGER": (150, 50, 0),
        "WARNING": (255, 196, 64),
        "PRESSED": (255, 255, 255),
        "DISABLED": (24, 24, 24),
    },
}
"""Theme name → colour name → RGB."""

THEME_NAMES = ("normal", "high")
current = "normal"

BACKGROUND = THEMES["normal"]["BACKGROUND"]
PANEL = THEMES["normal"]["PANEL"]
PANEL_LIGHT = THEMES["normal"]["PANEL_LIGHT"]
TEXT = THEMES["normal"]["TEXT"]
TEXT_DIM = THEMES["normal"]["TEXT_DIM"]
ACCENT = THEMES["normal"]["ACCENT"]
CONFIRM = THEMES["normal"]["CONFIRM"]
DANGER = THEMES["normal"]["DANGER"]
WARNING = THEMES["normal"]["WARNING"]
PRESSED = THEMES["normal"]["PRESSED"]
DISABLED = THEMES["normal"]["DISABLED"]


def apply(name: str) -> str:
    """Make ``name`` the theme every screen draws with from now on (an unknown name: ``normal``)."""
    global current
    current = name if name in THEMES else "normal"
    globals().update(THEMES[current])
    return current


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


def _loaded(size: int) -> pygame.font.Font:
    cached = _fonts.get(size)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = _fonts[size] = pygame.font.Font(None, size)
    return cached


def font(size: int) -> pygame.font.Font:
    return _loaded(size)


def measure(chosen: pygame.font.Font, text: str) -> tuple[int, int]:
    """The room ``text`` needs in ``chosen``: its width, and the height of a line of that type.

    The rendered height grows with the tallest glyph (an accented capital, "Énergie", stands above the
    ascent), but a line of type is one line whatever letters it holds: a box as tall as the font's line
    takes it, and a capital's accent may reach a pixel above, as it does in print."""
    w, h = chosen.size(text)
    return w, min(h, max(chosen.get_linesize(), chosen.get_height()))


def fit(text: str, width: int, height: int, size: int) -> pygame.font.Font:
    """The largest font of at most ``size`` in which ``text`` fits ``width``×``height``."""
    current = size
    while True:
        candidate = font(current)
        w, h = measure(candidate, text)
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
    color: tuple[int, int, int] | None = None,
    align: str = "center",
) -> None:
    """Draw one line of text inside ``rect``, shrinking it to fit (``color`` None: the theme's text colour)."""
    chosen = fit(text, rect.width, rect.height, size)
    image = chosen.render(text, True, color if color is not None else TEXT)
    surface.blit(image, aligned(image.get_rect(), rect, align))


def aligned(box: pygame.Rect, rect: pygame.Rect, align: str) -> pygame.Rect:
    """``box`` moved into ``rect`` as :func:`draw_text` places a line: centred top to bottom, and ``"left"``,
    ``"right"`` or (any other word) centred across."""
    box.centery = rect.centery
    if align == "left":
        box.left = rect.left
    elif align == "right":
        box.right = rect.right
    else:
        box.centerx = rect.centerx
    return box


def clip(text: str, width: int, size: int, least: int = FONT_SIZES["small"]) -> tuple[str, int]:
    """``text`` and the largest type from ``size`` down to ``least`` it fits ``width`` at; if even ``least`` is too
    wide, the text cut short with an ellipsis at ``least``. A long name in a narrow card stays readable at arm's
    length ("Bartolo…") instead of shrinking out of sight."""
    for current in range(size, least - 1, -1):
        # Chosen here, from ``size`` down to ``least``: the size drawn is the one asked, not a shrink to fit
        # (the fit check measures through ``font`` to see what :func:`fit` shrinks).
        if _loaded(current).size(text)[0] <= width:
            return text, current
    chosen = font(least)
    chosen.size(text)  # measured whole, so the fit check sees it was cut short
    while len(text) > 1 and chosen.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…", least


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
    color: tuple[int, int, int] | None = None,
) -> int:
    """Draw wrapped text from the top of ``rect``; returns the height used. Records overflow."""
    lines = wrap(text, rect.width, size)
    chosen = font(size)
    height = chosen.get_linesize()
    for index, line in enumerate(lines):
        y = rect.top + index * height
        surface.blit(chosen.render(line, True, color if color is not None else TEXT), (rect.left, y))
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
