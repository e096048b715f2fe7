"""Phase 1, buy shares: one English auction per company with available shares, then the offer round.

- The first-player marker's holder bids first, then clockwise; a pass is final
  for that auction. The opening bid is at least the share price ($1 at price
  0); each later bid is higher. **Ruling**: nobody may bid more than their cash.
- When all but one have passed, the winner must buy at least one share at the
  winning bid and may buy any number of the available shares.
- Then, from the seat after the winner, clockwise, every other player (those
  who passed included) may buy any of the remaining shares at the same price,
  once. **Ruling**: seats that cannot pay one share are not asked, and the
  round stops when no share is left. The money goes to the bank.
- After a company's shares were sold the first-player marker passes one seat
  clockwise from its current holder; if nobody bid, it stays.

The bidding is the kit's :class:`~companion.core.EnglishAuction`, the buying
after it the kit's :class:`~companion.core.OfferRound`; this module words the
refusals and moves the money and the shares. Bids, passes and purchases are
most of a game's moves: they read a seat's cash from the ledger's balances and
count the seats as ``len(state.names)``, where ``state.cash`` and the
``players`` property would each cost a call.
"""

from __future__ import annotations

from companion.core import BANK, EnglishAuction, Event, OfferRound, RuleViolation, next_seat
from companion.core.turns import CLOCKWISE

from . import control, kept
from .actions import Bid, Buy, Pass
from .errors import (
    BadBuyCount,
    BidBeyondCash,
    BidTooLow,
    CannotAffordShares,
    OpeningBidTooLow,
    PassIsFinal,
    not_your_turn,
)
from .rules import COMPANY_NAMES
from .state import ACCOUNTS, AUCTION, BUY, State


def minimum_bid(state: State, company: str) -> int:
    """The opening bid: at least the share price, and at least $1."""
    price = state.companies[company].price
    assert price is not None
    return max(price, 1)


def open_auction(state: State) -> list[Event]:
    company = state.company
    marker = state.marker
    assert marker is not None
    price = state.companies[company].price
    assert price is not None
    minimum = price if price > 1 else 1  # minimum_bid(state, company), without its call
    # Opened without the constructor's checks: the order is every seat once, clockwise from the marker (found
    # in the kit's table of orders as ``clockwise_from(marker, players)`` finds it, without its call: the
    # marker is a seat of the table).
    state.auction = EnglishAuction.opened(CLOCKWISE[len(state.names)][marker], minimum)
    state.phase = AUCTION
    return [kept.AuctionOpened(company, state.shares.available[company], minimum, marker)]


def bid_range(state: State, seat: int) -> tuple[int, int]:
    """The bids ``seat`` may make now: from the minimum to its cash (empty if low > high)."""
    assert state.auction is not None
    return state.auction.min_next_bid, state.cash(seat)


def out_of_turn(state: State, auction: EnglishAuction, seat: object) -> RuleViolation:
    """The refusal of a bid or pass by ``seat`` when another seat is to bid: it passed already, or it is not
    its turn. (The seat in turn is recognised where it bids or passes, with no call: most moves are these.)"""
    if type(seat) is int and seat in auction.passed:
        return PassIsFinal(player_name=state.names[seat], seat=seat)
    return not_your_turn(state.names, seat, auction.to_act)


def bid(state: State, action: Bid) -> tuple[list[Event], bool]:
    """A raise; returns the events and whether the company's buying is over."""
    seat = action.player
    auction = state.auction
    assert auction is not None
    if seat != auction.to_act:
        raise out_of_turn(state, auction, seat)
    company = state.company
    amount = action.amount
    low = auction.min_next_bid
    if type(amount) is not int or amount < low:
        name = COMPANY_NAMES[company]
        if auction.high_bid is None:
            raise OpeningBidTooLow(company_name=name, company=company, minimum=low, amount=amount)
        raise BidTooLow(company_name=name, company=company, high_bid=auction.high_bid, minimum=low, amount=amount)
    cash = state.ledger.balance[ACCOUNTS[seat]]  # state.cash(seat)
    if amount > cash:
        raise BidBeyondCash(player_name=state.names[seat], player=seat, cash=cash, amount=amount)
    auction.bid(seat, amount)
    made = kept.BID_MADE[company][seat][amount]
    if not auction.done:  # the bidding goes on
        return [made], False
    return _closed(state, auction, made)


