"""The view's last line is left out at the console when the question written right under it says the same facts:
Steam Barons' "Ben won Orange at $9; 1 share left" stood above "Ben won Orange: buy shares at $9" and "Orange at
$9 a share: 1 left". The view keeps it for the phones, where a player who is not asked reads it; a line with a
fact of its own stays at the console too."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.below import unrepeated
from companion.text.i18n import set_language
from companion.text.summary import table_view
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def at(game: str, kind: str, seed: int = 3) -> Table[object]:
    table = Table.new(get(game), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(seed)
    while table.prompt().kind != kind:
        table.submit(table.choose_random(chance))
    return table


def screen(table: Table[object], language: str = "en") -> str:
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, language=language)
    console.show_table()
    console.show_prompt()
    return out.getvalue()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("kind", ["auction", "buy"])
def test_steam_barons_auction_and_purchase_are_said_once_at_the_console_and_kept_for_the_phones(
    kind: str, language: str
) -> None:
    table = at("steam_barons", kind)
    set_language(language)
    moment = table_view(table)[-1]  # the phones' table lines say it
    assert ("$" in moment) or ("1" in moment)
    shown = screen(table, language)
    assert moment not in shown
    question = shown.split("\n\n")[-1]
    assert "Orange" in question or "Arancio" in question  # the question says it, right under the view


def test_a_line_with_a_fact_of_its_own_stays() -> None:
    table = at("steam_barons", "build")
    moment = table_view(table)[-1]
    assert "$40" in moment  # "can pay up to $40": not said by the question
    assert moment in screen(table)


def test_only_the_last_lines_the_question_says_all_of_are_left_out() -> None:
    view = ["   Turn 1 of 5: buy shares.", "   Ann won Black at $5; 1 share left"]
    below = ["Ann won Black: buy shares at $5", "  Black at $5 a share: 1 left"]
    assert unrepeated(view, below, ["Ann"]) == view[:1]
    assert unrepeated(view, ["Ann won Black: buy shares at $5"], ["Ann"]) == view  # "1 left" not said
    assert unrepeated(["   Tiles left: 5"], ["Bid 5"]) == ["   Tiles left: 5"]  # a lone number may be chance
    assert unrepeated(["   Cash $6,000 and Tower"], ["Buy Tower at $6 000"]) == []  # grouped as each language groups


def test_the_high_bid_said_with_the_number_asked_is_not_said_above_it_too() -> None:
    """ "Auction of Orange (1 share on offer): $7 by Ben" stood above "$8 to $30 (high bid $7 by Ben)"."""
    table = at("steam_barons", "auction")
    play(table, "7")
    moment = table_view(table)[-1]
    assert "$7 by" in moment
    shown = screen(table)
    assert moment not in shown and "(high bid $7 by" in shown, shown
