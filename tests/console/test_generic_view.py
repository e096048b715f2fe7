"""The generic view (a game with no view of its own, on the console and the status panel) reads as a table.

Keys are named in the player's language, seats are names, lists are shown,
an auction is a heading with its own rows: never "to_act 0" or a dropped list.
"""

from __future__ import annotations

import gettext

import companion.text.i18n as i18n
from companion.core import Table
from companion.games import get
from companion.text.summary import PUBLIC, generic, key_name, shown


def tiny_at_auction() -> Table:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    for seat, parity in enumerate(("odd", "even", "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.submit({"type": "bid", "player": 1, "amount": 2})
    return table


def test_the_summary_reads_as_named_rows_with_names_for_seats() -> None:
    lines = generic(tiny_at_auction().summary(PUBLIC))
    assert " > 3. Cat          cash 6  points 0  score 6" in lines
    assert lines[3:] == [
        "   Round: 1",
        "   Lot: 5",
        "   Auction",
        "     Order: Ben, Cat, Ann",
        "     High bid: 2",
        "     High bidder: Ben",
        "     To act: Cat",
        "     Next bid at least: 3",
        "     Bids: Ben 2",
        "   Guesses: Ann odd, Ben even, Cat odd",
    ]
    assert not any("to_act" in line or "min_next_bid" in line for line in lines)


def test_each_seat_s_bid_and_the_order_of_passing_read_as_names() -> None:
    table = tiny_at_auction()
    table.submit({"type": "pass", "player": 2})
    table.submit({"type": "bid", "player": 0, "amount": 3})
    lines = generic(table.summary(PUBLIC))
    assert "     Passed: Cat" in lines
    assert "     Bids: Ben 2, Ann 3" in lines
    assert "     Passed, in order: Cat" in lines
    assert not any("bids" in line or "pass_order" in line for line in lines)


def test_lists_words_and_flags_are_shown_not_dropped() -> None:
    names = ["Ann", "Ben"]
    assert shown("passed", [1, 0], names) == "Ben, Ann"
    assert shown("tiles", ["5C", "6D"], names) == "5C, 6D"
    assert shown("phase", "buying", names) == "buying"
    assert shown("last_turn", True, names) == "yes"
    assert key_name("shares_left") == "Shares left"


class Marking(gettext.NullTranslations):
    """A catalog that wraps each translated text in brackets: what skips the catalog shows at once."""

    def gettext(self, text: str) -> str:
        return f"[{text}]"


def test_every_key_and_word_goes_through_the_catalog(monkeypatch) -> None:
    table = tiny_at_auction()
    monkeypatch.setattr(i18n, "_speaking", i18n.Translator("en", Marking()))
    lines = generic(table.summary(PUBLIC))
    assert any("[To act]" in line and "Cat" in line for line in lines)
    assert any("[Guesses]" in line and "Ann [odd]" in line for line in lines)
    assert "[cash] 6" in lines[0]