def pass_(state: State, action: Pass) -> tuple[list[Event], bool]:
    """A final pass; returns the events and whether the company's buying is over."""
    seat = action.player
    auction = state.auction
    assert auction is not None
    if seat != auction.to_act:
        raise out_of_turn(state, auction, seat)
    auction.pass_(seat)
    passed = kept.PASSED[state.company][seat]
    if not auction.done:  # the bidding goes on (asked here, not in a call: most moves of a game are these)
        return [passed], False
    return _closed(state, auction, passed)


def _closed(state: State, auction: EnglishAuction, happened: Event) -> tuple[list[Event], bool]:
    """After the bid or pass that closed the auction: nobody bid (the company's buying is over), or the
    winner's offer round opens."""
    events: list[Event] = [happened]
    company = state.company
    state.auction = None
    if auction.high_bidder is None:
        events.append(kept.NobodyBid(company))  # the marker does not move
        return events, True
    state.offer = OfferRound.after_auction(
        auction.high_bidder, auction.high_bid or 0, state.shares.available[company], len(state.names)
    )
    state.phase = BUY
    events.append(kept.AuctionWon(state.offer.winner, company, state.offer.price))
    return events, False


def buy_limits(state: State, seat: int) -> tuple[int, int]:
    """How many shares ``seat`` may buy now: the winner 1..N, others 0..N (N: available and affordable)."""
    offer = state.offer
    assert offer is not None
    return offer.limits(state.cash(seat))  # the price is at least $1: the opening bid is


def buy(state: State, action: Buy) -> tuple[list[Event], bool]:
    offer = state.offer
    assert offer is not None
    seat = action.player
    if seat != offer.to_act:
        raise not_your_turn(state.names, seat, offer.to_act)
    company = state.company
    count = action.count
    balance = state.ledger.balance
    cash = balance[ACCOUNTS[seat]]  # state.cash(seat)
    low, high = offer.limits(cash)  # buy_limits
    if type(count) is not int or not low <= count <= offer.left:
        raise BadBuyCount(
            player_name=state.names[seat],
            company_name=COMPANY_NAMES[company],
            company=company,
            low=low,
            high=offer.left,
            count=count,
        )
    price = offer.price
    if count > high:
        raise CannotAffordShares(
            player_name=state.names[seat],
            company_name=COMPANY_NAMES[company],
            company=company,
            cash=cash,
            count=count,
            price=price,
            cost=count * price,
        )
    offer.buy(seat, count)
    happened: list[Event] = []
    if count:
        cost = count * price
        state.ledger.transfer(ACCOUNTS[seat], BANK, cost, f"{count} {company} shares")
        state.shares.buy(company, seat, count)
        happened.append(kept.SharesBought(seat, company, count, price, cost))
        happened += control.after_purchase(state, company, seat)
    else:
        happened.append(kept.PurchaseDeclined(seat, company))
    # Ruling: seats that cannot pay one share are not asked; nobody gets a second chance.
    # (asked first for the seat in turn, with no call: it can pay, nearly always; None once the round is done)
    following = offer.to_act
    if following is not None and balance[ACCOUNTS[following]] < price:
        offer.skip_while(lambda other: balance[ACCOUNTS[other]] < price)
    if not offer.done:
        return happened, False
    state.offer = None
    assert state.marker is not None
    state.marker = next_seat(state.marker, len(state.names))
    happened.append(kept.MARKER_MOVED[state.marker])
    return happened, True
