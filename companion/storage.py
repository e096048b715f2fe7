"""Where saved games live, who may write them, and what to do with a damaged one.

Saved games are journal files in ``<data dir>/games``. The data directory is
platformdirs' user data directory for "companion", or ``$COMPANION_DATA_DIR``
when set (the Pi points it at its writable partition; tests at a temporary
folder). Every file other than a journal is written with
:func:`companion.core.journal.atomic_write`. Folders are made ``0750`` and
files ``0640``: a table's games are nobody else's business on a shared PC.

Four promises, because a game at the table must never be lost:

- **One writer.** ``companion play`` holds an exclusive lock on the data
  folder (:func:`lock_data_folder`); a second one is told who holds it.
  Reading commands (``games``, ``replay``) need no lock.
- **Nothing hidden.** Every ``*.jsonl`` in the games folder is listed, the
  damaged ones with their line and reason; one bad file never stops the
  others from loading, and none can block (a FIFO, a dangling link).
- **Salvage, never guess.** A damaged journal can be salvaged
  (:func:`salvage`): the longest prefix of entries the rules accept becomes
  the game again, and the original moves untouched to ``games/damaged/``.
- **Delete means set aside.** A deleted game moves to ``games/deleted/``;
  a mistaken tap at the table costs nothing, and a journal is a few KB.

"The latest game" is the one played last, by a counter kept in the games
folder (``played.json``), never by the files' times: a Pi has no battery
clock and may boot with an earlier time than the last session had, and a
file copied in keeps the time it was copied. Opening or starting a game
takes the next number; a journal found there with no number yet (a game
restored from a backup) gets one when first seen, so it counts as the
newest.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import re
import stat
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from companion.core import JournalError, Table, replay
from companion.core.files import (
    FOLDER_FILE_LIMIT,
    JOURNAL_LIMIT,
    TOO_LARGE,
    UnreadableFile,
    read_file,
    read_head,
)
from companion.core.i18n import N_, Phrase
from companion.core.journal import (
    FILE_MODE,
    Entry,
    Header,
    Loaded,
    StorageRefused,
    _fsync_dir,
    _parse_entry,
    _parse_header,
    atomic_write,
    dumps,
    parse,
)
from companion.data_classes import dataclass
from companion.games import UnknownGame, get

APP = "companion"
FOLDER_MODE = 0o750
LOCK_NAME = "companion.lock"
DAMAGED = "damaged"
DELETED = "deleted"


class DataFolderUnusable(StorageRefused):
    """The data or games folder is not a folder (a file sits there) or cannot be made."""

    code = "data_folder_unusable"
    template = N_("{path} is not a usable folder ({reason}): no game can be saved; move it away or replace the card.")


def _folder(path: Path) -> Path:
    """``path`` as a folder, made ``0750`` if new; anything else there is one refusal naming it."""
    if path.is_dir():
        return path
    if path.exists() or path.is_symlink():
        raise DataFolderUnusable(path=str(path), reason="a file is in the way", moves=0)
    try:
        path.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
        os.chmod(path, FOLDER_MODE)  # the mode asked of mkdir is cut by the umask; this is the one meant
    except OSError as exc:
        raise DataFolderUnusable(path=str(path), reason=exc.strerror or str(exc), moves=0) from None
    return path


def data_path() -> Path:
    """Where the data folder is meant to be, without creating it."""
    override = os.environ.get("COMPANION_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir  # here: 20 M instructions a replay of a named file never needs

    return Path(user_data_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The data folder, created if missing. Raises :class:`DataFolderUnusable` (a refusal) if it cannot be."""
    return _folder(data_path())


def local_time(created: str) -> str:
    """A journal header's creation time (ISO, with its offset) in the table's local time, ``2026-11-21 20:00``
    (digits read the same in every language): the saved games' lists and an exported sheet say it so. A time that
    does not read as one is given back as it is."""
    try:
        return datetime.fromisoformat(created).astimezone().strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError):
        return created


