"""An answer typed with the words a player says around it: "inizia Bruno", "ho fatto 4", "I rolled 5 2".

At a table people answer "who starts?" with "Bruno starts" and a die with "I rolled 4"; the console refused both
as "not an option or a command", though the answer was in the line. A line nothing else reads is read again
without the question's own words and a leading "I rolled" in the player's language (never a word an option is
called, nor a number: the question's "e.g. 3" is an example, not an echo).
"""

from __future__ import annotations

import pytest

from companion.console.typed import echo_stripped
from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")  # a session in another language leaves it set


def big_shot() -> Table:
    return Table.new(get("bigshot"), {"players": ["Anna", "Bruno", "Carla"], "seed": 3}, created="x")


@pytest.mark.parametrize(("code", "typed"), [("it", "inizia Bruno"), ("fr", "Bruno commence"), ("en", "Bruno starts")])
def test_who_starts_answered_with_the_questions_verb(code: str, typed: str) -> None:
    table = big_shot()
    out = play(table, "0", typed, language=code)  # the companion places the cubes, then who starts
    assert [step.action.to_json()["type"] for step in table.steps][-1:] == ["first_player"], out
    assert table.steps[-1].action.to_json()["player"] == 1, out
    assert "option" not in out and "opzione" not in out, out


@pytest.mark.parametrize(
    ("code", "typed"),
    [("it", "ho fatto 4"), ("it", "è uscito 4"), ("fr", "j'ai fait 4"), ("en", "I rolled 4"), ("en", "rolled 4")],
)
def test_a_die_answered_as_it_is_said(code: str, typed: str) -> None:
    table = big_shot()
    play(table, "0", "2", typed, language=code)
    assert table.steps[-1].action.to_json()["type"] == "roll"
    assert 4 in table.steps[-1].action.to_json().values()


@pytest.mark.parametrize("code", ["it", "fr", "en"])
def test_a_line_without_an_answer_is_refused_as_typed(code: str) -> None:
    table = big_shot()
    out = play(table, "0", "inizia domani", language=code)
    assert len(table.steps) == 1  # the cubes only
    assert "'inizia domani'" in out


def test_the_questions_number_is_an_example_not_an_echo() -> None:
    asked = "enter the die: type the number rolled, e.g. 3"
    assert echo_stripped("I rolled 3", asked, {"i rolled"}, []) == "3"
    assert echo_stripped("type 3", asked, set(), []) == "3"


def test_a_word_an_option_is_called_is_never_left_out() -> None:
    assert echo_stripped("Bruno starts", "Bruno or Carla: who starts?", set(), ["bruno"]) == "Bruno"
    assert echo_stripped("Bruno starts", "Bruno or Carla: who starts?", set(), []) is None


def test_only_the_echo_is_nothing_to_read() -> None:
    assert echo_stripped("chi inizia", "Chi inizia?", set(), []) is None
    assert echo_stripped("Bruno", "Chi inizia?", set(), []) is None  # nothing left out: read once only
