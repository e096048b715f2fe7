"""The engine contract's helpers: choices (ranges and sets), labels, turn checks, log sentences."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import (
    ActionRange,
    ActionSet,
    ChanceSource,
    Game,
    GameOver,
    NotYourTurn,
    Prompt,
    WrongPhase,
    is_legal,
    pick_random,
)
from companion.games import get
from companion.games.tiny import Bid, Guess, Pass, Roll

GAME = get("tiny")


class EvenRolls(ActionSet):
    type = "roll"

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Roll) and action.white in (2, 4, 6)

    def sample(self, chance: ChanceSource) -> Roll:
        return Roll(chance.choice((2, 4, 6)), 1)

    def describe(self) -> str:
        return "an even roll"


def test_a_range_contains_exactly_its_values_and_fixed_fields() -> None:
    bids = ActionRange(Bid, "amount", 2, 4, {"player": 1})
    assert Bid(1, 2) in bids and Bid(1, 4) in bids
    assert Bid(1, 5) not in bids and Bid(0, 3) not in bids and Pass(1) not in bids
    assert list(bids) == [Bid(1, 2), Bid(1, 3), Bid(1, 4)] and len(bids) == 3


def test_is_legal_looks_inside_ranges_and_sets() -> None:
    choices = [Pass(1), ActionRange(Bid, "amount", 1, 3, {"player": 1}), EvenRolls()]
    assert is_legal(Pass(1), choices) and is_legal(Bid(1, 3), choices) and is_legal(Roll(4, 1), choices)
    assert not is_legal(Pass(0), choices) and not is_legal(Bid(1, 4), choices) and not is_legal(Roll(3, 1), choices)


def test_pick_random_draws_only_legal_members() -> None:
    choices = [Pass(1), ActionRange(Bid, "amount", 1, 3, {"player": 1}), EvenRolls()]
    chance = ChanceSource(2)
    picks = [pick_random(choices, chance) for _ in range(300)]
    assert all(is_legal(p, choices) for p in picks)
    assert {type(p) for p in picks} == {Pass, Bid, Roll}


def test_a_game_that_has_no_words_for_a_prompt_refuses_plainly_rather_than_with_its_tags() -> None:
    class Wordless(type(GAME)):  # type: ignore[misc]  # the test game, without its words for each prompt
        waiting_for = {}

    game = Wordless()
    state = game.new_game({"players": ["Ann", "Ben"]})
    with pytest.raises(WrongPhase) as refused:
        game.apply(state, Roll(1, 1))
    assert str(refused.value) == "That cannot be done at this moment of the game."
    assert refused.value.data == {"action": "roll", "kind": "guess"}


def test_labels_name_each_choice() -> None:
    state = GAME.new_game({"players": ["A", "B"]})
    assert GAME.label(state, Guess(0, "odd")) == "guess odd"
    assert GAME.label(state, ActionRange(Bid, "amount", 1, 5, {"player": 1})) == "bid 1..5"
    assert GAME.label(state, EvenRolls()) == "an even roll"


def test_expect_checks_phase_turn_and_end() -> None:
    state = GAME.new_game({"players": ["Ann", "Ben"]})
    for seat in (0, 1):
        GAME.apply(state, Guess(seat, "odd"))
    GAME.apply(state, Roll(1, 1))
    with pytest.raises(NotYourTurn) as caught:
        GAME.apply(state, Pass(0))
    assert str(caught.value) == "It is Ben's turn, not Ann's."
    with pytest.raises(WrongPhase) as refused:
        GAME.apply(state, Guess(0, "odd"))
    assert str(refused.value) == "That cannot be done now: the game is waiting for a bid or a pass."
    state.over = True
    with pytest.raises(GameOver):
        GAME.apply(state, Guess(0, "odd"))


def test_describe_fills_player_names() -> None:
    state = GAME.new_game({"players": ["Ann", "Ben"]})
    events = GAME.apply(state, Guess(0, "odd"))
    assert GAME.describe(state, events[0]) == "Ann has made a secret guess."
    assert GAME.describe(state, events[0], lambda t: "{player_name} a deviné.") == "Ann a deviné."


def test_a_game_without_a_set_up_module_must_write_both_set_up_methods() -> None:
    with pytest.raises(TypeError, match="names no set-up module"):

        class HalfWritten(Game[Any]):
            def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
                return config

    assert type(get("acquire")).setup is not None and type(GAME).setup is None
    assert get("acquire").new_game({"players": ["Ann", "Ben"]}).names == ["Ann", "Ben"]


def test_the_primary_decision_is_the_prompted_seats_else_the_first_main_one() -> None:
    from companion.core.decisions import Actor, Confirm

    def actor(seat: int | None, *, side: bool = False) -> Actor:
        return Actor(seat, Confirm(label=f"seat {seat}"), side=side)

    loan, anna, ben = actor(0, side=True), actor(0), actor(1)
    assert Prompt(player=1, kind="bid", actors=(loan, anna, ben)).primary() is ben
    assert Prompt(player=None, kind="roll", actors=(loan, anna, ben)).primary() is anna
    assert Prompt(player=0, kind="sealed", actors=(loan, ben)).primary() is ben
    assert Prompt(player=0, kind="loan", actors=(loan,)).primary() is None
    assert Prompt(player=None, kind="over").primary() is None
