"""A finished game's final standing: each player's place, name, deciding figure and what made it.

Every front-end shows the same standing at the end of a game: the touchscreen's final screen draws it (bars or
cards), the console prints it under "Final scores" and each phone lists it under its headline. It is worked
out here once, from the table's public contract (its public summary and, where a game's detail needs them, its
steps), so the three never disagree on who came second or why.

A game names its own standing in its :class:`~companion.registry.GameSpec` (``standing``) only where the generic
one would not do: its figure in its own words ("$6,000", "12 VP"), its order and ties as its rules break them
(victory points, then cash, then cash and shares), what made the figure (the end's bonuses and sales). The
generic standing ranks players by the first of :data:`FIGURES` their summary carries, so a new game shows a
standing from its first day.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import replace
from typing import Any

from companion.core import PUBLIC, Table
from companion.core.log_words import winners_text
from companion.data_classes import dataclass
from companion.text.i18n import _, number, pgettext
from companion.text.terms import term

term("tied", "a final place")  # "a pari merito" kept on one row (said below, where it is marked for translation)

FIGURES = ("score", "vp", "fortune", "cash")
"""What a summary may rank players by, in the order the generic standing looks for them."""


@dataclass(frozen=True, slots=True)
class Ranked:
    """One player's line: the figure that ranks them, how it reads, what made it, and (once placed) their place.

    ``value`` is the figure as a number (a bar's length); ``label`` is how the game writes it ("$6,000",
    "12 VP"); ``detail`` is what made it ("bonuses $3,000 · sales $4,500"). ``out``: the player left the game
    before its end (bankrupt), so their line reads dimmer.
    """

    seat: int
    name: str
    value: int
    label: str
    detail: str = ""
    place: int = 0
    won: bool = False
    out: bool = False


Standing = Callable[[Table[Any]], list[Ranked]]
"""A game's own standing: the table's players best first, placed (see :func:`placed`)."""


def places(keys: Sequence[Hashable]) -> list[int]:
    """The place of each line of a ranking already sorted best first, ties sharing one: 1, 1, 3.

    ``keys`` are what decides between players (cash; VP then cash...). Players who share a win share first
    place, so a final screen never numbers one of two equal winners "2."; the next player is third, as in any
    standings table (standard competition ranking).
    """
    result: list[int] = []
    for index, key in enumerate(keys):
        result.append(result[-1] if index and key == keys[index - 1] else index + 1)
    return result


def placed(rows: Sequence[Ranked], keys: Sequence[Hashable], winners: Collection[int]) -> list[Ranked]:
    """``rows`` (best first, as the game's rules order them) with their places from ``keys`` (what the rules
    compare, so a tie shares a place) and a win marked on each of ``winners``."""
    return [replace(row, place=place, won=row.seat in winners) for row, place in zip(rows, places(keys), strict=True)]


def shares_place(row: Ranked, rows: Sequence[Ranked]) -> bool:
    """Whether ``row`` shares its place with another player without having won: a place to say "tied" beside
    (two players who left the game both read "2." and nothing said the place was shared). A shared win says so
    in the end's own sentence ("Ann and Ben share the win"), not again on each line; the others' names are on the
    lines beside it."""
    return not row.won and any(other.place == row.place and other.seat != row.seat for other in rows)


def tied_word() -> str:
    """The word said beside a shared place ("2. Ben  tied")."""
    # NOTE: beside a player's final place that others share ("2. Ann  2 VP  tied · bankrupt"): a tie, not a win
    return pgettext("a final place", "tied")


def tied_detail(row: Ranked, rows: Sequence[Ranked]) -> str:
    """``row``'s detail, headed by "tied" where it shares a place it did not win ("2. Ben  2 VP  tied · bankrupt in
    round 13"), as the text's lines say it (the console, a phone, a replay): a final card with no room for it
    beside a bankrupt player's round says it beside the name (see :func:`shares_place`)."""
    if not shares_place(row, rows):
        return row.detail
    tied = tied_word()
    return PART.join((tied, row.detail)) if row.detail else tied


def winner_names(rows: Sequence[Ranked]) -> list[str]:
    """The winners' names in seat order, as a verdict names a shared win ("Ann and Ben share the win")."""
    return [row.name for row in sorted(rows, key=lambda row: row.seat) if row.won]


def end_sentence(winners: Sequence[str]) -> str:
    """The end and who won, as one says it: "The game is over. Ann wins.", "… Ann and Ben share the win.", or
    only "The game is over." where nobody won; a phone's headline and the console's end say it alike."""
    if not winners:
        return _("The game is over.")
    return " ".join((_("The game is over."), winners_text(winners, _)))  # two sentences: "… finita. Vince Anna."


def standing_for(game: str) -> Standing:
    """The game's own standing (from its GameSpec), or the generic one."""
    from companion.registry import part

    own = part(game, "standing")
    return own if own is not None else generic


