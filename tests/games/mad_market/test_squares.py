"""The other squares: stockbroker, security guard, black market, crises, vacation, casino, free squares."""

from __future__ import annotations

import pytest

from companion.games.mad_market.actions import BuyPack, Decline, HireBroker, HireGuards, SellPack

from .helpers import apply, end_move, give_shares, land, of_type, refused, set_cash, started


def test_a_stockbroker_costs_100_and_stays() -> None:
    state = started()
    land(state, "broker-1")
    happened = apply(state, HireBroker(0))
    assert of_type(happened, "broker_hired")[0].brokers == 1 and state.cash(0) == 400


def test_one_broker_per_visit_and_two_at_most() -> None:
    state = started()
    state.players[0].brokers = 1
    land(state, "broker-1")
    assert {a.type for a in __import__("companion.games.mad_market", fromlist=["GAME"]).GAME.legal_actions(state)} == {
        "hire_broker",
        "decline",
    }
    apply(state, HireBroker(0))
    assert state.phase == "open" and state.players[0].brokers == 2
    end_move(state)
    end_move_all(state)
    happened = land(state, "broker-2")
    assert state.phase == "open" and not of_type(happened, "broker_hired")  # no offer at two


def end_move_all(state) -> None:
    """Quiet moves until seat 0 moves again."""
    while state.current != 0:
        land(state, "free-1")
        end_move(state)


def test_guards_cost_30_each_any_number_per_visit() -> None:
    state = started()
    land(state, "guard-1")
    happened = apply(state, HireGuards(0, 16))
    assert of_type(happened, "guards_hired")[0].price == 480 and state.players[0].guards == 16


def test_guards_beyond_cash_are_refused() -> None:
    state = started()
    land(state, "guard-2")
    refused(state, HireGuards(0, 17), "cannot_afford")
    refused(state, HireGuards(0, 0), "bad_count")


def test_a_pack_costs_100_and_sells_for_1000_at_a_black_market_later() -> None:
    state = started(players=2)
    land(state, "black_market-1")
    apply(state, BuyPack(0))
    assert state.players[0].pack and state.cash(0) == 400
    end_move(state)
    end_move_all(state)
    land(state, "black_market-2")
    refused(state, BuyPack(0), "pack_limit")  # one pack at a time
    happened = apply(state, SellPack(0))
    assert of_type(happened, "pack_sold")[0].price == 1000 and state.cash(0) == 1400 and not state.players[0].pack


def test_selling_the_pack_is_optional_and_one_action_per_visit() -> None:
    state = started()
    state.players[0].pack = True
    land(state, "black_market-1")
    apply(state, Decline(0))
    assert state.players[0].pack and state.phase == "open"


def test_without_a_pack_sell_is_refused() -> None:
    state = started()
    land(state, "black_market-1")
    refused(state, SellPack(0), "no_pack")


@pytest.mark.parametrize(("held", "kept"), [({"1": 7, "2": 10, "3": 1}, {"1": 4, "2": 5, "3": 1})])
def test_a_personal_crisis_returns_half_of_each_holding_rounded_in_the_players_favour(held, kept) -> None:
    state = started()
    for stock, count in held.items():
        give_shares(state, 0, stock, count)
    fields = dict(state.fields)
    happened = land(state, "personal_crisis-1", white=2, black=2)
    assert {s: n for s, n in state.shares.held[0].items() if n} == kept
    assert of_type(happened, "personal_crisis")[0].returned == {"1": 3, "2": 5}
    assert state.shares.pool["1"] == 300 - 4  # returned shares are free again
    assert state.fields["2"] == fields["2"]  # no price move


def test_the_total_setting_returns_half_of_all_shares_cheapest_first() -> None:
    state = started(crisis="total")
    give_shares(state, 0, "1", 7)
    give_shares(state, 0, "2", 10)
    state.fields["2"] = 2
    state.fields["1"] = 12
    land(state, "personal_crisis-1", white=2, black=2)  # forecast: logistics down to 11
    assert state.shares.held[0]["2"] == 2 and state.shares.held[0]["1"] == 7  # 8 returned: crypto first


