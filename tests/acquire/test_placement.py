"""Playing a tile: lonely, grow, found, merge; temporarily unplayable and dead tiles."""

from __future__ import annotations

import pytest

from companion.core import POOL, RuleViolation, is_legal
from companion.games.acquire import GAME
from companion.games.acquire.actions import PlaceTile
from companion.games.acquire.errors import DeadTile, EighthChain, TileTaken, UnknownTile

from .helpers import act, buy, dispose, line, of_type, place, play, position, snapshot, types

SEVEN = {  # seven chains of two, far enough apart not to touch
    "tower": ["1A", "2A"],
    "luxor": ["4A", "5A"],
    "american": ["9A", "10A"],
    "worldwide": ["1C", "2C"],
    "festival": ["5C", "6C"],
    "imperial": ["9C", "10C"],
    "continental": ["1E", "2E"],
}


def test_lonely_tile_just_sits_there() -> None:
    state = position(chains={"tower": ["1A", "2A"]}, loose=["5E"])
    happened = act(state, place(0, "9G"))
    assert types(happened) == ["tile_placed"]
    assert GAME.summary(state)["board"]["9G"] is None
    assert GAME.prompt(state).kind == "buy"


def test_diagonal_tiles_are_not_neighbours() -> None:
    state = position(loose=["5E"])
    act(state, place(0, "6F"))
    assert GAME.prompt(state).kind == "buy" and not state.chains


def test_grow_takes_the_tile_and_every_connected_unincorporated_tile() -> None:
    state = position(chains={"tower": ["1A", "2A"]}, loose=["4A", "4B", "4C"])
    happened = act(state, place(0, "3A"))
    grew = of_type(happened, "chain_grew")[0]
    assert grew.chain == "tower" and set(grew.tiles) == {"3A", "4A", "4B", "4C"} and grew.size == 6
    assert GAME.summary(state)["chains"]["tower"]["size"] == 6
    assert GAME.prompt(state).kind == "buy"


def test_a_tile_next_to_unincorporated_tiles_asks_which_chain_to_found() -> None:
    state = position(chains={"tower": ["1A", "2A"]}, loose=["7G"])
    act(state, place(0, "7F"))
    prompt = GAME.prompt(state)
    assert prompt.kind == "found_chain" and prompt.player == 0
    assert prompt.data["available"] == ["luxor", "american", "worldwide", "festival", "imperial", "continental"]


def test_a_tile_touching_two_chains_starts_a_merger() -> None:
    state = position(chains={"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A"]})
    happened = act(state, place(0, "4A"))
    assert "merger" in types(happened)


def test_tile_that_would_found_an_eighth_chain_is_temporarily_unplayable() -> None:
    state = position(chains=SEVEN, loose=["12G"])
    before = snapshot(state)
    with pytest.raises(EighthChain) as refused:
        act(state, place(0, "12H"))
    assert refused.value.code == "eighth_chain"
    assert snapshot(state) == before
    assert not is_legal(PlaceTile(0, "12H"), GAME.legal_actions(state))
    # A merger frees a chain: the same tile becomes playable again.
    state.shares.move("luxor", 2, POOL, 1)
    play(state, place(0, "3A"), {"type": "choose_survivor", "player": 0, "chain": "tower"}, dispose(1, sell=2), buy(0))
    assert "luxor" not in state.chains and state.size("tower") == 5
    assert is_legal(PlaceTile(1, "12H"), GAME.legal_actions(state))
    act(state, place(1, "12H"))
    assert GAME.prompt(state).kind == "found_chain"


def test_tile_merging_two_safe_chains_is_dead_with_a_readable_reason() -> None:
    imperial = line("D", 1, 12) + line("E", 1, 3)
    state = position(chains={"tower": line("B", 1, 12), "imperial": imperial})
    # 5C touches 5B (Tower) and 5D (Imperial), both safe.
    before = snapshot(state)
    with pytest.raises(DeadTile) as refused:
        act(state, place(0, "5C"))
    assert str(refused.value) == "5C would merge two safe chains (Tower 12, Imperial 15): it can never be played."
    assert refused.value.code == "dead_tile"
    assert refused.value.data["chains"] == ["tower", "imperial"] and refused.value.data["sizes"] == [12, 15]
    assert snapshot(state) == before
    assert not is_legal(PlaceTile(0, "5C"), GAME.legal_actions(state))


def test_dead_whatever_else_it_touches() -> None:
    tower = line("A", 1, 12) + ["6B", "6C", "6D"]
    imperial = line("I", 1, 12) + ["6F", "6G", "6H"]
    state = position(chains={"tower": tower, "imperial": imperial, "luxor": ["4E", "5E"]})
    with pytest.raises(DeadTile):
        act(state, place(0, "6E"))  # touches Tower and Imperial (both safe) and Luxor


def test_one_safe_chain_and_smaller_ones_is_playable_and_the_safe_chain_survives() -> None:
    state = position(chains={"tower": line("A", 1, 11), "luxor": ["1C", "2C"]}, holdings={1: {"luxor": 1}})
    happened = play(state, place(0, "1B"), dispose(1, sell=1))
    assert of_type(happened, "merger")[0].survivor == "tower"
    assert "luxor" not in state.chains and state.size("tower") == 14


def test_occupied_and_unknown_squares_are_refused() -> None:
    state = position(chains={"tower": ["1A", "2A"]})
    with pytest.raises(TileTaken):
        act(state, place(0, "1A"))
    with pytest.raises(UnknownTile):
        act(state, place(0, "13A"))
    with pytest.raises(UnknownTile):
        act(state, place(0, "5c"))


def test_no_playable_tile_skips_the_tile_step_but_the_player_still_buys() -> None:
    state = position(chains={"tower": ["1A", "2A"]})
    happened = act(state, {"type": "no_playable_tile", "player": 0})
    assert types(happened) == ["no_tile_played"]
    assert GAME.prompt(state).kind == "buy"
    happened = act(state, buy(0, tower=2))
    assert of_type(happened, "shares_bought")[0].cost == 400


def test_a_player_without_cash_still_plays_tiles() -> None:
    state = position(chains={"tower": ["1A", "2A"]}, cash={0: 0})
    act(state, place(0, "3A"))
    assert state.size("tower") == 3
    assert [a for a in GAME.legal_actions(state) if a.type == "buy"] == [GAME.actions.decode(buy(0))]


def test_physical_legal_tiles_are_every_playable_free_square() -> None:
    state = position(chains=SEVEN, loose=["12G"])
    tiles = {a.tile for a in GAME.legal_actions(state) if isinstance(a, PlaceTile)}
    assert "12H" not in tiles and "12F" not in tiles and "11G" not in tiles  # 8th chain
    assert "3A" in tiles and "12A" in tiles and "1A" not in tiles and "12H" not in tiles
    assert len(tiles) == 108 - 15 - 3


def test_a_rejected_tile_is_reported_as_a_rule_violation() -> None:
    state = position()
    with pytest.raises(RuleViolation):
        act(state, place(1, "5E"))
