"""Start-up in CPU instructions: ``companion play`` to its first frame, ``--help``, ``replay`` of a short game.

Usage (through ``scripts/bench``)::

    scripts/bench --instructions

Each command runs once under valgrind's callgrind, which counts the
instructions the process executes: the same figure whatever else the machine
is doing, unlike a timed start-up on a shared machine. The companion is
compiled to bytecode first (``python -m compileall``), as ``scripts/install-pi``
does on the Pi, and the measured runs write none (``PYTHONDONTWRITEBYTECODE=1``,
as the service runs). One more run counts the new game's first frame without
the companion's bytecode (a copy of the package with no ``__pycache__``), the
price of an installation that skipped compiling.

``play`` runs through :mod:`bench.launch` with ``--exit-at-ready``: headless
(SDL's dummy driver), the process ends the moment the app says ``READY=1``,
which it does right after drawing its first frame.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .app import REPO, _env

CALLGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")
SHORT = REPO / "tests" / "games" / "saved" / "acquire-before-decisions.jsonl"
"""The short saved game ``replay`` reads: 140 Acquire moves."""
COMMAND = "import sys; from companion.__main__ import main; sys.exit(main(sys.argv[1:]))"
"""What the installed ``companion`` script runs."""
LAUNCH = ("-m", "bench.launch", "--exit-at-ready", "play")
TARGETS = {"new": 800, "resumed": 800, "help": 250, "replay": 400}
"""Millions of instructions each start may take (docs/PERFORMANCE.md, Start-up)."""


def compile_package(tree: Path = REPO) -> None:
    """The companion's bytecode, as the Pi's installation leaves it (quiet, all cores)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", "-j0", str(tree / "companion")], check=True)


def counted(args: list[str], env: dict[str, str], cwd: Path = REPO) -> int:
    """The instructions ``python args`` executes from start to exit, counted by callgrind."""
    done = subprocess.run(
        [*CALLGRIND, sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"bench --instructions: {' '.join(args)} failed under callgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def _in_folder(measure: Callable[[Path, dict[str, str]], int]) -> int:
    with tempfile.TemporaryDirectory(prefix="companion-start-") as folder:
        env = _env(folder, PYTHONDONTWRITEBYTECODE="1")
        return measure(Path(folder), env)


def new_game(folder: Path, env: dict[str, str]) -> int:
    return counted([*LAUNCH, "--game", "acquire", "--players", "Ann", "Ben", "Cat", "Dan"], env)


def resumed_game(folder: Path, env: dict[str, str]) -> int:
    from .engines import long_journal

    games = folder / "games"
    games.mkdir()
    long_journal(games, pairs=10, stop_at=1500)  # unfinished, about 1,500 entries
    return counted(list(LAUNCH), env)


def help_text(folder: Path, env: dict[str, str]) -> int:
    return counted(["-c", COMMAND, "--help"], env)


def short_replay(folder: Path, env: dict[str, str]) -> int:
    return counted(["-c", COMMAND, "replay", str(SHORT)], env)


def uncompiled_new_game(folder: Path, env: dict[str, str]) -> int:
    """The new game's first frame with the companion read from source: a copy with no bytecode, first on the path."""
    tree = folder / "tree"
    shutil.copytree(REPO / "companion", tree / "companion", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(REPO / "bench", tree / "bench", ignore=shutil.ignore_patterns("__pycache__", "results"))
    return counted(
        [*LAUNCH, "--game", "acquire", "--players", "Ann", "Ben", "Cat", "Dan"], {**env, "PYTHONPATH": str(tree)}, tree
    )


MEASURES: tuple[tuple[str, str, Callable[[Path, dict[str, str]], int]], ...] = (
    ("new", "companion play, new Acquire game, to first frame", new_game),
    ("resumed", "companion play resuming a 1,500-entry game, to first frame", resumed_game),
    ("help", "companion --help", help_text),
    ("replay", f"companion replay {SHORT.name} (140 moves)", short_replay),
    ("uncompiled", "companion play, new game, without the companion's bytecode", uncompiled_new_game),
)


def run() -> list[dict[str, Any]]:
    """A row per start: its instructions (millions) and the target beside it."""
    if not shutil.which("valgrind"):
        raise SystemExit("bench --instructions needs valgrind (apt install valgrind)")
    compile_package()
    rows = []
    for key, name, measure in MEASURES:
        rows.append(
            {
                "name": name,
                "start": key,
                "instructions_m": round(_in_folder(measure) / 1e6, 1),
                "target_m": TARGETS.get(key),
            }
        )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'start':64s} {'M instructions':>15s} {'target':>7s}"]
    for row in rows:
        target = f"{row['target_m']:,}" if row["target_m"] else ""
        lines.append(f"{row['name'][:64]:64s} {row['instructions_m']:15,.1f} {target:>7s}")
    return "\n".join(lines)
