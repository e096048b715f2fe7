"""A journal entry in CPU instructions: what the table itself costs per action, per replayed entry, per changed mind.

Usage (through ``scripts/bench``)::

    scripts/bench --instructions            # with the start-up figures
    .venv/bin/python -m bench.entries [--against REV] [--out FILE]

One process runs every scenario under valgrind's callgrind, which counts the
instructions executed: the same figure whatever else the machine is doing.
Each measured run is fenced by a call of ``os.getppid`` (a call nothing else
in the companion makes), and callgrind is told to write its counts and start
again from zero before each one (``--dump-before=getppid``), so a figure is
the instructions of exactly that run: Python's start-up, the imports, the
game's set-up and a warm-up pass over every scenario fall outside the
fences. A figure per entry is a run's count divided by its entries.

The scenarios, on one seeded four-player Acquire game (about 160 actions)
and on Tiny Auction made to change nothing (:class:`Still`, whose every
action is a no-op, so what is left is the table's own work):

- ``rule``: the game's ``apply`` on a bare state, action after action (the
  rule's own cost, which nothing at the table can lower);
- ``submit``: ``Table.submit`` of every action, with no journal and with a
  durable journal in a temporary folder (``fsync`` is the kernel's work, not
  counted, but every instruction of the companion around it is);
- ``replay``: parsing the journal the submits wrote and replaying it
  (``journal.parse`` and ``core.replay``), less the same for its header alone;
- ``changed mind``: after every action, an undo and the action again, with a
  journal; the figure is what that run costs beyond the plain submits.

``--against REV`` runs the same scenarios on revision REV (exported with
``git archive``, no worktree left behind) with this file's code, so both
columns count the very same work. It only calls what the table has always
offered (``Table.new``, ``submit``, ``undo``, ``journal.parse``,
``core.replay``).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SEED = 7
"""The seeded Acquire game every run plays: the same actions in every tree."""
STILL_ENTRIES = 200
"""How many no-op actions the still game submits."""
FIGURES = (
    ("still_submit", "Tiny Auction, no-op action: submit without a journal"),
    ("still_submit_journal", "Tiny Auction, no-op action: submit with a journal"),
    ("acquire_rule", "Acquire: the rule alone (apply)"),
    ("acquire_submit", "Acquire: submit without a journal"),
    ("acquire_submit_journal", "Acquire: submit with a journal"),
    ("acquire_replay", "Acquire: replay per plain entry (parse + replay)"),
    ("acquire_changed_mind", "Acquire: a changed mind (undo, then an action), with a journal"),
)
"""Each figure's key and its line in the table, in the order the measuring process fences them."""


def fence() -> None:
    """Where callgrind writes its counts and starts again from zero (``--dump-before=getppid``)."""
    os.getppid()


def _scenarios(folder: Path) -> tuple[list[Callable[[], None]], dict[str, int]]:
    """The measured runs, in :data:`FIGURES`' order (changed mind and replay need two each), and their entries.

    Built in the measuring process, from the tree on its path; everything
    built here (the game's actions, the tables, the journals' folders) is
    outside the fences.
    """
    from companion.core import ChanceSource, Table, replay
    from companion.core.bids import Pass
    from companion.core.journal import parse
    from companion.games.acquire import GAME as ACQUIRE
    from companion.games.tiny import GAME as TINY
    from companion.simulate import play_one

    class Still(type(TINY)):  # type: ignore[misc]  # Tiny Auction's class, read off its instance
        """Tiny Auction whose every action changes nothing: the table's work is all that is left."""

        def apply(self, state: Any, action: Any) -> list[Any]:
            return []

    still = Still()
    still_config = still.prepare({"players": ["Ann", "Ben", "Cat"], "seed": SEED})
    still_actions = [Pass(player=0)] * STILL_ENTRIES
    config = ACQUIRE.prepare(ACQUIRE.random_config(4, ChanceSource(SEED)))
    _state, actions = play_one(ACQUIRE, config, ChanceSource(SEED + 1), check=False)
    created = "2026-01-01T00:00:00+00:00"
    own = Path(tempfile.mkdtemp(dir=folder))  # each call's journals apart
    paths = iter(own / f"journal-{index}.jsonl" for index in range(len(FIGURES)))

    def table(game: Any, game_config: dict[str, Any], journal: bool) -> Any:
        return Table.new(game, game_config, created=created, path=next(paths) if journal else None)

    def submits(game: Any, game_config: dict[str, Any], moves: list[Any], journal: bool) -> Callable[[], None]:
        def run() -> None:
            submit = live.submit
            for action in moves:
                submit(action)

        live = table(game, game_config, journal)
        return run

    def rule() -> None:
        apply = ACQUIRE.apply
        for action in actions:
            apply(state, action)

    state = ACQUIRE.start(config)

    def changed_minds() -> None:
        submit, undo = live.submit, live.undo
        for action in actions:
            submit(action)
            undo()
            submit(action)

    live = table(ACQUIRE, config, True)
    written = table(ACQUIRE, config, True)
    for action in actions:
        written.submit(action)
    written.close()
    data = written.writer.path.read_bytes()
    header_only = data[: data.index(b"\n") + 1]

    def replayed(journal: bytes) -> Callable[[], None]:
        def run() -> None:
            loaded = parse(journal)
            replay(ACQUIRE, loaded.header, loaded.entries)

        return run

    runs = [
        submits(still, still_config, still_actions, False),
        submits(still, still_config, still_actions, True),
        rule,
        submits(ACQUIRE, config, actions, False),
        submits(ACQUIRE, config, actions, True),
        replayed(header_only),
        replayed(data),
        changed_minds,
    ]
    return runs, {"still": len(still_actions), "acquire": len(actions)}


