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

from collections.abc import Callable
from functools import lru_cache

from companion.core import Action, ChanceSource

from . import actions, kept
from .board import SQUARES, TILE_NAMES, TILE_NUMBER
from .chains import CHAIN_COUNT
from .end import can_declare_end
from .market import market_draw
from .merger import defunct_candidates, survivor_candidates
from .placement import live_squares, playable_tiles
from .prices import PRICE_ROWS
from .setup import HAND_SIZE, waiting_for_start_tile
from .state import ACCOUNTS, TURN_PHASES, Phase, State
from .turn import BUY_LIMIT, available_chains


@lru_cache(maxsize=64)
def simulated_bag(seed: int) -> tuple[int, ...]:
    return tuple(ChanceSource(seed).shuffled(range(SQUARES)))


def physical_hand(state: State, seat: int) -> list[int]:
    """The six tiles the random player pretends ``seat`` holds (physical mode)."""
    cells, safe = state.cells, state.safe_seen
    skip = seat * HAND_SIZE
    bag = simulated_bag(state.seed or 0)
    if len(safe) >= 2:  # a tile may be dead
        return live_squares(cells, safe, bag, skip, HAND_SIZE)
    hand: list[int] = []  # no tile can be dead: the free squares in bag order
    wanted = HAND_SIZE
    for tile in bag:
        if cells[tile] is None:
            if skip:
                skip -= 1
            else:
                hand.append(tile)
                wanted -= 1
                if not wanted:
                    break
    return hand


def choose(state: State, chance: ChanceSource) -> Action:
    phase = state.phase
    # The end is declared as soon as it may be (not yet declared, and allowed: never without a safe chain).
    if phase in TURN_PHASES and state.safe_seen and not state.declared and can_declare_end(state):
        return kept.DeclareEnd(state.turn)
    return MOVES[phase](state, chance)


def _start_tile(state: State, chance: ChanceSource) -> Action:
    starter = waiting_for_start_tile(state)
    assert starter is not None
    tile = next(t for t in simulated_bag(state.seed or 0) if state.cells[t] is None)
    return kept.StartTile(starter, TILE_NAMES[tile])


def _market_holding(state: State, chance: ChanceSource) -> Action:
    if state.dealt:
        return kept.MarketHolding(TILE_NUMBER[market_draw(state)])
    pool = [t for t in range(SQUARES) if state.cells[t] is None]
    return kept.MarketHolding(TILE_NUMBER[chance.choice(pool)] if pool else chance.randint(1, 12))


def _place_tile(state: State, chance: ChanceSource) -> Action:
    seat = state.turn
    cells, chains, safe = state.cells, state.chains, state.safe_seen
    if state.dealt:
        hand = state.hands[seat]
        sure = len(chains) < CHAIN_COUNT and len(safe) < 2  # every_empty_square_playable(), without its call
    else:  # a physical hand holds no dead tile, so only an eighth chain could be refused
        hand = physical_hand(state, seat)
        sure = len(chains) < CHAIN_COUNT
    # A hand holds only tiles of empty squares: all of them are playable when none can be refused.
    playable = hand if sure else playable_tiles(cells, chains, safe, hand)
    if not playable:
        return kept.NoPlayableTile(seat)
    return kept.PlaceTile(seat, TILE_NAMES[chance.choice(playable)])


def _found_chain(state: State, chance: ChanceSource) -> Action:
    return kept.FoundChain(state.turn, chance.choice(available_chains(state)))


def _choose_survivor(state: State, chance: ChanceSource) -> Action:
    assert state.merger is not None
    return kept.ChooseSurvivor(state.turn, chance.choice(survivor_candidates(state.merger)))


def _choose_defunct(state: State, chance: ChanceSource) -> Action:
    assert state.merger is not None
    return kept.ChooseDefunct(state.turn, chance.choice(defunct_candidates(state.merger)))


def _dispose(state: State, chance: ChanceSource) -> actions.Dispose:
    merger = state.merger
    assert merger is not None and merger.survivor is not None
    seat = merger.holders[0]
    held = state.shares.held[seat][merger.order[merger.current]]  # the defunct chain, without the property's call
    pairs = min(held // 2, state.shares.pool[merger.survivor])
    trade = 2 * chance.randint(0, pairs)
    sell = chance.randint(0, held - trade)
    return kept.Dispose(seat, sell, trade)


#: The dearest share on the price card: a player with this much cash can afford any share.
DEAREST = max(max(row) for row in PRICE_ROWS.values())


def _buy(state: State, chance: ChanceSource) -> Action:
    """Up to three shares drawn one at a time among what the pool and the cash still allow (the purchase
    drawn here rather than in a function of its own: one call fewer, every turn)."""
    seat = state.turn
    wanted: dict[str, int] = {}
    count = chance.randint(0, BUY_LIMIT)
    if not count:
        return actions.Buy(seat, wanted)
    cash = state.ledger.balance[ACCOUNTS[seat]]  # State.cash() without its call
    pool = state.shares.pool
    rows, chains = state.name_set.price_row, state.chains
    # Each share is drawn among the chains the pool and the cash still allow, in founding
    # order. After a draw that list can only shrink (less cash, one share fewer), and only
    # when the cash no longer covers every share or the chain drawn runs out: otherwise
    # the next share is drawn from the same list, else from the last one filtered.
    # The lists are filtered by plain loops, not comprehensions: a comprehension is a call of its own, and
    # the locals it reads would become closure cells, made at every call of this function.
    options: list[str] = []
    if cash >= DEAREST:  # every share is affordable: only the pool limits the first draw
        for chain in chains:
            if pool[chain]:
                options.append(chain)
    else:
        for chain, tiles in chains.items():
            if pool[chain] and rows[chain][len(tiles)] <= cash:
                options.append(chain)
    while options:
        chain = chance.choice(options)
        wanted[chain] = wanted.get(chain, 0) + 1
        cash -= rows[chain][len(chains[chain])]
        count -= 1
        if not count:
            break
        if cash < DEAREST or pool[chain] == wanted[chain]:
            left: list[str] = []
            for other in options:
                if rows[other][len(chains[other])] <= cash and pool[other] > wanted.get(other, 0):
                    left.append(other)
            options = left
    return actions.Buy(seat, wanted)


#: The random player's move for each phase the game can wait in.
MOVES: dict[str, Callable[[State, ChanceSource], Action]] = {
    Phase.START_TILE: _start_tile,
    Phase.MARKET_HOLDING: _market_holding,
    Phase.DISPOSE: _dispose,
    Phase.PLACE_TILE: _place_tile,
    Phase.FOUND_CHAIN: _found_chain,
    Phase.CHOOSE_SURVIVOR: _choose_survivor,
    Phase.CHOOSE_DEFUNCT: _choose_defunct,
    Phase.BUY: _buy,
}
