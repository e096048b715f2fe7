"""The result card: what a step did, in the game's sentences, on the screen until the next tap.

Nothing happens silently. A step often does more than the player entered:
typed-in dice move a pawn, pay rent and move prices; a pass ends an
auction; a bid over one's cash repeats it and opens that player's money.
The table tells its listeners every step's events (:class:`companion.core.Update`),
and the table describes each in the game log's words
(:meth:`companion.core.Table.describe`), so the card is the same for every
game: its sentences, drawn over the screen clear of the buttons the next
player reaches for (:mod:`.overlay`), and dismissed by the next tap, which
still acts.

How long it stays depends on its events. A game's presentation spec
(:attr:`companion.registry.GameSpec.results`, read by :mod:`companion.result_levels`) calls each type of event
*major* (money changed hands, prices moved, a secret came out: the card
stays until the next tap, however long that is), *minor* (a few seconds:
:data:`MINOR_SECONDS`) or *quiet* (the echo of an entry: a bid, a pass,
which makes no card of its own but is still told on a card something else
made). A type the game does not list counts as minor, except the lone
event of a step, which is its entry's own echo ("Ann places 5C."): a game
without a word in its spec gets cards exactly when a step did more than
was entered.

A card never shows what the log keeps sealed: a step that is still a
sealed choice (:meth:`companion.core.Table.sealed_steps`) makes no card,
and a card is never drawn while a sealed hand-over owns the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Any

import pygame

from companion.core import Table, Update
from companion.data_classes import dataclass
from companion.result_levels import MAJOR, QUIET, weights
from companion.result_levels import levels_for as levels_for  # the play screen asks it here
from companion.text.i18n import _

from . import theme
from .overlay import clear_spot

MINOR_SECONDS = 5.0
"""How long a minor card stays when nobody taps (long enough to read two lines at the table)."""

WIDEST = 440
"""A card is no wider than this: short lines are read at a glance from across the table."""

PAD = 12
SPACE = 4
"""Extra room between two sentences, so a wrapped one reads as one."""


@dataclass(slots=True)
class ResultCard:
    """One step's sentences; ``until`` is the clock time a minor card goes by itself (None: the next tap)."""

    sentences: list[str]
    major: bool
    until: float | None = None
    rect: pygame.Rect | None = field(default=None, compare=False)  # where it was drawn last (taps on it)


class ResultScreen:
    """Marks a screen a game shows for a step's result instead of the card (a table too big for sentences).

    The play screen pushes it on top of itself (:meth:`PlayScene.result_scene`);
    whatever plays on by itself (the screenshot tour's random moves) goes back
    from it as a player's Continue would.
    """


def card_for(
    table: Table[Any],
    update: Update,
    levels: Mapping[str, str],
    now: float,
    translate: Callable[[str], str] = _,
) -> ResultCard | None:
    """The card for an :class:`~companion.core.Update`, or None when there is nothing the table must be told.

    Only an applied or redone step has a result; an undo takes its card
    away. A step that is still a sealed choice makes none (its events say
    only that a seat has chosen, and the hand-over is on the screen).
    """
    if update.kind not in ("applied", "redone") or not update.events:
        return None
    if table.can_undo and table.sealed_seat(-1) is not None:
        return None
    events = list(update.events)
    weighed = weights(events, levels)
    if all(weight == QUIET for weight in weighed):
        return None
    major = MAJOR in weighed
    sentences = [table.describe(event, translate) for event in events]
    return ResultCard(sentences, major, None if major else now + MINOR_SECONDS)


def lines_at(card: ResultCard, width: int, size: int) -> list[tuple[str, bool]]:
    """The card's sentences wrapped to ``width`` at ``size``: each line, and whether it starts a sentence."""
    return [
        (piece, index == 0)
        for sentence in card.sentences
        for index, piece in enumerate(theme.wrap(sentence, width, size))
    ]


def height_of(lines: Sequence[tuple[str, bool]], size: int) -> int:
    """The height ``lines`` take at ``size``, with the room between sentences."""
    starts = sum(1 for _piece, first in lines[1:] if first)
    return len(lines) * theme.font(size).get_linesize() + starts * SPACE


