"""One bad file in games/ never stops start-up (issue 17 item 5).

Each hostile file gives one line naming it, the good game beside it still
loads and is resumed, and nothing blocks: every listing here runs under a
deadline, because a FIFO opened the ordinary way would wait forever.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from companion import storage
from companion.__main__ import main
from companion.app import run
from companion.core import ChanceSource
from companion.core.journal import read
from companion.storage import (
    DataFolderUnusable,
    data_dir,
    data_path,
    games_dir,
    latest_unfinished,
    saved_games,
    start_new,
)
from tests.waiting import deadline

HEADER = (
    b'{"journal":1,"game":"tiny","config":{"players":["Ann","Ben"],"rounds":2},"created":"2026-01-01T00:00:00+00:00"}'
)


def good_game() -> Path:
    table = start_new("tiny", {"players": ["Cat", "Dan"], "rounds": 2})
    table.submit(table.choose_random(ChanceSource(1)))
    table.close()
    os.utime(table.writer.path, (1, 1))  # the oldest file: every hostile one is looked at first
    return table.writer.path


def deep_nesting(folder: Path) -> Path:
    path = folder / "deep.jsonl"
    path.write_bytes(b"[" * 200_000 + b"\n")
    return path


def deep_nesting_torn_last_line(folder: Path) -> Path:
    path = folder / "deep-torn.jsonl"
    path.write_bytes(HEADER + b"\n" + b'{"n":1,"action":' + b"[" * 200_000)
    return path


def long_number(folder: Path) -> Path:
    path = folder / "number.jsonl"
    path.write_bytes(HEADER.replace(b'"rounds":2', b'"rounds":' + b"9" * 5000) + b"\n")
    return path


def long_number_in_an_entry(folder: Path) -> Path:
    path = folder / "number-entry.jsonl"
    path.write_bytes(HEADER + b'\n{"n":1,"action":{"type":"guess","player":' + b"1" * 5000 + b"}}\n")
    return path


def dangling_link(folder: Path) -> Path:
    path = folder / "dangling.jsonl"
    path.symlink_to(folder / "gone-long-ago.jsonl")
    return path


def fifo(folder: Path) -> Path:
    path = folder / "pipe.jsonl"
    os.mkfifo(path)
    return path


def link_to_a_fifo(folder: Path) -> Path:
    target = folder / "hidden-pipe"
    os.mkfifo(target)
    path = folder / "pipe-link.jsonl"
    path.symlink_to(target)
    return path


def a_folder(folder: Path) -> Path:
    path = folder / "folder.jsonl"
    path.mkdir()
    return path


def empty(folder: Path) -> Path:
    path = folder / "empty.jsonl"
    path.write_bytes(b"")
    return path


HOSTILE: list[tuple[str, Callable[[Path], Path], str]] = [
    ("deep JSON nesting", deep_nesting, "line 1: not valid JSON (nested too deeply)"),
    ("deep nesting in a torn last line", deep_nesting_torn_last_line, ""),
    ("a 5,000-digit number", long_number, "line 1: not valid JSON (a number with too many digits)"),
    ("a 5,000-digit number in an entry", long_number_in_an_entry, "line 2: not valid JSON"),
    ("a dangling symlink", dangling_link, "a link to a file that does not exist"),
    ("a FIFO", fifo, "cannot be read: it is a named pipe, not a file"),
    ("a link to a FIFO", link_to_a_fifo, "cannot be read: it is a named pipe, not a file"),
    ("a folder", a_folder, "cannot be read: it is a folder, not a file"),
    ("an empty file", empty, "the file is empty"),
]


@pytest.mark.parametrize("name, make, reason", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_one_hostile_file_is_one_line_and_the_others_load(name, make, reason: str) -> None:
    good = good_game()
    hostile = make(games_dir())
    if not reason:  # a game of its own: make it the older one by the order of play
        saved_games()
        storage.mark_played(good)
    with deadline("a hostile file"):
        found = {saved.path: saved for saved in saved_games()}
        assert latest_unfinished().path == good  # the good game is still resumed
    assert not found[good].damaged and found[good].actions == 1
    if not reason:  # a torn last line, however deep, is only a warning: the header is a game of its own
        assert not found[hostile].damaged
        assert "cut short" in read(hostile).warnings[0]
        return
    bad = found[hostile]
    assert bad.damaged and str(hostile) in bad.problem and reason in bad.problem
    assert "\n" not in bad.problem


def test_every_hostile_file_at_once_and_companion_games_names_each(capsys: pytest.CaptureFixture[str]) -> None:
    good = good_game()
    hostile = [make(games_dir()) for _, make, reason in HOSTILE if reason]
    with deadline("a hostile file"):
        assert main(["games"]) == 0
        out = capsys.readouterr().out.splitlines()
        for path in hostile:
            [line] = [text for text in out if text.startswith(path.name + "  ")]
            assert "damaged:" in line
        assert any(text.startswith(good.name) and "in progress" in text for text in out)
        for path in hostile:
            assert main(["replay", path.name]) == 2
            err = capsys.readouterr().err
            assert len(err.strip().splitlines()) == 1 and str(path) in err


def test_the_console_start_lists_them_and_resumes_the_good_game() -> None:
    good = good_game()
    for _, make, reason in HOSTILE:
        if reason:
            make(games_dir())
    out = io.StringIO()
    with deadline("a hostile file"):
        assert run(console=True, inp=io.StringIO("quit\n"), out=out) == 0
    text = out.getvalue()
    assert text.count("Damaged: ") == len([h for h in HOSTILE if h[2]])
    assert "Resuming " in text and "with Cat, Dan (1 action so far)" in text
    assert good.exists()


def test_a_file_where_the_games_folder_should_be() -> None:
    (data_dir() / "games").write_text("not a folder")
    with pytest.raises(DataFolderUnusable) as refused:
        games_dir()
    assert str(data_dir() / "games") in refused.value.message() and "a file is in the way" in refused.value.message()


@pytest.mark.parametrize("where", ["games", "data"])
def test_play_and_games_say_it_in_one_line_and_exit_2(where: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = data_path()
    if where == "data":
        folder.rmdir()
        folder.write_text("not a folder")
        blocked = folder
    else:
        blocked = folder / "games"
        blocked.write_text("not a folder")
    err = io.StringIO()
    assert run(console=True, inp=io.StringIO(""), out=io.StringIO(), err=err) == 2
    assert err.getvalue().count("\n") == 1 and str(blocked) in err.getvalue()
    assert main(["games"]) == 2
    captured = capsys.readouterr().err
    assert len(captured.strip().splitlines()) == 1 and str(blocked) in captured and "Traceback" not in captured


def test_a_hostile_index_is_only_a_cache() -> None:
    good = good_game()
    index = games_dir() / ".index.json"
    os.mkfifo(index)
    with deadline("a hostile file"):
        assert [s.path for s in saved_games()] == [good]
    index.unlink()
    index.write_bytes(b"[" * 200_000)
    assert [s.path for s in saved_games()] == [good]


@pytest.mark.parametrize("name", [".index.json", "played.json"])
@pytest.mark.parametrize("kind", ["a link to /dev/zero", "a link to /dev/urandom", "past the limit"])
def test_the_folders_bookkeeping_is_read_carefully(name: str, kind: str) -> None:
    """The index and the played order are files a copied card brings too: never read without end."""
    from companion.core.files import FOLDER_FILE_LIMIT

    good = good_game()
    path = games_dir() / name
    path.unlink(missing_ok=True)
    if kind == "past the limit":
        with path.open("wb") as handle:  # sparse: no 16 MB written to the test's disk
            handle.truncate(FOLDER_FILE_LIMIT + 1)
    else:
        path.symlink_to(kind.rsplit(" ", 1)[-1])
    with deadline("a hostile file"):
        assert [s.path for s in saved_games()] == [good]
        assert latest_unfinished().path == good


def test_a_games_folder_that_cannot_be_listed_is_one_line(monkeypatch, capsys: pytest.CaptureFixture[str]) -> None:
    games_dir()
    real = os.scandir

    def scandir(path):  # noqa: ANN001 - root ignores chmod, so the refusal is injected
        if str(path) == str(games_dir()):
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    assert main(["games"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Permission denied" in err and str(games_dir()) in err
