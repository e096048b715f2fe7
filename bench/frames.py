"""A frame in CPU instructions: every game's screens drawn headless, the worst five listed.

Usage (through ``scripts/bench``)::

    scripts/bench --instructions            # with the start-up, journal-entry and per-game figures
    .venv/bin/python -m bench.frames [--games bigshot,acquire] [--worst 5] [--against REV] [--out FILE]

A frame is what the app does when something on the screen changed (a tap, a
move): the scene lays itself out again and the whole canvas is drawn
(``scene.layout()`` then ``app.draw()``). The app draws nothing while nothing
changes, so this is the cost a table feels after each tap, and on the Pi the
one that decides whether a screen answers at once.

One process per game runs under valgrind's callgrind, headless (SDL's dummy
driver), in English. It takes the game's screenshot tour (the screens reached
the way :mod:`companion.ui.screenshots` reaches them, a player's way), then,
for the screens that depend on how many play, the seats tour at the most
players the game allows. At each screen it draws one frame to warm up (fonts,
what a screen keeps from one frame to the next), then :data:`FRAMES` counted
frames. The tours play whole games, which under callgrind's instrumentation
would take most of an hour; so the process runs uninstrumented (valgrind
alone, a few times slower than Python) and turns callgrind on around the
counted frames only, through valgrind's client requests
(``valgrind/callgrind.h``), which a few lines of C compiled here
(:data:`REQUESTS`) make from Python through ``ctypes``. Each counted stretch
is dumped as a part of its own; a stretch with no frames in it, counted the
same way, is taken off each (the calls into the C, about sixteen thousand
instructions).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
GAMES = ("acquire", "bigshot", "mad_market", "steam_barons")
"""The games whose screens are drawn (the test games' screens are the generic ones these share)."""
FRAMES = 2
"""Frames counted per screen (the drawing is deterministic: two only show that a frame does not keep changing)."""
WORST = 5
"""How many screens the table lists, the most expensive first."""
TARGET_M = 8.0
"""Millions of instructions the worst screen's frame may take (docs/PERFORMANCE.md, "A frame in instructions")."""
REQUESTS = """
#include <valgrind/callgrind.h>
void counting(void) { CALLGRIND_START_INSTRUMENTATION; CALLGRIND_ZERO_STATS; }
void counted(void) { CALLGRIND_DUMP_STATS; CALLGRIND_STOP_INSTRUMENTATION; }
"""
"""Callgrind on from here with its counts at zero; its counts written out as a part, and off again."""


def frame(app: Any) -> None:
    """One frame after a change: the scene laid out again, the canvas drawn."""
    app.scene.layout()
    app.draw()


def measure(game: str, library: Path) -> None:
    """The measuring process: ``game``'s tours, each screen's frames counted; prints the screens' names as JSON."""
    from companion.games import get
    from companion.text.i18n import set_language
    from companion.ui.screenshots import close_tour_app, seats_tour, tour_app, tours, walk

    requests = ctypes.CDLL(str(library))
    requests.counting()  # the empty stretch first: what counting itself costs
    requests.counted()
    app = tour_app()
    app.prefs.language = "en"
    set_language("en")
    names: list[str] = []
    seen: Counter[str] = Counter()
    for name in walk(app, [*tours()[game](), *seats_tour(game, get(game).max_players)]):
        frame(app)
        requests.counting()
        for _ in range(FRAMES):
            frame(app)
        requests.counted()
        seen[name] += 1  # a tour may reach a screen twice: the second is "name (2)"
        names.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    close_tour_app(app)
    print(json.dumps(names))


def compile_requests(folder: Path) -> Path:
    """:data:`REQUESTS` as a shared library in ``folder``."""
    if not shutil.which("valgrind") or not shutil.which("cc"):
        raise SystemExit(
            "bench frames: counting instructions needs valgrind and a C compiler (apt install valgrind gcc)"
        )
    source, library = folder / "requests.c", folder / "requests.so"
    source.write_text(REQUESTS)
    done = subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(library), str(source)], capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"bench frames: cannot compile the client requests:\n{done.stderr.decode()[-2000:]}")
    return library


def _parts(folder: Path, pid: int) -> list[int]:
    """The instructions of each stretch counted in process ``pid`` (the parts dumped on request), in order."""
    found: dict[int, int] = {}
    for path in folder.glob(f"callgrind.{pid}*"):
        text = path.read_text(errors="replace")
        part, total = re.search(r"^part: (\d+)", text, re.M), re.search(r"^totals: (\d+)", text, re.M)
        if part and re.search(r"^desc: Trigger: Client Request", text, re.M):
            found[int(part.group(1))] = int(total.group(1)) if total else 0
    return [found[key] for key in sorted(found)]


