"""Phase 4, prices: stacks on the Share Adjustment Table, bankrupt boxes, green and pink squares, $18, B."""

from __future__ import annotations

import pytest

from companion.games.steam_barons import GAME, prices
from companion.games.steam_barons.card import CARD, Card
from companion.games.steam_barons.events import PriceMoved, PricesHeld
from companion.games.steam_barons.rules import COMPANIES
from companion.text.i18n import _, set_language

from .helpers import TEST_CARD, give_shares, go_bankrupt, of_type, score, set_price, started

CARD = Card.from_data(CARD.validate(TEST_CARD))
PLAIN = 11  # a square with no mark on the test card


def adjust(performances: dict[str, int], price: int = PLAIN, bankrupt: int = 0) -> dict[str, tuple[int, int | None]]:
    moves = prices.adjust(CARD, performances, dict.fromkeys(performances, price), bankrupt)
    return {company: (move.modifier, move.new) for company, move in moves.items()}


def test_one_stack_goes_in_the_1_box() -> None:
    assert {m for m, _ in adjust(dict.fromkeys(COMPANIES, 4)).values()} == {0}


@pytest.mark.parametrize(
    "performances, modifiers",
    [
        ([5, 3], [1, 0]),  # 2 stacks: the "2-3" box (+1), then right
        ([5, 3, 1], [1, 0, -1]),
        ([6, 5, 3, 1], [2, 1, 0, -1]),  # 4-5 stacks
        ([9, 6, 5, 3, 1], [2, 1, 0, -1, -2]),
        ([9, 8, 6, 5, 3, 1], [3, 2, 1, 0, -1, -2]),  # 6 stacks
    ],
)
def test_the_highest_stack_goes_in_the_box_for_the_number_of_stacks_the_others_to_its_right(
    performances: list[int], modifiers: list[int]
) -> None:
    companies = dict(zip(COMPANIES, performances, strict=False))
    moves = adjust(companies)
    assert [moves[c][0] for c in companies] == modifiers


def test_equal_performances_form_one_stack_and_move_together() -> None:
    moves = adjust({"orange": 7, "green": 7, "brown": 2})
    assert moves["orange"] == moves["green"] == (1, PLAIN + 1) and moves["brown"] == (0, PLAIN)


def test_bankrupt_companies_count_as_stacks_and_take_the_zero_then_minus_one_then_plus_one_box() -> None:
    # One bankrupt: 2 active stacks + 1 = 3 stacks -> "2-3" box (+1), the 0 box is skipped -> -1.
    assert [m for m, _ in adjust({"orange": 5, "green": 3}, bankrupt=1).values()] == [1, -1]
    # Two bankrupt (0 and -1 boxes): 2 active + 2 = 4 stacks -> "4-5" box (+2), then +1.
    assert [m for m, _ in adjust({"orange": 5, "green": 3}, bankrupt=2).values()] == [2, 1]
    # Three bankrupt (0, -1, +1): 3 active + 3 = 6 -> +3, +2, then -2.
    assert [m for m, _ in adjust({"orange": 5, "green": 3, "brown": 1}, bankrupt=3).values()] == [3, 2, -2]


def test_ruling_a_fourth_bankrupt_takes_the_next_box_the_card_lists() -> None:
    assert CARD.bankrupt[3] == 5  # the 6th box (-2)
    assert CARD.boxes_for(2, 4) == (0, 1)
    assert CARD.boxes_for(1, 4) == (1,)


def test_green_adds_its_bonus_only_when_the_table_moved_the_price_up() -> None:
    assert prices.move(CARD, 5, 1) == (5 + 1 + 2, 2)
    assert prices.move(CARD, 5, 0) == (5, 0)
    assert prices.move(CARD, 5, -1) == (4, 0)


def test_pink_takes_its_penalty_when_the_modifier_was_zero_or_negative() -> None:
    assert prices.move(CARD, 7, 0) == (6, -1)
    assert prices.move(CARD, 7, -1) == (5, -1)
    assert prices.move(CARD, 7, 1) == (8, 0)


def test_the_square_before_the_move_decides() -> None:
    # From 4 (plain) +1 lands on 5 (green): no bonus; from 6 (plain) +1 lands on 7 (pink): no penalty.
    assert prices.move(CARD, 4, 1) == (5, 0)
    assert prices.move(CARD, 6, 1) == (7, 0)


def test_a_price_never_exceeds_18() -> None:
    assert prices.move(CARD, 17, 3) == (18, 0)
    assert prices.move(CARD, 18, 1) == (18, 0)


def test_below_zero_is_bankrupt_and_zero_is_not() -> None:
    assert prices.move(CARD, 0, 0) == (0, 0)
    assert prices.move(CARD, 0, -1) == (None, 0)
    assert prices.move(CARD, 3, -1) == (0, -2)  # pink 3 takes 2 more: 3 - 1 - 2 = 0, still on the track
    assert prices.move(CARD, 3, -2) == (None, -2)  # 3 - 2 - 2 = -1: bankrupt
    assert prices.move(CARD, 1, -1) == (0, 0)


