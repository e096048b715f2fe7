"""Founding a chain: any chain not on the board; the founder's free share if one remains."""

from __future__ import annotations

import pytest

from companion.games.acquire import GAME
from companion.games.acquire.errors import ChainOnBoard, UnknownChain

from .helpers import act, found, of_type, place, play, position, snapshot


def test_founder_gets_one_free_share_from_the_pool() -> None:
    state = position(loose=["5E"])
    happened = play(state, place(0, "5F"), found(0, "imperial"))
    founded = of_type(happened, "chain_founded")[0]
    assert founded.chain == "imperial" and founded.tiles == ("5E", "5F") and founded.free_share
    assert state.shares.held[0]["imperial"] == 1 and state.shares.pool["imperial"] == 24
    info = GAME.summary(state)["chains"]["imperial"]
    assert {key: info[key] for key in ("size", "price", "available", "safe", "name")} == {
        "size": 2,
        "price": 400,
        "available": 24,
        "safe": False,
        "name": "Imperial",
    }
    assert GAME.prompt(state).kind == "buy"


def test_founder_gets_nothing_when_every_share_is_held() -> None:
    state = position(loose=["5E"], holdings={1: {"tower": 20}, 2: {"tower": 5}})
    happened = play(state, place(0, "5F"), found(0, "tower"))
    assert not of_type(happened, "chain_founded")[0].free_share
    assert state.shares.held[0]["tower"] == 0 and state.shares.pool["tower"] == 0
    assert "no founder's share" in GAME.describe(state, of_type(happened, "chain_founded")[0])


def test_the_new_chain_takes_every_connected_unincorporated_tile() -> None:
    state = position(loose=["5E", "5D", "6D", "4F"])
    happened = play(state, place(0, "5F"), found(0, "luxor"))
    assert set(of_type(happened, "chain_founded")[0].tiles) == {"5C", "5D", "6D", "5E", "5F", "4F"} - {"5C"}
    assert state.size("luxor") == 5


def test_an_active_or_unknown_chain_cannot_be_founded() -> None:
    state = position(chains={"tower": ["1A", "2A"]}, loose=["5E"])
    act(state, place(0, "5F"))
    before = snapshot(state)
    with pytest.raises(ChainOnBoard) as refused:
        act(state, found(0, "tower"))
    assert "Tower is already on the board" in str(refused.value)
    with pytest.raises(UnknownChain):
        act(state, found(0, "sackson"))
    assert snapshot(state) == before
    assert {a.chain for a in GAME.legal_actions(state) if a.type == "found_chain"} == set(state.name_set.ids) - {
        "tower"
    }


def test_kept_shares_of_a_defunct_chain_count_again_when_it_is_refounded() -> None:
    state = position(loose=["5E"], holdings={1: {"luxor": 3}})
    play(state, place(0, "5F"), found(0, "luxor"))
    assert state.shares.held[1]["luxor"] == 3 and state.shares.pool["luxor"] == 21
    assert state.shares.pool["luxor"] + sum(h["luxor"] for h in state.shares.held) == 25
