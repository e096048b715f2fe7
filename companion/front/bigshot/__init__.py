"""Big Shot's presentation: ring and lots, status strip, final scores, board calibration, console, lights.
It reads the engine's public contract only; the app, console, LED driver and sounds reach it through SPEC."""

from companion.core.i18n import N_
from companion.registry import GameSpec

from .palette import CUBE_COLOURS

SPEC = GameSpec(
    name="bigshot",
    engine="companion.games.bigshot:GAME",
    play_scene="companion.front.bigshot.play:BigShotPlayScene",
    final_scene="companion.front.bigshot.play:BigShotFinalScene",
    new_game_rows="companion.front.bigshot.setup:option_rows",
    complete_config="companion.front.bigshot.setup:complete_config",
    settings=((N_("Big Shot board"), "companion.front.bigshot.setup:open_board_scene"),),
    console_view="companion.front.bigshot.console:view",
    light_scene="companion.front.bigshot.lights:BigShotScene",
    layout="companion.front.bigshot:layout.toml",
    palette=CUBE_COLOURS,
    tour="companion.front.bigshot.tour:bigshot_tour",
    cues={"bid_made": "bid", "passed": "pass", "auction_won": "auction_won", "loan_taken": "payout", "lot_awarded": "auction_won"},
)