def measure(folder: Path) -> None:
    """The measuring process: a warm-up pass, then every run between two fences; prints the entries as JSON.

    The collector runs at the pace the ``companion`` command sets for every
    command (:func:`companion.collector.pace`), so a figure is what the
    table costs in the companion; a revision without that module is measured
    at CPython's default pace, as it ran.

    Before each run the garbage collector empties its generations, between
    fences of its own: a collection a run triggers then depends on what that
    run allocates, not on what the runs before it left (a collection landing
    in one run or the next moved a figure by a few thousand per entry).
    """
    try:  # the collector's pace the ``companion`` command sets (companion/collector.py), as the table runs
        from companion.collector import pace
    except ImportError:  # a revision from before it: CPython's default pace, as that companion ran
        pass
    else:
        pace()
    print(json.dumps(fenced(lambda: _scenarios(folder))))


def fenced(scenarios: Callable[[], tuple[list[Callable[[], None]], Any]]) -> Any:
    """The runs ``scenarios`` makes, each between two fences after a collection fenced apart, and what it gives
    beside them (how many entries each plays).

    A first set of runs is played outside the fences (the imports and first calls made once), then a fresh one
    is measured: callgrind writes ``2 * len(runs) + 1`` parts, the start-up, then a collection and a run each
    (the last one ending at the exit).
    """
    for run in scenarios()[0]:
        run()
    runs, counted = scenarios()
    for index, run in enumerate(runs):
        if index:
            fence()  # the previous run ends; the collection below is a part of its own, not counted
        gc.collect()
        fence()
        run()
    fence()
    return counted


def _parts(folder: Path, pid: int) -> list[int]:
    """The instructions callgrind wrote for each part of process ``pid``, in order (part 1: up to the first fence)."""
    found: dict[int, int] = {}
    for path in folder.glob(f"callgrind.{pid}*"):
        text = path.read_text(errors="replace")
        part, total = re.search(r"^part: (\d+)", text, re.M), re.search(r"^totals: (\d+)", text, re.M)
        if part and total:
            found[int(part.group(1))] = int(total.group(1))
    return [found[key] for key in sorted(found)]


def callgrind(script: Path, runs: int, tree: Path = REPO) -> tuple[list[int], str]:
    """Run ``script --measure FOLDER`` (with ``tree``'s companion) under callgrind: the instructions of each of its
    parts, and the last line it printed.

    The script fences ``runs`` runs as :func:`measure` does (a collection and a run each), so callgrind writes
    ``2 * runs + 1`` parts: the start-up, then a collection and a run each, the last one ending at the exit.
    """
    if not shutil.which("valgrind"):
        raise SystemExit("bench: counting instructions needs valgrind (apt install valgrind)")
    with tempfile.TemporaryDirectory(prefix="companion-entries-") as name:
        folder = Path(name)
        command = [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=getppid",
            f"--callgrind-out-file={folder}/callgrind.%p",
            sys.executable,
            str(script),
            "--measure",
            str(folder),
        ]
        # One hash seed for every tree: the order of sets and dicts of texts (and so the rule's own work and when
        # the garbage collector runs) moves the counts by a few thousand per entry from one seed to another.
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}
        for key, value in {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}.items():
            env.setdefault(key, value)
        done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=False)
        pid = re.search(r"==(\d+)==", done.stderr)
        if done.returncode != 0 or pid is None:
            raise SystemExit(f"bench: the measuring run failed in {tree}:\n{done.stderr[-2000:]}")
        parts = _parts(folder, int(pid.group(1)))
    if len(parts) != 2 * runs + 1:
        raise SystemExit(f"bench: expected {2 * runs + 1} parts from callgrind, got {len(parts)}")
    return parts, done.stdout.strip().splitlines()[-1]


