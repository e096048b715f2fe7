"""Tables for status panels: players × companies holdings, rows of columns, notes beside a seat's colour.

Games with shares (chains, railway companies, stocks) show the same thing at a glance: a row per player
with their cash and how many shares of each company they hold, each column headed by the company's chip
(its colour and a letter, so colour is never the only cue); then a table of the companies themselves. The
pieces here draw that from plain values, so a game's status panel only says what goes in the cells.
Private values arrive as None (a summary hides them from the viewer) and read "hidden" or "?", dimmed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from companion.data_classes import dataclass
from companion.palette import SEATS
from companion.text.i18n import pgettext

from . import theme
from .tokens import draw_swatch, ink

RGB = tuple[int, int, int]
SMALL = theme.FONT_SIZES["small"]
CHIP_STEP = 26
"""Width of a company's column in the holdings table (its chip is 22 px wide)."""


@dataclass(frozen=True, slots=True)
class Company:
    """A column of the holdings table: the key the players' ``shares`` use, the chip's colour and letter."""

    key: str
    colour: RGB
    mark: str


@dataclass(frozen=True, slots=True)
class Column:
    """A column of :func:`draw_rows`: where it starts (pixels from the row's left), its width, its alignment."""

    left: int
    width: int
    align: str = "right"


def chip(surface: pygame.Surface, rect: pygame.Rect, fill: RGB, text: str = "") -> None:
    """A company's colour with its letter in readable ink (edged when the colour is as dark as the panel)."""
    draw_swatch(surface, fill, rect, theme.PANEL)
    if text:
        theme.draw_text(surface, text, rect, size=SMALL, color=ink(fill))


def seat_mark(surface: pygame.Surface, seat: int, left: int, top: int, height: int) -> None:
    """The thin bar of a seat's colour that starts a player's row or a line about that player."""
    pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (left, top, 6, height))


def draw_cells(
    surface: pygame.Surface,
    rect: pygame.Rect,
    columns: Sequence[Column],
    cells: Sequence[str],
    *,
    color: RGB | None = None,
    dim: Callable[[str], bool] = lambda text: False,
) -> None:
    """One row's cells in their columns; a cell ``dim`` picks reads dimmed, an empty one draws nothing.

    A cell too wide for its column (a long name) is cut short at the small size rather than shrunk below it:
    "Bartholo…" reads across a table, a name in 14 px does not."""
    for column, text in zip(columns, cells, strict=True):
        if text:
            box = pygame.Rect(rect.left + column.left, rect.top, column.width, rect.height)
            tint = theme.TEXT_DIM if dim(text) else color or theme.TEXT
            shown, size = theme.clip(text, box.width, SMALL)
            theme.draw_text(surface, shown, box, size=size, align=column.align, color=tint)


