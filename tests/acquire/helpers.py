"""Building Acquire positions for tests: a game, a board, holdings and cash, set directly.

Positions are set up through the same containers the engine uses (the
ledger for cash, the share pool for shares) so conservation still holds and
the invariants can be checked on them.
"""

from __future__ import annotations

import copy
from typing import Any

from companion.core import BANK, POOL, Event
from companion.games.acquire import GAME
from companion.games.acquire.board import LOOSE, TILE_INDEX, TILE_NAMES
from companion.games.acquire.state import Phase, State, account

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def physical(players: int = 3, **config: Any) -> State:
    """A physical-tiles game still waiting for its start tiles."""
    return GAME.new_game({"players": NAMES[:players], **config})


def dealt(players: int = 3, bag: list[str] | None = None, **config: Any) -> State:
    """A dealt game; ``bag`` lists the first tiles drawn (the rest follow in board order)."""
    front = bag or []
    rest = [t for t in TILE_NAMES if t not in front]
    return GAME.new_game({"players": NAMES[:players], "tiles": "dealt", "tile_bag": front + rest, **config})


def position(
    players: int = 3,
    *,
    chains: dict[str, list[str]] | None = None,
    loose: list[str] = (),
    holdings: dict[int, dict[str, int]] | None = None,
    cash: dict[int, int] | None = None,
    turn: int = 0,
    hands: dict[int, list[str]] | None = None,
    pile: list[str] | None = None,
    **config: Any,
) -> State:
    """A game in the middle: ``turn``'s player about to place a tile.

    With ``tiles="dealt"`` the bag is rebuilt so the tile accounting holds:
    the board, then the ``hands``, then the draw ``pile`` (default: every
    other tile in board order).
    """
    state = GAME.new_game({"players": NAMES[:players], **config})
    state.start_tiles = (None,) * players
    state.cells = [None] * len(state.cells)
    for name in loose:
        state.cells[TILE_INDEX[name]] = LOOSE
    for chain, tiles in (chains or {}).items():
        indices = [TILE_INDEX[n] for n in tiles]
        for index in indices:
            assert state.cells[index] is None, f"{TILE_NAMES[index]} used twice"
            state.cells[index] = chain
        state.chains[chain] = tuple(indices)
        if len(indices) >= 11:
            state.safe_seen |= {chain}
    for seat, held in (holdings or {}).items():
        for chain, count in held.items():
            state.shares.move(chain, count, POOL, seat)
    for seat, amount in (cash or {}).items():
        set_cash(state, seat, amount)
    if state.dealt:
        on_board = [TILE_NAMES[t] for t, held in enumerate(state.cells) if held is not None]
        held_tiles = [tile for seat in range(players) for tile in (hands or {}).get(seat, [])]
        rest = pile if pile is not None else [t for t in TILE_NAMES if t not in on_board and t not in held_tiles]
        state.bag = tuple(TILE_INDEX[t] for t in on_board + held_tiles + rest)
        state.drawn = len(on_board) + len(held_tiles)
        state.hands = [[TILE_INDEX[t] for t in (hands or {}).get(seat, [])] for seat in range(players)]
    state.phase = Phase.PLACE_TILE
    state.turn = turn
    GAME.check_invariants(state)
    return state


def line(row: str, first: int, last: int) -> list[str]:
    """Tiles ``first``..``last`` of one row: ``line("A", 1, 3)`` is 1A, 2A, 3A."""
    return [f"{col}{row}" for col in range(first, last + 1)]


def block(rows: str, count: int) -> list[str]:
    """``count`` tiles filling ``rows`` left to right, row after row (a connected block)."""
    return [f"{col}{row}" for row in rows for col in range(1, 13)][:count]


def set_cash(state: State, seat: int, amount: int) -> None:
    have = state.cash(seat)
    if amount > have:
        state.ledger.transfer(BANK, account(seat), amount - have, "test")
    else:
        state.ledger.transfer(account(seat), BANK, have - amount, "test")


def act(state: State, action: dict[str, Any]) -> list[Event]:
    """Apply one action given as its journal JSON (so the codec is exercised too)."""
    return GAME.apply(state, GAME.actions.decode(action))


def play(state: State, *actions: dict[str, Any]) -> list[Event]:
    happened: list[Event] = []
    for action in actions:
        happened += act(state, action)
    return happened


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]


def of_type(events: list[Event], tag: str) -> list[Any]:
    return [event for event in events if event.type == tag]


def snapshot(state: State) -> Any:
    """Everything observable about a state, for 'a refusal changes nothing' checks."""
    return (
        GAME.summary(state),
        copy.deepcopy({k: getattr(state, k) for k in State.__slots__ if k not in ("ledger", "shares", "name_set")}),
        state.ledger.balances(),
        copy.deepcopy(state.shares.pool),
        copy.deepcopy(state.shares.held),
    )


def place(seat: int, tile: str) -> dict[str, Any]:
    return {"type": "place_tile", "player": seat, "tile": tile}


def buy(seat: int, **shares: int) -> dict[str, Any]:
    return {"type": "buy", "player": seat, "shares": shares}


def dispose(seat: int, sell: int = 0, trade: int = 0) -> dict[str, Any]:
    return {"type": "dispose", "player": seat, "sell": sell, "trade": trade}


def found(seat: int, chain: str) -> dict[str, Any]:
    return {"type": "found_chain", "player": seat, "chain": chain}
