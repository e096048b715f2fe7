"""The console's questions for a basket and for dice: one stock per trade is asked as one, dice are named in the
player's language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.console.decide import WIDTH
from companion.console.fit import fitted
from companion.core import POOL, Basket, ChanceSource, Table
from companion.core.game import ActionRange
from companion.core.i18n import say
from companion.games import get
from companion.games.mad_market.decide import TradeBasket
from companion.text.i18n import _, set_language, translator
from tests.acquire.helpers import line, position
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def at_the_trades() -> tuple[Table, TradeBasket]:
    """A Mad Market game at a player's trades, where more than one stock may be bought."""
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")
    chance = ChanceSource(3)
    while True:
        decision = table.prompt().actors[0].decision
        if isinstance(decision, TradeBasket) and sum(1 for item in decision.items if item.high > 0) > 1:
            return table, decision
        table.submit(table.choose_random(chance))


def test_one_stock_per_trade_is_asked_for_one_stock_then_traded() -> None:
    table, basket = at_the_trades()
    first = next(item for item in basket.items if item.high > 0)
    later = [item for item in basket.items if item.high > 0 and item is not first]
    text = play(table, "choose the quantities", "1")
    assert table.steps[-1].action.to_json() == {
        "type": "trade",
        "player": basket.fixed["player"],
        "stock": int(first.key.split("-")[1]),
        "side": first.key.split("-")[0],
        "count": 1,
    }
    assert not any(f"{item.label} (" in text for item in later), "no question about a stock it would refuse"
    assert "That combination is not possible" not in text


def test_a_trade_left_at_zero_is_cancelled_not_refused() -> None:
    table, basket = at_the_trades()
    steps = len(table.steps)
    text = play(table, "choose the quantities", *[""] * len(basket.items))
    assert (
        "Cancelled: every quantity is 0, so nothing is done." in text and "That combination is not possible" not in text
    )
    assert len(table.steps) == steps


def test_the_dice_are_named_in_the_players_language() -> None:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    chance = ChanceSource(1)
    while table.prompt().actors[0].decision.kind != "dice":
        table.submit(table.choose_random(chance))
    assert "inserisci i dadi bianco e nero" in play(table, language="it")
    assert "saisissez les dés blanc et noir : tapez les nombres obtenus" in play(table, language="fr")


def in_a_debt_with_a_least_sale() -> tuple[Table, TradeBasket, int]:
    """A Mad Market game where a debt's first line must sell at least so many shares (fewer would not pay it)."""
    for seed in range(60):
        table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
        chance = ChanceSource(seed)
        while not table.over:
            decision = table.prompt().actors[0].decision
            if isinstance(decision, TradeBasket):
                first = next((item for item in decision.items if item.high > item.low), None)
                lows = {
                    f"{c.fixed['side']}-{c.fixed['stock']}": c.low
                    for c in decision.choices
                    if isinstance(c, ActionRange)
                }
                if first is not None and 2 < lows.get(first.key, 0) < first.high:
                    return table, decision, lows[first.key]
            table.submit(table.choose_random(chance))
    raise AssertionError("no debt sale of at least a few shares in 60 games")


def test_a_debts_sale_says_the_least_it_takes_and_asks_again_below_it() -> None:
    table, basket, least = in_a_debt_with_a_least_sale()
    first = next(item for item in basket.items if item.high > item.low)
    steps = len(table.steps)
    text = play(table, "1", str(least - 1), str(least))
    # the rule's range, the price, and the line's note as the touchscreen shows it beside the line (a long
    # question wraps at its words)
    # the rule's range said once, with the price: the line's note, which said it again in words, is the reason
    # given when a number below it is typed
    said = f"({first.low} or {least}-{first.high}, {first.price} each) [0]: "
    assert said in text and "enough to cover the debt, or all)" not in text
    why = "enough to cover the debt, or all"
    assert f"Type {first.low} or a number from {least} to {first.high}: {why}." in text
    assert "That combination is not possible" not in text
    assert len(table.steps) == steps + 1 and table.steps[steps].action.to_json()["count"] == least


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_debts_range_said_again_reads_on_one_console_line(code: str) -> None:
    """Italian "Scrivi 0 o un numero da 75 a 80: almeno quanto serve ancora per il debito, o" broke before its
    last word ("tutte."), and French too: the range said below the least sale fits the console's width, even with
    counts of three digits."""
    table, basket, least = in_a_debt_with_a_least_sale()
    first = next(item for item in basket.items if item.high > item.low)
    text = play(table, "1", str(least - 1), str(least), language=code)
    t = translator(code)
    template = t("Type {none} or a number from {low} to {high}: {reason}.")
    sentence = template.format(none=first.low, low=least, high=first.high, reason=say(first.note, t))
    assert any(line.endswith(sentence) for line in text.splitlines()), "said whole, on one line"
    widest = template.format(none=0, low=100, high=999, reason=say(first.note, t))
    assert len(widest) <= WIDTH and fitted(widest) == widest, widest


