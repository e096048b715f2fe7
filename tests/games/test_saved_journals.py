"""Journals saved before decisions as data (and the kit's holdings, offer round and dice sets) still replay.

Each file was written by ``companion simulate`` on the code as it stood before
that redesign; its game log, printed then, is kept beside it. The journal is a
public, stable format: a redesign of the house may add to a summary, never
change what a saved game was.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core import replay
from companion.core.journal import read
from companion.games import get

SAVED = Path(__file__).with_name("saved")


@pytest.mark.parametrize("path", sorted(SAVED.glob("*.jsonl")), ids=lambda p: p.stem)
def test_a_journal_saved_before_replays_to_the_same_game_log(path: Path) -> None:
    loaded = read(path)
    game = get(loaded.header.game)
    result = replay(game, loaded.header, loaded.entries, str(path))
    log = [
        f"{number:4d}  {game.describe(result.state, event)}"
        for number, step in enumerate(result.steps, 1)
        for event in step.events
    ]
    expected = path.with_suffix(".log").read_text(encoding="utf-8").splitlines()
    assert game.is_over(result.state) and expected[-1] == "The game is over."
    assert log == expected[:-1]
