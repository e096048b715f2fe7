"""Where the console's owner puts their box's numbers, said under a stand-in's own words.

The engine says what a game is played with that is not the box's ("Default board: … (set yours in Settings)");
the console has no Settings of its own, so it says where the owner's copy really goes: Settings on the table's
screen, or the file in the data directory that those Settings write and every new game reads, the console's
included (the game's ``complete_config``)."""

from __future__ import annotations

from typing import Any

from companion.core import Game
from companion.storage import data_path
from companion.text.i18n import _


def own_copy_lines(game: Game[Any], config: dict[str, Any]) -> list[str]:
    """One line per printed table a new game of ``game`` with ``config`` would play on a stand-in of: where the
    owner's own copy is typed in, with the file's full path; none when it plays on the owner's own tables.

    ``game`` is the engine itself, not its name: a table's game need not be one the registry lists (a game
    under test, a game from a plug-in loaded by hand)."""
    return [
        _(
            "Your box's numbers are typed in under Settings on the table's screen, or written by hand to {path}; "
            "new games use them."
        ).format(path=data_path() / name)
        for name in game.stand_in_files(config)
    ]
