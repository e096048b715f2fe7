"""The registry of game engines, loaded lazily by name.

Each engine is a package exposing ``GAME``, an instance of
:class:`companion.core.Game`. Importing only the engine asked for keeps the
start-up of ``companion replay`` and ``simulate`` short.
"""

from __future__ import annotations

import importlib

from companion.core import Game

ENGINES: dict[str, str] = {
    "tiny": "companion.games.tiny",
    "acquire": "companion.games.acquire",
    "bigshot": "companion.games.bigshot",
}


class UnknownGame(ValueError):
    pass


def names(include_test: bool = True) -> list[str]:
    """Registered game names; ``include_test=False`` leaves out test-only games."""
    return [name for name in ENGINES if include_test or not get(name).test_only]


def get(name: str) -> Game:
    try:
        module = ENGINES[name]
    except KeyError:
        raise UnknownGame(f"unknown game {name!r} (known: {', '.join(ENGINES)})") from None
    return importlib.import_module(module).GAME
