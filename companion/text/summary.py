"""Drawing a game's summary as text.

A game's own view (its GameSpec's ``console_view``) draws the board the way
players know it (a grid of tiles, a ring of auction spaces); any game without
one gets the generic view, which lists the players and every other value of
the summary, so a new engine is playable in the console (and on the generic
status panel of the touchscreen) from its first day.

The generic view reads like a table for a person, not a dump of the JSON:
each key is named in the player's language ("High bid", "Puntata più alta";
:data:`KEY_NAMES` holds the keys the kit and the games use, any other key is
its words), a seat is its player's name ("To act: Ben"), a list of seats is a
list of names, a nested object (an auction) is its own indented rows, and a
word of the game ("odd") is translated like any other.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from companion.core import PUBLIC as PUBLIC  # re-exported: the views and their callers name the public viewer
from companion.core import Table
from companion.core.i18n import N_
from companion.text.columns import DEFAULT
from companion.text.columns import width as text_width
from companion.text.elision import around_slot
from companion.text.i18n import _, labelled, listing, ngettext

View = Callable[[dict[str, Any], "int | None"], list[str]]


def view(game: str) -> Callable[[View], View]:
    """Mark a function as ``game``'s view (the GameSpec names it; this only documents the intent)."""
    return lambda function: function


def view_for(game: str) -> View:
    """The game's own text view (from its GameSpec), or the generic one."""
    from companion.registry import part

    own = part(game, "console_view")
    return own if own is not None else generic


