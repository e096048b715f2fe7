"""The Steam Barons actions and events a random game repeats most, each built once per value.

A four-player game builds about a thousand records (311 actions, 650 events);
most take one of few values: a pass is a seat (and the company auctioned), a
bid a seat and an amount, a tile a company, a cost and a count. Each
capitalised name here is its record's constructor wrapped by the kit's
:func:`~companion.core.kept.kept` (why, and which records may be kept:
there), called where the rules and the random player build that record; the
names in capitals are the records whose only varying field is a seat, found
by the seat in a tuple, cheaper still.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TypeVar

from companion.core.kept import kept

from . import actions, events
from .rules import COMPANIES, MAX_PLAYERS

R = TypeVar("R")
K = TypeVar("K", bound=Hashable)

# -- the random player's moves -------------------------------------------------------------
Build = kept(actions.Build)
SkipDelivery = kept(actions.SkipDelivery)
Deliver = kept(actions.Deliver)

# -- what the rules report, move by move ---------------------------------------------------
AuctionOpened = kept(events.AuctionOpened)
AuctionWon = kept(events.AuctionWon)
SharesBought = kept(events.SharesBought)
PurchaseDeclined = kept(events.PurchaseDeclined)
SharesIssued = kept(events.SharesIssued)
TileBuilt = kept(events.TileBuilt)
BuildEnded = kept(events.BuildEnded)
Delivered = kept(events.Delivered)
DeliverySkipped = kept(events.DeliverySkipped)
CompanyResult = kept(events.CompanyResult)
DividendPaid = kept(events.DividendPaid)
PriceMoved = kept(events.PriceMoved)
SharesSold = kept(events.SharesSold)
CertificateTaken = kept(events.CertificateTaken)
NobodyBid = kept(events.NobodyBid)
CeoBonusPaid = kept(events.CeoBonusPaid)

# -- where the game goes next (flow) ---------------------------------------------------------
TurnStarted = kept(events.TurnStarted)
NoShares = kept(events.NoShares)
BuildingStarted = kept(events.BuildingStarted)
NoController = kept(events.NoController)
ShippingRound = kept(events.ShippingRound)


# -- a seat's commonest records, found by the seat alone ---------------------------------------
# A kept constructor's look-up costs 600 to 900 instructions (its arguments made into a key, hashed and
# compared with the stored one); a record that differs only by its seat is found in a tuple by the seat in
# about 100 (250 through a company's table first). For the moves a game makes most whose only varying field
# is the seat (a pass, buying nothing, a sealed sale; about 280 a four-player game). Made at import: 132
# records, about 0.45 M instructions once, what some three random games save. Seats are whole numbers
# the rules checked (or the random player chose).
SEATS = range(MAX_PLAYERS)


def per_company(make: Callable[[int, str], R]) -> dict[str, tuple[R, ...]]:
    """``make(seat, company)`` by company, then by seat (a pass in the auction of a company …)."""
    return {company: tuple(make(seat, company) for seat in SEATS) for company in COMPANIES}


PASS = tuple(actions.Pass(seat) for seat in SEATS)
BUY_NOTHING = tuple(actions.Buy(seat, 0) for seat in SEATS)
MARKER_MOVED = tuple(events.MarkerMoved(seat) for seat in SEATS)
SALE_SEALED = tuple(events.SaleSealed(seat) for seat in SEATS)
END_BUILD = per_company(actions.EndBuild)
PASSED = per_company(events.Passed)
COMPANY_BUILDS = per_company(lambda seat, company: events.CompanyBuilds(company, seat))


# -- records by their seat (or company), then by one whole number ------------------------------------
# A bid is a seat and an amount, a purchase a seat and a count, a company's profit a company and a sum: found
# by the seat (or company) in a tuple (or dict), then by the number in a table that builds each record on its
# first look-up, about 450 instructions where a kept constructor's look-up by two or three fields costs
# 900 (its key tuple made, hashed and compared). About 150 look-ups a four-player game. The numbers are
# whole numbers the rules checked (or the random player drew): a table, like the cache, would not tell
# ``1`` from ``True``.
class ByNumber(dict[K, R]):
    """``make(key)`` by key, each built on its first look-up and found again after."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[K], R]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> R:
        record = self[key] = self.make(key)
        return record


BID: tuple[ByNumber[int, actions.Bid], ...] = tuple(ByNumber(partial(actions.Bid, seat)) for seat in SEATS)
"""``BID[seat][amount]`` is ``Bid(seat, amount)``."""
BUY: tuple[ByNumber[int, actions.Buy], ...] = tuple(ByNumber(partial(actions.Buy, seat)) for seat in SEATS)
"""``BUY[seat][count]`` is ``Buy(seat, count)``."""
BID_MADE: dict[str, tuple[ByNumber[int, events.BidMade], ...]] = {
    company: tuple(ByNumber(partial(events.BidMade, seat, company)) for seat in SEATS) for company in COMPANIES
}
"""``BID_MADE[company][seat][amount]`` is ``BidMade(seat, company, amount)``."""
PROFIT_PAID: dict[str, ByNumber[int, events.ProfitPaid]] = {
    company: ByNumber(partial(events.ProfitPaid, company)) for company in COMPANIES
}
"""``PROFIT_PAID[company][profit]`` is ``ProfitPaid(company, profit)``."""
