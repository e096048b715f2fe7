"""The 12×9 board as the physical one shows it: chain colours, letters, safe marks, the last tile.

Cells are 48×52 canvas pixels (the board fills the screen's height beside a
208 px side panel), so every space is a full fingertip target. A cell shows
its tile name, and a chain tile also the chain's letter: colour is never the
only cue (Okabe–Ito colours are paired with letters).
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.games.acquire.board import COLUMNS, ROWS
from companion.ui import theme

from .palette import UNINCORPORATED
from .palette import chain_colour as chain

CELL_W = 48
CELL_H = 52
BOARD = pygame.Rect(4, 6, CELL_W * COLUMNS, CELL_H * len(ROWS))
EMPTY_CELL = (46, 50, 60)
EMPTY_TEXT = (120, 126, 138)


def cell_rect(tile: str) -> pygame.Rect:
    """The canvas rectangle of a space (``"5C"``)."""
    column, row = int(tile[:-1]) - 1, ROWS.index(tile[-1])
    return pygame.Rect(BOARD.left + column * CELL_W, BOARD.top + row * CELL_H, CELL_W, CELL_H)


def tile_at(pos: tuple[int, int]) -> str | None:
    """The space under a finger, or None outside the board."""
    if not BOARD.collidepoint(pos):
        return None
    column = (pos[0] - BOARD.left) // CELL_W
    row = (pos[1] - BOARD.top) // CELL_H
    return f"{column + 1}{ROWS[row]}"


def ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white text, whichever reads better on ``fill``."""
    r, g, b = fill
    return (0, 0, 0) if 0.299 * r + 0.587 * g + 0.114 * b > 110 else (255, 255, 255)


def letter(summary: dict[str, Any], chain_id: str) -> str:
    """The one-letter mark of a chain (the first letter of its display name)."""
    info = summary["chains"].get(chain_id)
    name = info["name"] if info else chain_id.title()
    return name[:1].upper()


def draw_board(surface: pygame.Surface, summary: dict[str, Any], *, selected: str | None = None,
               marks: dict[str, tuple[int, int, int]] | None = None) -> None:
    """Every space: empty, unincorporated (grey) or a chain's colour with its letter; safe chains starred."""
    board = summary["board"]
    chains = summary["chains"]
    last = summary.get("last_tile")
    small = theme.font(theme.FONT_SIZES["small"] - 2)
    big = theme.font(theme.FONT_SIZES["title"])
    pygame.draw.rect(surface, theme.PANEL, BOARD.inflate(6, 6), border_radius=6)
    for row in ROWS:
        for column in range(1, COLUMNS + 1):
            tile = f"{column}{row}"
            rect = cell_rect(tile).inflate(-4, -4)
            held = board.get(tile, False)
            if held is False:
                pygame.draw.rect(surface, EMPTY_CELL, rect, border_radius=5)
                label = small.render(tile, True, EMPTY_TEXT)
                surface.blit(label, label.get_rect(center=rect.center))
            else:
                fill = chain(held) if held else UNINCORPORATED
                pygame.draw.rect(surface, fill, rect, border_radius=5)
                colour = ink(fill)
                label = small.render(tile, True, colour)
                surface.blit(label, label.get_rect(bottomleft=(rect.left + 4, rect.bottom - 1)))
                if held:
                    mark = big.render(letter(summary, held), True, colour)
                    surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.top + 17)))
                    if chains.get(held, {}).get("safe"):
                        theme.draw_icon(surface, "star", pygame.Rect(rect.right - 18, rect.bottom - 18, 18, 18),
                                        colour)
            if marks and tile in marks:
                pygame.draw.rect(surface, marks[tile], rect.inflate(2, 2), width=3, border_radius=6)
            if tile == last:
                pygame.draw.rect(surface, theme.PRESSED, rect.inflate(2, 2), width=3, border_radius=6)
            if tile == selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), width=5, border_radius=7)
