"""An empty line never does something unsaid: at a sealed question it asks again with what to type (it gave the
choice up and cleared the screen), at a bid it says the bid's range and the pass word (it showed "> " again)."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.console.decide import decision_lines
from companion.core import ChanceSource, Secret, Table
from companion.core.decisions import Actor
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_numbers import at_a_big_shot_auction
from tests.walks import played_until


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def at_a_sealed_choice_of_one_line() -> Table:
    """Steam Barons' last sealed sale, where each seat's one choice is to sell everything it holds."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 0}, created="x")
    chance = ChanceSource(0)
    for _step in range(1000):
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        if isinstance(decision, Secret) and decision.inner is not None and main is not None:
            console = Console(table, io.StringIO(""), io.StringIO())
            lines = decision_lines(console, Actor(main.seat, decision.inner), decision.inner)
            console._unlisten()
            if len(lines) == 1:
                return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no such moment")


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "Type 1: it is the only choice. To leave the choice for now, type 'undo'."),
        ("fr", "Tapez 1 : c'est le seul choix. Pour laisser ce choix pour l'instant, tapez 'annuler'."),
    ],
)
def test_an_empty_line_at_a_sealed_question_asks_again_with_what_to_type(language: str, told: str) -> None:
    table = at_a_sealed_choice_of_one_line()
    steps = len(table.steps)
    text = play(table, "1", "", "", "1", "", language=language)  # the hand-over's Enter, then an empty answer
    assert told in " ".join(line.strip() for line in text.splitlines()), text
    assert len(table.steps) == steps + 1, text  # the "1" typed after it sealed the choice
    assert "Cancelled." not in text and "Annulé." not in text


def test_leaving_a_sealed_question_by_the_word_it_names() -> None:
    table = at_a_sealed_choice_of_one_line()
    steps = len(table.steps)
    text = play(table, "1", "", "", "undo")
    assert "Cancelled." in text and len(table.steps) == steps, text


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "Nothing typed. 1M to 10M: type the number, e.g. 1, or type 'pass'."),
        ("it", "Non hai scritto nulla. Da 1M a 10M: scrivi il numero, per esempio 1, oppure"),
    ],
)
def test_an_empty_line_at_a_bid_says_what_to_type(language: str, told: str) -> None:
    table = at_a_big_shot_auction()
    steps = len(table.steps)
    text = play(table, "", language=language)
    assert told in " ".join(line.strip() for line in text.splitlines()), text
    assert len(table.steps) == steps


@pytest.mark.parametrize(
    ("language", "told"), [("en", "Nothing typed. Choose 1 to 7."), ("fr", "Rien de tapé. Choisissez de 1 à 7.")]
)
def test_an_empty_line_at_a_menu_says_which_numbers_it_takes(language: str, told: str) -> None:
    """At a list of numbered choices (the chain to found) an empty line showed "> " again, as if nothing listened."""
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    played_until(table, "found_chain", 2)
    steps = len(table.steps)
    text = play(table, "", language=language)
    assert told in " ".join(line.strip() for line in text.splitlines()), text
    assert len(table.steps) == steps
