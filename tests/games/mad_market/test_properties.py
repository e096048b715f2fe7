"""Properties over random play: money and 300 shares per stock conserved; legal means accepted; refusals change nothing."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import ActionRange, ActionSet, ChanceSource, is_legal
from companion.games.mad_market import GAME
from companion.games.mad_market.engine import seat_to_act
from companion.games.mad_market.rules import STOCKS
from companion.games.mad_market.state import State
from tests.refusals import throw_actions

SEAT = st.integers(-1, 6)
STOCK = st.integers(0, 7)
DIE = st.integers(0, 7)
COMPANY = st.sampled_from(["LOG-1", "IT-2", "PH-3", "CRY-1", "XX-1"])

attempts = st.one_of(
    st.builds(lambda p, v: {"type": "start_roll", "player": p, "value": v}, SEAT, DIE),
    st.builds(lambda p, w, b: {"type": "roll", "player": p, "white": w, "black": b}, SEAT, DIE, DIE),
    *(
        st.builds(lambda p, t=t: {"type": t, "player": p}, SEAT)
        for t in (
            "buy_company",
            "hire_broker",
            "buy_pack",
            "sell_pack",
            "takeover",
            "pay_fee",
            "decline",
            "pass",
            "end_turn",
        )
    ),
    st.builds(lambda p, n: {"type": "hire_guards", "player": p, "count": n}, SEAT, st.integers(-1, 30)),
    st.builds(lambda w, b: {"type": "fight_roll", "white": w, "black": b}, DIE, DIE),
    st.builds(lambda v: {"type": "crisis_die", "value": v}, DIE),
    st.builds(lambda p, a: {"type": "bid", "player": p, "amount": a}, SEAT, st.integers(-1, 700)),
    st.builds(
        lambda p, s, d: {"type": "use_broker", "player": p, "stock": s, "direction": d},
        SEAT,
        STOCK,
        st.sampled_from(["up", "down", "left"]),
    ),
    st.builds(
        lambda p, s, side, n: {"type": "trade", "player": p, "stock": s, "side": side, "count": n},
        SEAT,
        STOCK,
        st.sampled_from(["buy", "sell", "swap"]),
        st.integers(-1, 320),
    ),
    st.builds(
        lambda p, i: {"type": "buy_item", "player": p, "item": i},
        SEAT,
        st.sampled_from(["jet", "yacht", "villa", "limousine", "boat"]),
    ),
    st.builds(lambda p, c: {"type": "sell_company", "player": p, "company": c}, SEAT, COMPANY),
)


def played(seed: int, players: int, steps: int, **options):
    config = GAME.prepare_config({"players": [f"P{i}" for i in range(players)], "seed": seed, **options})
    state = GAME.new_game(config)
    chance = ChanceSource(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        GAME.apply(state, GAME.choose_random(state, chance))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    target=st.sampled_from([3, 10, 35]),
    crisis=st.sampled_from(["per_type", "total"]),
    frozen=st.booleans(),
)
def test_any_sequence_of_legal_actions_conserves_money_and_shares(seed, players, target, crisis, frozen) -> None:
    state = played(seed, players, 0, target=target, crisis=crisis, frozen_debt_sales=frozen, round_limit=150)
    chance = ChanceSource(seed + 1)
    while not GAME.is_over(state):
        action = GAME.choose_random(state, chance)
        assert is_legal(action, GAME.legal_actions(state))
        GAME.apply(state, action)
        assert sum(state.ledger.balances().values()) == 0  # the bank's balance is minus what players hold
        for stock in STOCKS:
            assert state.shares.pool[stock] + sum(h[stock] for h in state.shares.held) == 300
        GAME.check_invariants(state)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    steps=st.integers(0, 400),
    tries=st.lists(attempts, min_size=1, max_size=8),
)
def test_a_refused_action_changes_nothing_and_legal_ones_are_accepted(seed, players, steps, tries) -> None:
    throw_actions(GAME, played(seed, players, steps), tries, State.fingerprint)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), steps=st.integers(0, 400))
def test_every_legal_choice_offered_is_accepted(seed: int, players: int, steps: int) -> None:
    """The other direction: the ends of every range and every listed action are all accepted."""
    state = played(seed, players, steps)
    if GAME.is_over(state):
        return
    chance = ChanceSource(seed)
    for choice in GAME.legal_actions(state):
        members = (
            [choice.make(choice.low), choice.make(choice.high)]
            if isinstance(choice, ActionRange)
            else [choice.sample(chance)]
            if isinstance(choice, ActionSet)
            else [choice]
        )
        for action in members:
            trial = copy.deepcopy(state)
            GAME.apply(trial, action)
            GAME.check_invariants(trial)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_the_seat_apply_expects_is_the_prompts_at_every_step(seed: int, players: int) -> None:
    """``apply`` checks seats against ``seat_to_act`` (no prompt built): it must name the prompt's player."""
    state = played(seed, players, 0, target=10, round_limit=100)
    chance = ChanceSource(seed)
    while True:
        assert seat_to_act(state) == GAME.prompt(state).player, state.phase
        if GAME.is_over(state):
            break
        GAME.apply(state, GAME.choose_random(state, chance))
