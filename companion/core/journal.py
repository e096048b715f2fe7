"""The journal: a game in progress as one JSON Lines file (a public, stable format).

Line 1 is the header::

    {"journal": 1, "game": "tiny", "config": {...}, "created": "2026-11-21T20:00:00+00:00"}

Each later line is one entry, numbered from 1::

    {"n": 1, "action": {"type": "place_tile", "player": 0, "tile": "5C"}}
    {"n": 2, "undo": true}
    {"n": 3, "redo": true}

Durability: the header is written atomically (temporary file, fsync, rename,
fsync of the folder), and every entry is one ``write`` followed by ``fsync``
before the caller shows its effects. A power cut can therefore only leave a
*torn last line*: an incomplete line at the very end of the file. Loading
ignores it with a warning and appending first cuts it off, so nothing
half-written is ever loaded or built upon. Any other malformation is an error
naming the line, because guessing would silently give a different game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import JournalError

VERSION = 1


@dataclass(frozen=True, slots=True)
class Header:
    game: str
    config: dict[str, Any]
    created: str
    version: int = VERSION

    def to_json(self) -> dict[str, Any]:
        return {"journal": self.version, "game": self.game, "config": self.config, "created": self.created}


@dataclass(frozen=True, slots=True)
class Entry:
    """One journal line after the header: an action (raw JSON), an undo or a redo."""

    n: int
    action: dict[str, Any] | None = None
    undo: bool = False
    redo: bool = False
    line: int = 0

    def to_json(self) -> dict[str, Any]:
        if self.undo:
            return {"n": self.n, "undo": True}
        if self.redo:
            return {"n": self.n, "redo": True}
        return {"n": self.n, "action": self.action}


@dataclass(slots=True)
class Loaded:
    """A parsed journal: its header, entries, warnings, and how many bytes are sound."""

    header: Header
    entries: list[Entry]
    warnings: list[str] = field(default_factory=list)
    sound_length: int = 0
    needs_newline: bool = False


def dumps(obj: dict[str, Any]) -> bytes:
    return (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def _parse_header(obj: Any, where: str) -> Header:
    if not isinstance(obj, dict):
        raise JournalError("the header must be a JSON object", path=where, line=1)
    version = obj.get("journal")
    if version != VERSION:
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise JournalError(
                f"journal version {version} is newer than this companion reads ({VERSION})", path=where, line=1
            )
        raise JournalError(f"not a journal header: 'journal' must be {VERSION}, got {version!r}", path=where, line=1)
    extra = sorted(set(obj) - {"journal", "game", "config", "created"})
    if extra:
        raise JournalError(f"unknown header field {extra[0]!r}", path=where, line=1)
    game, config, created = obj.get("game"), obj.get("config"), obj.get("created")
    if not isinstance(game, str) or not game:
        raise JournalError("the header's 'game' must be a game name", path=where, line=1)
    if not isinstance(config, dict):
        raise JournalError("the header's 'config' must be a JSON object", path=where, line=1)
    if not isinstance(created, str):
        raise JournalError("the header's 'created' must be an ISO time string", path=where, line=1)
    return Header(game=game, config=config, created=created)


def _parse_entry(obj: Any, expected_n: int, line: int, where: str) -> Entry:
    if not isinstance(obj, dict):
        raise JournalError("an entry must be a JSON object", path=where, line=line)
    n = obj.get("n")
    if isinstance(n, bool) or not isinstance(n, int):
        raise JournalError(f"entry has no whole number 'n' (got {n!r})", path=where, line=line)
    if n != expected_n:
        raise JournalError(f"entry number {n} out of sequence: expected {expected_n}", path=where, line=line)
    kinds = [key for key in ("action", "undo", "redo") if key in obj]
    extra = sorted(set(obj) - {"n", "action", "undo", "redo"})
    if extra:
        raise JournalError(f"unknown entry field {extra[0]!r}", path=where, line=line)
    if len(kinds) != 1:
        raise JournalError("an entry must have exactly one of 'action', 'undo' or 'redo'", path=where, line=line)
    kind = kinds[0]
    if kind == "action":
        if not isinstance(obj["action"], dict):
            raise JournalError("'action' must be a JSON object", path=where, line=line)
        return Entry(n=n, action=obj["action"], line=line)
    if obj[kind] is not True:
        raise JournalError(f"'{kind}' must be true", path=where, line=line)
    return Entry(n=n, undo=kind == "undo", redo=kind == "redo", line=line)


def parse(data: bytes, where: str = "<journal>") -> Loaded:
    """Parse the bytes of a journal file. A torn last line becomes a warning."""
    if not data.strip():
        raise JournalError("the file is empty: a journal starts with its header line", path=where, line=1)
    lines = data.split(b"\n")
    # data ending in "\n" leaves an empty last piece: every line is complete.
    complete = lines[:-1]
    tail = lines[-1]
    warnings: list[str] = []
    header: Header | None = None
    entries: list[Entry] = []
    offset = 0
    sound_length = 0
    needs_newline = False
    pieces: list[tuple[bytes, bool]] = [(piece, True) for piece in complete]
    if tail:
        pieces.append((tail, False))
    for index, (raw, terminated) in enumerate(pieces):
        line = index + 1
        try:
            text = raw.decode("utf-8")
            obj = json.loads(text)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            if not terminated:
                # Only an unterminated last line can be a write cut short by a power cut.
                warnings.append(
                    f"{where}, line {line}: ignored an incomplete last line ({len(raw)} bytes), "
                    f"probably cut off by a power loss"
                )
                break
            if not raw.strip():
                raise JournalError("blank line", path=where, line=line) from None
            raise JournalError(f"not valid JSON ({exc.__class__.__name__}: {exc})", path=where, line=line) from None
        if header is None:
            header = _parse_header(obj, where)
        else:
            entries.append(_parse_entry(obj, len(entries) + 1, line, where))
        offset += len(raw) + (1 if terminated else 0)
        sound_length = offset
        needs_newline = not terminated
    if header is None:
        raise JournalError("the header line is incomplete", path=where, line=1)
    return Loaded(header, entries, warnings, sound_length, needs_newline)


def read(path: str | os.PathLike[str]) -> Loaded:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise JournalError(f"cannot read: {exc.strerror}", path=str(path)) from None
    return parse(data, str(path))


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` so a power cut leaves the old or the new file, never a mix."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class JournalWriter:
    """Appends entries to a journal file, each one durable before :meth:`append` returns."""

    def __init__(self, path: str | os.PathLike[str], next_n: int, *, durable: bool = True) -> None:
        self.path = Path(path)
        self.next_n = next_n
        self.durable = durable
        self._fd: int | None = os.open(self.path, os.O_WRONLY | os.O_APPEND)

    @classmethod
    def create(cls, path: str | os.PathLike[str], header: Header, *, durable: bool = True) -> JournalWriter:
        path = Path(path)
        if path.exists():
            raise FileExistsError(f"{path} exists already")
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, dumps(header.to_json()))
        return cls(path, 1, durable=durable)

    @classmethod
    def resume(cls, path: str | os.PathLike[str], loaded: Loaded, *, durable: bool = True) -> JournalWriter:
        """Open a loaded journal for appending, first cutting off a torn last line."""
        path = Path(path)
        size = path.stat().st_size
        if size != loaded.sound_length:
            with open(path, "r+b") as handle:
                handle.truncate(loaded.sound_length)
                handle.flush()
                os.fsync(handle.fileno())
        writer = cls(path, len(loaded.entries) + 1, durable=durable)
        if loaded.needs_newline:
            writer._write(b"\n")
        return writer

    def append(self, entry: dict[str, Any]) -> int:
        """Write one entry (``n`` is added here) and make it durable. Returns its ``n``."""
        n = self.next_n
        self._write(dumps({"n": n, **entry}))
        self.next_n += 1
        return n

    def append_entries(self, entries: Iterable[dict[str, Any]]) -> None:
        for entry in entries:
            self.append(entry)

    def _write(self, data: bytes) -> None:
        if self._fd is None:
            raise ValueError("journal is closed")
        view = memoryview(data)
        while view:
            written = os.write(self._fd, view)
            view = view[written:]
        if self.durable:
            os.fsync(self._fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
