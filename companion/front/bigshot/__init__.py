"""Big Shot's presentation: ring and lots, status panel, final scores, board calibration, lights."""

from companion.core.i18n import N_
from companion.registry import GameSpec

SPEC = GameSpec(
    name="bigshot",
    engine="companion.games.bigshot:GAME",
    play_scene="companion.ui.games.bigshot.play:BigShotPlayScene",
    final_scene="companion.ui.games.bigshot.final:BigShotFinalScene",
    new_game_rows="companion.ui.games.bigshot.setup:option_rows",
    complete_config="companion.ui.games.bigshot.setup:complete_config",
    settings=((N_("Big Shot board"), "companion.ui.games.bigshot.calibrate:open_board_scene"),),
    console_view="companion.console.bigshot:bigshot",
    light_scene="companion.lights.bigshot:BigShotScene",
    layout="companion.front.bigshot:layout.toml",
    tour="companion.ui.games.bigshot.tour:bigshot_tour",
    cues={
        "bid_made": "bid", "passed": "pass", "auction_won": "auction_won", "loan_taken": "payout",
        "lot_awarded": "auction_won",
    },
)
