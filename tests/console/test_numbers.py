"""A typed number never picks the wrong option: where options are numbers, the number is the option.

Tiny Auction played with ``guess: "sum"`` seals a guess of the dice's sum, 2 to
12: a sealed pick whose options are numbers, where "4" once sealed the fourth
line (5), unseen by anyone who could catch it.
"""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.console.decide import Line, option_line, which_line
from companion.core import ChanceSource, Table
from companion.games import get
from companion.games.tiny import Bid, Guess, GuessSum, Pass
from companion.text.i18n import set_language
from tests.walks import played_until

GAME = get("tiny")


def console_for(lines: list[str], config: dict | None = None) -> tuple[Console, io.StringIO, Table]:
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "rounds": 1, **(config or {})}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1))
    return console, out, table


def test_a_sealed_number_is_the_number_typed_and_the_seat_sees_it_before_it_is_hidden() -> None:
    console, out, table = console_for(["1", "", "4", "", "1", "", "12", ""], {"guess": "sum"})
    console.run()
    text = out.getvalue()
    assert [step.action for step in table.steps] == [GuessSum(0, 4), GuessSum(1, 12)]
    assert "Type the number you choose: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12" in text
    ann = text.split("Ann, in secret: ")[1]
    assert ann.startswith(
        "Ann, you are sealing: 4.\nPress Enter to seal it, or type 'no' to choose again: \n\n\nSealed. Hand the "
        "keyboard on, Ann."
    )


def test_a_number_that_is_no_option_of_a_list_of_numbers_is_refused_not_read_as_a_position() -> None:
    console, out, table = console_for(["1", "", "1", "13", "7", ""], {"guess": "sum"})
    console.run()
    text = out.getvalue()
    assert "1 is not one of the options." in text and "13 is not one of the options." in text
    assert [step.action for step in table.steps] == [GuessSum(0, 7)]


def test_a_sealed_word_is_echoed_to_its_seat_too() -> None:
    console, out, table = console_for(["1", "", "even", ""])
    console.run()
    assert "Ann, you are sealing: even." in out.getvalue() and table.steps[0].action == Guess(0, "even")


def test_one_stray_letter_seals_nothing_and_a_choice_is_sealed_only_once_confirmed() -> None:
    # "e", the start of "even", sealed Ann's guess at once: nobody else may look, so nobody could catch the slip.
    console, out, table = console_for(["1", "", "e", "even", "no", "odd", "maybe", ""])
    console.run()
    text = out.getvalue()
    assert "Type the whole word or its number." in text
    assert "Ann, you are sealing: even." in text and "Ann, you are sealing: odd." in text
    assert "Type yes or no." in text  # "maybe" neither seals nor chooses again
    assert [step.action for step in table.steps] == [Guess(0, "odd")]  # "no" took "even" back before it was sealed


def test_a_sealed_choice_left_at_its_confirmation_seals_nothing() -> None:
    console, out, table = console_for(["1", "", "2"])  # the end of input at "Press Enter to seal it"
    console.run()
    assert "Ann, you are sealing: even." in out.getvalue() and not table.steps


class Asking:
    """The part of a console :func:`which_line` uses: what it said, and the answers typed."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = answers
        self.said: list[str] = []

    def say(self, text: str = "") -> None:
        self.said.append(text)

    def read_line(self, question: str = "> ") -> str | None:
        self.said.append(question)
        return self.answers.pop(0) if self.answers else None


def cards() -> list[Line]:
    """Card values 2, 9, 4 and 16, then Pass: a numbered list (not every line is a number)."""
    lines = [option_line(str(value), str(value), Bid(0, value)) for value in (2, 9, 4, 16)]
    return [*lines, option_line("pass", "Pass", Pass(0))]


def test_a_number_that_names_a_value_and_another_lines_position_asks() -> None:
    lines = cards()
    console = Asking(["a"])
    assert which_line(console, "4", lines, lines) is lines[2]  # (a): the card 4, not the fourth line (16)
    assert "4 could mean more than one choice:" in console.said
    assert "  a) 4 (the option 4)" in console.said and "  b) 16 (line 4)" in console.said
    console = Asking(["b"])
    assert which_line(console, "4", lines, lines) is lines[3]
    console = Asking(["nonsense"])
    assert which_line(console, "4", lines, lines) is None and "Nothing chosen." in console.said


def test_a_number_that_names_one_thing_means_it() -> None:
    lines = cards()
    assert which_line(Asking([]), "16", lines, lines) is lines[3]  # a value, and no line 16
    assert which_line(Asking([]), "5", lines, lines) is lines[4]  # only a position: Pass
    assert which_line(Asking(["a"]), "2", lines, lines) is lines[0]  # the card 2, or line 2 (9): asked
    console = Asking([])
    assert which_line(console, "17", lines, lines) is None and "Choose 1 to 5." in console.said


def test_in_a_list_of_numbers_a_typed_number_is_only_ever_a_value() -> None:
    lines = [option_line(str(value), str(value), Bid(0, value)) for value in (16, 17, 18)]
    assert which_line(Asking([]), "17", lines, lines) is lines[1]
    console = Asking([])
    assert which_line(console, "2", lines, lines) is None and "2 is not one of the options." in console.said


def at_a_steam_barons_auction() -> Table:
    """Steam Barons' first auction (White, 1 share, at least $5), Ben bidding first."""
    game = get("steam_barons")
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    play_lines(table, "white wood green brown black orange", "ben")
    assert table.prompt().kind == "auction"
    return table


