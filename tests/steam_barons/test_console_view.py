"""The console: Steam Barons as text, and a whole game played at the text console."""

from __future__ import annotations

import io
import json
import re

import pytest

from companion.console import Console
from companion.core import PUBLIC, ChanceSource, Table
from companion.front.steam_barons.console import sheet
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Buy, CompanyOrder, EndBuild, FirstPlayer, Pass, Sell, SkipDelivery
from companion.games.steam_barons.rules import COMPANY_NAMES
from companion.text.i18n import _, pgettext, set_language
from companion.text.summary import render, table_view

from .helpers import (
    TEST_CARD,
    config,
    end_builds,
    give_shares,
    go_bankrupt,
    sell_nothing,
    skip_auctions,
    skip_deliveries,
    started,
)


def test_the_view_shows_players_companies_card_and_moment_in_short_lines() -> None:
    chance = ChanceSource(5)
    state = GAME.new_game(GAME.prepare_config(GAME.random_config(6, chance)))
    phases = set()
    while not GAME.is_over(state):
        lines = render("steam_barons", GAME.summary(state, PUBLIC))
        assert all(len(line) <= 60 for line in lines), max(lines, key=len)
        assert "uncalibrated" not in "\n".join(lines)  # said above the view, in the engine's words
        phases.add(state.phase)
        GAME.apply(state, GAME.choose_random(state, chance))
    text = "\n".join(render("steam_barons", GAME.summary(state)))
    assert "Winner" in text or "Shared win" in text
    assert {"auction", "buy", "build", "deliver", "sell", "company_order"} <= phases


def test_a_calibrated_card_is_named() -> None:
    text = "\n".join(render("steam_barons", GAME.summary(started(3, card=TEST_CARD))))
    assert "Card: Test card" in text and "uncalibrated" not in text


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_company_removed_by_bankruptcy_has_its_b_under_the_prices(code: str) -> None:
    state = started(3)
    go_bankrupt(state, "white", links=2)
    set_language(code)
    try:
        lines = render("steam_barons", GAME.summary(state, PUBLIC))
        heading = next(line for line in lines if pgettext("column", "Price") in line.split())
        price_end = heading.index(" " + pgettext("column", "Price") + " ") + len(pgettext("column", "Price"))
        [removed] = [line for line in lines if line.split()[0] == _(COMPANY_NAMES["white"])]
    finally:
        set_language("en")
    assert removed[price_end] == "B" and removed[price_end + 1 :].startswith(" ") and len(removed) <= 60


def test_only_the_seller_sees_their_sealed_sale() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "green", 1)
    skip_auctions(state)
    end_builds(state)
    GAME.apply(state, Sell(0, {"orange": 2}))
    own = "\n".join(render("steam_barons", GAME.summary(state, 0), private_for=0))
    other = "\n".join(render("steam_barons", GAME.summary(state, 1), private_for=1))
    public = "\n".join(render("steam_barons", GAME.summary(state, PUBLIC)))
    assert "Your sealed sale: 2 Orange" in own
    assert "sealed sale" not in other and "sealed sale" not in public
    assert "Sales chosen: Ann" in public and "Waiting for: Ben" in public


def test_a_whole_game_at_the_text_console() -> None:
    """Every move typed as a player would type an action the menu cannot list (``json {...}``)."""
    played = Table.new(GAME, config(3), created="x")
    chance = ChanceSource(8)
    lines = []
    while not played.over:
        action = played.choose_random(chance)
        lines.append("json " + json.dumps(GAME.actions.encode(action)))
        played.submit(action)
    table = Table.new(GAME, config(3), created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1))
    assert console.run() == 0
    assert table.over and table.summary() == played.summary()
    text = out.getvalue()
    assert "The game is over." in text and "Company" in text


def order_table() -> Table:
    return Table.new(GAME, GAME.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 4}), created="x")


def typed(table: Table, *lines: str) -> str:
    out = io.StringIO()
    Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1)).run()
    return out.getvalue()


