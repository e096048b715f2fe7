"""A final ranking as bars: each player's deciding figure, best first, winners starred and named.

Every game ends on a figure (cash, victory points, a fortune). Players read the result at a glance as bars
in their seat's colour, each with its amount in the game's words ("$60,000", "12 VP") and, under the name,
what made it (the end's bonuses and sales, a tie-break), so nobody has to ask the companion why.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from companion.core.i18n import N_
from companion.palette import SEATS
from companion.text.i18n import _, listing
from companion.text.standing import Ranked as Ranked  # the rows drawn here, worked out for every front-end

from . import theme

BAR_LEFT = 300
"""Where the bars start: the star, the name and its detail sit to their left."""
LABEL_W = 140


def draw_ranking(surface: pygame.Surface, area: pygame.Rect, rows: Sequence[Ranked], winners: Collection[int]) -> None:
    """The players best first (ties keep seat order): a star for a winner, name and detail, a bar, its label."""
    row_h = min(64, area.height // max(1, len(rows)))
    biggest = max([abs(row.value) for row in rows] + [1])
    bar_left, bar_max, y = area.left + BAR_LEFT, area.width - BAR_LEFT - LABEL_W, area.top
    for row in sorted(rows, key=lambda row: -row.value):
        won, text_h = row.seat in winners, row_h - (28 if row.detail else 6)
        if won:
            theme.draw_icon(surface, "star", pygame.Rect(area.left + 6, y, 34, text_h), theme.WARNING)
        name = pygame.Rect(area.left + 44, y, BAR_LEFT - 50, text_h)
        title = theme.FONT_SIZES["title"]
        theme.draw_text(surface, row.name, name, size=title, align="left", color=theme.WARNING if won else theme.TEXT)
        if row.detail:
            detail = pygame.Rect(name.left, y + row_h - 30, name.width, 24)
            theme.draw_text(
                surface, row.detail, detail, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left"
            )
        length = max(4, int(bar_max * abs(row.value) / biggest))
        pygame.draw.rect(surface, SEATS[row.seat % len(SEATS)], (bar_left, y + 8, length, row_h - 20), border_radius=5)
        label = pygame.Rect(bar_left + length + 8, y, LABEL_W - 10, row_h - 6)
        theme.draw_text(surface, row.label, label, size=theme.FONT_SIZES["button"], align="left")
        y += row_h


def draw_card(surface: pygame.Surface, rect: pygame.Rect, seat: int, won: bool, star_w: int) -> None:
    """A player's card in a final screen's column: a panel with their seat's colour down its left edge and, for a
    winner, a star ``star_w`` wide after it (the game draws the name and figures on it)."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 6, rect.height), border_radius=3)
    if won:
        theme.draw_icon(
            surface, "star", pygame.Rect(rect.left + 10, rect.top + 4, star_w, rect.height - 8), theme.WARNING
        )


def draw_verdict(
    surface: pygame.Surface, rect: pygame.Rect, names: Sequence[str], one: str = N_("{name} wins.")
) -> None:
    """Who won, in a sentence: one winner (``one``, an ``N_`` text naming ``{name}`` and, if the game likes,
    what won it), or several sharing the win (nothing when nobody won)."""
    if not names:
        return
    text = (_(one) if len(names) == 1 else _("{names} share the win.")).format(name=names[0], names=listing(names))
    # Two winners' names in Italian run past one line: the verdict wraps (at a smaller size only if it must).
    for size in (theme.FONT_SIZES["title"], theme.FONT_SIZES["body"], theme.FONT_SIZES["small"]):
        lines = theme.wrap(text, rect.width, size)
        line_h = theme.font(size).get_linesize() + 2
        if len(lines) * line_h <= rect.height and all(theme.font(size).size(line)[0] <= rect.width for line in lines):
            break
    top = rect.centery - len(lines) * line_h // 2
    for index, line in enumerate(lines):
        box = pygame.Rect(rect.left, top + index * line_h, rect.width, line_h)
        theme.draw_text(surface, line, box, size=size, align="left", color=theme.WARNING)
