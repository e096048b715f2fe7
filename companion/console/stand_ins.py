"""Where the console's owner puts their box's numbers, said under a stand-in's own words.

The engine says what a game is played with that is not the box's ("Default board: … placeholders"); the console
has no Settings of its own, so it says where the owner's copy really goes: Settings on the table's screen, or the
file in the data directory that those Settings write and every new game reads, the console's included (the
game's ``complete_config``). The words are :mod:`companion.text.stand_ins`'s, beside the phone's and the
touchscreen's."""

from __future__ import annotations

from typing import Any

from companion.core import Game
from companion.storage import data_path
from companion.text.stand_ins import AT_THE_CONSOLE
from companion.text.stand_ins import own_copy_lines as where_own_copies_go


def own_copy_lines(game: Game[Any], config: dict[str, Any]) -> list[str]:
    """One line per printed table a new game of ``game`` with ``config`` would play on a stand-in of: where the
    owner's own copy is typed in, with the file's full path; none when it plays on the owner's own tables."""
    return where_own_copies_go(game, config, AT_THE_CONSOLE, data_path())