def viewed(table: Table, *lines: str) -> str:
    """The table's view (the phones' table lines) after each move typed at the console: a line the console's
    question says again is left out of the console's screen (see tests/console/test_view_not_said_twice.py)."""
    views: list[str] = ["\n".join(table_view(table))]
    unlisten = table.listen(lambda _update: views.append("\n".join(table_view(table))))
    try:
        typed(table, *lines)
    finally:
        unlisten()
    return "\n".join(views)


def test_the_order_of_play_drawn_from_the_bag_is_typed_by_the_companies_names() -> None:
    table = order_table()
    typed(table, "White wood, green brown black orange", "q")
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("it", "bianco, legno, verde, marrone, nero e arancio"),
        ("fr", "blanc, bois, vert, marron, noir et orange"),
        ("en", "white, wood, green, brown, black and orange"),
        ("en", "white wood green brown black & orange"),
    ],
)
def test_the_order_of_play_typed_as_a_list_ends_with_its_and(language: str, line: str) -> None:
    """ "nero, bianco, … e legno" answered "'e' is not one company"."""
    table = order_table()
    set_language(language)
    try:
        typed(table, line, "q")
    finally:
        set_language("en")
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_the_order_of_play_may_be_typed_after_its_option_and_by_the_start_of_each_name() -> None:
    table = order_table()
    text = typed(table, "1", "order wh wo g br bl o", "q")
    assert "e.g. white wood green brown black orange (the companies as drawn)" in text
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_a_name_that_is_no_one_company_is_asked_again_alone_and_the_rest_is_kept() -> None:
    # Refused whole, the order of six names had to be typed again for one letter missing.
    table = order_table()
    text = typed(table, "white wood green brown blak orange", "black", "q")
    said = " ".join(text.split())  # a refusal wraps within 78 columns
    assert "'blak' is not one company: the companies are Orange, Green, Brown, Wood, Black, White." in said
    assert "Kept: white wood green brown ? orange" in said
    assert "Type the company in place of 'blak': " in text
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_an_order_typed_again_whole_at_the_question_of_one_word_is_taken_whole() -> None:
    table = order_table()
    typed(table, "w wood green brown black orange", "white wood green brown black orange", "q")
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_a_company_named_twice_is_asked_again_in_its_second_place() -> None:
    table = order_table()
    text = typed(table, "white wood white brown black orange", "green", "q")
    assert "White is named twice. Kept: white wood ? brown black orange" in " ".join(text.split())
    assert "Type the company in place of the second 'white': " in text
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_an_order_left_unfinished_given_up_with_enter_submits_nothing() -> None:
    table = order_table()
    text = typed(table, "red wood green brown black orange", "", "q")
    assert "'red' is not one company" in text and "Cancelled." in text
    assert not table.steps


def test_a_misspelt_command_at_the_order_question_is_answered_as_everywhere_else() -> None:
    table = order_table()
    text = typed(table, "hepl", "lgo", "xqz", "q")
    assert "'hepl' is not an option or a command: did you mean 'help'?" in text  # offered put right, not taken
    assert "'lgo' is not an option or a command: did you mean 'log'?" in text  # two letters swapped
    assert "'xqz' is not an option or a command. Type 'help'." in text
    assert "not one company" not in text
    assert not table.steps


def test_a_word_after_order_or_beside_a_company_is_still_read_as_a_company() -> None:
    table = order_table()
    text = typed(table, "order hepl", "white hepl", "q")
    assert text.count("'hepl' is not one company") == 2
    assert not table.steps


def test_a_word_that_is_no_company_asked_for_by_the_order_option_says_what_to_type() -> None:
    table = order_table()
    text = typed(table, "1", "hepl", "q")
    assert "'hepl' is not understood here: type it like white wood green brown black orange" in " ".join(text.split())
    assert "Not an action" not in text and "JSON" not in text
    assert not table.steps


def test_an_order_that_misses_companies_asks_only_for_the_rest() -> None:
    table = order_table()
    text = typed(table, "white wood green", "brown", "black orange", "q")
    said = " ".join(text.split())
    assert "The order so far: White, Wood, Green; still to place: Orange, Brown, Black." in said
    assert "The order so far: White, Wood, Green, Brown; still to place: Orange, Black." in said
    assert said.count("Type the rest of the order (0: let the companion decide the rest):") == 2  # (in two rows)
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


