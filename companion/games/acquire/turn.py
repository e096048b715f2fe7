"""A turn: play a tile, buy 0–3 shares, draw a tile.

Playing a tile has four outcomes (see :mod:`.placement`); founding asks the
player which chain, a merger runs through :mod:`.merger`. Buying ends the
turn. With dealt tiles the end of the turn is the companion's job: it puts
out of the game every dead tile the player held when the turn ended
(automatically, once per turn, before drawing; dead tiles drawn as
replacements wait for the next turn), then draws back to six while the pile
lasts.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from companion.core import BANK, POOL, Event

from . import kept
from .board import LOOSE, TILE_INDEX, TILE_NAMES, connected_loose, tile_names
from .chains import CHAIN_COUNT, SAFE_SIZE
from .end import can_declare_end, start_final_scoring
from .errors import (
    BadBuyCount,
    BuyLimit,
    CannotAfford,
    CannotAffordHidden,
    ChainNotActive,
    ChainOnBoard,
    NoSharesLeft,
    PlayableTileHeld,
    SharesSoldOut,
    TileNotInHand,
    UnknownChain,
    UnknownTile,
)
from .events import (
    ChainFounded,
    DeadTilesExchanged,
    GameBlocked,
    SharesBought,
)
from .merger import join_merging_tile, start_merger
from .placement import (
    FOUND,
    GROW,
    LONELY,
    MERGE,
    PLAYABLE,
    classify,
    dead_tiles,
    is_dead,
    is_playable,
    refuse_unplayable,
)
from .setup import HAND_SIZE
from .state import ACCOUNTS, Phase, State

BUY_LIMIT = 3


def place_tile(state: State, seat: int, name: str) -> list[Event]:
    try:  # tile_index() without its call: a tile is placed every turn
        tile = TILE_INDEX[name]
    except (KeyError, TypeError):
        raise UnknownTile(tile=name) from None
    if state.dealt and tile not in state.hands[seat]:
        raise TileNotInHand(tile=name, player=seat, player_name=state.names[seat])
    outcome = classify(state.cells, state.chains, tile)
    kind = outcome.kind  # read once: a named tuple's field is a look-up through its class
    if kind not in PLAYABLE:
        refuse_unplayable(outcome, tile, state.chains, state.name_set.display)
    state.cells[tile] = LOOSE
    if state.dealt:
        state.hands[seat].remove(tile)
    state.last_tile = tile
    state.idle_turns = 0
    happened: list[Event] = [kept.TilePlaced(seat, name)]
    if kind == LONELY:
        state.phase = Phase.BUY
    elif kind == GROW:
        happened.append(join_merging_tile(state, tile, outcome.chains[0]))
        state.phase = Phase.BUY
    elif kind == FOUND:
        state.founding = tile
        state.phase = Phase.FOUND_CHAIN
    else:
        assert kind == MERGE
        happened += start_merger(state, seat, tile, outcome.chains)
    return happened


def playable_in_hand(state: State, seat: int) -> int | None:
    """Dealt mode: a playable tile in the seat's hand, or None."""
    cells, chains, safe, hand = state.cells, state.chains, state.safe_seen, state.hands[seat]
    if len(chains) < CHAIN_COUNT and len(safe) < 2:  # every_empty_square_playable(), without its call
        return hand[0] if hand else None
    for tile in hand:
        if is_playable(cells, chains, safe, tile):
            return tile
    return None


def no_playable_tile(state: State, seat: int) -> list[Event]:
    if state.dealt:
        playable = playable_in_hand(state, seat)
        if playable is not None:
            raise PlayableTileHeld(player=seat, player_name=state.names[seat], tile=TILE_NAMES[playable])
    state.idle_turns += 1
    state.phase = Phase.BUY
    return [kept.NoTilePlayed(seat)]


def available_chains(state: State) -> list[str]:
    """Chains not on the board, in the name set's order."""
    return [chain for chain in state.name_set.ids if chain not in state.chains]


def check_chain(state: State, chain: str) -> None:
    if chain not in state.name_set.tier:
        raise UnknownChain(chain=chain, known=", ".join(state.name_set.ids))


def found_chain(state: State, seat: int, chain: str) -> list[Event]:
    check_chain(state, chain)
    if chain in state.chains:
        raise ChainOnBoard(
            chain=chain,
            chain_name=state.chain_name(chain),
            available=", ".join(state.chain_name(c) for c in available_chains(state)),
        )
    tile = state.founding
    assert tile is not None and len(state.chains) < CHAIN_COUNT
    cells = state.cells
    tiles = (tile, *connected_loose(cells, tile))
    for index in tiles:
        cells[index] = chain
    state.chains[chain] = tiles
    if len(tiles) >= SAFE_SIZE:  # note_safe() without its call: founded this turn, it is not among them yet
        state.safe_seen |= {chain}
    state.founding = None
    free = state.shares.pool[chain] > 0
    if free:
        state.shares.move(chain, 1, POOL, seat)
    state.phase = Phase.BUY
    return [ChainFounded(seat, chain, tile_names(tiles), free)]


