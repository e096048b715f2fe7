"""An amount asked as a question beside a way to decline it is answered yes or no: "Zoé : acheter des actions Vert
à $13 ?" beside "Ne rien acheter" answered "non" was "'non' n'est ni une option ni une commande"."""

from __future__ import annotations

import pytest

from companion.core import Amount, ChanceSource, Table
from companion.games import get
from companion.games.steam_barons.actions import Buy
from companion.text.i18n import set_language
from tests.console.sessions import play


def buying_after_an_auction(most: int) -> Table:
    """Steam Barons where a seat that lost the auction may buy up to ``most`` shares at the winning bid."""
    for seed in range(40):
        table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": seed}, created="x")
        chance = ChanceSource(seed)
        for _step in range(400):
            if table.over:
                break
            main = table.prompt().primary()
            decision = main.decision if main is not None else None
            if isinstance(decision, Amount) and decision.others and decision.range is not None:
                if decision.range.cls is Buy and decision.high == most:
                    return table
            table.submit(table.choose_random(chance))
    raise AssertionError("no such moment")


@pytest.mark.parametrize(
    ("language", "typed", "bought"),
    [("fr", "non", 0), ("it", "No", 0), ("en", "no", 0), ("fr", "oui", 1), ("it", "sì", 1), ("en", "yes", 1)],
)
def test_no_declines_and_yes_buys_the_one_share_there_is(language: str, typed: str, bought: int) -> None:
    """A no at a purchase one may decline buys nothing; a yes where one share is all there is buys it."""
    table = buying_after_an_auction(1)
    seat = table.prompt().player
    try:
        text = play(table, typed, language=language)
    finally:
        set_language("en")
    assert table.steps[-1].action == Buy(seat, bought), text


def test_yes_where_several_may_be_bought_asks_how_many() -> None:
    table = buying_after_an_auction(2)
    seat = table.prompt().player
    text = play(table, "yes", "2")
    assert table.steps[-1].action == Buy(seat, 2) and "is not an option" not in text, text


def test_a_letter_is_never_read_as_yes_or_no() -> None:
    """ "y" and "s" stay what they were (nothing, and the status), never a "yes": a letter is a command's."""
    table = buying_after_an_auction(1)
    steps = len(table.steps)
    play(table, "y", "s")
    assert len(table.steps) == steps
