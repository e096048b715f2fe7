"""The journal file format: header, numbered entries, fsync, torn last line, precise errors."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import JournalError
from companion.core.journal import Header, JournalWriter, atomic_write, dumps, parse, read

HEADER = Header(game="tiny", config={"players": ["Ann", "Ben"], "rounds": 1}, created="2026-11-21T20:00:00+00:00")
ENTRIES = [
    {"action": {"type": "guess", "player": 0, "parity": "odd"}},
    {"undo": True},
    {"redo": True},
    {"action": {"type": "guess", "player": 1, "parity": "even"}},
]


def write(path: Path, entries: list[dict] = ENTRIES) -> bytes:
    with JournalWriter.create(path, HEADER) as writer:
        for entry in entries:
            writer.append(entry)
    return path.read_bytes()


def test_the_file_is_exactly_the_public_format(tmp_path: Path) -> None:
    data = write(tmp_path / "g.jsonl")
    lines = [json.loads(line) for line in data.decode().splitlines()]
    assert lines[0] == {
        "journal": 1,
        "game": "tiny",
        "config": {"players": ["Ann", "Ben"], "rounds": 1},
        "created": "2026-11-21T20:00:00+00:00",
    }
    assert lines[1] == {"n": 1, "action": {"type": "guess", "player": 0, "parity": "odd"}}
    assert lines[2] == {"n": 2, "undo": True}
    assert lines[3] == {"n": 3, "redo": True}
    assert data.endswith(b"\n")


def test_read_gives_back_header_and_entries(tmp_path: Path) -> None:
    write(tmp_path / "g.jsonl")
    loaded = read(tmp_path / "g.jsonl")
    assert loaded.header == HEADER and not loaded.warnings
    assert [e.to_json() for e in loaded.entries] == [{"n": i + 1, **e} for i, e in enumerate(ENTRIES)]
    assert [e.line for e in loaded.entries] == [2, 3, 4, 5]


def test_every_entry_is_fsynced_before_append_returns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    with JournalWriter.create(tmp_path / "g.jsonl", HEADER) as writer:
        start = len(synced)
        writer.append(ENTRIES[0])
        assert len(synced) == start + 1
        writer.append(ENTRIES[1])
        assert len(synced) == start + 2


def test_an_action_written_from_its_text_and_an_undo_are_the_lines_append_writes(tmp_path: Path) -> None:
    action = {"type": "guess", "player": 0, "parity": "odd ✓"}
    with JournalWriter.create(tmp_path / "a.jsonl", HEADER) as general:
        general.append({"action": action})
        general.append({"undo": True})
        general.append({"action": action})
    with JournalWriter.create(tmp_path / "b.jsonl", HEADER) as direct:
        direct.append_action(json.dumps(action, separators=(",", ":"), ensure_ascii=False))
        direct.append({"undo": True})
        direct.append_action(json.dumps(action, separators=(",", ":"), ensure_ascii=False))
        assert direct.next_n == 4 and direct.steps == 1
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()
    assert b'{"n":2,"undo":true}\n' in (tmp_path / "b.jsonl").read_bytes()


def test_a_new_journal_never_overwrites_a_game(tmp_path: Path) -> None:
    write(tmp_path / "g.jsonl")
    with pytest.raises(FileExistsError):
        JournalWriter.create(tmp_path / "g.jsonl", HEADER)


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_a_file_cut_at_any_byte_of_its_last_line_loads_what_was_complete(tmp_path_factory, data) -> None:
    path = tmp_path_factory.mktemp("cut") / "g.jsonl"
    full = write(path)
    last_start = full.rstrip(b"\n").rfind(b"\n") + 1
    cut = data.draw(st.integers(min_value=last_start, max_value=len(full)))
    _check_cut(path, full, last_start, cut)


def test_a_file_cut_at_every_byte_of_its_last_line(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    full = write(path)
    last_start = full.rstrip(b"\n").rfind(b"\n") + 1
    for cut in range(last_start, len(full) + 1):
        _check_cut(path, full, last_start, cut)


def _check_cut(path: Path, full: bytes, last_start: int, cut: int) -> None:
    path.write_bytes(full[:cut])
    loaded = read(path)
    complete_last = cut >= len(full) - 1  # the whole JSON is there, with or without its newline
    assert len(loaded.entries) == (len(ENTRIES) if complete_last else len(ENTRIES) - 1)
    assert bool(loaded.warnings) == (last_start < cut < len(full) - 1)
    # Appending after a cut continues a sound file: the torn bytes are cut off first.
    writer = JournalWriter.resume(path, loaded)
    writer.append({"undo": True})
    writer.close()
    again = read(path)
    assert not again.warnings
    assert len(again.entries) == len(loaded.entries) + 1
    assert again.entries[-1].undo and again.entries[-1].n == len(loaded.entries) + 1


@pytest.mark.parametrize(
    ("content", "line", "message"),
    [
        (b"", 1, "empty"),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 1, "action": {}}\nnot json\n'
            b'{"n": 3, "undo": true}\n',
            3,
            "not valid JSON",
        ),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 2, "undo": true}\n',
            2,
            "out of sequence: expected 1",
        ),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 1, "undo": true, "redo": true}\n',
            2,
            "exactly one of",
        ),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 1, "undo": false}\n',
            2,
            "'undo' must be true",
        ),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 1, "action": 3}\n',
            2,
            "'action' must be a JSON object",
        ),
        (
            b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n{"n": 1, "undo": true, "x": 1}\n',
            2,
            "unknown entry field 'x'",
        ),
        (b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n\n{"n": 1, "undo": true}\n', 2, "blank line"),
        (b'{"journal": 2, "game": "tiny", "config": {}, "created": "x"}\n', 1, "newer than this companion reads"),
        (b'{"game": "tiny", "config": {}, "created": "x"}\n', 1, "not a journal header"),
        # Python says True == 1 and 1.0 == 1; the format's version is the integer 1 only.
        (b'{"journal": true, "game": "tiny", "config": {}, "created": "x"}\n', 1, "must be 1, got True"),
        (b'{"journal": 1.0, "game": "tiny", "config": {}, "created": "x"}\n', 1, "must be 1, got 1.0"),
        (b'{"journal": "1", "game": "tiny", "config": {}, "created": "x"}\n', 1, "must be 1, got '1'"),
        (b'{"journal": 1, "game": "", "config": {}, "created": "x"}\n', 1, "'game' must be"),
        (b'{"journal": 1, "game": "tiny", "config": [], "created": "x"}\n', 1, "'config' must be"),
        (b'{"journal": 1, "game": "tiny", "config": {}}\n', 1, "'created' must be"),
        (b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"', 1, "header line is incomplete"),
        (b"\xff\xfe\n", 1, "not valid JSON"),
    ],
)
def test_malformed_journals_name_the_line(content: bytes, line: int, message: str) -> None:
    with pytest.raises(JournalError) as caught:
        parse(content, "game.jsonl")
    assert caught.value.line == line
    assert message in str(caught.value)
    assert str(caught.value).startswith(f"game.jsonl, line {line}: ") or line == 1


def test_only_the_last_line_may_be_torn() -> None:
    header = dumps(HEADER.to_json())
    with pytest.raises(JournalError, match="line 2"):
        parse(header + b'{"n": 1, "und\n{"n": 2, "undo": true}\n')


def test_missing_file_is_a_journal_error(tmp_path: Path) -> None:
    with pytest.raises(JournalError, match="cannot read"):
        read(tmp_path / "nope.jsonl")


def test_atomic_write_replaces_whole_files(tmp_path: Path) -> None:
    target = tmp_path / "settings.toml"
    atomic_write(target, b"one")
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.toml"]


def test_a_header_of_version_1_written_as_1_is_read() -> None:
    assert parse(b'{"journal": 1, "game": "tiny", "config": {}, "created": "x"}\n').header.version == 1


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"[" * 100_000, "nested too deeply"),
        (b'{"n": ' + b"7" * 5000 + b', "undo": true}', "a number with too many digits"),
        (b"\x00\x00\x00", "Expecting value"),
    ],
)
def test_hostile_lines_are_one_line_errors_naming_the_file(line: bytes, reason: str) -> None:
    header = dumps(HEADER.to_json())
    with pytest.raises(JournalError) as caught:
        parse(header + line + b"\n", "game.jsonl")
    assert caught.value.line == 2 and reason in str(caught.value) and str(caught.value).startswith("game.jsonl")
    torn = parse(header + line, "game.jsonl")  # the same line torn at the end: a warning, not a crash
    assert torn.entries == [] and "cut short" in torn.warnings[0]


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    with pytest.raises(JournalError, match="not a regular file"):
        read(fifo)  # an ordinary open would wait here for a writer forever


def test_files_are_written_0640(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        atomic_write(tmp_path / "settings.toml", b"x")
        writer = JournalWriter.create(tmp_path / "g.jsonl", HEADER)
        writer.close()
    finally:
        os.umask(old)
    assert (tmp_path / "settings.toml").stat().st_mode & 0o777 == 0o640
    assert (tmp_path / "g.jsonl").stat().st_mode & 0o777 == 0o640


def test_an_action_lines_entry_is_the_one_the_constructor_makes() -> None:
    from companion.core.journal import Entry

    action = {"type": "place", "player": 0, "tile": "5C"}
    data = dumps(Header("tiny", {}, "x").to_json()) + dumps({"n": 1, "action": action}) + dumps({"n": 2, "undo": True})
    entries = parse(data).entries
    assert entries == [Entry(n=1, action=action, line=2), Entry(n=2, undo=True, line=3)]
    assert repr(entries[0]) == repr(Entry(n=1, action=action, line=2))
    assert (entries[0].undo, entries[0].redo, entries[0].correct, entries[0].adjust) == (False, False, 0, None)