def play_lines(table: Table, *typed: str) -> str:
    out = io.StringIO()
    Console(table, io.StringIO("".join(line + "\n" for line in typed) + "q\n"), out).run()
    return out.getvalue()


def test_a_bid_typed_with_its_currency_sign_is_the_bid() -> None:
    """ "$7" at "$5 to $30 (can pay $30): type the number" was "'$7' is not an option or a command"."""
    table = at_a_steam_barons_auction()
    text = play_lines(table, "$7", "9$", "bid", "$ 11")
    bids = [step.action.to_json().get("amount") for step in table.steps[-3:]]
    assert bids == [7, 9, 11], text
    assert "is not an option" not in text and "Type a whole number." not in text


def test_a_number_after_the_word_of_its_line_is_never_dropped() -> None:
    """ "buy 1" at "1 share: type the number" (its line named "buy 1..1 shares") asked "Type the number (1 share)"
    again; so did "bid 5" where the lowest bid was 5."""
    table = at_a_steam_barons_auction()
    text = play_lines(table, "bid 5", "pass", "pass", "buy 1")
    assert "Type the number" not in text, text
    assert [step.action.to_json() for step in table.steps[2:]] == [
        {"type": "bid", "player": 1, "amount": 5},
        {"type": "pass", "player": 2},
        {"type": "pass", "player": 0},
        {"type": "buy", "player": 1, "count": 1},
    ]


def test_a_bid_typed_with_its_thousands_grouped_is_one_amount_as_every_language_writes_it() -> None:
    """ "1 200" typed the French way was two numbers, and the bid was the first, 1: a bid nobody meant, taken
    without a word. "1,200", "1.200", "1 200" (a space or a no-break one) and "bid 1,200" are all 1,200; the
    bid is refused for the cash it needs, not taken as $1."""
    for typed in ("1 200", "1,200", "1.200", "$1\u202f200", "bid 1,200", "bid 1 200"):
        table = at_a_steam_barons_auction()
        text = play_lines(table, typed)
        assert re.search(r"cannot bid \$1,?200\.", text), (typed, text)
        assert table.prompt().kind == "auction" and len(table.steps) == 2, typed  # nothing was bid


def test_two_numbers_typed_for_one_amount_are_asked_again_never_the_first_taken() -> None:
    table = at_a_steam_barons_auction()
    text = play_lines(table, "5 2", "7")
    assert "Type a whole number." in text, text
    assert table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 7}
    table = at_a_steam_barons_auction()
    text = play_lines(table, "bid 5, 2", "8")
    assert "Type a whole number." in text, text
    assert table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 8}


def at_a_big_shot_auction() -> Table:
    """Big Shot's first auction, bids from 1M, the companion's random choices up to it."""
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    played_until(table, "bid", 1)
    return table


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_bid_typed_with_its_unit_as_the_screen_writes_it_is_the_bid(language: str) -> None:
    """ "5M" at "1M to 10M (can pay 10M): type the number" was "'5M' is not an option or a command"; "6 M" too."""
    table = at_a_big_shot_auction()
    steps = len(table.steps)
    out = io.StringIO()
    typed = ["2M", "3 m", "bid 4M", "bid", "5M"]  # "bid" alone asks "Type the number", which takes "5M" too
    Console(table, io.StringIO("\n".join(typed) + "\nq\n"), out, language=language).run()
    text = out.getvalue()
    assert "'2M'" not in text and "'3 m'" not in text and "Type a whole number." not in text, text
    bids = [step.action.to_json().get("amount") for step in table.steps[steps:]]
    assert bids == [2, 3, 4, 5], text