def check_buy(state: State, seat: int, shares: dict[str, int]) -> int:
    """Refuse an illegal purchase; return its cost."""
    if not shares:
        return 0  # buying nothing is always allowed
    total = 0
    cost = 0
    pool, chains, rows, tiers = state.shares.pool, state.chains, state.name_set.price_row, state.name_set.tier
    for chain, count in shares.items():
        if chain not in tiers:  # check_chain() without its call: every purchase checks each of its chains
            check_chain(state, chain)  # raises its refusal
        if count < 1:
            raise BadBuyCount(chain=chain, count=count)
        tiles = chains.get(chain)
        if tiles is None:
            raise ChainNotActive(chain=chain, chain_name=state.chain_name(chain))
        available = pool[chain]
        if count > available:
            refusal = SharesSoldOut if available else NoSharesLeft
            raise refusal(chain=chain, chain_name=state.chain_name(chain), available=available, count=count)
        total += count
        cost += count * rows[chain][len(tiles)]  # its price now (one look-up in the card)
    if total > BUY_LIMIT:
        raise BuyLimit(count=total)
    cash = state.ledger.balance[ACCOUNTS[seat]]  # State.cash() without its call
    if cost > cash:
        if not state.open_holdings:  # the refusal is read by the whole table: the cash stays hidden
            raise CannotAffordHidden(player=seat, cost=cost)
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=cash, cost=cost)
    return cost


def buy(state: State, seat: int, shares: dict[str, int]) -> list[Event]:
    """Buy, then end the turn."""
    cost = check_buy(state, seat, shares)
    if shares:
        for chain, count in shares.items():
            state.shares.move(chain, count, POOL, seat)
        state.ledger.transfer(ACCOUNTS[seat], BANK, cost, "shares bought")
    # The event lists chains in the name set's order (one chain is in order already). A loop, not a
    # comprehension: that is a call of its own, and would make ``shares`` a closure cell at every purchase.
    if len(shares) > 1:
        ordered: dict[str, int] = {}
        for chain in state.name_set.ids:
            if chain in shares:
                ordered[chain] = shares[chain]
    else:
        ordered = dict(shares)
    return [SharesBought(seat, ordered, cost), *end_turn(state, seat)]


def buy_options(state: State, seat: int) -> list[dict[str, int]]:
    """Every legal purchase for ``seat`` (at most 120 with seven chains on the board)."""
    cash = state.cash(seat)
    pool = state.shares.pool
    prices = {chain: state.price(chain) for chain in state.name_set.ids if chain in state.chains and pool[chain]}
    options: list[dict[str, int]] = [{}]
    chains = list(prices)
    for count in range(1, BUY_LIMIT + 1):
        for combo in combinations_with_replacement(chains, count):
            if sum(prices[chain] for chain in combo) > cash:
                continue
            wanted: dict[str, int] = {}
            for chain in combo:
                wanted[chain] = wanted.get(chain, 0) + 1
            if all(pool[chain] >= n for chain, n in wanted.items()):
                options.append(wanted)
    return options


def end_turn(state: State, seat: int) -> list[Event]:
    """Exchange dead tiles and draw (dealt), then pass the turn on, or end the game."""
    if state.declared:
        return start_final_scoring(state)
    happened: list[Event] = []
    dealt = state.dealt
    if dealt:
        happened += refill_hand(state, seat)
    players = len(state.names)  # the players, read without a property: every turn
    state.turn = (seat + 1) % players
    state.phase = Phase.PLACE_TILE
    # blocked() asked every turn; with physical tiles its whole ruling is written here, without the call.
    if blocked(state) if dealt else state.idle_turns >= players and not can_declare_end(state):
        happened.append(GameBlocked())
        happened += start_final_scoring(state)
    return happened


def refill_hand(state: State, seat: int) -> list[Event]:
    happened: list[Event] = []
    hand = state.hands[seat]
    if state.drawn < len(state.bag) and len(state.safe_seen) >= 2:  # a dead tile needs two safe chains and a draw
        cells, safe = state.cells, state.safe_seen
        dead = dead_tiles(cells, safe, hand)
        if dead:
            for tile in dead:
                hand.remove(tile)
            state.out_of_game += tuple(dead)
            happened.append(DeadTilesExchanged(seat, tile_names(dead)))
    # setup.draw() and State.draw_pile without their calls: the same slice of the bag, the same count left.
    bag, start = state.bag, state.drawn
    drawn = bag[start : start + HAND_SIZE - len(hand)]
    if drawn:
        state.drawn = start = start + len(drawn)
        hand.extend(drawn)
        happened.append(kept.TilesDrawn(seat, len(drawn), len(bag) - start))
    return happened


def blocked(state: State) -> bool:
    """The ruling: nobody can play a tile, and the end cannot be declared.

    Asked after every turn, so the cheap half comes first: someone can
    usually play, and then whether the end could be declared does not matter.
    """
    if not state.dealt:
        players = len(state.names)  # read without the property, as end_turn does: every turn
        return state.idle_turns >= players and not can_declare_end(state)
    if len(state.chains) < CHAIN_COUNT and len(state.safe_seen) < 2:  # every_empty_square_playable(), inline
        if any(state.hands):  # a tile in any hand can be played
            return False
    else:
        for seat in range(len(state.names)):
            if playable_in_hand(state, seat) is not None:
                return False
    if state.draw_pile and len(state.safe_seen) >= 2:
        cells, safe = state.cells, state.safe_seen
        if any(is_dead(cells, safe, tile) for hand in state.hands for tile in hand):
            return False  # a dead tile will be exchanged for a fresh draw
    return not can_declare_end(state)
