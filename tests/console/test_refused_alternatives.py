"""An alternative beside a basket or a bid that the rules refuse now is listed in its place with the engine's
reason, and choosing it says that reason and changes nothing (a Mad Market item too dear for the cash)."""

from __future__ import annotations

from companion.core import Table
from companion.games.mad_market import GAME
from tests.console.sessions import play
from tests.walks import played_until


def first_move() -> Table:
    table = Table.new(GAME, GAME.prepare({"players": ["Ann", "Ben", "Cat"], "seed": 7}), created="2026-01-01")
    played_until(table, "open", 11)
    return table


def test_an_item_too_dear_is_listed_with_the_reason_and_choosing_it_is_refused() -> None:
    table = first_move()
    name = table.names[table.prompt().player]
    steps = len(table.steps)
    said = play(table, "buy a jet", "2")
    listed = [line for line in said.splitlines() if "jet: 15 VP for 2,000" in line]  # the touchscreen's words
    assert listed and all(line.endswith(f"{name} has 500 and cannot pay 2,000.") for line in listed)
    # affordable: no reason, but what it would do (the game's words)
    assert any(line.split() == "4) villa: 3 VP for 500 0 left, 3 of 35 VP".split() for line in said.splitlines())
    assert said.count(f"Refused: {name} has 500 and cannot pay 2,000.") == 2
    assert len(table.steps) == steps
