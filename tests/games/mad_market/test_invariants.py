"""The invariants simulate checks after every action catch each law broken: money, shares, prices, owners, police."""

from __future__ import annotations

import pytest

from companion.core import InvariantBroken
from companion.games.mad_market import GAME
from companion.games.mad_market.state import STATE_HELD

from .helpers import land, started


def broken(change) -> str:
    state = started()
    land(state, "free-1")
    GAME.check_invariants(state)
    change(state)
    with pytest.raises(InvariantBroken) as info:
        GAME.check_invariants(state)
    return str(info.value)


def test_money_created_outside_the_ledger_is_caught() -> None:
    assert "money" in broken(lambda s: s.ledger._balances.__setitem__("p0", s.cash(0) + 1))


def test_shares_lost_are_caught() -> None:
    assert broken(lambda s: s.shares.pool.__setitem__("3", 299))


def test_a_price_off_the_track_is_caught() -> None:
    assert "off the track" in broken(lambda s: s.fields.__setitem__("2", s.board.top + 1))


def test_a_police_count_outside_2_to_5_is_caught() -> None:
    assert "police" in broken(lambda s: setattr(s, "police_next", 6))


def test_an_auction_pile_that_is_not_the_states_companies_is_caught() -> None:
    def change(state) -> None:
        state.owners["IT-2"] = STATE_HELD

    assert "pile" in broken(change)


def test_a_player_out_of_the_game_holding_companies_is_caught() -> None:
    def change(state) -> None:
        state.owners["IT-2"] = 1
        state.players[1].out = True

    assert "left the game" in broken(change)


def test_vp_that_do_not_match_the_items_are_caught() -> None:
    assert "VP" in broken(lambda s: setattr(s.players[0], "vp", 3))


def test_phase_data_out_of_its_phase_is_caught() -> None:
    assert "phase" in broken(lambda s: setattr(s, "phase", "fight"))
