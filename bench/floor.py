"""The least any table can cost around an Acquire action, in CPU instructions: the floor under ``bench.entries``.

Usage::

    .venv/bin/python -m bench.floor

``bench.entries`` counts what the companion's table costs around the rule
(``Table.submit``: the gate, the history, the journal). This counts, on the
same seeded game and with the same fences (callgrind's
``--dump-before=getppid``), tables stripped to what no table keeping the
journal of DESIGN.md (a JSON line per action, synced before its effects are
shown) and an undo can leave out. Each is the same loop of a few lines
around the same ``apply``, doing more or less of it, so the loop's own cost
is in every row, the rule's included:

- ``rule``: the game's ``apply`` alone, action after action;
- ``line``: the rule, and the action's line written and made durable
  (``os.write`` and ``os.fsync``), its text written beforehand, outside the
  fences: the price of the durable write alone;
- ``kept``: the same, and what an undo needs: each action and its events
  kept, and the state copied every 4 actions by its compiled copy
  (:func:`~companion.core.state_copy.copier`), as the history does;
- ``text``: the rule and the durable line, the action's text written by the
  codec's compiled writer (the one the gate uses, whose tests are the gate's)
  inside the fences: the barest journaled table, with no gate, no seat
  check, no step kept, no undo;
- ``undo``: that, and the undo's keeping as in ``kept``.

Each is shown as the share of the action that is not the rule, as the goal
"the table's own work ≤ 25 % of a journaled action" (docs/PERFORMANCE.md)
reads it: a floor already above the goal says that no change of code around
the same rule and the same journal can reach it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.entries import SEED, callgrind, fenced

EVERY = 4
"""Actions between two copies of the state in the ``undo`` floor: the history's own interval for a copied state."""
FIGURES = (
    ("rule", "the rule alone (apply)", False, False, False),
    ("line", "the rule and its durable line, its text written beforehand", False, False, True),
    ("kept", "the same, each step kept and the state copied every 4 actions", False, True, True),
    ("text", "the rule, its text by the codec and its durable line (no gate, no undo)", True, False, True),
    ("undo", "the same, each step kept and the state copied every 4 actions", True, True, True),
)
"""Each floor's key, its line in the table, and what its loop does besides the rule: the codec writes the text
inside the fences, it keeps what an undo needs, it writes the durable line; in the order they are fenced."""


def _scenarios(folder: Path) -> tuple[list[Callable[[], None]], int]:
    """The fenced runs of :data:`FIGURES` on the seeded Acquire game, and how many actions each plays."""
    from companion.core import ChanceSource
    from companion.core.state_copy import copier
    from companion.games.acquire import GAME as ACQUIRE
    from companion.simulate import play_one

    config = ACQUIRE.prepare(ACQUIRE.random_config(4, ChanceSource(SEED)))
    _state, actions = play_one(ACQUIRE, config, ChanceSource(SEED + 1), check=False)
    codec = ACQUIRE.actions
    texts = [codec.line(action) for action in actions]  # also compiles each type's writer, outside the fences
    writers = codec.writers
    apply = ACQUIRE.apply
    own = Path(tempfile.mkdtemp(dir=folder))  # each call's journals apart
    paths = iter(own / f"floor-{index}.jsonl" for index in range(len(FIGURES)))

    def table(written: bool, kept: bool, journaled: bool) -> Callable[[], None]:
        """A floor: one loop for all (so its own cost is the same in each), doing what the three flags say."""
        live, fd = ACQUIRE.start(config), os.open(next(paths), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        copy = copier(type(live), ACQUIRE.unchanging)
        assert copy is not None, "Acquire's state is copied field by field"

        def run() -> None:
            write, sync = os.write, os.fsync
            steps: list[Any] = []
            saved: dict[int, Any] = {}
            for n, (action, text) in enumerate(zip(actions, texts, strict=True), 1):
                if written:
                    text = writers[type(action)](action)
                events = apply(live, action)
                if kept:
                    steps.append((action, events))
                    if not n % EVERY:
                        saved[n] = copy(live)
                if journaled:
                    write(fd, f'{{"n":{n},"action":{text}}}\n'.encode())
                    sync(fd)

        return run

    return [table(*how) for _key, _name, *how in FIGURES], len(actions)


def measure(folder: Path) -> None:
    """The measuring process: every run between two fences (:func:`~bench.entries.fenced`); prints the actions."""
    from companion.collector import pace

    pace()
    print(json.dumps(fenced(lambda: _scenarios(folder))))


def counts() -> dict[str, int]:
    """Instructions per action of every floor (callgrind's parts: start-up, a collection and a run each, the exit)."""
    parts, printed = callgrind(Path(__file__), len(FIGURES))
    actions = json.loads(printed)
    return {key: total // actions for (key, *_how), total in zip(FIGURES, parts[1:-1:2], strict=True)}


def rows(figures: dict[str, int]) -> list[dict[str, Any]]:
    """One row per floor, for ``scripts/bench --instructions --out``."""
    return [
        {"name": f"floor: {name}", "figure": f"floor_{key}", "instructions_per_action": figures[key]}
        for key, name, *_how in FIGURES
    ]


def table(figures: dict[str, int]) -> str:
    """The floors as the terminal shows them: each one's instructions per action and the share that is not the rule."""
    rule = figures["rule"]
    lines = [f"{'instructions per Acquire action':76s} {'now':>8s} {'not the rule':>13s}"]
    for key, name, *_how in FIGURES:
        total = figures[key]
        share = f"{(total - rule) / total:.1%}" if key != "rule" else ""
        lines.append(f"{name[:76]:76s} {total:8,d} {share:>13s}")
    lines.append(f"a quarter of the action needs the table's own work within {rule // 3:,} (a third of the rule)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.floor", description=__doc__.splitlines()[0])
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)  # the process under callgrind
    args = parser.parse_args(argv)
    if args.measure:
        measure(args.measure)
        return 0
    print(table(counts()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