def games_dir() -> Path:
    return _folder(data_dir() / "games")


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def new_game_path(game: str, created: str, folder: Path | None = None) -> Path:
    """A fresh file name that sorts by creation time: ``20261121-200000-tiny.jsonl``."""
    folder = folder or games_dir()
    stamp = re.sub(r"[^0-9T]", "", created.split("+")[0]).replace("T", "-")[:15]
    base = f"{stamp}-{game}"
    path = folder / f"{base}.jsonl"
    counter = 2
    while path.exists() or path.is_symlink():
        path = folder / f"{base}-{counter}.jsonl"
        counter += 1
    return path


# -- the lock --------------------------------------------------------------------------


class DataFolderBusy(Exception):
    """The data folder cannot be taken: another companion holds it, or its lock file is not one.

    One sentence for the person at the table, an ``N_`` template with its data
    (:meth:`message` gives it in the player's language; ``str()`` in English).
    """

    def __init__(self, template: str, **data: Any) -> None:
        self.phrase = Phrase(template, **data)
        super().__init__(str(self.phrase))

    def message(self, translate: Any = None) -> str:
        return self.phrase.message(translate)


@dataclass(slots=True)
class DataLock:
    """The data folder's lock, held until :meth:`release` (or the process ends: the kernel drops it)."""

    path: Path
    fd: int | None
    writable: bool
    note: Phrase | None = None
    """What was mended to take the lock (a link where the lock file belongs), in one sentence; None if nothing."""

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


BUSY = N_("Another companion (pid {pid}, started {started}) is using {folder}; close it first")
BUSY_UNKNOWN = N_("Another companion is using {folder}; close it first")


def lock_data_folder(folder: Path | None = None, *, clock: Any = None) -> DataLock:
    """Take the exclusive lock on the data folder, or raise :class:`DataFolderBusy` naming its holder.

    The lock is ``flock`` on ``companion.lock`` in the folder, which holds the
    holder's pid and start time for the message. A lock file on a card that
    cannot be written is locked read-only (``flock`` needs no write access);
    with no lock file and no way to make one, nothing can be written either,
    so there is nothing to guard and the returned lock holds nothing.

    ``companion.lock`` is opened without following links, so a link there
    (dangling, or to any file) would leave every companion holding nothing
    and two of them playing the same game. Whatever is there that is not a
    regular file is not the companion's: a link or a special file is replaced
    by a lock file (the lock's ``note`` says so in one sentence; a link's
    target is never touched), and a folder, or a link that cannot be removed,
    is refused in one sentence.
    """
    folder = folder or data_dir()
    path = folder / LOCK_NAME
    note: Phrase | None = None
    for _attempt in range(3):
        note = _replace_foreign(folder, path) or note
        writable = True
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK, FILE_MODE)
        except OSError:
            writable = False
            try:
                fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK)
            except OSError:
                if _foreign(path) is not None:
                    continue  # something not a lock file appeared meanwhile: replace it, then again
                return DataLock(path, None, False, note)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)  # a named pipe opened for writing, a folder opened for reading: not a lock file
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            busy = _busy(fd, folder)
            os.close(fd)
            if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN):
                return DataLock(path, None, False, note)
            raise busy from None
        if not _same_file(fd, path):  # replaced while it was being locked: the lock would guard nothing
            os.close(fd)
            continue
        if writable:
            started = (clock or datetime.now)().astimezone().replace(microsecond=0).isoformat()
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.pwrite(fd, json.dumps({"pid": os.getpid(), "started": started}).encode("utf-8") + b"\n", 0)
        return DataLock(path, fd, writable, note)
    raise DataFolderBusy(
        N_("{path} keeps being replaced while the companion starts: stop whatever writes it, then start again."),
        path=str(path),
    )


