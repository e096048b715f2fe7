"""Set-up and first player; configuration; components (7 chains, 25 shares, $6,000)."""

from __future__ import annotations

import pytest

from companion.core import ConfigError, NotYourTurn, WrongPhase
from companion.games.acquire import GAME
from companion.games.acquire.board import TILE_NAMES
from companion.games.acquire.chains import NAME_SETS
from companion.games.acquire.errors import TileTaken, UnknownTile

from .helpers import NAMES, act, dealt, of_type, physical, play, snapshot, types


def start(seat: int, tile: str) -> dict:
    return {"type": "start_tile", "player": seat, "tile": tile}


def test_defaults_are_classic_names_physical_tiles_open_holdings() -> None:
    config = GAME.prepare_config({"players": ["Ann", "Ben"]})
    assert config == {"players": ["Ann", "Ben"], "names": "classic", "tiles": "physical", "open_holdings": True}
    assert GAME.prepare_config(config) == config


@pytest.mark.parametrize(
    "bad",
    [
        {"players": ["Ann"]},
        {"players": NAMES + ["Gus"]},
        {"players": ["Ann", ""]},
        {"players": ["Ann", "Ben"], "names": "hotels"},
        {"players": ["Ann", "Ben"], "tiles": "virtual"},
        {"players": ["Ann", "Ben"], "colour": "red"},
        {"players": ["Ann", "Ben"], "tiles": "dealt"},
        {"players": ["Ann", "Ben"], "tile_bag": ["1A"]},
        {"players": ["Ann", "Ben"], "tiles": "dealt", "tile_bag": ["1A", "1A"] + list(TILE_NAMES[2:])},
        {"players": ["Ann", "Ben"], "tiles": "dealt", "tile_bag": ["13A"] + list(TILE_NAMES[1:])},
        {"players": ["Ann", "Ben"], "tiles": "dealt", "tile_bag": list(TILE_NAMES[:13])},
        {"players": ["Ann", "Ben"], "open_holdings": "yes"},
    ],
)
def test_bad_configurations_are_refused(bad: dict) -> None:
    with pytest.raises(ConfigError):
        GAME.prepare_config(bad)


def test_dealt_bag_is_shuffled_from_the_seed_and_written_into_the_config() -> None:
    one = GAME.prepare_config({"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 7})
    again = GAME.prepare_config({"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 7})
    other = GAME.prepare_config({"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 8})
    assert sorted(one["tile_bag"]) == sorted(TILE_NAMES)
    assert one["tile_bag"] == again["tile_bag"] != other["tile_bag"]
    assert GAME.prepare_config(one) == one


def test_everyone_starts_with_6000_and_every_chain_has_25_shares_in_the_pool() -> None:
    state = physical(5)
    assert [state.cash(seat) for seat in range(5)] == [6000] * 5
    assert state.shares.pool == dict.fromkeys(NAME_SETS["classic"].ids, 25)
    state.ledger.check()


def test_name_sets_and_tiers_come_from_the_data_file() -> None:
    classic, modern = NAME_SETS["classic"], NAME_SETS["1999"]
    assert classic.ids == ("tower", "luxor", "american", "worldwide", "festival", "imperial", "continental")
    assert modern.ids == ("sackson", "zeta", "hydra", "fusion", "america", "phoenix", "quantum")
    assert [classic.tier[c] for c in classic.ids] == [1, 1, 2, 2, 2, 3, 3]
    assert [modern.tier[c] for c in modern.ids] == [1, 1, 2, 2, 2, 3, 3]
    assert physical(2, names="1999").shares.pool.keys() == set(modern.ids)


def test_closest_tile_to_1a_starts_row_letter_first() -> None:
    state = physical(3)
    happened = play(state, start(0, "1B"), start(1, "9A"), start(2, "12I"))
    assert types(happened) == ["start_tile_placed"] * 3 + ["first_player"]
    assert of_type(happened, "first_player")[0].player == 1
    assert GAME.prompt(state).player == 1 and GAME.prompt(state).kind == "place_tile"


def test_play_goes_on_clockwise_from_the_first_player() -> None:
    state = physical(3)
    play(state, start(0, "1I"), start(1, "12I"), start(2, "3A"))
    assert GAME.prompt(state).player == 2
    play(state, {"type": "place_tile", "player": 2, "tile": "6F"}, {"type": "buy", "player": 2, "shares": {}})
    assert GAME.prompt(state).player == 0


def test_start_tiles_stay_unincorporated_even_when_adjacent_and_found_a_chain_later() -> None:
    state = physical(2)
    play(state, start(0, "5C"), start(1, "5D"))
    assert GAME.summary(state)["board"] == {"5C": None, "5D": None}
    first = GAME.prompt(state).player
    happened = play(
        state,
        {"type": "place_tile", "player": first, "tile": "5E"},
        {"type": "found_chain", "player": first, "chain": "luxor"},
    )
    assert of_type(happened, "chain_founded")[0].tiles == ("5C", "5D", "5E")


def test_start_tiles_are_entered_in_seat_order_on_free_squares() -> None:
    state = physical(3)
    act(state, start(0, "5C"))
    before = snapshot(state)
    with pytest.raises(NotYourTurn):
        act(state, start(2, "6C"))
    with pytest.raises(TileTaken):
        act(state, start(1, "5C"))
    with pytest.raises(UnknownTile):
        act(state, start(1, "0Z"))
    with pytest.raises(WrongPhase):
        act(state, {"type": "place_tile", "player": 1, "tile": "6C"})
    assert snapshot(state) == before


def test_dealt_mode_draws_start_tiles_and_hands_from_the_bag() -> None:
    bag = ["3C", "1B", "9A", "2I"] + [f"{c}E" for c in range(1, 13)] + [f"{c}G" for c in range(1, 7)]
    state = dealt(3, bag)
    assert state.start_tiles == tuple(TILE_NAMES.index(t) for t in ("3C", "1B", "9A"))
    assert GAME.summary(state)["board"] == {"9A": None, "1B": None, "3C": None}
    assert GAME.prompt(state).player == 2  # 9A is closest to 1A
    assert GAME.summary(state)["players"][0]["hand"] == ["1E", "2E", "3E", "4E", "5E", "2I"]
    assert [len(hand) for hand in state.hands] == [6, 6, 6]
    assert state.draw_pile == 108 - 3 - 18
    with pytest.raises(WrongPhase):
        act(state, start(0, "7H"))
