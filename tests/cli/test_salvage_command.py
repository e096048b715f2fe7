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


@pytest.mark.parametrize("folder", [DAMAGED, "deleted"])
def test_the_folders_beside_the_games_are_not_games(folder: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``companion salvage damaged`` once said the card could not be written; ``salvage deleted`` moved every
    deleted game into damaged/deleted/. Neither is a saved game: one line, exit 2, nothing moved."""
    from companion.storage import delete, salvage

    first, second = a_game(), a_game()
    if folder == DAMAGED:
        for path in (first, second):
            path.write_bytes(path.read_bytes() + b"junk\n")
            salvage(path)
    else:
        delete(first)
        delete(second)
    before = sorted(p.name for p in (games_dir() / folder).iterdir())
    assert main(["salvage", folder]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"salvage: {folder}: no saved game of that name (see 'companion games')"
    assert sorted(p.name for p in (games_dir() / folder).iterdir()) == before
    assert not (games_dir() / DAMAGED / folder).exists()
    assert main(["replay", folder]) == 2
    assert "no saved game of that name" in capsys.readouterr().err