@pytest.mark.parametrize(("language", "typed"), [("en", "1 share"), ("fr", "1 action"), ("it", "1 azioni")])
def test_a_purchase_typed_with_its_unit_word_is_the_count(language: str, typed: str) -> None:
    """ "2 actions" at "de 1 à 2 actions : tapez le nombre" was taken for that line and its number asked again;
    "3 actions" was "not an option or a command"."""
    table = at_a_steam_barons_auction()
    out = io.StringIO()
    Console(table, io.StringIO(f"5\npass\npass\n{typed}\nq\n"), out, language=language).run()
    assert table.steps[-1].action.to_json() == {"type": "buy", "player": 1, "count": 1}, out.getvalue()
    assert "Type the number" not in out.getvalue()


def test_words_after_a_number_that_are_not_its_unit_are_left_for_the_options() -> None:
    from companion.console.decide import without_unit

    assert without_unit("5M", "M") == "5" and without_unit("offro 5 m", "M") == "offro 5"
    assert without_unit("2 tower", "shares") == "2 tower" and without_unit("5 pass", "M") == "5 pass"
    assert without_unit("5", "M") == "5" and without_unit("$5", "$") == "$5"


@pytest.mark.parametrize(("language", "typed"), [("en", "all"), ("fr", "tout"), ("it", "tutto"), ("fr", "max")])
def test_all_typed_at_a_count_with_a_top_is_the_most_allowed(language: str, typed: str) -> None:
    """ "tout" at "de 1 à 2 actions : tapez le nombre" was "not an option or a command"."""
    from tests.console.test_yes_or_no_amounts import buying_after_an_auction

    table = buying_after_an_auction(2)
    seat = table.prompt().player
    out = io.StringIO()
    Console(table, io.StringIO(f"{typed}\nq\n"), out, language=language).run()
    set_language("en")
    assert table.steps[-1].action.to_json() == {"type": "buy", "player": seat, "count": 2}, out.getvalue()


def test_all_typed_at_a_basket_line_is_its_top() -> None:
    from tests.console.test_basket_lines import at_a_delivery_with_own_links

    table, basket = at_a_delivery_with_own_links()
    most = next(item.high for item in basket.items if item.key == "own_links")
    out = io.StringIO()
    Console(table, io.StringIO("1\ntutto\n\nq\n"), out, language="it").run()
    set_language("en")
    assert table.steps[-1].action.to_json()["own_links"] == most, out.getvalue()


@pytest.mark.parametrize(
    ("language", "typed", "bid"),
    [("it", "3 milioni", 3), ("fr", "3 millions", 3), ("en", "4 million", 4), ("it", "offro 2 milioni", 2)],
)
def test_a_bid_typed_with_its_unit_spelled_out_is_the_bid(language: str, typed: str, bid: int) -> None:
    """ "3 milioni" was "non è un'opzione né un comando", where "3M" and "3 M" were taken."""
    table = at_a_big_shot_auction()
    out = io.StringIO()
    Console(table, io.StringIO(f"{typed}\nq\n"), out, language=language).run()
    set_language("en")
    assert table.steps[-1].action.to_json().get("amount") == bid, out.getvalue()


@pytest.mark.parametrize(("language", "typed"), [("en", "12 dollars"), ("fr", "12 dollars"), ("it", "12 dollari")])
def test_a_dollar_bid_typed_with_its_unit_spelled_out_is_the_bid(language: str, typed: str) -> None:
    table = at_a_steam_barons_auction()
    out = io.StringIO()
    Console(table, io.StringIO(f"{typed}\nq\n"), out, language=language).run()
    set_language("en")
    assert table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 12}, out.getvalue()


def test_a_bid_typed_with_a_word_that_is_not_its_unit_says_what_to_type() -> None:
    table = at_a_big_shot_auction()
    steps = len(table.steps)
    text = play_lines(table, "5 euros")
    assert "'5 euros' is not read as an amount: type the number, e.g. 1." in text, text
    assert len(table.steps) == steps
