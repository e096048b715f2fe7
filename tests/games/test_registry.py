"""Every registered game keeps the whole engine contract, help text included."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource, Game
from companion.games import get, names


@pytest.mark.parametrize("name", names())
def test_each_game_has_a_title_rules_help_and_a_random_game(name: str) -> None:
    game = get(name)
    assert isinstance(game, Game) and game.name == name and game.title
    assert game.rules and all(isinstance(p, str) and p.strip() for p in game.rules)
    config = game.prepare_config(game.random_config(game.min_players, ChanceSource(1)))
    state = game.new_game(config)
    assert game.summary(state)["game"] == name
    assert game.legal_actions(state)


@pytest.mark.parametrize("name", names(include_test=False))
def test_real_games_state_their_rulings_in_the_help(name: str) -> None:
    assert any(paragraph.startswith("Ruling") for paragraph in get(name).rules)


@pytest.mark.parametrize("name", names())
def test_is_over_agrees_with_the_prompt_through_a_whole_game(name: str) -> None:
    game = get(name)
    chance = ChanceSource(7)
    state = game.new_game(game.prepare_config(game.random_config(game.min_players, chance)))
    while True:
        assert game.is_over(state) == game.prompt(state).over
        if game.is_over(state):
            break
        game.apply(state, game.choose_random(state, chance))