def test_a_number_beyond_a_single_line_says_to_type_1_not_1_to_1() -> None:
    """A debt offering only "choose the quantities" once answered "2" with "Choose 1 to 1."."""
    table, _basket, _least = in_a_debt_with_a_least_sale()
    lines = len(table.prompt().actors[0].decision.others) + 1
    assert lines == 1, "a debt with nothing but shares to sell"
    text = play(table, "2", language="it")
    assert "Scrivi 1: è l'unica scelta." in text and "Scegli da 1 a 1." not in text


def test_a_basket_line_is_asked_with_the_languages_colon() -> None:
    table, basket = at_the_trades()
    first = next(item for item in basket.items if item.high > 0)
    text = play(table, "1", "", "", language="fr")
    assert f"acheter Logistique (0-{first.high}, {first.price} chacune) [0] : " in text


def at_a_merger_of(shares: int) -> Table:
    """Acquire: Ann holds ``shares`` Tower and plays 3B, joining Tower (2 tiles) to the larger Luxor: she settles
    them."""
    game = get("acquire")
    state = position(
        3,
        chains={"tower": line("B", 1, 2), "luxor": line("B", 4, 6)},
        holdings={0: {"tower": shares}, 1: {"luxor": 1}},
    )
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "position": game.position(state)}, created="x")
    table.submit(game.actions.decode({"type": "place_tile", "player": 0, "tile": "3B"}))
    assert table.prompt().kind == "dispose" and table.prompt().data["held"] == shares
    return table


def at_a_merger_of_four_shares() -> Table:
    return at_a_merger_of(4)


def test_a_later_line_is_asked_within_what_the_earlier_lines_left_of_the_cap() -> None:
    """ "Trade (0-4)" was asked after 2 of 4 shares were sold, and a trade of 4 refused at the end ("at most 4 in
    all") with the sale typed before it lost."""
    table = at_a_merger_of_four_shares()
    text = play(table, "choose the quantities", "2", "4", "2")
    assert "Trade (0-2 in steps of 2, 2 for 1) [0]: " in text
    said = "Type a number from 0 to 2 in steps of 2: at most 4 in all."  # the 2 sold used half of the 4
    assert said in text and "That combination is not possible" not in text
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 2, "trade": 2}


@pytest.mark.parametrize(
    ("language", "asked"),
    [
        ("en", "Trade (0-4 in steps of 2, "),
        ("it", "(0-4 a passi di 2, "),
        ("fr", "(0-4 par pas de 2, "),
    ],
)
def test_a_line_of_steps_says_its_step_when_it_asks(language: str, asked: str) -> None:
    """Acquire's trade goes two for one: "Trade (0-4)" took a 3 and only then said "in steps of 2"."""
    table = at_a_merger_of_four_shares()
    text = play(table, "1", "0", "4", language=language)
    assert asked in text, text
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 0, "trade": 4}


def test_a_line_the_earlier_lines_left_no_room_for_is_not_asked() -> None:
    table = at_a_merger_of_four_shares()
    text = play(table, "choose the quantities", "4")
    assert "Trade (" not in text
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 4, "trade": 0}


@pytest.mark.parametrize(("language", "typed"), [("en", "q"), ("fr", "quitter"), ("it", "esci")])
def test_quit_typed_at_a_lines_question_leaves_and_the_game_stays_saved(language: str, typed: str) -> None:
    """ "q" at "Sell (0-4, $200 each) [0]: " was answered "Type a number from 0 to 4.": no way out but the end of
    input."""
    table = at_a_merger_of_four_shares()
    steps = len(table.steps)
    text = play(table, "1", typed, "3", language=language)
    set_language(language)
    assert _("Goodbye: the game is saved.") in text
    assert _("Type a number from {low} to {high}.").format(low=0, high=4) not in text
    assert len(table.steps) == steps  # nothing settled, nothing read after it


