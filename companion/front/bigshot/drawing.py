"""Big Shot's board on the screen: cubes, the ring of 18 auction spaces, the lots.

Colour is never the only cue (colour-blind players): every cube carries its
letter (R, Y, B, W) and every colour is named where there is room.
Geometry is computed from the board data, so a corrected board with other
lots still draws: the parks go to opposite corners with their neighbours
around them, the other lots fill the remaining cells in board order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.widgets import Button

from .palette import CUBE_COLOURS, CUBE_INK

SPACES = 18
COLOURS = tuple(CUBE_COLOURS)
"""The cube colours in the rulebook's order (red, yellow, black, white)."""
PARK = (34, 96, 64)
PARK_LIGHT = (46, 122, 82)


def color_name(color: str | None) -> str:
    names = {"red": _("red"), "yellow": _("yellow"), "black": _("black"), "white": _("white")}
    return names.get(color or "", _("nobody"))


def lot_score_text(score: Mapping[str, Any], lots: Mapping[str, Mapping[str, Any]], *, total: bool = False) -> str:
    """How one lot scores, from the summary: ``P1 park``, ``A9 9M x2`` (``= 18M`` with ``total``), ``L20 20M``."""
    lot = score["lot"]
    if lots[lot]["park"]:
        return _("{lot} park").format(lot=lot)
    if score["times"] > 1:
        if total:
            return _("{lot} {base}M x{times} = {value}M").format(lot=lot, base=score["base"], times=score["times"],
                                                               value=score["value"])
        return _("{lot} {base}M x{times}").format(lot=lot, base=score["base"], times=score["times"])
    return f"{lot} {score['base']}M"


def color_letter(color: str) -> str:
    letters = {"red": _("R"), "yellow": _("Y"), "black": _("B"), "white": _("W")}
    return letters.get(color, "?")


def draw_cube(surface: pygame.Surface, color: str, rect: pygame.Rect | tuple[int, int, int, int],
              text: str | None = None, *, outline: tuple[int, int, int] | None = None) -> None:
    """A cube: its colour, an edge that shows on the dark background, and its letter."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, CUBE_COLOURS.get(color, theme.TEXT_DIM), rect, border_radius=3)
    pygame.draw.rect(surface, outline or (120, 124, 134), rect, width=2 if outline else 1, border_radius=3)
    label = color_letter(color) if text is None else text
    if label and rect.height >= 14:
        theme.draw_text(surface, label, rect.inflate(-2, 0), size=max(theme.MIN_FONT, rect.height - 1),
                        color=CUBE_INK.get(color, theme.TEXT))


def draw_cubes(surface: pygame.Surface, colors: Sequence[str], area: pygame.Rect, side: int,
               columns: int = 4) -> None:
    """Cubes in rows of ``columns``, centred in ``area``."""
    gap = 3
    count = len(colors)
    if not count:
        return
    per_row = min(columns, count)
    rows = math.ceil(count / per_row)
    left = area.centerx - (per_row * side + (per_row - 1) * gap) // 2
    top = area.centery - (rows * side + (rows - 1) * gap) // 2
    for index, color in enumerate(colors):
        x = left + (index % per_row) * (side + gap)
        y = top + (index // per_row) * (side + gap)
        draw_cube(surface, color, (x, y, side, side))


def draw_broker(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """The broker pawn: a head on a cone (a shape, the font has no symbols)."""
    cx, cy = center
    pygame.draw.polygon(surface, theme.WARNING, [(cx - size // 2, cy + size // 2), (cx + size // 2, cy + size // 2),
                                                 (cx, cy - size // 6)])
    pygame.draw.circle(surface, theme.WARNING, (cx, cy - size // 4), max(3, size // 4))
    pygame.draw.circle(surface, theme.BACKGROUND, (cx, cy - size // 4), max(3, size // 4), width=1)


def ring_rects(area: pygame.Rect) -> tuple[list[pygame.Rect], pygame.Rect]:
    """The 18 spaces clockwise from the top-left corner (6 across, 3 down each side), and the inside."""
    width = area.width // 6
    row = 52
    side = (area.height - 2 * row) // 3
    rects: list[pygame.Rect] = []
    for i in range(6):
        rects.append(pygame.Rect(area.left + i * width, area.top, width - 3, row - 3))
    for i in range(3):
        rects.append(pygame.Rect(area.left + 5 * width, area.top + row + i * side, width - 3, side - 3))
    for i in range(6):
        rects.append(pygame.Rect(area.left + (5 - i) * width, area.top + row + 3 * side, width - 3, row - 3))
    for i in range(3):
        rects.append(pygame.Rect(area.left, area.top + row + (2 - i) * side, width - 3, side - 3))
    inside = pygame.Rect(area.left + width + 2, area.top + row + 2, area.width - 2 * width - 5,
                         area.height - 2 * row - 5)
    return rects, inside


def lot_cells(lots: Sequence[str], parks: Sequence[str], adjacency: dict[str, Sequence[str]],
              area: pygame.Rect) -> dict[str, pygame.Rect]:
    """A rectangle per lot in a grid: parks in opposite corners, their neighbours beside them."""
    count = len(lots)
    columns = max(1, math.ceil(math.sqrt(count)))
    rows = math.ceil(count / columns)
    free = [(r, c) for r in range(rows) for c in range(columns)]
    place: dict[str, tuple[int, int]] = {}
    corners = [(0, 0), (rows - 1, columns - 1), (0, columns - 1), (rows - 1, 0)]
    for park, corner in zip(parks, corners, strict=False):
        if corner in free:
            place[park] = corner
            free.remove(corner)
    for park in parks:
        if park not in place:
            continue
        pr, pc = place[park]
        for lot in adjacency.get(park, ()):
            if lot in place or not free:
                continue
            cell = min(free, key=lambda rc: (abs(rc[0] - pr) + abs(rc[1] - pc), rc))
            place[lot] = cell
            free.remove(cell)
    for lot in lots:
        if lot not in place and free:
            place[lot] = free.pop(0)
    cell_w, cell_h = area.width // columns, area.height // rows
    return {lot: pygame.Rect(area.left + c * cell_w, area.top + r * cell_h, cell_w - 3, cell_h - 3)
            for lot, (r, c) in place.items()}


class Tile(Button):
    """A board square that takes a finger (a lot, a space) and paints itself."""

    def __init__(self, rect, painter: Callable[[pygame.Surface, pygame.Rect, bool], None],
                 on_tap: Callable[[], None] | None = None, *, key: str | None = None, enabled: bool = True) -> None:
        super().__init__(rect, "", on_tap, key=key, enabled=enabled)
        self.painter = painter

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.painter(surface, self.rect, self.pressed)
