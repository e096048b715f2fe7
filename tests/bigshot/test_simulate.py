"""Random play: every variant and player count runs 18 turns and keeps the invariants;
refused actions change nothing; legal_actions is exactly what apply accepts."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource, RuleViolation, is_legal
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Pay, Place, Roll
from companion.games.bigshot.rules import COLORS
from companion.simulate import play_one, simulate

from .helpers import NAMES

CONFIGS = [
    {"players": NAMES[:2], "colors": [["red", "white"], ["yellow", "black"]]},
    {"players": NAMES[:3]},
    {"players": NAMES[:4]},
]


def test_simulate_runs_every_player_count() -> None:
    for players in (2, 3, 4):
        totals = simulate(GAME, players, 8, seed=players)
        assert totals.games == totals.over == 8


def test_both_money_variants_and_every_count_play_18_turns_exactly() -> None:
    for index, base in enumerate(CONFIGS):
        for hidden in (False, True):
            cfg = GAME.prepare_config({**base, "hidden_money": hidden, "seed": index})
            state, played = play_one(GAME, cfg, ChanceSource(100 + index))
            assert sum(1 for action in played if type(action) is Roll) == 18
            assert state.turn == 18 and state.phase == "over" and not any(state.spaces)
            assert sum(1 for action in played if type(action) is Place) == 18


def test_the_random_player_uses_loans_repeats_and_pay_choices() -> None:
    seen: set[str] = set()
    for seed in range(30):
        cfg = GAME.prepare_config({**CONFIGS[seed % 3], "hidden_money": seed % 2 == 0, "seed": seed})
        state, played = play_one(GAME, cfg, ChanceSource(seed), check=False)
        seen |= {action.type for action in played}
    assert {"loan", "pay", "bid", "pass"} <= seen


def random_action(draw, players: int) -> object:
    seat = draw(st.integers(-1, players))
    color = draw(st.sampled_from([None, *COLORS, "green"]))
    lot = draw(st.sampled_from(["L20", "P1", "A9", "Z9"]))
    cubes = tuple(draw(st.lists(st.sampled_from(COLORS), min_size=0, max_size=5)))
    return draw(
        st.sampled_from(
            [
                Roll(seat, draw(st.integers(-1, 8))),
                Bid(seat, draw(st.integers(-2, 30))),
                Pass(seat),
                Loan(seat, color),
                Pay(seat, color or "red"),
                Place(seat, {lot: cubes}),
                FirstPlayer(seat),
                Layout((("red", "red", "red", "red"),) * 18, 0),
            ]
        )
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    config_index=st.integers(0, 2),
    hidden=st.booleans(),
    seed=st.integers(0, 2**16),
    steps=st.integers(0, 160),
)
def test_refused_actions_change_nothing_and_legal_means_accepted(data, config_index, hidden, seed, steps) -> None:
    cfg = GAME.prepare_config({**CONFIGS[config_index], "hidden_money": hidden, "seed": seed})
    state = GAME.new_game(cfg)
    chance = ChanceSource(seed)
    for _ in range(steps):
        if GAME.prompt(state).over:
            break
        GAME.apply(state, GAME.choose_random(state, chance))
    GAME.check_invariants(state)
    players = state.players
    for _ in range(5):
        action = random_action(data.draw, players)
        legal = is_legal(action, GAME.legal_actions(state))
        before = state.fingerprint()
        trial = copy.deepcopy(state)
        try:
            GAME.apply(trial, action)
        except RuleViolation:
            assert not legal, f"legal but refused: {action}"
            assert trial.fingerprint() == before, f"refused but changed the state: {action}"
        else:
            assert legal, f"accepted but not in legal_actions: {action}"
            GAME.check_invariants(trial)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_random_play_keeps_the_invariants(players: int, seed: int) -> None:
    chance = ChanceSource(seed)
    cfg = GAME.prepare_config(GAME.random_config(players, chance))
    state, played = play_one(GAME, cfg, chance)  # checks invariants and legality after every action
    assert GAME.prompt(state).over
    assert state.ledger.balances()["bank"] == -sum(v for k, v in state.ledger.balances().items() if k != "bank")
