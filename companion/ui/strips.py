"""Strips of equal cells, and what a game's screen puts in them: seat cards, a players' strip, ranked cards
with each player's scores (where :mod:`.ranking`'s bars cannot say enough), a ring of spaces round a board, a
row of buttons, notes under a title.

A game's screen composes its status panel and its own entries from these
instead of computing every rectangle by hand, so the cards of every game
look alike (the seat's colour along the left edge, lighter on that seat's
turn) and the next game gets them for nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from companion.data_classes import dataclass
from companion.palette import SEATS

from . import theme
from .decide.panel import GAP, DecisionPanel
from .theme import clip
from .tokens import RGB, draw_token

SMALL = theme.FONT_SIZES["small"]

ButtonSpec = tuple[str, Callable[[], None], str, bool]
"""A button of a row: its text, what a tap does, its key, whether it is enabled."""


def cells(
    area: pygame.Rect, count: int, *, columns: int | None = None, height: int | None = None, gap: int = GAP
) -> list[pygame.Rect]:
    """``count`` equal cells filling ``area`` row by row, ``columns`` to a row (all in one row unless told), each
    ``height`` tall (by default the rows share the area's height)."""
    columns = max(1, columns or count)
    rows = max(1, -(-count // columns))
    width = (area.width - gap * (columns - 1)) // columns
    height = height or (area.height - gap * (rows - 1)) // rows
    return [
        pygame.Rect(area.left + i % columns * (width + gap), area.top + i // columns * (height + gap), width, height)
        for i in range(count)
    ]


def ring(area: pygame.Rect, across: int, down: int, edge: int, gap: int = 3) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Spaces round a board, clockwise from the top-left corner: ``across`` along the top and the bottom (rows
    ``edge`` tall, corners included), ``down`` on each side between them; and the box inside the ring.

    Each space keeps a ``gap`` on its right and bottom; cells laid out in the box
    should do the same, so that every gap on the board is alike."""
    width, side = area.width // across, (area.height - 2 * edge) // down
    top = [pygame.Rect(area.left + i * width, area.top, width, edge) for i in range(across)]
    right = [
        pygame.Rect(area.left + (across - 1) * width, area.top + edge + i * side, width, side) for i in range(down)
    ]
    bottom = [pygame.Rect(area.left + i * width, area.top + edge + down * side, width, edge) for i in range(across)]
    left = [pygame.Rect(area.left, area.top + edge + i * side, width, side) for i in range(down)]
    spaces = top + right + bottom[::-1] + left[::-1]
    inside = pygame.Rect(area.left + width, area.top + edge, (across - 2) * width, down * side)
    return [pygame.Rect(r.left, r.top, r.width - gap, r.height - gap) for r in spaces], inside


def seat_card(surface: pygame.Surface, rect: pygame.Rect, seat: int, *, current: bool = False) -> None:
    """A player's card: a panel, lighter on their turn, with their seat's colour along its left edge."""
    pygame.draw.rect(surface, theme.PANEL_LIGHT if current else theme.PANEL, rect, border_radius=6)
    pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 5, rect.height), border_radius=2)


def ranked_cards(
    surface: pygame.Surface, area: pygame.Rect, order: Sequence[int], winners: Sequence[int], height: int
) -> list[tuple[int, pygame.Rect]]:
    """A card per seat down ``area`` in ranking ``order`` (at most ``height`` tall), a star on each winner's.

    Returns each seat with its card; the game writes its scores right of the star.
    """
    height = min(height, area.height // max(1, len(order)))
    cards = cells(area, len(order), columns=1, height=height - 4, gap=4)
    for seat, card in zip(order, cards, strict=True):
        seat_card(surface, card, seat)
        if seat in winners:
            theme.draw_icon(surface, "star", pygame.Rect(card.left + 10, card.top + 2, 30, 30), theme.WARNING)
    return list(zip(order, cards, strict=True))


Token = tuple[RGB, str]
"""A token to draw: its fill and its letter."""


def score_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    name: str,
    figure: str,
    verdict: tuple[str, bool],
    lines: Sequence[tuple[Token | None, str]],
    won: bool = False,
) -> None:
    """A player's scores on their card (right of the winner's star): the name, then the verdict (green when it
    is good news: they may win), the deciding figure on the right, and dim lines under it, each led by a token
    (a line without one lines up with those that have one)."""
    ink, title = theme.WARNING if won else theme.TEXT, theme.FONT_SIZES["title"]
    left = rect.left + 58 + min(280, theme.font(title).size(name)[0])  # the verdict follows the name
    name_box = pygame.Rect(rect.left + 42, rect.top + 3, left - rect.left - 50, 28)
    theme.draw_text(surface, name, name_box, size=title, color=ink, align="left")
    figure_w = min(rect.width // 2, max(120, theme.font(title).size(figure)[0] + 4))  # a labelled figure is wider
    figure_box = pygame.Rect(rect.right - 10 - figure_w, rect.top + 3, figure_w, 30)
    theme.draw_text(surface, figure, figure_box, size=title, color=ink, align="right")
    text, good = verdict
    verdict_box = pygame.Rect(left, rect.top + 6, figure_box.left - 10 - left, 24)
    theme.draw_text(surface, text, verdict_box, size=SMALL, color=theme.CONFIRM if good else theme.DANGER, align="left")
    line_h = max(16, min(30, (rect.height - 36) // max(2, len(lines))))
    size = theme.FONT_SIZES["body"] if line_h >= 28 else SMALL  # a roomy card (few players) reads larger
    for index, (token, line) in enumerate(lines):
        y = rect.top + 34 + index * line_h
        side = min(line_h - 2, 24)
        if token is not None:
            draw_token(surface, token[0], (rect.left + 13, y + (line_h - 2 - side) // 2, side, side), token[1])
        box = pygame.Rect(rect.left + 17 + side, y, rect.width - 27 - side, line_h - 2)
        theme.draw_text(surface, line, box, size=size, color=theme.TEXT_DIM, align="left")


@dataclass(frozen=True, slots=True)
class Card:
    """What a player's card in a strip says: tokens (their colours: a fill and a letter each), their name, and
    a dim line under it (their money)."""

    name: str
    line: str
    tokens: Sequence[Token] = ()


def players_strip(
    surface: pygame.Surface, area: pygame.Rect, players: Sequence[Card], current: int | None
) -> list[tuple[pygame.Rect, int]]:
    """A card per player side by side (a strip under a board), lighter on the current player's turn.

    Returns each card with its seat, for the play screen's taps (a tap on a
    card shows that seat's private view).
    """
    cards = cells(area, len(players))
    for seat, (player, card) in enumerate(zip(players, cards, strict=True)):
        seat_card(surface, card, seat, current=seat == current)
        for index, (fill, letter) in enumerate(player.tokens):
            draw_token(surface, fill, (card.left + 9 + 23 * index, card.top + 4, 20, 20), letter)
        x = card.left + 12 + 23 * len(player.tokens)
        name = pygame.Rect(x, card.top + 3, card.right - x - 4, 22)
        text, size = clip(player.name, name.width, theme.FONT_SIZES["body"])
        theme.draw_text(surface, text, name, size=size, align="left")
        detail = pygame.Rect(card.left + 9, card.top + 27, card.width - 12, 20)
        text, size = clip(player.line, detail.width, SMALL)
        theme.draw_text(surface, text, detail, size=size, color=theme.TEXT_DIM, align="left")
    return [(card, seat) for seat, card in enumerate(cards)]


def button_row(panel: DecisionPanel, area: pygame.Rect, *buttons: ButtonSpec) -> None:
    """Equal buttons side by side across ``area`` (a step back beside a cancel, for instance)."""
    for (text, on_tap, key, enabled), cell in zip(buttons, cells(area, len(buttons)), strict=True):
        panel.button(cell, text, on_tap, key=key, enabled=enabled)


def notes(panel: DecisionPanel, area: pygame.Rect, title: str, *lines: str) -> int:
    """A title (if any), then small dim notes (empty ones skipped) from the top of ``area``; returns the y below.

    A note too wide for the area wraps onto more lines rather than shrinking below the small size (the least
    that reads at arm's length)."""
    y = area.top
    if title:
        panel.label((area.left, y, area.width, 34), title, size="title")
        y += 38
    for line in (piece for note in filter(None, lines) for piece in theme.wrap(note, area.width, SMALL)):
        panel.label((area.left, y, area.width, 24), line, size="small", color=theme.TEXT_DIM)
        y += 24
    return y + 6
