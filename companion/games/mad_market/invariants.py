"""Consistency checks run after every action by ``simulate`` and the property tests.

They guard the laws a bug could break silently: money moves only through
the ledger and is conserved (bank and players); every stock's 300 shares are
in the free supply or in players' hands; every marker is on the track and
the forecast on its track; every company has one owner, the state or
nobody, and the auction pile is exactly the state's companies; players out
of the game hold nothing; the police count is 2..5; VP match the items
bought and the supply is never overdrawn; exactly one phase's data is set.
"""

from __future__ import annotations

from companion.core import InvariantBroken

from .rules import ITEMS, STOCKS
from .state import AUCTION, DEBT, FIGHT, LAND, OVER, PHASES, START_ROLL, STATE_HELD, State


def check(state: State) -> None:
    state.ledger.check()
    state.shares.check()
    board = state.board
    numbers = board.numbers
    for seat in range(state.count):
        if state.cash(seat) < 0:
            raise InvariantBroken(f"seat {seat} has negative cash")
    for stock in STOCKS:
        if not 1 <= state.fields[stock] <= board.top:
            raise InvariantBroken(f"stock {stock} on field {state.fields[stock]}, off the track 1..{board.top}")
        if sum(h[stock] for h in state.shares.held) + state.shares.pool[stock] != numbers["shares_per_stock"]:
            raise InvariantBroken(f"stock {stock}: shares not conserved")
    if not 1 <= state.forecast <= len(board.forecast):
        raise InvariantBroken(f"forecast on field {state.forecast}")
    if not numbers["police_first"] <= state.police_next <= numbers["police_max"]:
        raise InvariantBroken(
            f"police count {state.police_next} outside {numbers['police_first']}..{numbers['police_max']}"
        )
    held_by_state = [c for c, owner in state.owners.items() if owner == STATE_HELD]
    if sorted(held_by_state) != sorted(state.pile) or len(set(state.pile)) != len(state.pile):
        raise InvariantBroken(f"auction pile {state.pile} is not the state's companies {held_by_state}")
    for company, owner in state.owners.items():
        if owner is not None and owner != STATE_HELD and not 0 <= owner < state.count:
            raise InvariantBroken(f"{company} owned by seat {owner}")
        if owner is not None and owner >= 0 and state.players[owner].out:
            raise InvariantBroken(f"{company} owned by seat {owner}, who left the game")
    for seat, player in enumerate(state.players):
        if player.out and (
            any(state.shares.held[seat].values()) or player.guards or player.brokers or player.pack or state.cash(seat)
        ):
            raise InvariantBroken(f"seat {seat} left the game but still holds something")
        if not 0 <= player.brokers <= numbers["max_brokers"] or player.guards < 0:
            raise InvariantBroken(f"seat {seat}: {player.brokers} brokers, {player.guards} guards")
        if player.vp != sum(board.items[i][0] * n for i, n in player.items.items()):
            raise InvariantBroken(f"seat {seat}: {player.vp} VP do not match the items")
        if not 0 <= player.square < len(board.squares):
            raise InvariantBroken(f"seat {seat} off the board")
    for item in ITEMS:
        if sum(p.items.get(item, 0) for p in state.players) > board.items[item][2]:
            raise InvariantBroken(f"more {item}s bought than the supply holds")
    if state.phase not in PHASES:
        raise InvariantBroken(f"unknown phase {state.phase!r}")
    phase = state.phase
    if (state.offer is not None) != (phase == LAND):
        raise InvariantBroken(f"an offer is set in phase {phase}")
    if (state.fight is not None) != (phase == FIGHT):
        raise InvariantBroken(f"a fight is set in phase {phase}")
    if (state.auction is not None) != (phase == AUCTION) or (state.auction is not None and state.auction.done):
        raise InvariantBroken(f"an auction is set in phase {phase}")
    if (state.debt is not None) != (phase == DEBT):
        raise InvariantBroken(f"a debt is set in phase {phase}")
    if phase == DEBT and state.cash(state.debt.player) >= state.debt.amount:  # type: ignore[union-attr]  # DEBT has a debt (checked above)
        raise InvariantBroken("a debt the cash covers is still open")
    if phase not in (START_ROLL, OVER) and state.players[state.current].out:
        raise InvariantBroken("the player to move has left the game")
    if phase == OVER and not state.winners:
        raise InvariantBroken("the game is over without a winner")
    if not state.last_round and state.last_movers:
        raise InvariantBroken("last movers before the last round")
    if len(state.active()) < 1:
        raise InvariantBroken("nobody is left in the game")
