"""What every game's positions must do, shared by the per-game tests: a position written from any moment of a
random game starts a table that is that game, now and for every move after."""

from __future__ import annotations

import json
from typing import Any

from companion.core import ChanceSource, Game, Table


def same(first: Table[Any], second: Table[Any]) -> bool:
    """The same game for anyone who looks: summaries (the referee's), prompts and the legal moves."""
    return (
        json.dumps(first.summary(), sort_keys=True, default=str)
        == json.dumps(second.summary(), sort_keys=True, default=str)
        and first.prompt() == second.prompt()
        and first.legal_actions() == second.legal_actions()
    )


def round_trips(game: Game[Any], config: dict[str, Any], *, seed: int, every: int = 7, moves: int = 2000) -> int:
    """Play a random game; every ``every`` moves, start a second table from the position written now and check
    it is the same game, then play the next moves on both and check again. Returns how many positions."""
    table = Table.new(game, config, created="x")
    chance = ChanceSource(seed)
    checked = 0
    for move in range(moves):
        if table.over:
            break
        if move % every == 0:
            written = json.loads(json.dumps(game.position(table.state)))  # as a file holds it
            started = Table.new(game, {**table.header.config, "position": written}, created="x")
            assert same(table, started), f"move {move}: the position does not give the same game"
            follow = ChanceSource(seed + move)
            for _ in range(3):
                if table.over:
                    break
                action = table.choose_random(follow)
                table.submit(action)
                started.submit(action)
                assert same(table, started), f"move {move}: the game from the position went another way"
            checked += 1
            continue
        table.submit(table.choose_random(chance))
    return checked
