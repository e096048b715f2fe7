"""After an entry the console writes what changed (the move's sentences, the view's lines it changed, the new
question), never the lines that stay the same: the stand-in board's note, the turn's heading and every lot were
written again after every bid. ``status`` and ``board`` still show the whole table, and the phones' table lines
(the view itself) are left as they are."""

from __future__ import annotations

from typing import Any

from companion.console import changed
from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.summary import stand_in_lines, table_view
from tests.console.sessions import play


def who_starts(game: str = "bigshot") -> Table[Any]:
    table = Table.new(spec(game).game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    return table


def test_changed_keeps_only_the_new_lines_in_their_order() -> None:
    before = ["   Board", "   Turn 1", "", "   Ann 10M", "   Ben 10M"]
    after = ["   Board", "   Turn 1", "", "   Ann 6M", "   Ben 10M", "   Cubes to place: Y W"]
    assert changed(before, after) == ["   Ann 6M", "   Cubes to place: Y W"]


def test_the_stand_in_note_and_the_turns_heading_are_not_written_after_every_bid() -> None:
    table = who_starts()
    (note,) = stand_in_lines(table)
    out = play(table, "1", "3", "2", "4", "pass")  # Ann starts, rolls 3; Ben bids 2M, Cat 4M, Ann passes
    assert out.count(note) == 1, out  # at the opening only
    assert out.count("Turn 1 of 18.  Cubes:") == 1, out  # once the turn began, not again at each bid
    assert "* Cat bids 4M." in out


def test_what_an_entry_changed_is_written() -> None:
    table = who_starts()
    out = play(table, "1", "3", "2", "4", "pass", "pass")  # Cat wins the auction at 4M
    after = out.split("* Cat pays 4M to the bank.", 1)[1]
    cat = next(line for line in table_view(table) if "Cat" in line and "cash" in line)
    assert cat.strip() in after and "Cubes to place:" in after, out  # Cat's cash, the cubes in hand
    assert "   Lots:" not in after and "A9" not in after.split("Turn 1 of 18:")[0], out


def test_status_and_board_still_show_the_whole_table() -> None:
    table = who_starts()
    (note,) = stand_in_lines(table)
    out = play(table, "1", "status", "board")
    assert out.count(note) == 3 and out.count("   Lots:") == 3, out


def test_mad_market_writes_its_stand_in_note_once() -> None:
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    (note,) = stand_in_lines(table)
    out = play(table, *["0"] * 4)  # a few moves left to the companion
    assert len(table.steps) >= 2, out
    assert out.count(note) == 1, out


def test_a_changed_players_line_is_never_taken_for_the_views_last_line() -> None:
    """After Cat's bid, Cat's line ("3. Cat … cash 10M", no longer marked) was the last of the changed lines, and
    its numbers and name, all in the question below ("4M to 10M (high bid 3M by Cat)"), had it left out."""
    table = who_starts()
    out = play(table, "1", "3", "pass", "3")  # Ann starts, rolls 3; Ben passes; Cat bids 3M: Ann to bid
    after = out.split("* Cat bids 3M.", 1)[1].split("Turn 1 of 18:")[0]
    assert "\n   3. Cat " in after and "\n > 1. Ann " in after, out
