"""A count typed with the noun of what it counts wherever a count is asked, and "all" as the most the rules take
on a quantity's steps: "3 actions" at the market's draw was no option, and "échanger tout" with 3 shares of the
defunct chain was refused as an odd number, in every language."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games.acquire.actions import Dispose, MarketHolding
from tests.acquire.test_market_draw_words import at_market
from tests.console.sessions import play
from tests.console.test_basket_lines import at_a_merger_of


@pytest.mark.parametrize(
    ("language", "typed"),
    [("en", "3 shares"), ("it", "3 azioni"), ("fr", "3 actions"), ("fr", "1 action"), ("it", "1 azione")],
)
def test_the_markets_draw_takes_a_count_with_its_noun(language: str, typed: str) -> None:
    table = at_market("physical")
    play(table, typed, language=language)
    assert table.steps[-1].action == MarketHolding(int(typed.split()[0]))


def test_a_noun_that_counts_something_else_is_still_no_option() -> None:
    """Only a count's noun is left out: "3 tower" at the market's draw is not a count of shares."""
    table = at_market("physical")
    steps = len(table.steps)
    text = play(table, "3 tower")
    assert len(table.steps) == steps and "'3 tower' is not an option" in text


def at_a_merger_of_three_shares() -> Table:
    return at_a_merger_of(3)


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "trade all", "Ann trades 2 Tower shares for 1 Luxor share and keeps 1."),
        ("en", "trade max", "Ann trades 2 Tower shares for 1 Luxor share and keeps 1."),
        ("en", "all trade", "Ann trades 2 Tower shares for 1 Luxor share and keeps 1."),
        ("fr", "échanger tout", "Ann échange 2 actions Tower contre 1 action Luxor et en garde 1."),
        ("it", "scambia tutto", "Ann scambia 2 azioni Tower con 1 azione Luxor e ne conserva 1."),
    ],
)
def test_trade_all_trades_the_most_pairs_and_says_what_is_kept(language: str, typed: str, said: str) -> None:
    table = at_a_merger_of_three_shares()
    text = play(table, typed, language=language)
    assert table.steps[-1].action == Dispose(0, 0, 2)
    assert said in " ".join(text.split())


def test_sell_then_trade_all_trades_what_the_sale_left() -> None:
    table = at_a_merger_of_three_shares()
    play(table, "sell 1 trade all")
    assert table.steps[-1].action == Dispose(0, 1, 2)


def test_keep_all_and_sell_all_still_mean_every_share() -> None:
    table = at_a_merger_of_three_shares()
    play(table, "sell all")
    assert table.steps[-1].action == Dispose(0, 3, 0)
