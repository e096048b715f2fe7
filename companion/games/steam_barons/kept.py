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

from collections.abc import Callable
from typing import TypeVar

from companion.core.kept import kept

from . import actions, events
from .rules import COMPANIES, MAX_PLAYERS

R = TypeVar("R")

# -- the random player's moves -------------------------------------------------------------
Bid = kept(actions.Bid)
Buy = kept(actions.Buy)
Build = kept(actions.Build)
SkipDelivery = kept(actions.SkipDelivery)
Deliver = kept(actions.Deliver)

# -- what the rules report, move by move ---------------------------------------------------
BidMade = kept(events.BidMade)
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
ProfitPaid = kept(events.ProfitPaid)
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
