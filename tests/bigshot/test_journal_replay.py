"""Journals: a game saved through the Table replays exactly, by the engine and by `companion replay`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, Table, replay
from companion.core.journal import read
from companion.games.bigshot import BOARD, GAME
from companion.text.summary import table_view

from .helpers import config


def play(table: Table, chance: ChanceSource, count: int) -> None:
    for _ in range(count):
        if table.over:
            return
        table.submit(GAME.choose_random(table.state, chance))


def test_a_journal_replays_to_the_same_state_with_undo_and_redo(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, config(3, hidden_money=True), created="2026-01-01T00:00:00+00:00", path=path, durable=False)
    chance = ChanceSource(5)
    play(table, chance, 40)
    table.undo()
    table.redo()
    table.undo()
    play(table, chance, 1000)
    table.close()
    assert table.over
    loaded = read(path)
    assert loaded.header.config["board"] == BOARD.packaged_table()  # the board's content travels with the game
    result = replay(GAME, loaded.header, loaded.entries, str(path))
    assert result.state.fingerprint() == table.state.fingerprint()
    assert GAME.summary(result.state) == table.summary()


def test_companion_replay_prints_the_log_and_the_json_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "simulate",
                "--game",
                "bigshot",
                "--players",
                "4",
                "--games",
                "1",
                "--seed",
                "3",
                "--journal-dir",
                str(tmp_path),
            ]
        )
        == 0
    )
    journal = next(tmp_path.glob("bigshot-*.jsonl"))
    capsys.readouterr()
    assert main(["replay", str(journal)]) == 0
    log = capsys.readouterr().out
    assert "The 72 cubes are on the 18 auction spaces" in log and "Turn 18 of 18" in log
    assert "The game is over. Fortunes:" in log
    assert log.count("The game is over") == 1  # the last move's sentence says it; no heading says it again
    end = log.splitlines()[log.splitlines().index("Final scores") + 1 :]  # then the final standing
    assert end and end[0].startswith("  *1. ") and all("Fortune" in line for line in end)
    assert main(["replay", str(journal), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == "bigshot" and summary["over"] is True and summary["turn"] == 18
    assert summary["prompt"] == {"player": None, "kind": "over"} and summary["current_player"] is None
    assert all(space == [] for space in summary["spaces"]) and len(summary["players"]) == 4
    assert all(lot["decided"] for lot in summary["lots"].values())


def test_replay_json_with_a_viewer_hides_cash_mid_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hidden.jsonl"
    table = Table.new(GAME, config(4, hidden_money=True), created="2026-01-01T00:00:00+00:00", path=path, durable=False)
    play(table, ChanceSource(2), 6)
    table.close()
    assert main(["replay", str(path), "--json", "--viewer", "0"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    assert players[0]["cash"] is not None
    assert [p["cash"] for p in players[1:] if not p["cash_open"]] == [None] * sum(
        not p["cash_open"] for p in players[1:]
    )


def test_a_journal_with_an_illegal_action_is_refused_naming_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = {"journal": 1, "game": "bigshot", "config": GAME.prepare_config(config(2)), "created": "x"}
    bad = {"n": 1, "action": {"type": "roll", "player": 0, "value": 3}}
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(header) + "\n" + json.dumps(bad) + "\n")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "line 2" in err and "roll" in err


def test_a_journal_with_an_entry_for_a_seat_the_table_does_not_have_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ben's bid edited to player 9 at a table of three: replay said "It is Ben's turn, not 9's.", as if a ninth
    seat sat at the table and its turn had not come."""
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, config(3), created="2026-01-01T00:00:00+00:00", path=path, durable=False)
    play(table, ChanceSource(5), 6)
    table.close()
    lines = path.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if json.loads(line).get("action", {}).get("type") == "bid")
    entry = json.loads(lines[at])
    entry["action"]["player"] = 9
    lines[at] = json.dumps(entry)
    path.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    said = f"line {at + 1}: bid refused: There is no seat 9 at this table (seats 0 to 2)."
    assert said in err and "turn" not in err


SAVED_BEFORE = Path(__file__).parent.parent / "games" / "saved" / "bigshot-before-decisions.jsonl"
PLACEHOLDERS = "Default board: some lot values and neighbours are placeholders"


def without_the_field(path: Path, change: Any = None) -> None:
    """Rewrite ``path``'s header as a journal saved before ``calibrated`` existed wrote it: the board's numbers
    without the field (``change``, if given, alters them as an owner's board would)."""
    header, *entries = path.read_text(encoding="utf-8").splitlines(keepends=True)
    written = json.loads(header)
    del written["config"]["board"]["calibrated"]
    if change is not None:
        change(written["config"]["board"])
    path.write_text(json.dumps(written, ensure_ascii=False) + "\n" + "".join(entries), encoding="utf-8")


def resumed(path: Path) -> Table:
    loaded = read(path)
    assert "calibrated" not in loaded.header.config["board"]
    return Table.resume(GAME, loaded, path, durable=False)


def test_a_game_saved_on_the_default_board_before_the_field_existed_resumes_with_its_warning(tmp_path: Path) -> None:
    """Its header carries the packaged board's numbers without ``calibrated``: they are the placeholders still,
    so the resumed game says so wherever it is read (the engine's sentence, the board's summary, the console's
    table), and it replays move for move as it was played."""
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, config(3), created="2026-01-01T00:00:00+00:00", path=path, durable=False)
    play(table, ChanceSource(5), 60)
    table.close()
    without_the_field(path)
    again = resumed(path)
    assert GAME.stand_ins(again.header.config) == (PLACEHOLDERS,)
    assert again.summary()["board_calibrated"] is False
    assert table_view(again)[0] == "   " + PLACEHOLDERS
    assert again.state.fingerprint() == table.state.fingerprint()
    play(again, ChanceSource(6), 5)  # and goes on, its journal read back the same
    again.close()
    assert replay(GAME, read(path).header, read(path).entries).state.fingerprint() == again.state.fingerprint()

    old = Table.resume(GAME, read(SAVED_BEFORE))  # one written by the house as it stood then
    assert GAME.stand_ins(old.header.config) == (PLACEHOLDERS,) and old.summary()["board_calibrated"] is False


def test_a_game_saved_on_an_owners_board_without_the_field_resumes_as_the_owners(tmp_path: Path) -> None:
    """A board whose numbers differ from the default's (one value read off the owner's box) is the owner's, with
    or without the field: no warning."""
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, config(3), created="2026-01-01T00:00:00+00:00", path=path, durable=False)
    play(table, ChanceSource(5), 60)
    table.close()
    without_the_field(path, lambda board: board["lots"]["L19"].update(value=17))
    again = resumed(path)
    assert GAME.stand_ins(again.header.config) == ()
    assert again.summary()["board_calibrated"] is True
    assert not any("placeholder" in line for line in table_view(again))
