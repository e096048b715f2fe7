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


def test_a_mad_market_trade_is_listed_on_a_phone_by_side_under_its_heading() -> None:
    # The phone listed a trade's twelve lines one after another ("buy Logistics", "sell Logistics"…); the
    # touchscreen shows two tabs, Buy and Sell, each stock once by its name.
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 0}, created="x")
    chance = ChanceSource(0)
    while True:
        actor = table.prompt().primary()
        if actor is not None and actor.seat is not None and isinstance(actor.decision, Basket):
            if len(actor.decision.items) == 12:
                break
        table.submit(table.choose_random(chance))
    seat = actor.seat
    for code, buy, sell in (("en", "Buy", "Sell"), ("it", "Compra", "Vendi"), ("fr", "Acheter", "Vendre")):
        with speaking(code):
            (shown, *_rest) = build(table, seat)["decisions"]
        groups = {item["key"]: item["group"] for item in shown["items"]}
        assert {key for key, group in groups.items() if group == buy} == {k for k in groups if k.startswith("buy-")}
        assert {key for key, group in groups.items() if group == sell} == {k for k in groups if k.startswith("sell-")}
        members = [item["member"] for item in shown["items"] if item["key"].startswith("buy-")]
        assert len(set(members)) == 6 and all(member and buy.lower() not in member.lower() for member in members)
        sold = [item["member"] for item in shown["items"] if item["key"].startswith("sell-")]
        assert sold == members  # each stock by the same name under both headings
