"""Run every benchmark, print a table, write JSON with the machine description.

Usage (``scripts/bench`` sets up the environment and runs this)::

    python -m bench [--quick] [--only engines|app|phones] [--out FILE]
    python -m bench --against REV [--games acquire,bigshot] [--rounds 5] [--instructions]
    python -m bench --instructions [--out FILE]

``--instructions`` alone counts the CPU instructions of start-up under
valgrind (bench/startup.py): ``companion play`` to its first frame (a new
game and a resumed one), ``--help`` and ``replay`` of a short game; then
those of a journal entry (bench/entries.py): a submit with and without a
journal, a replayed entry, a changed mind, and the floor under them
(bench/floor.py: the barest tables around the same rule); then those of a random game of
each engine at 2, 4 and 6 players (bench/games.py); then those of a frame
of every game's screens, the worst five listed (bench/frames.py).

``--quick`` is a smoke run (under a minute); the full run takes a few
minutes and adds the phones' web part (bench/phones.py: its memory, and its
start-up instructions when valgrind is there). Results go to
``bench/results/<host>-<date>.json`` (git-ignored).
Never a pass/fail test: targets are printed beside the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

for key, value in {
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "GPIOZERO_PIN_FACTORY": "mock",
    "COMPANION_HARDWARE": "simulated",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}.items():
    os.environ.setdefault(key, value)

RESULTS = Path(__file__).resolve().parent / "results"
FIGURES = (
    "games_per_s",
    "games_per_cpu_s",
    "actions_per_s",
    "median_ms",
    "p95_ms",
    "max_ms",
    "cpu_ms",
    "cpu_ms_per_frame",
    "companion_replay_json_ms",
    "cpu_percent",
    "peak_rss_mb",
    "rss_mb",
    "added_mb",
    "instructions_m",
    "added_m",
)
TARGETS = ("target_games_per_s", "target_ms", "target_percent", "target_mb")


def table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'benchmark':58s} {'figures':64s} {'target':>8s} {'load':>5s}"]
    for row in rows:
        figures = "  ".join(f"{key}={row[key]}" for key in FIGURES if row.get(key) is not None)
        target = next((str(row[key]) for key in TARGETS if row.get(key) is not None), "")
        load = f"{row['load'][0]:.2f}" if row.get("load") else ""
        lines.append(f"{row['name'][:58]:58s} {figures:64s} {target:>8s} {load:>5s}")
        for line in row.get("profile", [])[:8]:
            lines.append(f"    {line}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run in under a minute")
    parser.add_argument("--only", choices=("engines", "app", "phones"), help="run one group only")
    parser.add_argument("--out", type=Path, help="the JSON file (default bench/results/<host>-<date>.json)")
    parser.add_argument("--against", metavar="REV", help="compare the engines' playouts with revision REV instead")
    parser.add_argument("--games", default="acquire,bigshot,steam_barons,mad_market", help="with --against")
    parser.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="with --against: interleaved rounds per game (0: only whether the games are the same)",
    )
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count start-up instructions (valgrind); with --against: also instructions per game",
    )
    args = parser.parse_args(argv)
    if args.against:
        from . import against

        games = [g for g in args.games.split(",") if g]
        rows = against.compare(args.against, games, args.rounds, args.quick, args.instructions)
        print(against.table(rows))
        if args.out:
            args.out.write_text(json.dumps({"bench": 1, "against": args.against, "results": rows}, indent=2) + "\n")
        return 0
    if args.instructions:
        from . import entries, floor, frames, games, startup

        starts = startup.run()
        print(startup.table(starts))
        per_entry = entries.run()
        print(entries.table(per_entry))
        floors = floor.counts()
        print(floor.table(floors))
        per_game = games.run()
        print(games.table(per_game))
        per_frame = frames.run()
        print(frames.table(per_frame))
        if args.out:
            found = starts + per_entry + floor.rows(floors) + per_game + per_frame
            args.out.write_text(json.dumps({"bench": 1, "instructions": found}, indent=2) + "\n")
        return 0

    if "COMPANION_DATA_DIR" not in os.environ:  # never touch the real saved games
        import tempfile

        os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp(prefix="companion-bench-data-")
    from . import app, engines, phones
    from .machine import describe, load

    machine = describe()
    began = time.perf_counter()
    rows: list[dict[str, Any]] = []
    groups = {"engines": engines.run, "app": app.run, "phones": phones.run}
    for name, run in groups.items():
        if args.only == name or (args.only is None and not (args.quick and name == "phones")):  # a full run only
            rows += [{"group": name, **row} for row in run(args.quick)]
    report = {
        "bench": 1,
        "mode": "quick" if args.quick else "full",
        "machine": machine,
        "load_at_end": load(),
        "seconds": round(time.perf_counter() - began, 1),
        "results": rows,
    }
    out = args.out or RESULTS / f"{machine['host']}-{time.strftime('%Y-%m-%d-%H%M%S')}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(
        f"{machine['cpu']} ({machine['cores']} cores), Python {machine['python']}, "
        f"load at start {machine['load_at_start']}"
    )
    print(table(rows))
    print(f"{len(rows)} figures in {report['seconds']} s; written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
