"""The journal: a game in progress as one JSON Lines file (a public, stable format).

Line 1 is the header::

    {"journal": 1, "game": "tiny", "config": {...}, "created": "2026-11-21T20:00:00+00:00"}

Each later line is one entry, numbered from 1::

    {"n": 1, "action": {"type": "place_tile", "player": 0, "tile": "5C"}}
    {"n": 2, "undo": true}
    {"n": 3, "redo": true}
    {"n": 4, "correct": {"step": 1, "action": {"type": "place_tile", "player": 0, "tile": "5D"}}}
    {"n": 5, "adjust": {"position": {...}, "reason": "the bank paid Ann $100 too much"}}
    {"n": 6, "insert": {"step": 1, "action": {"type": "place_tile", "player": 0, "tile": "6A"}}}
    {"n": 7, "unfix": true}

Durability: the header is written atomically (temporary file, fsync, rename,
fsync of the folder), and every entry is one ``write`` followed by ``fsync``
before the caller shows its effects. A power cut can therefore only leave a
*torn last line*: an incomplete line at the very end of the file. Loading
ignores it with a warning and appending first cuts it off, so nothing
half-written is ever loaded or built upon. Any other malformation is an error
naming the line, because guessing would silently give a different game.

A write the card refuses (full, read-only, failing) is never acknowledged:
the writer cuts the file back to its last good entry before anything else is
written and raises :class:`StorageRefused`, a refusal like any rule's, whose
one sentence says how far the game is kept. A writer opened on a card that
cannot be written at all is *read-only*: the game can be shown, every change
is refused with that sentence. Each open writer holds an exclusive lock on its
file, so a second process can never interleave its entries.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import field
from json.encoder import c_make_encoder as _make_encoder  # type: ignore[attr-defined]  # None without the C module
from json.encoder import encode_basestring as _encode_string  # what json.dumps escapes a text with
from pathlib import Path
from typing import Any, ClassVar, NoReturn

from companion.data_classes import dataclass
from companion.loggers import later

from .errors import JournalError, RuleViolation
from .i18n import N_

log = later(__name__)

VERSION = 1
FILE_MODE = 0o640
"""Journals and settings: the owner writes, the group (an admin) reads, nobody else."""


class StorageRefused(RuleViolation):
    """The card refused a write: nothing was acknowledged, and the journal holds the game up to ``moves``."""

    code = "storage_refused"
    template = N_("The card cannot be written: the game is kept up to move {moves}; replace the card.")


class CardFull(StorageRefused):
    code = "card_full"
    template = N_("The card is full: the game is kept up to move {moves}; free space or replace the card.")


class CardReadOnly(StorageRefused):
    code = "card_read_only"
    template = N_(
        "The card is read-only: the game is kept up to move {moves}; restart the companion or replace the card."
    )


class JournalBusy(StorageRefused):
    code = "journal_busy"
    template = N_("Another companion is writing this game: it is shown here read-only, kept up to move {moves}.")


NEW_GAME_TEMPLATES = {
    CardFull: N_("The card is full: no new game can be saved; free space or replace the card."),
    CardReadOnly: N_("The card is read-only: no new game can be saved; restart the companion or replace the card."),
    StorageRefused: N_("The card cannot be written: no new game can be saved; replace the card."),
}

_FULL = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


def refusal(exc: OSError, moves: int | None, path: str | os.PathLike[str] | None = None) -> StorageRefused:
    """The player's sentence for a failed write: full, read-only or failing card.

    ``moves`` is how many entries the journal keeps; None for a game that
    could not be created at all. The file and the system's words stay in
    ``data`` for the log.
    """
    kind: type[StorageRefused] = StorageRefused
    if exc.errno in _FULL:
        kind = CardFull
    elif exc.errno in _READ_ONLY:
        kind = CardReadOnly
    detail = {"path": str(path) if path is not None else "", "reason": exc.strerror or str(exc)}
    if moves is None:
        return kind(NEW_GAME_TEMPLATES[kind], moves=0, **detail)
    return kind(moves=moves, **detail)


@dataclass(frozen=True, slots=True)
class Header:
    game: str
    config: dict[str, Any]
    created: str
    version: int = VERSION

    def to_json(self) -> dict[str, Any]:
        return {"journal": self.version, "game": self.game, "config": self.config, "created": self.created}


@dataclass(frozen=True)
class Entry:
    """One journal line after the header: an action (raw JSON), an undo, a redo or a correction.

    A correction (``correct``) replaces the action of an earlier effective step (``step``, counted from 1)
    with another (``action``, raw JSON); the steps after it that the rules still accept follow it. An
    addition (``insert``) puts a forgotten action before effective step ``step``; that step and the ones
    after it that the rules still accept follow it.

    Not slotted: the fields left at their defaults are read from the class, so the usual line's entry
    (:func:`_action_entry`) holds only its number and its action, its ``action`` and ``line`` read through
    the class too (:class:`_Usual`)."""

    n: int
    action: dict[str, Any] | None = None
    undo: bool = False
    redo: bool = False
    line: int = 0
    correct: int = 0  # the step a correction replaces (its action is ``action``); 0: not a correction
    insert: int = 0  # the step an addition comes before (its action is ``action``); 0: not an addition
    adjust: dict[str, Any] | None = None  # a correction of the present state: {"position": ..., "reason": ...}
    unfix: bool = False  # the latest correction or addition taken back whole, right after it
    plain: ClassVar[dict[str, Any] | None] = None
    """The action of an entry :func:`parse` made of the usual line (an action and nothing else), None on any
    other (not a field: equal entries may differ in it). Replay plays a run of such entries at once, reading
    each one's action here without asking for its other fields (:func:`~companion.core.table.replay`: every
    attribute an entry leaves to its class costs a look-up there); an entry made otherwise takes its general
    way, to the same game."""

    def to_json(self) -> dict[str, Any]:
        if self.undo:
            return {"n": self.n, "undo": True}
        if self.redo:
            return {"n": self.n, "redo": True}
        if self.correct:
            return {"n": self.n, "correct": {"step": self.correct, "action": self.action}}
        if self.insert:
            return {"n": self.n, "insert": {"step": self.insert, "action": self.action}}
        if self.adjust is not None:
            return {"n": self.n, "adjust": self.adjust}
        if self.unfix:
            return {"n": self.n, "unfix": True}
        return {"n": self.n, "action": self.action}


class _Usual:
    """A field of :class:`Entry` as the class gives it: its default, or (to the entry of a usual line, which
    leaves it out of its ``__dict__``) what that entry's number and action make it.

    The usual line's entry holds only its number and its action (as :attr:`Entry.plain`): its ``action`` is
    that action and its ``line`` the one after its number's (the header is line 1), read here. Every other
    entry holds the field in its ``__dict__``, which Python reads before this descriptor (it has no
    ``__set__``): a store less for every line read cost a little more on the rare reads that come here.
    """

    __slots__ = ("default", "usual")

    def __init__(self, default: Any, usual: Callable[[Any], Any]) -> None:
        self.default = default
        self.usual = usual

    def __get__(self, entry: Any, owner: Any = None) -> Any:
        return self.default if entry is None else self.usual(entry)


for _name, _usual in (
    ("action", _Usual(None, lambda entry: entry.plain)),
    ("line", _Usual(0, lambda entry: entry.n + 1)),
):
    setattr(Entry, _name, _usual)  # after the dataclass has made its constructor, which sets every field itself
del _name, _usual


_new = object.__new__


def _action_entry(n: int, action: dict[str, Any], line: int) -> Entry:
    """``Entry(n, action, line=line)``, the entry of nearly every line, made without the constructor.

    Reading a journal makes one entry per line, and the constructor setting
    seven fields of a frozen instance was a sixth of parsing a line: this one
    gives the instance a dict of its number and its action (as
    :attr:`Entry.plain`), the class giving the others (:class:`_Usual`), equal
    to the constructor's entry. A line that is not the one after its
    number's is kept as it is.
    """
    entry = _new(Entry)
    fields = entry.__dict__  # filled in place: a dict of its own set as ``__dict__`` costs a fifth more
    fields["n"] = n
    fields["plain"] = action
    if line != n + 1:
        fields["line"] = line
    return entry


@dataclass(slots=True)
class Loaded:
    """A parsed journal: its header, entries, warnings, and how many bytes are sound."""

    header: Header
    entries: list[Entry]
    warnings: list[str] = field(default_factory=list)
    sound_length: int = 0
    needs_newline: bool = False


_DEFAULT = json.JSONEncoder().default
"""What ``json.dumps`` calls for a value JSON has no form for (it raises the TypeError that names its type)."""
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # set in __init__
"""``json.loads``'s scanner with its own settings (C where Python has it): ``(value, end)`` of the text at an index."""