def _foreign(path: Path) -> str | None:
    """What sits where the lock file belongs if it is not a regular file: a link, a folder, a special file."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISDIR(mode):
        return "folder"
    return None if stat.S_ISREG(mode) else "special"


def _replace_foreign(folder: Path, path: Path) -> Phrase | None:
    """Replace a link or special file where the lock file belongs by a lock file; the sentence saying so.

    Done under a lock on the folder itself, so two companions starting at once
    cannot both replace it (one would remove the lock file the other had just
    made and locked); only what is not a regular file is ever removed, so a
    lock file in use is never touched. A folder is refused; so is a link the
    card will not let go, except on a read-only card, where nothing can be
    written and there is nothing to guard.
    """
    kind = _foreign(path)
    if kind is None:
        return None
    if kind == "folder":
        raise DataFolderBusy(
            N_("{path} is a folder, not the companion's lock file: move it away, then start again."), path=str(path)
        )
    try:
        dirfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError:
        return None  # the open of the lock file decides, as for any folder that cannot be read
    try:
        fcntl.flock(dirfd, fcntl.LOCK_EX)
        kind = _foreign(path)  # again, under the folder's lock: another companion may have replaced it
        if kind == "folder":
            raise DataFolderBusy(
                N_("{path} is a folder, not the companion's lock file: move it away, then start again."),
                path=str(path),
            )
        if kind is None:
            return None
        try:
            os.unlink(path)  # the link itself: its target is never opened
        except FileNotFoundError:
            pass
        except OSError as exc:
            if exc.errno == errno.EROFS:
                return None  # a read-only card: nothing can be written, nothing needs guarding
            template = (
                N_(
                    "{path} is a link, not the companion's lock file, and cannot be removed ({reason}): remove it, then start again."
                )
                if kind == "link"
                else N_(
                    "{path} is a special file, not the companion's lock file, and cannot be removed ({reason}): remove it, then start again."
                )
            )
            raise DataFolderBusy(template, path=str(path), reason=exc.strerror or str(exc)) from None
        with contextlib.suppress(OSError):  # made here, so no one starting meanwhile sees the gap
            os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, FILE_MODE))
        if kind == "link":
            return Phrase(
                N_("{path} was a link, not the companion's lock file: it is replaced by one."), path=str(path)
            )
        return Phrase(
            N_("{path} was a special file, not the companion's lock file: it is replaced by one."), path=str(path)
        )
    finally:
        os.close(dirfd)


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` is still the file open as ``fd`` (not replaced, not removed)."""
    try:
        named, opened = os.lstat(path), os.fstat(fd)
    except OSError:
        return False
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def _busy(fd: int, folder: Path) -> DataFolderBusy:
    """The refusal naming the holder, from the lock file's pid and start time as far as they can be read."""
    holder = _holder(fd)
    if holder is None:
        return DataFolderBusy(BUSY_UNKNOWN, folder=str(folder))
    return DataFolderBusy(BUSY, pid=holder[0], started=holder[1], folder=str(folder))


def _holder(fd: int) -> tuple[int, str] | None:
    """The holder's pid and start time (``11:02``) from the lock file, or None if they cannot be read."""
    try:
        info = json.loads(os.pread(fd, 4096, 0).decode("utf-8"))
        pid = int(info["pid"])
        started = datetime.fromisoformat(str(info["started"])).astimezone().strftime("%H:%M")
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return pid, started


# -- what is saved -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SavedGame:
    path: Path
    game: str
    created: str
    players: list[str]
    actions: int
    over: bool | None  # None: the file could not be replayed
    problem: str | None = None
    line: int | None = None
    """The first bad line of a damaged journal (None: the file as a whole, or sound)."""
    reason: str = ""
    """Why it is damaged, without the file's name (the list shows the name already)."""
    keep: int | None = None
    """How many entries a salvage would keep (None: nothing to salvage: the header is lost, or the game refuses it)."""

    @property
    def status(self) -> str:
        if self.problem:
            return "damaged"
        return "finished" if self.over else "in progress"

    @property
    def damaged(self) -> bool:
        return self.problem is not None


_last_inspected: tuple[Path, bytes, Loaded] | None = None
"""The journal :func:`inspect` read last, parsed, until :func:`load` takes it: at start-up the game to resume is
inspected (its status is not in the index: it changed since) and then opened, and parsing a long journal is
most of what opening it costs (53 of 63 million instructions for 1,500 entries). Taken once, and only for the
very same bytes."""


