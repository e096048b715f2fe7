"""The fixing screen of a past throw or draw, every game: what the table saw then is entered, so none of the
companion's own outcomes is offered there ("Roll for me", "Draw at random", "Let the companion decide"), while the
same decision in play still offers it."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.games import get, names
from companion.storage import start_new
from companion.ui import first_scene
from companion.ui.scenes.correct import fix_scene_for

CHANCE_KEYS = {"dice-roll", "draw-random", "chance"}
"""The keys of the buttons that let the companion decide a chance outcome."""


def keys(scene: Any) -> set[str]:
    return {key for widget in scene.widgets if isinstance(key := getattr(widget, "key", None), str)}


@pytest.mark.parametrize("game_name", names())
def test_a_past_chance_outcome_is_fixed_as_the_table_saw_it(app, game_name: str) -> None:
    game = get(game_name)
    app.open_table(start_new(game_name, {"players": ["Ann", "Ben", "Cat", "Dan"][: max(2, game.min_players)]}))
    table, chance, offered, steps = app.table, ChanceSource(7), False, []
    for _ in range(1500):
        if table.over or len(steps) >= 4:
            break
        if any(actor.chance for actor in table.prompt().actors):
            app.reset(first_scene(app, table))
            offered = offered or bool(keys(app.scene) & CHANCE_KEYS)
            steps.append(len(table.steps) + 1)
        table.submit(table.choose_random(chance))
    assert steps and offered, f"{game_name}: no chance decision offered to the companion in play"
    app.reset(first_scene(app, table))
    for step in steps:
        if step > len(table.steps):
            continue
        app.push(fix_scene_for(app, step))
        assert not keys(app.scene) & CHANCE_KEYS, (game_name, step, keys(app.scene) & CHANCE_KEYS)
        app.pop()
