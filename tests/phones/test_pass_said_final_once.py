"""Mad Market's auction: the note over the bid says "passing is final"; the Pass beside it does not add "out of the
bidding for LOG-1" (the question names the company), on a phone or at the console."""

from __future__ import annotations

import io
from typing import Any

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.core.decisions import Amount
from companion.phones.views import build, speaking
from companion.registry import spec

LEFT = {"en": "out of the bidding", "it": "fuori dall'asta per", "fr": "hors de l'enchère pour"}


def at_an_auction() -> tuple[Table[Any], int]:
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    chance = ChanceSource(3)
    for _move in range(500):
        actor = table.prompt().primary()
        if actor is not None and isinstance(actor.decision, Amount) and actor.decision.others:
            assert actor.seat is not None
            return table, actor.seat
        table.submit(table.choose_random(chance))
    raise AssertionError("no auction")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_pass_beside_a_bid_does_not_say_again_that_passing_is_final(language: str) -> None:
    table, seat = at_an_auction()
    with speaking(language):
        bid = build(table, seat)["decisions"][0]
    [passing] = bid["others"]
    assert passing["key"] == "pass" and not passing.get("preview"), passing
    assert bid["hint"]  # the note that says passing is final
    out = io.StringIO()
    Console(table, io.StringIO(""), out, language=language).show_prompt()
    assert LEFT[language] not in out.getvalue()
