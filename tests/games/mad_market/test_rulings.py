"""The rulings where the rules are silent (docs/mad-market.md lists them): one test per ruling not covered elsewhere."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Bid, BuyCompany, EndTurn, Pass, SellCompany, Trade

from .helpers import apply, end_move, land, of_type, own, refused, set_cash, started


def test_offers_only_when_they_can_be_taken() -> None:
    state = started()
    set_cash(state, 0, 29)
    land(state, "guard-1")
    assert state.phase == "open"  # no guard for less than 30
    end_move(state)
    set_cash(state, 1, 99)
    land(state, "black_market-1")
    assert state.phase == "open"  # no pack for less than 100, and none to sell
    end_move(state)
    set_cash(state, 2, 99)
    land(state, "broker-1")
    assert state.phase == "open"


def test_a_player_out_of_the_game_does_not_bid() -> None:
    state = started(4)
    state.players[2].out = True
    set_cash(state, 2, 0)
    land(state, "auction-1")
    assert state.auction.order == (0, 1, 3)
    assert str(refused(state, Bid(2, 5), "out_of_game")) == "Cat has left the game and does not bid."
    apply(state, Bid(0, 5), Pass(1), Pass(3))
    assert state.owners["LOG-1"] == 0


def test_more_than_two_players_means_still_in_the_game() -> None:
    state = started(3)
    state.players[2].out = True
    set_cash(state, 2, 0)
    land(state, "free-1")
    state.players[0].items["jet"] = 2
    state.players[0].items["yacht"] = 1
    state.players[0].vp = 37
    happened = apply(state, EndTurn(0))
    assert of_type(happened, "target_reached")[0].last == () and GAME.is_over(state)


def test_a_last_move_is_a_whole_move_with_its_landing_purchases_and_forced_sales() -> None:
    state = started(3)
    land(state, "free-1")
    state.players[0].items["jet"] = 2
    state.players[0].items["villa"] = 2
    state.players[0].vp = 36
    apply(state, EndTurn(0))
    assert state.last_round and state.current == 1
    land(state, "IT-2")
    apply(state, BuyCompany(1))  # buying on landing is part of the move
    assert state.owners["IT-2"] == 1
    end_move(state)
    set_cash(state, 2, 200)
    own(state, 2, "PH-1")
    land(state, "casino-1")
    assert state.phase == "debt"
    happened = apply(state, SellCompany(2, "PH-1"))  # a forced sale is not a voluntary one
    assert of_type(happened, "debt_paid") and state.phase == "open"


def test_voluntary_company_sales_are_the_movers_alone() -> None:
    state = started(3)
    own(state, 1, "PH-1")
    land(state, "free-1")
    refused(state, SellCompany(1, "PH-1"), "not_your_turn")
    refused(state, Trade(1, 2, "buy", 1), "not_your_turn")
