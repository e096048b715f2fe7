"""A stock's name typed alone at Mad Market's trades question asks that stock's quantities, not the basket's from its
first line: "energy" asked "buy Logistics (0-100, 5 each) [0]:", then every stock before Energy."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.console.decide import basket_named
from companion.core import Table
from companion.games.mad_market.actions import Trade
from companion.text.i18n import set_language
from tests.console.test_mad_market_words import LOG, basket, holding, table_at

IT, EN = "3", "4"


def typed(table: Table, lines: str, language: str) -> str:
    out = io.StringIO()
    try:
        Console(table, io.StringIO(lines + "\nq\n"), out, language=language).run()
    finally:
        set_language("en")
    return out.getvalue()


@pytest.mark.parametrize(
    ("language", "name", "asked"),
    [
        ("en", "energy", "buy Energy ("),
        ("en", "IT", "buy IT ("),
        ("it", "energia", "compra Energia ("),
        ("it", "it", "compra IT ("),
        ("fr", "Énergie", "acheter Énergie ("),
        ("fr", "energie", "acheter Énergie ("),
    ],
)
def test_a_stock_named_alone_asks_that_stock_first(language: str, name: str, asked: str) -> None:
    table = table_at(holding)
    seat = table.prompt().player
    stock = IT if name.lower() == "it" else EN
    out = typed(table, f"{name}\n2", language)
    after = out.split("\n> ", 1)[1]  # what the turn's question, answered with the name, led to
    assert after.lstrip().startswith(asked), after  # the stock named, its first line asked first
    assert "Logisti" not in after.split("[0]", 1)[0]
    assert table.steps[-1].action == Trade(seat, int(stock), "buy", 2)


def test_a_stock_held_is_asked_to_buy_then_to_sell() -> None:
    table = table_at(holding)
    seat = table.prompt().player
    out = typed(table, "logistics\n0\n3", "en")
    after = out.split("\n> ", 1)[1]
    assert after.lstrip().startswith("buy Logistics (") and "sell Logistics (" in after
    assert "Cryptocurrency (" not in after.split("* ", 1)[0]  # no other stock asked
    assert table.steps[-1].action == Trade(seat, int(LOG), "sell", 3)


def test_only_a_name_alone_naming_some_of_the_lines_asks_them() -> None:
    table = table_at(holding)
    decision = basket(table)
    assert decision is not None
    assert basket_named(decision, "energy") == [f"buy-{EN}"]  # nothing held to sell: its one line asked
    assert basket_named(decision, "log") == [f"buy-{LOG}", f"sell-{LOG}"]  # by the start of its name
    assert basket_named(decision, "energy 2") is None  # with its number: the lines by names, as before
    assert basket_named(decision, "villa") is None  # no line of the basket