def test_undo_typed_at_a_lines_question_cancels_the_decision_not_a_step() -> None:
    table = at_a_merger_of_four_shares()
    steps = len(table.steps)
    text = play(table, "1", "undo", "keep all")
    assert "Cancelled." in text and "Undo:" not in text
    assert len(table.steps) == steps + 1 and table.steps[-1].action.to_json()["sell"] == 0  # the next line played


def at_a_steam_barons_build() -> tuple[Table, Any]:
    """Steam Barons at a company's first tile to build, played there by the companion's random choices."""
    from companion.games.steam_barons.steps.build_track import BuildBasket

    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(4)
    while True:
        main = table.prompt().primary()
        if main is not None and isinstance(main.decision, BuildBasket):
            return table, main.decision
        table.submit(table.choose_random(chance))


def test_a_quantity_typed_with_its_currency_sign_is_the_quantity() -> None:
    """ "$3" at "tile cost ($) (1-40) [2]: " was "Type a number from 1 to 40."."""
    table, basket = at_a_steam_barons_build()
    cost = next(item for item in basket.items if not item.switch)
    typed = ["choose", "$3"] + ["no" for item in basket.items if item.switch and item.low != item.high]
    text = play(table, *typed)
    assert "Type a number from" not in text
    assert table.steps[-1].action.to_json()[cost.key] == 3, text


def at_a_delivery_with_own_links() -> tuple[Table, Any]:
    """Steam Barons where a company ships and has a link of its own, played there by the companion's choices."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(4)
    while True:
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        if isinstance(decision, Basket) and any(i.key == "own_links" and i.high >= 1 for i in decision.items):
            return table, decision
        table.submit(table.choose_random(chance))


@pytest.mark.parametrize("typed", ["own links 1", "1 own links", "Own 1", "OWN LINKS 1 "])
def test_a_basket_typed_by_its_lines_names_and_numbers(typed: str) -> None:
    """ "own links 1" at "choose the quantities: own links" was "not an option or a command" (only "1 1" was read)."""
    table, _basket = at_a_delivery_with_own_links()
    text = play(table, typed)
    assert "is not an option" not in text
    assert table.steps[-1].action.to_json()["own_links"] == 1, text


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("fr", "1 liaison"),
        ("fr", "1 liaisons"),
        ("fr", "liaison 1"),
        ("it", "1 collegamento"),
        ("it", "collegamento proprio 1"),
    ],
)
def test_a_delivery_typed_as_a_count_of_links_in_the_language(language: str, typed: str) -> None:
    """ "2 liaisons" at "choisissez les quantités : ses liaisons" was "n'est ni une option ni une commande": the
    line began with "ses" ("its"), so the word a player types for the links did not begin its name. "1
    collegamento" at "scegli le quantità: collegamenti propri" was refused too: only the line's own plural,
    "collegamenti", was read."""
    table, _basket = at_a_delivery_with_own_links()
    try:
        text = play(table, typed, language=language)
    finally:
        set_language("en")
    assert table.steps[-1].action.to_json()["own_links"] == 1, text


@pytest.mark.parametrize(
    ("language", "first", "again"),
    [
        ("fr", "2 liaisons", "1 liaison"),
        ("fr", "2 liaisons", "liaisons 1"),
        ("en", "2 own links", "1 own link"),
        ("it", "2 collegamenti", "1 collegamento"),
    ],
)
def test_a_lines_question_takes_its_number_with_the_lines_name(language: str, first: str, again: str) -> None:
    """ "1 liaison" at "liaisons propres (0-1) [0] : " (asked after "2 liaisons", one too many) was "Tapez un nombre
    de 0 à 1.", the number inside that range: the line's name typed with it, as the line before, was refused."""
    table, _basket = at_a_delivery_with_own_links()
    try:
        text = play(table, first, again, language=language)
    finally:
        set_language("en")
    assert table.steps[-1].action.to_json()["own_links"] == 1, text
    assert text.count("(0-1) [0]") == 1, text  # asked once, answered at once


def test_a_basket_line_without_none_is_never_chosen_for_the_player() -> None:
    """ "completes a link 1" names no tile cost, which has no 0: the cost is asked, never set to a default."""
    table, _basket = at_a_steam_barons_build()
    steps = len(table.steps)
    play(table, "completes a link 1")
    assert len(table.steps) == steps


