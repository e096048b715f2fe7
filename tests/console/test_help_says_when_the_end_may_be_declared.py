"""Acquire's console lists "Declare end" only once the rules allow it (a line that only refused broke the flows
of one option, where Enter chooses it): the help says when the end may be declared, in the engine's words, and the
one option is still chosen by Enter."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_mad_market_option_words import prose
from tests.walks import played_until


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def lone_purchase() -> Table[Any]:
    """Acquire: a purchase with no chain on the board, "Buy nothing" its one option; the end not declarable."""

    def lone(table: Table[Any]) -> bool:
        return table.prompt().kind == "buy" and len(table.legal_actions()) == 1

    return played_until(Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x"), lone, 5)


WHEN = {
    "en": "The end cannot be declared yet: no chain is on the board. It can be once a chain has 41 tiles or more,"
    " or every chain on the board is safe (11 tiles or more).",
    "it": "La fine non si può ancora annunciare: nessuna società è sul tabellone.",
    "fr": "La fin ne peut pas encore être annoncée",
}


@pytest.mark.parametrize(("code", "word"), [("en", "help"), ("it", "aiuto"), ("fr", "aide")])
def test_the_help_says_when_the_end_may_be_declared(code: str, word: str) -> None:
    table = lone_purchase()
    said = play(table, word, language=code)
    assert WHEN[code] in prose(said), said
    assert said.count(WHEN[code][:30]) == 1, said  # in the help only, never among the options


def test_the_one_option_is_still_chosen_by_enter() -> None:
    table = lone_purchase()
    steps = len(table.steps)
    play(table, "help", "")
    assert len(table.steps) == steps + 1
