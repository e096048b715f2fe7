"""Mad Market's presentation: the share market chart, the status panel, the open phase's tabs, board calibration,
the final ranking by VP, the console view and the share market on the LEDs."""

from companion.core.i18n import N_
from companion.registry import GameSpec

from .palette import SPEC_PALETTE

SPEC = GameSpec(
    name="mad_market",
    engine="companion.games.mad_market:GAME",
    play_scene="companion.front.mad_market.play:MadMarketPlayScene",
    final_scene="companion.front.mad_market.final:MadMarketFinalScene",
    standing="companion.front.mad_market.standing:standing",
    new_game_rows="companion.front.mad_market.setup:option_rows",
    complete_config="companion.front.mad_market.setup:complete_config",
    settings=((N_("Mad Market board"), "companion.front.mad_market.calibrate:open_board_scene"),),
    console_view="companion.front.mad_market.console:view",
    console_sheet="companion.front.mad_market.console:sheet",
    console_parse="companion.front.mad_market.console:parse",
    option_label="companion.front.mad_market.texts:option_label",
    option_words="companion.front.mad_market.words:words",
    light_scene="companion.front.mad_market.lights:MadMarketScene",
    layout="companion.front.mad_market:layout.toml",
    palette=SPEC_PALETTE,
    position_editor="companion.front.mad_market.position:editor",
    tour="companion.front.mad_market.tour:mad_market_tour",
    cues={
        "bid_made": "bid",
        "passed": "pass",
        "auction_won": "auction_won",
        "pack_sold": "payout",
        "lap_paid": "payout",
        "company_bought": "tile_placed",
        "rent_paid": "payout",
        "takeover": "merger",
        "pack_confiscated": "merger",
        "went_bankrupt": "merger",
        "market_crisis": "merger",
    },
    results={
        **dict.fromkeys(("bid_made", "passed", "declined", "turn_ended", "turn_started"), "quiet"),
        "auction_opened": "asked",  # the bid's question says it: "Ben: bid for LOG-1 (board price 100)", "1 to 400"
        **dict.fromkeys(("rolled", "price_moved", "lap_paid", "rent_paid", "vacation_paid", "casino_paid"), "major"),
        **dict.fromkeys(("personal_crisis", "market_crisis", "fight_round", "police_fight_over"), "major"),
        **dict.fromkeys(("pack_confiscated", "takeover", "takeover_failed", "auction_won", "debt_opened"), "major"),
        **dict.fromkeys(("company_sold", "went_bankrupt", "target_reached", "game_over", "first_player"), "major"),
        # Money spent with nothing else happening: a lone event, the entry's echo by default, but the table must
        # be told what was bought, for how much, and what it gives, as it is told of every other money move.
        **dict.fromkeys(("item_bought", "broker_hired", "guards_hired"), "major"),
    },
)
