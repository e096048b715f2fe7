"""A Mad Market police fight's question in the console, in Italian and French: "Scontro con la polizia: bianco a
Ben, nero alla polizia (guardie 8, poliziotti 3)" ran past 78 columns with the shortest names, so the terminal read
"poliziotti" at a line's end and "3)" alone under it, a count torn from what it counts. The question names the
police once in its heading and gives the dice as a legend ("bianco Ben, nero polizia"), within one line."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import Table
from companion.games.mad_market import GAME
from companion.text.i18n import set_language
from tests.mad_market_positions import police_fight_against_fewer

WIDTH = 78


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "heading"),
    [
        ("en", "Police fight: white for Ann, black for the police (guards: 2, officers: 2)"),
        ("it", "Scontro con la polizia: bianco Ann, nero polizia (guardie 2, poliziotti 2)"),
        ("fr", "Combat contre la police : blanc Ann, noir police (vigiles 2, policiers 2)"),
    ],
)
def test_a_police_fights_question_keeps_each_count_with_its_word_on_one_line(language: str, heading: str) -> None:
    game = Table.new(GAME, {"players": ["Ann", "Ben"], "position": police_fight_against_fewer()}, created="x")
    out = io.StringIO()
    Console(game, io.StringIO(""), out, language=language).show_prompt()
    lines = out.getvalue().splitlines()
    assert heading in lines, lines
    assert all(len(line) <= WIDTH for line in lines), lines
