"""The Auction square: the state's companies in the order sold, else the first unowned company from Start."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Bid, Pass, SellCompany
from companion.games.mad_market.state import STATE_HELD

from .helpers import apply, land, of_type, own, refused, set_cash, started


def test_without_state_companies_the_first_unowned_company_from_start_is_auctioned() -> None:
    state = started()
    own(state, 1, "LOG-1")
    happened = land(state, "auction-2")
    opened = of_type(happened, "auction_opened")[0]
    assert opened.company == "LOG-2" and opened.minimum == 1 and opened.player == 0


def test_every_state_company_is_auctioned_in_the_order_sold_to_the_state() -> None:
    state = started()
    own(state, 1, "PH-3", "CRY-2")
    state.current = 1
    state.phase = "open"
    apply(state, SellCompany(1, "PH-3"), SellCompany(1, "CRY-2"))
    state.current = 0
    state.phase = "roll"
    state.turn.traded.clear()
    happened = land(state, "auction-1")
    assert of_type(happened, "auction_opened")[0].company == "PH-3"
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    assert state.owners["PH-3"] == 0 and state.pile == ["CRY-2"]
    assert GAME.summary(state)["auction"]["company"] == "CRY-2"
    happened = apply(state, Pass(0), Pass(1), Pass(2))
    assert of_type(happened, "nobody_bid")[0].company == "CRY-2"
    assert state.owners["CRY-2"] == STATE_HELD and state.pile == ["CRY-2"] and state.phase == "open"


def test_bidding_starts_with_the_lander_goes_clockwise_and_passing_is_final() -> None:
    state = started(players=4, first=2)
    land(state, "auction-1")
    assert state.auction.order == (2, 3, 0, 1)
    refused(state, Bid(3, 10), "not_in_auction")
    apply(state, Bid(2, 10), Pass(3))
    refusal = refused(state, Bid(3, 20), "pass_is_final")
    assert refusal.code == "pass_is_final" and str(refusal) == "Dan passed: passing is final for this auction."
    apply(state, Bid(0, 11), Bid(1, 12), Bid(2, 13), Pass(0))
    assert GAME.prompt(state).player == 1


def test_the_highest_bid_wins_and_pays_the_bank() -> None:
    state = started()
    land(state, "auction-1")
    happened = apply(state, Bid(0, 10), Bid(1, 60), Pass(2), Pass(0))
    won = of_type(happened, "auction_won")[0]
    assert (won.player, won.company, won.price) == (1, "LOG-1", 60)
    assert state.owners["LOG-1"] == 1 and state.cash(1) == 440 and state.cash(0) == 500
    assert state.phase == "open" and state.current == 0


def test_bids_start_at_1_must_rise_and_never_exceed_cash() -> None:
    state = started()
    set_cash(state, 1, 40)
    land(state, "auction-1")
    refused(state, Bid(0, 0), "opening_bid_too_low")
    apply(state, Bid(0, 30))
    refused(state, Bid(1, 30), "bid_too_low")
    refused(state, Bid(1, 41), "bid_beyond_cash")
    amount = GAME.decide(state).actors[0].decision
    assert amount.kind == "amount" and (amount.low, amount.high, amount.cap) == (31, 40, 40)
    assert amount.high_bid == 30 and amount.high_bidder == 0


def test_nobody_bidding_changes_nothing() -> None:
    state = started()
    land(state, "auction-1")
    happened = apply(state, Pass(0), Pass(1), Pass(2))
    assert of_type(happened, "nobody_bid") and state.owners["LOG-1"] is None
    assert [state.cash(s) for s in range(3)] == [500, 500, 500]


def test_nothing_to_auction_when_every_company_is_owned() -> None:
    state = started()
    own(state, 1, *state.board.companies)
    happened = land(state, "auction-1")
    assert of_type(happened, "nothing_to_auction") and state.phase == "open"


def test_a_player_without_cash_can_only_pass() -> None:
    state = started()
    set_cash(state, 0, 0)
    land(state, "auction-1")
    decision = GAME.decide(state).actors[0].decision
    assert decision.kind == "confirm" and decision.action == Pass(0)


def test_the_pass_button_is_a_translatable_word() -> None:
    state = started()
    set_cash(state, 0, 0)
    land(state, "auction-1")
    assert GAME.decide(state).actors[0].decision.button == "Pass"


def test_the_first_unowned_company_counts_from_start_in_board_order_not_by_name() -> None:
    """A board whose first logistics square is LOG-3: counting from Start, LOG-3 comes first."""
    board = GAME.prepare_config({"players": ["A", "B"]})["board"]
    first, third = (i for i, s in enumerate(board["squares"]) if s.get("stock") == 1 and s["number"] in (1, 3))
    board["squares"][first]["number"], board["squares"][third]["number"] = 3, 1
    state = started(3, board=board)
    assert [c for c in state.board.companies][:3] == ["LOG-3", "LOG-2", "LOG-1"]
    assert of_type(land(state, "auction-1"), "auction_opened")[0].company == "LOG-3"
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    assert state.owners["LOG-3"] == 0


def test_a_state_company_is_auctioned_before_any_unowned_one() -> None:
    state = started()
    own(state, STATE_HELD, "PH-2")
    happened = land(state, "auction-1")
    assert of_type(happened, "auction_opened")[0].company == "PH-2" and state.lots == ["PH-2"]
    apply(state, Bid(0, 7), Pass(1), Pass(2))
    assert state.owners["PH-2"] == 0 and state.pile == [] and state.owners["LOG-1"] is None
    assert state.phase == "open" and state.cash(0) == 493


def test_a_player_who_cannot_bid_is_told_why_in_the_question() -> None:
    """ "Ann cannot bid for LOG-1: pass" left the player to work out why: the question says the cash against the
    bid to beat, or that there is no money at all, in each language."""
    from companion.text.i18n import translator

    state = started()
    set_cash(state, 1, 40)
    land(state, "auction-1")
    apply(state, Bid(0, 40))
    beaten = GAME.decide(state).actors[0].decision
    assert beaten.kind == "confirm" and beaten.action == Pass(1)
    assert beaten.text("Ben") == "Ben has 40 and cannot beat the bid of 40 for LOG-1: pass"
    assert "40" in beaten.text("Ben", translator("fr")) != beaten.text("Ben")
    state = started()
    set_cash(state, 0, 0)
    land(state, "auction-1")
    broke = GAME.decide(state).actors[0].decision
    assert broke.text("Ann") == "Ann has no money to bid for LOG-1: pass"
    assert broke.text("Ann", translator("it")) != broke.text("Ann")