@pytest.mark.parametrize(
    ("language", "first", "kept"), [("en", "white", ("white",)), ("fr", "blanc bois", ("white", "wood"))]
)
def test_a_0_for_the_rest_of_an_order_lets_the_companion_draw_what_is_left(
    language: str, first: str, kept: tuple[str, ...]
) -> None:
    # The question's own 0 lets the companion draw the whole order: the rest of one typed in part takes it too,
    # the companies typed kept in their places, the others drawn, never "'0' is not one company".
    set_language(language)
    try:
        table = order_table()
        text = typed(table, first, "0", "q")
        asked = _("Type the rest of the order") + " " + _("(0: let the companion decide the rest)")
    finally:
        set_language("en")
    assert asked in " ".join(text.split())
    assert "'0'" not in text and "« 0 »" not in text
    order = table.steps[0].action.order
    assert order[: len(kept)] == kept and sorted(order) == sorted(COMPANY_NAMES)


def test_a_0_in_place_of_a_misspelt_company_is_no_draw() -> None:
    # A word to replace is the players' to type: only what is still to add may be left to the companion.
    table = order_table()
    text = typed(table, "white wood blak green brown orange", "0", "", "q")
    assert "(0: let the companion decide the rest)" not in text
    assert not table.steps


def test_an_order_unfinished_names_the_companies_in_the_players_language() -> None:
    set_language("it")
    try:
        table = order_table()
        text = typed(table, "bianco legno verde marrone nero", "arancio", "q")
    finally:
        set_language("en")
    assert ("L'ordine finora: Bianco, Legno, Verde, Marrone, Nero; ancora da piazzare: Arancio.") in " ".join(
        text.split()
    )  # wrapped within 78 columns
    assert "['" not in text and "white" not in text
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_the_order_of_play_is_typed_in_the_players_language() -> None:
    set_language("it")
    try:
        named = [_(COMPANY_NAMES[company]) for company in ("white", "wood", "green", "brown", "black", "orange")]
        table = order_table()
        typed(table, " ".join(named), "q")
    finally:
        set_language("en")
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange"))


def test_a_bid_is_asked_in_the_players_language_with_the_company_and_the_money_in_it() -> None:
    set_language("it")
    try:
        table = order_table()
        text = typed(table, "bianco legno verde marrone nero arancio", "2", "q")
        table = order_table()
        view = viewed(table, "bianco legno verde marrone nero arancio", "2", "q")
    finally:
        set_language("en")
    assert (
        "Ben: offerta per Bianco\n"
        "  1 azione in vendita\n"  # the note under the question, as on the touchscreen
        "  da $5 a $30: scrivi il numero, per esempio 5\n"  # the least and what Ben can pay, said once
    ) in text
    assert "Ordine di gioco del turno 1: Bianco, Legno, Verde, Marrone, Nero, Arancio." in text
    assert "Asta di Bianco (1 azione in vendita): nessuna offerta" in view  # "(1 in vendita)": 1 of what?


def test_the_auction_and_the_purchase_count_the_shares_with_their_noun() -> None:
    table = order_table()
    text = viewed(table, "white wood green brown black orange", "2", "5", "pass", "pass", "q")
    assert "Auction of White (1 share on offer): no bid yet" in text
    assert "Auction of White (1 share on offer): $5 by Ben" in text
    assert "Ben won White at $5; 1 share left" in text


ENGLISH = (
    "Turn", "buy shares", "build track", "ship goods", "sell shares", "draw the", "Card", "placeholder",
    "uncalibrated", "Order", "First-player marker", "certificate", "Company", "price", "perf", "treas", "control",
    "avail", "unissued", "links", "bankrupt", "removed", "ownerless", "Auction of", "no bid yet", "available",
    "won", "left", "builds", "tile", "can pay", "Sales chosen", "nobody", "Waiting for", "Your sealed sale",
    "nothing", "Prices moved", "Winner", "Shared win", "no shares", "winner", "Northern England", "Eastern US",
    "Green", "Brown", "Wood", "Black", "White",
)  # fmt: skip
"""Words the view printed in English whatever the language (Orange is French too, so it is not here)."""
TRANSLATED = {
    "it": ("Turno 1 di 5", "Compagnia", "Arancio", "nessuna azione", "Asta di"),
    "fr": ("Tour 1 sur 5", "Compagnie", "Marron", "aucune action", "Enchère sur"),
}


