"""Placing the cubes: exactly the 4 won, on any lots with room, at most 7 per lot."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource, is_legal
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Place

from .helpers import apply, auction_to_roller, refused, started, types

R, Y, B, W = "red", "yellow", "black", "white"


def at_place(**kwargs):
    state = started(**kwargs)
    auction_to_roller(state, 1)
    return state


def test_the_winner_places_the_4_cubes_on_one_lot_or_several() -> None:
    state = at_place(spaces={1: (R, R, Y, B)})
    happened = apply(state, Place(0, {"L20": (R, Y), "P1": (B,), "A9": (R,)}))
    assert types(happened)[0] == "cubes_placed"
    assert happened[0].placement == {"L20": (R, Y), "P1": (B,), "A9": (R,)}
    assert state.lots["L20"] == {R: 1, Y: 1} and state.lots["P1"] == {B: 1} and state.lots["A9"] == {R: 1}
    assert state.in_hand == ()


@pytest.mark.parametrize(
    "cubes, words",
    [
        (
            {"L20": (R, Y, B)},
            "Place exactly the 4 cubes won (2 red, 1 yellow and 1 black), not 1 red, 1 yellow and 1 black",
        ),
        ({"L20": (R, R, Y, B, W)}, "Place exactly the 4 cubes won"),
        ({"L20": (R, R, Y, W)}, "not 2 red, 1 yellow and 1 white"),
        ({"L20": ()}, "Place the 4 cubes won (2 red, 1 yellow and 1 black)."),
        ({"L99": (R, R, Y, B)}, "There is no lot L99 on this board."),
    ],
)
def test_anything_but_exactly_the_cubes_won_is_refused(cubes, words) -> None:
    state = at_place(spaces={1: (R, R, Y, B)})
    assert words in str(refused(state, Place(0, cubes), "placement"))


def test_only_the_winner_places() -> None:
    state = at_place(spaces={1: (R, R, Y, B)})
    refused(state, Place(1, {"L20": (R, R, Y, B)}), "not_your_turn")


def test_a_lot_holds_at_most_7_cubes() -> None:
    state = started(spaces={1: (R, R, Y, B), 2: (Y, Y, B, W), 3: (R, Y, B, W)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L20": (R, R, Y, B)}))
    auction_to_roller(state, 1)
    apply(state, Place(1, {"L20": (Y, W), "L21": (Y, B)}))
    assert sum(state.lots["L20"].values()) == 6
    auction_to_roller(state, 1)
    error = refused(state, Place(2, {"L20": (R, Y), "L21": (B, W)}), "placement")
    assert str(error) == "L20 has 6 cubes: only 1 more fits."
    apply(state, Place(2, {"L20": (R,), "L21": (Y, B, W)}))


def test_plural_room_message() -> None:
    state = started(spaces={1: (R, R, Y, B), 2: (Y, Y, B, W)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L20": (R, R, Y, B)}))
    auction_to_roller(state, 1)
    assert str(refused(state, Place(1, {"L20": (Y, Y, B, W)}))) == "L20 has 4 cubes: only 3 more fit."


def test_the_placement_choice_accepts_exactly_what_apply_accepts() -> None:
    state = at_place(spaces={1: (R, R, Y, B)})
    choices = GAME.legal_actions(state)
    assert is_legal(Place(0, {"L20": (R, R, Y, B)}), choices)
    assert is_legal(Place(0, {"L20": [R, Y], "L21": [R, B]}), choices)
    assert not is_legal(Place(0, {"L20": (R, R, Y)}), choices)
    assert not is_legal(Place(1, {"L20": (R, R, Y, B)}), choices)
    chance = ChanceSource(3)
    for _ in range(20):
        action = choices[0].sample(chance)
        assert is_legal(action, choices)


def test_empty_lists_in_a_placement_are_ignored() -> None:
    state = at_place(spaces={1: (R, R, Y, B)})
    happened = apply(state, Place(0, {"L20": (R, R, Y, B), "L21": ()}))
    assert happened[0].placement == {"L20": (R, R, Y, B)}
