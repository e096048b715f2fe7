"""Shared by the resilience tests: deep state fingerprints and the values a game's actions use."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from typing import Any

from companion.core import ActionRange, ActionSet, ChanceSource
from companion.games import get, names

GAMES = names()
"""Every registered engine, test-only games included: each one is fuzzed and soaked."""


def fingerprint(obj: Any, depth: int = 0) -> Any:
    """A comparable, order-independent picture of everything inside ``obj``.

    Sets become sorted lists and objects (slots, ``__dict__``, dataclasses)
    become dicts of their attributes, so two states are equal exactly when
    every value reachable from them is. Used for "a refusal changes nothing".
    """
    if depth > 40:
        raise RecursionError("state nests deeper than 40 levels")
    if obj is None or isinstance(obj, bool | int | float | str | bytes):
        return obj
    if isinstance(obj, dict):
        return ("dict", sorted(((repr(k), fingerprint(v, depth + 1)) for k, v in obj.items()), key=lambda kv: kv[0]))
    if isinstance(obj, list | tuple):
        return (type(obj).__name__, [fingerprint(item, depth + 1) for item in obj])
    if isinstance(obj, set | frozenset):
        return ("set", sorted(repr(fingerprint(item, depth + 1)) for item in obj))
    if hasattr(obj, "__deque__") or type(obj).__name__ == "deque":
        return ("deque", [fingerprint(item, depth + 1) for item in obj])
    fields: dict[str, Any] = {}
    if dataclasses.is_dataclass(obj):
        fields = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}
    else:
        for klass in type(obj).__mro__:
            for slot in getattr(klass, "__slots__", ()):
                if hasattr(obj, slot) and not slot.startswith("__"):
                    fields[slot] = getattr(obj, slot)
        fields.update(getattr(obj, "__dict__", {}))
    if not fields and not callable(obj):
        return ("repr", repr(obj))
    return (type(obj).__name__, {k: fingerprint(v, depth + 1) for k, v in sorted(fields.items()) if not callable(v)})


def view(game: Any, state: Any) -> str:
    """The public JSON view, canonical: what a front-end shows."""
    return json.dumps(game.summary(state), sort_keys=True)


def _strings(value: Any, out: set[str]) -> None:
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _strings(key, out)
            _strings(item, out)
    elif isinstance(value, list | tuple):
        for item in value:
            _strings(item, out)


@cache
def vocabulary(name: str, games: int = 3, seed: int = 11) -> tuple[str, ...]:
    """Every string value the game's own legal actions used in a few random games (tiles, chains, lots, colours)."""
    game = get(name)
    master = ChanceSource(seed)
    found: set[str] = set()
    for _ in range(games):
        config = game.prepare_config(game.random_config(game.max_players if game.max_players <= 4 else 4, master))
        _strings(config, found)
        state = game.new_game(config)
        chance = ChanceSource(master.fork_seed())
        for _ in range(3000):
            if game.prompt(state).over:
                break
            for choice in game.legal_actions(state)[:40]:
                if not isinstance(choice, ActionRange | ActionSet):
                    _strings(game.actions.encode(choice), found)
            action = game.choose_random(state, chance)
            _strings(game.actions.encode(action), found)
            game.apply(state, action)
    found.discard(game.name)
    return tuple(sorted(found))
