"""Acquire's presentation: board picture, status panel, final screen, console view, lights."""

from companion.registry import GameSpec

SPEC = GameSpec(
    name="acquire",
    engine="companion.games.acquire:GAME",
    play_scene="companion.ui.games.acquire.play:AcquirePlayScene",
    final_scene="companion.ui.games.acquire.final:AcquireFinalScene",
    console_view="companion.console.acquire:acquire",
    light_scene="companion.lights.acquire:AcquireScene",
    layout="companion.front.acquire:layout.toml",
    tour="companion.ui.games.acquire.tour:tour",
    cues={
        "tile_placed": "tile_placed", "chain_founded": "chain_founded", "chain_grew": "tile_placed",
        "merger": "merger", "chain_absorbed": "merger", "bonus_paid": "payout", "shares_sold": "payout",
        "end_declared": "game_over",
    },
)
