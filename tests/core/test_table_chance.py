"""The companion decides a chance outcome: it draws that outcome, never another move of the random player.

Big Shot's random player takes a loan one time in twelve when the die is to be rolled (so simulated games look
like games); the console's "0: let the companion decide" and the touchscreen's button once asked that player,
and a table that wanted the die rolled saw a random seat take a loan ("Anna emprunte : 8M").
"""

from __future__ import annotations

import io

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.games.bigshot.actions import Roll
from tests.walks import played_until


def at_the_roll() -> Table:
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    played_until(table, "roll", 2)
    assert any(actor.side for actor in table.prompt().actors)  # loans are on offer beside the die
    return table


def test_the_companions_roll_is_always_the_die_of_the_seat_that_rolls() -> None:
    table = at_the_roll()
    roller = table.prompt().player
    drawn = [table.decide_chance(ChanceSource(seed)) for seed in range(300)]
    assert all(isinstance(action, Roll) and action.player == roller for action in drawn)
    assert {action.value for action in drawn if isinstance(action, Roll)} == {1, 2, 3, 4, 5, 6}


def test_zero_at_the_console_rolls_the_die() -> None:
    for seed in range(40):
        table = at_the_roll()
        Console(table, io.StringIO("0\nq\n"), io.StringIO(), chance=ChanceSource(seed)).run()
        assert table.steps[-1].action.type == "roll"
