"""Benchmark: full random Acquire games per second, invariant checks off.

Usage::

    .venv/bin/python bench/acquire_bench.py [--games 300] [--seed 1] [--tiles dealt|physical|both]

Plays random legal games to the end with the engine's random player (the
same playouts as ``companion simulate --no-check``) for 4 players, then 2 and
6, and prints games/s, actions/s and actions per game (wall clock), and
games per CPU second, which a busy machine disturbs less. Not a timed test: the
figures depend on the machine; docs/acquire.md records them with the command.
"""

from __future__ import annotations

import argparse
import time

from companion.core import ChanceSource
from companion.games.acquire import GAME
from companion.simulate import play_one


def run(players: int, games: int, seed: int, tiles: str) -> tuple[float, float, float, float]:
    """Games per wall-clock second, actions per second, actions per game, games per CPU second."""
    master = ChanceSource(seed)
    actions = 0
    elapsed = 0.0
    cpu = 0.0
    for index in range(games):
        config = GAME.random_config(players, master)
        if tiles != "both":
            config["tiles"] = tiles
        config = GAME.prepare_config(config)
        chance = ChanceSource(master.fork_seed())
        start, start_cpu = time.perf_counter(), time.process_time()
        state, played = play_one(GAME, config, chance, check=False)
        elapsed += time.perf_counter() - start
        cpu += time.process_time() - start_cpu
        assert GAME.prompt(state).over, f"game {index} did not end"
        actions += len(played)
    return games / elapsed, actions / elapsed, actions / games, games / cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiles", choices=("dealt", "physical", "both"), default="both")
    args = parser.parse_args()
    for players in (4, 2, 6):
        per_game, per_action, mean, per_cpu = run(players, args.games, args.seed, args.tiles)
        print(
            f"{players} players, {args.tiles} tiles: {per_game:7.1f} games/s  {per_action:9.0f} actions/s  "
            f"{mean:6.1f} actions/game  ({per_cpu:.1f} games per CPU second)"
        )


if __name__ == "__main__":
    main()
