"""A die at the console, in the words players use at a table, in every language.

A die thrown alone is "the die" ("le dé", "il dado"): Mad Market's roll-off once asked "dé unique (1-6)" and
answered a wrong face with "Le dé unique indique de 1 à 6". The hint beside the question says what to type (the
number rolled), where it once repeated the question: "inserisci il dado: scrivi il dado, per esempio 3".
"""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play

LONE = {
    "en": ("enter the die: type the number rolled, e.g. 3", "die (1-6): ", "The die shows 1 to 6."),
    "fr": ("saisissez le dé : tapez le nombre obtenu, par exemple 3", "dé (1-6) : ", "Le dé indique de 1 à 6."),
    "it": ("inserisci il dado: scrivi il numero uscito, per esempio 3", "dado (1-6): ", "Il dado mostra da 1 a 6."),
}
PAIR = {
    "en": "enter the white and black dice: type the numbers rolled, e.g. 3 4",
    "fr": "saisissez les dés blanc et noir : tapez les nombres obtenus, par exemple 3 4",
    "it": "inserisci i dadi bianco e nero: scrivi i numeri usciti, per esempio 3 4",
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")  # a session in another language leaves it set


def roll_off(code: str, *typed: str) -> str:
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")
    return play(table, *typed, language=code)


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_die_thrown_alone_is_the_die(code):
    line, question, refusal = LONE[code]
    out = roll_off(code, "1", "7", "4")  # the dice line, a face the die has not, then one it has
    assert line in out and question in out and refusal in out
    assert not any(word in out for word in ("single", "unique", "singolo"))


NOUNS = {"en": ("die", "dice"), "fr": ("dé", "dés"), "it": ("dado", "dadi")}
SEALED = ["1", "", "1", "", "1", "", "2", ""]  # the tiny game's sealed guesses, then its white and black dice


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_hint_says_what_to_type_not_the_question_again(code):
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    out = play(table, *SEALED, language=code)
    assert PAIR[code] in out
    for line in (LONE[code][0], PAIR[code]):
        question, hint = line.rsplit(":", 1)
        assert set(NOUNS[code]) & set(question.split())
        assert not set(NOUNS[code]) & set(hint.split())


def at_the_pair(code: str, typed: str) -> Table:
    """The tiny game at its white and black dice, after the sealed guesses, with ``typed`` entered there."""
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    play(table, *SEALED, typed, language=code)
    return table


@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("en", "5, 2"),
        ("fr", "5/2"),
        ("it", "5 ,2"),
        ("fr", "blanc 5 noir 2"),
        ("fr", "noir 2, blanc 5"),
        ("it", "5 bianco 2 nero"),
        ("en", "black 2 white 5"),
        ("fr", "BLANC 5 NOIR 2"),
    ],
)
def test_a_throw_typed_as_people_write_it(code: str, typed: str) -> None:
    """ "5, 2" and "blanc 5 noir 2" were "not an option or a command"; only "5 2" was a throw."""
    table = at_the_pair(code, typed)
    faces = table.steps[-1].action.to_json()
    assert (faces.get("white"), faces.get("black")) == (5, 2), faces


@pytest.mark.parametrize("typed", ["blanc 5", "blanc 5 blanc 2", "blanc 5 noir"])
def test_a_throw_that_does_not_name_each_die_once_is_not_taken(typed: str) -> None:
    table = at_the_pair("fr", typed)
    assert table.steps[-1].action.to_json()["type"] != "roll"


@pytest.mark.parametrize(
    ("code", "typed"),
    [("en", "4 dice"), ("en", "4 die"), ("fr", "4 dés"), ("fr", "4 des"), ("fr", "4 dé"), ("it", "4 dadi")],
)
def test_a_number_typed_with_its_dice_word_is_the_number(code: str, typed: str) -> None:
    """ "5 dés" at the die's line was "not an option" while "5" was taken: the number with its word is the
    number, at the turn's line and at the die's own question."""
    for lines in ((typed,), ("1", typed)):
        table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")
        out = play(table, *lines, language=code)
        assert table.steps, out
        assert 4 in table.steps[-1].action.to_json().values(), out
        assert "option" not in out.split(typed)[-1].split("\n", 2)[1], out


def test_a_throw_of_two_dice_typed_with_the_word_dice() -> None:
    table = at_the_pair("fr", "5 2 dés")
    faces = table.steps[-1].action.to_json()
    assert (faces.get("white"), faces.get("black")) == (5, 2), faces


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_zero_at_the_die_own_question_is_the_companion_throw(code):
    """The turn's question says "0: the companion rolls"; at the die's own question (after the dice line was
    chosen, or a face it has not) the same 0 was refused "The die shows 1 to 6."."""
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")
    out = play(table, "7", "0", language=code)  # a face the die has not, then 0 at the die's own question
    assert out.count(LONE[code][2]) == 1 and LONE[code][1] in out, out
    assert len(table.steps) == 1 and 1 <= table.steps[-1].action.to_json()["value"] <= 6


def test_zero_at_the_second_die_throws_the_dice_not_entered():
    """At the white and black dice, a 5 for the white die then 0 for the black: the companion throws the black."""
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    out = play(table, *SEALED, "5", "0")
    assert "black die (1-6): " in out and "shows 1 to 6" not in out, out
    action = table.steps[-1].action
    assert action.type == "roll" and action.white == 5 and 1 <= action.black <= 6, action
