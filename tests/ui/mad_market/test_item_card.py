"""Buying an item, a stockbroker or guards tells the table what was bought on the result card, as every other money
move is told.

An item bought showed only the buyer's cash going down and their points going up: the step's lone event counted as
the echo of the entry, which makes no card. It is told now, with what the item gives: "Ann buys a villa (3 VP) for
500: 3 VP now."
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.games.mad_market.actions import BuyItem, HireBroker, HireGuards
from companion.games.mad_market.rules import ITEM_RULES
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui.scenes.play import play_scene_for


def to_a_purchase(app: Any, kind: type) -> Any:
    """A game played by random legal moves until the player in turn may make a purchase of ``kind``."""
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 7}))
    table, chance = app.table, ChanceSource(11)
    for _move in range(600):
        found = [a for a in table.legal_actions() if isinstance(a, kind)]
        if found and table.prompt().kind == "open":
            app.reset(play_scene_for(app))
            app.step(0)
            return found[0]
        action = table.choose_random(chance)
        table.submit(action)
    raise AssertionError(f"no {kind.__name__} within reach")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_an_item_bought_by_touch_is_told_with_its_price_and_worth(app, fingers, language: str) -> None:
    set_language(language)
    item = to_a_purchase(app, BuyItem)
    fingers.tap("mode-item")
    fingers.tap(f"pick-item-{item.item}")
    step = app.table.steps[-1]
    assert step.action == item and [e.type for e in step.events] == ["item_bought"]
    card = app.scene.result
    assert card is not None and card.major
    [event] = step.events
    said = app.table.describe(event, _)
    assert card.sentences == [said]
    vp, price = ITEM_RULES[item.item]  # the rulebook's board
    assert f" {vp} " in said and str(price) in said.replace(" ", "").replace("\u202f", "").replace(".", "")
    app.step(0)
    assert card.rect is not None  # drawn


def test_every_purchase_of_a_game_is_told_on_a_card(app) -> None:
    """Items, stockbrokers and guards bought in random games, with the play screen up: each makes its card."""
    told: set[str] = set()
    wanted = {"item_bought", "broker_hired", "guards_hired"}
    for seed in (3, 4, 5, 6, 7):
        if wanted <= told:
            break
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": seed}))
        app.reset(play_scene_for(app))
        table, chance = app.table, ChanceSource(seed)
        while not table.over and len(table.steps) < 600 and not wanted <= told:
            table.submit(table.choose_random(chance))
            app.step(0)
            events = table.steps[-1].events
            if isinstance(table.steps[-1].action, (BuyItem, HireBroker, HireGuards)):
                assert app.scene.result is not None, f"no card for {table.steps[-1].action}"
                assert app.scene.result.sentences == [table.describe(event, _) for event in events]
                told.update(event.type for event in events)
        app.close_table()
    assert wanted <= told