@pytest.mark.parametrize("count", ["1", "1 share"])  # "1 share": the count with its noun, as at the turn's question
def test_a_sealed_sale_typed_by_its_lines_names(count: str) -> None:
    """ "green 1" at "Ann, in secret: " (choose the quantities: Green, Black) was answered "Choose 1 to 2."."""
    table, inner = at_a_sealed_sale()
    item = next(item for item in inner.items if item.high >= 1)
    steps = len(table.steps)
    text = play(table, "1", "", f"{item.label.lower()} {count}", "")
    assert "Choose 1 to" not in text
    assert len(table.steps) == steps + 1
    assert inner.make({item.key: 1}) == table.steps[-1].action


@pytest.mark.parametrize(
    ("language", "asked"),
    [
        ("en", "Trade (0-4 in steps of 2, 2 for 1) [0]: "),
        ("it", "Scambia (0-4 a passi di 2, 2 per 1) [0]: "),
    ],
)
def test_a_lines_note_is_said_where_its_quantity_is_asked(language: str, asked: str) -> None:
    """Acquire's "2 for 1" beside the trade was on the touchscreen and the phones only: the console asked
    "Trade (0-4 in steps of 2)" and never said what a trade gives."""
    table = at_a_merger_of_four_shares()
    text = play(table, "1", "0", "4", language=language)
    assert asked in text, text


@pytest.mark.parametrize(
    ("language", "listed"),
    [
        ("en", "1) choose the quantities: Luxor\n     (Tower: sold out)\n  2) Buy nothing"),
        ("it", "1) scegli le quantità: Luxor\n     (Tower: esaurite)\n"),
        ("fr", "1) choisissez les quantités : Luxor\n     (Tower : épuisées)\n"),
    ],
)
def test_a_line_nobody_is_asked_about_says_its_note_beside_the_baskets_line(language: str, listed: str) -> None:
    """A sold-out chain is never asked about, so its "sold out" was nowhere at the console: the chain was simply
    missing from "choose the quantities"."""
    game = get("acquire")
    state = position(
        3, chains={"tower": line("A", 1, 3), "luxor": line("C", 1, 3)}, holdings={0: {"tower": 5, "luxor": 1}}
    )
    state.shares.move("tower", state.shares.pool["tower"], POOL, 1)  # Ben holds the rest: none left at the bank
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "position": game.position(state)}, created="x")
    table.submit(game.actions.decode({"type": "place_tile", "player": 0, "tile": "9I"}))
    text = play(table, language=language)
    assert listed in text, text


def buying_with(cash: int, sold_out: tuple[str, ...] = ()) -> Table:
    """Acquire: Ann, with ``cash``, buys after her tile, Tower ($300) and Continental ($500) on the board, the
    chains of ``sold_out`` with no share left at the bank."""
    game = get("acquire")
    state = position(
        3,
        chains={"tower": line("A", 1, 3), "continental": line("C", 1, 3)},
        holdings={0: {"tower": 5, "continental": 1}},
        cash={0: cash},
    )
    for chain in sold_out:
        state.shares.move(chain, state.shares.pool[chain], POOL, 1)  # Ben holds the rest
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "position": game.position(state)}, created="x")
    table.submit(game.actions.decode({"type": "place_tile", "player": 0, "tile": "9I"}))
    return table


@pytest.mark.parametrize(
    ("language", "listed"),
    [
        ("en", "1) Buy nothing\n     (Tower and Continental: sold out)\n"),
        ("it", "1) Non compro\n     (Tower e Continental: esaurite)\n"),
    ],
)
def test_a_basket_whose_every_line_is_sold_out_says_why_under_what_is_left(language: str, listed: str) -> None:
    """Every chain sold out, the console showed only "Buy nothing", without the notes saying why."""
    text = play(buying_with(6000, ("tower", "continental")), "q", language=language)
    assert listed in text, text


@pytest.mark.parametrize(
    ("language", "listed"),
    [
        ("en", "1) choose the quantities: Tower\n     (Continental: $300 buys at most 0 at $500)\n  2) Buy nothing"),
        ("it", "1) scegli le quantità: Tower\n     (Continental: $300 ne comprano al massimo 0 a $500)\n"),
    ],
)
def test_a_line_the_cash_fixes_says_the_engines_reason_where_it_is_listed(language: str, listed: str) -> None:
    """The touchscreen says "$300 buys at most 0 at $500" under a line that cannot move; the console said nothing,
    the chain simply missing from "choose the quantities"."""
    text = play(buying_with(300), "q", language=language)
    assert listed in text, text


def test_no_cash_at_all_says_each_lines_reason_under_buy_nothing() -> None:
    text = play(buying_with(0), "q")
    assert (
        "1) Buy nothing\n     (Tower: $0 buys at most 0 at $300)\n     (Continental: $0 buys at most 0 at $500)" in text
    )


