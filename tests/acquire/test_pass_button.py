"""A seat's pass button in Acquire: "nothing for me" where the rules allow it, refused elsewhere."""

from __future__ import annotations

from companion.games.acquire import GAME
from companion.games.acquire.actions import Buy, Dispose, PlaceTile

from .helpers import position


def test_at_the_buy_step_pass_buys_nothing_and_ends_the_turn() -> None:
    state = position(3, chains={"tower": ["1A", "2A"]}, turn=0)
    GAME.apply(state, PlaceTile(0, "9I"))
    assert GAME.pass_action(state, 0) == Buy(0, {})
    assert GAME.pass_action(state, 1) is None  # only the current player
    GAME.apply(state, GAME.pass_action(state, 0))
    assert GAME.prompt(state).player == 1


def test_while_settling_a_defunct_chain_pass_keeps_every_share() -> None:
    state = position(3, chains={"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A"]}, holdings={1: {"luxor": 3}}, turn=0)
    GAME.apply(state, PlaceTile(0, "4A"))
    prompt = GAME.prompt(state)
    assert prompt.kind == "dispose" and prompt.player == 1
    assert GAME.pass_action(state, 1) == Dispose(1, 0, 0)
    assert GAME.pass_action(state, 0) is None
    GAME.apply(state, Dispose(1, 0, 0))
    assert state.shares.held[1]["luxor"] == 3


def test_pass_is_refused_when_a_tile_must_be_played() -> None:
    state = position(3, chains={"tower": ["1A", "2A"]}, turn=0)
    assert all(GAME.pass_action(state, seat) is None for seat in range(3))
