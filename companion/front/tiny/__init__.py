"""Tiny Auction's presentation: nothing of its own but its cues; every screen is generic (the worked example).

Its engine says everything a front-end needs through decisions (a sealed
pick per seat, a white and a black die, a bid with its cap), so the generic
widgets, console and LED driver play it without a line of game code. A game
adds the optional pieces of :class:`~companion.registry.GameSpec` (a board
picture, a status panel, a console view, an LED scene and layout) only where
a generic one would not do.
"""

from companion.registry import GameSpec

SPEC = GameSpec(
    name="tiny",
    engine="companion.games.tiny:GAME",
    cues={"bid_made": "bid", "passed": "pass", "lot_won": "auction_won", "guess_paid": "payout"},
    position_editor="companion.front.tiny.position:editor",
    test_only=True,
)
