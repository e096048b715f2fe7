"""Where saved games live, and how to find the one to resume.

Saved games are journal files in ``<data dir>/games``. The data directory is
platformdirs' user data directory for "companion", or ``$COMPANION_DATA_DIR``
when set (the Pi points it at its writable partition; tests at a temporary
folder). Every file other than a journal is written with
:func:`companion.core.journal.atomic_write`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from companion.core import JournalError, Table, replay
from companion.core.journal import atomic_write, read
from companion.games import UnknownGame, get

APP = "companion"


def data_dir() -> Path:
    override = os.environ.get("COMPANION_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def games_dir() -> Path:
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def new_game_path(game: str, created: str, folder: Path | None = None) -> Path:
    """A fresh file name that sorts by creation time: ``20261121-200000-tiny.jsonl``."""
    folder = folder or games_dir()
    stamp = re.sub(r"[^0-9T]", "", created.split("+")[0]).replace("T", "-")[:15]
    base = f"{stamp}-{game}"
    path = folder / f"{base}.jsonl"
    counter = 2
    while path.exists():
        path = folder / f"{base}-{counter}.jsonl"
        counter += 1
    return path


@dataclass(frozen=True, slots=True)
class SavedGame:
    path: Path
    game: str
    created: str
    players: list[str]
    actions: int
    over: bool | None  # None: the file could not be replayed
    problem: str | None = None

    @property
    def status(self) -> str:
        if self.problem:
            return "unreadable"
        return "finished" if self.over else "in progress"


def inspect(path: Path) -> SavedGame:
    """Read one saved game and replay it to learn its status."""
    try:
        loaded = read(path)
        header = loaded.header
        engine = get(header.game)
        result = replay(engine, header, loaded.entries, str(path))
        over = engine.prompt(result.state).over
        players = list(engine.player_names(result.state))
        return SavedGame(path, header.game, header.created, players, len(result.steps), over)
    except (JournalError, UnknownGame) as exc:
        return SavedGame(path, "?", "", [], 0, None, str(exc))


INDEX = ".index.json"
"""A cache of each journal's status, so start-up need not replay every game ever played."""


def _fingerprint(path: Path) -> list[int]:
    stat = path.stat()
    return [stat.st_size, stat.st_mtime_ns]


def _load_index(folder: Path) -> dict[str, Any]:
    try:
        data = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


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
    }


def _journals(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.jsonl"), key=lambda p: (p.stat().st_mtime, p.name), reverse=True)


def _statuses(folder: Path, stop_at_unfinished: bool = False) -> list[SavedGame]:
    """Status of the journals, newest first; only changed files are replayed, and the index is refreshed."""
    index = _load_index(folder)
    fresh: dict[str, Any] = {}
    found: list[SavedGame] = []
    for path in _journals(folder):
        saved = _cached(index, path)
        if saved is None:
            saved = inspect(path)
            fresh[path.name] = _entry(saved)
        found.append(saved)
        if stop_at_unfinished and saved.over is False:
            break
    if fresh:
        kept = {name: entry for name, entry in index.items() if (folder / name).exists()}
        # A read-only card still plays: the index is only a cache.
        with contextlib.suppress(OSError):
            atomic_write(folder / INDEX, json.dumps({**kept, **fresh}).encode("utf-8"))
    return found


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every journal in the games folder, newest first."""
    return _statuses(folder or games_dir())


def latest_unfinished(folder: Path | None = None) -> SavedGame | None:
    """The most recently changed game that is still in progress (resumed on start-up).

    Finished games cost one cached look-up each; only journals changed since
    the last look are replayed.
    """
    for saved in _statuses(folder or games_dir(), stop_at_unfinished=True):
        if saved.over is False:
            return saved
    return None


def open_saved(path: Path, *, durable: bool = True) -> Table:
    loaded = read(path)
    return Table.resume(get(loaded.header.game), loaded, path, durable=durable)


def start_new(game: str, config: dict, *, folder: Path | None = None, durable: bool = True) -> Table:
    engine = get(game)
    created = now_iso()
    return Table.new(engine, config, created=created, path=new_game_path(game, created, folder), durable=durable)


def write_settings_file(path: Path, text: str) -> None:
    atomic_write(path, text.encode("utf-8"))
