"""Engines against another revision: random playouts of both, interleaved, and the speed-up ratios.

Usage (through ``scripts/bench``)::

    scripts/bench --against REV [--games acquire,bigshot] [--rounds 5] [--quick]

The other revision is exported with ``git archive`` into a temporary folder
(no worktree left behind), and each round runs the same playouts
(``simulate(check=False)``, the same seeds) first in one tree and then in
the other, in fresh subprocesses, alternating which goes first. A busy
machine slows both alike within a round, so the ratio of the medians is far
steadier than two separate runs: on this VM two runs of one revision differ
by 10–20 %, the interleaved ratio by a few percent. Figures are games per
CPU second of the playout loop only (imports and set-up excluded).

``--instructions`` also counts the CPU instructions per game of both trees
under valgrind's callgrind (when valgrind is installed): slow (about fifty
times the run), but the same count whatever else the machine is doing, so a
change of a few percent shows that the timed ratio would hide in noise.

"same actions, summaries" compares fingerprints of random games played by
both trees at every player count: every action as journalled, and every
final summary (for the table and each seat). A speed-up must leave both the
same; a revision that added a summary field differs only in the second.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent

RUNNER = """
import json, sys, time
from companion.games import get
from companion.simulate import simulate
game, players, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
engine = get(game)
simulate(engine, players, 5, seed + 1, check=False)  # warm caches and imports
start = time.process_time()
totals = simulate(engine, players, games, seed, check=False)
cpu = time.process_time() - start
print(json.dumps({"games": totals.games, "actions": totals.actions, "cpu_s": cpu}))
"""

#: The same random games in both trees, hashed: every action as journalled, and the final
#: summary for the table and for every seat. Equal hashes mean the engine (and its random
#: player) behaved identically over these games; only public calls are used, so any
#: revision can run it.
FINGERPRINT = """
import hashlib, json, sys
from companion.core import ChanceSource
from companion.games import get
from companion.simulate import play_one
game, games = get(sys.argv[1]), int(sys.argv[2])
moves, ends = hashlib.sha256(), hashlib.sha256()
for players in range(game.min_players, game.max_players + 1):
    master = ChanceSource(players)
    for _ in range(games):
        config = game.prepare_config(game.random_config(players, master))
        state, actions = play_one(game, config, ChanceSource(master.fork_seed()), check=False)
        for action in actions:
            moves.update(json.dumps(game.actions.encode(action), sort_keys=True).encode())
        for viewer in [None, *range(players)]:
            ends.update(json.dumps(game.summary(state, viewer), sort_keys=True, default=str).encode())
print(json.dumps({"actions": moves.hexdigest(), "summaries": ends.hexdigest()}))
"""


def export(revision: str, into: Path) -> Path:
    """The tree of ``revision`` (a commit, tag or branch) unpacked under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", "--format=tar", revision], capture_output=True, check=False
    )
    if archive.returncode != 0:
        raise SystemExit(f"bench --against: git cannot export {revision!r}: {archive.stderr.decode().strip()}")
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into


def python_in(tree: Path, script: str, *args: object, under: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run ``script`` in a fresh Python with ``tree``'s code first on the path (``under`` a tool such as valgrind)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [*under, sys.executable, "-c", script, *map(str, args)]
    return subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=False)