def test_a_stock_market_crisis_drops_the_dies_stock_to_the_bottom() -> None:
    state = started()
    state.fields["5"] = 14
    land(state, "market_crisis-1")
    from companion.games.mad_market import GAME
    from companion.games.mad_market.actions import CrisisDie

    prompt = GAME.decide(state)
    assert prompt.kind == "crisis" and prompt.actors[0].chance and prompt.actors[0].seat is None
    happened = apply(state, CrisisDie(5))
    assert state.fields["5"] == 1 and of_type(happened, "market_crisis")[0].stock == "5"
    assert state.phase == "open"


@pytest.mark.parametrize(("cash", "paid"), [(500, 250), (301, 150), (1, 0)])
def test_vacation_pays_half_the_cash_rounded_in_the_players_favour(cash: int, paid: int) -> None:
    state = started()
    set_cash(state, 0, cash)
    happened = land(state, "vacation-1")
    assert of_type(happened, "vacation_paid")[0].amount == paid and state.cash(0) == cash - paid


def test_the_casino_costs_300() -> None:
    state = started()
    happened = land(state, "casino-1")
    assert of_type(happened, "casino_paid")[0].amount == 300 and state.cash(0) == 200


def test_the_casino_beyond_cash_opens_a_debt() -> None:
    state = started()
    set_cash(state, 0, 100)
    give_shares(state, 0, "2", 50)
    happened = land(state, "casino-1")
    assert of_type(happened, "debt_opened")[0].amount == 300 and state.phase == "debt"


def test_free_squares_do_nothing() -> None:
    state = started()
    happened = land(state, "free-2")
    assert state.phase == "open" and state.cash(0) == 500
    assert happened[-1].type == "pawn_moved"


def test_a_pack_holder_may_only_sell_or_decline_and_not_buy_again_on_the_same_visit() -> None:
    from companion.games.mad_market import GAME

    state = started()
    state.players[0].pack = True
    land(state, "black_market-2")
    assert {a.type for a in GAME.legal_actions(state)} == {"sell_pack", "decline"}
    apply(state, SellPack(0))
    assert state.phase == "open" and not state.players[0].pack
    refused(state, BuyPack(0), "wrong_phase")  # one action per visit


@pytest.mark.parametrize(("crisis", "kept"), [("per_type", {"3": 5, "2": 2}), ("total", {"3": 3, "2": 4})])
def test_frozen_shares_are_returned_in_a_personal_crisis_like_any_other(crisis: str, kept: dict) -> None:
    from .helpers import own

    state = started(crisis=crisis)
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 10)
    give_shares(state, 0, "2", 4)
    state.fields["3"] = 2  # IT the cheapest: the total setting returns it first
    land(state, "personal_crisis-1", white=2, black=2)
    assert {s: n for s, n in state.shares.held[0].items() if n} == kept
    assert state.shares.pool["3"] == 300 - kept["3"]


def test_a_stock_market_crisis_is_told_once_in_the_log() -> None:
    """The die's sentence names the stock, the price's move says the fall: once said "falls to the bottom" twice."""
    from companion.games.mad_market import GAME
    from companion.games.mad_market.actions import CrisisDie

    state = started()
    state.fields["5"] = 14
    land(state, "market_crisis-1")
    happened = apply(state, CrisisDie(5))
    told = " ".join(GAME.describe(state, event) for event in happened[:2])
    assert told == "Stock market crisis: the die shows 5 (Media). Media falls to the bottom: from 14 to 1."


def test_a_personal_crisis_that_takes_nothing_says_so_in_a_sentence_of_its_own() -> None:
    """Once "Zoé rend rien" in French: "returns {nothing}" does not translate word for word."""
    from companion.games.mad_market import GAME
    from companion.text.i18n import _, set_language

    state = started()
    happened = land(state, "personal_crisis-1", white=2, black=2)
    crisis = of_type(happened, "personal_crisis")[0]
    assert GAME.describe(state, crisis) == "Personal stock crisis: Ann has no shares to return."
    set_language("fr")
    try:
        assert GAME.describe(state, crisis, _) == "Crise personnelle : Ann n'a aucune action à rendre."
    finally:
        set_language("en")
