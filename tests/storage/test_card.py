"""A full or read-only card (issue 17 item 4): the game stays visible, changes are refused in one sentence.

The card is a real tmpfs where the test may mount one (root in a container
usually may): remounted read-only, or filled to its last byte. Where it may
not, a non-root test makes the folder read-only with chmod, and a root one
without mount falls back to errors injected where the journal meets the
system (root ignores chmod).
"""

from __future__ import annotations

import errno
import io
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.app import run
from companion.core import ChanceSource, RuleViolation
from companion.core.journal import CardFull, CardReadOnly, read
from companion.storage import data_dir, games_dir, lock_data_folder, open_saved, saved_games, start_new

WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


class Card:
    """The data folder on a card that can be made read-only or full."""

    def __init__(self, root: Path, mounted: bool, monkeypatch: pytest.MonkeyPatch) -> None:
        self.root, self.mounted, self.monkeypatch = root, mounted, monkeypatch
        self.filler: Path | None = None
        self.injected = False

    def read_only(self) -> str:
        """Make the card read-only; returns how ("tmpfs", "chmod", "injected")."""
        if self.mounted:
            subprocess.run(["mount", "-o", "remount,ro", str(self.root)], check=True)
            return "tmpfs"
        if os.geteuid() != 0:
            for folder, _, files in os.walk(self.root):
                for name in files:
                    os.chmod(Path(folder) / name, 0o440)
                os.chmod(folder, 0o550)
            return "chmod"
        self._inject(errno.EROFS, writes=True)
        return "injected"

    def full(self) -> str:
        """Fill the card to its last byte; returns how ("tmpfs", "injected")."""
        if self.mounted:
            self.filler = self.root / "filler"
            fd = os.open(self.filler, os.O_WRONLY | os.O_CREAT, 0o600)
            try:
                for size in (65536, 4096, 1):  # to the last byte
                    try:
                        while True:
                            os.write(fd, b"\0" * size)
                    except OSError as exc:
                        assert exc.errno == errno.ENOSPC
            finally:
                os.close(fd)
            return "tmpfs"
        self._inject(errno.ENOSPC, writes=False)
        return "injected"

    def free(self) -> None:
        if self.filler is not None:
            self.filler.unlink()
            self.filler = None
        if self.injected:
            self.monkeypatch.undo()
            self.injected = False

    def _inject(self, code: int, *, writes: bool) -> None:
        real_open, real_write = os.open, os.write
        root = str(self.root)

        def refuse(*args: object) -> None:
            raise OSError(code, os.strerror(code))

        def opener(path, flags, *args, **kwargs):  # noqa: ANN001
            if writes and flags & WRITE_FLAGS and str(path).startswith(root):
                refuse()
            return real_open(path, flags, *args, **kwargs)

        def writer(fd: int, data) -> int:  # noqa: ANN001
            if os.readlink(f"/proc/self/fd/{fd}").startswith(root):
                refuse()
            return real_write(fd, data)

        self.monkeypatch.setattr(os, "open", opener)
        self.monkeypatch.setattr(os, "write", writer)
        if writes:
            self.monkeypatch.setattr(os, "ftruncate", lambda fd, length: refuse())
            self.monkeypatch.setattr(os, "replace", lambda *a, **k: refuse())
            self.monkeypatch.setattr(os, "rename", lambda *a, **k: refuse())
        self.injected = True


def _can_mount(where: Path) -> bool:
    if os.geteuid() != 0:
        return False
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=192k,mode=0750", "tmpfs", str(where)], capture_output=True
    )
    return result.returncode == 0


@pytest.fixture
def card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Card]:
    root = tmp_path / "card"
    root.mkdir()
    mounted = _can_mount(root)
    monkeypatch.setenv("COMPANION_DATA_DIR", str(root / "data"))
    made = Card(root, mounted, monkeypatch)
    try:
        yield made
    finally:
        made.free()
        if mounted:
            subprocess.run(["umount", "-l", str(root)], check=False)
        else:
            for folder, _, _files in os.walk(root):
                os.chmod(folder, 0o750)


def a_game(moves: int = 5) -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 4})
    chance = ChanceSource(5)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def test_a_read_only_card_shows_the_game_and_refuses_every_change(card: Card) -> None:
    path = a_game()
    before = path.read_bytes()
    card.read_only()
    table = open_saved(path)  # no traceback: the game opens
    assert len(table.steps) == 5
    assert isinstance(table.writer.failure, CardReadOnly)
    sentence = table.writer.failure.message()
    assert sentence == (
        "The card is read-only: the game is kept up to move 5; restart the companion or replace the card."
    )
    with pytest.raises(CardReadOnly):
        table.submit(table.choose_random(ChanceSource(1)))
    assert len(table.steps) == 5
    with pytest.raises(CardReadOnly):
        table.undo()
    assert len(table.steps) == 5
    table.close()
    assert path.read_bytes() == before
    assert [s.actions for s in saved_games()] == [5]  # listing still works


def test_the_console_on_a_read_only_card_stays_up_and_says_why(card: Card) -> None:
    a_game()
    card.read_only()
    out, err = io.StringIO(), io.StringIO()
    assert run(console=True, inp=io.StringIO("1\nquit\n"), out=out, err=err) == 0
    text = out.getvalue()
    assert "The card is read-only: the game is kept up to move 5" in text
    assert "Refused: The card is read-only" in text
    assert "Traceback" not in text + err.getvalue()


def test_a_new_game_on_a_read_only_card_is_refused_in_one_sentence(card: Card) -> None:
    data_dir()
    games_dir()
    card.read_only()
    with pytest.raises(RuleViolation) as refused:
        start_new("tiny", {"players": ["Ann", "Ben"]})
    assert refused.value.message() == (
        "The card is read-only: no new game can be saved; restart the companion or replace the card."
    )
    err = io.StringIO()
    code = run(console=True, game="tiny", players=["Ann", "Ben"], inp=io.StringIO(""), out=io.StringIO(), err=err)
    assert code == 2 and err.getvalue().strip() == refused.value.message()


def test_the_lock_on_a_read_only_card_is_taken_read_only(card: Card) -> None:
    lock_data_folder().release()  # the lock file exists from an earlier start
    how = card.read_only()
    lock = lock_data_folder()
    if how != "injected":  # with injected errors even a read-only open of the lock file is refused
        assert lock.fd is not None and not lock.writable
    lock.release()


def test_a_full_card_keeps_the_game_up_to_the_last_acknowledged_move(card: Card) -> None:
    """On a real full tmpfs the journal's last page still takes a few lines: play on until the card refuses."""
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 20})
    path = table.writer.path
    chance = ChanceSource(9)
    card.full()
    with pytest.raises(CardFull) as refused:
        for _ in range(400):
            table.submit(table.choose_random(chance))
    moves = len(table.steps)
    assert refused.value.message() == (
        f"The card is full: the game is kept up to move {moves}; free space or replace the card."
    )
    loaded = read(path)
    assert loaded.warnings == [] and len(loaded.entries) == moves  # no tail left to blame on a power loss
    card.free()
    table.submit(table.choose_random(chance))  # space again: the game goes on
    assert table.writer.failure is None
    table.close()
    assert len(read(path).entries) == moves + 1 and read(path).warnings == []


def test_journals_and_folders_are_private(card: Card) -> None:
    os.umask(0o022)
    path = a_game(1)
    assert path.stat().st_mode & 0o777 == 0o640
    assert data_dir().stat().st_mode & 0o777 == 0o750
    assert games_dir().stat().st_mode & 0o777 == 0o750
