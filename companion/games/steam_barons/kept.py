"""The actions and events a game repeats, built once per value and handed out again.

A random four-player game builds about a thousand records (311 actions, 650
events), and building a frozen record costs nearly three times as much as
finding it again by its fields: its constructor fills a fresh ``__dict__``
through a call from C. Most of them take one of few values: a pass is a seat
(and the company auctioned), a bid a seat and an amount, a tile a company, a
cost and a count. A record is frozen and compared by its fields, so the same
value may as well be the same object: each constructor here remembers the
records it built by their arguments (:func:`functools.cache`) and returns the
one it built before for the same arguments.

Only records whose fields are plain values (seats, company ids, whole numbers,
a flag) are kept here, and only once those values were checked or made by the
caller: the cache tells ``1`` from ``"1"`` but not from ``True`` or ``1.0``.
How many are kept is bounded by the game's own ranges (six seats, eight
companies, the money in play), whatever the number of games.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import ParamSpec, TypeVar, cast

from . import actions, events

P = ParamSpec("P")
R = TypeVar("R")


def kept(record: Callable[P, R]) -> Callable[P, R]:
    """``record``'s constructor, remembering each record it built by its arguments."""
    return cast(Callable[P, R], cache(record))


# -- the random player's moves -------------------------------------------------------------
Pass = kept(actions.Pass)
Bid = kept(actions.Bid)
Buy = kept(actions.Buy)
Build = kept(actions.Build)
EndBuild = kept(actions.EndBuild)
Deliver = kept(actions.Deliver)
SkipDelivery = kept(actions.SkipDelivery)

# -- what the rules report, move by move ---------------------------------------------------
Passed = kept(events.Passed)
BidMade = kept(events.BidMade)
AuctionOpened = kept(events.AuctionOpened)
AuctionWon = kept(events.AuctionWon)
SharesBought = kept(events.SharesBought)
PurchaseDeclined = kept(events.PurchaseDeclined)
MarkerMoved = kept(events.MarkerMoved)
CompanyBuilds = kept(events.CompanyBuilds)
SharesIssued = kept(events.SharesIssued)
TileBuilt = kept(events.TileBuilt)
BuildEnded = kept(events.BuildEnded)
Delivered = kept(events.Delivered)
DeliverySkipped = kept(events.DeliverySkipped)
CompanyResult = kept(events.CompanyResult)
DividendPaid = kept(events.DividendPaid)
ProfitPaid = kept(events.ProfitPaid)
PriceMoved = kept(events.PriceMoved)
SaleSealed = kept(events.SaleSealed)
SharesSold = kept(events.SharesSold)
