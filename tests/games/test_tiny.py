"""Tiny Auction, the kit's test game: each of its rules, and random play to the end."""

from __future__ import annotations

import pytest

from companion.core import (
    ActionRange,
    ChanceSource,
    ConfigError,
    GameOver,
    InsufficientFunds,
    InvalidChoice,
    RuleViolation,
    WrongPhase,
)
from companion.games import get, names
from companion.games.tiny import Bid, Guess, Pass, Roll
from companion.simulate import play_one

GAME = get("tiny")


def start(players: int = 3, rounds: int = 2):
    return GAME.new_game({"players": [f"P{i}" for i in range(players)], "rounds": rounds})


def guess_all(state, parities=("odd", "odd", "odd")) -> None:
    for seat in range(len(state.names)):
        GAME.apply(state, Guess(seat, parities[seat]))


def test_it_is_registered_as_a_test_only_game() -> None:
    assert "tiny" in names() and "tiny" not in names(include_test=False)


@pytest.mark.parametrize("config, message", [
    ({"players": ["A"]}, "2 to 4 players"),
    ({"players": ["A", "B", "C", "D", "E"]}, "2 to 4 players"),
    ({"players": "AB"}, "list of names"),
    ({"players": ["A", "B"], "rounds": 0}, "'rounds'"),
    ({"players": ["A", "B"], "colour": "red"}, "Unknown option"),
])
def test_bad_configs_are_refused(config: dict, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        GAME.prepare_config(config)


def test_everyone_starts_with_five_coins() -> None:
    state = start()
    assert [p["cash"] for p in GAME.summary(state)["players"]] == [5, 5, 5]


def test_guesses_are_secret_until_the_roll() -> None:
    state = start()
    GAME.apply(state, Guess(0, "even"))
    assert GAME.summary(state, viewer=-1)["guesses"] == {}
    assert GAME.summary(state, viewer=0)["guesses"] == {"0": "even"}
    assert GAME.summary(state, viewer=1)["guesses"] == {}
    with pytest.raises(InvalidChoice):
        GAME.apply(state, Guess(1, "maybe"))


def test_right_guessers_get_a_coin_from_the_bank() -> None:
    state = start()
    guess_all(state, ("odd", "even", "odd"))
    events = GAME.apply(state, Roll(5))
    assert [e.type for e in events] == ["rolled", "guess_paid", "guess_paid"]
    assert [p["cash"] for p in GAME.summary(state)["players"]] == [6, 5, 6]


def test_the_roll_is_a_chance_prompt_and_checks_the_die() -> None:
    state = start()
    guess_all(state)
    prompt = GAME.prompt(state)
    assert prompt.chance and prompt.player is None and prompt.kind == "roll"
    with pytest.raises(InvalidChoice):
        GAME.apply(state, Roll(7))


def test_bidding_starts_left_of_the_roller_and_the_roller_is_last() -> None:
    state = start()
    guess_all(state)
    GAME.apply(state, Roll(4))
    assert state.auction.order == (1, 2, 0)
    assert GAME.prompt(state).player == 1


def test_no_bid_above_your_cash() -> None:
    state = start()
    guess_all(state, ("even", "even", "even"))
    GAME.apply(state, Roll(4))  # everyone guessed right: 6 coins each
    choices = GAME.legal_actions(state)
    assert ActionRange(Bid, "amount", 1, 6, {"player": 1}) in choices
    with pytest.raises(InsufficientFunds):
        GAME.apply(state, Bid(1, 7))


def test_nobody_bids_so_the_roller_takes_the_lot_free() -> None:
    state = start()
    guess_all(state)
    GAME.apply(state, Roll(6))
    GAME.apply(state, Pass(1))
    events = GAME.apply(state, Pass(2))
    assert events[-1].type == "lot_won" and (events[-1].player, events[-1].price) == (0, 0)
    assert state.points == [6, 0, 0]


def test_the_high_bidder_pays_the_bank_and_the_roller_moves_on() -> None:
    state = start()
    guess_all(state)
    GAME.apply(state, Roll(6))
    GAME.apply(state, Bid(1, 2))
    GAME.apply(state, Pass(2))
    GAME.apply(state, Pass(0))
    assert state.points == [0, 6, 0] and state.ledger["p1"] == 3
    assert state.round == 2 and state.roller == 1


def test_the_game_ends_after_the_last_round_with_shared_wins() -> None:
    state = start(players=2, rounds=1)
    guess_all(state, ("odd", "even"))
    GAME.apply(state, Roll(2))  # seat 1 right: 6 coins; seat 0 has 5
    GAME.apply(state, Bid(1, 1))
    events = GAME.apply(state, Pass(0))
    # Seat 1: 6 - 1 + 2 points = 7; seat 0: 5.
    assert events[-1].type == "game_ended" and events[-1].winners == (1,)
    assert GAME.prompt(state).over
    with pytest.raises(GameOver):
        GAME.apply(state, Guess(0, "odd"))


def test_wrong_phase_names_what_is_awaited() -> None:
    state = start()
    with pytest.raises(WrongPhase, match="waiting for guess"):
        GAME.apply(state, Roll(3))


def test_a_rejected_action_changes_nothing() -> None:
    state = start()
    guess_all(state)
    GAME.apply(state, Roll(6))
    before = GAME.summary(state)
    for bad in (Bid(1, 0), Bid(2, 3), Bid(1, 99), Pass(0), Guess(0, "odd")):
        with pytest.raises(RuleViolation):
            GAME.apply(state, bad)
        assert GAME.summary(state) == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_invariants_intact(players: int) -> None:
    chance = ChanceSource(players)
    for _ in range(30):
        config = GAME.prepare_config(GAME.random_config(players, chance))
        state, actions = play_one(GAME, config, chance)
        assert GAME.prompt(state).over and actions