def _text(obj: Any) -> str:
    """``json.dumps(obj, separators=(",", ":"), ensure_ascii=False)``, the same text and the same errors.

    ``json.dumps`` builds a ``JSONEncoder`` and its C encoder for every call,
    through several Python frames: two thirds of a journal line's cost. This
    builds only the C encoder, with exactly the settings ``dumps`` hands it
    (a fresh dict to catch a circular reference, the same ``default``); a
    string, and a Python without the C encoder, take ``json.dumps`` itself.
    """
    if _make_encoder is None or isinstance(obj, str):
        return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
    return "".join(_make_encoder({}, _DEFAULT, _encode_string, None, ":", ",", False, False, True)(obj, 0))


json_text = _text
"""A journal line's text without its newline: what :func:`dumps` encodes (an action's, when its codec has none)."""


def dumps(obj: dict[str, Any]) -> bytes:
    """One journal line: ``obj`` as compact JSON in UTF-8 (letters as they are), and its newline."""
    return (_text(obj) + "\n").encode("utf-8")


def echo(obj: dict[str, Any]) -> Any:
    """``json.loads(dumps(obj))``: ``obj`` as a journal line reads back, raising what :func:`dumps` raises.

    The table's gate hands every input through here, so what it accepts is
    exactly what a replay will read. The line is parsed as the text it was
    encoded from (decoding the UTF-8 just written gives that text back), by
    ``json.loads``'s own scanner: a line written by :func:`dumps` is always
    one JSON value and nothing after it but its newline.
    """
    text = _text(obj)
    text.encode("utf-8")  # a lone surrogate has no UTF-8 form: refused as dumps refuses it
    return _SCAN(text, 0)[0]


