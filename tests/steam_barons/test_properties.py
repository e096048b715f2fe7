"""Properties over random play: money and shares are conserved; legal means accepted; a refusal changes nothing."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource, is_legal
from companion.games.steam_barons import GAME
from companion.games.steam_barons.rules import COMPANIES
from companion.games.steam_barons.state import State
from tests.refusals import throw_actions

COMPANY = st.sampled_from([*COMPANIES, "purple"])
SEAT = st.integers(-1, 6)

attempts = st.one_of(
    st.builds(lambda p, a: {"type": "bid", "player": p, "amount": a}, SEAT, st.integers(-1, 45)),
    st.builds(lambda p: {"type": "pass", "player": p}, SEAT),
    st.builds(lambda p, n: {"type": "buy", "player": p, "count": n}, SEAT, st.integers(-1, 9)),
    st.builds(
        lambda p, c, link: {"type": "build", "player": p, "cost": c, "completes_link": link},
        SEAT,
        st.integers(-2, 50),
        st.booleans(),
    ),
    st.builds(lambda p: {"type": "end_build", "player": p}, SEAT),
    st.builds(
        lambda p, o, u: {"type": "deliver", "player": p, "own_links": o, "ownerless_links": u},
        SEAT,
        st.integers(-1, 8),
        st.integers(-1, 4),
    ),
    st.builds(lambda p: {"type": "skip_delivery", "player": p}, SEAT),
    st.builds(
        lambda p, s: {"type": "sell", "player": p, "shares": s},
        SEAT,
        st.dictionaries(COMPANY, st.integers(-1, 6), max_size=3),
    ),
    st.builds(lambda o: {"type": "company_order", "order": o}, st.lists(COMPANY, max_size=7)),
    st.builds(lambda p: {"type": "first_player", "player": p}, SEAT),
)


def played(seed: int, players: int, game_map: str, steps: int):
    config = GAME.prepare_config({"players": [f"P{i}" for i in range(players)], "map": game_map, "seed": seed})
    state = GAME.new_game(config)
    chance = ChanceSource(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        GAME.apply(state, GAME.choose_random(state, chance))
    return state


def totals(state) -> tuple[int, dict[str, int]]:
    money = sum(state.ledger.balances().values())
    tokens = {
        c: state.shares.available[c]
        + state.shares.unissued[c]
        + state.shares.removed[c]
        + state.shares.in_players_hands(c)
        for c in COMPANIES
    }
    return money, tokens


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    game_map=st.sampled_from(["eastern_us", "northern_england"]),
)
def test_any_sequence_of_legal_actions_conserves_money_and_shares(seed: int, players: int, game_map: str) -> None:
    state = played(seed, players, game_map, 0)
    tokens_each = 8 if game_map == "eastern_us" else 6
    chance = ChanceSource(seed + 1)
    while not GAME.is_over(state):
        action = GAME.choose_random(state, chance)
        assert is_legal(action, GAME.legal_actions(state))
        GAME.apply(state, action)
        money, tokens = totals(state)
        assert money == 0  # the bank's (negative) balance is exactly what players and treasuries hold
        assert tokens == dict.fromkeys(COMPANIES, tokens_each)
        GAME.check_invariants(state)
    assert state.turn == 5


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    game_map=st.sampled_from(["eastern_us", "northern_england"]),
    steps=st.integers(0, 450),
    tries=st.lists(attempts, min_size=1, max_size=8),
)
def test_a_refused_action_changes_nothing_and_legal_ones_are_accepted(seed, players, game_map, steps, tries) -> None:
    throw_actions(GAME, played(seed, players, game_map, steps), tries, State.fingerprint)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), steps=st.integers(0, 450))
def test_every_legal_choice_offered_is_accepted(seed: int, players: int, steps: int) -> None:
    """The other direction: members drawn from each legal choice (ranges, sets) are all accepted."""
    state = played(seed, players, "eastern_us", steps)
    if GAME.is_over(state):
        return
    chance = ChanceSource(seed)
    from companion.core import ActionRange, ActionSet

    for choice in GAME.legal_actions(state):
        members = (
            [choice.make(choice.low), choice.make(choice.high)]
            if isinstance(choice, ActionRange)
            else [choice.sample(chance) for _ in range(3)]
            if isinstance(choice, ActionSet)
            else [choice]
        )
        for action in members:
            GAME.apply(copy.deepcopy(state), action)
