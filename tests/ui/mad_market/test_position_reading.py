"""Mad Market's position editor names the board's squares once per language: the same choices while the
language is the same, worded again in the new one after a switch."""

from __future__ import annotations

from companion.front.mad_market.position import Reading
from companion.games import get
from companion.text.i18n import set_language


def test_the_squares_are_named_once_per_language() -> None:
    reading = Reading(get("mad_market").prepare_config({"players": ["Ann", "Ben"], "seed": 3}))
    set_language("en")
    try:
        english = reading.squares({}, ())
        assert reading.squares({}, ()) is english
        assert english[0].label == "Start square"
        assert [choice.label for choice in english] == [reading.square(choice.value) for choice in english]
        set_language("it")
        italian = reading.squares({}, ())
        assert italian[0].label != "Start square"
        assert [choice.label for choice in italian] == [reading.square(choice.value) for choice in italian]
        assert [choice.value for choice in italian] == [choice.value for choice in english]
    finally:
        set_language("en")
