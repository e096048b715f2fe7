"""A write the card refuses is never acknowledged and never left behind (issue 17 item 3).

The failures are injected where the journal meets the system (``os.write``
and ``os.fsync``): the card is full before anything is written, a write is
cut short and then the card is full, the line reaches the file and ``fsync``
reports an I/O error, a write makes no progress at all. After each, the
next acknowledged action must leave a journal that loads without a warning
and holds exactly the acknowledged actions.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.core import ChanceSource, RuleViolation, Table, Update
from companion.core.journal import CardFull, JournalWriter, StorageRefused, read
from companion.games import get
from companion.storage import open_saved
from companion.storage import start_new as _start_new

CONFIG = {"players": ["Ann", "Ben"], "rounds": 3}


def script(count: int) -> list[dict]:
    """The first ``count`` actions of one random game, encoded (the same game every time)."""
    game = get("tiny")
    table = Table.new(game, dict(CONFIG), created="2026-01-01T00:00:00+00:00")
    chance = ChanceSource(7)
    actions = []
    for _ in range(count):
        action = table.choose_random(chance)
        table.submit(action)
        actions.append(game.actions.encode(action))
    return actions


GUESSES = script(6)


def start_new(game: str, config: dict):
    return _start_new(game, dict(CONFIG))


def acknowledged(table) -> list[dict]:
    return [table.game.actions.encode(step.action) for step in table.steps]


def journal_actions(path: Path) -> list[dict]:
    loaded = read(path)
    assert loaded.warnings == []
    return [entry.action for entry in loaded.entries]


def failing_write(kind: str) -> Callable[[Callable[..., int]], Callable[..., int]]:
    """A replacement for ``os.write`` that fails once in the way ``kind`` names."""

    def wrap(real: Callable[..., int]) -> Callable[..., int]:
        state = {"calls": 0}

        def write(fd: int, data) -> int:
            state["calls"] += 1
            if kind == "enospc":
                raise OSError(errno.ENOSPC, "No space left on device")
            if kind == "eio":
                raise OSError(errno.EIO, "Input/output error")
            if kind == "short":
                if state["calls"] == 1:
                    return real(fd, bytes(data)[: len(data) // 2])
                raise OSError(errno.ENOSPC, "No space left on device")
            if kind == "stuck":
                return 0
            raise AssertionError(kind)

        return write

    return wrap


@pytest.mark.parametrize("kind", ["enospc", "eio", "short", "stuck"])
def test_a_failed_write_leaves_exactly_the_acknowledged_actions(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 3})
    path = table.writer.path
    table.submit(GUESSES[0])
    table.submit(GUESSES[1])
    before = acknowledged(table)
    size = path.stat().st_size
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write(kind)(os.write))
        with pytest.raises(StorageRefused) as refused:
            table.submit(GUESSES[2])
    assert acknowledged(table) == before  # the state went back: nothing was acknowledged
    assert path.stat().st_size == size  # and nothing of it stayed in the file
    assert "kept up to move 2" in refused.value.message()
    table.submit(GUESSES[2])  # the card works again: the next action is journaled after the good ones
    assert journal_actions(path) == acknowledged(table) == [*before, GUESSES[2]]
    assert table.writer.failure is None
    table.close()
    reopened = open_saved(path)
    assert acknowledged(reopened) == acknowledged(table)
    reopened.close()


def test_an_fsync_error_after_the_line_reached_the_file_cuts_it_off(monkeypatch: pytest.MonkeyPatch) -> None:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 3})
    path = table.writer.path
    table.submit(GUESSES[0])
    size = path.stat().st_size
    real_fsync = os.fsync
    calls = {"n": 0}

    def fsync(fd: int) -> None:
        calls["n"] += 1
        if calls["n"] == 1:  # the entry's own fsync: the line is in the file already
            assert os.fstat(fd).st_size > size
            raise OSError(errno.EIO, "Input/output error")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    with pytest.raises(StorageRefused):
        table.submit(GUESSES[1])
    assert path.stat().st_size == size
    table.submit(GUESSES[1])
    table.submit(GUESSES[2])
    assert journal_actions(path) == acknowledged(table) == GUESSES[:3]
    table.close()


def test_when_even_the_cut_fails_nothing_is_written_until_it_succeeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A half line the cut could not remove must not be built upon: the next append cuts first."""
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 3})
    path = table.writer.path
    table.submit(GUESSES[0])
    size = path.stat().st_size
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write("short")(os.write))
        patch.setattr(os, "ftruncate", lambda fd, length: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
        with pytest.raises(StorageRefused):
            table.submit(GUESSES[1])
        assert path.stat().st_size > size  # the torn half is still there
        with pytest.raises(StorageRefused):
            table.submit(GUESSES[1])  # refused again: the cut still fails, so nothing is appended
    table.submit(GUESSES[1])
    assert journal_actions(path) == acknowledged(table) == GUESSES[:2]
    table.close()


def test_undo_refused_by_the_card_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 3})
    path = table.writer.path
    table.submit(GUESSES[0])
    table.submit(GUESSES[1])
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write("enospc")(os.write))
        with pytest.raises(CardFull):
            table.undo()
    assert acknowledged(table) == GUESSES[:2]
    table.undo()
    table.close()
    loaded = read(path)
    assert [e.undo for e in loaded.entries] == [False, False, True]


