"""Steam Barons' turn start is said once at the console: the step's echo "* Début du tour 1 sur 5 : achat
d'actions." was followed right away by the view's own "Tour 1 sur 5 : achat d'actions.". The echo stays (the log's
sentence); the view's line goes only under it, and is there whenever no event said it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.below import said_in
from companion.text.i18n import _, set_language
from companion.text.summary import table_view
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def at_first_player() -> Table[Any]:
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    table.submit(table.choose_random(ChanceSource(2)))  # the order of play
    assert table.prompt().kind == "first_player"
    return table


def turn_line(table: Table[Any], phase: str = "buy shares") -> str:
    """The view's turn line, in the language set."""
    line = "   " + _("Turn {turn} of {turns}: {phase}.").format(turn=1, turns=5, phase=_(phase))
    assert line in table_view(table)
    return line


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_turns_start_is_said_by_its_event_and_not_again_by_the_view(language: str) -> None:
    table = at_first_player()
    out = play(table, "0", language=language)  # the companion gives the marker: turn 1's purchases begin
    set_language(language)
    begins = _("Turn {turn} of 5 begins: buy shares.").format(turn=1)
    line = turn_line(table)
    after = out.split(begins, 1)[1]
    assert f"* {begins}" in out and line not in after  # said once, by the step's own sentence
    assert said_in(line, [begins])


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_views_turn_line_stays_when_no_event_says_it(language: str) -> None:
    table = at_first_player()
    out = play(table, language=language)  # resumed: the table shown whole, its turn line with it
    set_language(language)
    assert turn_line(table, "draw the first player") in out


def test_only_a_sentence_with_the_lines_words_in_their_order_says_it() -> None:
    assert said_in("   Turn 1 of 5: buy shares.", ["Turn 1 of 5 begins: buy shares."])
    assert said_in("   Turno 1 di 5: acquisto azioni.", ["Inizia il turno 1 di 5: acquisto di azioni."])
    assert not said_in("   Turn 2 of 5: buy shares.", ["Turn 1 of 5 begins: buy shares."])  # another number
    assert not said_in("   Turn 1 of 5: buy shares.", ["Buy shares: turn 1 of 5."])  # not in their order
    assert not said_in("   Map: Eastern US", ["Map: Eastern US chosen"])  # no number: a heading
    assert not said_in("   Turn 1", ["Turn 1 of 5 begins"])  # too short to be the sentence's