def at_a_sealed_sale() -> tuple[Table, Basket]:
    """Steam Barons' sealed sales, the first seat's basket with a share or more to sell."""
    from companion.core import Secret

    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    chance = ChanceSource(4)
    while True:
        actors = table.prompt().actors
        inner = actors[0].decision.inner if actors and isinstance(actors[0].decision, Secret) else None
        if isinstance(inner, Basket) and any(item.high >= 1 for item in inner.items):
            return table, inner
        table.submit(table.choose_random(chance))


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "sell all {company}"),
        ("it", "vendi tutto {company}"),
        ("fr", "vendre 1 {company}"),
        ("it", "sell 1 {company}"),
    ],
)
def test_a_sealed_sale_typed_with_its_verb(language: str, typed: str) -> None:
    """ "vendi tutto marrone" at "Bruno, in secret: " was "Choose 1 to 2.", where "tutto marrone" sold: the sale is
    said back with its verb ("vendi 1 Marrone"), and a player types it so."""
    table, inner = at_a_sealed_sale()
    item = next(item for item in inner.items if item.high >= 1)
    steps = len(table.steps)
    set_language(language)
    try:
        company = _(item.label).lower()
    finally:
        set_language("en")
    text = play(table, "1", "", typed.format(company=company), "", language=language)
    assert len(table.steps) == steps + 1, text
    assert inner.make({item.key: 1}) == table.steps[-1].action


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "'sell blue' names none of these choices. Choose 1 to 2."),
        ("it", "'vendi blu' non indica nessuna di queste scelte. Scegli da 1 a 2."),
    ],
)
def test_words_that_name_no_sealed_choice_are_said_so(language: str, said: str) -> None:
    """Words at a sealed sale that name none of its lines were answered "Choose 1 to 2." alone, as if a number
    had been typed."""
    table, _inner = at_a_sealed_sale()
    steps = len(table.steps)
    typed = said.split("'")[1]
    text = " ".join(play(table, "1", "", typed, "", language=language).split())
    assert said in text, text
    assert len(table.steps) == steps


@pytest.mark.parametrize(("language", "held"), [("en", "you hold {count} share"), ("it", "possiedi {count} azione")])
def test_a_sealed_sale_asks_each_company_with_the_shares_the_seat_holds(language: str, held: str) -> None:
    table, basket = at_a_sealed_sale()
    text = play(table, "1", "", "1", *[""] * len(basket.items), "", language=language)
    for item in basket.items:
        assert item.high == 1  # one share of each in this game: "you hold 1 share"
        assert f", {held.format(count=item.high)}) [0]" in text, text


def test_a_named_quantity_refused_is_asked_again_and_the_next_lines_keep_theirs() -> None:
    """ "vert 2" at a sealed sale of one Green share said "Type a number from 0 to 1.", took the next line's 0 as
    Green's answer and asked Brown: Green was left at 0 without a question, and the player answered Brown's line
    thinking it was Green's."""
    text = play(buying_with(6000), "tower 5 continental 1", "2")
    assert "Type a number from 0 to 3: at most 3 shares a turn." in text, text
    assert text.count("Tower (0-3, $300 each) [0]: ") == 1, "Tower asked again after its refusal"
    assert "Continental (" not in text, "Continental's 1 was typed: not asked"
    assert text.count("for $1,100.") == 1 and "Total:" not in text, "the sum said once, by the purchase's log line"


def test_a_sealed_sales_refused_line_is_asked_again_not_the_next_company() -> None:
    table, inner = at_a_sealed_sale()
    first, *others = [item for item in inner.items if item.high >= 1]
    assert others, "two companies to sell"
    steps = len(table.steps)
    text = play(table, "1", "", f"{first.label.lower()} {first.high + 1}", str(first.high), "")
    assert f"{first.label} (0-{first.high}" in text and not any(f"{item.label} (0-" in text for item in others)
    assert table.steps[steps].action == inner.make({first.key: first.high}), text