def counts(game: str, tree: Path = REPO) -> list[tuple[str, int]]:
    """Each of ``game``'s screens, in the tours' order, with its instructions per frame (``tree``'s companion)."""
    from .app import HEADLESS  # here, not at the top: the measuring process runs this file as a script

    with tempfile.TemporaryDirectory(prefix="companion-frames-") as name:
        folder = Path(name)
        library = compile_requests(folder)
        (folder / "data").mkdir()
        command = [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            f"--callgrind-out-file={folder}/callgrind.%p",
            sys.executable,
            __file__,
            "--measure",
            game,
            str(library),
        ]
        # A fixed hash seed: a tour whose random moves meet a set plays the same game in every run and tree.
        env = {**os.environ, **HEADLESS, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        env["COMPANION_DATA_DIR"] = str(folder / "data")
        done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=False)
        pid = re.search(r"==(\d+)==", done.stderr)
        if done.returncode != 0 or pid is None:
            raise SystemExit(f"bench frames: the measuring run of {game} failed:\n{done.stderr[-2000:]}")
        names = json.loads(done.stdout.strip().splitlines()[-1])
        parts = _parts(folder, int(pid.group(1)))
    # Parts: the empty stretch, then each screen's frames.
    if len(parts) != len(names) + 1:
        raise SystemExit(f"bench frames: {game}: {len(names)} screens but {len(parts)} parts from callgrind")
    empty = parts[0]
    return [(name, (part - empty) // FRAMES) for name, part in zip(names, parts[1:], strict=True)]


def rows(games: tuple[str, ...], tree: Path = REPO) -> list[dict[str, Any]]:
    """A row per screen of every game, the most expensive first."""
    found = [
        {"name": f"frame: {game} {screen}", "game": game, "screen": screen, "instructions_per_frame": count}
        for game in games
        for screen, count in counts(game, tree)
    ]
    return sorted(found, key=lambda row: -row["instructions_per_frame"])


def run(games: tuple[str, ...] = GAMES, against: str | None = None) -> list[dict[str, Any]]:
    """The rows of the working tree; with ``against``, each screen's figure in revision ``against`` beside it."""
    found = rows(games)
    if against is None:
        return found
    from .against import export

    with tempfile.TemporaryDirectory(prefix="companion-frames-base-") as folder:
        base = {(row["game"], row["screen"]): row for row in rows(games, export(against, Path(folder)))}
    for row in found:
        was = base.get((row["game"], row["screen"]))
        row.update(against=against, base_instructions_per_frame=was["instructions_per_frame"] if was else None)
    return found


def table(found: list[dict[str, Any]], worst: int = WORST) -> str:
    """The ``worst`` screens as the terminal shows them (and the base revision's figures, when compared)."""
    compared = any("against" in row for row in found)
    head = f"{'instructions per frame, worst screens':56s} {'M now':>7s}"
    lines = [head + (f" {found[0]['against'][:10]:>10s}" if compared else "") + f" {'target':>7s}"]
    for index, row in enumerate(found[:worst]):
        line = f"{row['game'] + ': ' + row['screen']:56s} {row['instructions_per_frame'] / 1e6:7.2f}"
        if compared:
            base = row["base_instructions_per_frame"]
            line += f" {base / 1e6:10.2f}" if base is not None else f" {'':>10s}"
        lines.append(line + (f" {TARGET_M:7.1f}" if index == 0 else ""))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.frames", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="the games whose screens are drawn")
    parser.add_argument("--worst", type=int, default=WORST, help="how many screens to list")
    parser.add_argument("--against", metavar="REV", help="also count revision REV's frames")
    parser.add_argument("--out", type=Path, help="write every screen's row as JSON")
    parser.add_argument("--measure", nargs=2, metavar=("GAME", "LIBRARY"), help=argparse.SUPPRESS)  # under callgrind
    args = parser.parse_args(argv)
    if args.measure:
        measure(args.measure[0], Path(args.measure[1]))
        return 0
    found = run(tuple(game for game in args.games.split(",") if game), args.against)
    print(table(found, args.worst))
    if args.out:
        args.out.write_text(json.dumps({"bench": 1, "frames": found}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
