"""Tiny Auction's throw: a white and a black die thrown together; the sum is the lot and decides the guesses."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource, Dice, InvalidChoice, is_legal
from companion.games import get
from companion.games.tiny import Guess, Roll

GAME = get("tiny")


def at_the_roll(*parities: str):
    state = GAME.new_game({"players": ["Ann", "Ben", "Cat"], "rounds": 2})
    for seat, parity in enumerate(parities or ("odd", "odd", "odd")):
        GAME.apply(state, Guess(seat, parity))
    return state


def cash(state) -> list[int]:
    return [p["cash"] for p in GAME.summary(state)["players"]]


def test_the_throw_is_a_chance_actor_with_a_white_and_a_black_die() -> None:
    prompt = GAME.decide(at_the_roll())
    assert prompt.kind == "roll" and prompt.chance and prompt.player is None
    (actor,) = prompt.actors
    assert actor.seat is None and actor.chance and not actor.side
    dice = actor.decision
    assert isinstance(dice, Dice) and dice.cls is Roll
    assert [(die.name, die.field, die.sides) for die in dice.dice] == [("white", "white", 6), ("black", "black", 6)]
    assert dice.make({"white": 4, "black": 2}) == Roll(4, 2)


def test_every_pair_of_faces_is_a_legal_throw_and_nothing_else() -> None:
    state = at_the_roll()
    legal = GAME.legal_actions(state)
    assert sorted((r.white, r.black) for r in legal) == [(w, b) for w in range(1, 7) for b in range(1, 7)]
    dice = GAME.decide(state).actors[0].decision
    chance = ChanceSource(5)
    throws = {dice.roll(chance) for _ in range(400)}
    assert all(is_legal(t, legal) for t in throws) and len(throws) > 30


@pytest.mark.parametrize("white, black", [(4, 2), (1, 1), (6, 6), (5, 2)])
def test_the_lot_is_worth_the_sum_of_the_two_dice(white: int, black: int) -> None:
    state = at_the_roll()
    events = GAME.apply(state, Roll(white, black))
    assert events[0].to_json() == {"type": "rolled", "white": white, "black": black, "value": white + black}
    assert GAME.summary(state)["lot"] == white + black


def test_the_throw_reads_as_both_dice_and_the_lot() -> None:
    state = at_the_roll()
    events = GAME.apply(state, Roll(4, 2))
    assert GAME.describe(state, events[0]) == "White 4, black 2: a lot worth 6 points."


def test_right_guesses_of_the_sums_parity_earn_a_coin_from_the_bank() -> None:
    state = at_the_roll("odd", "even", "odd")
    events = GAME.apply(state, Roll(3, 3))  # both dice odd, the sum even: only the sum counts
    assert [e.type for e in events] == ["rolled", "guess_paid"] and events[1].player == 1
    assert cash(state) == [5, 6, 5]


def test_odd_sums_pay_the_odd_guesses() -> None:
    state = at_the_roll("odd", "even", "odd")
    events = GAME.apply(state, Roll(2, 3))
    assert [e.player for e in events[1:]] == [0, 2] and cash(state) == [6, 5, 6]
    assert state.ledger["bank"] == -17  # the bank's two coins went out; money is conserved
    GAME.check_invariants(state)


@pytest.mark.parametrize(
    "white, black, die, value",
    [
        (7, 2, "white", 7),
        (0, 2, "white", 0),
        (2, 7, "black", 7),
        (3, 0, "black", 0),
        (9, 9, "white", 9),
    ],
)
def test_a_die_out_of_range_is_refused_naming_the_die(white: int, black: int, die: str, value: int) -> None:
    state = at_the_roll()
    with pytest.raises(InvalidChoice, match=f"The {die} die shows 1 to 6, not {value}.") as refused:
        GAME.apply(state, Roll(white, black))
    assert refused.value.code == "invalid_choice" and refused.value.data["die"] == die
    assert GAME.summary(state)["lot"] is None and cash(state) == [5, 5, 5]
