"""Big Shot's presentation: ring and lots, status strip, final scores, board calibration, console, lights.
It reads the engine's public contract only; the app, console, LED driver and sounds reach it through SPEC."""

from companion.core.i18n import N_
from companion.palette import BLUE, RGB, VERMILLION, YELLOW
from companion.registry import GameSpec

# The cubes on the screen (yellow: the Okabe–Ito colour; red: a true red, not Okabe–Ito's vermillion, which
# reads as orange, and light enough to show on the panels at 3:1 to a protanope; each printed with its letter in
# the ink its colour needs) and on the LEDs (one cannot shine black: black lights a deep blue; white is dimmed so
# it does not outshine the others).
RED: RGB = (255, 70, 70)
CUBE_COLOURS: dict[str, RGB] = {"red": RED, "yellow": YELLOW, "black": (30, 30, 30), "white": (235, 235, 235)}
CUBE_LEDS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": BLUE, "white": (200, 200, 200)}

SPEC = GameSpec(
    name="bigshot",
    engine="companion.games.bigshot:GAME",
    play_scene="companion.front.bigshot.play:BigShotPlayScene",
    final_scene="companion.front.bigshot.play:BigShotFinalScene",
    standing="companion.front.bigshot.standing:standing",
    new_game_rows="companion.front.bigshot.setup:option_rows",
    complete_config="companion.front.bigshot.setup:complete_config",
    position_editor="companion.front.bigshot.position:editor",
    settings=((N_("Big Shot board"), "companion.front.bigshot.calibrate:open_board_scene"),),
    private_view=N_("hidden cash"),
    console_view="companion.front.bigshot.console:view",
    console_parse="companion.front.bigshot.console:parse",
    console_sheet="companion.front.bigshot.console:sheet",
    console_examples=(
        ("place", N_("{typed} (a lot, then the colours going there)")),
        ("layout", N_("RYBW RRYB … (18 spaces of four colours), then the broker's space")),
    ),
    console_example="companion.front.bigshot.console:example",
    light_scene="companion.front.bigshot.lights:BigShotScene",
    layout="companion.front.bigshot:layout.toml",
    palette=CUBE_COLOURS,
    seat_colours="companion.front.bigshot.palette:seat_colours",
    tour="companion.front.bigshot.tour:bigshot_tour",
    cues={
        "bid_made": "bid",
        "passed": "pass",
        "auction_won": "auction_won",
        "lot_awarded": "auction_won",
        "loan_taken": "payout",
    },
    results={
        "bid_made": "quiet",
        "passed": "quiet",
        "turn_started": "asked",  # the next question says it: "Turn 2 of 18: Ben rolls"
        **dict.fromkeys(("rolled", "broker_moved", "auction_repeated", "auction_won", "paid", "loan_taken"), "major"),
        **dict.fromkeys(("lot_awarded", "first_player", "game_over"), "major"),
    },
)
