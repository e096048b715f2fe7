"""Drawing a game's summary as text.

A game's own view (its GameSpec's ``console_view``) draws the board the way
players know it (a grid of tiles, a ring of auction spaces); any game without
one gets the generic view, which lists the players and every other simple
value of the summary, so a new engine is playable in the console from its
first day.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import PUBLIC  # noqa: F401  (re-exported for the views)
from companion.core.i18n import N_
from companion.ui.i18n import _

View = Callable[[dict[str, Any], "int | None"], list[str]]


def view(game: str) -> Callable[[View], View]:
    """Mark a function as ``game``'s view (the GameSpec names it; this only documents the intent)."""
    return lambda function: function


def view_for(game: str) -> View:
    """The game's own text view (from its GameSpec), or the generic one."""
    from companion.registry import UnknownGame, spec

    try:
        own = spec(game).get("console_view")
    except UnknownGame:
        own = None
    return own if own is not None else generic


def render(game: str, summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    return view_for(game)(summary, private_for)


def _value(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items()) or "-"
    if isinstance(value, list | tuple):
        return ", ".join(_value(v) for v in value) or "-"
    return str(value)


def players_table(summary: dict[str, Any], current: int | None) -> list[str]:
    """One line per player: a marker for whose turn it is, then their fields."""
    lines = []
    winners = set(summary.get("winners") or [])
    for seat, player in enumerate(summary.get("players", [])):
        marker = ">" if seat == current else " "
        crown = "  " + _("(winner)") if seat in winners else ""
        # A player's field that is null is private information this view may not show.
        fields = "  ".join(
            f"{key.replace('_', ' ')} {_('hidden') if value is None else _value(value)}"
            for key, value in player.items()
            if key != "name"
        )
        lines.append(f" {marker} {seat + 1}. {player.get('name', '?'):<12} {fields}{crown}")
    return lines


def generic(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines = players_table(summary, summary.get("current_player"))
    skip = {"game", "players", "prompt", "current_player", "winners", "over"}
    for key, value in summary.items():
        if key in skip or value in (None, [], {}):
            continue
        lines.append(f"   {key.replace('_', ' ')}: {_value(value)}")
    return lines


def grid(cells: list[str], per_row: int, indent: str = "   ") -> list[str]:
    """Cells ``per_row`` to a line, two spaces apart (a ring of spaces read row by row, a row of squares)."""
    return [indent + "  ".join(cells[i : i + per_row]) for i in range(0, len(cells), per_row)]


def player_lines(summary: dict[str, Any], fields: Callable[[dict[str, Any]], str], width: int = 12) -> list[str]:
    """A line per player: ``>`` on the seat whose turn it is, their number and name, then the game's ``fields``."""
    lines = []
    for seat, player in enumerate(summary.get("players", [])):
        marker = ">" if seat == summary.get("current_player") else " "
        lines.append(f" {marker} {seat + 1}. {player.get('name', '?'):<{width}} {fields(player)}")
    return lines


def winners_line(summary: dict[str, Any], nobody: str = N_("Nobody wins.")) -> list[str]:
    """Once the game is over, who won (or ``nobody``, the game's words for a game nobody wins); before, nothing."""
    if not summary.get("over"):
        return []
    winners = [summary["players"][seat]["name"] for seat in summary.get("winners", [])]
    return ["   " + _("Winner: {names}").format(names=", ".join(winners)) if winners else f"   {_(nobody)}"]