def standing(table: Table[Any]) -> list[Ranked]:
    """``table``'s players best first, placed, in the language :func:`_` speaks now: the game's own standing, or
    the generic one. Meant for a finished game (before its end it is how the game stands now)."""
    return standing_for(table.game.name)(table)


def generic(table: Table[Any]) -> list[Ranked]:
    """The players by the first of :data:`FIGURES` the summary's players carry, highest first (ties keep seat
    order and share a place): a score, victory points, a fortune or cash, so nobody is ranked by something that
    did not decide the game."""
    summary = table.summary(PUBLIC)
    players = summary.get("players", [])
    figure = next((f for f in FIGURES if players and f in players[0]), "cash")
    rows = []
    for seat, player in enumerate(players):
        value = player.get(figure)
        value = value if isinstance(value, int) else 0
        rows.append(Ranked(seat, str(player.get("name", "?")), value, number(value)))
    rows.sort(key=lambda row: -row.value)
    return placed(rows, [row.value for row in rows], set(summary.get("winners") or []))


def lines(rows: Sequence[Ranked], width: int = 78) -> list[str]:
    """The standing as aligned text lines within ``width`` columns (the console's): the place, the name, the
    figure aligned right, then what made it, every column in line whatever the names and figures. A winner's
    place is starred ("*1."). A name longer than the room left beside the figures pushes only its own line's
    figure.

    Every detail is beside its figure when every one fits there, else every one is under its name: one player's
    detail beside the figure and the next one's on the lines under it read as two layouts in two lines. Under the
    name a detail breaks between its parts (" · "), never inside one ("cash 11M · 1" then "debt")."""
    if not rows:
        return []
    rows = [replace(row, detail=tied_detail(row, rows)) for row in rows]  # "2. Ben  2 VP  tied · bankrupt …"
    names = max(len(row.name) for row in rows)
    shown = figures_aligned([row.label for row in rows])
    labels = max(len(label) for label in shown)
    digits = max(len(str(row.place)) for row in rows)
    names = min(names, max(8, width - labels - digits - 20))
    heads = [
        f"  {'*' if row.won else ' '}{row.place:>{digits}}. {row.name:<{names}}  {label:>{labels}}"
        for row, label in zip(rows, shown, strict=True)
    ]
    if all(len(head) + 2 + len(row.detail) <= width for head, row in zip(heads, rows, strict=True) if row.detail):
        return [f"{head}  {row.detail}" if row.detail else head for head, row in zip(heads, rows, strict=True)]
    indent = " " * (3 + digits + 2)
    result = []
    for head, row in zip(heads, rows, strict=True):
        result.append(head)
        if row.detail:
            result += by_parts(row.detail, width, indent)
    return result


def figures_aligned(labels: Sequence[str]) -> list[str]:
    """``labels`` with their figures in one column: where every label names its figure with the same word first
    ("Fortune 82M", "Fortune 4M"), the room goes between the word and the figure, as under a column's heading;
    right-aligned whole, the shorter label was pushed right, word and all ("   3. Ben   Fortune 4M")."""
    words = {label.rpartition(" ")[0] for label in labels}
    word = next(iter(words)) if len(words) == 1 else ""
    if not word or any(character.isdigit() for character in word):  # "36 800 $", "12 VP": already aligned right
        return list(labels)
    figures = [label[len(word) + 1 :] for label in labels]
    room = max(len(figure) for figure in figures)
    return [f"{word} {figure:>{room}}" for figure in figures]


def ending(rows: Sequence[Ranked], end_said: bool, width: int = 78) -> list[str]:
    """The end of a game as text: who won ("The game is over. Ann wins.") unless the ending move's own sentence
    was just printed (``end_said``), then the final scores under their heading (:func:`lines`).

    The console and ``companion replay`` both end so: under a log whose last line was "The game is over. Ann
    wins." a heading "The game is over." said the end twice."""
    said = [] if end_said else [end_sentence(winner_names(rows))]
    return [*said, _("Final scores"), *lines(rows, width)] if rows else said


PART = " · "
"""What separates the parts of a detail ("lots 61M · cash 24M · 5 debts"): a detail under a name breaks there."""


def by_parts(detail: str, width: int, indent: str) -> list[str]:
    """``detail`` in lines of ``width`` after ``indent``, whole parts on each (a part longer than a line alone is
    wrapped at its words), the part separator ending the line it closes."""
    import textwrap  # here: a replay's standing mostly fits its lines, and textwrap costs 3 M instructions

    room = width - len(indent)
    said: list[str] = []
    line = ""
    parts = detail.split(PART)
    for index, part in enumerate(parts):
        piece = part + (PART.rstrip() if index < len(parts) - 1 else "")
        joined = f"{line} {piece}" if line else piece
        if len(joined) <= room:
            line = joined
            continue
        if line:
            said.append(line)
        pieces = textwrap.wrap(piece, room) or [piece]
        said += pieces[:-1]
        line = pieces[-1]
    if line:
        said.append(line)
    return [indent + text for text in said]