def render(game: str, summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    return view_for(game)(summary, private_for)


def table_view(table: Table[Any], viewer: int = PUBLIC) -> list[str]:
    """``table`` as text for ``viewer`` (its seat, or :data:`PUBLIC`): its game's view, headed by what the game is
    played with that is not the box's (:func:`stand_in_lines`). The console's table and a seat's private view,
    and the table's lines on every phone, are this: a game on a stand-in says so wherever its numbers are read."""
    summary = table.summary(viewer)
    return stand_in_lines(table) + render(table.game.name, summary, None if viewer == PUBLIC else viewer)


def stand_in_lines(table: Table[Any]) -> list[str]:
    """What ``table``'s game is played with that is not the box's (a stand-in board, a card of placeholder
    numbers), one line each, in the engine's own words (:meth:`~companion.core.Game.stand_ins` of the config the
    journal's header holds) and the language :func:`_` speaks, indented as a view's lines; none for a game played
    on the box's own tables. Said the same way for every game, so no view words it its own way."""
    return ["   " + _(words) for words in table.game.stand_ins(table.header.config)]


KEY_NAMES: dict[str, str] = {
    "round": N_("Round"),
    "turn": N_("Turn"),
    "phase": N_("Phase"),
    "lot": N_("Lot"),
    "auction": N_("Auction"),
    "cash": N_("Cash"),
    "points": N_("Points"),
    "score": N_("Score"),
    "guessed": N_("Have guessed"),
    "guesses": N_("Guesses"),
    "order": N_("Order"),
    "high_bid": N_("High bid"),
    "high_bidder": N_("High bidder"),
    "to_act": N_("To act"),
    "passed": N_("Passed"),
    "min_next_bid": N_("Next bid at least"),
    "bids": N_("Bids"),
    "pass_order": N_("Passed, in order"),
    "roller": N_("Roller"),
    "waiting_for": N_("Waiting for"),
}
"""What the generic view calls the summary keys the kit's pieces and the games use, in every language."""

SEAT_KEYS = frozenset({"to_act", "high_bidder", "roller", "winner", "starter", "dealer", "leader"})
"""Keys whose whole number is a seat: shown as the player's name."""

SEAT_LIST_KEYS = frozenset({"guessed", "passed", "pass_order", "order", "waiting_for", "winners", "bidders", "seats"})
"""Keys whose list of whole numbers is a list of seats: shown as names."""


def key_name(key: str) -> str:
    """A summary key as a person reads it, in the player's language ("to_act" → "To act")."""
    known = KEY_NAMES.get(key)
    if known is not None:
        return _(known)
    return _(key.replace("_", " ").capitalize())


def _seat(value: Any, names: list[str]) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(names):
        return names[value]
    return "-" if value is None else str(value)


def shown(key: str, value: Any, names: list[str]) -> str:
    """One value of the summary as a person reads it: names for seats, words translated, lists joined."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if key in SEAT_KEYS or key.endswith(("_player", "_seat")):
        return _seat(value, names)
    if isinstance(value, list | tuple):
        if key in SEAT_LIST_KEYS:
            return ", ".join(_seat(item, names) for item in value) or "-"
        return ", ".join(shown("", item, names) for item in value) or "-"
    if isinstance(value, dict):
        if value and all(isinstance(k, str) and k.isdigit() for k in value):  # keyed by seat: "Ann odd, Ben even"
            return ", ".join(f"{_seat(int(k), names)} {shown('', v, names)}" for k, v in value.items())
        return ", ".join(labelled(key_name(k), shown(k, v, names)) for k, v in value.items()) or "-"
    if isinstance(value, str):
        return _(value) if value else "-"
    return str(value)


def players_table(summary: dict[str, Any], current: int | None) -> list[str]:
    """One line per player: a marker for whose turn it is, then their fields, in columns: the names' column as
    wide as the longest name, each field's values as wide as the widest (numbers aligned right), so a long name or
    a two-digit value moves no other row's fields. One line each, always: the status panel reads the lines after
    the players' as the rest of the summary (a terminal breaks a line too long at its words)."""
    players = summary.get("players", [])
    names = [str(other.get("name", "?")) for other in players]
    keys = list(dict.fromkeys(key for player in players for key in player if key != "name"))
    # A player's field that is null is private information this view may not show.
    values = {
        key: [
            _("hidden") if player.get(key) is None and key in player else shown(key, player.get(key), names)
            for player in players
        ]
        for key in keys
    }
    numeric = {
        key for key in keys if all(isinstance(player.get(key), int | float) for player in players if key in player)
    }
    wide = {key: max(map(len, values[key]), default=0) for key in keys}
    width = max([12, *map(len, names)])
    winners = set(summary.get("winners") or [])
    lines = []
    for seat, name in enumerate(names):
        marker = ">" if seat == current else " "
        crown = "  " + _("(winner)") if seat in winners else ""
        cells = [
            f"{key_name(key).lower()} {values[key][seat]:{'>' if key in numeric else '<'}{wide[key]}}"
            if key in players[seat]
            else " " * (len(key_name(key)) + 1 + wide[key])  # a field this seat lacks: the next ones keep their place
            for key in keys
        ]
        lines.append(f" {marker} {seat + 1}. {name:<{width}} {'  '.join(cells)}".rstrip() + crown)
    return lines


def generic(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    """The players' table, then every other value of the summary as a row "Key: value" in the player's language,
    then, once the game is over, who won (:func:`winners_line`, as every game's own view ends).

    A nested object (an auction) is a heading and its own indented rows;
    empty values are left out (nothing to read).
    """
    lines = players_table(summary, summary.get("current_player"))
    names = [str(player.get("name", "?")) for player in summary.get("players", [])]
    skip = {"game", "players", "prompt", "current_player", "winners", "over"}
    for key, value in summary.items():
        if key in skip or value in (None, [], {}):
            continue
        if isinstance(value, dict) and not all(isinstance(k, str) and k.isdigit() for k in value):
            lines.append(f"   {key_name(key)}")
            lines += [
                f"     {labelled(key_name(sub), shown(sub, item, names))}"
                for sub, item in value.items()
                if item not in (None, [], {})
            ]
            continue
        lines.append(f"   {labelled(key_name(key), shown(key, value, names))}")
    return lines + winners_line(summary)


class Follows(str):
    """A view's line read only with the line above it: a grid's row under its column numbers, a table's row under
    its heading, a player's row among the others. The console writes the changes of a view after an entry
    (:func:`~companion.console.changed`); such a block is written whole when any of its lines changed ("C . . [T]"
    alone, without the board's other rows and column numbers, was no board to read)."""

    __slots__ = ()


def together(lines: Sequence[str]) -> list[str]:
    """``lines`` as one block of a view: every line after the first marked :class:`Follows`."""
    return [line if index == 0 else Follows(line) for index, line in enumerate(lines)]


def follows(line: str, above: str) -> bool:
    """True if ``line`` is read only with ``above``, the view's line before it: marked so (:class:`Follows`), or
    indented deeper than it (a long line's rest, a player's own tiles under their row)."""
    if isinstance(line, Follows):
        return True
    if not line.strip() or not above.strip():
        return False
    return _indent(line) > _indent(above)


def _indent(line: str) -> int:
    """How far ``line``'s words stand in, a row's ``>`` (whose turn it is, the broker's space) counted as space."""
    return len(line) - len(line.lstrip(" >"))


def grid(cells: list[str], per_row: int, indent: str = "   ") -> list[str]:
    """Cells ``per_row`` to a line, two spaces apart (a ring of spaces read row by row, a row of squares)."""
    return together([indent + "  ".join(cells[i : i + per_row]) for i in range(0, len(cells), per_row)])


def staggered(headings: Sequence[str], wide: list[int], names: Collection[int] = (0,)) -> list[str]:
    """``headings`` on two rows in turn, the first on the lower: a column of names (``names``, aligned left) has its
    heading over it from its left edge, a column of figures its heading ending at its right edge, reaching left over its neighbours' (whose
    headings are on the other row). A column is widened (``wide`` is changed) where its heading would meet the one
    before it on the same row."""
    rows = ["", ""]
    start = 0
    for index, heading in enumerate(headings):
        row = (index + 1) % 2  # 0 the upper, 1 the lower
        least = len(rows[row]) + (1 if rows[row] else 0)  # where this row's next heading may start
        if index in names:  # (the other row's heading before it keeps it clear of its row's last one)
            at = max(start, least)
        else:
            at = max(start + wide[index] - len(heading), least)
            wide[index] = max(wide[index], at + len(heading) - start)
        rows[row] = rows[row].ljust(at) + heading
        start += wide[index] + 1
    return [rows[0].rstrip(), rows[1].rstrip()]


def flowed(head: str, parts: Sequence[str], indent: str, separator: str = ", ", width: int | None = None) -> list[str]:
    """``head`` then ``parts`` joined by ``separator``, as many to a line as fit in ``width`` characters, the rest
    on lines of their own that start with ``indent`` (a list of holdings that would run off the console); by
    default 60, or the console's width where it is narrower.

    A line broken after a part ends with the separator's mark (the comma). A part's leading spaces (a wider gap
    before a new group) are dropped where it starts a line; the first part always follows ``head``, and a part
    longer than a line stands alone on its own.
    """
    width = min(60, text_width()) if width is None else width
    mark = separator.rstrip()
    lines = [head]
    for index, part in enumerate(parts):
        room = width - (len(mark) if index < len(parts) - 1 else 0)
        if index == 0:
            lines[-1] += part
        elif len(lines[-1]) + len(separator) + len(part) <= room:
            lines[-1] += separator + part
        else:
            lines[-1] += mark
            lines.append(indent + part.lstrip())
    return lines


def flowed_list(
    sentence: str,
    slot: str,
    parts: Sequence[str],
    indent: str | None = None,
    separator: str = ", ",
    width: int | None = None,
    values: Mapping[str, Any] | None = None,
) -> list[str]:
    """A sentence whose ``{slot}`` is a list (names, holdings), flowed over lines of ``width`` like :func:`flowed`.

    ``sentence`` is the translated template ("Waiting for: {names}"), its other slots filled from ``values``; it is
    filled through :func:`~companion.text.elision.around_slot`, so a French "de {names}" elides before the first
    name as ``format`` would ("En attente d'Anna, Ben").

    The lines it goes on to start two columns right of the sentence (``indent`` by default), as every wrapped
    line of the console does: a name wrapped to the sentence's own column ("   Ciro" under "   Waiting for: …")
    read as a line of its own.
    """
    if indent is None:
        indent = " " * (len(sentence) - len(sentence.lstrip(" ")) + 2)
    head, tail = around_slot(sentence, slot, parts[0] if parts else "", values)
    if not parts:
        return [head + tail]
    return flowed(head, [*parts[:-1], parts[-1] + tail], indent, separator, width)


ROW_WIDTH = DEFAULT
"""The columns a player's row wraps at where the output is not a terminal; a terminal's own width is followed
(:func:`~companion.text.columns.width`)."""

NAME_COLUMN = 12
"""The widest the names' column grows: the touchscreen's keyboard types names of up to 12 letters. A longer name
(the console takes any) stands on a row of its own, its fields under everyone else's: a column as wide as a
40-letter name would leave the fields no room, and a name overflowing its column pushed its row's fields out of
line with the others'."""

Cells = str | Sequence[str]
"""A player's fields: one text (its fields two spaces apart), or its cells, each a column of the players' rows."""


def name_width(summary: dict[str, Any], least: int = 8) -> int:
    """The names' column: as wide as the longest name, at least ``least``, at most :data:`NAME_COLUMN` (or
    ``least``, if wider)."""
    longest = max([0, *(len(str(player.get("name", "?"))) for player in summary.get("players", []))])
    return min(max(least, longest), max(least, NAME_COLUMN))


def named_head(head: str, name: str, width: int) -> list[str]:
    """``head`` (a seat's marker and number) and ``name`` in a column of ``width``, then the indent the fields
    start at: a name longer than the column is a row of its own and its fields start the next row, in line."""
    if len(name) <= width:
        return [f"{head}{name:<{width}} "]
    return [f"{head}{name}", " " * (len(head) + width + 1)]


def aligned(rows: Sequence[Cells]) -> list[Cells]:
    """Each row's cells, every cell but a row's last as wide as the widest of its column: the fields of every
    player start in the same column whatever their values ("cash 9M" beside "cash 19M", "no lots" beside a list).
    A row given as one text is left as it is."""
    widths: dict[int, int] = {}
    for row in rows:
        for index, cell in enumerate(row[:-1] if not isinstance(row, str) else ()):
            widths[index] = max(widths.get(index, 0), len(cell))
    return [
        row if isinstance(row, str) else [*(f"{cell:<{widths[i]}}" for i, cell in enumerate(row[:-1])), *row[-1:]]
        for row in rows
    ]


def player_lines(
    summary: dict[str, Any],
    fields: Callable[[dict[str, Any]], Cells],
    width: int = 12,
    under: Callable[[int], list[str]] | None = None,
) -> list[str]:
    """A line per player: ``>`` on the seat whose turn it is, their number and name, then the game's ``fields``;
    ``under`` gives lines to print below a seat's row (a player's own tiles).

    The names' column is as wide as the longest name (at least ``width``, see :func:`name_width`) and ``fields``
    given as cells are aligned in columns (:func:`aligned`), so every player's fields stay in line. A row longer
    than :data:`ROW_WIDTH` (a player holding many lots or chains) goes on under its fields, rather than running
    off an 80-column terminal and breaking mid-word.
    """
    players = summary.get("players", [])
    column = name_width(summary, width)
    lines = []
    for seat, (player, cells) in enumerate(zip(players, aligned([fields(p) for p in players]), strict=True)):
        marker = ">" if seat == summary.get("current_player") else " "
        *alone, head = named_head(f" {marker} {seat + 1}. ", str(player.get("name", "?")), column)
        lines += alone + wrapped_row(head, cells)
        if under is not None:
            lines += under(seat)
    return together(lines)


def wrapped_row(head: str, fields: Cells) -> list[str]:
    """``head`` then ``fields`` within :data:`ROW_WIDTH`, broken between fields (two spaces apart: "fortune
    hidden" stays whole; a cell given as such stays whole if a row can hold it, its own spaces and all). A list
    in a text ("  $6,700  Tower 2, Luxor 5, …") that does not fit the rest of its row goes on from it, broken
    after its commas (it jumped whole to a row of its own, leaving the cash alone on its row), its next rows
    under its first item (they started under the cash, a few columns left of it); any other field too long for
    a line of its own, between its words."""
    text = fields if isinstance(fields, str) else "  ".join(fields)
    if len(head) + len(text) <= text_width():
        return [(head + text).rstrip()]
    first = text if isinstance(fields, str) else fields[0]
    padding = len(first) - len(first.lstrip(" "))  # a first field aligned right ("  $4,800") keeps its place
    cells = text[padding:].split("  ") if isinstance(fields, str) else [first[padding:], *fields[1:]]
    head = head + first[:padding]
    room = text_width() - len(head)
    rows: list[str] = []  # each after the head's width of spaces (the first after the head itself)
    row = ""
    for field in cells:  # a padded cell keeps its padding: the cells after it stay in their columns
        joined = f"{row}  {field}" if row else field
        if len(joined.rstrip()) <= room:
            row = joined
        elif isinstance(fields, str) and ", " in field.strip():
            items = field.split(", ")
            start = len(row) + 2 if row else 0  # the list's column: its next rows go on under its first item
            if room - start < max(len(item) + 1 for item in items):  # too far right for its items: under the row
                start = 0
            for index, item in enumerate(items):
                said = item + ("," if index < len(items) - 1 else "")
                piece = f"{row}{'  ' if index == 0 else ' '}{said}" if row else said
                if len(piece.rstrip()) <= room:
                    row = piece
                else:
                    rows.append(row)
                    row = " " * start + said
        elif len(field.rstrip()) <= room:
            rows.append(row)
            row = field
        else:  # too long for any line: it goes on from here, broken between its words
            parts = textwrap.wrap(joined, room, break_on_hyphens=False)
            rows += parts[:-1]
            row = parts[-1]
    rows.append(row)
    hanging = " " * len(head)
    return [(head + rows[0]).rstrip(), *(hanging + text.rstrip() for text in rows[1:])]


def winners_line(summary: dict[str, Any], nobody: str = N_("Nobody wins.")) -> list[str]:
    """Once the game is over, who won, who shared the win, or ``nobody`` (the game's words for a game nobody wins);
    before, nothing."""
    if not summary.get("over"):
        return []
    winners = [summary["players"][seat]["name"] for seat in summary.get("winners") or []]
    if not winners:
        return [f"   {_(nobody)}"]
    if len(winners) == 1:
        return ["   " + ngettext("Winner: {names}", "Winners: {names}", 1).format(names=winners[0])]
    return ["   " + _("Shared win: {names}").format(names=listing(winners))]  # "Ann and Ben", as a sentence lists
