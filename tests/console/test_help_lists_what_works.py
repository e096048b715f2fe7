"""The help lists only the commands that work at that moment and at the console: after Big Shot's end it still
listed "pass", "json" and "adjust", and explained "pass" as the pass button, which the console does not have."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_end_standing import finished

GAMES = ["acquire", "bigshot", "steam_barons", "mad_market"]


@pytest.fixture(autouse=True)
def english() -> Any:
    yield
    set_language("en")


def commands(out: str) -> list[str]:
    """The first word of each row of the help's commands (the help typed last)."""
    helped = out.rsplit("Commands:\n", 1)[1]
    rows = []
    for line in helped.splitlines():
        if line.startswith("   "):  # an explanation's next row
            continue
        if not line.startswith("  "):
            break
        rows.append(line.split()[0].rstrip(","))
    return rows


@pytest.mark.parametrize("game", GAMES)
def test_after_the_end_the_help_lists_no_move(game: str) -> None:
    table = finished(game, 3, ["Ann", "Ben", "Cat"])
    out = play(table, "help")
    rows = commands(out)
    assert {"u", "b", "sheet", "l", "show", "h", "q"} <= set(rows), out
    for gone in ("pass", "json", "adjust", "r", "WORDS", "NUMBER", "?"):
        assert gone not in rows, (gone, out)
    assert "the table and the final scores again" in out and "the question again" not in out


@pytest.mark.parametrize("game", GAMES)
def test_before_any_step_the_help_lists_no_undo_nor_correction(game: str) -> None:
    table = Table.new(spec(game).game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    rows = commands(play(table, "help"))
    assert {"WORDS", "NUMBER", "json", "h", "q"} <= set(rows)
    for gone in ("u", "r", "rewind", "fix", "add", "pass"):
        assert gone not in rows, (gone, rows)


def test_mid_game_at_an_auction_the_help_lists_pass_undo_and_adjust() -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    out = play(table, "1", "3", "help")  # Ann starts and rolls 3: Ben to bid
    rows = commands(out)
    assert {"pass", "u", "rewind", "fix", "add", "adjust", "json"} <= set(rows), rows
    assert "r" not in rows  # nothing was undone
    assert "the pass button" not in out


def test_redo_is_listed_once_something_is_undone() -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    rows = commands(play(table, "undo", "y", "help"))
    assert "r" in rows and "u" not in rows, rows


@pytest.mark.parametrize(("language", "row"), [("it", "  pass, passo"), ("fr", "  pass, passer")])
def test_the_pass_row_says_what_typing_it_does(language: str, row: str) -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))
    out = play(table, "1", "3", "help", language=language)
    (line,) = [line for line in out.splitlines() if line.startswith(row)]
    assert "Passo" not in line and "bouton" not in line, line
