"""Who sits at the table: the one check of the players' names every game's configuration uses.

A table of people reads every sentence by name ("It is Anna's turn"), so
two players called the same, or a player with no name at all, make the
referee's words ambiguous ("It is Anna's turn, not Anna's"). Every engine's
``prepare_config`` calls :func:`check_names`, so the command line, the
console and the new-game screen all refuse such a table with the same
sentence, in the player's language.
"""

from __future__ import annotations

from typing import Any

from .errors import ConfigError
from .i18n import N_


class NotNames(ConfigError):
    """``players`` is not a list of names."""

    code = "players_not_names"
    template = N_("'players' must be a list of names, clockwise.")


class EmptyName(ConfigError):
    """A seat whose name is empty or only spaces: nobody could tell whom a sentence means."""

    code = "empty_name"
    template = N_("Player {seat} has no name: type one.")


class DuplicateNames(ConfigError):
    """Two seats with the same name (ignoring case and surrounding spaces)."""

    code = "duplicate_names"
    template = N_("Two players have the same name: rename one.")


def same_name(name: str) -> str:
    """The form two names are compared in: trimmed, case folded ("anna " is "Anna")."""
    return name.strip().casefold()


def check_names(players: Any) -> list[str]:
    """The players' names, trimmed; refuses a non-list, an empty name or two seats with the same name.

    Raises the first problem as a :class:`~companion.core.errors.ConfigError`
    subclass (``players_not_names``, ``empty_name``, ``duplicate_names``), so
    callers that catch ``RuleViolation`` show it as they show any refusal.
    """
    if not isinstance(players, list | tuple) or not all(isinstance(name, str) for name in players):
        raise NotNames()
    seen: dict[str, int] = {}
    for seat, name in enumerate(players, 1):
        key = same_name(name)
        if not key:
            raise EmptyName(seat=seat)
        if key in seen:
            raise DuplicateNames(name=name.strip(), first=seen[key], second=seat)
        seen[key] = seat
    return [name.strip() for name in players]
