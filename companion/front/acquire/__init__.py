"""Acquire's presentation: board picture, status panel, final screen, console view, lights, colours, cues.

It reads the engine's public contract only (decisions, summaries, events, previews through the Table); the
app, the console, the LED driver and the sounds reach it through :data:`SPEC`."""

from companion.core.i18n import N_
from companion.registry import GameSpec

from .palette import CHAIN_COLOURS

SPEC = GameSpec(
    name="acquire",
    engine="companion.games.acquire:GAME",
    play_scene="companion.front.acquire.play:AcquirePlayScene",
    final_scene="companion.front.acquire.final:AcquireFinalScene",
    standing="companion.front.acquire.standing:standing",
    private_view=N_("hidden shares, and tiles in hand"),
    console_view="companion.front.acquire.console:view",
    console_parse="companion.front.acquire.console:parse",
    console_sheet="companion.front.acquire.console:sheet",
    option_words="companion.front.acquire.preview:words",
    console_examples=(
        ("place_tile", N_("5C")),
        ("found_chain", N_("tower")),
        # NOTE: a purchase typed at the console, in the player's words: {count} and {item}
        # are a number of shares and a chain on sale at that moment ("buy 1 Luxor").
        ("buy", N_("buy {count} {item}")),
    ),
    light_scene="companion.front.acquire.lights:AcquireScene",
    layout="companion.front.acquire:layout.toml",
    palette=CHAIN_COLOURS,
    result_sentences="companion.front.acquire.card:sentences",
    tour="companion.front.acquire.tour:tour",
    position_editor="companion.front.acquire.position:editor",
    cues={
        "tile_placed": "tile_placed",
        "chain_founded": "chain_founded",
        "chain_grew": "tile_placed",
        "merger": "merger",
        "chain_absorbed": "merger",
        "bonus_paid": "payout",
        "shares_disposed": "payout",
        "final_sale": "payout",
        "end_declared": "game_over",
    },
    results={
        **dict.fromkeys(("tile_placed", "tiles_drawn", "shares_bought"), "quiet"),
        # A placed tile shows on the board; a turn without one leaves no trace there: the card says it.
        "no_tile_played": "minor",
        **dict.fromkeys(
            ("merger", "bonus_paid", "market_bonus", "shares_disposed", "chain_absorbed", "final_sale", "game_over"),
            "major",
        ),
        **dict.fromkeys(("end_declared", "game_blocked", "dead_tiles_exchanged", "first_player"), "major"),
    },
)
