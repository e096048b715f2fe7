"""The Acquire actions and events a random game repeats most, each built once per value.

A four-player game builds about 460 records (165 actions, 295 events); many
take one of few values: a tile placed is a seat and a square, a draw a seat, a
count and what is left, a disposal a seat and two counts. Each name here is
its record's constructor wrapped by the kit's :func:`~companion.core.kept.kept`
(why, and which records may be kept: there), called where the rules and the
random player build that record. Records holding a dict (a purchase) or a
group of tiles (a chain founded, grown or absorbed) take too many values to
be worth keeping.
"""

from __future__ import annotations

from companion.core.kept import kept

from . import actions, events

# -- the random player's moves -------------------------------------------------------------
StartTile = kept(actions.StartTile)
PlaceTile = kept(actions.PlaceTile)
NoPlayableTile = kept(actions.NoPlayableTile)
FoundChain = kept(actions.FoundChain)
ChooseSurvivor = kept(actions.ChooseSurvivor)
ChooseDefunct = kept(actions.ChooseDefunct)
MarketHolding = kept(actions.MarketHolding)
Dispose = kept(actions.Dispose)
DeclareEnd = kept(actions.DeclareEnd)

# -- what the rules report, move by move ---------------------------------------------------
TilePlaced = kept(events.TilePlaced)
NoTilePlayed = kept(events.NoTilePlayed)
TilesDrawn = kept(events.TilesDrawn)
BonusPaid = kept(events.BonusPaid)
MarketBonus = kept(events.MarketBonus)
EndDeclared = kept(events.EndDeclared)
