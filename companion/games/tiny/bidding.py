"""The lot's English auction: clockwise from the roller's left, the roller last, nobody above their cash.

The kit's :class:`~companion.core.EnglishAuction` keeps the order, the
minimum and the "passing is final" rule; whether a bidder can pay is this
game's question (coins in the ledger), asked before the bid is placed.
"""

from __future__ import annotations

from companion.core import (
    BANK,
    N_,
    ActionRange,
    Actor,
    Amount,
    Confirm,
    Event,
    InsufficientFunds,
    PickOption,
    next_seat,
)

from .actions import Bid, Pass
from .events import BidMade, GameEnded, LotWon, Passed
from .guess import open_guesses
from .scoring import winners
from .state import State, account


def _bids(state: State, seat: int) -> ActionRange | None:
    """The bids ``seat`` may make: from the auction's next minimum up to its cash (None if it cannot afford one)."""
    assert state.auction is not None
    low, high = state.auction.min_next_bid, state.ledger[account(seat)]
    return ActionRange(Bid, "amount", low, high, {"player": seat}) if low <= high else None


def legal(state: State) -> list[Pass | ActionRange]:
    assert state.auction is not None
    seat = state.auction.to_act
    assert seat is not None
    bids = _bids(state, seat)
    return [Pass(seat)] if bids is None else [Pass(seat), bids]


def actor(state: State) -> Actor:
    """The bidder's number: the standing bid, their cash as the cap, and Pass beside it.

    A bidder who cannot afford the next bid has only Pass: a :class:`Confirm`.
    """
    auction = state.auction
    assert auction is not None and state.lot is not None
    seat = auction.to_act
    assert seat is not None
    bids = _bids(state, seat)
    if bids is None:
        return Actor(
            seat,
            Confirm(
                N_("{name} cannot bid {minimum}: pass."),
                values={"minimum": auction.min_next_bid},
                action=Pass(seat),
                button=N_("Pass"),
            ),
        )
    return Actor(
        seat,
        Amount(
            N_("{name}: bid for the lot of {lot} points, or pass."),
            values={"lot": state.lot},
            range=bids,
            high_bid=auction.high_bid,
            high_bidder=auction.high_bidder,
            cap=state.ledger[account(seat)],
            others=(PickOption("pass", N_("Pass"), Pass(seat)),),
        ),
    )


def bid(state: State, action: Bid) -> list[Event]:
    auction = state.auction
    assert auction is not None
    auction.check_bid(action.player, action.amount)
    cash = state.ledger[account(action.player)]
    if action.amount > cash:
        raise InsufficientFunds(account=state.names[action.player], balance=cash, amount=action.amount)
    auction.bid(action.player, action.amount)
    return [BidMade(action.player, action.amount), *_settle_if_done(state)]


def pass_(state: State, action: Pass) -> list[Event]:
    assert state.auction is not None
    state.auction.pass_(action.player)
    return [Passed(action.player), *_settle_if_done(state)]


def _settle_if_done(state: State) -> list[Event]:
    """Once the auction is over: the winner pays the bank and scores the lot; the next round or the end."""
    auction, lot = state.auction, state.lot
    assert auction is not None and lot is not None
    if not auction.done:
        return []
    winner = auction.winner
    assert winner is not None
    state.ledger.transfer(account(winner), BANK, auction.price, "lot bought")
    state.points[winner] += lot
    happened: list[Event] = [LotWon(winner, lot, auction.price)]
    state.auction = None
    state.lot = None
    state.revealed = None
    if state.round == state.rounds:
        state.over = True
        happened.append(GameEnded(tuple(winners(state))))
    else:
        state.round += 1
        state.roller = next_seat(state.roller, state.players)
        open_guesses(state)
    return happened