@pytest.mark.parametrize("language", ["it", "fr"])
def test_the_view_reads_in_the_players_language_in_short_lines(language: str) -> None:
    """A seeded game played through every phase, seen by a seat (its sealed sale too), in Italian and French."""
    set_language(language)
    try:
        texts, phases = [], set()
        for players, seed in ((6, 5), (2, 3)):
            chance = ChanceSource(seed)
            state = GAME.new_game(GAME.prepare_config(GAME.random_config(players, chance)))
            while True:
                lines = render("steam_barons", GAME.summary(state, 0), private_for=0)
                assert all(len(line) <= 60 for line in lines), max(lines, key=len)
                texts.append("\n".join(lines))
                phases.add(state.phase)
                if GAME.is_over(state):
                    break
                GAME.apply(state, GAME.choose_random(state, chance))
    finally:
        set_language("en")
    assert {"company_order", "first_player", "auction", "buy", "build", "deliver", "sell"} <= phases
    text = "\n".join(texts)
    said = [word for word in ENGLISH if re.search(rf"\b{re.escape(word)}\b", text)]
    assert not said, said
    assert all(words in text for words in TRANSLATED[language]), TRANSLATED[language]


def at_the_sales(table: Table) -> None:
    """Ann buys one share of each company at $5 (the others pass), builds and ships nothing: the sales."""
    table.submit(CompanyOrder(tuple(COMPANY_NAMES)))
    table.submit(FirstPlayer(0))
    while table.summary(PUBLIC)["phase"] != "sell":
        phase, main = table.summary(PUBLIC)["phase"], table.prompt().primary()
        assert main is not None and main.seat is not None
        seat = main.seat
        if phase == "auction":
            table.submit(Bid(0, 5) if seat == 0 else Pass(seat))
        elif phase == "buy":
            table.submit(Buy(seat, 1 if seat == 0 else 0))
        elif phase == "build":
            table.submit(EndBuild(seat, table.summary(PUBLIC)["at"]))
        else:
            table.submit(SkipDelivery(seat, table.summary(PUBLIC)["at"]))


def test_a_sealed_sale_is_echoed_to_its_seller_in_their_language() -> None:
    set_language("it")
    try:
        texts = []
        for sold in ("0", "1"):  # Ann sells her Wood share, or nothing
            table = order_table()
            at_the_sales(table)
            texts.append(typed(table, "1", "", "1", "0", "0", "0", sold, "0", "0", "", "q"))
    finally:
        set_language("en")
    assert "Ann, stai sigillando: non vendere niente." in texts[0]
    assert "Ann, stai sigillando: vendi 1 Legno." in texts[1]
    assert "Legno (0-1, $5 ciascuna, possiedi 1 azione) [0]: " in texts[1] and "Ricevi $5." in texts[1]
    assert not any(re.search(r"\b(sell|Wood)\b", text) for text in texts)  # ("casella" holds "sell")


def test_the_score_sheet_says_cash_and_shares_in_the_players_language() -> None:
    set_language("it")
    try:
        table = order_table()
        at_the_sales(table)  # Ann holds one share of each company, at $5 each
        text = typed(table, "sheet", "q")
    finally:
        set_language("en")
    sheet = text.split("\n> ")[1]
    assert "1. Ann      $0    Arancio 1*, Verde 1*, Marrone 1*," in sheet
    assert "valgono $30 alle quotazioni di oggi" in sheet and "2. Ben      $30   nessuna azione" in sheet
    assert "certificates" not in sheet and "green" not in sheet and "Certificati" not in sheet
    assert all(len(line) <= 60 for line in sheet.splitlines())


