"""Tiny Auction's presentation: nothing of its own but its cues; every screen is generic (the worked example)."""

from companion.registry import GameSpec

SPEC = GameSpec(
    name="tiny",
    engine="companion.games.tiny:GAME",
    cues={"bid_made": "bid", "passed": "pass", "lot_won": "auction_won"},
    test_only=True,
)
