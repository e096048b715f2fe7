"""The English auction's two actions, the same in every game that sells by auction: a bid and a final pass.

They are the journal's words for what :class:`~companion.core.auction.EnglishAuction` takes (``{"type":
"bid", "player": 1, "amount": 12}``, ``{"type": "pass", "player": 2}``), so they are declared once, here,
and each such game registers them in its own codec where its other actions stand.
"""

from __future__ import annotations

from .records import Action, Codec

AUCTION_ACTIONS = Codec("action")
"""The kit's own register of the two: it makes them frozen records with the fast constructor, as a game's
codec makes its own actions."""


@AUCTION_ACTIONS.register
class Bid(Action):
    """A raise to ``amount``: the bidder's whole bid, not the step above the last one."""

    type = "bid"
    player: int
    amount: int


@AUCTION_ACTIONS.register
class Pass(Action):
    """Leave the auction; passing is final for this lot."""

    type = "pass"
    player: int