def test_the_certificates_star_is_explained_under_the_players_who_hold_one() -> None:
    # The star after a holding marks the company's certificate: its legend stands under the players' lines, only
    # when a star is shown (it stood on the first-player line, from the first turn on).
    table = order_table()
    table.submit(CompanyOrder(tuple(COMPANY_NAMES)))
    table.submit(FirstPlayer(0))
    before = render("steam_barons", table.summary(PUBLIC))
    assert not any("certificate" in line for line in before)
    assert "   First-player marker: Ann" in before
    table = order_table()
    at_the_sales(table)  # Ann holds one share of each company, each with its certificate
    after = render("steam_barons", table.summary(PUBLIC))
    legend = after.index("   * holds the company's certificate")  # once, under the last player's line
    assert "1*" in after[0] and after[legend - 1].startswith("   3. Cat")
    assert after[legend + 1].startswith("   Turn")
    assert "   First-player marker: Ann" in after


def test_the_prices_moved_line_lists_only_the_prices_that_moved() -> None:
    moves = [
        {"company": "green", "old": 5, "new": 5, "box": 4, "modifier": 0, "square": 0},
        {"company": "wood", "old": 5, "new": 6, "box": 3, "modifier": 1, "square": 0},
        {"company": "black", "old": 1, "new": None, "box": 6, "modifier": -2, "square": 0},
    ]
    base = {"players": [], "phase": "sell", "companies": {}}
    moved = render("steam_barons", {**base, "last_adjustment": moves})
    still = render("steam_barons", {**base, "last_adjustment": moves[:1]})
    assert "   Prices moved: Wood 5→6, Black 1→B" in moved and not any("Green" in line for line in moved)
    assert not any("Prices moved" in line or "price moved" in line for line in still)  # the log said so, once


@pytest.mark.parametrize(
    ("language", "order", "won"),
    [
        ("it", "bianco legno verde marrone nero arancio", "Ann vince l'asta per Bianco a $5 per azione."),
        ("fr", "blanc bois vert marron noir orange", "Ann remporte l'enchère pour Blanc à $5 l'action."),
    ],
)
def test_the_winner_of_an_auction_is_said_as_the_auction_was_opened(language: str, order: str, won: str) -> None:
    """The auction opened as "Asta per Bianco" closed as "Ann vince l'asta Bianco" (French: "l'enchère Blanc")."""
    set_language(language)
    try:
        text = typed(order_table(), order, "Ann", "5", "pass", "pass", "q")
    finally:
        set_language("en")
    assert won in " ".join(text.split())


def test_a_companys_controller_is_named_whole_within_78_columns() -> None:
    # "Marie-Cl" in the controller's column: Marie-Claire's company, or Marie-Clotilde's?
    names = ["Maximilienne", "Marie-Claire", "Marie-Clotilde", "Jean-Charles", "Marie-Louise", "Bartholomew-Dupont"]
    table = Table.new(GAME, {"players": names}, created="x")
    chance = ChanceSource(5)
    for _step in range(150):
        table.submit(table.choose_random(chance))
    summary = table.summary(PUBLIC)
    lines = render("steam_barons", summary)
    controllers = {firm["controller"] for firm in summary["companies"].values() if firm.get("controller") is not None}
    assert controllers and all(len(line) <= 78 for line in lines), lines
    heading = next(index for index, line in enumerate(lines) if line.split()[:1] == ["Company"])
    rows = lines[heading + 1 : heading + 1 + len(summary["companies"])]
    for seat in controllers:
        assert any(f" {names[seat]} " in row for row in rows), (names[seat], rows)


@pytest.mark.parametrize(
    ("language", "said"), [("en", "Turn 2 of 5: draw the order of play."), ("fr", "Tour 2 sur 5 : ordre de jeu.")]
)
def test_the_draw_after_a_turn_is_headed_with_the_turn_it_is_for(language: str, said: str) -> None:
    """ "Tour 1 sur 5 : ordre de jeu" stood over the draw for turn 2, as if the game had started again."""
    state = started(2)
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    sell_nothing(state)
    set_language(language)
    try:
        text = "\n".join(render("steam_barons", GAME.summary(state)))
    finally:
        set_language("en")
    assert said in text, text


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("it", "bianco legno naturale verde marrone nero arancio"),
        ("fr", "blanc bois naturel vert marron noir orange"),
        ("en", "white natural wood green brown black orange"),
        ("it", "ho estratto bianco, legno naturale, verde, marrone, nero e arancio"),
    ],
)
def test_the_wood_company_may_be_named_as_the_rulebook_names_it(language: str, line: str) -> None:
    """ "legno naturale" answered "'naturale' is not one company" and asked for it again: the rulebook's name of
    the company whose tokens are natural wood is read as its short name."""
    table = order_table()
    set_language(language)
    try:
        text = typed(table, line, "q")
    finally:
        set_language("en")
    assert table.steps[0].action == CompanyOrder(("white", "wood", "green", "brown", "black", "orange")), text