def run_in(tree: Path, script: str, *args: object) -> dict[str, Any]:
    """Run ``script`` with ``tree``'s code first on the path; its last line of output, as JSON."""
    done = python_in(tree, script, *args)
    if done.returncode != 0:
        raise SystemExit(f"bench --against: a run failed in {tree}:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def playouts(tree: Path, game: str, players: int, games: int, seed: int) -> dict[str, Any]:
    """One timed run of the playouts in ``tree``."""
    return run_in(tree, RUNNER, game, players, games, seed)


INSTRUCTIONS = """
import sys
from companion.games import get
from companion.simulate import simulate
simulate(get(sys.argv[1]), 4, int(sys.argv[2]), 1, check=False)
"""


CALLGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")


def instructions(tree: Path, game: str, games: int) -> int:
    """CPU instructions per four-player game in ``tree`` (callgrind; start-up measured apart and taken off)."""

    def collected(count: int) -> int:
        done = python_in(tree, INSTRUCTIONS, game, count, under=CALLGRIND)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if done.returncode != 0 or not found:
            raise SystemExit(f"bench --against: callgrind failed in {tree}:\n{done.stderr[-2000:]}")
        return int(found.group(1))

    return (collected(games) - collected(0)) // games


def fingerprint(tree: Path, game: str, games: int) -> dict[str, str]:
    """Hashes of ``games`` random games per player count played by ``tree``'s engine: their actions, their ends."""
    return run_in(tree, FINGERPRINT, game, games)


def compare(
    revision: str, games: list[str], rounds: int, quick: bool, count_instructions: bool = False
) -> list[dict[str, Any]]:
    """Interleaved rounds per game at 4 players; a row per game with both medians and the ratio."""
    if count_instructions and not shutil.which("valgrind"):
        raise SystemExit("bench --against --instructions needs valgrind (apt install valgrind)")
    counts = {"acquire": 300, "bigshot": 600, "steam_barons": 300, "mad_market": 600}
    rows = []
    with tempfile.TemporaryDirectory(prefix="companion-bench-base-") as folder:
        base = export(revision, Path(folder))
        for game in games:
            number = max(20, counts.get(game, 300) // (5 if quick else 1))
            figures: dict[str, list[float]] = {"base": [], "current": []}
            for index in range(rounds):
                order = [("base", base), ("current", REPO)]
                if index % 2:
                    order.reverse()
                for label, tree in order:
                    result = playouts(tree, game, 4, number, seed=1)
                    figures[label].append(result["games"] / result["cpu_s"])
            prints = [fingerprint(tree, game, 10 if quick else 40) for tree in (base, REPO)]
            same_actions = prints[0]["actions"] == prints[1]["actions"]
            same_summaries = prints[0]["summaries"] == prints[1]["summaries"]
            # --rounds 0: only whether the games are the same.
            base_median = statistics.median(figures["base"]) if rounds else 0.0
            current_median = statistics.median(figures["current"]) if rounds else 0.0
            counted = {}
            if count_instructions:
                sample = 20 if quick else 100
                counted = {
                    "base_instructions_per_game": instructions(base, game, sample),
                    "instructions_per_game": instructions(REPO, game, sample),
                }
                counted["instructions_ratio"] = round(
                    counted["base_instructions_per_game"] / counted["instructions_per_game"], 3
                )
            rows.append(
                {
                    "name": f"{game} 4 players against {revision}",
                    "game": game,
                    "against": revision,
                    "rounds": rounds,
                    "games_per_round": number,
                    "base_games_per_cpu_s": round(base_median, 1),
                    "games_per_cpu_s": round(current_median, 1),
                    "ratio": round(current_median / base_median, 3) if rounds else 0.0,
                    "same_actions": same_actions,
                    "same_summaries": same_summaries,
                    "base_runs": [round(v, 1) for v in figures["base"]],
                    "current_runs": [round(v, 1) for v in figures["current"]],
                    **counted,
                }
            )
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        f"{'game':14s} {'against':>12s} {'base g/CPU-s':>13s} {'now g/CPU-s':>12s} {'ratio':>7s}  same actions, summaries"
    ]
    for row in rows:
        lines.append(
            f"{row['game']:14s} {row['against'][:12]:>12s} {row['base_games_per_cpu_s']:13.1f} "
            f"{row['games_per_cpu_s']:12.1f} {row['ratio']:6.2f}x  "
            f"{'yes' if row['same_actions'] else 'NO'}, {'yes' if row['same_summaries'] else 'NO'}"
        )
        if "instructions_ratio" in row:
            lines.append(
                f"{'':14s} instructions per game {row['base_instructions_per_game']:,} -> "
                f"{row['instructions_per_game']:,}: {row['instructions_ratio']:.2f}x fewer"
            )
    return "\n".join(lines)
