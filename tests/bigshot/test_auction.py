"""The auction: clockwise from the roller's left, roller last; pass is final; nobody bids → roller free."""

from __future__ import annotations

from companion.core import ActionRange, is_legal
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, Loan, Pass, Roll

from .helpers import apply, buy, place_all, refused, started, types


def test_bidding_starts_left_of_the_roller_and_the_roller_speaks_last() -> None:
    state = started(4, first=2)
    apply(state, Roll(2, 1))
    order = []
    for _ in range(4):
        seat = GAME.prompt(state).player
        order.append(seat)
        apply(state, Bid(seat, len(order)))
    assert order == [3, 0, 1, 2]
    assert GAME.prompt(state).player == 3  # round again while more than one bidder remains


def test_each_bid_must_beat_the_last() -> None:
    state = started()
    apply(state, Roll(0, 1))
    assert str(refused(state, Bid(1, 0), "opening_bid_too_low")) == "The opening bid must be at least 1M."
    apply(state, Bid(1, 5))
    error = refused(state, Bid(2, 5), "bid_too_low")
    assert str(error) == "A bid must beat 5M: at least 6M."  # millions, as the screen and the console write bids
    refused(state, Bid(2, 0), "bid_too_low")


def test_passing_is_final_for_this_auction() -> None:
    state = started()
    apply(state, Roll(0, 1), Pass(1), Bid(2, 3), Pass(3), Bid(0, 4))
    assert GAME.prompt(state).player == 2  # seat 1 is skipped: it passed
    error = refused(state, Bid(1, 9), "already_passed")
    assert "passing is final" in str(error)


def test_the_last_bidder_remaining_pays_the_bank_and_takes_the_cubes() -> None:
    state = started()
    apply(state, Roll(0, 2))
    cubes = state.spaces[2]
    happened = apply(state, Bid(1, 3), Bid(2, 4), Pass(3), Pass(0), Pass(1))
    won = happened[-2]
    assert types(happened)[-2:] == ["auction_won", "paid"]
    assert GAME.describe(state, happened[-1]) == "Cat pays 4M to the bank."  # Cat plays black alone: no colour
    assert (won.player, won.space, won.price, won.free) == (2, 2, 4, False)
    assert state.cash(2) == 6 and state.ledger["bank"] == -40 + 4
    assert state.spaces[2] == () and state.in_hand == cubes
    assert GAME.prompt(state).player == 2 and GAME.prompt(state).kind == "place"


def test_the_roller_can_outbid_everyone_as_last_speaker() -> None:
    state = started(3, first=1)
    happened = apply(state, Roll(1, 1), Bid(2, 1), Pass(0), Bid(1, 2), Pass(2))
    assert happened[-2].type == "auction_won" and happened[-2].player == 1


def test_if_nobody_bids_the_roller_takes_the_cubes_free() -> None:
    state = started(first=3)
    happened = apply(state, Roll(3, 1), Pass(0), Pass(1), Pass(2))
    won = happened[-1]
    assert (won.type, won.player, won.price, won.free) == ("auction_won", 3, 0, True)
    assert state.cash(3) == 10 and state.ledger.balances()["bank"] == -40


def test_nobody_may_bid_more_than_they_can_pay() -> None:
    state = started()
    apply(state, Roll(0, 1))
    error = refused(state, Bid(1, 11), "bid_too_high")
    assert str(error) == "Ben has 10M and cannot bid 11M: pass or take a loan."
    bids = [c for c in GAME.legal_actions(state) if isinstance(c, ActionRange)]
    assert (bids[0].low, bids[0].high) == (1, 10)
    apply(state, Loan(1))
    apply(state, Bid(1, 19))


def test_once_the_loan_is_used_a_player_short_of_money_must_pass() -> None:
    state = started()
    apply(state, Roll(0, 1), Loan(1))
    error = refused(state, Bid(1, 20), "bid_too_high")
    assert str(error).endswith("cannot bid 20M: pass.")


def test_wrong_seat_and_wrong_kind_are_refused() -> None:
    state = started()
    apply(state, Roll(0, 1))
    refused(state, Bid(2, 1), "not_your_turn")
    refused(state, Roll(0, 3), "wrong_phase")


def test_legal_actions_match_what_apply_accepts_during_an_auction() -> None:
    state = started()
    apply(state, Roll(0, 1), Bid(1, 4))
    choices = GAME.legal_actions(state)
    assert Pass(2) in choices and is_legal(Bid(2, 5), choices) and is_legal(Bid(2, 10), choices)
    assert not is_legal(Bid(2, 4), choices) and not is_legal(Bid(2, 11), choices)
    assert is_legal(Loan(3), choices)  # any seat may borrow while the auction runs (standard game)


def test_the_bought_space_is_emptied_and_the_next_turn_starts_after_placing() -> None:
    state = started()
    buy(state, 1, 3)
    happened = place_all(state, "L20")
    assert types(happened) == ["cubes_placed", "turn_started"]
    assert state.turn == 2 and state.roller == 1 and GAME.prompt(state).kind == "roll"
