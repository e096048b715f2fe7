"""A line's name that ends in brackets of its own ("tile cost ($)") is asked with one bracket, not two."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.text.brackets import bracketed
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_basket_lines import at_a_steam_barons_build


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("name", "detail", "shown"),
    [
        ("tile cost ($)", "1-40", "tile cost, $ (1-40)"),
        ("costo tessera ($)", "1-40", "costo tessera, $ (1-40)"),
        ("tile cost", "1-40", "tile cost (1-40)"),
        ("Take the loan", "+9M", "Take the loan (+9M)"),
        ("tile cost ($)", "", "tile cost ($)"),
    ],
)
def test_a_detail_follows_a_name_in_one_bracket(name: str, detail: str, shown: str) -> None:
    assert bracketed(name, detail) == shown


@pytest.mark.parametrize(
    ("language", "asked"),
    [("en", "tile cost, $ (1-"), ("it", "costo tessera, $ (1-"), ("fr", "coût de la tuile, $ (1-")],
)
def test_the_tile_cost_is_asked_with_one_bracket(language: str, asked: str) -> None:
    """ "costo tessera ($) (1-40) [2]:" wrote the unit and the range in two brackets in a row."""
    table, basket = at_a_steam_barons_build()
    typed = ["1", "3"] + ["no" for item in basket.items if item.switch and item.low != item.high]
    text = play(table, *typed, language=language)
    assert asked in text, text
    assert ") (" not in text, text
