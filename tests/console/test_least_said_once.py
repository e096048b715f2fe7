"""A bid's least is said once at the console: by the number's line ("$5 to $30: type the number, e.g. 5"), and
Steam Barons' note under the question says only the shares on offer ("1 share on offer"). The note said "Orange: 1
share on offer, opening bid at least $5" over the range that says that least too; before that the console said
"première enchère d'au moins $5" over "$5 : le seul nombre possible : tapez 5"."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ActionRange, Table
from companion.core.decisions import Amount
from companion.games import get
from companion.games.steam_barons.actions import Bid, CompanyOrder, FirstPlayer
from companion.text.i18n import set_language
from companion.text.ranges import beside_note, mentions

ORDER = ("orange", "green", "brown", "wood", "black", "white")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def at_auction() -> Table:
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    table.submit(CompanyOrder(ORDER))
    table.submit(FirstPlayer(0))
    return table


def question(table: Table) -> list[str]:
    out = io.StringIO()
    Console(table, io.StringIO(), out).show_prompt()
    return [line for line in out.getvalue().split("\n\n")[-1].splitlines() if line]


@pytest.mark.parametrize(
    ("code", "note", "rest"),
    [
        ("en", "  1 share on offer", "  $5 to $30: type the number, e.g. 5"),
        ("it", "  1 azione in vendita", "  da $5 a $30: scrivi il numero, per esempio 5"),
        ("fr", "  1 action en vente", "  de $5 à $30 : tapez le nombre, par exemple 5"),
    ],
)
def test_the_opening_bids_least_is_said_by_the_range_alone(code: str, note: str, rest: str) -> None:
    set_language(code)
    lines = question(at_auction())
    assert lines[1] == note and lines[2] == rest, lines
    assert sum(line.count("$5") for line in lines[:3]) == 1, lines
    assert sum(line.count("Orange") + line.count("Arancio") for line in lines[:3]) == 1, lines


@pytest.mark.parametrize(
    ("code", "rest"),
    [
        ("en", "  $30 (high bid $29 by Ann): the only number possible: type 30"),
        ("it", "  $30 (offerta più alta $29 di Ann): l'unico numero possibile: scrivi 30"),
        ("fr", "  $30 (meilleure offre $29 par Ann) : le seul nombre possible : tapez 30"),
    ],
)
def test_the_one_bid_possible_is_said_once(code: str, rest: str) -> None:
    table = at_auction()
    table.submit(Bid(0, 29))  # Ben's $30 is the least he may bid, and all he has
    set_language(code)
    lines = question(table)
    assert lines[2] == rest, lines
    assert sum(line.count("$30") for line in lines[:3]) == 1, lines


def test_a_least_the_note_does_not_say_is_said_with_the_range() -> None:
    decision = Amount("{name}: bid", range=ActionRange(Bid, "amount", 5, 30, {"player": 0}), unit="$", cap=30)
    assert beside_note(decision, "") == "$5 to $30"
    assert beside_note(decision, "Orange: opening bid at least $50") == "$5 to $30"
    assert beside_note(decision, "Orange: opening bid at least $5.") == "up to $30"
    assert not mentions("at least $5,000", "$5") and mentions("at least $5, or pass", "$5")


@pytest.mark.parametrize(
    ("code", "left", "enter"),
    [
        ("en", "  1 share left", "(Enter: 1 share) > "),
        ("it", "  1 azione rimasta", "(Invio: 1 azione) > "),
        ("fr", "  1 action restante", "(Entrée : 1 action) > "),
    ],
)
def test_the_last_share_bought_is_said_by_the_note_and_named_at_the_enter(code: str, left: str, enter: str) -> None:
    """The winner's one share to buy: the note says it is the last, the line only what to type; an Enter buys it,
    as the prompt says by its amount (it read "(Entrée : ) >" once the line left the amount to the note)."""
    table = at_auction()
    table.submit(Bid(0, 5))  # Ann bids $5; Ben and Cat pass
    while table.prompt().kind == "auction":
        table.submit(table.prompt().primary().decision.others[0].action)
    set_language(code)
    out = io.StringIO()
    console = Console(table, io.StringIO(), out)
    console.show_prompt()
    lines = [line for line in out.getvalue().split("\n\n")[-1].splitlines() if line]
    assert (
        lines[1] == left
        and "1" in lines[2]
        and "share" not in lines[2]
        and "azion" not in lines[2]
        and "action" not in lines[2]
    ), lines
    assert console.turn_question() == enter


def test_a_resumed_auction_leaves_its_opening_to_the_question() -> None:
    """ "Last move: Ann takes the first-player marker. … Auction of Orange (1 share on offer): Ann bids first, at
    least $5." stood over the question that says that auction, when a game was resumed."""
    table = at_auction()
    out = io.StringIO()
    console = Console(table, io.StringIO(), out)
    console.say_last_move()
    console.show_prompt()
    said = out.getvalue()
    assert "Last move: Ann takes the first-player marker." in said, said
    assert said.count("on offer") == 1, said
