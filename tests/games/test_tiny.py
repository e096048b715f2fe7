"""Tiny Auction, the kit's test game: set-up, phases, the end of the game, refusals that change nothing.

The round's parts have their own files: the sealed guess (``test_tiny_guess``),
the throw of the pair of dice (``test_tiny_roll``), the auction
(``test_tiny_auction``); random play and the journal are in ``test_tiny_play``.
"""

from __future__ import annotations

import pytest

from companion.core import PUBLIC, ConfigError, GameOver, RuleViolation, WrongPhase
from companion.games import get, names
from companion.games.tiny import Bid, Guess, Pass, Roll

GAME = get("tiny")


def start(players: int = 3, rounds: int = 2):
    return GAME.new_game({"players": [f"P{i}" for i in range(players)], "rounds": rounds})


def guess_all(state, *parities: str) -> list:
    events = []
    for seat, parity in enumerate(parities):
        events += GAME.apply(state, Guess(seat, parity))
    return events


def test_it_is_registered_as_a_test_only_game() -> None:
    assert "tiny" in names() and "tiny" not in names(include_test=False)


@pytest.mark.parametrize(
    "config, message",
    [
        ({"players": ["A"]}, "2 to 4 players"),
        ({"players": ["A", "B", "C", "D", "E"]}, "2 to 4 players"),
        ({"players": "AB"}, "list of names"),
        ({"players": ["A", ""]}, "has no name"),
        ({"players": ["A", "B"], "rounds": 0}, "'rounds'"),
        ({"players": ["A", "B"], "rounds": 21}, "'rounds'"),
        ({"players": ["A", "B"], "rounds": True}, "'rounds'"),
        ({"players": ["A", "B"], "colour": "red"}, "Unknown option"),
    ],
)
def test_bad_configs_are_refused(config: dict, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        GAME.prepare_config(config)


def test_the_prepared_config_fills_in_three_rounds_and_drops_the_seed() -> None:
    assert GAME.prepare_config({"players": ["A", "B"], "seed": 4}) == {"players": ["A", "B"], "rounds": 3}


def test_everyone_starts_with_five_coins_and_no_points() -> None:
    summary = GAME.summary(start())
    assert [(p["cash"], p["points"]) for p in summary["players"]] == [(5, 0), (5, 0), (5, 0)]
    assert summary["round"] == 1 and not summary["over"]


def test_a_round_is_guess_then_roll_then_bid() -> None:
    state = start()
    assert GAME.prompt(state).kind == "guess"
    guess_all(state, "odd", "odd", "odd")
    assert GAME.prompt(state).kind == "roll"
    GAME.apply(state, Roll(2, 2))
    assert GAME.prompt(state).kind == "bid"


@pytest.mark.parametrize(
    "reach, action, waiting",
    [
        (0, Roll(3, 3), "everyone's guess"),
        (0, Bid(1, 1), "everyone's guess"),
        (0, Pass(1), "everyone's guess"),
        (1, Guess(0, "odd"), "the roll of the dice"),
        (1, Bid(1, 1), "the roll of the dice"),
        (2, Roll(3, 3), "a bid or a pass"),
        (2, Guess(0, "odd"), "a bid or a pass"),
    ],
)
def test_each_phase_refuses_the_other_phases_actions(reach: int, action, waiting: str) -> None:
    state = start()
    if reach >= 1:
        guess_all(state, "odd", "odd", "odd")
    if reach >= 2:
        GAME.apply(state, Roll(3, 3))
    with pytest.raises(WrongPhase, match=f"waiting for {waiting}") as refused:
        GAME.apply(state, action)
    assert refused.value.code == "wrong_phase"


def test_the_game_ends_after_the_last_round_and_the_best_score_wins() -> None:
    state = start(players=2, rounds=1)
    guess_all(state, "odd", "even")
    GAME.apply(state, Roll(1, 1))  # 2 is even: seat 1 gets a coin, 6 coins
    GAME.apply(state, Bid(1, 1))
    events = GAME.apply(state, Pass(0))
    # Seat 1: 6 - 1 coins + 2 points = 7; seat 0: 5.
    assert events[-1].type == "game_ended" and events[-1].winners == (1,)
    assert GAME.prompt(state).over and GAME.is_over(state)
    assert GAME.summary(state)["winners"] == [1]
    assert GAME.legal_actions(state) == [] and GAME.decide(state).actors == ()
    with pytest.raises(GameOver):
        GAME.apply(state, Guess(0, "odd"))


def test_ties_share_the_win() -> None:
    state = start(players=2, rounds=1)
    guess_all(state, "odd", "odd")
    GAME.apply(state, Roll(1, 1))  # nobody right: 5 coins each
    GAME.apply(state, Bid(1, 2))
    events = GAME.apply(state, Pass(0))
    # Seat 1: 3 coins + 2 points = 5; seat 0: 5 coins.
    assert events[-1].winners == (0, 1)


def test_a_later_round_opens_with_a_new_sealed_guess() -> None:
    state = start(rounds=2)
    guess_all(state, "odd", "even", "odd")
    GAME.apply(state, Roll(6, 6))
    GAME.apply(state, Pass(1))
    GAME.apply(state, Pass(2))
    prompt = GAME.decide(state)
    assert prompt.kind == "guess" and prompt.seats == (0, 1, 2)
    assert GAME.summary(state, PUBLIC)["guesses"] == {} and GAME.summary(state)["guessed"] == []


def _at_guess(state) -> list:
    GAME.apply(state, Guess(0, "odd"))
    return [Guess(0, "even"), Guess(0, "odd"), Guess(1, "seven"), Guess(9, "odd"), Roll(3, 3), Bid(1, 1)]


def _at_roll(state) -> list:
    guess_all(state, "odd", "even", "even")
    return [Roll(0, 3), Roll(3, 7), Guess(0, "odd"), Pass(1)]


def _at_bid(state) -> list:
    guess_all(state, "odd", "even", "even")
    GAME.apply(state, Roll(2, 2))
    GAME.apply(state, Bid(1, 2))
    return [Bid(2, 2), Bid(2, 0), Bid(2, 99), Bid(0, 4), Pass(0), Pass(1), Roll(1, 1), Guess(2, "odd")]


@pytest.mark.parametrize("reach", [_at_guess, _at_roll, _at_bid])
def test_a_rejected_action_changes_nothing(reach) -> None:
    state = start()
    bad = reach(state)
    viewers = (None, PUBLIC, 0, 1, 2)
    before = {viewer: GAME.summary(state, viewer) for viewer in viewers}
    legal_before = GAME.legal_actions(state)
    for action in bad:
        with pytest.raises(RuleViolation):
            GAME.apply(state, action)
        assert {viewer: GAME.summary(state, viewer) for viewer in viewers} == before
        assert GAME.legal_actions(state) == legal_before
        GAME.check_invariants(state)
