"""One companion per data folder (issue 17 item 1): a second ``play`` is told who holds it and exits 2.

The holder is a real second process, as at a table where the service runs
and someone starts ``companion play`` by hand; reading commands go on
without the lock.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from companion import storage
from companion.core import ChanceSource
from companion.core.journal import JournalBusy, JournalWriter, read
from companion.storage import DataFolderBusy, data_dir, lock_data_folder, open_saved, start_new

REPO = Path(__file__).resolve().parents[2]
HOLDER = textwrap.dedent(
    """
    import sys
    from companion.storage import lock_data_folder
    lock = lock_data_folder()
    print("locked", flush=True)
    sys.stdin.readline()
    lock.release()
    """
)


def environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "COMPANION_DATA_DIR": str(data_dir())}


@pytest.fixture
def holder():
    """A second process holding the data folder's lock until the test ends."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER],
        env=environment(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout.readline().strip() == "locked"
        yield process
    finally:
        process.stdin.close()
        process.wait(timeout=30)


def a_game() -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 2})
    chance = ChanceSource(3)
    for _ in range(3):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def companion(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args],
        env=environment(),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_second_play_says_who_holds_the_folder_and_exits_2(holder) -> None:
    path = a_game()
    before = path.read_bytes()
    result = companion("play", "--console", stdin="quit\n")
    assert result.returncode == 2
    line = result.stderr.strip()
    assert len(line.splitlines()) == 1 and "Traceback" not in line
    assert re.fullmatch(
        rf"Another companion \(pid {holder.pid}, started \d\d:\d\d\) is using {re.escape(str(data_dir()))}; close it first",
        line,
    )
    assert path.read_bytes() == before  # nothing was touched


def test_reading_commands_need_no_lock(holder) -> None:
    path = a_game()
    listed = companion("games")
    assert listed.returncode == 0 and listed.stdout.startswith(path.name)
    replayed = companion("replay", path.name)
    assert replayed.returncode == 0, replayed.stderr


def test_the_lock_goes_with_the_process(holder) -> None:
    with pytest.raises(DataFolderBusy, match=f"pid {holder.pid}"):
        lock_data_folder()
    holder.stdin.close()
    holder.wait(timeout=30)
    lock = lock_data_folder()  # the kernel dropped it with the holder
    assert lock.fd is not None and lock.writable
    lock.release()


def test_salvage_from_the_command_line_waits_for_the_folder(holder) -> None:
    path = a_game()
    path.write_bytes(path.read_bytes() + b"junk\n")
    result = companion("salvage", path.name)
    assert result.returncode == 2 and "close it first" in result.stderr
    assert path.read_bytes().endswith(b"junk\n")


def test_the_lock_file_names_its_holder() -> None:
    lock = lock_data_folder()
    text = (data_dir() / storage.LOCK_NAME).read_text()
    assert f'"pid": {os.getpid()}' in text and '"started"' in text
    lock.release()


def test_one_journal_has_one_writer() -> None:
    """Even inside one folder's lock, a journal open for writing cannot be opened for writing again."""
    path = a_game()
    first = open_saved(path)
    second = open_saved(path)
    assert isinstance(second.writer.failure, JournalBusy)
    with pytest.raises(JournalBusy):
        second.submit(second.choose_random(ChanceSource(1)))
    first.submit(first.choose_random(ChanceSource(1)))
    first.close()
    second.close()
    assert read(path).warnings == [] and len(read(path).entries) == 4
    third = JournalWriter(path, 5)
    third.close()


# -- a lock file that is a link: repaired, or refused in one sentence ------------------------------------


def link_lock(to: Path) -> Path:
    lock = data_dir() / storage.LOCK_NAME
    lock.unlink(missing_ok=True)
    lock.symlink_to(to)
    return lock


@pytest.mark.parametrize("kind", ["dangling", "to a file"])
def test_a_lock_file_that_is_a_link_is_replaced_and_holds_the_folder(kind: str, tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.txt"
    if kind == "to a file":
        target.write_text("not the companion's\n")
    lock_path = link_lock(target)
    lock = lock_data_folder()
    try:
        assert lock.fd is not None and lock.writable
        assert not lock_path.is_symlink() and lock_path.is_file()
        assert lock.note is not None and str(lock_path) in lock.note and "link" in lock.note
        assert len(lock.note.splitlines()) == 1
        if kind == "to a file":
            assert target.read_text() == "not the companion's\n"  # the link's target is never written
        else:
            assert not target.exists()  # nor made
        with pytest.raises(DataFolderBusy):
            lock_data_folder()
    finally:
        lock.release()


def test_a_second_console_is_refused_when_the_lock_file_was_a_link(tmp_path: Path) -> None:
    """The case at the table: the first companion repairs the lock; the second is told who holds it."""
    link_lock(tmp_path / "gone.lock")
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER], env=environment(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout.readline().strip() == "locked"
        path = a_game()
        before = path.read_bytes()
        result = companion("play", "--console", stdin="quit\n")
        assert result.returncode == 2 and f"pid {process.pid}" in result.stderr and "close it first" in result.stderr
        assert path.read_bytes() == before
    finally:
        process.stdin.close()
        process.wait(timeout=30)


def test_the_console_says_the_repair_in_one_line(tmp_path: Path) -> None:
    lock_path = link_lock(tmp_path / "gone.lock")
    a_game()
    result = companion("play", "--console", stdin="quit\n")
    assert result.returncode == 0, result.stderr
    said = [line for line in result.stderr.splitlines() if str(lock_path) in line]
    assert len(said) == 1 and "link" in said[0]


def test_a_link_that_cannot_be_removed_is_refused_in_one_sentence(tmp_path: Path, monkeypatch) -> None:
    lock_path = link_lock(tmp_path / "gone.lock")
    real = os.unlink

    def refuse(path, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003 - root ignores permissions: injected
        if str(path) == str(lock_path):
            raise PermissionError(13, "Permission denied")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", refuse)
    with pytest.raises(DataFolderBusy) as refused:
        lock_data_folder()
    message = str(refused.value)
    assert str(lock_path) in message and "link" in message and len(message.splitlines()) == 1
    assert lock_path.is_symlink()


def test_a_named_pipe_where_the_lock_file_belongs_is_replaced() -> None:
    lock_path = data_dir() / storage.LOCK_NAME
    os.mkfifo(lock_path)
    lock = lock_data_folder()
    try:
        assert lock.fd is not None and lock_path.is_file() and "special file" in str(lock.note)
    finally:
        lock.release()


def test_a_folder_named_like_the_lock_file_is_refused_in_one_sentence() -> None:
    lock_path = data_dir() / storage.LOCK_NAME
    lock_path.mkdir()
    (lock_path / "keep").write_text("x")
    with pytest.raises(DataFolderBusy) as refused:
        lock_data_folder()
    assert str(lock_path) in str(refused.value) and "folder" in str(refused.value)