def test_through_the_engine_prices_move_then_performance_goes_back_to_zero() -> None:
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 1)
    set_price(state, "green", 5)
    set_price(state, "brown", 7)
    set_price(state, "wood", 17)
    set_price(state, "black", 0)
    events = score(state, {"orange": 9, "green": 9, "wood": 9, "brown": 3, "white": 3, "black": 0})
    # Stacks 9, 3, 0: +1, 0, -1.
    moved = {e.company: (e.old, e.new, e.modifier, e.square) for e in of_type(events, "price_moved")}
    assert moved["green"] == (5, 8, 1, 2)
    assert moved["wood"] == (17, 18, 1, 0)
    assert moved["brown"] == (7, 6, 0, -1)
    assert moved["black"] == (0, None, -1, 0)
    assert state.companies["black"].price is None and state.companies["black"].bankrupt
    assert all(state.companies[c].performance == 0 for c in ("orange", "green", "wood", "brown", "white"))
    assert [(m.company, m.new) for m in state.last_adjustment][:2] == [("orange", 8), ("green", 8)]


def test_a_bankrupt_company_of_an_earlier_turn_takes_its_box_in_the_engine() -> None:
    state = started(3, card=TEST_CARD)
    go_bankrupt(state, "white")
    give_shares(state, 0, "orange", 1)
    events = score(state, {"orange": 6})  # active stacks 6 and 0, plus white: 3 stacks -> +1, (0 taken), -1
    moved = {e.company: e.modifier for e in of_type(events, "price_moved")}
    assert moved["orange"] == 1 and moved["green"] == -1 and "white" not in moved


def test_prices_move_only_in_phase_four_bids_purchases_issues_and_sales_never_move_them() -> None:
    from companion.core import ChanceSource
    from companion.games.steam_barons import GAME

    for seed in range(6):
        chance = ChanceSource(seed)
        state = GAME.new_game(GAME.prepare_config(GAME.random_config(2 + seed % 5, chance)))
        while not GAME.is_over(state):
            before = {c: f.price for c, f in state.companies.items()}
            events = GAME.apply(state, GAME.choose_random(state, chance))
            after = {c: f.price for c, f in state.companies.items()}
            if before != after:
                assert "price_moved" in [e.type for e in events]
                moved = {e.company for e in events if e.type == "price_moved"}
                assert {c for c in after if after[c] != before[c]} <= moved


def test_only_active_companies_go_back_to_performance_zero_a_company_at_b_keeps_its_token() -> None:
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 1)
    set_price(state, "black", 0)
    five = dict.fromkeys(("green", "brown", "wood", "white"), 5)
    events = score(state, {"orange": 9, **five, "black": 2})  # stacks 9, 5, 2: +1, 0, -1
    assert [e.company for e in of_type(events, "went_bankrupt")] == ["black"]
    assert state.companies["black"].performance == 2  # its token stays where phase 4 put it
    assert all(state.companies[c].performance == 0 for c in ("orange", *five))


def test_the_companies_a_box_leaves_where_they_are_are_named_in_one_sentence_in_every_language() -> None:
    """Phase 4 said "Green: box 4, price stays at $5." once per company, then the console "No price moved.":
    the companies whose box moves nothing are now one sentence, in their place in the order of play."""
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 1)
    for company in COMPANIES:
        set_price(state, company, PLAIN)
    events = score(state, {"orange": 9, "green": 5, "brown": 5, "wood": 5, "white": 5, "black": 2})
    moved = [e for e in events if e.type in ("price_moved", "prices_held")]
    assert [e.type for e in moved] == ["price_moved", "prices_held", "price_moved"]
    held = moved[1]
    assert held.companies == ("green", "brown", "wood", "white") and held.box == 4  # stacks 9, 5, 2: +1, 0, -1
    assert all(state.companies[c].price == PLAIN and state.companies[c].performance == 0 for c in held.companies)
    said = {}
    for language in ("en", "it", "fr"):
        set_language(language)
        try:
            said[language] = [GAME.describe(state, e, _) for e in moved]
        finally:
            set_language("en")
    assert said["en"][1] == "Green, Brown, Wood and White: box 4, prices unchanged."
    assert said["it"][1] == "Verde, Marrone, Legno e Bianco: casella 4, quotazioni invariate."
    assert said["fr"][1] == "Vert, Marron, Bois et Blanc : case 4, cours inchangés."
    assert not any(
        "stays" in line or "ferma" in line or "inchangé à" in line for lines in said.values() for line in lines
    )
    one = PricesHeld(("green",), 4)
    assert GAME.describe(state, one) == "Green: box 4, price unchanged."


def test_the_log_says_a_price_that_did_not_move_stays() -> None:
    state = started(3)
    still, up, broke = (
        PriceMoved("green", 5, 5, 4, 0, 0),
        PriceMoved("wood", 5, 6, 3, 1, 0),
        PriceMoved("black", 1, None, 6, -2, 0),
    )
    assert (
        GAME.describe(state, still) == "Green: box 4, price stays at $5."
    )  # no "(0)" said of a box that moves nothing
    assert GAME.describe(state, up) == "Wood: box 3 (+1), price from $5 to $6."
    assert GAME.describe(state, broke) == "Black: box 6 (-2), price from $1 to B."
    set_language("it")
    try:
        assert GAME.describe(state, still, _) == "Verde: casella 4, quotazione ferma a $5."
        assert GAME.describe(state, up, _) == "Legno: casella 3 (+1), quotazione da $5 a $6."
    finally:
        set_language("en")
