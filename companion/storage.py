"""Where saved games live, and how to find the one to resume.

Saved games are journal files in ``<data dir>/games``. The data directory is
platformdirs' user data directory for "companion", or ``$COMPANION_DATA_DIR``
when set (the Pi points it at its writable partition; tests at a temporary
folder). Every file other than a journal is written with
:func:`companion.core.journal.atomic_write`.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

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
    """A fresh file name that sorts by creation time: ``20261121-200000-acquire.jsonl``."""
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


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every journal in the games folder, newest first."""
    folder = folder or games_dir()
    paths = sorted(folder.glob("*.jsonl"), key=lambda p: (p.stat().st_mtime, p.name), reverse=True)
    return [inspect(path) for path in paths]


def latest_unfinished(folder: Path | None = None) -> SavedGame | None:
    """The most recently changed game that is still in progress (resumed on start-up)."""
    for saved in saved_games(folder):
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