@pytest.mark.parametrize(
    ("language", "cash", "typed", "said"),
    [
        ("en", 300, ("1", "2", "1"), "Type a number from 0 to 1: $300 buys at most 1 at $300."),
        ("it", 300, ("1", "2", "1"), "Scrivi un numero da 0 a 1: $300 ne comprano al massimo 1 a $300."),
        ("fr", 300, ("1", "2", "1"), "Tapez un nombre de 0 à 1 : avec $300, on en achète au plus 1 à $300."),
        ("en", 6000, ("1", "2", "2", "1"), "Type a number from 0 to 1: at most 3 in all."),
        ("it", 6000, ("1", "2", "2", "1"), "Scrivi un numero da 0 a 1: al massimo 3 in tutto."),
    ],
)
def test_a_number_beyond_a_lines_top_says_what_stops_it(
    language: str, cash: int, typed: tuple[str, ...], said: str
) -> None:
    """ "american 2" with $300 was answered "Type a number from 0 to 1.": nothing said the cash was the limit, or
    that the shares typed on the lines before had used the three a turn."""
    text = play(buying_with(cash), *typed, language=language)
    assert said in text, text


def test_a_die_refused_in_a_typed_throw_is_asked_again_and_the_next_die_keeps_its_face() -> None:
    """ "7 3" for the white and black dice said "The white die shows 1 to 6.", took the black's 3 as the white's
    and asked the black die: the 5 typed for the white was read as the black's."""
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    chance = ChanceSource(1)
    while table.prompt().actors[0].decision.kind != "dice":
        table.submit(table.choose_random(chance))
    steps = len(table.steps)
    text = play(table, "7 3", "5")
    assert "The white die shows 1 to 6." in text and "black die (1-6): " not in text, text
    assert {"white": 5, "black": 3}.items() <= table.steps[steps].action.to_json().items(), text


@pytest.mark.parametrize(
    ("language", "typed", "link"),
    [
        ("fr", "1 4 oui", True),
        ("it", "1 4 sì", True),
        ("en", "1 4 no", False),
        ("fr", "coût de la tuile 4 complète une liaison oui", True),
        ("en", "tile cost 4 completes a link yes", True),
        ("it", "costo 4 collegamento sì", True),  # a word inside a line's name: "'collegamento' is not among …"
        ("en", "cost 4 link yes", True),
        ("fr", "coût 4 liaison non", False),
    ],
)
def test_a_yes_or_no_line_is_answered_in_words_on_the_line_that_chooses_it(
    language: str, typed: str, link: bool
) -> None:
    """ "1 4 oui" at "1) choisissez : coût de la tuile ($), complète une liaison (oui ou non)" was "'1 4 oui' n'est
    ni une option ni une commande" while "1 4 1" built; the question itself asks "(oui/non)"."""
    table, basket = at_a_steam_barons_build()
    assert any(item.switch and item.low != item.high for item in basket.items), "the link is asked"
    steps = len(table.steps)
    text = play(table, typed, language=language)
    built = table.steps[steps].action.to_json() if len(table.steps) > steps else {}
    assert (built.get("cost"), built.get("completes_link")) == (4, link), text


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Cancelled: every quantity is 0. To do that, type 'Buy nothing'."),
        ("it", "Annullato: ogni quantità è 0. Per farlo, scrivi 'Non compro'."),
    ],
)
def test_a_basket_left_at_zero_names_the_option_that_does_that(language: str, said: str) -> None:
    """0 for every chain at Acquire's purchase said "Cancelled." and left a bare prompt: the player meant to buy
    nothing, which is its own option."""
    table = buying_with(6000)
    steps = len(table.steps)
    text = play(table, "1", "0", "0", language=language)
    assert said in text, text
    assert len(table.steps) == steps


@pytest.mark.parametrize(
    ("language", "listed"),
    [
        ("en", "1) choose the quantities: Sell\n     (Trade: no Tower share left to trade for)\n"),
        (
            "it",
            "1) scegli le quantità: Vendi\n     (Scambia: nessuna azione Tower rimasta in banca)\n",
        ),
        (
            "fr",
            "1) choisissez les quantités : Vendre\n     (Échanger : plus aucune action Tower à la banque)\n",
        ),
    ],
)
def test_a_trade_with_no_survivor_share_left_says_so_under_the_sale(language: str, listed: str) -> None:
    """ "(Scambia: 2 per 1)" under the sale, when no Tower share was left at the bank to trade for."""
    game = get("acquire")
    state = position(4, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 7}})
    state.shares.move("tower", state.shares.pool["tower"], POOL, 3)
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat", "Dan"], "position": game.position(state)}, created="x")
    table.submit(game.actions.decode({"type": "place_tile", "player": 0, "tile": "4A"}))
    assert listed in play(table, language=language)


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "tower 2 american 1", "Refused: American is not on the board: its shares cannot be bought."),
        ("it", "tower 2 american 1", "Rifiutato. American non è sul tabellone: le sue azioni non si possono comprare."),
        ("en", "american 1", "Refused: American is not on the board: its shares cannot be bought."),
    ],
)
def test_a_purchase_by_names_naming_a_chain_not_on_the_board_says_why(language: str, typed: str, said: str) -> None:
    """ "tower 2 american 1" before American was founded was "'tower 2 american 1' is not an option or a command":
    which chain could not be bought, and why, was not said."""
    table = buying_with(6000)
    steps = len(table.steps)
    text = " ".join(play(table, typed, language=language).split())
    assert said in text and "non è un'opzione" not in text and "not an option" not in text
    assert len(table.steps) == steps


