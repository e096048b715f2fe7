"""Tiny Auction's presentation: none of its own: every screen is generic (the worked example)."""

from companion.registry import GameSpec

SPEC = GameSpec(name="tiny", engine="companion.games.tiny:GAME", test_only=True)
