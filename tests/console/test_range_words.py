"""The console words a range as a player reads it: one number once, and no top that is only the rules' ceiling.

A range of one number read "1 to 1 shares"; a bid with hidden money read "1M to 999M", where 999M is no
amount anyone has: the touchscreen offers no "max" for it and a phone no chip, and the console now says
"1M or more". Both in every language, in the line of the question and in the question that asks the number.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.console.decide import decision_lines
from companion.core import ActionRange, ChanceSource, Table
from companion.core.decisions import Actor, Amount, Limit
from companion.core.i18n import N_
from companion.games import get
from companion.games.steam_barons.actions import Buy
from companion.games.tiny import Bid
from companion.text.i18n import set_language
from companion.text.ranges import amount_words, range_words


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_language("en")


def shares(low: int, high: int) -> Amount:
    """Steam Barons' purchase after an auction: a count of shares, its top what is left or affordable."""
    return Amount(
        "{name}: buy shares",
        range=ActionRange(Buy, "count", low, high, {"player": 0}),
        unit=N_("shares"),
        limit=Limit(N_("nothing more is left")),
    )


def bid(unit: str, *, cap: int | None) -> Amount:
    return Amount("{name} to bid", range=ActionRange(Bid, "amount", 1, 999, {"player": 0}), cap=cap, unit=unit)


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "one", "three"),
    [("en", "1 share", "1 to 3 shares"), ("it", "1 azione", "da 1 a 3 azioni"), ("fr", "1 action", "de 1 à 3 actions")],
)
def test_a_range_of_one_number_is_said_once(code: str, one: str, three: str) -> None:
    set_language(code)
    assert amount_words(shares(1, 1)) == one
    assert amount_words(shares(1, 3)) == three


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(("code", "one"), [("en", "1 share"), ("it", "1 azione"), ("fr", "1 action")])
def test_the_consoles_line_of_a_range_of_one_says_it_once(code: str, one: str) -> None:
    set_language(code)
    table = Table.new(get("bigshot"), {"players": ["Ann", "Bob"], "seed": 1}, created="x")
    console = Console(table, io.StringIO(), io.StringIO())
    decision = shares(1, 1)
    assert decision_lines(console, Actor(0, decision), decision)[0].text == one


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "guard", "dollars", "millions"),
    [("en", "1 guard", "$5", "7M"), ("it", "1 guardia", "$5", "7M"), ("fr", "1 vigile", "$5", "7M")],
)
def test_one_number_keeps_its_unit(code: str, guard: str, dollars: str, millions: str) -> None:
    set_language(code)
    assert range_words(1, 1, "guards") == guard
    assert range_words(5, 5, "$") == dollars
    assert range_words(7, 7, "M") == millions
    assert range_words(4, 4) == "4"


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "hidden", "known"),
    [("en", "1M or more", "1M to 999M"), ("it", "1M o più", "da 1M a 999M"), ("fr", "1M ou plus", "de 1M à 999M")],
)
def test_a_bid_whose_top_is_only_the_ceiling_names_no_top(code: str, hidden: str, known: str) -> None:
    set_language(code)
    assert amount_words(bid("M", cap=None)) == hidden
    assert amount_words(bid("M", cap=20)) == known  # what the seat can pay is said beside it ("can pay 20M")


def big_shot(hidden: bool, language: str, typed: list[str]) -> str:
    """A two-player Big Shot played at the console up to the first bid, then ``typed``: what the screen shows."""
    set_language(language)
    table = Table.new(get("bigshot"), {"players": ["Ann", "Bob"], "hidden_money": hidden, "seed": 1}, created="x")
    out = io.StringIO()
    lines = ["0", "1", "3", *typed]  # the cubes laid out, Ann starts, a 3 rolled: Bob bids
    Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1)).run()
    return out.getvalue()


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "line", "asked"),
    [
        ("en", "  1M or more: type the number, e.g. 1", "Type the number (1M or more): "),
        ("it", "  1M o più: scrivi il numero, per esempio 1", "Scrivi il numero (1M o più): "),
        ("fr", "  1M ou plus : tapez le nombre, par exemple 1", "Tapez le nombre (1M ou plus) : "),
    ],
)
def test_a_hidden_money_bid_at_the_console_says_what_may_be_typed_without_the_ceiling(
    code: str, line: str, asked: str
) -> None:
    text = big_shot(True, code, ["amount", ""])  # the range's line by name: the console asks for the number
    assert line in text.splitlines() and asked in text
    assert "999M" not in text  # the ceiling's amount (a bare "999" may be in the board file's temporary path)


