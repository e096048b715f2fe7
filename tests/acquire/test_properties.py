"""Properties over random play: invariants always hold; a refused action changes nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource
from companion.games.acquire import GAME
from companion.games.acquire.board import TILE_NAMES
from tests.refusals import throw_actions

from .helpers import snapshot

CHAINS = ["tower", "luxor", "imperial", "sackson", "nowhere"]

attempts = st.one_of(
    st.builds(
        lambda p, t: {"type": "place_tile", "player": p, "tile": t},
        st.integers(-1, 6),
        st.sampled_from(list(TILE_NAMES) + ["0A", "13C"]),
    ),
    st.builds(lambda p: {"type": "no_playable_tile", "player": p}, st.integers(0, 5)),
    st.builds(
        lambda p, c: {"type": "found_chain", "player": p, "chain": c}, st.integers(0, 5), st.sampled_from(CHAINS)
    ),
    st.builds(
        lambda p, c: {"type": "choose_survivor", "player": p, "chain": c}, st.integers(0, 5), st.sampled_from(CHAINS)
    ),
    st.builds(
        lambda p, c: {"type": "choose_defunct", "player": p, "chain": c}, st.integers(0, 5), st.sampled_from(CHAINS)
    ),
    st.builds(lambda n: {"type": "market_holding", "shares": n}, st.integers(-1, 14)),
    st.builds(
        lambda p, s, t: {"type": "dispose", "player": p, "sell": s, "trade": t},
        st.integers(0, 5),
        st.integers(-1, 26),
        st.integers(-1, 26),
    ),
    st.builds(lambda p: {"type": "declare_end", "player": p}, st.integers(0, 5)),
    st.builds(
        lambda p, s: {"type": "buy", "player": p, "shares": s},
        st.integers(0, 5),
        st.dictionaries(st.sampled_from(CHAINS), st.integers(-1, 4), max_size=3),
    ),
    st.builds(
        lambda p, t: {"type": "start_tile", "player": p, "tile": t}, st.integers(0, 5), st.sampled_from(TILE_NAMES)
    ),
)


def played(seed: int, players: int, tiles: str, steps: int):
    config = GAME.prepare_config({"players": [f"P{i}" for i in range(players)], "tiles": tiles, "seed": seed})
    state = GAME.new_game(config)
    chance = ChanceSource(seed)
    for _ in range(steps):
        if GAME.prompt(state).over:
            break
        GAME.apply(state, GAME.choose_random(state, chance))
        GAME.check_invariants(state)
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 6),
    tiles=st.sampled_from(["physical", "dealt"]),
    steps=st.integers(0, 400),
    tries=st.lists(attempts, min_size=1, max_size=8),
)
def test_a_refused_action_changes_nothing_and_legal_ones_are_accepted(seed, players, tiles, steps, tries) -> None:
    throw_actions(GAME, played(seed, players, tiles, steps), tries, snapshot)