def _loads(text: str) -> Any:
    """``json.loads(text)``, the same value and the same errors; a line that is one JSON object is read directly.

    ``json.loads`` goes through four Python frames and two regular
    expressions around its C scanner; a journal line as the companion writes
    it (``{...}``, nothing around it) needs only the scanner. Anything else,
    and any line the scanner does not read to its end, goes to ``json.loads``
    for its value or its exact error.
    """
    if text[:1] == "{" and text[-1:] == "}":
        try:
            obj, end = _SCAN(text, 0)
        except (ValueError, StopIteration, RecursionError):
            pass
        else:
            if end == len(text):
                return obj
    return json.loads(text)


def _reason(exc: BaseException) -> str:
    """A parse failure in a few words: a list of damaged games has one line for it."""
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} at column {exc.colno}"
    if isinstance(exc, UnicodeDecodeError):
        return "bytes that are not UTF-8 text"
    if "integer string conversion" in str(exc):
        return "a number with too many digits"
    return str(exc)[:100]


def _parse_header(obj: Any, where: str) -> Header:
    if not isinstance(obj, dict):
        raise JournalError("the header must be a JSON object", path=where, line=1)
    version = obj.get("journal")
    # Only the integer 1: ``True == 1`` and ``1.0 == 1`` in Python, but neither is this format's version.
    if type(version) is not int or version != VERSION:
        if type(version) is int and version > VERSION:
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


_KINDS = ("action", "undo", "redo", "correct", "insert", "adjust", "unfix")
"""What an entry after the header may be: exactly one of these, besides its number."""


