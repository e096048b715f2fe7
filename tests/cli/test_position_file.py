"""``companion play --game G --position FILE``: a game joined in progress, from a file the table wrote."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core.journal import read
from companion.storage import games_dir

LAST_AUCTION = {
    "round": 3,
    "roller": 0,
    "cash": [6, 4, 5],
    "points": [5, 7, 0],
    "revealed": ["odd", "even", "odd"],
    "lot": 9,
    "bids": {"high_bid": 2, "high_bidder": 1, "passed": [], "to_act": 2},
}
PLAYERS = ["--players", "Ann", "Ben", "Cat", "--set", "rounds=3"]


def test_a_game_starts_from_the_position_and_plays_to_its_end(tmp_path: Path, capsys, monkeypatch) -> None:
    position = tmp_path / "position.json"
    position.write_text(json.dumps(LAST_AUCTION), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\n3\npass\nq\n"))
    code = main(["play", "--console", "--game", "tiny", *PLAYERS, "--position", str(position)])
    out = capsys.readouterr().out
    assert code == 0 and "The game is over." in out
    (journal,) = games_dir().glob("*.jsonl")
    assert read(journal).header.config["position"] == LAST_AUCTION and len(read(journal).entries) == 3


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("[1, 2]", "a position is a JSON object"),
        ("{nope", "is not a JSON position"),
        (json.dumps({**LAST_AUCTION, "cash": [6, 1, 5]}), "Ben cannot have bid 2: they have 1."),
        (json.dumps({**LAST_AUCTION, "round": 9}), "round must be a whole number from 1 to 3, not 9."),
    ],
)
def test_a_bad_position_file_is_one_line_and_starts_nothing(tmp_path: Path, capsys, monkeypatch, content, said) -> None:
    position = tmp_path / "position.json"
    position.write_text(content, encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(["play", "--console", "--game", "tiny", *PLAYERS, "--position", str(position)])
    err = capsys.readouterr().err
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1
    assert list(games_dir().glob("*.jsonl")) == []


def test_a_missing_file_and_a_missing_game_are_said(tmp_path: Path, capsys) -> None:
    assert main(["play", "--console", "--game", "tiny", *PLAYERS, "--position", str(tmp_path / "none.json")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["play", "--console", *PLAYERS, "--position", str(tmp_path / "none.json")]) == 2
    assert "--position needs --game" in capsys.readouterr().err
