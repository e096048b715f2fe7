"""The auction of the 4 cubes the broker reached, on the kit's English auction.

Bidding goes clockwise from the roller's left, the roller speaking last; a
pass is final; if nobody bids the roller takes the cubes free. Nobody may bid
more than they can pay from one colour (they pass or take a loan) — except in
the hidden-money variant, where the companion accepts any bid from a player
whose cash is hidden, as a table would, and settles it when the auction ends.
"""

from __future__ import annotations

from companion.core import BANK, EnglishAuction, Event, TakesFree, left_of
from companion.core.i18n import N_

from . import loans
from .actions import Bid
from .errors import BidTooHigh
from .events import AuctionRepeated, AuctionStarted, AuctionWon, Paid
from .rules import MAX_BID
from .state import BID, PAY, PLACE, State


def open_auction(state: State) -> AuctionStarted:
    """Start bidding on the space the broker stands on."""
    assert state.broker is not None and state.roller is not None
    state.auction = EnglishAuction(left_of(state.roller, state.players), minimum=1, nobody_bid=TakesFree(state.roller))
    state.phase = BID
    return AuctionStarted(state.broker, state.spaces[state.broker], state.roller)


def cash_hidden(state: State, seat: int) -> bool:
    """Hidden money, and this seat has not had to show its cash yet."""
    return state.hidden and seat not in state.open_cash


def bid_limit(state: State, seat: int) -> int:
    """The highest bid the companion accepts from ``seat``.

    Where cash is hidden it must not depend on the cash (a screen shows it), so
    it is the sanity limit; the over-bid is caught when the auction ends.
    """
    if state.hidden and seat not in state.open_cash:
        return MAX_BID
    return min(MAX_BID, state.payable(seat))


def check_bid(state: State, action: Bid) -> None:
    """Refuse a bid the bidder could not pay; the kit's auction checks turn and minimum itself."""
    assert state.auction is not None
    if type(action.amount) is int and action.amount > bid_limit(state, action.player):
        if action.amount > MAX_BID:
            raise BidTooHigh(N_("Bids stop at {limit}M."), limit=MAX_BID, amount=action.amount)
        seat = action.player
        data = {"player_name": state.names[seat], "cash": state.payable(seat), "amount": action.amount}
        if state.players == 2:
            raise BidTooHigh(
                N_(
                    "{player_name} can pay at most {cash}M from one colour and cannot bid "
                    "{amount}M: no mixing of the two capitals."
                ),
                **data,
            )
        if loans.window_open(state) and any(loans.may_borrow(state, c) for c in state.colors_of(seat)):
            raise BidTooHigh(N_("{player_name} has {cash}M and cannot bid {amount}M: pass or take a loan."), **data)
        raise BidTooHigh(N_("{player_name} has {cash}M and cannot bid {amount}M: pass."), **data)


def settle(state: State) -> list[Event]:
    """The auction is over: repeat it after an over-bid, or hand the cubes to the winner."""
    auction = state.auction
    assert auction is not None and auction.done and state.broker is not None
    winner, price = auction.winner, auction.price
    assert winner is not None
    if price > state.payable(winner):
        # Hidden money only: bidding past one's cash is accepted until it wins.
        state.open_cash.add(winner)
        state.auction = EnglishAuction(auction.order, minimum=1, nobody_bid=auction.nobody_bid)
        return [AuctionRepeated(winner, price, state.payable(winner))]
    space = state.broker
    state.in_hand = state.spaces[space]
    state.spaces[space] = ()
    state.auction = None
    state.winner = winner
    state.price = price
    happened: list[Event] = [AuctionWon(winner, space, price, price == 0)]
    if price == 0:
        state.phase = PLACE
        return happened
    able = payers(state)
    if len(able) == 1:
        happened.append(pay(state, able[0]))
    else:
        state.phase = PAY
    return happened


def payers(state: State) -> list[str]:
    """The winner's colours that can pay the price on their own."""
    assert state.winner is not None
    return [color for color in state.colors_of(state.winner) if state.ledger[color] >= state.price]


def pay(state: State, color: str) -> Paid:
    assert state.winner is not None
    state.ledger.transfer(color, BANK, state.price, "cubes bought")
    state.phase = PLACE
    return Paid(state.winner, color, state.price)
