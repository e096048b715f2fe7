"""Big Shot's auction line ("Auction of GBBN: 4M by Cat") above the bid's question ("5M to 10M (high bid 4M by
Cat)") said the high bid twice: the line is left out where the question says its bid and the board its cubes."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.below import unrepeated
from companion.text.i18n import set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Any:
    yield
    set_language("en")


def test_a_line_whose_only_other_fact_the_view_shows_is_left_out() -> None:
    view = ["   1 RYBW  > 2 GBBN", "   Auction of GBBN: 4M by Cat"]
    below = ["Turn 1 of 18: Ann to bid", "5M to 10M (high bid 4M by Cat)"]
    assert unrepeated(view, below, ["Ann", "Ben", "Cat"], view) == view[:1]


def test_a_line_with_a_number_of_its_own_stays() -> None:
    view = ["   Ann cash 40M", "   Ann can pay up to 40M"]
    below = ["Turn 1 of 18: Ann to bid", "5M to 10M (high bid 4M by Cat)"]
    assert unrepeated(view, below, ["Ann", "Ben", "Cat"], view) == view


def test_a_line_with_a_name_nowhere_else_stays() -> None:
    view = ["   1 RYBW", "   Auction of GBBN: 4M by Cat"]
    below = ["Turn 1 of 18: Ann to bid", "5M to 10M (high bid 4M by Cat)"]
    assert unrepeated(view, below, ["Ann", "Ben", "Cat"], view) == view


@pytest.mark.parametrize(
    ("language", "line", "remark"),
    [
        ("en", "4M by Cat", "high bid 4M by Cat"),
        ("it", "4M da Cat", "offerta più alta 4M di Cat"),
        ("fr", "4M par Cat", "4M par Cat"),
    ],
)
def test_the_high_bid_is_said_once_at_the_console(language: str, line: str, remark: str) -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    out = play(table, "1", "3", "2", "4", "status", language=language)  # Ben bids 2M, Cat 4M; the table again
    assert out.count(remark) == 2, out  # under Cat's bid, and under 'status'
    assert f": {line}\n" not in out, out
