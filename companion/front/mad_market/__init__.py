"""Mad Market's presentation: for now the generic screens, console view and a dark strip, read from decisions."""

from companion.registry import GameSpec

SPEC = GameSpec(
    name="mad_market",
    engine="companion.games.mad_market:GAME",
    console_view="companion.console.views:generic",
    cues={"bid_made": "bid", "passed": "pass", "auction_won": "auction_won", "pack_sold": "payout",
          "lap_paid": "payout", "company_bought": "tile_placed"},
)
