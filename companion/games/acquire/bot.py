"""The random player used by ``simulate`` and the property tests.

It only picks legal actions and can pick every kind of action, but samples
directly instead of building the full list (a purchase is drawn share by
share, a disposal as two numbers), which keeps simulations fast. It declares
the end as soon as it may.

With physical tiles the engine cannot see hands, so the random player keeps
its own tile source, a pure function of the state: the bag shuffled from the
configured seed, minus the tiles on the board and the dead ones (as if every
dead tile had been exchanged). Seat ``s`` holds the ``s``-th group of six of
those tiles. It is hidden knowledge the engine never uses: the engine only
checks placement rules, as it does at a real table.
"""

from __future__ import annotations

from functools import lru_cache

from companion.core import Action, ChanceSource

from .actions import (
    Buy,
    ChooseDefunct,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    MarketHolding,
    NoPlayableTile,
    PlaceTile,
    StartTile,
)
from .board import SQUARES, TILE_NAMES, TILE_NUMBER
from .end import can_declare_end
from .market import market_draw
from .merger import defunct_candidates, survivor_candidates
from .placement import every_empty_square_playable, is_dead, is_playable
from .setup import HAND_SIZE, waiting_for_start_tile
from .state import (
    BUY,
    CHOOSE_DEFUNCT,
    CHOOSE_SURVIVOR,
    DISPOSE,
    FOUND_CHAIN,
    MARKET_HOLDING,
    PLACE_TILE,
    START_TILE,
    State,
)
from .turn import BUY_LIMIT, available_chains


@lru_cache(maxsize=64)
def simulated_bag(seed: int) -> tuple[int, ...]:
    return tuple(ChanceSource(seed).shuffled(range(SQUARES)))


def physical_hand(state: State, seat: int) -> list[int]:
    """The six tiles the random player pretends ``seat`` holds (physical mode)."""
    cells, chains = state.cells, state.chains
    skip = seat * HAND_SIZE
    hand: list[int] = []
    dead_possible = len(state.safe_seen) >= 2
    for tile in simulated_bag(state.seed or 0):
        if cells[tile] is not None:
            continue
        if dead_possible and is_dead(cells, chains, tile):
            continue
        if skip:
            skip -= 1
            continue
        hand.append(tile)
        if len(hand) == HAND_SIZE:
            break
    return hand


def may_declare(state: State) -> bool:
    return not state.declared and can_declare_end(state)


def choose(state: State, chance: ChanceSource) -> Action:
    phase = state.phase
    seat = state.turn
    if phase == START_TILE:
        starter = waiting_for_start_tile(state)
        assert starter is not None
        tile = next(t for t in simulated_bag(state.seed or 0) if state.cells[t] is None)
        return StartTile(starter, TILE_NAMES[tile])
    if phase == MARKET_HOLDING:
        if state.dealt:
            return MarketHolding(TILE_NUMBER[market_draw(state)])
        pool = [t for t in range(SQUARES) if state.cells[t] is None]
        return MarketHolding(TILE_NUMBER[chance.choice(pool)] if pool else chance.randint(1, 12))
    if phase == DISPOSE:
        return _dispose(state, chance)
    if state.safe_seen and may_declare(state):  # no safe chain, no end to declare
        return DeclareEnd(seat)
    if phase == PLACE_TILE:
        hand = state.hands[seat] if state.dealt else physical_hand(state, seat)
        if every_empty_square_playable(state.chains, state.safe_seen):
            playable = hand  # a hand holds only tiles of empty squares
        else:
            playable = [t for t in hand if is_playable(state.cells, state.chains, t)]
        if not playable:
            return NoPlayableTile(seat)
        return PlaceTile(seat, TILE_NAMES[chance.choice(playable)])
    if phase == FOUND_CHAIN:
        return FoundChain(seat, chance.choice(available_chains(state)))
    if phase == CHOOSE_SURVIVOR:
        assert state.merger is not None
        return ChooseSurvivor(seat, chance.choice(survivor_candidates(state.merger)))
    if phase == CHOOSE_DEFUNCT:
        assert state.merger is not None
        return ChooseDefunct(seat, chance.choice(defunct_candidates(state.merger)))
    assert phase == BUY, phase
    return Buy(seat, _purchase(state, seat, chance))


def _dispose(state: State, chance: ChanceSource) -> Dispose:
    merger = state.merger
    assert merger is not None and merger.survivor is not None
    seat = merger.holders[0]
    held = state.shares.held[seat][merger.defunct]
    pairs = min(held // 2, state.shares.pool[merger.survivor])
    trade = 2 * chance.randint(0, pairs)
    sell = chance.randint(0, held - trade)
    return Dispose(seat, sell, trade)


def _purchase(state: State, seat: int, chance: ChanceSource) -> dict[str, int]:
    """Up to three shares drawn one at a time among what the pool and the cash still allow."""
    wanted: dict[str, int] = {}
    count = chance.randint(0, BUY_LIMIT)
    if not count:
        return wanted
    cash = state.cash(seat)
    pool = state.shares.pool
    rows, chains = state.name_set.price_row, state.chains
    # Each share is drawn among the chains the pool and the cash still allow, in founding
    # order; after a draw that can only shrink (less cash, one share fewer), so the next
    # list is the last one filtered.
    options = [chain for chain, tiles in chains.items() if pool[chain] and rows[chain][len(tiles)] <= cash]
    while options:
        chain = chance.choice(options)
        wanted[chain] = wanted.get(chain, 0) + 1
        cash -= rows[chain][len(chains[chain])]
        count -= 1
        if not count:
            break
        options = [c for c in options if rows[c][len(chains[c])] <= cash and pool[c] > wanted.get(c, 0)]
    return wanted
