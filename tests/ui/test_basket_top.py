"""A basket line's greyed "+" always says why when tapped, even where the engine gave the line no reason.

At a six-player table a seller's secret sale showed "Orange $5  − 1 +" with
the "+" greyed: the line's top was the shares she held, the engine named no
reason for it, and a tap on the "+" said nothing at all.
"""

from __future__ import annotations

from companion.core import Basket, BasketItem, Prompt
from companion.core.decisions import Actor

from .test_decide import Buy, Host
from .test_quantity import poke, shares


def sale(held: int) -> Prompt:
    basket = Basket(
        "{name}: choose in secret what to sell",
        items=(BasketItem("orange", "Orange", held, price=5),),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        unit="$",
        choices=tuple(Buy(0, {"orange": n}) for n in range(held + 1)),
    )
    return Prompt(0, "sell", actors=(Actor(0, basket),))


def test_a_greyed_plus_without_the_engines_reason_says_the_lines_top() -> None:
    host = Host(sale(held=1))
    host.tap("item-orange-plus")
    assert not host.button("item-orange-plus").enabled
    poke(host, "item-orange-plus")
    assert host.told == ["at most 1"]


def test_the_engines_reason_still_wins_where_it_gave_one() -> None:
    host = Host(shares(high=2))
    host.tap("item-red-plus")
    host.tap("item-red-plus")
    poke(host, "item-red-plus")
    assert host.told == ["the bank has 2 left"]
