"""Every line of a basket's column has its − and + one above the other, whatever its count's range.

Mad Market's buy tab: a type with 83 shares to buy had a middle to tap and type its count, a type with 8 had
none, and each line was sized for itself: the − of the first stood left of the second's, so the column of − and
+ buttons zigzagged and a finger going down it missed.
"""

from __future__ import annotations

import dataclasses

import pygame

from companion.core import Basket, BasketItem, Prompt
from companion.core.decisions import Actor
from companion.ui import theme

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


def test_a_fixed_count_stands_in_the_column_of_the_other_lines_counts() -> None:
    """A line nothing can change (its count fixed) shows only its count: it stood at the right, under the + of the
    lines around it, and read as a count of no column. It stands where their counts stand, between − and +."""
    prompt = mixed_basket()
    basket = prompt.actors[0].decision
    assert isinstance(basket, Basket)
    fixed = BasketItem("black", "Black", 3, low=3, price=6)  # three it must take, no fewer, no more
    prompt = Prompt(0, "buy", actors=(Actor(0, dataclasses.replace(basket, items=(*basket.items, fixed))),))
    for width in (300, 390, 520):
        host = SizedHost(prompt, width)
        minus, plus = host.button("item-blue-minus").rect, host.button("item-blue-plus").rect
        counts = [w for w in host.widgets if type(w).__name__ == "Label" and w.text in {"0", "3"}]
        column = {w.rect.centerx for w in counts}
        assert len(counts) == 3 and len(column) == 1, (width, [(w.text, w.rect) for w in counts])
        assert minus.right <= min(w.rect.left for w in counts) and max(w.rect.right for w in counts) <= plus.left


def test_a_fixed_counts_long_note_runs_on_under_the_count_lifted_to_the_names_row() -> None:
    """Centred between the other lines' − and +, a fixed count took room its note had beside it at the right:
    Mad Market's "già trattata in questo turno" shrank below the least type. The note runs on under the count,
    to the + column, and the count rises to the name's row, clear of it."""
    prompt = mixed_basket()
    basket = prompt.actors[0].decision
    assert isinstance(basket, Basket)
    note = "already traded in this very move"
    fixed = BasketItem("black", "Black", 0, price=6, note=note)
    prompt = Prompt(0, "buy", actors=(Actor(0, dataclasses.replace(basket, items=(*basket.items, fixed))),))
    lifted = 0
    for width in (300, 390, 520):
        host = SizedHost(prompt, width)
        words = next(w for w in host.widgets if getattr(w, "text", None) == note)
        assert theme.text_size(note, theme.FONT_SIZES["small"])[0] <= words.rect.width, width  # whole, not shrunk
        assert words.rect.right <= host.button("item-blue-plus").rect.left
        counts = [w for w in host.widgets if type(w).__name__ == "Label" and w.text == "0"]
        assert len({w.rect.centerx for w in counts}) == 1, width  # still in the column of the others' counts
        count = min(counts, key=lambda w: w.rect.height)  # the fixed line's
        if words.rect.right > count.rect.left:  # the note runs on under the count: the count stands above it
            assert count.rect.centery < words.rect.top, width
            lifted += 1
    assert lifted  # the narrow panel needed it


def test_a_name_that_needs_three_lines_beside_its_minus_and_plus_keeps_the_least_type() -> None:
    """Steam Barons in Italian, two lines side by side: "collegamenti senza proprietario" wrapped as
    "collegamenti" and "senza proprietario", and the second line, a few pixels too wide, shrank below the least
    type. A name that needs three lines takes three, each whole at the notes' type, inside its line."""
    from companion.ui import fit

    name = "collegamenti senza proprietario"
    basket = Basket(
        "{name} ships",
        items=(BasketItem("own", "collegamenti propri", 6), BasketItem("ownerless", name, 5)),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        choices=(Buy(0, {}),),
        button="Ship",
    )
    host = SizedHost(Prompt(0, "ship", actors=(Actor(0, basket),)), 236)  # a column as narrow as two side by side
    minus = host.button("item-ownerless-minus").rect
    labels = [w for w in host.widgets if type(w).__name__ == "Label" and w.rect.right <= minus.left]
    words = [w for w in labels if minus.top <= w.rect.centery <= minus.bottom]  # the ownerless line's words
    assert sorted(w.text for w in words) == ["collegamenti", "proprietario", "senza"]
    small = theme.FONT_SIZES["small"]
    for label in words:
        assert fit.fitted_size(label.text, label.rect.width, label.rect.height, small) == small, label.text
        assert label.rect.right <= minus.left and minus.top <= label.rect.top and label.rect.bottom <= minus.bottom
    tops = sorted(w.rect.top for w in words)
    assert tops[0] < tops[1] < tops[2]  # three lines, one under another


def test_a_name_of_two_lines_is_drawn_as_before() -> None:
    """Two lines stay 23 px apart, the first two pixels under the line's top."""
    from companion.ui.decide.basket import name_lines

    width = theme.text_size("complète une", theme.FONT_SIZES["small"])[0] + 2
    assert [(top, height) for top, height, _piece in name_lines("complète une liaison", width, 50)] == [
        (2, 23),
        (25, 23),
    ]
