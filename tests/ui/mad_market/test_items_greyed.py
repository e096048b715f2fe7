"""The Item tab shows every item of the supply: one the cash cannot pay is greyed, and a tap on it says why.

With 500 to spend the jet and the yacht were simply missing, and with no cash the whole Item tab went, so a
player looking for them did not know whether they were sold out, too dear or not in the game.
"""

from __future__ import annotations

from typing import Any

from companion.games.mad_market.rules import ITEMS
from companion.storage import start_new
from companion.ui.scenes.play import play_scene_for
from tests.walks import played_until


def at_the_first_move(app: Any) -> Any:
    """A new game played on until its first open phase: every player has their 500 to start with."""
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 7}))
    table = played_until(app.table, "open", 11)
    app.reset(play_scene_for(app))
    app.scene.dismiss_result()
    app.step(0)
    return table.prompt().player


def test_items_too_dear_are_greyed_in_the_item_tab_and_a_tap_says_why(app, fingers) -> None:
    seat = at_the_first_move(app)
    name, cash = app.table.names[seat], app.table.summary(seat)["players"][seat]["cash"]
    prices = {
        o.key.removeprefix("item-"): o.detail.data["amount"]
        for o in app.table.prompt().primary().decision.others
        if o.key.startswith("item-")
    }
    fingers.tap("mode-item")
    buttons = {item: app.scene.find(f"pick-item-{item}") for item in ITEMS}
    assert all(button is not None and button.visible for button in buttons.values())
    assert (
        {item for item, button in buttons.items() if not button.enabled}
        == {item for item in ITEMS if prices[item] > cash}
        != set()
    )
    steps = len(app.table.steps)
    fingers.at(*buttons["jet"].rect.center)
    assert app.toast is not None and app.toast.text == f"{name} has {cash:,} and cannot pay {prices['jet']:,}."
    assert len(app.table.steps) == steps  # the tap only said why
    assert any(button.enabled for button in buttons.values()), "an item the 500 pays for stays open"


def test_with_no_cash_the_item_tab_stays_with_every_item_greyed(app, fingers) -> None:
    seat = at_the_first_move(app)
    cash = app.table.summary(seat)["players"][seat]["cash"]
    # Spend it all on shares first: the cheapest stock, as many as the cash buys, until nothing is left.
    decision = app.table.prompt().primary().decision
    line = min((item for item in decision.items if item.key.startswith("buy-") and item.high), key=lambda i: i.price)
    assert line.price * line.high <= cash
    app.submit(decision.make({line.key: line.high}))
    left = app.table.summary(seat)["players"][seat]["cash"]
    cheapest = min(
        o.detail.data["amount"] for o in app.table.prompt().primary().decision.others if o.key.startswith("item-")
    )
    assert left < cheapest, "the cash left pays for no item"
    app.scene.dismiss_result()
    app.step(0)
    assert app.scene.find("mode-item") is not None
    fingers.tap("mode-item")
    assert all(not app.scene.find(f"pick-item-{item}").enabled for item in ITEMS)
