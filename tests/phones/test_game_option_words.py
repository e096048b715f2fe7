"""A phone words a move's options as the touchscreen does for the same decision (the GameSpec's ``option_label``)."""

from __future__ import annotations

import pytest

from companion.core import PUBLIC, ChanceSource, Table
from companion.core.decisions import Basket, Pick
from companion.front.mad_market import texts
from companion.games.mad_market.board import Board
from companion.phones.views import build, speaking
from companion.registry import spec

WORDED = {"buy_company", "end_turn", "pay_fee", "decline", "hire_broker", "buy_item"}
"""Actions whose engine label the touchscreen replaces with its own words."""


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_mad_market_options_on_a_phone_read_as_on_the_touchscreen(code: str) -> None:
    checked: set[str] = set()
    for seed in range(4):
        table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
        board = Board.from_data(table.header.config["board"], validated=True)
        chance = ChanceSource(seed)
        while not table.over and table.stamp.moment < 300:
            actor = table.prompt().primary()
            chosen = actor.decision if actor is not None else None
            offered = list(chosen.options if isinstance(chosen, Pick) else ())
            offered += list(chosen.others) if isinstance(chosen, Basket) else []
            kinds = {getattr(option.action, "type", "") for option in offered}
            if actor is not None and actor.seat is not None and (kinds & WORDED) - checked:
                checked |= kinds & WORDED
                with speaking(code):
                    view = build(table, actor.seat)
                    summary = table.summary(PUBLIC)
                    screen = {o.key: texts.option_text(o.key, o.action, board, summary) for o in offered}
                shown = {
                    o["key"]: o["label"] for d in view["decisions"] for o in d.get("options", []) + d.get("others", [])
                }
                for key, words in screen.items():
                    if words:
                        assert shown[key] == words
            table.submit(table.choose_random(chance))
    assert {"buy_company", "end_turn"} <= checked
