"""Saved games: listing, resuming the latest unfinished one, and the status cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from companion import storage
from companion.core import ChanceSource
from companion.storage import games_dir, latest_unfinished, saved_games, start_new


def finished_game() -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1})
    chance = ChanceSource(1)
    while not table.over:
        table.submit(table.game.choose_random(table.state, chance))
    table.close()
    return table.writer.path


def unfinished_game() -> Path:
    table = start_new("tiny", {"players": ["Cat", "Dan"], "rounds": 2})
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    table.close()
    return table.writer.path


def age(path: Path, seconds: int) -> None:
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - seconds * 10**9))


def test_the_newest_unfinished_game_is_resumed() -> None:
    older = unfinished_game()
    age(older, 100)
    finished_game()
    newer = unfinished_game()
    assert latest_unfinished().path == newer
    statuses = {s.path: s.status for s in saved_games()}
    assert sorted(statuses.values()) == ["finished", "in progress", "in progress"]


def test_unchanged_games_are_not_replayed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    for seconds in (300, 200, 100):
        age(finished_game(), seconds)
    saved_games()
    replays: list[Path] = []
    real = storage.inspect
    monkeypatch.setattr(storage, "inspect", lambda path: replays.append(path) or real(path))
    assert latest_unfinished() is None and replays == []
    path = unfinished_game()
    assert latest_unfinished().path == path and replays == [path]


def test_a_changed_journal_is_looked_at_again() -> None:
    path = unfinished_game()
    assert latest_unfinished().actions == 1
    table = storage.open_saved(path)
    table.submit({"type": "guess", "player": 1, "parity": "even"})
    table.close()
    assert latest_unfinished().actions == 2


def test_a_broken_index_is_rebuilt_and_gone_files_forgotten() -> None:
    path = unfinished_game()
    gone = finished_game()
    saved_games()
    gone.unlink()
    (games_dir() / storage.INDEX).write_text("{not json")
    assert [s.path for s in saved_games()] == [path]
    assert gone.name not in (games_dir() / storage.INDEX).read_text()


def test_the_game_played_last_is_resumed_whatever_the_clock_says() -> None:
    """A Pi without a battery clock may boot earlier than its last session: file times must not decide."""
    first = unfinished_game()
    second = unfinished_game()
    storage.open_saved(first).close()  # played last, but its file looks older than the other's:
    age(first, 3600 * 24)
    os.utime(second, ns=(0, 2**62))
    assert latest_unfinished().path == first
    assert [s.path for s in saved_games()][:2] == [first, second]


def test_a_game_copied_in_counts_as_the_newest_once_seen(tmp_path: Path) -> None:
    played = unfinished_game()
    storage.open_saved(played).close()
    restored = games_dir() / "restored.jsonl"
    restored.write_bytes(unfinished_game().read_bytes())
    age(restored, 3600 * 24 * 365)  # a backup keeps its old time
    assert latest_unfinished().path == restored
    storage.open_saved(played).close()
    assert latest_unfinished().path == played, "then the order is the order of play"


def test_a_read_only_card_still_lists_and_orders(monkeypatch: pytest.MonkeyPatch) -> None:
    older = unfinished_game()
    newer = unfinished_game()

    def refused(*args: object, **kwargs: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(storage, "atomic_write", refused)
    (games_dir() / storage.PLAYED).unlink()
    age(older, 100)
    assert latest_unfinished().path == newer, "without the counter, first seen in file-time order"


def test_the_game_resumed_at_start_up_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Start-up inspects the newest journal (it changed since the index saw it), then opens it: one parse."""
    path = unfinished_game()
    parsed: list[str] = []
    real_parse = storage.parse
    monkeypatch.setattr(storage, "parse", lambda data, where: parsed.append(where) or real_parse(data, where))
    saved = latest_unfinished()
    assert saved is not None and saved.path == path
    table = storage.open_saved(path)
    assert parsed == [str(path)]
    assert [s.action.to_json() for s in table.steps] == [{"type": "guess", "player": 0, "parity": "odd"}]
    table.close()
    storage.open_saved(path).close()  # taken once: a second opening reads the file again
    assert parsed == [str(path), str(path)]


def test_a_journal_changed_after_its_inspection_is_read_again() -> None:
    path = unfinished_game()
    assert latest_unfinished() is not None  # inspected: its parse is kept for the opening
    with path.open("ab") as journal:
        journal.write(b'{"garbage": ')  # a torn tail written after the inspection
    latest = storage.load(path)
    assert latest.warnings  # read afresh: the torn tail is seen
