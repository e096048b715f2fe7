"""A scripted Acquire opening typed the way a person types it, and what the console answers.

The session: start tiles in lower case, an occupied square (refused with the
rule's reason, nothing changes), a chain by its initial, the score sheet, a
buy line in words (one refused because Luxor is not on the board), an undo
named in the game's own sentence, the board on demand, "pass". Nothing the
console prints may be an engine's internal name, and no board pick is ever
a hundred numbered lines.
"""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.console.decide import BOARD_LIST_MAX
from companion.core import Table
from companion.games import get

OPENING = [
    "5c",  # Anna's start tile, typed in lower case
    "6C",  # Ben's
    "5C",  # Anna tries an occupied square: the rule's reason, not "not an option"
    "7c",  # founds a chain
    "t",  # Tower, by its initial
    "sheet",
    "buy 2 tower 1 luxor",  # refused: Luxor is not on the board
    "buy 2 t",
    "undo",
    "y",
    "board",
    "buy 1 tower",
    "8c",  # Ben grows Tower
    "pass",  # Ben's pass: buys nothing
]


@pytest.fixture
def session() -> tuple[Table, str]:
    table = Table.new(get("acquire"), {"players": ["Anna", "Ben"]}, created="2026-01-01T00:00:00+00:00")
    out = io.StringIO()
    console = Console(table, io.StringIO("\n".join(OPENING) + "\nq\n"), out)
    assert console.run() == 0
    return table, out.getvalue()


def test_the_opening_is_played_as_typed(session: tuple[Table, str]) -> None:
    table, text = session
    log = table.log()
    assert log[:3] == [
        "Anna draws 5C to decide who starts.",
        "Ben draws 6C to decide who starts.",
        "Anna placed the tile closest to 1A (5C) and starts.",
    ]
    assert "Anna founds Tower with 5C, 6C and 7C and receives a free founder's share." in log
    assert "Anna buys 1 Tower share for $300." in log and "Anna buys 2 Tower shares for $600." not in log  # undone
    assert "Ben places 8C." in log and log[-1] == "Ben buys no shares."
    assert "is not an option or a command" not in text


def test_an_occupied_square_is_refused_with_the_rules_reason(session: tuple[Table, str]) -> None:
    _table, text = session
    assert "Refused: 5C is already on the board." in text
    assert text.count("Refused: 5C is already on the board.") == 1  # said once, not twice


def test_a_buy_line_naming_a_chain_not_on_the_board_is_refused_and_changes_nothing(session) -> None:
    table, text = session
    assert "Refused: Luxor is not on the board: its shares cannot be bought." in text
    assert not any("Luxor" in sentence for sentence in table.log())


def test_undo_names_the_step_in_the_games_sentence(session: tuple[Table, str]) -> None:
    _table, text = session
    assert "Undo: Anna buys 2 Tower shares for $600? [y/N] Undone: Anna buys 2 Tower shares for $600." in text


def test_the_board_and_the_sheet_are_shown_on_demand(session: tuple[Table, str]) -> None:
    _table, text = session
    assert re.search(r"(?m)^   C( +[.#T\[\]]+){12}", text)  # the board's row C, drawn
    assert "Worth now" in text and "Majority" in text  # Acquire's score sheet


def test_a_board_pick_asks_for_a_square_instead_of_numbering_a_hundred(session: tuple[Table, str]) -> None:
    _table, text = session
    numbers = [int(n) for n in re.findall(r"(?m)^ +(\d+)\) ", text)]
    assert numbers and max(numbers) <= BOARD_LIST_MAX
    assert "Type a tile, e.g. " in text


def test_nothing_the_console_says_is_an_internal_name(session: tuple[Table, str]) -> None:
    _table, text = session
    for internal in ("place_tile", "start_tile", "found_chain", "buy_shares", "Waiting for", "dispose"):
        assert internal not in text
