"""Where the owner's own copy of a stand-in goes, as each front-end can truly say it.

An engine says only what a game is played with that is not the box's ("Default board: some lot values and
neighbours are placeholders"): it knows no screen, so it cannot say where the owner's numbers are typed. Each
front-end adds that in its own true words, for the same tables (:meth:`~companion.core.Game.stand_in_files`):
the touchscreen points at its own Settings, the console at the table's screen or the file those Settings write,
and a phone, which has no Settings, at the table's screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.core import N_, Game
from companion.text.i18n import _

ON_THE_SCREEN = N_("Set your box's numbers in Settings; new games use them.")
"""The touchscreen's words: its own Settings are a tap away."""
AT_THE_CONSOLE = N_(
    "Your box's numbers are typed in under Settings on the table's screen, or written by hand to {path}; "
    "new games use them."
)
"""The console's words: it has no Settings of its own, but the file those Settings write is on this machine."""
ON_A_PHONE = N_("The owner types the box's numbers under Settings on the table's screen; new games use them.")
"""A phone's words: it has no Settings, and its player may not be the owner."""


def own_copy_lines(game: Game[Any], config: dict[str, Any], words: str, folder: Path | None = None) -> list[str]:
    """Where the owner's copy of each printed table a new game of ``game`` with ``config`` would play on a
    stand-in of goes, in ``words`` (one of the constants above, translated here; ``{path}`` is the file in
    ``folder``), each different line once; none when it plays on the owner's own tables.

    ``game`` is the engine itself, not its name: a table's game need not be one the registry lists (a game
    under test, a game from a plug-in loaded by hand)."""
    lines = [
        _(words).format(path=(folder / name) if folder is not None else name) for name in game.stand_in_files(config)
    ]
    return list(dict.fromkeys(lines))
