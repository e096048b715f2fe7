"""The Steam Barons actions and events a random game repeats most, each built once per value.

A four-player game builds about a thousand records (311 actions, 650 events);
most take one of few values: a pass is a seat (and the company auctioned), a
bid a seat and an amount, a tile a company, a cost and a count. Each name
here is its record's constructor wrapped by the kit's
:func:`~companion.core.kept.kept` (why, and which records may be kept:
there), called where the rules and the random player build that record.
"""

from __future__ import annotations

from companion.core.kept import kept

from . import actions, events

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
CertificateTaken = kept(events.CertificateTaken)
NobodyBid = kept(events.NobodyBid)
CeoBonusPaid = kept(events.CeoBonusPaid)

# -- where the game goes next (flow) ---------------------------------------------------------
TurnStarted = kept(events.TurnStarted)
NoShares = kept(events.NoShares)
BuildingStarted = kept(events.BuildingStarted)
NoController = kept(events.NoController)
ShippingRound = kept(events.ShippingRound)
