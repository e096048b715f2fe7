"""The kit's quantity data: why a quantity stops (:class:`Limit`) and how many lines one confirm takes."""

from __future__ import annotations

from companion.core import ActionRange, Amount, Basket, BasketItem, Limit
from companion.core.records import Action, Codec

actions = Codec("action")


@actions.register
class Trade(Action):
    type = "trade"
    player: int
    shares: dict[str, int]


@actions.register
class Bid(Action):
    type = "bid"
    player: int
    amount: int


def test_a_limit_says_its_reason_filled_and_translated() -> None:
    limit = Limit("the treasury and the shares left to issue pay at most ${most}", {"most": 38})
    assert limit.say() == "the treasury and the shares left to issue pay at most $38"
    assert limit.say(lambda text: text.replace("pay at most", "paient au plus")) == (
        "the treasury and the shares left to issue paient au plus $38"
    )
    assert limit.to_json() == {"text": limit.text, "values": {"most": 38}}


def test_an_item_and_an_amount_carry_their_limit_to_every_front_end() -> None:
    limit = Limit("the bank has {count} left", {"count": 200})
    item = BasketItem("red", "Red", 200, limit=limit)
    assert item.to_json()["limit"] == {"text": "the bank has {count} left", "values": {"count": 200}}
    assert "limit" not in BasketItem("red", "Red", 200).to_json()
    amount = Amount("{name} bids", range=ActionRange(Bid, "amount", 5, 30, {"player": 0}), limit=limit)
    assert amount.to_json()["limit"]["values"] == {"count": 200}


def test_a_basket_of_one_line_per_confirm_refuses_two_and_says_why() -> None:
    choices = (Trade(0, {"red": 2}), Trade(0, {"blue": 1}), Trade(0, {"red": 2, "blue": 1}))
    basket = Basket(
        "{name}: trade",
        items=(BasketItem("red", "Red", 5), BasketItem("blue", "Blue", 5)),
        cls=Trade,
        fixed={"player": 0},
        into="shares",
        choices=choices,
        lines=1,
        lines_note="one stock per trade",
    )
    assert basket.allows({"red": 2}) and basket.allows({"blue": 1})
    both = {"red": 2, "blue": 1}
    assert basket.filled(both) == 2 and basket.too_many_lines(both)
    assert not basket.allows(both)  # legal for the engine here, but more lines than one confirm takes
    assert basket.to_json()["lines"] == 1 and basket.to_json()["lines_note"] == "one stock per trade"
    free = Basket("{name}: trade", items=basket.items, cls=Trade, fixed={"player": 0}, into="shares", choices=choices)
    assert free.allows(both) and not free.too_many_lines(both) and "lines" not in free.to_json()