def counts(tree: Path = REPO) -> dict[str, int]:
    """Instructions per entry of every figure, with ``tree``'s companion (this file's scenarios)."""
    parts, printed = callgrind(Path(__file__), 8, tree)
    return per_entry(parts, json.loads(printed))


def per_entry(parts: list[int], entries: dict[str, int]) -> dict[str, int]:
    """Figures per entry from callgrind's parts: start-up, the eight fenced runs with a collection between
    two, the exit.

    Replay is the whole journal's less its header's; a changed mind is the
    run of submit, undo, submit less the run of plain submits.
    """
    (
        still_submit,
        still_journal,
        rule,
        submit,
        journal,
        header,
        replayed,
        changed,
    ) = parts[1:-1:2]
    still, acquire = entries["still"], entries["acquire"]
    return {
        "still_submit": still_submit // still,
        "still_submit_journal": still_journal // still,
        "acquire_rule": rule // acquire,
        "acquire_submit": submit // acquire,
        "acquire_submit_journal": journal // acquire,
        "acquire_replay": (replayed - header) // acquire,
        "acquire_changed_mind": (changed - journal) // acquire,
        "acquire_entries": acquire,
    }


def rows(figures: dict[str, int], base: dict[str, int] | None = None, against: str = "") -> list[dict[str, Any]]:
    """One row per figure: its instructions per entry (and the base revision's, when compared)."""
    found = []
    for key, name in FIGURES:
        row: dict[str, Any] = {"name": f"journal entry: {name}", "figure": key, "instructions_per_entry": figures[key]}
        if base is not None:
            row.update(against=against, base_instructions_per_entry=base[key])
        found.append(row)
    return found


def table(found: list[dict[str, Any]]) -> str:
    """The rows as the terminal shows them; the table's own share of a real Acquire action last, both ways: the
    submit with its journal less the rule's own cost, and a no-op action through the same submit."""
    compared = any("base_instructions_per_entry" in row for row in found)
    head = f"{'instructions per entry':72s} {'now':>10s}"
    lines = [head + (f" {found[0]['against'][:10]:>10s} {'fewer':>7s}" if compared else "")]
    by_key = {row["figure"]: row for row in found}
    for row in found:
        line = f"{row['name'][15:][:72]:72s} {row['instructions_per_entry']:10,d}"
        if compared:
            base = row["base_instructions_per_entry"]
            line += f" {base:10,d} {base / max(row['instructions_per_entry'], 1):6.2f}x"
        lines.append(line)
    own = by_key["acquire_submit_journal"]["instructions_per_entry"] - by_key["acquire_rule"]["instructions_per_entry"]
    real = by_key["acquire_submit_journal"]["instructions_per_entry"]
    replay = by_key["acquire_replay"]["instructions_per_entry"] / max(
        by_key["acquire_rule"]["instructions_per_entry"], 1
    )
    still = by_key["still_submit_journal"]["instructions_per_entry"]
    lines.append(
        f"the table's own work per Acquire action: {own:,} ({own / real:.0%} of the action); "
        f"a no-op action with its journal: {still / real:.0%} of an Acquire action; "
        f"replay per entry: {replay:.2f}x the rule"
    )
    return "\n".join(lines)


def run(against: str | None = None) -> list[dict[str, Any]]:
    """The figures of the working tree, and of revision ``against`` beside them when given."""
    figures = counts(REPO)
    if against is None:
        return rows(figures)
    from .against import export

    with tempfile.TemporaryDirectory(prefix="companion-entries-base-") as folder:
        base = counts(export(against, Path(folder)))
    return rows(figures, base, against)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.entries", description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="REV", help="also count revision REV's instructions")
    parser.add_argument("--out", type=Path, help="write the rows as JSON")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # the process under callgrind
    args = parser.parse_args(argv)
    if args.measure:
        measure(args.measure)
        return 0
    found = run(args.against)
    print(table(found))
    if args.out:
        args.out.write_text(json.dumps({"bench": 1, "entries": found}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
