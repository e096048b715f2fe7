"""A finished game's phone names its winner in the headline and stars them in the final standing: the table's
lines under them do not end on "Winner: Ann" again."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource, Table
from companion.phones.views import build, speaking
from companion.registry import spec


@pytest.mark.parametrize(("language", "word"), [("en", "Winner:"), ("it", "Vince:"), ("fr", "Gagne :")])
def test_the_winner_is_said_once_on_a_finished_games_phone(language: str, word: str) -> None:
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    chance = ChanceSource(2)
    while not table.over:
        table.submit(table.choose_random(chance))
    winner = table.names[table.summary()["winners"][0]]
    with speaking(language):
        view = build(table, 1)
    assert winner in view["turn"]  # the headline names the winner
    assert [row["name"] for row in view["standing"] if row["won"]] == [winner]
    assert view["public"], "the table's lines are still shown"
    assert not [line for line in view["public"] if word in line], view["public"]
