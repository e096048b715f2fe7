"""Mergers: a tile touching two or more chains.

1. The largest chain survives; the mergemaker breaks a tie for largest.
2. The merging tile counts toward no chain's size during the merger: sizes,
   prices and bonuses use the pre-merger sizes recorded when the tile lands.
3. Defunct chains are settled one at a time, largest first; the mergemaker
   orders equal-size defunct chains. The whole order is decided before the
   first chain is settled, so the ``merger`` event can announce it.
4. For each defunct chain: bonuses (with two players after the market's
   holding is drawn), then each holder, clockwise from the mergemaker, sells,
   trades 2-for-1 into the survivor (limited by the survivor's pool) and keeps
   the rest. Then the survivor absorbs the chain's tiles and its marker is free.
5. Finally the merging tile and the unincorporated tiles connected to it join
   the survivor, and the mergemaker goes on to buy.
"""

from __future__ import annotations

from companion.core import BANK, POOL, Event, InvariantBroken, RuleViolation, clockwise_from

from .board import TILE_NAMES, connected_loose, tile_names
from .bonuses import pay_bonuses
from .chains import SAFE_SIZE
from .errors import BadDisposal, NotLargestChain, NotNextDefunct, OddTrade, TooManyShares, TradePoolEmpty
from .events import ChainAbsorbed, ChainGrew, Merger, SharesDisposed
from .state import ACCOUNTS, MergerInProgress, Phase, State


def start_merger(state: State, player: int, tile: int, chains: tuple[str, ...]) -> list[Event]:
    """The tile has landed on the board (unincorporated for now): begin the merger."""
    tiles = state.chains  # every chain the tile touches is on the board: its size is len(), without State.size()
    state.merger = MergerInProgress(player, tile, {chain: len(tiles[chain]) for chain in chains})
    return decide_order(state)


def survivor_candidates(merger: MergerInProgress) -> list[str]:
    largest = max(merger.sizes.values())
    return [chain for chain, size in merger.sizes.items() if size == largest]


def defunct_candidates(merger: MergerInProgress) -> list[str]:
    """The chains that may be settled next: the largest of those not yet ordered."""
    left = {
        chain: size for chain, size in merger.sizes.items() if chain != merger.survivor and chain not in merger.order
    }
    largest = max(left.values())
    return [chain for chain, size in left.items() if size == largest]


def decide_order(state: State) -> list[Event]:
    """Settle what follows from sizes alone; stop where the mergemaker must choose."""
    merger = state.merger
    assert merger is not None
    if merger.survivor is None:
        candidates = survivor_candidates(merger)
        if len(candidates) > 1:
            state.phase = Phase.CHOOSE_SURVIVOR
            return []
        merger.survivor = candidates[0]
    while len(merger.order) < len(merger.sizes) - 1:
        candidates = defunct_candidates(merger)
        if len(candidates) > 1:
            state.phase = Phase.CHOOSE_DEFUNCT
            return []
        merger.order.append(candidates[0])
    announced: list[Event] = [Merger(merger.player, TILE_NAMES[merger.tile], merger.survivor, tuple(merger.order))]
    return announced + settle(state)


def choose_survivor(state: State, chain: str) -> list[Event]:
    merger = state.merger
    assert merger is not None
    _refuse_unless(state, chain, survivor_candidates(merger), NotLargestChain, size=merger.sizes.get(chain, 0))
    merger.survivor = chain
    return decide_order(state)


def choose_defunct(state: State, chain: str) -> list[Event]:
    merger = state.merger
    assert merger is not None
    candidates = defunct_candidates(merger)
    _refuse_unless(state, chain, candidates, NotNextDefunct, candidates_ids=candidates)
    merger.order.append(chain)
    return decide_order(state)


def _refuse_unless(
    state: State, chain: str, candidates: list[str], refusal: type[RuleViolation], **fields: object
) -> None:
    """The mergemaker's choice must be one of ``candidates``; the refusal names them all."""
    if chain not in candidates:
        raise refusal(
            chain=chain,
            chain_name=state.chain_name(chain),
            candidates=", ".join(state.chain_name(c) for c in candidates),
            **fields,
        )


