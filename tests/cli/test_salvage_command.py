"""``companion salvage``: it says what it kept, and when nothing could be kept it says so and exits 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource
from companion.storage import DAMAGED, games_dir, start_new


def a_game() -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 4})
    chance = ChanceSource(3)
    for _ in range(5):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def test_nothing_kept_is_said_and_is_not_success(capsys: pytest.CaptureFixture[str]) -> None:
    path = a_game()
    pieces = path.read_bytes().split(b"\n")
    header = json.loads(pieces[0])
    header["config"]["rounds"] = 99
    pieces[0] = json.dumps(header).encode()
    path.write_bytes(b"\n".join(pieces))
    assert main(["games"]) == 0
    listed = capsys.readouterr().out
    assert f"nothing to keep: 'companion salvage {path.name}' sets it aside" in listed
    assert main(["salvage", path.name]) == 1
    out = capsys.readouterr().out
    assert "0 moves" not in out and "moves kept" not in out
    assert out.strip() == f"{path.name}: nothing could be kept; the file is set aside in {games_dir() / DAMAGED}."
    assert not path.exists() and len(list((games_dir() / DAMAGED).iterdir())) == 1
    assert main(["salvage", path.name]) == 2  # gone from the games: nothing left to set aside twice
