"""A move: two dice thrown together, the share market's first two steps, the pawn, the lap payout, the landing.

1. The white die's stock rises one field, the black die's falls one; equal
   dice (doubles) change no price and give no extra move.
2. The forecast marker advances one field (wrapping) and moves the stock its
   field names, doubles or not.
3. The pawn moves white + black squares. Passing or landing on Start pays the
   lap: 5 shares of a type per company owned of it, 30 instead of 15 for a
   holding, from the free supply; the shares the bank lacks are paid in cash
   at the current value (after steps 1 and 2); no price moves.
4. The square the pawn lands on takes effect (:mod:`.landing`).
"""

from __future__ import annotations

from companion.core import BANK, POOL, Event

from . import kept, landing, market
from .actions import Roll
from .rules import STOCKS, check_move_dice
from .state import State, account


def destination(state: State, seat: int, steps: int) -> tuple[int, bool]:
    """Where ``seat``'s pawn lands after ``steps`` squares, and whether it passes or lands on Start."""
    size = len(state.board.squares)
    start = state.players[seat].square
    return (start + steps) % size, start + steps >= size


def lap_shares(state: State, seat: int) -> dict[str, int]:
    """The shares a lap pays ``seat`` now, per stock: 5 per company, 30 for a holding."""
    numbers = state.numbers
    owned: dict[str, int] = {}
    for company, owner in state.owners.items():
        if owner == seat:
            stock = state.board.companies[company].stock
            assert stock is not None
            owned[stock] = owned.get(stock, 0) + 1
    return {
        stock: numbers["holding_lap_shares"] if owned[stock] == 3 else numbers["lap_shares"] * owned[stock]
        for stock in STOCKS
        if stock in owned
    }


def pay_lap(state: State, seat: int) -> list[Event]:
    happened: list[Event] = []
    for stock, shares in lap_shares(state, seat).items():
        given = min(shares, state.shares.pool[stock])
        missing = shares - given
        state.shares.move(stock, given, POOL, seat)
        cash = missing * state.value(stock)
        if cash:
            state.ledger.transfer(BANK, account(seat), cash, "lap payout")
        happened.append(kept.LapPaid(seat, stock, given, missing, cash))
    return happened


def roll(state: State, action: Roll) -> list[Event]:
    check_move_dice(action)
    seat, white, black = action.player, action.white, action.black
    state.last_roll = (white, black)
    steps = white + black
    happened: list[Event] = [kept.Rolled(seat, white, black, steps)]
    happened += market.dice_moves(state, white, black)
    happened += market.forecast_move(state)
    square, passed = destination(state, seat, steps)
    state.players[seat].square = square
    happened.append(kept.PawnMoved(seat, state.board.squares[square].id, passed))
    if passed:
        happened += pay_lap(state, seat)
    happened += landing.land(state, seat)
    return happened
