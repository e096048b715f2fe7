"""The game engines, by name, through the one registry (:mod:`companion.registry`).

Each engine is a package exposing ``GAME``, an instance of
:class:`companion.core.Game`; its presentation package's ``GameSpec`` names
it. Importing only the engine asked for keeps ``companion replay`` and
``simulate`` quick to start.
"""

from __future__ import annotations

from typing import Any

from companion.core import Game
from companion.registry import Broken, UnknownGame, broken, playable, spec
from companion.registry import names as _names

__all__ = ["Broken", "UnknownGame", "broken", "get", "names", "playable"]


def names(include_test: bool = True) -> list[str]:
    """Registered game names; ``include_test=False`` leaves out test-only games."""
    return _names(include_test)


def get(name: str) -> Game[Any]:
    return spec(name).game
