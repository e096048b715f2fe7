"""Loans: once per turn, paying 10M less (loans so far + 1): 9, 8, 7 …; never one that pays nothing."""

from __future__ import annotations

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Loan, Pass, Roll
from companion.games.bigshot.loans import loan_payout

from .helpers import apply, auction_to_roller, place_all, refused, started


def next_turn(state, lot: str = "L16") -> None:
    auction_to_roller(state, 1)
    room = {lot for lot, left in GAME.legal_actions(state)[0].room.items() if left >= 4}
    place_all(state, lot if lot in room else sorted(room)[0])


def test_the_first_loan_pays_9_the_second_8_the_third_7() -> None:
    state = started()
    paid = []
    for _ in range(3):
        happened = apply(state, Loan(1))
        paid.append(happened[0].amount)
        next_turn(state)
    assert paid == [9, 8, 7]
    assert state.debts["yellow"] == 3 and state.cash(1) == 10 + 24
    assert [loan_payout(n) for n in range(10)] == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]


def test_loan_taken_event_names_player_amount_and_a_colour_only_where_a_player_has_two() -> None:
    state = started()
    event = apply(state, Loan(2))[0]
    assert (event.type, event.player, event.amount, event.color) == ("loan_taken", 2, 9, "black")
    assert GAME.describe(state, event) == "Cat takes a loan: 9M and a 10M debt certificate."  # Cat is black alone
    two = started(2, colors=[["red", "white"], ["yellow", "black"]])
    event = apply(two, Loan(1, "black"))[0]
    assert GAME.describe(two, event) == "Ben takes a loan for black: 9M and a 10M debt certificate."


def test_one_loan_per_turn() -> None:
    state = started()
    apply(state, Loan(1))
    assert str(refused(state, Loan(1), "loan")) == "Ben has already taken a loan this turn: one loan per turn."
    apply(state, Roll(0, 1))
    refused(state, Loan(1), "loan")
    apply(state, Loan(2))  # another player's loan is still open this turn
    while state.phase == "bid":
        apply(state, Pass(state.auction.to_act))
    place_all(state, "L16")
    apply(state, Loan(1))  # a new turn


def test_a_loan_that_would_pay_nothing_is_refused() -> None:
    state = started()
    for turn in range(9):
        apply(state, Loan(3))
        next_turn(state, ["L16", "L18", "L19", "L20", "L21", "A9", "A10", "A11", "B9"][turn])
    assert state.debts["white"] == 9 and state.cash(3) == 10 + sum(range(1, 10))
    assert str(refused(state, Loan(3), "loan")) == "Dan has 9 debt certificates: another loan would pay nothing."
    assert Loan(3) not in GAME.legal_actions(state)


def test_standard_game_loans_are_possible_during_the_auction_not_after() -> None:
    state = started()
    apply(state, Roll(0, 1), Pass(1))
    apply(state, Loan(1))  # even after passing: harmless
    apply(state, Pass(2), Pass(3))  # roller takes the cubes free
    assert state.phase == "place"
    refused(state, Loan(2), "loan")


def test_with_three_or_four_players_a_loan_names_no_colour() -> None:
    state = started()
    assert "names no colour" in str(refused(state, Loan(0, "red"), "loan"))
    refused(state, Loan(4), "loan")


def test_debts_cost_10_each_in_the_fortune() -> None:
    state = started()
    apply(state, Loan(0))
    assert GAME.summary(state)["players"][0]["fortune"] == 19 - 10
