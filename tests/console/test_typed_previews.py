"""``? WORDS`` says what typing WORDS would do wherever a plain answer is typed, and the hint under the question says
so wherever it works.

"? 1" at Acquire's purchase (typing 1 asks the quantities) and "? 5 2" at a die said "'1' is not an option now";
typing "5 2" at one die rolled 5, the 2 dropped; the "Type '? N'" hint stood only where a game words its numbers.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.core import Table
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_yes_no_words import table_at


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


PURCHASE = "{name}: buy up to"
ROLL = "Turn {turn} of 18: {name} rolls"


def after(text: str, typed: str) -> str:
    """What the console said after ``typed``, up to the next question."""
    return text.split(f"> {typed}", 1)[-1] if f"> {typed}" in text else text.split("\n> ", 1)[-1].split("\n> ")[0]


def test_asking_about_the_purchase_line_says_the_quantities_typing_it_asks() -> None:
    table = table_at("acquire", PURCHASE)
    steps = len(table.steps)
    text = play(table, "? 1", language="en")
    assert len(table.steps) == steps
    assert "Typing '1' asks: " in text and "(0-" in text.split("Typing '1' asks: ", 1)[1], text
    assert "not an option" not in text, text


@pytest.mark.parametrize(("language", "said"), [("en", "buys 1"), ("it", "compra 1"), ("fr", "achète 1")])
def test_the_purchase_hint_names_a_quantity_whose_preview_works(language: str, said: str) -> None:
    """The hint under the purchase ("Type '? Imperial 1' …") is itself a preview that works: the line tried."""
    table = table_at("acquire", PURCHASE)
    shown = play(table, language=language)
    hint = next(line for line in shown.splitlines() if "'? " in line)
    example = hint.split("'? ", 1)[1].split("'", 1)[0]
    steps = len(table.steps)
    text = play(table, f"? {example}", language=language)
    assert len(table.steps) == steps and said in text, text


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "One die is thrown here: type one number"), ("fr", "Un seul dé est lancé ici")],
)
def test_more_numbers_than_dice_are_refused_typed_or_asked_about(language: str, said: str) -> None:
    """ "5 2" at one die rolled 5 with the 2 dropped, and "? 5 2" said "'5 2' is not an option now"."""
    table = table_at("bigshot", ROLL)
    steps = len(table.steps)
    text = play(table, "? 5 2", "5 2", language=language)
    assert len(table.steps) == steps, text
    assert text.count(said) == 2 and "5 2' " not in text, text


def test_a_throw_asked_about_is_the_throw_typed() -> None:
    table = table_at("bigshot", ROLL)
    text = play(table, "? 5", language="en")
    assert "If you type '5':\n    Cat rolls 5." in text and "The rules allow it now." in text, text


@pytest.mark.parametrize(
    ("game", "label", "example"),
    [("steam_barons", "{name}: bid for", "? 5"), ("bigshot", ROLL, "? 3"), ("acquire", PURCHASE, "? ")],
)
def test_the_preview_hint_stands_wherever_a_plain_answer_is_typed(game: str, label: str, example: str) -> None:
    table = table_at(game, label)
    text = play(table, language="en")
    question = text.rsplit("\n\n", 1)[-1]
    assert f"Type '{example}" in question and "to read all that" in question, question


def test_a_yes_asked_about_says_what_typing_it_says() -> None:
    table: Table = table_at("steam_barons", "{name} builds for {company}: tile")
    steps = len(table.steps)
    text = play(table, "? oui", language="fr")
    assert len(table.steps) == steps
    assert "on ne répond pas à cette question par oui ou non" in text and "(1-" not in text, text


def test_no_hint_beside_an_amount_of_one_value() -> None:
    """The auction's winner buying the one share left: "(Enter: 1 share)" is all to read."""
    table = table_at("steam_barons", "{name}: how many {company}")
    main = table.prompt().primary()
    assert main is not None and main.decision.low == main.decision.high  # type: ignore[attr-defined]
    text = play(table, "status", language="en")  # (an Enter alone would buy it)
    question = text.split("(Enter: ", 1)[0].rsplit("\n\n", 1)[-1]
    assert "(Enter: 1 share)" in text and "shares at" in question and "'? " not in question, question


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "to read all that it would do."),
        ("it", "per leggere tutto ciò che farebbe."),
        ("fr", "pour lire tout ce que cela ferait."),
    ],
)
def test_an_example_of_several_words_is_said_once_in_the_hint(language: str, said: str) -> None:
    """ "Tapez '? coût de la tuile 1' pour lire tout ce que ferait coût de la tuile 1." said the words twice."""
    table = table_at("acquire", PURCHASE)
    question = play(table, language=language).rsplit("\n\n", 1)[-1]
    hint = next(line.strip() for line in question.splitlines() if "'? " in line)
    example = hint.split("'? ", 1)[1].split("'", 1)[0]
    assert " " in example and hint.endswith(said) and hint.count(example) == 1, hint


def test_a_throw_asked_about_at_the_die_asked_again_is_previewed_not_refused() -> None:
    """After a face the die has not ("7"), the die is asked alone ("die (1-6):"): "? 3" there said "The die shows
    1 to 6." to a face it shows; it reads the throw as at the turn's question, then asks the die again."""
    table = table_at("bigshot", ROLL)
    steps = len(table.steps)
    text = play(table, "7", "? 3", "3", language="en")
    assert text.count("The die shows 1 to 6.") == 1, text
    assert "If you type '3':\n    Cat rolls 3." in text, text
    assert len(table.steps) == steps + 1 and "  * Cat rolls 3." in text, text
