"""``companion simulate --game steam_barons``: 2–6 players, both maps, the invariants after every action."""

from __future__ import annotations

import json

import pytest

from companion.__main__ import main
from companion.core import ChanceSource
from companion.games.steam_barons import GAME
from companion.simulate import play_one, simulate


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_runs_every_player_count(players: int) -> None:
    totals = simulate(GAME, players, 6, seed=players)
    assert totals.games == totals.over == 6


@pytest.mark.parametrize("game_map", ["eastern_us", "northern_england"])
@pytest.mark.parametrize("players", [2, 6])
def test_both_maps_play_exactly_five_turns(game_map: str, players: int) -> None:
    for seed in range(3):
        config = GAME.prepare_config({"players": [f"P{i}" for i in range(players)], "map": game_map, "seed": seed})
        state, played = play_one(GAME, config, ChanceSource(seed))
        replayed = GAME.new_game(config)
        turns = [replayed.turn]
        for action in played:
            GAME.apply(replayed, action)
            if replayed.turn != turns[-1]:
                turns.append(replayed.turn)
        assert state.phase == "over" and state.turn == 5 and turns == [1, 2, 3, 4, 5]


def test_random_games_use_every_part_of_the_game() -> None:
    seen: set[str] = set()
    for seed in range(12):
        config = GAME.prepare_config(GAME.random_config(2 + seed % 5, ChanceSource(seed)))
        state = GAME.new_game(config)
        chance = ChanceSource(seed)
        while not GAME.is_over(state):
            seen |= {event.type for event in GAME.apply(state, GAME.choose_random(state, chance))}
    assert {
        "auction_won",
        "shares_bought",
        "purchase_declined",
        "certificate_taken",
        "shares_issued",
        "tile_built",
        "delivered",
        "delivery_skipped",
        "dividend_paid",
        "ceo_bonus_paid",
        "price_moved",
        "went_bankrupt",
        "company_removed",
        "shares_sold",
        "nobody_bid",
        "game_over",
    } <= seen


def test_the_command_line_simulates_steam_barons(capsys) -> None:
    code = main(["simulate", "--game", "steam_barons", "--players", "5", "--games", "3", "--seed", "2", "--json"])
    out = capsys.readouterr().out
    assert code == 0 and "steam_barons: 3 games of 5 players" in out
    assert json.loads(out.splitlines()[-1])["games"] == 3