def load(path: Path) -> Loaded:
    """The journal at ``path``, parsed; at most :data:`~companion.core.files.JOURNAL_LIMIT` of it is read.

    Read by the careful reader (a named pipe, a device, a file far larger
    than any game is one :class:`JournalError` naming it), so a listing, a
    resume or ``companion replay`` never holds more of one file than that.
    """
    global _last_inspected
    try:
        data = read_file(path, JOURNAL_LIMIT)
    except UnreadableFile as exc:
        raise JournalError(str(exc.problem), path=str(path)) from None
    inspected, _last_inspected = _last_inspected, None
    if inspected is not None and inspected[0] == path and inspected[1] == data:
        return inspected[2]
    return parse(data, str(path))


def inspect(path: Path) -> SavedGame:
    """Read one saved game and replay it to learn its status; a damaged one says where and why.

    Whatever the file holds, this returns: one bad file must never stop the
    others from loading, so even an engine's unexpected error on a strange
    config is reported as damage, not raised. The file is read once, and
    never more than :data:`~companion.core.files.JOURNAL_LIMIT` of it: what a
    salvage would keep of a damaged one is found in the same bytes, and of a
    file too large to be a game only its beginning is read, for that.
    """
    where = str(path)
    try:
        data = read_file(path, JOURNAL_LIMIT)
    except UnreadableFile as exc:
        plan = salvage_plan(path) if exc.template == TOO_LARGE else None
        return _damaged(path, str(exc), None, str(exc.problem), plan)
    global _last_inspected
    try:
        loaded = parse(data, where)
        header = loaded.header
        engine = get(header.game)
        result = replay(engine, header, loaded.entries, where)
        over = engine.prompt(result.state).over
        players = list(engine.player_names(result.state))
        _last_inspected = (path, data, loaded)
        return SavedGame(path, header.game, header.created, players, len(result.steps), over)
    except JournalError as exc:
        return _damaged(path, str(exc), exc.line, exc.reason, _plan(data, True, where, exc.line))
    except UnknownGame as exc:
        return _damaged(path, f"{path}, line 1: {exc}", 1, str(exc), None)
    except Exception as exc:  # noqa: BLE001 - see the docstring: one bad file never stops start-up
        return _damaged(path, f"{path}: {_why(exc)}", None, _why(exc), _plan(data, True, where))