def _parse_entry(obj: Any, expected_n: int, line: int, where: str) -> Entry:
    if not isinstance(obj, dict):
        raise JournalError("an entry must be a JSON object", path=where, line=line)
    n = obj.get("n")
    action = obj.get("action")
    if type(n) is int and n == expected_n and type(action) is dict and len(obj) == 2:  # the usual line, at once
        return _action_entry(n, action, line)
    if isinstance(n, bool) or not isinstance(n, int):
        raise JournalError(f"entry has no whole number 'n' (got {n!r})", path=where, line=line)
    if n != expected_n:
        raise JournalError(f"entry number {n} out of sequence: expected {expected_n}", path=where, line=line)
    kinds = [key for key in _KINDS if key in obj]
    extra = sorted(set(obj) - {"n", *_KINDS})
    if extra:
        raise JournalError(f"unknown entry field {extra[0]!r}", path=where, line=line)
    if len(kinds) != 1:
        raise JournalError(
            "an entry must have exactly one of 'action', 'undo', 'redo', 'correct', 'insert', 'adjust' or 'unfix'",
            path=where,
            line=line,
        )
    kind = kinds[0]
    if kind == "action":
        if not isinstance(obj["action"], dict):
            raise JournalError("'action' must be a JSON object", path=where, line=line)
        return Entry(n=n, action=obj["action"], line=line)
    if kind in ("correct", "insert"):
        return _parse_correction(kind, obj[kind], n, line, where)
    if kind == "adjust":
        body = obj["adjust"]
        if (
            not isinstance(body, dict)
            or sorted(body) != ["position", "reason"]
            or not isinstance(body["position"], dict)
            or not isinstance(body["reason"], str)
        ):
            raise JournalError(
                "'adjust' must be a JSON object with a 'position' object and a 'reason'", path=where, line=line
            )
        return Entry(n=n, adjust=body, line=line)
    if obj[kind] is not True:
        raise JournalError(f"'{kind}' must be true", path=where, line=line)
    return Entry(n=n, undo=kind == "undo", redo=kind == "redo", unfix=kind == "unfix", line=line)


def _parse_correction(kind: str, body: Any, n: int, line: int, where: str) -> Entry:
    """A correction (``correct``) or an addition (``insert``): both are a step and an action."""
    if not isinstance(body, dict) or sorted(body) != ["action", "step"]:
        raise JournalError(f"'{kind}' must be a JSON object with 'step' and 'action'", path=where, line=line)
    step, name = body["step"], "a correction" if kind == "correct" else "an addition"
    if isinstance(step, bool) or not isinstance(step, int) or step < 1:
        raise JournalError(f"{name}'s 'step' must be a whole number from 1 (got {step!r})", path=where, line=line)
    if not isinstance(body["action"], dict):
        raise JournalError(f"{name}'s 'action' must be a JSON object", path=where, line=line)
    if kind == "insert":
        return Entry(n=n, action=body["action"], insert=step, line=line)
    return Entry(n=n, action=body["action"], correct=step, line=line)


def parse(data: bytes, where: str = "<journal>") -> Loaded:
    """Parse the bytes of a journal file. A torn last line becomes a warning."""
    if not data.strip():
        raise JournalError("the file is empty: a journal starts with its header line", path=where, line=1)
    sound = _parse_sound(data, where)
    if sound is not None:
        return sound
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
            obj = _loads(text)
        except (ValueError, RecursionError) as exc:
            # ValueError covers bad UTF-8, bad JSON and a number too long to convert;
            # RecursionError a line nested deeper than the parser goes. None of them may escape.
            if not terminated:
                # Only an unterminated last line can be a write cut short (a power cut, or a
                # write the card refused before the companion could cut it back).
                warnings.append(
                    f"{where}, line {line}: ignored an incomplete last line ({len(raw)} bytes): "
                    f"a write was cut short before it was acknowledged"
                )
                break
            if not raw.strip():
                raise JournalError("blank line", path=where, line=line) from None
            raise JournalError(f"not valid JSON ({_reason(exc)})", path=where, line=line) from None
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


