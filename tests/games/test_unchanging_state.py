"""Every game's ``unchanging`` fields: what a saved state shares with the live one really never changes.

A saved state (an undo checkpoint, ``copy_state``) keeps the fields a game names in ``Game.unchanging`` as the
very objects the live state holds instead of copying them. That is only right if no rule ever replaces them or
changes them in place: played to the end at every player count, each stays the same object, equal to a deep
copy taken at the start, and a state restored from any moment plays on exactly like the original.
"""

from __future__ import annotations

import copy

import pytest

from companion.core import ChanceSource, Game
from companion.games import get, names


@pytest.mark.parametrize("name", names())
def test_the_unchanging_fields_are_never_replaced_nor_changed(name: str) -> None:
    game = get(name)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            chance = ChanceSource(seed)
            state = game.new_game(game.random_config(players, chance))
            kept = {field: getattr(state, field) for field in game.unchanging}
            as_at_start = copy.deepcopy(kept)
            moves = 0
            while not game.is_over(state) and moves < 2000:
                game.apply(state, game.choose_random(state, chance))
                moves += 1
            for field, value in kept.items():
                assert getattr(state, field) is value, f"{name}: the rules replaced {field}"
                assert value == as_at_start[field], f"{name}: the rules changed {field} in place"


@pytest.mark.parametrize("name", names())
def test_a_saved_state_shares_the_unchanging_fields_and_plays_on_like_the_original(name: str) -> None:
    game = get(name)
    chance = ChanceSource(11)
    state = game.new_game(game.random_config(game.max_players, chance))
    saved = []
    while not game.is_over(state) and len(saved) < 400:
        saved.append((game.save_state(state), game.summary(state), game.legal_actions(state)))
        game.apply(state, game.choose_random(state, chance))
    for kept, summary, legal in saved[:: max(1, len(saved) // 25)]:
        restored = game.load_state(kept)
        again = game.load_state(kept)  # each load a new live state: playing one leaves the saved one as it was
        assert game.summary(restored) == summary and game.legal_actions(restored) == legal
        for field in game.unchanging:
            assert getattr(restored, field) is getattr(state, field)
        if not game.is_over(restored):
            game.apply(restored, game.choose_random(restored, ChanceSource(1)))
            assert game.summary(again) == summary


def test_a_game_naming_a_field_its_state_lacks_is_told_so() -> None:
    class Named(type(get("tiny"))):  # type: ignore[misc]  # the test game's class, read off its instance
        unchanging = ("no_such_field",)

    game: Game = Named()
    state = game.new_game({"players": ["Ann", "Ben"]})
    with pytest.raises(TypeError, match="no_such_field"):
        game.save_state(state)