def test_natural_beside_no_wood_is_still_no_company() -> None:
    table = order_table()
    text = typed(table, "white natural green brown black orange wood", "", "q")
    assert "'natural' is not one company" in text and not table.steps


@pytest.mark.parametrize("code", ["en", "it"])
def test_the_final_table_lists_no_certificate_of_no_shares(code: str) -> None:
    """Every share is sold in turn 5: "Verde 0*, Marrone 0*" beside the winner's cash read as shares still held."""
    chance = ChanceSource(5)
    state = GAME.new_game(GAME.prepare_config(GAME.random_config(4, chance)))
    while not GAME.is_over(state):
        GAME.apply(state, GAME.choose_random(state, chance))
    summary = GAME.summary(state, PUBLIC)
    assert any(player.get("certificates") for player in summary["players"])  # the engine still says who controls
    set_language(code)
    try:
        lines = [*render("steam_barons", summary), *sheet(summary)]
        note, none = _("* holds the company's certificate"), _("no shares")
    finally:
        set_language("en")
    players = [line for line in lines if re.match(r"\s+\d\. ", line)]
    assert len(players) == 8 and all(none in line for line in players), players
    assert not any(" 0" in line or "*" in line for line in players) and note not in lines


def test_a_controller_who_sold_every_share_is_still_marked_during_play() -> None:
    """A certificate holder with 0 shares keeps the company (the ruling): while it counts, the console says so in
    words ("Noir 0*" read as a share count left behind)."""
    state = started(3)
    give_shares(state, 0, "orange", 1)
    state.shares.sell("orange", 0, 1)
    summary = GAME.summary(state, PUBLIC)
    lines = render("steam_barons", summary)
    assert "Orange (certificate only)" in "\n".join(lines) and "0*" not in "\n".join(lines)
    for language, said in (("it", "Arancio (solo certificato)"), ("fr", "Orange (certificat seul)")):
        set_language(language)
        try:
            assert said in "\n".join(render("steam_barons", summary))
        finally:
            set_language("en")


MAP_LINES = {
    "en": ("   Turn 1 of 5: buy shares.", "   Map: Eastern US"),
    "it": ("   Turno 1 di 5: acquisto di azioni.", "   Mappa: USA orientali"),
    "fr": ("   Tour 1 sur 5 : achat d'actions.", "   Carte : Est des États-Unis"),
}


@pytest.mark.parametrize("language", sorted(MAP_LINES))
def test_the_map_is_said_on_a_line_of_its_own(language: str) -> None:
    """ "Turno 1 di 5: ordine di gioco. USA orientali": the map's name was glued after the turn's sentence, with
    nothing to say what it named."""
    set_language(language)
    try:
        lines = render("steam_barons", GAME.summary(started(3), PUBLIC))
    finally:
        set_language("en")
    turn, game_map = MAP_LINES[language]
    assert lines[lines.index(turn) + 1] == game_map, lines


@pytest.mark.parametrize(
    ("language", "order", "won"),
    [
        ("it", "bianco legno verde marrone nero arancio", "Ann ha vinto l'asta per Bianco a $5; resta 1 azione"),
        ("fr", "blanc bois vert marron noir orange", "Ann a remporté Blanc à $5 ; il reste 1 action"),
    ],
)
def test_the_purchase_after_an_auction_says_the_auction_was_won(language: str, order: str, won: str) -> None:
    """ "Ben ha vinto Nero a $5": the view said a company was won, where its auction was (French keeps "a remporté
    Blanc", within 60 columns); "reste 1 action" lacked its "il"."""
    set_language(language)
    try:
        text = viewed(order_table(), order, "Ann", "5", "pass", "pass", "q")
    finally:
        set_language("en")
    assert won in " ".join(text.split())
