"""A purchase past the buyer's cash, with holdings hidden, is refused before it is entered: "That costs more than you
have.", on the touchscreen, the console and the buyer's phone, and the cash is never written.

The basket's budget is left out while holdings are hidden (the decision shows on the shared screen), and nothing
kept a purchase within the cash: Tower 1 and American 2 ($800 with $700) was greyed without a word on the
touchscreen, "That combination is not possible: at most 3 in all." on the console, and sent from a phone to be
refused after the tap.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import Basket, Table
from companion.games import get
from companion.phones.views import build
from companion.text.i18n import set_language, translator
from tests.acquire.helpers import line, position
from tests.console.sessions import play
from tests.ui.test_decide import Host
from tests.ui.test_quantity import poke

SAID = {
    "en": "That costs more than you have.",
    "it": "Costa più di quanto hai.",
    "fr": "Cela coûte plus que ce que vous avez.",
}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def buying(open_holdings: bool = False) -> Table[Any]:
    """Ann to buy with $700: Tower at $200, American at $300 (Tower 1 and American 2 is $800)."""
    game = get("acquire")
    state = position(
        3,
        chains={"tower": line("A", 1, 2), "american": line("C", 1, 2)},
        cash={0: 700},
        holdings={1: {"tower": 1}, 2: {"american": 1}},
        open_holdings=open_holdings,
    )
    config = {"players": ["Ann", "Ben", "Cat"], "open_holdings": open_holdings, "position": game.position(state)}
    table = Table.new(game, config, created="x")
    table.submit(game.actions.decode({"type": "place_tile", "player": 0, "tile": "9I"}))
    return table


def basket(table: Table[Any]) -> Basket:
    decision = table.prompt().actors[0].decision
    assert isinstance(decision, Basket)
    return decision


def test_the_buyers_own_budget_is_kept_but_never_sent_to_the_table() -> None:
    hidden, shown = basket(buying()), basket(buying(open_holdings=True))
    assert (hidden.budget, hidden.own_budget) == (None, 700)
    assert (shown.budget, shown.own_budget) == (700, None)
    assert hidden.over_own_budget({"tower": 1, "american": 2}) and not hidden.over_own_budget({"american": 2})
    assert "700" not in json.dumps(hidden.to_json())


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_touchscreens_plus_stops_at_the_cash_and_says_so_without_the_amount(language: str) -> None:
    set_language(language)
    host = Host(table_prompt := buying().prompt())
    assert table_prompt.actors[0].decision.own_budget == 700  # type: ignore[attr-defined]
    host.tap("item-american-plus")
    host.tap("item-american-plus")
    plus = host.button("item-tower-plus")
    assert plus is not None and not plus.enabled  # $600 chosen: a Tower at $200 would be $800
    poke(host, "item-tower-plus")
    assert host.told == [SAID[language]]
    host.tap("basket-confirm")
    assert host.submitted == [basket(buying()).make({"american": 2})]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_console_refuses_the_line_past_the_cash_and_asks_again(language: str) -> None:
    table = buying()
    text = play(table, "1", "1", "2", "1", language=language)
    assert SAID[language] in text and "700" not in text
    assert "at most 3" not in text and "3 in all" not in text
    assert table.steps[-1].action.to_json() == {"type": "buy", "player": 0, "shares": {"tower": 1, "american": 1}}


def test_the_console_refuses_a_purchase_typed_at_once_past_the_cash() -> None:
    table = buying()
    text = play(table, "tower 1 american 2", "0")
    assert SAID["en"] in text and "700" not in text and "combination is not possible" not in text


def test_the_buyers_phone_keeps_within_its_cash_and_no_other_phone_is_sent_it() -> None:
    table = buying()
    ann = build(table, 0)
    (shaped,) = [entry for entry in ann["decisions"] if entry.get("kind") == "basket"]
    assert shaped["own_budget"] == 700 and shaped["budget"] is None
    assert shaped["budget_note"] == "That costs more than you have."
    for seat in (1, 2):
        assert "own_budget" not in json.dumps(build(table, seat))
    assert translator("fr")("That costs more than you have.") == SAID["fr"]
