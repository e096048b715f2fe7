"""A whole Big Shot game played by tapping the screen, checked against the engine's replay of its journal."""

from __future__ import annotations

import pytest

from companion.core import replay
from companion.core.journal import read
from companion.games import get
from companion.ui import theme

from .driver import open_game, play_by_touch

CONFIGS = [
    {"players": ["Ann", "Ben", "Cat", "Dan"]},
    {"players": ["Ann", "Ben", "Cat"], "colors": ["white", "red", "yellow"]},
    {"players": ["Ann", "Ben"], "hidden_money": True},
    {"players": ["Ann", "Ben", "Cat", "Dan"], "hidden_money": True},
]


@pytest.mark.parametrize("config", CONFIGS, ids=["four", "three-dummy", "two-hidden", "four-hidden"])
def test_a_whole_game_by_touch_matches_the_journal_replay(app, fingers, config) -> None:
    open_game(app, {**config, "seed": 11})
    theme.REPORT.clear()
    made = play_by_touch(fingers, seed=len(config["players"]) * 7 + 1)
    table = app.table
    assert table.over and made > 18 * 3
    assert type(app.scene).__name__ == "BigShotFinalScene"
    assert sum(1 for step in table.steps if step.action.type == "place") == 18
    loaded = read(table.writer.path)
    replayed = replay(get("bigshot"), loaded.header, loaded.entries)
    assert get("bigshot").summary(replayed.state) == table.summary()
    app.draw()
    assert theme.REPORT.overflows == []
