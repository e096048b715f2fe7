"""Moving the broker: clockwise by the die, skipping empty spaces; the die passes left."""

from __future__ import annotations

import pytest

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Roll
from companion.games.bigshot.broker import move_broker

from .helpers import apply, auction_to_roller, place_all, refused, started, types


def test_the_broker_moves_clockwise_as_many_spaces_as_the_die_shows() -> None:
    state = started(broker=3)
    happened = apply(state, Roll(0, 4))
    assert types(happened) == ["rolled", "broker_moved", "auction_started"]
    moved = happened[1]
    assert (moved.space, moved.steps, moved.path) == (7, 4, (4, 5, 6, 7))
    assert state.broker == 7
    assert happened[2].space == 7 and happened[2].cubes == state.spaces[7]


def test_the_broker_goes_round_the_ring() -> None:
    state = started(broker=16)
    apply(state, Roll(0, 3))
    assert state.broker == 1


def test_empty_spaces_are_crossed_but_not_counted() -> None:
    state = started(broker=0)
    for value in (1, 6, 6):  # spaces 1, 7, 13 are auctioned and emptied
        auction_to_roller(state, value)
        place_all(state, ["L16", "L18", "L19"][state.turn - 1])
    assert [i for i, space in enumerate(state.spaces) if not space] == [1, 7, 13]
    happened = apply(state, Roll(state.roller, 6))
    moved = happened[1]
    assert moved.path == (14, 15, 16, 17, 0, 1, 2)  # space 1 is empty: crossed, not counted
    assert moved.space == 2


def test_pure_move_skips_empty_spaces_and_wraps_many_times() -> None:
    spaces = [()] * 18
    spaces[5] = ("red", "red", "yellow", "black")
    assert move_broker(spaces, 5, 6)[0] == 5  # the only full space, whatever the die
    assert move_broker(spaces, 0, 1) == (5, (1, 2, 3, 4, 5))
    with pytest.raises(ValueError):
        move_broker([()] * 18, 0, 3)


def test_the_roller_is_asked_and_the_die_passes_left() -> None:
    state = started(3, first=1)
    prompt = GAME.prompt(state)
    assert prompt.chance and prompt.player == 1 and prompt.kind == "roll"
    refused(state, Roll(0, 3), "not_your_turn")
    rollers = []
    for turn in range(4):
        rollers.append(state.roller)
        auction_to_roller(state, 1)
        place_all(state, ["L16", "L18", "L19", "L20"][turn])
    assert rollers == [1, 2, 0, 1]


@pytest.mark.parametrize("value", [0, 7, -1])
def test_a_die_shows_one_to_six(value: int) -> None:
    refused(started(), Roll(0, value), "invalid_choice")


def test_legal_rolls_are_the_six_faces_of_the_roller() -> None:
    state = started(first=2)
    rolls = [a for a in GAME.legal_actions(state) if isinstance(a, Roll)]
    assert rolls == [Roll(2, v) for v in range(1, 7)]
