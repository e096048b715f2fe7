"""Benchmark: full random games per second of one game, invariant checks off.

Usage::

    .venv/bin/python bench/playouts_bench.py --game steam_barons [--games 2000] [--seed 1] [--profile]

Runs the generic playouts of ``companion simulate --no-check`` (the game's own
random configurations: Steam Barons' two maps and the placeholder card; Mad
Market's stand-in board, targets of 3, 7, 15 or 35 VP and both settings of
each ruling) from the game's most players down to its fewest, and prints games/s and actions/s (wall clock, play only) and games per CPU second
of the whole run, which a busy machine disturbs less. ``--profile`` prints the
top of a cProfile of the 4-player run instead. Not a timed test: the figures
depend on the machine; docs/PERFORMANCE.md records them with the command.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from companion.core import Game
from companion.games import get, names
from companion.simulate import Totals, simulate


def run(game: Game, players: int, games: int, seed: int) -> tuple[Totals, float]:
    """The simulate totals and the games per CPU second."""
    start = time.process_time()
    totals = simulate(game, players, games, seed, check=False)
    assert totals.over == games, "a game did not end"
    return totals, games / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=names())
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="profile a 4-player run and print the top 25")
    args = parser.parse_args()
    game = get(args.game)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(run, game, min(4, game.max_players), args.games, args.seed)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    for players in range(game.max_players, game.min_players - 1, -1):
        totals, per_cpu = run(game, players, args.games, args.seed)
        print(
            f"{players} players: {totals.games_per_second:7.1f} games/s  {totals.actions_per_second:9.0f} actions/s  "
            f"{totals.actions / totals.games:6.1f} actions/game  ({per_cpu:.1f} games per CPU second)"
        )


if __name__ == "__main__":
    main()
