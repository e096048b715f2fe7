"""Every line of a basket's column has its − and + one above the other, whatever its count's range.

Mad Market's buy tab: a type with 83 shares to buy had a middle to tap and type its count, a type with 8 had
none, and each line was sized for itself: the − of the first stood left of the second's, so the column of − and
+ buttons zigzagged and a finger going down it missed.
"""

from __future__ import annotations

import pygame

from companion.core import Basket, BasketItem, Prompt
from companion.core.decisions import Actor

from .test_decide import Buy, Host


def mixed_basket() -> Prompt:
    basket = Basket(
        "{name} buys",
        items=(
            BasketItem("red", "Red", 83, price=6),  # tens: its count is a button that opens the keypad
            BasketItem("blue", "Blue", 8, price=6),  # too few to type
            BasketItem("green", "Green", 40, price=6),
            BasketItem("white", "White", 1, price=6),
        ),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        choices=(Buy(0, {}),),
        button="Buy {count} for {cost}",
    )
    return Prompt(0, "buy", actors=(Actor(0, basket),))


class SizedHost(Host):
    """A play screen whose decision panel is ``width`` wide."""

    def __init__(self, prompt: Prompt, width: int) -> None:
        self.width = width
        super().__init__(prompt)

    def layout(self) -> None:
        self.widgets = []
        self.panel.layout(self.prompt, pygame.Rect(790 - self.width, 60, self.width, 414))


def test_lines_with_and_without_a_typed_count_put_their_minus_and_plus_in_one_column() -> None:
    for width in (300, 390, 520):  # the panel's widths on the screens shot
        host = SizedHost(mixed_basket(), width)
        assert any(w.key == "item-red-type" for w in host.widgets if hasattr(w, "key"))
        assert not any(getattr(w, "key", "") == "item-blue-type" for w in host.widgets)
        keys = ("red", "blue", "green", "white")
        minus = {host.button(f"item-{key}-minus").rect.x for key in keys}
        plus = {host.button(f"item-{key}-plus").rect.x for key in keys}
        assert len(minus) == 1, (width, minus)
        assert len(plus) == 1, (width, plus)
