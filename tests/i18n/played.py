"""A game's log in the language set: what the i18n tests read to find a sentence the catalogs word wrongly.

The random player plays a whole game (at most 3,000 moves) with the names given, and every event is described,
so the chains', companies' and shares' names are read in their sentences as well as the players'.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core import ChanceSource
from companion.registry import load, specs
from companion.text.i18n import _


def log_sentences(game: str, seed: int, names: Sequence[str] | None = None) -> list[str]:
    """Every event of ``game`` played out from ``seed`` by the random player, described by the engine
    (``names`` replace the random configuration's players, as many as it seats)."""
    engine = load(specs()[game].engine)
    chance = ChanceSource(seed)
    config = engine.random_config(4, chance)
    if names is not None:
        config["players"] = list(names)[: len(config["players"])]
    state = engine.new_game(config)
    events = []
    for _move in range(3000):
        if engine.is_over(state):
            break
        events += engine.apply(state, engine.choose_random(state, chance))
    return [engine.describe(state, event, _) for event in events]
