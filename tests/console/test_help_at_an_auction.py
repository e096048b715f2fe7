"""The help's example at an auction teaches what to type: it read "In this game, for example: 1", a number that
said nothing of being the least bid, nor of how to pass."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play

SEALED = ["1", "", "1", "", "1", "", "2", ""]  # the tiny game's sealed guesses
EXAMPLE = {
    "en": "In this game, for example: 1 (the least bid now), or 'pass' to pass",
    "it": "In questo gioco, per esempio: 1 (l'offerta minima ora), oppure 'passo' per passare",
    "fr": "Dans ce jeu, par exemple : 1 (la plus petite enchère possible), ou 'passer' pour passer",
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_help_at_an_auction_gives_the_least_bid_and_the_pass(code: str) -> None:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    out = play(table, *SEALED, "5 3", "?", language=code)  # the dice, then the help at the lot's auction
    assert EXAMPLE[code] in " ".join(out.split()), out