def test_a_purchase_by_names_giving_a_sold_out_chain_a_number_is_refused_with_the_engines_reason() -> None:
    table = buying_with(6000, ("tower",))
    steps = len(table.steps)
    text = " ".join(play(table, "continental 1 tower 1", "tower 1").split())
    assert text.count("Refused: No Tower shares are left in the bank.") == 2, text
    assert "not an option" not in text and len(table.steps) == steps


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("own links 1 blak 2", "'blak' is not among the quantities asked here: own links."),
        ("blak 2 own links 1 zz 1", "'blak' is not among the quantities asked here: own links."),
    ],
)
def test_a_basket_by_names_with_words_that_name_no_line_says_which(typed: str, said: str) -> None:
    table, _basket = at_a_delivery_with_own_links()
    steps = len(table.steps)
    text = " ".join(play(table, typed).split())
    assert said in text and "not an option" not in text
    assert len(table.steps) == steps


def test_a_sealed_sale_by_names_with_a_word_that_names_no_line_says_which() -> None:
    table, inner = at_a_sealed_sale()
    item = next(item for item in inner.items if item.high >= 1)
    steps = len(table.steps)
    text = " ".join(play(table, "1", "", f"{item.label.lower()} 1 blak 2").split())
    assert "in secret: 'blak' is not among the quantities asked here:" in text and "Choose 1 to" not in text
    assert len(table.steps) == steps


@pytest.mark.parametrize(("language", "typed"), [("en", "2 shares"), ("fr", "2 actions"), ("it", "2 azioni")])
def test_a_count_typed_with_its_unit_is_the_count(language: str, typed: str) -> None:
    """ "5 actions" at "vendre IT (0 ou 5-10, 7 chacune)" was answered "Tapez 0 ou un nombre de 5 à 10": the
    number typed was inside the range said."""
    table = at_a_merger_of_four_shares()
    text = play(table, "1", typed, "2", language=language)
    set_language(language)
    assert _("Type a number from {low} to {high}.").format(low=0, high=4) not in text
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 2, "trade": 2}


def test_a_grouped_count_is_read_whole_and_refused_with_what_stops_it() -> None:
    """ "1 200" shares was refused as if no number had been typed ("Tapez un nombre de 0 à 58."), never with the
    cash or the bank that stops it below."""
    table, basket = at_the_trades()
    first = next(item for item in basket.items if item.high > 0)
    steps = len(table.steps)
    text = play(table, "1", "1 200", "", "", "", "", "", "", language="fr")
    assert first.limit is not None
    said = f"Tapez un nombre de 0 à {first.high} : {first.limit.say(translator('fr'))}."
    assert said in text, text
    assert len(table.steps) == steps


@pytest.mark.parametrize("language", ["en", "fr"])
def test_numbers_after_an_options_number_are_refused_not_dropped(language: str) -> None:
    """ "1 200" at a lone "1) Passer" (a bid the player could not make) passed and dropped the 200; "2 3" at
    "2) Keep all" kept every share: an option takes no number, so the line is refused with what to type."""
    table = at_a_merger_of_four_shares()
    steps = len(table.steps)
    text = play(table, "2 3", language=language)
    set_language(language)
    assert len(table.steps) == steps
    keep = _("Keep all")
    assert _("{option} takes no number: type it without '{numbers}'.").format(option=keep, numbers="3") in text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_zero_at_a_purchase_buys_nothing(language: str) -> None:
    """ "0" at Acquire's "1) choose the quantities: Tower, Continental  2) Buy nothing" was answered "Choose 1 to
    2."; a player typing 0 there means to buy nothing, which is the option beside the basket."""
    table = buying_with(6000)
    steps = len(table.steps)
    text = play(table, "0", language=language)
    assert "Choose 1 to" not in text and "Choisissez de 1 à" not in text, text
    assert table.steps[steps].action.to_json() == {"type": "buy", "player": 0, "shares": {}}


