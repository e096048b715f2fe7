"""After a line that was not taken (a typo, a number out of range, an empty line, every quantity at 0), the console
says why and asks the question on the table again, in its short form, right above the next "> ": a bare "> " under
"Choose 0 to 3." left the table wondering what was being asked."""

from __future__ import annotations

from typing import Any

import pytest

from companion.console.decide import question
from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_basket_lines import buying_with
from tests.console.test_mad_market_words import basket, holding, table_at


@pytest.fixture(autouse=True)
def english() -> Any:
    yield
    set_language("en")


def who_starts() -> Table[Any]:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    return table


@pytest.mark.parametrize(("language", "refusal"), [("en", "Choose 0 to 3."), ("it", "Scegli da 0 a 3.")])
def test_a_number_out_of_range_asks_the_question_again(language: str, refusal: str) -> None:
    table = who_starts()
    out = play(table, "7", language=language)
    asked = question(table, table.prompt().primary())
    assert f"> {refusal}\n{asked}\n> " in out, out


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_typo_asks_the_question_again(language: str) -> None:
    table = who_starts()
    out = play(table, "zzqx", language=language)
    asked = question(table, table.prompt().primary())
    refused = out.split("\n> ")[1]  # what the typo was told, up to the next "> "
    assert "zzqx" in refused and refused.endswith(f"\n{asked}"), out


def test_an_empty_line_asks_the_question_again() -> None:
    table = who_starts()
    out = play(table, "")
    asked = question(table, table.prompt().primary())
    assert f"> Nothing typed. Choose 0 to 3.\n{asked}\n> " in out, out


def test_a_bid_the_rules_refuse_asks_the_question_again() -> None:
    table = who_starts()
    play(table, "1", "3")  # Ann starts and rolls 3: the auction opens
    out = play(table, "99")
    asked = question(table, table.prompt().primary())
    refused = out.split("\n> ")[1]
    assert refused.startswith("Refused") and refused.endswith(f"\n{asked}"), out


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_trade_left_at_zero_asks_the_question_again(language: str) -> None:
    table = table_at(holding)
    trade = basket(table)
    assert trade is not None
    asked_lines = sum(1 for item in trade.items if item.high > item.low)
    out = play(table, "1", *["0"] * asked_lines, language=language)
    asked = question(table, table.prompt().primary())
    said = out.split("0, ", 1)[1]
    assert f"\n{asked}\n> " in said, out


def test_a_purchase_left_at_zero_asks_the_question_again() -> None:
    table = buying_with(6000)
    out = play(table, "1", "0", "0")
    asked = question(table, table.prompt().primary())
    assert f"type 'Buy nothing'.\n{asked}\n> " in out, out


@pytest.mark.parametrize("typed", ["help", "log", "board", "sheet", "fix 99", "rewind 0", "show Zed", "undo"])
def test_after_a_command_the_question_is_asked_again(typed: str) -> None:
    """The help, the log or the board ran long and left a bare "> ", the question far above; a command refused
    ("fix 99") said how to type it, not what the table still asks."""
    table = who_starts()
    if typed == "undo":
        play(table, "1")  # a step to undo, answered no below
        out = play(table, "undo", "n")
    else:
        out = play(table, typed)
    asked = question(table, table.prompt().primary())
    assert out.rstrip().endswith(f"\n{asked}\n> Goodbye: the game is saved."), out


def test_after_the_help_of_a_lone_option_the_question_is_not_said_again() -> None:
    """Where one option is all there is, the help's last lines already say the question ("Now: …")."""
    table = buying_with(0)
    out = play(table, "help")
    assert out.count("Now: ") == 1 and "to go on.\n(Enter: Buy nothing) > Goodbye" in out, out


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "help", "or 'undo' to leave it; then 'help' lists the commands."),
        ("it", "aiuto", "o 'annulla' per lasciarla; poi 'aiuto' elenca i comandi."),
        ("fr", "?", "ou 'annuler' pour la quitter ; ensuite 'aide' donne les commandes."),
    ],
)
def test_help_at_a_question_inside_a_decision_says_how_to_answer_or_leave_it(
    language: str, typed: str, said: str
) -> None:
    """ "help" at the die's own question ("die (1-6): ", after a 7) was answered "The die shows 1 to 6."."""
    table = who_starts()
    out = play(table, "1", "7", typed, "3", language=language)  # Ann starts; a 7, then help, then a 3
    assert " ".join(said.split()) in " ".join(out.split()), out
    assert table.steps[-1].action.type == "roll" and table.steps[-1].action.to_json()["value"] == 3


@pytest.mark.parametrize("typed", ["5", "sheet", "help"])
def test_after_the_end_what_may_be_typed_is_said_again(typed: str) -> None:
    """Once the game is over there is no question: a refused "5" or the score sheet left a bare "> "."""
    from tests.console.test_end_standing import finished

    table = finished("bigshot", 3, ["Ann", "Ben", "Cat"])
    out = play(table, typed)
    end = "Type 'sheet' for the score sheet"
    assert out.count(end) == 2 and out.rstrip().endswith("or 'quit' to leave.\n> Goodbye."), out
