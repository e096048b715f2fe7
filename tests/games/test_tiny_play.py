"""Tiny Auction played whole: random games to the end, the journal replayed, properties of any play."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import PUBLIC, ChanceSource, RuleViolation, Table, is_legal, replay
from companion.core.decisions import Pick, Secret
from companion.core.journal import read
from companion.games import get
from companion.games.tiny import Bid, Guess, Pass, Roll
from companion.simulate import play_one

GAME = get("tiny")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_invariants_intact(players: int) -> None:
    chance = ChanceSource(players)
    for _ in range(40):
        config = GAME.prepare_config(GAME.random_config(players, chance))
        state, actions = play_one(GAME, config, chance)
        assert GAME.prompt(state).over and GAME.summary(state)["winners"]
        # Each round is one guess per seat, one throw, and at least one pass.
        rounds = config["rounds"]
        assert sum(isinstance(a, Guess) for a in actions) == players * rounds
        assert sum(isinstance(a, Roll) for a in actions) == rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_journal_replays_to_the_same_game_for_every_viewer(players: int, tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, {"players": [f"P{i}" for i in range(players)], "rounds": 3}, created="x", path=path)
    chance = ChanceSource(11 * players)
    while not table.over:
        table.submit(table.choose_random(chance))
    table.close()
    loaded = read(path)
    result = replay(GAME, loaded.header, loaded.entries, str(path))
    for viewer in (None, PUBLIC, *range(players)):
        assert GAME.summary(result.state, viewer) == table.summary(viewer)
    assert [s.action for s in result.steps] == [s.action for s in table.steps]
    assert [s.events for s in result.steps] == [s.events for s in table.steps]


def test_a_half_played_round_resumes_with_its_sealed_guesses_still_sealed(tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "rounds": 1}, created="x", path=path)
    table.submit({"type": "guess", "player": 2, "parity": "even"})
    table.close()
    resumed = Table.resume(GAME, read(path), path)
    assert resumed.summary(PUBLIC)["guesses"] == {} and resumed.summary(2)["guesses"] == {"2": "even"}
    assert resumed.prompt().seats == (0, 1)
    resumed.close()


def _offered(decision, chance: ChanceSource) -> list:
    """Every action a widget could build from ``decision`` (a die throw, drawn a few times)."""
    if isinstance(decision, Secret):
        return _offered(decision.inner, chance)
    if isinstance(decision, Pick):
        return [o.action for o in decision.options]
    if hasattr(decision, "dice"):
        return [decision.roll(chance) for _ in range(10)]
    if hasattr(decision, "range"):
        return [*decision.range, *(o.action for o in decision.others)]
    return [decision.action]


def _listed(choices) -> set:
    return {member for choice in choices for member in (choice if hasattr(choice, "field") else [choice])}


@pytest.mark.parametrize("seed", range(6))
def test_the_actors_offer_exactly_the_legal_actions_at_every_prompt(seed: int) -> None:
    chance = ChanceSource(seed)
    state = GAME.new_game(GAME.prepare_config(GAME.random_config(2 + seed % 3, chance)))
    while not GAME.is_over(state):
        prompt = GAME.decide(state)
        legal = GAME.legal_actions(state)
        offered = [a for actor in prompt.actors for a in _offered(actor.decision, chance)]
        assert all(is_legal(a, legal) for a in offered)
        if prompt.kind != "roll":  # the 36 throws are offered as dice, not listed
            assert set(offered) == _listed(legal)
        GAME.apply(state, GAME.choose_random(state, chance))


def test_every_event_has_a_sentence() -> None:
    chance = ChanceSource(1)
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "rounds": 5}, created="x")
    while not table.over:
        table.submit(table.choose_random(chance))
    types = {e.type for step in table.steps for e in step.events}
    assert {"guessed", "guesses_revealed", "rolled", "bid_made", "passed", "lot_won", "game_ended"} <= types
    for step in table.steps:
        for event in step.events:
            assert table.describe(event) != event.type


def _mutations(action) -> list:
    """Actions near ``action`` that the rules may refuse: other seats, bad values."""
    if isinstance(action, Guess):
        return [Guess(action.player, "maybe"), Guess(action.player + 5, action.parity), Guess(action.player, "odd")]
    if isinstance(action, Roll):
        return [Roll(action.white + 6, action.black), Roll(action.white, 0)]
    if isinstance(action, Bid):
        return [Bid(action.player, action.amount + 20), Bid(action.player + 1, action.amount), Bid(action.player, 0)]
    assert isinstance(action, Pass)
    return [Pass(action.player + 1), Bid(action.player, 99)]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_any_play_conserves_money_and_a_refusal_changes_nothing(seed: int, players: int) -> None:
    chance = ChanceSource(seed)
    state = GAME.new_game({"players": [f"P{i}" for i in range(players)], "rounds": 3})
    while not GAME.is_over(state):
        action = GAME.choose_random(state, chance)
        legal = GAME.legal_actions(state)
        for other in _mutations(action):
            if is_legal(other, legal):
                continue
            before = [GAME.summary(state, viewer) for viewer in (None, PUBLIC, *range(players))]
            with pytest.raises(RuleViolation):
                GAME.apply(state, other)
            assert [GAME.summary(state, viewer) for viewer in (None, PUBLIC, *range(players))] == before
        GAME.apply(state, action)
        GAME.check_invariants(state)
        assert sum(state.ledger.balances().values()) == 0
        coins = sum(p["cash"] for p in GAME.summary(state)["players"])
        assert coins == -state.ledger["bank"]
