"""What listing the saved games reads is bounded, and it reads each file once.

Found at the table: a journal of a million undo lines took 30-70 s to list
(read twice: once to replay it, once more for what a salvage keeps) and a
200 MB journal took ``companion games`` to 595 MB of memory. Now a journal
is read at most ``JOURNAL_LIMIT`` bytes (eighty times the longest game the
random playouts write); one larger is damaged ("too large"), and a salvage
keeps the sound start of what fits. Speed is measured by hand (see the
report in docs/RELIABILITY.md), never asserted here: these tests count what
is read and what is held.
"""

from __future__ import annotations

import json
import os
import tracemalloc
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource
from companion.core.files import JOURNAL_LIMIT
from companion.storage import games_dir, saved_games, start_new


def a_game(moves: int = 10) -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 4})
    chance = ChanceSource(8)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def add_lines(path: Path, count: int, kinds: tuple[str, ...]) -> None:
    """Append ``count`` entries cycling through ``kinds`` ("undo", "redo"), numbered on from the journal's."""
    n = len(path.read_bytes().split(b"\n")) - 1
    with path.open("ab") as handle:
        handle.write(
            "".join(
                json.dumps({"n": n + i, kinds[i % len(kinds)]: True}, separators=(",", ":")) + "\n"
                for i in range(count)
            ).encode()
        )


class Reads:
    """Counts the opens of one file and the bytes read from them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
        self.path, self.opens, self.bytes, self.fds = str(path), 0, 0, set()
        real_open, real_read = os.open, os.read

        def counting_open(name, flags, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
            fd = real_open(name, flags, *args, **kwargs)
            if str(name) == self.path:
                self.opens += 1
                self.fds.add(fd)
            return fd

        def counting_read(fd, size):  # noqa: ANN001
            data = real_read(fd, size)
            if fd in self.fds:
                self.bytes += len(data)
            return data

        monkeypatch.setattr(os, "open", counting_open)
        monkeypatch.setattr(os, "read", counting_read)


def test_a_million_undo_lines_are_too_large_and_only_their_start_is_read(monkeypatch) -> None:
    path = a_game()
    add_lines(path, 1_000_000, ("undo", "redo"))
    assert path.stat().st_size > 5 * JOURNAL_LIMIT
    reads = Reads(monkeypatch, path)
    [saved] = saved_games()
    assert saved.damaged and "too large" in saved.reason and str(path) in saved.problem
    assert reads.bytes <= JOURNAL_LIMIT + 1  # its size refuses it unread; a salvage's start is read once
    assert saved.keep in (9, 10) and saved.players == ["Ann", "Ben"]  # ten moves, and the undo/redo start


def test_a_200_mb_journal_is_listed_without_holding_it(monkeypatch) -> None:
    path = a_game()
    with path.open("r+b") as handle:  # sparse: no 200 MB written to the test's disk
        handle.truncate(200 * 1024 * 1024)
    tracemalloc.start()
    try:
        [saved] = saved_games()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert saved.damaged and "too large" in saved.reason
    assert saved.keep == 10  # the game before the junk is still there to salvage
    assert peak < 4 * JOURNAL_LIMIT, f"{peak:,} bytes held to list one file"


def test_replay_of_a_journal_too_large_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = a_game()
    with path.open("r+b") as handle:
        handle.truncate(JOURNAL_LIMIT + 1)
    assert main(["replay", path.name]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(path) in err and "too large" in err


def test_a_damaged_journal_is_read_once_to_be_listed(monkeypatch) -> None:
    path = a_game()
    add_lines(path, 4, ("undo",))
    path.write_bytes(path.read_bytes() + b"junk\n")
    reads = Reads(monkeypatch, path)
    [saved] = saved_games()
    assert saved.damaged and reads.opens == 1


def test_what_a_salvage_keeps_is_counted_in_the_games_steps(capsys: pytest.CaptureFixture[str]) -> None:
    """Ten moves and four undos are six steps in the log, not fourteen entries."""
    from companion.storage import open_saved, salvage

    path = a_game(10)
    add_lines(path, 4, ("undo",))
    path.write_bytes(path.read_bytes() + b"junk\n")
    [saved] = saved_games()
    assert saved.keep == 6
    assert main(["games"]) == 0
    assert "keeps its first 6 moves" in capsys.readouterr().out
    assert salvage(path) == path
    table = open_saved(path)
    assert len(table.steps) == 6
    table.close()


def test_a_refused_salvage_says_how_far_the_game_goes_in_steps(monkeypatch) -> None:
    from companion.core.journal import StorageRefused
    from companion.storage import salvage

    path = a_game(10)
    add_lines(path, 4, ("undo",))
    path.write_bytes(path.read_bytes() + b"junk\n")
    real = os.rename

    def refuse(src, dst, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        if str(src) == str(path):
            raise OSError(5, "Input/output error")
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "rename", refuse)
    with pytest.raises(StorageRefused) as refused:
        salvage(path)
    assert "kept up to move 6;" in refused.value.message()
    assert not [p for p in games_dir().iterdir() if p.name.endswith(".salvage")]