def _parse_sound(data: bytes, where: str) -> Loaded | None:
    """:func:`parse` of a journal as the companion writes it, in one pass; None for anything else.

    A sound journal is UTF-8 text whose every line is one JSON object, ending
    at its newline. It is read as one text, each line's object scanned where
    it starts (``json.loads``'s own scanner): no line is cut out, decoded or
    checked apart, which was a third of replaying an entry. Anything out of
    the ordinary (bytes that are not UTF-8, a torn or unterminated last line,
    a line that is not one object up to its newline, spaces around one)
    returns None, and :func:`parse` reads line by line as before, for the
    same value or its exact error and warning. What a line holds is checked
    here as there (:func:`_parse_header`, :func:`_parse_entry`).
    """
    if not data.endswith(b"\n"):
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    scan, new = _SCAN, _new
    header: Header | None = None
    entries: list[Entry] = []
    add = entries.append
    line = 0  # the entry a line holds (the header is entry 0), one less than its line's number
    pieces = text.split("\n")  # cut in one call: finding each newline apart cost twice the cut
    pieces.pop()  # the empty piece after the last newline
    for raw in pieces:
        if line:  # the usual line, {"n":N,"action":{...}} with N its entry's number: only its action is scanned
            head = f'{{"n":{line},"action":'
            if raw.startswith(head):
                try:
                    action, stop = scan(raw, len(head))
                except (ValueError, StopIteration, RecursionError):
                    return None
                if stop + 1 == len(raw) and raw[stop] == "}" and type(action) is dict:  # the line's object closes
                    entry = new(Entry)  # _action_entry(line, action, line + 1), without its call
                    fields = entry.__dict__
                    fields["n"] = line
                    fields["plain"] = action
                    add(entry)
                    line += 1
                    continue
        if raw[:1] != "{":
            return None
        try:
            obj, stop = scan(raw, 0)  # a dict: the line starts with "{"
        except (ValueError, StopIteration, RecursionError):
            return None
        if stop != len(raw):  # more after the object on its line, or an object spread over lines
            return None
        if line:
            n, action = obj.get("n"), obj.get("action")
            if type(n) is int and n == line and type(action) is dict and len(obj) == 2:  # the usual line, at once
                add(_action_entry(n, action, line + 1))
            else:
                add(_parse_entry(obj, line, line + 1, where))  # entry ``line`` is on line ``line + 1``
        else:
            header = _parse_header(obj, where)
        line += 1
    if header is None:
        return None
    return Loaded(header, entries, [], len(data), False)


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file, without ever blocking.

    A FIFO named like a journal would block a plain ``open`` forever, so the
    file is opened non-blocking and anything but a regular file (a FIFO, a
    folder, a device) is refused with one line naming it, as is a link to a
    file that is gone.
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except FileNotFoundError:
        if path.is_symlink():
            raise JournalError("cannot read: a link to a file that does not exist", path=str(path)) from None
        raise JournalError("cannot read: the file does not exist", path=str(path)) from None
    except OSError as exc:
        raise JournalError(f"cannot read: {exc.strerror}", path=str(path)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise JournalError(f"not a regular file ({_kind(info.st_mode)})", path=str(path))
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise JournalError(f"cannot read: {exc.strerror}", path=str(path)) from None
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a plain file"


def read(path: str | os.PathLike[str]) -> Loaded:
    return parse(read_bytes(path), str(path))


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` so a power cut leaves the old or the new file, never a mix.

    A failure (a full or read-only card) raises the OSError and leaves the old
    file as it was; the temporary file is removed when it can be.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte; a write that makes no progress is a full card, not a reason to spin."""
    written = os.write(fd, data)
    if written != len(data):  # the usual case is one short line in one write
        _write_rest(fd, data, written)


def _put(fd: int, data: bytes, durable: bool) -> None:
    """Append all of ``data`` (the usual line goes in one ``write``) and, if ``durable``, make it so (``fsync``)
    before returning: what every journal entry is written by. An OSError leaves the caller to cut back."""
    written = os.write(fd, data)
    if written != len(data):
        _write_rest(fd, data, written)
    if durable:
        os.fsync(fd)


def _write_rest(fd: int, data: bytes, written: int) -> None:
    """:func:`_write_all` after a first write that took only ``written`` bytes of ``data``."""
    if written <= 0:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    view = memoryview(data)[written:]
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


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


def steps_of(entries: Iterable[Entry]) -> int:
    """The game's steps a journal's entries leave: each action and redo adds one, each undo takes one back.

    A correction is counted as keeping every step and an addition as adding one (only a replay knows which
    later steps they dropped: a resumed table sets the writer's count from its history)."""
    return sum(-1 if entry.undo else 0 if entry.correct or entry.unfix else 1 for entry in entries)


class JournalWriter:
    """Appends entries to a journal file, each one durable before :meth:`append` returns.

    ``good`` is the file's length after the last acknowledged entry. A failed
    append (the write or the fsync) cuts the file back to it, so a refused
    entry never stays behind to corrupt the next one; if even that fails, no
    later append is tried until the file is back to ``good``. ``failure`` is
    the latest refusal (None once a write succeeds again): the screen shows it.
    """

    def __init__(self, path: str | os.PathLike[str], next_n: int, *, durable: bool = True) -> None:
        self.path = Path(path)
        self.next_n = next_n
        self.durable = durable
        self.failure: StorageRefused | None = None
        self._closed = False
        self._prefix = b""
        self._ragged = False  # True after a failed write whose cut failed too: the tail is not known good
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise
        self._fd: int | None = fd
        self.good = os.fstat(fd).st_size

    @classmethod
    def read_only(cls, path: str | os.PathLike[str], next_n: int, failure: StorageRefused) -> JournalWriter:
        """A writer for a game that cannot be written: every append is refused with ``failure``."""
        writer = cls.__new__(cls)
        writer.path = Path(path)
        writer.next_n = next_n
        writer.durable = True
        writer.failure = failure
        writer._closed = False
        writer._prefix = b""
        writer._ragged = False
        writer._fd = None
        writer.good = 0
        return writer

    @property
    def writable(self) -> bool:
        return self._fd is not None

    steps: int = 0
    """The game's steps the journal holds, as the log numbers them: an undo takes one back, a redo gives
    it again (what a refusal says is kept; entries also count the undos and redos)."""

    @property
    def moves(self) -> int:
        """How far the game is kept, in its steps (what a refusal's "kept up to move N" says)."""
        return self.steps

    @classmethod
    def create(cls, path: str | os.PathLike[str], header: Header, *, durable: bool = True) -> JournalWriter:
        """Write the header of a new game; a card that refuses raises :class:`StorageRefused` (no game)."""
        path = Path(path)
        if path.exists():
            raise FileExistsError(f"{path} exists already")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, dumps(header.to_json()))
            return cls(path, 1, durable=durable)
        except FileExistsError:
            raise
        except OSError as exc:
            raise refusal(exc, None, path) from exc

    @classmethod
    def resume(cls, path: str | os.PathLike[str], loaded: Loaded, *, durable: bool = True) -> JournalWriter:
        """Open a loaded journal for appending, first cutting off a torn last line.

        A card that cannot be written, or a journal another process holds,
        gives a read-only writer instead of an error: the game is still shown.
        """
        path = Path(path)
        next_n = len(loaded.entries) + 1
        kept = steps_of(loaded.entries)
        try:
            writer = cls(path, next_n, durable=durable)
        except BlockingIOError:
            log.error("%s is open for writing in another process: shown read-only", path)
            busy = cls.read_only(path, next_n, JournalBusy(moves=kept, path=str(path)))
            busy.steps = kept
            return busy
        except OSError as exc:
            log.error("cannot open %s for writing: %s; the game is shown read-only", path, exc)
            refused = cls.read_only(path, next_n, refusal(exc, kept, path))
            refused.steps = kept
            return refused
        writer.steps = kept
        if loaded.needs_newline:
            writer._prefix = b"\n"  # the last entry lacks its newline: the next write starts with it
        if writer.good != loaded.sound_length or loaded.needs_newline:
            writer.good = loaded.sound_length  # what the file must be cut to before anything is appended
            try:
                writer._cut(loaded.sound_length)
                if writer._prefix:
                    writer._write(b"")
            except OSError as exc:
                writer._ragged = True  # the torn tail is still there: the next write cuts it first
                writer.failure = refusal(exc, kept, path)
        return writer

    def append(self, entry: dict[str, Any]) -> int:
        """Write one entry (``n`` is added here) and make it durable. Returns its ``n``.

        Raises :class:`StorageRefused` if the card refuses; the file then
        holds exactly the entries acknowledged before.
        """
        if len(entry) == 1 and entry.get("undo") is True:  # every undo, and each step of a rewind
            return self._append(f'{{"n":{self.next_n},"undo":true}}\n', -1)  # dumps({"n": n, "undo": True})
        steps = -1 if entry.get("undo") else 0 if "correct" in entry or "unfix" in entry else 1
        return self._append("", steps, entry)

    def append_action(self, text: str) -> int:
        """Write an action's entry, ``text`` being the action's JSON as :func:`dumps` writes it (what its
        codec's :meth:`~companion.core.records.Codec.line` gives), and make it durable; as :meth:`append`.

        The line is the very one ``append({"action": ...})`` writes, without
        building the entry's dict and walking it with the JSON encoder again.
        """
        n = self.next_n
        fd = self._fd
        if fd is None or self._prefix or self._ragged or self._closed:  # anything out of the ordinary: the general way
            return self._append(f'{{"n":{n},"action":{text}}}\n', 1)
        # _append() and _write()'s usual case without their calls: every action passes here
        data = f'{{"n":{n},"action":{text}}}\n'.encode()
        try:
            _put(fd, data, self.durable)
        except OSError as exc:
            self._failed(exc)
        self.good += len(data)
        self.next_n = n + 1
        self.steps += 1
        if self.failure is not None:
            log.warning("%s is written again after a refused write", self.path)
            self.failure = None
        return n

    def _append(self, line: str, steps: int, entry: dict[str, Any] | None = None) -> int:
        """Write ``line`` (with its newline) as entry :attr:`next_n` and count ``steps`` (an undo takes one back).

        With no ``line``, the line is the JSON of ``entry`` with ``n`` first. An action's and an undo's line
        come made by an f-string from ``n``: every action passes here, and a ``%`` template (parsed at each
        call) cost 1,400 instructions more per line.
        """
        if self._fd is None and not self._closed and self.failure is not None:
            raise self.failure  # a read-only writer: nothing can be written
        n = self.next_n
        if not line:
            line = _text({"n": n, **(entry or {})}) + "\n"
        try:
            self._write(line.encode("utf-8"))
        except OSError as exc:
            self._refused(exc)
        self.next_n += 1
        self.steps += steps
        if self.failure is not None:
            log.warning("%s is written again after a refused write", self.path)
        self.failure = None
        return n

    def _failed(self, exc: OSError) -> NoReturn:
        """A write or its sync failed: cut the file back to the last acknowledged entry, then refuse (_refused)."""
        self._cut_back()
        self._refused(exc)

    def _cut_back(self) -> None:
        """Cut the file back to ``good`` after a failed write; if even that fails, the next append cuts first."""
        try:
            self._cut(self.good)
        except OSError:
            self._ragged = True

    def _refused(self, exc: OSError) -> NoReturn:
        """Raise the card's refusal of ``exc``: logged once per run of failures, not once per refused tap."""
        if self.failure is None:
            log.error("cannot append to %s: %s; the game is kept up to entry %d", self.path, exc, self.moves)
        self.failure = refusal(exc, self.moves, self.path)
        raise self.failure from exc

    def append_entries(self, entries: Iterable[dict[str, Any]]) -> None:
        for entry in entries:
            self.append(entry)

    def _write(self, data: bytes) -> None:
        """Append ``data`` at ``good``; on any failure cut back to ``good`` and raise the OSError."""
        if self._closed or self._fd is None:
            raise ValueError("journal is closed")
        fd = self._fd
        if self._ragged:  # an earlier failure left bytes its cut could not remove (the file is ours: locked)
            if os.fstat(fd).st_size != self.good:
                self._cut(self.good)
            self._ragged = False
        if self._prefix:
            data = self._prefix + data
        try:
            _put(fd, data, self.durable)
        except OSError:
            self._cut_back()
            raise
        self.good += len(data)
        self._prefix = b""

    def _cut(self, length: int) -> None:
        """Make the file ``length`` bytes long, durably (the bytes after it were never acknowledged)."""
        assert self._fd is not None
        os.ftruncate(self._fd, length)
        if self.durable:
            os.fsync(self._fd)
        self.good = length

    def close(self) -> None:
        self._closed = True
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
