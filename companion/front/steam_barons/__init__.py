"""Steam Barons' presentation: the stock chart, status panel, build and delivery checklists, card calibration, lights."""

from companion.core.i18n import N_
from companion.registry import GameSpec

from .palette import COMPANY_COLOURS

SPEC = GameSpec(
    name="steam_barons",
    engine="companion.games.steam_barons:GAME",
    play_scene="companion.front.steam_barons.play:SteamBaronsPlayScene",
    final_scene="companion.front.steam_barons.final:SteamBaronsFinalScene",
    standing="companion.front.steam_barons.standing:standing",
    new_game_rows="companion.front.steam_barons.setup:option_rows",
    complete_config="companion.front.steam_barons.setup:complete_config",
    settings=((N_("Steam Barons card"), "companion.front.steam_barons.calibrate:open_card_scene"),),
    private_view=N_("a sealed choice before it is shown"),
    console_view="companion.front.steam_barons.console:view",
    console_parse="companion.front.steam_barons.console:parse",
    console_sheet="companion.front.steam_barons.console:sheet",
    console_examples=(("company_order", N_("white wood green brown black orange (the companies as drawn)")),),
    light_scene="companion.front.steam_barons.lights:SteamBaronsScene",
    layout="companion.front.steam_barons:layout.toml",
    palette=COMPANY_COLOURS,
    result_sentences="companion.front.steam_barons.card:sentences",
    tour="companion.front.steam_barons.tour:steam_barons_tour",
    position_editor="companion.front.steam_barons.position:editor",
    cues={
        "bid_made": "bid",
        "passed": "pass",
        "auction_won": "auction_won",
        "tile_built": "tile_placed",
        "dividend_paid": "payout",
        "sales_revealed": "auction_won",
        "went_bankrupt": "merger",
    },
    results={
        **dict.fromkeys(("bid_made", "passed", "sale_sealed"), "quiet"),
        # the auction's question says it ("Ben: bid for Orange", its note "1 share on offer", its range "$5 to $30")
        "auction_opened": "asked",
        # the sale's question says it: "Ann: sell shares", chosen in secret, as the heading over every seat's choice
        "selling_started": "asked",
        "company_builds": "asked",  # the building's question says it: "Ann builds for Orange: tile 1 of 2"
        "shipping_round": "asked",  # the delivery's question says it: "Ann ships for Orange: round 1 of 2"
        **dict.fromkeys(("order_drawn", "first_player", "auction_won", "nobody_bid", "certificate_taken"), "major"),
        **dict.fromkeys(("sales_revealed", "shares_sold", "company_removed", "went_bankrupt", "game_over"), "major"),
        **dict.fromkeys(("company_result", "dividend_paid", "ceo_bonus_paid", "price_moved", "prices_held"), "major"),
    },
)