def test_listeners_hear_the_card_refusal_like_any_refusal(monkeypatch: pytest.MonkeyPatch) -> None:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 3})
    heard: list[Update] = []
    table.listen(heard.append)
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write("enospc")(os.write))
        with pytest.raises(RuleViolation):
            table.submit(GUESSES[0])
    assert [u.kind for u in heard] == ["rejected"]
    assert isinstance(heard[0].error, CardFull)
    table.close()


def test_the_refusal_names_the_card_not_a_rule() -> None:
    from companion.core.journal import CardReadOnly, refusal

    full = refusal(OSError(errno.ENOSPC, "No space left on device"), 47, "/x.jsonl")
    assert isinstance(full, CardFull)
    assert full.message() == "The card is full: the game is kept up to move 47; free space or replace the card."
    read_only = refusal(OSError(errno.EROFS, "Read-only file system"), 47)
    assert isinstance(read_only, CardReadOnly) and "read-only" in read_only.message()
    assert refusal(OSError(errno.EIO, "I/O"), 3).code == "storage_refused"
    new = refusal(OSError(errno.ENOSPC, "full"), None)
    assert new.message() == "The card is full: no new game can be saved; free space or replace the card."


def test_a_writer_that_fails_then_closes_is_closed(tmp_path: Path) -> None:
    from companion.core.journal import Header

    writer = JournalWriter.create(tmp_path / "g.jsonl", Header("tiny", {}, "2026-01-01T00:00:00+00:00"))
    writer.close()
    with pytest.raises(ValueError, match="closed"):
        writer.append({"undo": True})


def test_a_torn_tail_the_card_would_not_cut_at_resume_is_cut_before_the_next_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = start_new("tiny", {})
    path = table.writer.path
    table.submit(GUESSES[0])
    table.close()
    path.write_bytes(path.read_bytes() + b'{"n": 2, "act')  # a power cut's torn line
    with monkeypatch.context() as patch:
        patch.setattr(os, "ftruncate", lambda fd, length: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
        resumed = open_saved(path)
    assert resumed.writer.failure is not None  # said on the screen; the torn line is still there
    resumed.submit(GUESSES[1])  # the cut works now: it happens before the entry is written
    resumed.close()
    assert journal_actions(path) == GUESSES[:2]


def test_a_missing_last_newline_the_card_would_not_take_at_resume_comes_before_the_next_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = start_new("tiny", {})
    path = table.writer.path
    table.submit(GUESSES[0])
    table.close()
    path.write_bytes(path.read_bytes()[:-1])  # complete, but for its newline: kept
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write("enospc")(os.write))
        resumed = open_saved(path)
        assert resumed.writer.failure is not None
    resumed.submit(GUESSES[1])
    resumed.close()
    assert journal_actions(path) == GUESSES[:2]


def test_a_full_card_says_how_far_the_game_goes_in_its_steps_not_its_entries(monkeypatch: pytest.MonkeyPatch) -> None:
    """After 10 moves and 4 undos the log shows 6 steps: the card-full sentence says 6, not 14 (live and resumed)."""
    from companion.core import ChanceSource
    from companion.storage import open_saved

    table = _start_new("acquire", {"players": ["Ann", "Ben", "Cat"], "seed": 4})
    chance = ChanceSource(4)
    for _ in range(10):
        table.submit(table.choose_random(chance))
    for _ in range(4):
        table.undo()
    table.redo()
    table.undo()
    assert len(table.steps) == 6
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", failing_write("enospc")(os.write))
        with pytest.raises(StorageRefused) as refused:
            table.submit(table.choose_random(chance))
    assert "kept up to move 6;" in refused.value.message()
    path = table.writer.path
    table.close()
    again = open_saved(path)
    assert again.writer.moves == len(again.steps) == 6
    again.close()