def footer(card: ResultCard) -> str:
    """The card's last line: a major card says how it goes away; a minor one goes by itself."""
    return _("Tap to close") if card.major else ""


def layout(
    card: ResultCard, bounds: pygame.Rect, avoid: Sequence[pygame.Rect], prefer: Sequence[pygame.Rect]
) -> tuple[pygame.Rect, int, list[tuple[str, bool]]]:
    """Where the card goes, its type size and its lines: the body size if they fit the space preferred (the
    status panel), else the small one; what still does not fit ends with a pointer to the log."""
    room = max((area.height for area in prefer), default=bounds.height)
    width = min(WIDEST, max((area.width for area in prefer), default=bounds.width), bounds.width)
    small = theme.FONT_SIZES["small"]
    extra = 2 * PAD + (theme.font(small).get_linesize() if footer(card) else 0)
    for size in (theme.FONT_SIZES["body"], small):
        lines = lines_at(card, width - 2 * PAD, size)
        if height_of(lines, size) + extra <= room:
            break
    if height_of(lines, size) + extra > room:
        while len(lines) > 1 and height_of([*lines, ("", True)], size) + extra > room:
            lines.pop()
        lines = [*lines[:-1], (_("… the rest is in the Log"), True)]
    height = height_of(lines, size) + extra
    return clear_spot([(width, height)], bounds, avoid, prefer), size, lines


CUT_MOST = 48
"""How far a card grows down to end below a line it would cut: about one row of a status panel."""


def past_cut_line(surface: pygame.Surface, rect: pygame.Rect, prefer: Sequence[pygame.Rect]) -> pygame.Rect:
    """``rect`` grown down until the line of pixels under it is plain, when it lies in one of ``prefer``.

    A card over the status panel ended wherever its sentences did, often across a player's row: the top half
    of a name and its cash peeked out under the card, cut through. Grown to the first plain line below (the
    gap between two rows), it covers a row whole or not at all. It grows only inside the area it was placed
    in (the status panel, clear of the buttons), at most :data:`CUT_MOST` pixels.
    """
    area = next((area for area in prefer if area.contains(rect)), None)
    if area is None:
        return rect
    grown = pygame.Rect(rect)
    last = min(area.bottom, rect.bottom + CUT_MOST, surface.get_height()) - 1
    left, right = max(rect.left, 0), min(rect.right, surface.get_width())
    if right - left < 2:
        return rect
    for y in range(rect.bottom, last + 1):
        row = surface.subsurface(pygame.Rect(left, y, right - left, 1))
        first = row.get_at((0, 0))
        if pygame.mask.from_threshold(row, first, (1, 1, 1, 255)).count() == right - left:
            grown.height = y - rect.top
            return grown
    return rect


def draw(
    surface: pygame.Surface,
    card: ResultCard,
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    prefer: Sequence[pygame.Rect],
) -> pygame.Rect:
    """Draw ``card`` clear of ``avoid`` (inside ``prefer`` if it can) and return where it went."""
    rect, size, lines = layout(card, bounds, avoid, prefer)
    rect = past_cut_line(surface, rect, prefer)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=10)
    pygame.draw.rect(surface, theme.WARNING if card.major else theme.TEXT_DIM, rect, width=3, border_radius=10)
    line = theme.font(size).get_linesize()
    y = rect.top + PAD
    for index, (piece, first) in enumerate(lines):
        y += SPACE if first and index else 0
        theme.draw_text(
            surface, piece, pygame.Rect(rect.left + PAD, y, rect.width - 2 * PAD, line), size=size, align="left"
        )
        y += line
    said = footer(card)
    if said:
        small = theme.FONT_SIZES["small"]
        theme.draw_text(
            surface,
            said,
            pygame.Rect(rect.left + PAD, y, rect.width - 2 * PAD, theme.font(small).get_linesize()),
            size=small,
            color=theme.TEXT_DIM,
            align="right",
        )
    card.rect = rect
    return rect
