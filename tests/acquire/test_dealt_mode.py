"""Dealt tiles: the companion deals, enforces the hand rules, exchanges dead tiles and draws."""

from __future__ import annotations

import pytest

from companion.games.acquire import GAME
from companion.games.acquire.actions import NoPlayableTile, PlaceTile
from companion.games.acquire.errors import EighthChain, PlayableTileHeld, TileNotInHand

from .helpers import act, buy, line, of_type, place, play, position, snapshot, types

SEVEN = {
    "tower": ["1A", "2A"],
    "luxor": ["4A", "5A"],
    "american": ["9A", "10A"],
    "worldwide": ["1C", "2C"],
    "festival": ["5C", "6C"],
    "imperial": ["9C", "10C"],
    "continental": ["1E", "2E"],
}
SAFE = {"tower": line("B", 1, 12), "imperial": line("D", 1, 12)}  # any C tile between them is dead


def test_only_tiles_in_the_hand_may_be_played_and_the_hand_is_legal_actions() -> None:
    state = position(tiles="dealt", seed=1, hands={0: ["5E", "7G"]})
    before = snapshot(state)
    with pytest.raises(TileNotInHand) as refused:
        act(state, place(0, "6E"))
    assert str(refused.value) == "6E is not in Ann's hand."
    assert snapshot(state) == before
    assert GAME.legal_actions(state) == [PlaceTile(0, "5E"), PlaceTile(0, "7G")]


def test_no_playable_tile_only_when_true() -> None:
    state = position(tiles="dealt", seed=1, chains=SEVEN, loose=["12G"], hands={0: ["12H", "3A"]})
    with pytest.raises(PlayableTileHeld) as refused:
        act(state, {"type": "no_playable_tile", "player": 0})
    assert refused.value.data["tile"] == "3A"
    state = position(tiles="dealt", seed=1, chains=SEVEN, loose=["12G"], hands={0: ["12H", "11G"]})
    assert GAME.legal_actions(state) == [NoPlayableTile(0)]
    with pytest.raises(EighthChain):
        act(state, place(0, "12H"))
    assert types(act(state, {"type": "no_playable_tile", "player": 0})) == ["no_tile_played"]


def test_the_hand_is_drawn_back_to_six_at_the_end_of_the_turn() -> None:
    state = position(tiles="dealt", seed=1, hands={0: ["5E", "7G", "8G", "9G", "10G", "11G"]}, pile=["3I", "4I", "5I"])
    act(state, place(0, "5E"))
    happened = act(state, buy(0))
    assert [(e.player, e.count, e.left) for e in of_type(happened, "tiles_drawn")] == [(0, 1, 2)]
    assert GAME.summary(state)["players"][0]["hand"] == ["7G", "8G", "9G", "10G", "11G", "3I"]


def test_dead_tiles_are_exchanged_once_at_the_end_of_the_turn_replacements_wait() -> None:
    state = position(
        tiles="dealt", seed=1, chains=SAFE, hands={0: ["3C", "4C", "9I"]}, pile=["5C", "11I", "12I", "8I", "7I"]
    )
    act(state, place(0, "9I"))
    happened = act(state, buy(0))
    exchanged = of_type(happened, "dead_tiles_exchanged")[0]
    assert exchanged.tiles == ("3C", "4C")
    assert [e.count for e in of_type(happened, "tiles_drawn")] == [5]
    assert GAME.summary(state)["out_of_game"] == ["3C", "4C"]
    # 5C, drawn as a replacement, is dead too: it waits for the next turn.
    assert "5C" in GAME.summary(state)["players"][0]["hand"]
    GAME.check_invariants(state)


def test_temporarily_unplayable_tiles_are_not_exchanged() -> None:
    state = position(tiles="dealt", seed=1, chains=SEVEN, loose=["12G"], hands={0: ["12H", "7I"]}, pile=["8I"])
    play(state, place(0, "7I"), buy(0))
    assert "12H" in GAME.summary(state)["players"][0]["hand"]
    assert GAME.summary(state)["out_of_game"] == []


def test_when_the_pile_is_empty_play_goes_on_without_drawing() -> None:
    state = position(tiles="dealt", seed=1, hands={0: ["5E", "7G"], 1: ["9I"]}, pile=[])
    happened = play(state, place(0, "5E"), buy(0))
    assert "tiles_drawn" not in types(happened)
    assert GAME.prompt(state).player == 1
    assert GAME.summary(state)["players"][0]["hand"] == ["7G"]


def test_blockage_with_dealt_tiles_nobody_can_play() -> None:
    # Everyone holds only tiles that would found an eighth chain; the end cannot be declared.
    state = position(
        tiles="dealt",
        seed=1,
        chains=SEVEN,
        loose=["12G", "12E"],
        hands={0: ["12H", "9I"], 1: ["11G"], 2: ["12F"]},
        pile=[],
    )
    happened = play(state, place(0, "9I"), buy(0))
    assert "game_blocked" in types(happened) and GAME.prompt(state).over


def test_no_blockage_while_a_dead_tile_can_still_be_exchanged() -> None:
    state = position(tiles="dealt", seed=1, chains=SAFE, hands={0: ["9I"], 1: ["3C"], 2: []}, pile=["10I"])
    happened = play(state, place(0, "9I"), buy(0))
    assert "game_blocked" not in types(happened)


def test_a_hand_is_shown_only_to_its_player() -> None:
    state = position(tiles="dealt", seed=1, hands={0: ["5E"], 1: ["7G"]})
    own = GAME.summary(state, viewer=1)["players"]
    assert own[1]["hand"] == ["7G"] and own[0]["hand"] is None and own[2]["hand"] is None
    assert GAME.summary(state)["players"][0]["hand"] == ["5E"]
