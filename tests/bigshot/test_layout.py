"""Set-up: the cube layout (4 per space, 18 per colour, never 4 of one colour) and the first player."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.core import ChanceSource, is_legal
from companion.games.bigshot import GAME, check_layout, deal_layout
from companion.games.bigshot.actions import FirstPlayer, Layout, Roll
from companion.games.bigshot.errors import LayoutError

from .helpers import RAINBOW, apply, layout_with, new, refused, types


@pytest.mark.parametrize("seed", range(20))
def test_dealt_layouts_follow_the_rules(seed: int) -> None:
    spaces, broker = deal_layout(seed)
    check_layout(spaces, broker)
    assert len(spaces) == 18 and all(len(space) == 4 for space in spaces)
    assert Counter(c for space in spaces for c in space) == {c: 18 for c in ("red", "yellow", "black", "white")}
    assert all(len(set(space)) > 1 for space in spaces)
    assert 0 <= broker < 18


def test_dealing_is_repeatable_and_depends_on_the_seed() -> None:
    assert deal_layout(7) == deal_layout(7)
    assert deal_layout(7) != deal_layout(8)


def test_a_space_with_four_cubes_of_one_colour_is_refused() -> None:
    spaces = list(layout_with({0: ("red", "red", "red", "yellow"), 1: ("yellow", "red", "black", "white")}))
    spaces[0], spaces[1] = ("red", "red", "red", "red"), ("yellow", "yellow", "black", "white")
    error = refused(new(), Layout(tuple(spaces), 0), "layout")
    assert "4 red cubes" in str(error) and "Space 1" in str(error)


def test_totals_other_than_18_per_colour_are_refused() -> None:
    spaces = list(RAINBOW)
    spaces[0] = ("red", "red", "yellow", "black")  # one white too few, one red too many
    error = refused(new(), Layout(tuple(spaces), 0), "layout")
    assert "19 red cubes" in str(error)


@pytest.mark.parametrize(
    "spaces, broker, words",
    [
        (RAINBOW[:17], 0, "auction spaces of a layout is 18"),
        ((("red", "yellow", "black"),) + RAINBOW[1:], 0, "holds 3 cubes"),
        ((("red", "yellow", "black", "green"),) + RAINBOW[1:], 0, "'green' is not a cube colour"),
        (RAINBOW, 18, "broker"),
        (RAINBOW, -1, "broker"),
    ],
)
def test_malformed_layouts_are_refused(spaces, broker, words) -> None:
    assert words in str(refused(new(), Layout(spaces, broker), "layout"))


def test_layout_prompt_is_chance_and_offers_the_layout_dealt_from_the_seed() -> None:
    state = new(seed=42)
    prompt = GAME.prompt(state)
    assert prompt.chance and prompt.kind == "layout" and prompt.player is None
    spaces, broker = deal_layout(42)
    choices = GAME.legal_actions(state)
    assert choices[0] == Layout(spaces, broker)
    assert is_legal(Layout(RAINBOW, 3), choices)  # any valid layout typed from the table
    spaces_bad = (("red",) * 4,) + RAINBOW[1:]
    assert not is_legal(Layout(spaces_bad, 0), choices)


def test_random_layouts_are_valid_and_varied() -> None:
    chance = ChanceSource(1)
    seen = set()
    for _ in range(5):
        action = GAME.choose_random(new(), chance)
        check_layout(action.spaces, action.broker)
        seen.add(action.spaces)
    assert len(seen) == 5


def test_layout_set_puts_the_cubes_and_the_broker_on_the_board() -> None:
    state = new()
    happened = apply(state, Layout(RAINBOW, 5))
    assert types(happened) == ["layout_set"]
    assert happened[0].spaces == RAINBOW and happened[0].broker == 5
    assert state.spaces == list(RAINBOW) and state.broker == 5
    assert GAME.summary(state)["spaces"][0] == list(RAINBOW[0])


def test_the_table_enters_who_won_the_roll_for_first_player() -> None:
    state = new(3)
    apply(state, Layout(RAINBOW, 0))
    prompt = GAME.prompt(state)
    assert prompt.kind == "first_player" and prompt.chance
    assert GAME.legal_actions(state) == [FirstPlayer(0), FirstPlayer(1), FirstPlayer(2)]
    refused(state, FirstPlayer(3), "invalid_choice")
    happened = apply(state, FirstPlayer(2))
    assert types(happened) == ["first_player", "turn_started"]
    assert GAME.prompt(state).player == 2 and GAME.prompt(state).kind == "roll"


def test_nothing_happens_before_the_layout() -> None:
    state = new()
    refused(state, Roll(0, 3), "wrong_phase")
    refused(state, FirstPlayer(0), "wrong_phase")


def test_check_layout_is_the_same_rule_as_apply() -> None:
    with pytest.raises(LayoutError):
        check_layout((("red",) * 4,) * 18, 0)
