"""Benchmark: replaying journals full of undos, and the latency of one undo, against the number of entries.

Usage::

    .venv/bin/python bench/undo_bench.py [--repeats 5] [--against REV]

Writes Acquire journals (4 players, the same random game, seed 7) in which
every action is followed by ``k`` undo/redo pairs (k = 0, 1, 2, 4, 6, 9: from
the plain game to about 3,100 entries with about 1,500 undos), one in which
every action is undone once and played again as a new entry (the player who
changes their mind), and one that rewinds ten steps and plays them again every
ten actions. For each it prints the entries, the undos, the median wall time
of ``read`` + ``core.replay`` and the median time of one ``Table.undo`` at the
end of the game (40 undos, each followed by an untimed redo).

``--against REV`` also runs the same measurement, on the same journal files,
with the package of git revision ``REV`` (a temporary ``git worktree``, put
first on ``PYTHONPATH``) in the same run, and prints both columns and
the ratio. Not a timed test: figures depend on the machine;
docs/PERFORMANCE.md records them with the command.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

PAIRS = (0, 1, 2, 4, 6, 9)


def write_journals(folder: Path, seed: int = 7) -> list[Path]:
    """The benchmark's journals, written through a Table with the code in use."""
    from companion.core import ChanceSource, Table
    from companion.games import get

    game = get("acquire")
    paths = []

    def start(name: str) -> tuple[Table[Any], ChanceSource]:
        chance = ChanceSource(seed)
        path = folder / f"{name}.jsonl"
        paths.append(path)
        config = game.random_config(4, chance)
        return Table.new(game, config, created="2026-01-01T00:00:00+00:00", path=path, durable=False), chance

    for pairs in PAIRS:
        table, chance = start(f"pairs-{pairs}")
        while not table.over:
            table.submit(game.choose_random(table.state, chance))
            for _ in range(pairs):
                table.undo()
                table.redo()
        table.close()
    table, chance = start("retry")
    while not table.over:
        action = game.choose_random(table.state, chance)
        table.submit(action)
        table.undo()
        table.submit(action)
    table.close()
    table, chance = start("rewind-10")
    while not table.over:
        table.submit(game.choose_random(table.state, chance))
        if len(table.steps) % 10 == 0 and len(table.steps) > 10:
            table.rewind(10) if hasattr(table, "rewind") else [table.undo() for _ in range(10)]
            for _ in range(10):
                table.redo()
    table.close()
    return paths


def measure(paths: list[Path], repeats: int) -> dict[str, dict[str, float]]:
    """Replay and undo times of each journal with the ``companion`` package on the path."""
    from companion.core import Table, replay
    from companion.core.journal import read
    from companion.games import get

    results = {}
    for path in paths:
        walls = []
        for _ in range(repeats):
            wall = time.perf_counter()
            loaded = read(path)
            replay(get(loaded.header.game), loaded.header, loaded.entries, str(path))
            walls.append(time.perf_counter() - wall)
        table = Table.resume(get(loaded.header.game), loaded)
        undos = []
        for _ in range(40):
            wall = time.perf_counter()
            table.undo()
            undos.append(time.perf_counter() - wall)
            table.redo()
            table.undo()  # the next timed undo is one step further back
        results[path.stem] = {
            "entries": len(loaded.entries),
            "undos": sum(1 for entry in loaded.entries if entry.undo),
            "replay_ms": statistics.median(walls) * 1000,
            "undo_ms": statistics.median(undos) * 1000,
            "undo_worst_ms": max(undos) * 1000,
        }
    return results


def measure_at(revision: str, paths: list[Path], repeats: int) -> dict[str, dict[str, float]]:
    """:func:`measure` in a subprocess whose ``companion`` is git revision ``revision``."""
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="undo-bench-") as folder:
        tree = Path(folder) / "tree"
        subprocess.run(["git", "-C", str(root), "worktree", "add", "--detach", str(tree), revision], check=True)
        try:
            env = {**os.environ, "PYTHONPATH": str(tree)}
            command = [sys.executable, __file__, "--measure", *map(str, paths), "--repeats", str(repeats)]
            output = subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout
        finally:
            subprocess.run(["git", "-C", str(root), "worktree", "remove", "--force", str(tree)], check=True)
    result: dict[str, dict[str, float]] = json.loads(output)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV on the same journals")
    parser.add_argument("--measure", nargs="+", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure, args.repeats)))
        return
    with tempfile.TemporaryDirectory(prefix="undo-journals-") as folder:
        paths = write_journals(Path(folder))
        before = measure_at(args.against, paths, args.repeats) if args.against else None
        now = measure(paths, args.repeats)
    header = f"{'journal':10} {'entries':>7} {'undos':>6} {'replay ms':>10} {'undo ms':>8} {'worst':>6}"
    if before:
        header += f"   {args.against[:10]:>10}: {'replay ms':>9} {'undo ms':>8}  replay x  undo x"
    print(header)
    for name, row in now.items():
        line = (
            f"{name:10} {row['entries']:7d} {row['undos']:6d} {row['replay_ms']:10.1f} "
            f"{row['undo_ms']:8.3f} {row['undo_worst_ms']:6.2f}"
        )
        if before:
            old = before[name]
            line += (
                f"   {'':>10}  {old['replay_ms']:9.1f} {old['undo_ms']:8.3f}  "
                f"{old['replay_ms'] / row['replay_ms']:8.1f}  {old['undo_ms'] / row['undo_ms']:6.1f}"
            )
        print(line)


if __name__ == "__main__":
    main()
