"""The Mad Market actions and events a random game repeats most, each built once per value.

A four-player game builds about a thousand records (240 actions, 760 events);
most take one of few values: a throw is a seat and two dice, a price move a
stock, a cause and two fields, an end of turn a seat. Each name here is its
record's constructor wrapped by the kit's :func:`~companion.core.kept.kept`
(why, and which records may be kept: there), called where the rules and the
random player build that record.
"""

from __future__ import annotations

from companion.core.kept import kept

from . import actions, events

# -- the random player's moves -------------------------------------------------------------
Roll = kept(actions.Roll)
Bid = kept(actions.Bid)
Pass = kept(actions.Pass)
Decline = kept(actions.Decline)
UseBroker = kept(actions.UseBroker)
EndTurn = kept(actions.EndTurn)

# -- what the rules report, move by move ---------------------------------------------------
TurnStarted = kept(events.TurnStarted)
Rolled = kept(events.Rolled)
Doubles = kept(events.Doubles)
PriceMoved = kept(events.PriceMoved)
ForecastMoved = kept(events.ForecastMoved)
PawnMoved = kept(events.PawnMoved)
LapPaid = kept(events.LapPaid)
CompanyOffered = kept(events.CompanyOffered)
PoliceQuiet = kept(events.PoliceQuiet)
Declined = kept(events.Declined)
BidMade = kept(events.BidMade)
Passed = kept(events.Passed)
BrokerUsed = kept(events.BrokerUsed)
TurnEnded = kept(events.TurnEnded)
