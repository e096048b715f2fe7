"""Random games in CPU instructions: every engine at 2, 4 and 6 players (where the game allows that count).

Usage (through ``scripts/bench``)::

    scripts/bench --instructions

Each count is ``simulate(check=False)`` (the playouts bots and the timed
benchmarks run: same seeds, invariants unchecked) under valgrind's callgrind,
which counts the instructions the process executes whatever else the machine
is doing. The same process with no game (imports and set-up alone) is counted
once per engine and taken off, so a row is the instructions of one random
game. The aim is 1,000 four-player games per CPU second, about 9 M
instructions a game on this machine (docs/PERFORMANCE.md); the figure is
printed beside the rows, never a pass/fail test.

The 4-player games are the first fifty of the hundred ``scripts/bench
--against REV --instructions`` plays (seed 1): the two figures differ by what
those other games hold (a tenth for Mad Market, whose games vary most in
length), so compare a tree with its base on the same sample, never across.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from typing import Any

from .app import REPO

CALLGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")
SCRIPT = """
import sys
from companion.games import get
from companion.simulate import simulate
simulate(get(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), 1, check=False)
"""
ENGINES = ("acquire", "bigshot", "steam_barons", "mad_market")
PLAYERS = (2, 4, 6)
GAMES = 50
"""Games per count: enough that the mean moves by a percent or two from one sample to the next."""
TARGET_M = 9.0
"""Millions of instructions a four-player game may take for 1,000 games per CPU second (docs/PERFORMANCE.md)."""


def counted(game: str, players: int, games: int) -> int:
    """The instructions of a process that plays ``games`` random games of ``game`` (imports included)."""
    done = subprocess.run(
        [*CALLGRIND, sys.executable, "-c", SCRIPT, game, str(players), str(games)],
        cwd=REPO,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(
            f"bench --instructions: {game} at {players} players failed under callgrind:\n{done.stderr[-2000:]}"
        )
    return int(found.group(1))


def run(games: int = GAMES) -> list[dict[str, Any]]:
    """A row per engine and player count: instructions per random game (millions), the 4-player aim beside it."""
    if not shutil.which("valgrind"):
        raise SystemExit("bench --instructions needs valgrind (apt install valgrind)")
    from companion.games import get

    rows = []
    for game in ENGINES:
        engine = get(game)
        counts = [players for players in PLAYERS if engine.min_players <= players <= engine.max_players]
        base = counted(game, counts[0], 0)  # imports and set-up: the same whatever the count
        for players in counts:
            per_game = (counted(game, players, games) - base) / games
            rows.append(
                {
                    "name": f"{game} random game, {players} players",
                    "game": game,
                    "players": players,
                    "games": games,
                    "instructions_per_game_m": round(per_game / 1e6, 2),
                    "target_m": TARGET_M if players == 4 else None,
                }
            )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """One line per engine, its counts side by side (millions of instructions per game; blank: not that count)."""
    lines = [f"{'random game, M instructions':28s}" + "".join(f"{f'{n} players':>12s}" for n in PLAYERS)]
    for game in dict.fromkeys(row["game"] for row in rows):
        found = {row["players"]: row["instructions_per_game_m"] for row in rows if row["game"] == game}
        cells = "".join(f"{found[n]:12,.2f}" if n in found else f"{'':12s}" for n in PLAYERS)
        lines.append(f"{game:28s}{cells}")
    lines.append(f"aim at 4 players: {TARGET_M:.1f} (1,000 games per CPU second)")
    return "\n".join(lines)