def draw_rows(
    surface: pygame.Surface,
    area: pygame.Rect,
    columns: Sequence[Column],
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    row_h: int = 28,
    chips: Sequence[Company] = (),
    empty: str = "",
) -> list[pygame.Rect]:
    """A dimmed header, then a row per entry (led by its company's chip, if given), shrunk to fit ``area``.

    With no rows, ``empty`` says so instead of a lone header. Returns each row's rectangle: the caller
    draws there what is not text (a star for a safe company, say).
    """
    if not rows:
        box = pygame.Rect(area.topleft, (area.width, 24))
        theme.draw_text(surface, empty, box, size=SMALL, color=theme.TEXT_DIM, align="left")
        return []
    row_h = min(row_h, area.height // (len(rows) + 1))
    draw_cells(surface, pygame.Rect(area.left, area.top, area.width, row_h), columns, header, color=theme.TEXT_DIM)
    boxes = [pygame.Rect(area.left, area.top + (index + 1) * row_h, area.width, row_h) for index in range(len(rows))]
    for box, cells in zip(boxes, rows, strict=True):
        draw_cells(surface, box, columns, cells)
    for box, company in zip(boxes, chips, strict=False):
        chip(surface, pygame.Rect(box.left, box.top + 2, CHIP_STEP - 4, box.height - 4), company.colour, company.mark)
    return boxes


def holdings(
    surface: pygame.Surface,
    area: pygame.Rect,
    players: Sequence[dict[str, Any]],
    companies: Sequence[Company],
    *,
    current: int | None,
    money: Callable[[int], str] = str,
    row_h: int = 30,
) -> tuple[int, list[tuple[pygame.Rect, int]]]:
    """A row per player: seat colour, name, cash, then their shares under each company's chip.

    Reads each player's ``name``, ``cash`` and ``shares`` (company key → count); a zero is left blank so
    the holdings stand out. Returns the y under the table and each row with its seat (a tap on a name
    opens that seat's private panel).
    """
    y, right = area.top, area.right - CHIP_STEP * len(companies)
    for index, company in enumerate(companies):
        chip(surface, pygame.Rect(right + index * CHIP_STEP + 2, y, CHIP_STEP - 4, 20), company.colour, company.mark)
    y += 22 if companies else 0
    hidden = pgettext("cash", "hidden")
    columns = [Column(16, right - area.left - 110, "left"), Column(right - area.left - 96, 90)]
    columns += [Column(right - area.left + index * CHIP_STEP, CHIP_STEP, "center") for index in range(len(companies))]
    rows = []
    for seat, player in enumerate(players):
        row = pygame.Rect(area.left, y, area.width, row_h - 2)
        if seat == current:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
        seat_mark(surface, seat, row.left + 4, row.top + 5, row.height - 10)
        shares = player["shares"]
        cells = [player["name"], hidden if player["cash"] is None else money(player["cash"])]
        cells += ["?" if shares is None else str(shares.get(company.key, 0) or "") for company in companies]
        draw_cells(surface, row, columns, cells, dim=lambda text: text in ("?", hidden))
        rows.append((row, seat))
        y += row_h
    return y, rows


About = int | tuple[tuple[int, str], ...] | None
"""Whom a line of :func:`seat_lines` is about: one seat (its mark starts the line), nobody (a title, a total), or
several seats the line names together ("Ann, Ben and Cat receive $1,200 each"), each with its name as the line
writes it, so each name is marked with its seat's colour where it stands."""

Piece = tuple[str, tuple[tuple[int, int], ...], bool]
"""A row of :func:`seat_lines`: its text, its marks (where each starts in the text, and whose), whether it is about
seats (dimmed) or not (a title, in full white). A mark at 0 stands before the row, as a line about one seat has it."""

MARK_ROOM = 10
"""The width a seat's mark takes inside a row, before a name the row names beside others: its 6-px bar and a gap."""


@lru_cache(maxsize=64)
def _name_pattern(name: str) -> re.Pattern[str]:
    """``name`` found whole ("Ann", never the start of "Anna")."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")


def _marks(rows: Sequence[str], named: tuple[tuple[int, str], ...]) -> list[tuple[tuple[int, int], ...]]:
    """Where each of ``named``'s names starts in the wrapped ``rows`` of its line, in the order the line writes
    them: each row's marks (a name is looked for after the one before it, so a word of the sentence that is also
    a name further on is not marked in its place)."""
    waiting, found = list(named), []
    for row in rows:
        marks: list[tuple[int, int]] = []
        at = 0
        while waiting:
            seat, name = waiting[0]
            hit = _name_pattern(name).search(row, at)
            if hit is None:
                break
            marks.append((hit.start(), seat))
            at = hit.end()
            waiting.pop(0)
        found.append(tuple(marks))
    return found


def _inner(row: str, marks: tuple[tuple[int, int], ...]) -> int:
    """The width ``row`` takes with its marks inside it (a mark before the row takes none of it)."""
    return theme.text_size(row, SMALL)[0] + MARK_ROOM * sum(1 for index, _seat in marks if index > 0)


def _together(text: str, named: tuple[tuple[int, str], ...], width: int) -> list[Piece]:
    """A line naming several seats, wrapped so that each row holds its text and the marks inside it: wrapped as any
    line, then narrower by a mark's room at a time while a row with its marks is too wide (the wrap keeps its rules:
    names whole, no lone amount on the last row)."""
    narrower = width
    while True:
        rows = theme.wrap(text, narrower, SMALL)
        marks = _marks(rows, named)
        if narrower <= width // 2 or all(_inner(row, mark) <= width for row, mark in zip(rows, marks, strict=True)):
            return [(row, mark, True) for row, mark in zip(rows, marks, strict=True)]
        narrower -= MARK_ROOM


def seat_pieces(lines: Sequence[tuple[About, str]], width: int) -> list[Piece]:
    """``lines`` wrapped to a column ``width`` wide, as :func:`seat_lines` draws them: a piece a row."""
    pieces: list[Piece] = []
    for about, line in lines:
        if isinstance(about, tuple):
            pieces += _together(line, about, width - 16)
        else:
            marks = ((0, about),) if about is not None else ()
            pieces += [(piece, marks, about is not None) for piece in theme.wrap(line, width - 16, SMALL)]
    return pieces


def seat_lines_fit(area: pygame.Rect, lines: Sequence[tuple[About, str]], *, line_h: int = 24) -> bool:
    """Whether :func:`seat_lines` shows every one of ``lines`` in ``area``, none left out."""
    return len(seat_pieces(lines, area.width)) * line_h <= area.height


def _cut(piece: Piece, width: int) -> Piece:
    """The last row shown of lines that do not all fit: cut at a word to end in "…" inside ``width`` (a sentence
    cut after "shared, 2" read as whole, and a payee's line left out was not missed)."""
    last, marks, about = piece
    while " " in last and _inner(last + "…", marks) > width:
        last = last.rsplit(" ", 1)[0]
    last = last.rstrip(" .,;:") + "…"
    return last, tuple(mark for mark in marks if mark[0] < len(last) - 1), about


def seat_lines(
    surface: pygame.Surface, area: pygame.Rect, lines: Sequence[tuple[About, str]], *, line_h: int = 24
) -> int:
    """Wrapped lines from the top of ``area``, each one about a seat marked with its colour (dimmed), the
    others (titles, totals) in full white; a line naming several seats marks each name where it stands. What does
    not fit is left out, and the last row shown ends in "…". Returns the y under the last."""
    pieces = seat_pieces(lines, area.width)
    room = max(0, area.height // line_h)
    if len(pieces) > room > 0:
        pieces = [*pieces[: room - 1], _cut(pieces[room - 1], area.width - 12)]
    y = area.top
    for piece in pieces[:room]:
        _draw_piece(surface, piece, pygame.Rect(area.left, y, area.width, line_h))
        y += line_h
    return y


def _draw_piece(surface: pygame.Surface, piece: Piece, row: pygame.Rect) -> None:
    """One row of :func:`seat_lines`: a mark before it, then its text, each mark inside it drawn before the name
    it stands for (the text drawn in runs between the marks, so no letter lands on a mark)."""
    text, marks, about = piece
    color = theme.TEXT_DIM if about else theme.TEXT
    x, start = row.left + 12, 0
    for index, seat in marks:
        if index == 0:
            seat_mark(surface, seat, row.left, row.top + 3, row.height - 6)
            continue
        run = text[start:index]
        if run.strip():
            theme.draw_text(
                surface, run, pygame.Rect(x, row.top, row.right - x, row.height), size=SMALL, align="left", color=color
            )
        x += theme.text_size(run, SMALL)[0]
        seat_mark(surface, seat, x + 1, row.top + 3, row.height - 6)
        x, start = x + MARK_ROOM, index
    rest = text[start:]
    theme.draw_text(
        surface, rest, pygame.Rect(x, row.top, row.right - x, row.height), size=SMALL, align="left", color=color
    )
