"""Set-up: the configuration, 500 each, 300 shares per type in the bank, markers on field 6, the roll-off."""

from __future__ import annotations

import pytest

from companion.core import ConfigError
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Roll, StartRoll

from .helpers import apply, config, new, of_type, refused


def test_the_issue_config_prepares_with_defaults_and_the_board_embedded() -> None:
    prepared = GAME.prepare_config({"players": ["Ann", "Ben", "Cat"], "board": "standin", "target": 35, "seed": 7})
    assert prepared["target"] == 35 and prepared["crisis"] == "per_type"
    assert prepared["frozen_debt_sales"] is False and prepared["round_limit"] is None
    assert prepared["board"]["calibrated"] is False and len(prepared["board"]["squares"]) == 37
    assert GAME.prepare_config(prepared) == prepared


@pytest.mark.parametrize(
    "bad",
    [
        {"players": ["Ann"]},
        {"players": [f"P{i}" for i in range(7)]},
        {"players": "Ann"},
        {"players": ["Ann", "Ben"], "target": 0},
        {"players": ["Ann", "Ben"], "crisis": "half"},
        {"players": ["Ann", "Ben"], "frozen_debt_sales": 1},
        {"players": ["Ann", "Ben"], "round_limit": 0},
        {"players": ["Ann", "Ben"], "speed": 2},
        {"players": ["Ann", "Ben"], "seed": "x"},
    ],
)
def test_bad_configurations_are_refused(bad) -> None:
    with pytest.raises(ConfigError):
        GAME.prepare_config(bad)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everyone_starts_with_500_on_start_and_the_bank_keeps_300_shares_of_each_type(players: int) -> None:
    state = new(players)
    summary = GAME.summary(state)
    assert [p["cash"] for p in summary["players"]] == [500] * players
    assert {p["square"] for p in summary["players"]} == {"start"}
    assert all(
        stock["free"] == 300 and stock["field"] == 6 and stock["value"] == 6 for stock in summary["stocks"].values()
    )
    assert sorted(summary["stocks"]) == ["1", "2", "3", "4", "5", "6"]
    assert summary["forecast"] == 1 and summary["police_next"] == 2
    assert summary["state_companies"] == [] and summary["last_round"] is False


def test_the_highest_throw_starts() -> None:
    state = new(3)
    happened = apply(state, StartRoll(0, 3), StartRoll(1, 5), StartRoll(2, 4))
    assert of_type(happened, "first_player")[0].player == 1
    assert GAME.prompt(state).kind == "roll" and GAME.prompt(state).player == 1


def test_tied_highest_throw_again_among_themselves_only() -> None:
    state = new(4)
    happened = apply(state, StartRoll(0, 6), StartRoll(1, 2), StartRoll(2, 6), StartRoll(3, 6))
    assert of_type(happened, "start_tie")[0].players == (0, 2, 3)
    assert GAME.prompt(state).player == 0 and state.contenders == (0, 2, 3)
    apply(state, StartRoll(0, 4), StartRoll(2, 4))
    refused(state, StartRoll(1, 6), "not_your_turn")  # seat 1 is out of the roll-off
    happened = apply(state, StartRoll(3, 2))
    assert of_type(happened, "start_tie")[0].players == (0, 2)
    happened = apply(state, StartRoll(0, 1), StartRoll(2, 3))
    assert of_type(happened, "first_player")[0].player == 2


def test_roll_off_refusals_change_nothing() -> None:
    state = new(3)
    refused(state, StartRoll(1, 4), "not_your_turn")
    assert str(refused(state, StartRoll(0, 7), "bad_die_value")) == "The die shows 1 to 6, not 7."
    refused(state, StartRoll(5, 2), "bad_seat")
    refused(state, Roll(0, 3, 4), "wrong_phase")


def test_the_roll_off_is_a_chance_die_for_the_contender() -> None:
    state = new(2)
    prompt = GAME.decide(state)
    assert prompt.chance and prompt.player == 0
    actor = prompt.actors[0]
    assert actor.chance and actor.decision.kind == "dice" and [d.field for d in actor.decision.dice] == ["value"]
    assert config(2)["players"] == ["Ann", "Ben"]


def test_a_tie_says_the_tied_players_throw_again_in_italian() -> None:
    """The Italian log once read "pareggiano con 6: si ritira" ("one withdraws") for a tie in the roll-off."""
    from companion.text.i18n import _, set_language

    state = new(3)
    tie = of_type(apply(state, StartRoll(0, 6), StartRoll(1, 6), StartRoll(2, 2)), "start_tie")[0]
    set_language("it")
    try:
        assert GAME.describe(state, tie, _) == "Ann e Ben pareggiano con 6: tirano di nuovo."
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Thrown so far: Player 1 (3), Player 2 (5)"),
        ("it", "Tiri finora: Player 1 (3), Player 2 (5)"),
        ("fr", "Lancers jusqu'ici : Player 1 (3), Player 2 (5)"),
    ],
)
def test_the_roll_offs_note_names_the_throws_so_far_as_such(language: str, said: str) -> None:
    """The throws stood bare after the rule ("…ties throw again. Ann 3"), to be guessed at as a score; beside the
    new game's names, which end on a number, "Player 1 3, Player 2 5" read as numbers of their own."""
    from companion.text.i18n import _, set_language

    state = GAME.new_game(GAME.prepare_config({"players": ["Player 1", "Player 2", "Player 3"], "seed": 7}))
    apply(state, StartRoll(0, 3), StartRoll(1, 5))
    set_language(language)
    try:
        note = GAME.decide(state).actors[0].decision.hint("Ben", _)
    finally:
        set_language("en")
    assert note.endswith(said), note
