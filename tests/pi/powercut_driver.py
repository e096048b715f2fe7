"""An automated player for the power-cut test: resume (or start), then play as fast as the journal allows.

Run by path (``python tests/pi/powercut_driver.py --game tiny --seed 7``)
with ``$COMPANION_DATA_DIR`` set. It takes the same road as the app on boot:
:func:`companion.storage.latest_unfinished` and
:func:`companion.storage.open_saved`, or :func:`companion.storage.start_new`
when nothing is unfinished. Then it plays random legal actions (and now and
then an undo or a redo) through :class:`companion.core.Table`, printing one
line per event and flushing it only after the call returned, i.e. after the
entry was fsynced. The test kills it with SIGKILL at random moments; every
``ACK`` line is a promise the journal must keep.

Output, one line each::

    FILE <path> NEW|RESUMED <entries> <warnings>
    ACK <n> <entry as JSON>        n = the journal entry number
    OVER <path>
"""

from __future__ import annotations

import argparse
import json
import sys

from companion import storage
from companion.core import ChanceSource, Table
from companion.core.journal import read
from companion.games import get


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def open_table(game: str, chance: ChanceSource, *, boot: bool) -> Table:
    """On boot, the latest unfinished game if any (as the app does); otherwise a new game."""
    saved = storage.latest_unfinished() if boot else None
    if saved is not None:
        loaded_entries = len(read(saved.path).entries)
        table = storage.open_saved(saved.path)
        say(f"FILE {saved.path} RESUMED {loaded_entries} {len(table.warnings)}")
        return table
    engine = get(game)
    players = chance.randint(engine.min_players, engine.max_players)
    table = storage.start_new(game, engine.random_config(players, chance))
    say(f"FILE {table.writer.path} NEW 0 0")
    return table


def play(table: Table, chance: ChanceSource, budget: int) -> int:
    """Play until the game is over or ``budget`` entries are written; returns entries written."""
    written = 0
    while written < budget and not table.over:
        roll = chance.randint(1, 100)
        if roll <= 4 and table.can_undo:
            table.undo()
            entry: dict = {"undo": True}
        elif roll <= 7 and table.can_redo:
            table.redo()
            entry = {"redo": True}
        else:
            action = table.game.choose_random(table.state, chance)
            table.submit(action)
            entry = {"action": table.game.actions.encode(action)}
        written += 1
        say(f"ACK {table.writer.next_n - 1} {json.dumps(entry, separators=(',', ':'))}")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tiny")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--max-entries", type=int, default=100_000, help="stop after this many entries")
    args = parser.parse_args(argv)
    chance = ChanceSource(args.seed)
    budget = args.max_entries
    boot = True
    while budget > 0:
        table = open_table(args.game, chance, boot=boot)
        boot = False
        budget -= play(table, chance, budget)
        if table.over:
            say(f"OVER {table.writer.path}")
        table.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
