"""The 12×9 board as the physical one shows it: chain colours, letters, safe marks, the last tile.

Spaces are as large as the screen allows: 48 px across and 47 down (nine rows under the 56-px top bar leave
no more), drawn 46 × 45 with a 2-px gap. A space's hit area is its whole cell, gap included, and the spaces on
the board's edges reach to the screen's edge and the side column, so a finger on a gap or just off the board
still names the nearest space. A tap only selects a space (its preview and a Confirm follow), so a finger one
space off never places a tile. A chain tile shows the chain's letter too: colour is never the only cue
(Okabe–Ito colours paired with letters).
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.games.acquire.board import COLUMNS, ROWS
from companion.ui import tables, theme
from companion.ui.pictures import Pictures
from companion.ui.scene import TOP_BAR
from companion.ui.tokens import ink

from .palette import UNINCORPORATED
from .palette import chain_colour as chain

CELL_W = 48
CELL_H = (480 - TOP_BAR - 1) // len(ROWS)  # 47
GAP = 2
"""Between two drawn spaces (inside the cells: the hit areas touch)."""
BOARD = pygame.Rect(2, TOP_BAR + 1, CELL_W * COLUMNS, CELL_H * len(ROWS))
SIDE = pygame.Rect(BOARD.right + 8, BOARD.top, 800 - BOARD.right - 12, BOARD.height)
HIT = pygame.Rect(0, TOP_BAR, BOARD.right + 4, 480 - TOP_BAR)
"""Where a finger names a space: the board and its margins (an edge space takes the margin beside it)."""
AREA = BOARD.inflate(4, 4)
"""All the board draws on the canvas: its panel, and the rings round its edge spaces reaching past it."""
EMPTY_CELL = (46, 50, 60)
EMPTY_TEXT = (120, 126, 138)


def cell_rect(tile: str) -> pygame.Rect:
    """The canvas rectangle of a space's cell (``"5C"``): what a finger may touch; the space is drawn inside."""
    column, row = int(tile[:-1]) - 1, ROWS.index(tile[-1])
    return pygame.Rect(BOARD.left + column * CELL_W, BOARD.top + row * CELL_H, CELL_W, CELL_H)


def tile_at(pos: tuple[int, int]) -> str | None:
    """The space under a finger (the nearest, on a gap or a margin of the board), or None beside the board."""
    if not HIT.collidepoint(pos):
        return None
    column = min(COLUMNS - 1, max(0, (pos[0] - BOARD.left) // CELL_W))
    row = min(len(ROWS) - 1, max(0, (pos[1] - BOARD.top) // CELL_H))
    return f"{column + 1}{ROWS[row]}"


def letter(summary: dict[str, Any], chain_id: str) -> str:
    """The one-letter mark of a chain (the first letter of its display name)."""
    info = summary["chains"].get(chain_id)
    return (info["name"] if info else chain_id.title())[:1].upper()


def company(summary: dict[str, Any], chain_id: str) -> tables.Company:
    """A chain as the status tables show it: its colour and its letter."""
    return tables.Company(chain_id, chain(chain_id), letter(summary, chain_id))


def board_look(
    summary: dict[str, Any], selected: str | None, marks: dict[str, tuple[int, int, int]]
) -> tuple[Any, ...]:
    """All that :func:`paint_board` shows, as the key of the board's kept picture: what each space holds, each
    chain's letter and safety, the last tile, the selected space and the start tiles' marks."""
    chains = summary["chains"]
    return (
        tuple(summary["board"].items()),
        tuple((chain, letter(summary, chain), info["safe"]) for chain, info in chains.items()),
        summary.get("last_tile"),
        selected,
        tuple(marks.items()),
    )


def draw_board(
    surface: pygame.Surface,
    summary: dict[str, Any],
    pictures: Pictures,
    *,
    selected: str | None = None,
    marks: dict[str, tuple[int, int, int]] | None = None,
) -> None:
    """The board in :data:`AREA`, kept in ``pictures`` as one picture while it looks the same.

    A frame would otherwise draw 108 rounded spaces and about 110 labels, a few times the cost of the rest of
    the screen; the board changes only when a tile is placed or a space selected, so a frame copies it.
    """
    marks = marks or {}

    def paint(target: pygame.Surface, rect: pygame.Rect) -> None:
        paint_board(target, summary, (rect.left - AREA.left, rect.top - AREA.top), selected, marks)

    pictures.draw(surface, AREA, board_look(summary, selected, marks), paint)


def label(text: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` rendered for a space: kept (a new picture of the board renders a label per space) unless something
    watches each text drawn (:func:`theme.watched`), which then sees it rendered afresh."""
    return theme.font(size).render(text, True, colour) if theme.watched() else theme.line_image(text, size, colour)


def paint_board(
    surface: pygame.Surface,
    summary: dict[str, Any],
    offset: tuple[int, int],
    selected: str | None,
    marks: dict[str, tuple[int, int, int]],
) -> None:
    """Every space: empty, unincorporated (grey) or a chain's colour with its letter; safe chains starred
    (drawn ``offset`` from where the canvas has them: a picture of :data:`AREA` starts at its corner)."""
    board, chains, last = summary["board"], summary["chains"], summary.get("last_tile")
    small, big = theme.FONT_SIZES["small"], theme.FONT_SIZES["button"]
    pygame.draw.rect(surface, theme.PANEL, BOARD.inflate(4, 2).move(offset), border_radius=6)
    for tile in (f"{column}{row}" for row in ROWS for column in range(1, COLUMNS + 1)):
        rect = cell_rect(tile).inflate(-GAP, -GAP).move(offset)
        held = board.get(tile, False)
        if held is False:
            pygame.draw.rect(surface, EMPTY_CELL, rect, border_radius=5)
            image = label(tile, small, EMPTY_TEXT)
            surface.blit(image, image.get_rect(center=rect.center))
        else:
            fill = chain(held) if held else UNINCORPORATED
            text = ink(fill)
            pygame.draw.rect(surface, fill, rect, border_radius=5)
            image = label(tile, small, text)
            surface.blit(image, image.get_rect(bottomleft=(rect.left + 3, rect.bottom)))
            if held:
                mark = label(letter(summary, held), big, text)
                surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.top + 14)))
                if chains.get(held, {}).get("safe"):
                    theme.draw_icon(surface, "star", pygame.Rect(rect.right - 16, rect.bottom - 16, 16, 16), text)
        rings = (
            (marks.get(tile), 3),
            (theme.PRESSED if tile == last else None, 3),
            (theme.ACCENT if tile == selected else None, 5),
        )
        for colour, width in rings:
            if colour is not None:
                pygame.draw.rect(surface, colour, rect.inflate(width, width), width=width, border_radius=6)
