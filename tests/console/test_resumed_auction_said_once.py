"""A Steam Barons game resumed at an auction says the shares on offer once: the view's "Auction of Orange (1 share
on offer): no bid yet" stood over the question's own note "1 share on offer", the last move between them. The view
under which the question is written leaves out what the question says, resumed or not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import set_language
from companion.text.summary import table_view
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def at_an_auction() -> Table[Any]:
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    chance = ChanceSource(2)
    while table.prompt().kind != "auction":
        table.submit(table.choose_random(chance))
    return table


@pytest.mark.parametrize(("language", "offer"), [("en", "share on offer"), ("it", "in vendita"), ("fr", "en vente")])
def test_a_resumed_auction_says_the_shares_on_offer_once(language: str, offer: str) -> None:
    table = at_an_auction()
    assert table.steps  # resumed: the last move is said between the view and the question
    out = play(table, language=language)
    set_language(language)
    moment = table_view(table)[-1]
    assert offer in moment  # the phones' table lines say it
    assert moment not in out
    said = out.split("\n")
    assert sum(offer in line for line in said) == 1, out  # the question's note alone
    assert any(line.strip().startswith("1 ") and offer in line for line in said)
