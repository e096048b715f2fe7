"""Reading a file someone put on the card, without trusting it: the one careful reader.

Every file the companion reads from the data folder or the configuration
comes from an owner, a backup or a copied card, never only from the
companion itself: saved games, the owner's printed tables (a board or a
card saved by a calibration screen), the configuration file and the
layout files it names, the preferences, the games folder's index and
played-order counter. A plain ``open`` of such a
file can stop the companion for good: a named pipe blocks the ``open``
until someone writes to it, a link to ``/dev/zero`` reads until memory runs
out, ``/dev/urandom`` reads forever, and a huge file is read whole before
anyone looks at it. So every one goes through :func:`read_file`, the way
the journal reader began: opened non-blocking (a pipe cannot hold it up),
only a regular file read, and never more than a limit chosen for what the
file holds. Whatever is wrong is one :class:`UnreadableFile` whose sentence
names the file and says why, in words a screen can translate.

The limits are far above anything the companion writes (see each one), so
only a file that is not what its name says ever meets them.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from .i18n import N_, N_plural, Phrase, fill

KIB = 1024
MIB = 1024 * KIB

OWNER_FILE_LIMIT = 1 * MIB
"""A table, configuration or layout typed by an owner: the largest packaged one is about 8 KB."""

PREFERENCES_LIMIT = 64 * KIB
"""``preferences.json``: five values, about 100 bytes."""

JOURNAL_LIMIT = 4 * MIB
"""A saved game. The longest of 80 random six-player games (``companion simulate --journal-dir``) is
a Mad Market game of 48 KB and 750 lines; 4 MB is eighty times that, or 160,000 undo and redo
presses on top of it. Reading stops there, so a listing never holds more than this of one file."""

FOLDER_FILE_LIMIT = 16 * MIB
"""The games folder's own bookkeeping (``.index.json``, ``played.json``): a few hundred bytes a game."""


class UnreadableFile(Exception):
    """A file that cannot be read as the file it is named for; the sentence names it and says why.

    ``template`` is an ``N_`` sentence that follows the file's name ("…/board.toml
    cannot be read: it is a named pipe, not a file"), with ``data`` for its
    slots, so a refusal built on it (a printed table's, a journal's) can show
    it in the player's language; ``str()`` is ``PATH: problem`` in English,
    for logs and the command line.
    """

    def __init__(self, path: str | os.PathLike[str], template: str, **data: Any) -> None:
        self.path = str(path)
        self.template = template
        self.data = data
        super().__init__(f"{self.path}: {self.problem}")

    @property
    def problem(self) -> Phrase:
        """What is wrong, without the file's name: ``cannot be read: it is a named pipe, not a file``."""
        return Phrase(self.template, **self.data)

    def message(self, translate: Any = None) -> str:
        """The problem in the language of ``translate`` (English without one), without the file's name."""
        return fill(self.template, self.data, translate)


_KINDS = (
    (stat.S_ISDIR, N_("cannot be read: it is a folder, not a file")),
    (stat.S_ISFIFO, N_("cannot be read: it is a named pipe, not a file")),
    (stat.S_ISSOCK, N_("cannot be read: it is a socket, not a file")),
    (stat.S_ISCHR, N_("cannot be read: it is a device, not a file")),
    (stat.S_ISBLK, N_("cannot be read: it is a device, not a file")),
)

TOO_LARGE = N_plural(
    "cannot be read: it is too large ({size:,} byte; at most {limit:,})",
    "cannot be read: it is too large ({size:,} bytes; at most {limit:,})",
    "size",
)
NOT_UTF8 = N_("cannot be read: it is not UTF-8 text (byte {offset}); save it as UTF-8")


def _not_regular(mode: int) -> str:
    for test, template in _KINDS:
        if test(mode):
            return template
    return N_("cannot be read: it is not a plain file")


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them, without ever blocking.

    Anything but a regular file is refused: looked at with ``stat`` first (a
    device is never opened), then opened with ``O_NONBLOCK`` (so a named pipe
    put there meanwhile cannot hold the ``open``) and checked again with
    ``fstat`` on that descriptor. A file larger than ``limit`` is refused
    from its size, before a byte is read; and since a size can lie (a file
    still growing, a special file system), reading stops at ``limit + 1``
    bytes whatever the size said. Raises :class:`UnreadableFile`, never
    anything else the file could cause.
    """
    return _read(path, limit, head=False)[0]


def read_head(path: str | os.PathLike[str], limit: int) -> tuple[bytes, bool]:
    """The first ``limit`` bytes of the regular file at ``path``, and whether that is the whole file.

    For what may use the beginning of a file too large to read whole (a
    salvage keeps the sound start of a journal); otherwise as :func:`read_file`.
    """
    return _read(path, limit, head=True)


def _read(path: str | os.PathLike[str], limit: int, *, head: bool) -> tuple[bytes, bool]:
    path = Path(path)
    try:
        # Looked at before it is opened: a device is never opened at all (opening one can mean
        # something to its driver), and after the open its descriptor is checked again.
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(path, _not_regular(mode))
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except FileNotFoundError:
        if path.is_symlink():
            raise UnreadableFile(path, N_("cannot be read: it is a link to a file that does not exist")) from None
        raise UnreadableFile(path, N_("cannot be read: it does not exist")) from None
    except OSError as exc:
        raise UnreadableFile(path, N_("cannot be read: {reason}"), reason=_reason(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(path, _not_regular(info.st_mode))
        if info.st_size > limit and not head:
            raise UnreadableFile(path, TOO_LARGE, size=info.st_size, limit=limit)
        chunks: list[bytes] = []
        length = 0
        while length <= limit:
            chunk = os.read(fd, min(MIB, limit + 1 - length))
            if not chunk:
                break
            chunks.append(chunk)
            length += len(chunk)
        data = b"".join(chunks)
        if length > limit:
            if not head:
                raise UnreadableFile(path, TOO_LARGE, size=max(info.st_size, length), limit=limit)
            return data[:limit], False
        return data, True
    except OSError as exc:
        raise UnreadableFile(path, N_("cannot be read: {reason}"), reason=_reason(exc)) from None
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """The UTF-8 text of the regular file at ``path`` (see :func:`read_file`); other bytes are one refusal."""
    data = read_file(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(path, NOT_UTF8, offset=exc.start) from None


def _reason(exc: OSError) -> str:
    """The system's words for a failed ``open`` or ``read`` ("Permission denied")."""
    return exc.strerror or exc.__class__.__name__