@pytest.mark.usefixtures("language")
def test_a_bid_with_open_cash_keeps_its_top() -> None:
    text = big_shot(False, "en", ["amount", ""])
    assert "  1M to 10M: type the number, e.g. 1" in text.splitlines()  # its top is the cash: said once
    assert "Type the number (1M to 10M): " in text


def test_rewind_and_fix_with_one_step_name_the_one_step() -> None:
    table = Table.new(get("bigshot"), {"players": ["Ann", "Bob"], "seed": 1}, created="x")
    out = io.StringIO()
    typed = "".join(line + "\n" for line in ["0", "rewind", "fix 9"])  # the cubes laid out: one step
    Console(table, io.StringIO(typed), out, chance=ChanceSource(1)).run()
    said = out.getvalue()
    assert len(table.steps) == 1
    assert "Rewind to which step? Type 'rewind 1': it is the only step (see 'log')." in said
    assert "Fix which step? Type 'fix 1': it is the only step (see 'log')." in said
    assert "from 1 to 1" not in said


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "1 to 16 guards (can afford 12 guards)"),
        ("it", "da 1 a 16 guardie (può permettersi 12 guardie)"),
        ("fr", "de 1 à 16 vigiles (peut s'offrir 12 vigiles)"),
    ],
)
def test_a_count_of_things_bought_says_what_the_seat_can_afford(code: str, said: str) -> None:
    """ "1 to 16 guards (can pay 16 guards)" read as if the guards were the money; the touchscreen already said
    "can afford"."""
    set_language(code)
    guards = Amount(
        "{name}: hire guards", range=ActionRange(Buy, "count", 1, 16, {"player": 0}), cap=12, unit=N_("guards")
    )
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    console = Console(table, io.StringIO(), io.StringIO())
    assert decision_lines(console, Actor(0, guards), guards)[0].text == said


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "said"), [("en", "1 to 16 guards"), ("it", "da 1 a 16 guardie"), ("fr", "de 1 à 16 vigiles")]
)
def test_a_range_that_ends_at_what_the_seat_can_afford_says_its_top_once(code: str, said: str) -> None:
    """ "de 1 à 16 vigiles (peut s'offrir 16 vigiles)": the range's top said twice."""
    set_language(code)
    guards = Amount(
        "{name}: hire guards", range=ActionRange(Buy, "count", 1, 16, {"player": 0}), cap=16, unit=N_("guards")
    )
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    console = Console(table, io.StringIO(), io.StringIO())
    assert decision_lines(console, Actor(0, guards), guards)[0].text == said


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(
    ("code", "hint"),
    [
        ("en", "the only number possible: type 1"),
        ("it", "l'unico numero possibile: scrivi 1"),
        ("fr", "le seul nombre possible : tapez 1"),
    ],
)
def test_one_number_possible_is_said_as_the_only_one_not_as_an_example(code: str, hint: str) -> None:
    """ "1 azione: scrivi il numero, per esempio 1": an example of the one number there is."""
    set_language(code)
    table = Table.new(get("bigshot"), {"players": ["Ann", "Bob"], "seed": 1}, created="x")
    console = Console(table, io.StringIO(), io.StringIO())
    decision = shares(1, 1)
    assert decision_lines(console, Actor(0, decision), decision)[0].hint == hint
    assert "e.g." in decision_lines(console, Actor(0, shares(1, 3)), shares(1, 3))[0].hint or code != "en"
