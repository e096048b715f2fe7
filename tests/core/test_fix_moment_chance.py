"""A fix is of what happened at the table: the moment a past throw or draw is fixed at leaves nothing to chance, so
no front-end offers the companion's own outcome (a new throw, a blind draw) in place of the one the table saw."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.games import get, names


def chance_steps(game_name: str, moves: int = 1500) -> tuple[Table[Any], list[int]]:
    """A game of the fewest players played at random (two in Acquire: its market's draws), and the steps (from 1)
    whose decision was one chance could answer: its first few."""
    game = get(game_name)
    players = ["Ann", "Ben", "Cat", "Dan"][: max(2, game.min_players)]
    table = Table.new(game, {"players": players, "seed": 3}, created="x")
    chance, steps = ChanceSource(11), []
    for _ in range(moves):
        if table.over or len(steps) >= 6:
            break
        if any(actor.chance for actor in table.prompt().actors):
            steps.append(len(table.steps) + 1)
        table.submit(table.choose_random(chance))
    return table, [step for step in steps if step <= len(table.steps)]


@pytest.mark.parametrize("game_name", names())
def test_the_moment_of_a_past_chance_step_leaves_nothing_to_chance(game_name: str) -> None:
    table, steps = chance_steps(game_name)
    assert steps, f"{game_name}: no chance step in the walk"
    for step in steps[:6]:
        moment = table.moment(step)
        assert not any(actor.chance for actor in moment.prompt().actors), (game_name, step)
        recorded = table.steps[step - 1].action
        moment.submit(recorded)  # what the table saw is still entered there as it was
