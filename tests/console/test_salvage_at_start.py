"""The console at start with a damaged latest game: a salvage only when something can be kept, said truly.

A journal whose first line the game refuses (a hand-edited card, board or
config) has nothing a salvage could keep. The console says so, offers once
to set the file aside, and goes on to the other saved games or a new game
whatever the answer; it never claims a salvage, never exits on it, and a
second start does not set another copy aside.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from companion.app import run
from companion.core import ChanceSource
from companion.storage import DAMAGED, games_dir, start_new


def a_game(moves: int, players: list[str]) -> Path:
    table = start_new("tiny", {"players": players, "rounds": 4})
    chance = ChanceSource(3)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def refuse_its_config(path: Path) -> None:
    pieces = path.read_bytes().split(b"\n")
    header = json.loads(pieces[0])
    header["config"]["rounds"] = 99
    pieces[0] = json.dumps(header).encode()
    path.write_bytes(b"\n".join(pieces))


def damaged_and_older() -> tuple[Path, Path]:
    older = a_game(3, ["Cat", "Dan"])
    os.utime(older, (1, 1))
    path = a_game(6, ["Ann", "Ben"])
    refuse_its_config(path)
    return path, older


def start(answers: str) -> tuple[int, str]:
    out = io.StringIO()
    code = run(console=True, inp=io.StringIO(answers), out=out, err=io.StringIO())
    return code, out.getvalue()


def aside() -> list[Path]:
    folder = games_dir() / DAMAGED
    return sorted(folder.iterdir()) if folder.exists() else []


def test_nothing_to_keep_is_said_set_aside_once_and_the_older_game_resumes() -> None:
    path, older = damaged_and_older()
    code, text = start("y\nquit\n")
    assert code == 0
    assert f"Damaged: {path.name}, line 1: invalid config" in text and "nothing in it can be salvaged" in text
    assert "0 moves" not in text and "Salvaged" not in text and "Salvage " not in text
    assert f"Set {path.name} aside in the damaged/ folder? Nothing in it can be played. [Y/n] " in text
    assert f"{path.name} is set aside in the damaged/ folder." in text
    assert "Resuming Tiny Auction (test game) with Cat, Dan (3 actions so far)." in text
    assert not path.exists() and [p.name for p in aside()] == [path.name]
    code, again = start("quit\n")  # the next start: nothing damaged, nothing asked, nothing more set aside
    assert code == 0 and "Damaged" not in again and "aside" not in again and len(aside()) == 1


def test_declining_leaves_the_file_and_goes_on_to_the_other_games() -> None:
    path, older = damaged_and_older()
    code, text = start("n\nquit\n")
    assert code == 0 and "Left as it is." in text and "Resuming Tiny Auction (test game) with Cat, Dan" in text
    assert path.exists() and aside() == []


def test_with_no_other_game_it_goes_on_to_a_new_game() -> None:
    path = a_game(2, ["Ann", "Ben"])
    refuse_its_config(path)
    code, text = start("y\nq\n")
    assert code == 0 and "New game. Which one?" in text and len(aside()) == 1


def test_a_salvage_that_keeps_moves_still_resumes_them() -> None:
    path = a_game(6, ["Ann", "Ben"])
    path.write_bytes(path.read_bytes() + b"#!junk\n")
    code, text = start("y\nquit\n")
    assert code == 0 and "keeping its first 6 moves" in text and f"Salvaged {path.name}: 6 moves kept." in text
    assert len(aside()) == 1


def test_a_list_that_promised_a_salvage_gets_the_truth_and_goes_on(monkeypatch) -> None:
    """Should the list be stale (it promised moves), the salvage itself finds nothing to keep and says so."""
    import dataclasses

    from companion import app as wiring

    path, older = damaged_and_older()
    real = wiring.latest_unfinished

    def promising(*args, **kwargs):  # noqa: ANN002, ANN003
        found = real(*args, **kwargs)
        return dataclasses.replace(found, keep=6) if found is not None and found.damaged else found

    monkeypatch.setattr(wiring, "latest_unfinished", promising)
    code, text = start("y\nquit\n")
    assert code == 0 and "keeping its first 6 moves" in text
    assert f"Nothing in {path.name} could be kept: it is set aside in the damaged/ folder." in text
    assert "Salvaged" not in text and "Resuming Tiny Auction (test game) with Cat, Dan" in text and len(aside()) == 1


def test_a_salvage_the_card_refuses_is_one_sentence_and_the_console_goes_on() -> None:
    """``games/damaged`` is a file: the salvage cannot set the original aside; said once, nothing left behind."""
    older = a_game(3, ["Cat", "Dan"])
    os.utime(older, (1, 1))
    path = a_game(6, ["Ann", "Ben"])
    path.write_bytes(path.read_bytes() + b"#!junk\n")
    (games_dir() / DAMAGED).write_text("a file where the damaged folder belongs")
    code, text = start("y\nquit\n")
    assert code == 0
    assert f"{games_dir() / DAMAGED} is not a usable folder (a file is in the way)" in text
    assert "Salvaged" not in text and "Resuming Tiny Auction (test game) with Cat, Dan" in text
    assert path.read_bytes().endswith(b"#!junk\n")
    assert not [p for p in games_dir().iterdir() if p.name.endswith(".salvage")]
