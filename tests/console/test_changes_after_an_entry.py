"""After an entry the console writes what changed (the move's sentences, the view's lines it changed, the new
question), never the lines that stay the same: the stand-in board's note, the turn's heading and every lot were
written again after every bid. ``status`` and ``board`` still show the whole table, and the phones' table lines
(the view itself) are left as they are."""

from __future__ import annotations

from typing import Any

from companion.console import changed
from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.summary import Follows, stand_in_lines, table_view
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
    # when the turn began, and with the ring (whose key it is) when the broker moved; not again at each bid
    assert out.count("Turn 1 of 18.  Cubes:") == 2, out
    assert "Turn 1 of 18.  Cubes:" not in out.split("* Ben bids 2M.", 1)[1], out
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


def test_a_block_is_written_whole_when_one_of_its_lines_changed() -> None:
    """A grid's rows are read with its column numbers, a table's rows with its heading: one changed row brings
    its block (its lines marked :class:`Follows`, or indented under it), the blocks that did not change stay out."""
    head = "     1  2  3"
    before = [head, Follows("   A  .  .  ."), Follows("   B  .  .  ."), "   Chains: none", " > 1. Ann", "      5 tiles"]
    after = [head, Follows("   A  .  #  ."), Follows("   B  .  .  ."), "   Chains: none", "   1. Ann", "      5 tiles"]
    assert changed(before, after) == [head, "   A  .  #  .", "   B  .  .  .", "   1. Ann", "      5 tiles"]
    # a row's ">" (whose turn it is) is no indent: the line under the marked row is not its rest
    assert changed([" > 1. Ann", "   The dummy: white"], ["   1. Ann", "   The dummy: white"]) == ["   1. Ann"]


def test_a_tile_played_writes_the_whole_board_with_its_column_numbers() -> None:
    """Acquire: "C  .  . [#]" alone, without the board's other rows and its column numbers, was no board."""
    table = Table.new(spec("acquire").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    out = play(table, "7E", "3B", "12I", "3C")  # the first tiles, then Ben (3B, nearest 1A) plays 3C
    after = out.split("* Ben places 3C.", 1)[1].split("Ben:", 1)[0]
    board = table_view(table)[:11]  # the column numbers, the nine rows, the key
    assert [line.rstrip() for line in after.strip("\n").splitlines()[: len(board)]] == [
        line.rstrip() for line in board
    ], out


def test_a_companys_row_comes_with_the_tables_headings() -> None:
    """Steam Barons: a company's figures under the columns' names, never a row of bare numbers."""
    table = Table.new(spec("steam_barons").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    view = table_view(table)
    headings = [line for line in view if "Price" in line or "Company" in line]
    assert len(headings) == 2 and all(isinstance(line, Follows) for line in view[view.index(headings[1]) + 1 :][:6])
    rows = [line for line in view if line.lstrip().startswith("Orange")]
    before = [line.replace("Orange", "Orangey") if line in rows else line for line in view]
    written = changed(before, view)
    assert headings[0] in written and headings[1] in written and rows[0] in written, written
