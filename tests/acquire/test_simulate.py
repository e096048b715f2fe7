"""Random legal games to the end, every invariant checked after every action (both modes, 2–6 players)."""

from __future__ import annotations

from collections import Counter

import pytest

from companion.core import ChanceSource, InvariantBroken
from companion.games import get
from companion.games.acquire import GAME
from companion.simulate import play_one, simulate

from .helpers import position


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_with_invariants_intact(players: int) -> None:
    totals = simulate(GAME, players, 12, seed=players)
    assert totals.games == totals.over == 12


@pytest.mark.parametrize("tiles", ["physical", "dealt"])
def test_both_tile_modes_play_to_the_end_and_use_every_kind_of_action(tiles: str) -> None:
    kinds: Counter[str] = Counter()
    master = ChanceSource(99)
    for index in range(16):
        config = GAME.prepare_config({**GAME.random_config(2 + index % 5, master), "tiles": tiles})
        state, actions = play_one(GAME, config, ChanceSource(master.fork_seed()))
        assert GAME.prompt(state).over
        kinds.update(action.type for action in actions)
    expected = {"place_tile", "found_chain", "choose_survivor", "dispose", "buy", "declare_end", "market_holding"}
    assert expected <= set(kinds)
    assert ("start_tile" in kinds) == (tiles == "physical")


def test_the_engine_is_registered() -> None:
    assert get("acquire") is GAME


def test_simulation_is_deterministic() -> None:
    config = GAME.prepare_config(GAME.random_config(4, ChanceSource(5)))
    first = play_one(GAME, config, ChanceSource(1), check=False)[1]
    second = play_one(GAME, config, ChanceSource(1), check=False)[1]
    assert first == second


def test_invariants_catch_a_broken_state() -> None:
    state = position(chains={"tower": ["1A", "2A"]})
    state.shares.pool["tower"] -= 1
    with pytest.raises(InvariantBroken):
        GAME.check_invariants(state)
    state = position(chains={"tower": ["1A", "2A"]})
    state.chains["tower"] += (50,)
    with pytest.raises(InvariantBroken):
        GAME.check_invariants(state)
    with pytest.raises(InvariantBroken, match="not connected"):
        position(chains={"tower": ["1A", "3A"]})
    with pytest.raises(InvariantBroken, match="touch"):
        position(chains={"tower": ["1A", "2A"], "luxor": ["3A", "4A"]})
    with pytest.raises(InvariantBroken, match="touches"):
        position(chains={"tower": ["1A", "2A"]}, loose=["3A"])
    state = position(chains={"tower": ["1A", "2A"]})
    state.safe_seen |= {"luxor"}
    with pytest.raises(InvariantBroken):
        GAME.check_invariants(state)
