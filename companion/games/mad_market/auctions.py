"""The Auction square: the state's companies first, one auction each, else the first unowned company.

Rulings: one auction per company sold to the state, in the order they were
sold; if there is none, the first unowned company counting from Start. Open
ascending bidding starting with the lander and going clockwise among the
players still in the game; passing is final; the minimum bid is 1 and no
bid may exceed the bidder's cash. The winner pays the bank and takes the
company; if nobody bids, nothing changes (a state company stays in the pile,
in its place). After the last auction the lander's move goes on.
"""

from __future__ import annotations

from companion.core import BANK, NO_SALE, EnglishAuction, Event, clockwise_from

from . import kept
from .actions import Bid, Pass
from .errors import BidBeyondCash, BidTooLow, NotInAuction, OpeningBidTooSmall, OutOfGame, PassIsFinal
from .events import AuctionOpened, AuctionWon, NobodyBid, NothingToAuction
from .flow import to_open
from .state import AUCTION, STATE_HELD, State, account

MINIMUM = 1


def lots(state: State) -> list[str]:
    """What an Auction square sells now: the state's companies in the order sold, else the first unowned one."""
    if state.pile:
        return list(state.pile)
    for company, owner in state.owners.items():
        if owner is None:
            return [company]
    return []


def open_lots(state: State, seat: int) -> list[Event]:

    state.lots = lots(state)
    if not state.lots:
        return [NothingToAuction()] + to_open(state)
    return open_next(state)


def bidders(state: State) -> tuple[int, ...]:
    """The players still in the game, clockwise from the lander."""
    return tuple(seat for seat in clockwise_from(state.current, state.count) if not state.players[seat].out)


def open_next(state: State) -> list[Event]:
    company = state.lots[0]
    state.auction = EnglishAuction(bidders(state), minimum=MINIMUM, nobody_bid=NO_SALE)
    state.phase = AUCTION
    return [AuctionOpened(company, state.board.companies[company].price, state.current, MINIMUM)]


def check_turn(state: State, seat: int) -> None:
    auction = state.auction
    assert auction is not None and auction.to_act is not None
    if seat != auction.to_act:
        names = state.names
        name = names[seat] if type(seat) is int and 0 <= seat < len(names) else str(seat)
        if seat in auction.passed:
            raise PassIsFinal(player=seat, player_name=name)
        if seat not in auction.order:
            raise OutOfGame(player=seat, player_name=name)
        raise NotInAuction(player=seat, expected=auction.to_act, player_name=name, expected_name=names[auction.to_act])


def bid(state: State, action: Bid) -> list[Event]:
    seat = action.player
    check_turn(state, seat)
    auction = state.auction
    assert auction is not None
    company = state.lots[0]
    if action.amount < auction.min_next_bid:
        if auction.high_bid is None:
            raise OpeningBidTooSmall(company=company, minimum=auction.min_next_bid, amount=action.amount)
        raise BidTooLow(company=company, minimum=auction.min_next_bid, high_bid=auction.high_bid, amount=action.amount)
    cash = state.cash(seat)
    if action.amount > cash:
        raise BidBeyondCash(player=seat, player_name=state.names[seat], cash=cash, amount=action.amount, cap=cash)
    auction.bid(seat, action.amount, cap=cash)
    return [kept.BidMade(seat, company, action.amount)] + _after(state)


def pass_(state: State, action: Pass) -> list[Event]:
    check_turn(state, action.player)
    assert state.auction is not None
    state.auction.pass_(action.player)
    return [kept.Passed(action.player, state.lots[0])] + _after(state)


def _after(state: State) -> list[Event]:

    auction = state.auction
    assert auction is not None
    if not auction.done:
        return []
    company = state.lots.pop(0)
    winner = auction.winner
    state.auction = None
    if winner is None:
        happened: list[Event] = [NobodyBid(company)]
    else:
        state.ledger.transfer(account(winner), BANK, auction.price, "auction")
        if state.owners[company] == STATE_HELD:
            state.pile.remove(company)
        state.owners[company] = winner
        happened = [AuctionWon(winner, company, auction.price)]
    if state.lots:
        return happened + open_next(state)
    return happened + to_open(state)


def bid_range(state: State, seat: int) -> tuple[int, int]:
    assert state.auction is not None
    return state.auction.min_next_bid, state.cash(seat)