def test_a_zero_where_no_option_chooses_nothing_still_says_the_numbers() -> None:
    """Mad Market's trades: a trade of nothing is no move, so "0" is still answered with the lines' numbers."""
    table, _basket = at_the_trades()
    steps = len(table.steps)
    text = play(table, "0")
    assert "Choose 1 to" in text and len(table.steps) == steps


def test_a_zero_at_a_sealed_sale_sells_nothing() -> None:
    """ "0" at "Ann, in secret: " (choose the quantities: Green, Black) sells nothing, once Ann confirms it."""
    table, inner = at_a_sealed_sale()
    steps = len(table.steps)
    text = play(table, "1", "", "0", "")
    assert "Choose 1 to" not in text, text
    assert table.steps[steps].action == inner.make({item.key: 0 for item in inner.items})


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "You keep 1 of 4, you receive $200 and 1 Luxor share."),
        ("it", "Ne tieni 1 su 4, ricevi $200 e 1 azione Luxor."),
        ("fr", "Vous en gardez 1 sur 4, vous recevez $200 et 1 action Luxor."),
    ],
)
def test_a_sale_ends_on_the_shares_kept_and_the_money_received(language: str, said: str) -> None:
    """The sale at a merger ended on "Total: $200.", as a purchase does, and showed only its limits: what is kept,
    the money paid to the seller and the survivor's share the trade brings are said in the touchscreen's words."""
    table = at_a_merger_of_four_shares()
    text = play(table, "1", "1", "2", language=language)
    assert table.steps[-1].action.to_json() == {"type": "dispose", "player": 0, "sell": 1, "trade": 2}
    assert said in text, text
    assert "Total" not in text


def test_a_one_line_trade_says_its_money_once_in_its_log_line() -> None:
    """Mad Market's trade ended on "Total: 240." whether the seat bought or sold, then on "You pay 100." just above
    the log's "Ann buys 10 … 100 in all.": a basket of one line at a time is one trade, whose line says its money."""
    table, basket = at_the_trades()
    first = next(item for item in basket.items if item.high > 0)
    text = play(table, "choose the quantities", "2")
    assert first.price is not None
    total = f"{2 * first.price} in all."
    assert total in text, text
    assert "Total" not in text and "You pay" not in text and "You receive" not in text, text


@pytest.mark.parametrize(
    ("language", "typed", "bought"),
    [
        ("fr", "tout tower", {"tower": 3}),
        ("fr", "tower tout", {"tower": 3}),
        ("it", "tower tutto", {"tower": 3}),
        ("en", "tower 1 continental all", {"tower": 1, "continental": 2}),
    ],
)
def test_a_purchase_by_names_with_all_takes_the_most_each_line_may(language: str, typed: str, bought: dict) -> None:
    """ "luxor tout" at a purchase was refused ("'tout' is not a chain of this game"), "tout luxor" was "not an option
    or a command": all is the most the line may take beside the lines before it (three shares a turn)."""
    table = buying_with(6000)
    try:
        text = play(table, typed, language=language)
    finally:
        set_language("en")
    assert table.steps[-1].action.to_json()["shares"] == bought, text


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("fr", "tower 2 actions"),
        ("fr", "acheter 2 actions tower"),
        ("en", "buy 2 shares tower"),
        ("it", "2 azioni tower"),
    ],
)
def test_a_purchase_typed_with_the_word_for_shares_after_its_count(language: str, typed: str) -> None:
    """ "luxor 3 actions" was refused: "'actions' is not a chain of this game"."""
    table = buying_with(6000)
    try:
        text = play(table, typed, language=language)
    finally:
        set_language("en")
    assert table.steps[-1].action.to_json()["shares"] == {"tower": 2}, text


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "{name}, you are sealing: sell nothing."),
        ("it", "{name}, stai sigillando: non vendere niente."),
        ("fr", "{name}, vous scellez : ne rien vendre."),
    ],
)
def test_a_zero_at_a_sealed_sale_is_said_back_as_the_sale_of_nothing(language: str, said: str) -> None:
    """ "0" at a sealed sale was said back "vous scellez : rien", nothing of what: it is the game's own words for
    the move, as any other sale typed is said back."""
    table, _inner = at_a_sealed_sale()
    name = table.names[table.prompt().actors[0].seat]
    for typed in ("0", "2"):  # a bare 0, or the line "2) nothing" listed under the basket
        text = play(table, "1", "", typed, "no", "", language=language)
        assert said.format(name=name) in " ".join(text.split()), text
