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

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from typing import Any

import pygame

from companion.core import Table, Update
from companion.data_classes import dataclass
from companion.result_levels import ASKED, MAJOR, QUIET, unsaid_in, weights
from companion.result_levels import levels_for as levels_for  # the play screen asks it here
from companion.text.i18n import _

from . import theme
from .overlay import clear_spot

log = logging.getLogger(__name__)

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
    if all(weight in (QUIET, ASKED) for weight in weighed):
        return None
    events = [event for event, left in zip(events, unsaid_in(events, levels), strict=True) if not left]  # asked next
    major = MAJOR in weighed
    return ResultCard(sentences_for(table, events, translate), major, None if major else now + MINOR_SECONDS)


def sentences_for(table: Table[Any], events: Sequence[Any], translate: Callable[[str], str] = _) -> list[str]:
    """What the card says of ``events``: the game's own sentences for the card when it has them
    (:attr:`companion.registry.GameSpec.result_sentences`), else each event in the log's words.

    The end of a game told each of thirty-six payouts and sales as a sentence of its own, and the card ended
    with "the rest is in the Log": a game that names players paid alike together says them all on the card. A
    game's sentences that fail are not the table's problem: the card then says each event as the log does.
    """
    from companion.registry import UnknownGame, spec

    try:
        own = spec(table.game.name).get("result_sentences")
    except UnknownGame:
        own = None
    if own is not None:
        try:
            said = [str(sentence) for sentence in own(table, events, translate)]
        except Exception:  # noqa: BLE001 - the card never stops the game: the log's words say it instead
            log.exception("the %s result card's own sentences failed; each event is told instead", table.game.name)
        else:
            if said:
                return said
    return [table.describe(event, translate) for event in events]


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


Lines = list[tuple[str, bool]]
"""A card's lines: each piece of a wrapped sentence, and whether it starts one."""

COLUMN_GAP = 20
"""The room between two columns of a card: wider than a word's space, so each column reads down on its own."""
NARROWEST = 220
"""A column of a card is no narrower than this: narrower, its sentences break every two or three words."""


def layout(
    card: ResultCard, bounds: pygame.Rect, avoid: Sequence[pygame.Rect], prefer: Sequence[pygame.Rect]
) -> tuple[pygame.Rect, int, list[Lines]]:
    """Where the card goes, its type size and its columns of lines.

    The body size in one column if it fits the space preferred (the status panel), else the small one. A card
    longer still (the end of a game at a table of six: every payout, every player's sale) was cut with
    "the rest is in the Log" while the screen beside it had room: it then takes the room of the whole screen,
    clear of the buttons where it can, in as few columns of whole sentences as fit, each no wider than a card.
    Only what does not fit even so ends with a pointer to the log.
    """
    room = max((area.height for area in prefer), default=bounds.height)
    width = min(WIDEST, max((area.width for area in prefer), default=bounds.width), bounds.width)
    small = theme.FONT_SIZES["small"]
    extra = 2 * PAD + (theme.font(small).get_linesize() if footer(card) else 0)
    for size in (theme.FONT_SIZES["body"], small):
        lines = lines_at(card, width - 2 * PAD, size)
        if height_of(lines, size) + extra <= room:
            return clear_spot([(width, height_of(lines, size) + extra)], bounds, avoid, prefer), size, [lines]
    sizes, laid = [], []
    for count in (1, 2, 3):
        column = min(WIDEST - 2 * PAD, (bounds.width - 2 * PAD - (count - 1) * COLUMN_GAP) // count)
        if column < NARROWEST:
            break
        columns = split(lines_at(card, column, small), count, small)
        tallest = max(height_of(lines, small) for lines in columns)
        if tallest + extra <= bounds.height:
            sizes.append((len(columns) * (column + COLUMN_GAP) - COLUMN_GAP + 2 * PAD, tallest + extra))
            laid.append(columns)
    if sizes:
        rect = clear_spot(sizes, bounds, avoid, prefer)
        return rect, small, laid[sizes.index(rect.size)] if rect.size in sizes else laid[0]
    lines = lines_at(card, width - 2 * PAD, small)
    while len(lines) > 1 and height_of([*lines, ("", True)], small) + extra > room:
        lines.pop()
    lines = [*lines[:-1], (_("… the rest is in the Log"), True)]
    return clear_spot([(width, height_of(lines, small) + extra)], bounds, avoid, prefer), small, [lines]


def split(lines: Lines, count: int, size: int) -> list[Lines]:
    """``lines`` in ``count`` columns (or fewer) of whole sentences, the tallest as short as the sentences allow.

    A sentence is never split between two columns: it reads as one where it starts. The columns are filled in
    order, each up to the least height at which every sentence finds a place.
    """
    sentences: list[Lines] = []
    for line in lines:
        if line[1] or not sentences:
            sentences.append([line])
        else:
            sentences[-1].append(line)

    if not sentences:  # nothing to say: one empty column
        return [[]]

    def fill(limit: int) -> list[Lines] | None:
        columns: list[Lines] = [[]]
        for sentence in sentences:
            if columns[-1] and height_of([*columns[-1], *sentence], size) > limit:
                if len(columns) == count:
                    return None
                columns.append([])
            columns[-1] += sentence
        return columns

    step = theme.font(size).get_linesize()
    limit = max(height_of(sentence, size) for sentence in sentences)
    while (found := fill(limit)) is None:
        limit += step
    return [[(piece, first or index == 0) for index, (piece, first) in enumerate(column)] for column in found]


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
    rect, size, columns = layout(card, bounds, avoid, prefer)
    rect = past_cut_line(surface, rect, prefer)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=10)
    pygame.draw.rect(surface, theme.WARNING if card.major else theme.TEXT_DIM, rect, width=3, border_radius=10)
    line = theme.font(size).get_linesize()
    width = (rect.width - 2 * PAD - (len(columns) - 1) * COLUMN_GAP) // len(columns)
    bottom = rect.top + PAD
    for place, lines in enumerate(columns):
        left = rect.left + PAD + place * (width + COLUMN_GAP)
        y = rect.top + PAD
        for index, (piece, first) in enumerate(lines):
            y += SPACE if first and index else 0
            theme.draw_text(surface, piece, pygame.Rect(left, y, width, line), size=size, align="left")
            y += line
        bottom = max(bottom, y)
    y = bottom
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