def _why(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply to read"
    return f"cannot be replayed ({exc.__class__.__name__}: {str(exc)[:120]})"


def _damaged(path: Path, problem: str, line: int | None, reason: str, plan: SalvagePlan | None) -> SavedGame:
    game, created, players, keep = "?", "", [], None
    if plan is not None:
        game, created, keep = plan.header.game, plan.header.created, plan.steps
        players = [str(p) for p in plan.header.config.get("players", []) if isinstance(p, str)]
    return SavedGame(path, game, created, players, 0, None, problem, line, reason, keep)


INDEX = ".index.json"
"""A cache of each journal's status, so start-up need not replay every game ever played."""

INDEX_VERSION = 2
"""The index's format. A cache written by a companion that judged files otherwise (version 1 promised
a salvage of a journal whose first line the game refuses) is not trusted: it is made again."""

PLAYED = "played.json"
"""The played-order counter: each journal's number, the highest played last (see the module's docstring)."""


def _fingerprint(path: Path) -> list[int]:
    try:
        info = path.stat()
    except OSError:
        info = path.lstat()  # a dangling link: its own times
    return [info.st_size, info.st_mtime_ns]


def _load_index(folder: Path) -> dict[str, Any]:
    """The cached statuses by file name; anything else (another version, a broken file) is an empty cache."""
    try:
        data = json.loads(read_file(folder / INDEX, FOLDER_FILE_LIMIT))
    except (UnreadableFile, ValueError, RecursionError):  # only a cache: rebuilt
        return {}
    if not isinstance(data, dict) or data.get("version") != INDEX_VERSION or not isinstance(data.get("games"), dict):
        return {}
    games: dict[str, Any] = data["games"]
    return games


def _cached(index: dict[str, Any], path: Path) -> SavedGame | None:
    """The indexed status of ``path`` if the file has not changed since (same size and time)."""
    entry = index.get(path.name)
    try:
        if not isinstance(entry, dict) or entry.get("fingerprint") != _fingerprint(path):
            return None
        return SavedGame(
            path,
            entry["game"],
            entry["created"],
            list(entry["players"]),
            entry["actions"],
            entry["over"],
            entry.get("problem"),
            entry.get("line"),
            entry.get("reason", ""),
            entry.get("keep"),
        )
    except (KeyError, TypeError, OSError):
        return None


def _entry(saved: SavedGame) -> dict[str, Any]:
    return {
        "fingerprint": _fingerprint(saved.path),
        "game": saved.game,
        "created": saved.created,
        "players": saved.players,
        "actions": saved.actions,
        "over": saved.over,
        "problem": saved.problem,
        "line": saved.line,
        "reason": saved.reason,
        "keep": saved.keep,
    }


def _load_played(folder: Path) -> dict[str, int]:
    try:
        data = json.loads(read_file(folder / PLAYED, FOLDER_FILE_LIMIT))
    except (UnreadableFile, ValueError, RecursionError):  # the order falls back to the files' first sight
        return {}
    if not isinstance(data, dict):
        return {}
    return {name: n for name, n in data.items() if isinstance(name, str) and type(n) is int}


def _save_played(folder: Path, played: dict[str, int]) -> None:
    # A read-only card still plays: the order falls back to what is known.
    with contextlib.suppress(OSError):
        atomic_write(folder / PLAYED, json.dumps(played, sort_keys=True).encode("utf-8"))


def mark_played(path: Path) -> int:
    """``path`` is the game being played now: it takes the next number of the played-order counter."""
    folder = path.parent
    played = _load_played(folder)
    number = max(played.values(), default=0) + 1
    played[path.name] = number
    _save_played(folder, {name: n for name, n in played.items() if (folder / name).exists() or name == path.name})
    return number


def _journals(folder: Path) -> list[Path]:
    """Every ``*.jsonl`` name in ``folder``, last played first, whatever it is (a link, a FIFO: all listed)."""
    found: list[tuple[float, str, Path]] = []
    try:
        entries = os.scandir(folder)
    except OSError as exc:  # a folder that cannot be listed (its permissions, a failing card)
        raise DataFolderUnusable(path=str(folder), reason=exc.strerror or str(exc), moves=0) from None
    with entries:
        for entry in entries:
            if not entry.name.endswith(".jsonl") or entry.name.startswith("."):
                continue
            try:
                mtime = entry.stat().st_mtime
            except OSError:
                mtime = entry.stat(follow_symlinks=False).st_mtime
            found.append((mtime, entry.name, Path(entry.path)))
    played = _load_played(folder)
    unknown = sorted((mtime, name) for mtime, name, _ in found if name not in played)
    if unknown:  # first seen now (restored, or from before the counter): newer than all, oldest file first
        number = max(played.values(), default=0)
        for _, name in unknown:
            number += 1
            played[name] = number
        _save_played(folder, played)
    return [path for _, name, path in sorted(found, key=lambda item: played[item[1]], reverse=True)]


def _statuses(folder: Path, stop_at: Any = None) -> list[SavedGame]:
    """Status of the journals, newest first; only changed files are replayed, and the index is refreshed."""
    index = _load_index(folder)
    fresh: dict[str, Any] = {}
    found: list[SavedGame] = []
    for path in _journals(folder):
        saved = _cached(index, path)
        if saved is None:
            saved = inspect(path)
            with contextlib.suppress(OSError):
                fresh[path.name] = _entry(saved)
        found.append(saved)
        if stop_at is not None and stop_at(saved):
            break
    if fresh:
        kept = {name: entry for name, entry in index.items() if (folder / name).exists()}
        # A read-only card still plays: the index is only a cache.
        with contextlib.suppress(OSError):
            index = {"version": INDEX_VERSION, "games": {**kept, **fresh}}
            atomic_write(folder / INDEX, json.dumps(index).encode("utf-8"))
    return found


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every journal in the games folder, newest first, damaged ones included."""
    return _statuses(folder or games_dir())


def latest_unfinished(folder: Path | None = None, *, damaged: bool = False) -> SavedGame | None:
    """The most recently changed game that is still in progress (resumed on start-up).

    With ``damaged``, a damaged journal newer than any game in progress is
    returned instead: it was most likely the game being played, and it must
    be offered for salvage rather than passed over for an older game.
    Finished games cost one cached look-up each; only journals changed since
    the last look are replayed.
    """

    def stop(saved: SavedGame) -> bool:
        return saved.over is False or (damaged and saved.damaged)

    for saved in _statuses(folder or games_dir(), stop_at=stop):
        if stop(saved):
            return saved
    return None


def damaged_games(folder: Path | None = None) -> list[SavedGame]:
    return [saved for saved in saved_games(folder) if saved.damaged]


def open_saved(path: Path, *, durable: bool = True) -> Table[Any]:
    """The saved game at ``path``, ready to play; read-only (every change refused) if the card cannot be written."""
    loaded = load(path)
    table = Table.resume(get(loaded.header.game), loaded, path, durable=durable)
    mark_played(path)
    return table


def start_new(game: str, config: dict[str, Any], *, folder: Path | None = None, durable: bool = True) -> Table[Any]:
    engine = get(game)
    created = now_iso()
    path = new_game_path(game, created, folder)
    table = Table.new(engine, config, created=created, path=path, durable=durable)
    mark_played(path)
    return table


def write_settings_file(path: Path, text: str) -> None:
    atomic_write(path, text.encode("utf-8"))


# -- salvage, set aside, delete --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SalvagePlan:
    """What a salvage keeps: the header and the longest prefix of entries the rules accept."""

    header: Header
    entries: list[Entry]
    steps: int = 0
    """The game's steps in that prefix, as its log numbers them: undone moves are not counted."""

    def data(self) -> bytes:
        return dumps(self.header.to_json()) + b"".join(dumps(entry.to_json()) for entry in self.entries)


def salvage_plan(path: Path) -> SalvagePlan | None:
    """The longest sound prefix of the journal at ``path``; None if there is nothing a salvage could keep.

    Lines are taken while each one parses as the next entry; then the prefix
    is replayed and cut before the first entry the rules refuse. A bad line
    anywhere (a duplicate, NUL bytes, junk, a torn middle) ends the prefix:
    nothing after it is guessed at. Of a file larger than any game only the
    first :data:`~companion.core.files.JOURNAL_LIMIT` bytes are read, up to
    their last whole line: the sound start of it is what can be kept.

    The header must be a game on its own: a header that reads as JSON but
    whose set-up the game refuses (a hand-edited card, board or config, an
    engine that cannot start from it) gives None, like a lost header. A
    "salvage" of it would write the same refused line back and call that a
    game, then fail to open it, at every start.
    """
    try:
        data, whole = read_head(path, JOURNAL_LIMIT)
    except UnreadableFile:
        return None
    return _plan(data, whole, str(path))


def _plan(data: bytes, whole: bool, where: str, bad_line: int | None = None) -> SalvagePlan | None:
    """The salvage plan of a journal's bytes (see :func:`salvage_plan`).

    ``whole`` is False for the beginning of a longer file: its last piece is
    cut mid-line and is not read. ``bad_line`` is the first line already
    known to be bad: nothing from it on can be kept, so it is not parsed.
    """
    lines = data.split(b"\n")
    if not whole:
        lines.pop()
    if bad_line is not None:
        del lines[max(bad_line - 1, 1) :]
    try:
        header = _parse_header(json.loads(lines[0].decode("utf-8")), where)
        engine = get(header.game)
    except (JournalError, UnknownGame, ValueError, RecursionError):
        return None
    try:
        replay(engine, header, [], where)
    except Exception:  # noqa: BLE001 - a JournalError at line 1, or an engine's surprise at this set-up
        return None
    entries: list[Entry] = []
    for line, raw in enumerate(lines[1:], 2):
        try:
            entries.append(_parse_entry(json.loads(raw.decode("utf-8")), len(entries) + 1, line, where))
        except (JournalError, ValueError, RecursionError):
            break
    while True:
        try:
            result = replay(engine, header, entries, where)
            return SalvagePlan(header, entries, len(result.steps))
        except JournalError as exc:
            if exc.line is None or exc.line <= 1:  # the header replayed alone above: no entry to blame
                return SalvagePlan(header, [])
            entries = [entry for entry in entries if entry.line < exc.line]
        except Exception:  # noqa: BLE001 - an engine's surprise ends the prefix where it is: the header alone
            return SalvagePlan(header, [])


def _aside(path: Path, folder_name: str) -> Path:
    """Move ``path`` (whatever it is) into ``games/<folder_name>/`` under a free name, untouched."""
    folder = _folder(path.parent / folder_name)
    target = folder / path.name
    counter = 2
    while target.exists() or target.is_symlink():
        target = folder / f"{path.stem}-{counter}{path.suffix}"
        counter += 1
    os.rename(path, target)
    _fsync_dir(folder)
    _fsync_dir(path.parent)
    return target


def salvage(path: Path) -> Path | None:
    """Keep the longest sound prefix of ``path`` as the game, and move the original to ``damaged/``.

    Returns the salvaged journal (the same name as before, so it sorts where
    it did), or None when nothing could be kept and the file was only set
    aside (once: nothing is written in its place). Whatever a list said of
    the file before, this goes by the file. The order makes a power cut
    harmless: the salvaged copy is complete on the card, and read back as a
    game, before the original moves, and the original is never rewritten.
    """
    plan = salvage_plan(path)
    if plan is None:
        set_aside(path)
        return None
    tmp = path.with_name(f".{path.name}.salvage")
    try:
        atomic_write(tmp, plan.data())
        if not _plays(tmp):  # never a salvage that says it worked when what it wrote is not a game
            tmp.unlink()
            set_aside(path)
            return None
        _aside(path, DAMAGED)
        os.rename(tmp, path)
        _fsync_dir(path.parent)
    except OSError as exc:
        raise StorageRefused(moves=plan.steps, path=str(path), reason=exc.strerror or str(exc)) from exc
    finally:
        # Whatever stopped it (a full card, a file where games/damaged belongs): no hidden half-salvage
        # stays beside the games. Once renamed, the copy is the game and this finds nothing.
        with contextlib.suppress(OSError):
            tmp.unlink()
    return path


def _plays(path: Path) -> bool:
    """Whether the journal at ``path`` loads and replays as a game, with no warning."""
    try:
        loaded = load(path)
        replay(get(loaded.header.game), loaded.header, loaded.entries, str(path))
    except Exception:  # noqa: BLE001 - any failure means it is not a game to resume
        return False
    return not loaded.warnings


def set_aside(path: Path) -> Path:
    """Move a damaged file to ``damaged/`` without keeping anything of it as a game."""
    try:
        return _aside(path, DAMAGED)
    except OSError as exc:
        raise StorageRefused(moves=0, path=str(path), reason=exc.strerror or str(exc)) from exc


def delete(path: Path) -> Path:
    """Move a saved game to ``deleted/``: gone from the lists, still on the card for whoever looks."""
    try:
        return _aside(path, DELETED)
    except OSError as exc:
        raise StorageRefused(moves=0, path=str(path), reason=exc.strerror or str(exc)) from exc


def find_saved(name: str) -> Path | None:
    """The file ``companion games`` printed as ``name`` (with or without ``.jsonl``), if it is in the games folder.

    Only a name the list shows can be found: a ``*.jsonl`` name not hidden
    by a leading dot. The folders and files beside the games (``damaged/``,
    ``deleted/``, ``played.json``, the index) are never a saved game, so
    ``companion salvage deleted`` cannot move every deleted game, nor
    ``salvage damaged`` try to move the damaged folder into itself.
    """
    if not name or "/" in name or "\0" in name:
        return None
    folder = games_dir()
    for candidate in (name, f"{name}.jsonl"):
        if candidate.endswith(".jsonl") and not candidate.startswith("."):
            path = folder / candidate
            if path.exists() or path.is_symlink():
                return path
    return None
