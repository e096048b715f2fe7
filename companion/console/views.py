"""Drawing a game's summary as text.

A per-game view draws the board the way players know it (Acquire's 12×9
grid, Big Shot's ring and lots); any game without one gets the generic view,
which lists the players and every other simple value of the summary, so a new
engine is playable in the console from its first day.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import PUBLIC  # noqa: F401  (re-exported for the views)

View = Callable[[dict[str, Any], "int | None"], list[str]]
VIEWS: dict[str, View] = {}


def view(game: str) -> Callable[[View], View]:
    def register(function: View) -> View:
        VIEWS[game] = function
        return function
    return register


def render(game: str, summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    if game not in VIEWS:
        _load(game)
    return VIEWS.get(game, generic)(summary, private_for)


def _load(game: str) -> None:
    """Import ``companion.console.<game>`` if it exists; it registers its view."""
    import importlib
    import importlib.util

    name = f"{__package__}.{game}"
    if importlib.util.find_spec(name) is not None:
        importlib.import_module(name)


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
        crown = "  (winner)" if seat in winners else ""
        # A player's field that is null is private information this view may not show.
        fields = "  ".join(f"{key} {'hidden' if value is None else _value(value)}"
                           for key, value in player.items() if key != "name")
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