def settle(state: State) -> list[Event]:
    """Carry the merger on until it needs a decision (market draw, a holder's disposal) or ends."""
    merger = state.merger
    assert merger is not None and merger.survivor is not None
    happened: list[Event] = []
    while merger.current < len(merger.order):
        defunct = merger.order[merger.current]  # MergerInProgress.defunct, without the property's call
        if not merger.paid:
            if len(state.names) == 2 and state.market is None:  # two players, read without the property
                state.phase = Phase.MARKET_HOLDING
                return happened
            happened += pay_bonuses(state, defunct, merger.sizes[defunct], state.market)
            state.market = None
            merger.paid = True
            # The holders, clockwise from the mergemaker, by a loop: a comprehension would make ``state`` and
            # ``defunct`` closure cells at every call of settle().
            held = state.shares.held
            holders: list[int] = []
            for seat in clockwise_from(merger.player, len(state.names)):
                if held[seat][defunct]:
                    holders.append(seat)
            merger.holders = holders
        if merger.holders:
            state.phase = Phase.DISPOSE
            return happened
        happened.append(absorb(state, defunct, merger.survivor))
        merger.current += 1
        merger.paid = False
    happened.append(join_merging_tile(state, merger.tile, merger.survivor))
    state.merger = None
    state.phase = Phase.BUY
    return happened


def check_disposal(state: State, seat: int, sell: int, trade: int) -> None:
    """Refuse a disposal the rules do not allow (nothing changes)."""
    merger = state.merger
    assert merger is not None and merger.survivor is not None
    defunct = merger.order[merger.current]  # MergerInProgress.defunct, without the property's call
    if sell < 0 or trade < 0:
        raise BadDisposal(sell=sell, trade=trade)
    if trade % 2:
        raise OddTrade(trade=trade)
    held = state.shares.held[seat][defunct]
    if sell + trade > held:
        raise TooManyShares(
            player=seat,
            player_name=state.names[seat],
            chain=defunct,
            chain_name=state.chain_name(defunct),
            held=held,
            wanted=sell + trade,
        )
    available = state.shares.pool[merger.survivor]
    if trade // 2 > available:
        raise TradePoolEmpty(
            None if available else TradePoolEmpty.none_template,
            chain=defunct,
            chain_name=state.chain_name(defunct),
            survivor=merger.survivor,
            survivor_name=state.chain_name(merger.survivor),
            trade=trade,
            needed=trade // 2,
            available=available,
        )


def dispose(state: State, seat: int, sell: int, trade: int) -> list[Event]:
    """Sell at the pre-merger price, trade 2-for-1, keep the rest; then carry on."""
    check_disposal(state, seat, sell, trade)
    merger = state.merger
    assert merger is not None and merger.survivor is not None
    defunct, survivor = merger.order[merger.current], merger.survivor  # the defunct chain: without the property
    held = state.shares.held[seat][defunct]
    proceeds = sell * state.name_set.price_row[defunct][merger.sizes[defunct]]  # State.price(), without its call
    if sell or trade:  # keeping every share moves nothing
        shares = state.shares
        shares.move(defunct, sell + trade, seat, POOL)
        if trade:
            shares.move(survivor, trade // 2, POOL, seat)
        if sell:
            state.ledger.transfer(BANK, ACCOUNTS[seat], proceeds, f"sold {defunct}")
    merger.holders.pop(0)
    done = SharesDisposed(seat, defunct, sell, trade, held - sell - trade, survivor, proceeds, trade // 2)
    return [done, *settle(state)]


def absorb(state: State, defunct: str, survivor: str) -> ChainAbsorbed:
    """The survivor takes the defunct chain's tiles; its marker goes back in the box."""
    chains = state.chains
    tiles = chains.pop(defunct)
    if len(tiles) >= SAFE_SIZE:
        raise InvariantBroken(f"safe chain {defunct} ({len(tiles)} tiles) was absorbed")
    cells = state.cells
    for tile in tiles:
        cells[tile] = survivor
    chains[survivor] += tiles  # a new tuple: a saved state keeps the one it shares
    note_safe(state, survivor)
    return ChainAbsorbed(defunct, survivor, tile_names(tiles), len(tiles))


def join_merging_tile(state: State, tile: int, chain: str) -> ChainGrew:
    """Add ``tile`` and every unincorporated tile connected to it to ``chain``."""
    cells = state.cells
    joined = [tile, *connected_loose(cells, tile)]
    for index in joined:
        cells[index] = chain
    chains = state.chains
    chains[chain] = tiles = chains[chain] + tuple(joined)  # a new tuple: a saved state keeps the one it shares
    if len(tiles) >= SAFE_SIZE and chain not in state.safe_seen:
        state.safe_seen |= {chain}
    return ChainGrew(chain, tile_names(joined), len(tiles))


def note_safe(state: State, chain: str) -> None:
    """Count ``chain`` among the safe chains once it has 11 tiles (a new frozenset: saved states share the old)."""
    if len(state.chains[chain]) >= SAFE_SIZE and chain not in state.safe_seen:
        state.safe_seen |= {chain}
