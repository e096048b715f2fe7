"""The two-player stock market: an extra holder whose share count is a drawn tile's number.

Whenever bonuses are paid with two players (each defunct chain of a merger,
each active chain at the end), a tile is drawn from the draw pile; its number
(9F → 9) is the market's holding. The tile goes back and the pile is
shuffled. The market may push the total past 25, takes part in ties like a
player, and its bonus stays in the bank.

Physical tiles: the players draw a real tile and enter its number (1–12).

Dealt tiles: the companion draws, and it must do so reproducibly, because a
replay may never call a live generator. The draw is therefore a pure
function of the game: the ``k``-th market draw of a game (k = 0, 1, …) picks
uniformly among the tiles still in the draw pile with
``random.Random(f"acquire-market:{seed}:{k}")``, ``seed`` being the game's
configured seed (0 when a game was created from an explicit tile bag without
a seed). Putting the tile back and reshuffling leaves the pile's order as it
was: the bag order fixed at creation is already uniformly random, so the
reshuffle changes nothing a player could observe. When the pile is empty the
draw is made from the whole set of 108 tiles. Only the value drawn this way is
accepted in dealt mode.
"""

from __future__ import annotations

import random

from .board import SQUARES, TILE_NUMBER
from .state import State

LOWEST, HIGHEST = 1, 12


def market_draw(state: State) -> int:
    """Dealt mode: the tile the companion draws for the next market holding."""
    pile = state.bag[state.drawn :] or list(range(SQUARES))
    rng = random.Random(f"acquire-market:{state.seed or 0}:{state.market_draws}")
    return pile[rng.randrange(len(pile))]


def market_value(tile: int) -> int:
    return TILE_NUMBER[tile]
