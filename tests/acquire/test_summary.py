"""The JSON view: documented keys exact, hidden holdings, hands, after the end."""

from __future__ import annotations

import json

from companion.games.acquire import GAME

from .helpers import act, buy, line, place, play, position

DOCUMENTED = {"game", "over", "current_player", "winners", "players", "chains", "board", "prompt"}


def test_documented_keys_and_values() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, loose=["5E"], holdings={1: {"tower": 2}}, turn=1)
    view = GAME.summary(state)
    assert DOCUMENTED <= set(view)
    assert view["game"] == "acquire" and view["over"] is False and view["winners"] == []
    assert view["current_player"] == 1
    assert view["prompt"] == {"player": 1, "kind": "place_tile"}
    assert view["players"][1] == {"name": "Ben", "cash": 6000, "shares": {"tower": 2}}
    assert view["players"][0] == {"name": "Ann", "cash": 6000, "shares": {}}
    assert view["chains"] == {"tower": {"size": 3, "price": 300, "available": 23, "safe": False, "name": "Tower"}}
    assert view["board"] == {"1A": "tower", "2A": "tower", "3A": "tower", "5E": None}
    json.dumps(view)


def test_only_active_chains_are_listed_and_current_player_stays_during_a_disposal() -> None:
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={2: {"luxor": 1}})
    act(state, place(0, "4A"))
    view = GAME.summary(state)
    assert view["current_player"] == 0 and view["prompt"]["player"] == 2 and view["prompt"]["kind"] == "dispose"
    act(state, {"type": "dispose", "player": 2, "sell": 1, "trade": 0})
    assert set(GAME.summary(state)["chains"]) == {"tower"}


def test_hidden_holdings_hide_other_players_cash_and_shares_from_a_viewer() -> None:
    state = position(open_holdings=False, holdings={0: {"tower": 1}}, chains={"tower": line("A", 1, 2)})
    view = GAME.summary(state, viewer=0)
    assert view["players"][0]["cash"] == 6000 and view["players"][0]["shares"] == {"tower": 1}
    assert view["players"][1]["cash"] is None and view["players"][1]["shares"] is None
    assert view["chains"]["tower"]["available"] == 24  # unsold shares are always public
    full = GAME.summary(state)
    assert full["players"][1]["cash"] == 6000 and full["players"][1]["shares"] == {}
    opened = position(holdings={0: {"tower": 1}}, chains={"tower": line("A", 1, 2)})
    assert GAME.summary(opened, viewer=0)["players"][1]["cash"] == 6000


def test_hidden_holdings_are_revealed_by_the_final_scoring() -> None:
    state = position(open_holdings=False, chains={"tower": line("A", 1, 11)}, holdings={1: {"tower": 2}})
    play(state, {"type": "declare_end", "player": 0}, place(0, "5E"), buy(0))
    assert GAME.summary(state, viewer=0)["players"][1]["cash"] == 6000 + 7000 + 3500 + 2 * 700


def test_after_the_end_cash_includes_bonuses_and_sales() -> None:
    state = position(chains={"tower": line("A", 1, 11)}, holdings={0: {"tower": 2}})
    play(state, {"type": "declare_end", "player": 0}, place(0, "5E"), buy(0))
    view = GAME.summary(state)
    assert view["over"] is True and view["winners"] == [0] and view["current_player"] is None
    assert view["prompt"] == {"player": None, "kind": "over"}
    assert view["players"][0]["cash"] == 6000 + 7000 + 3500 + 2 * 700
    assert view["players"][0]["shares"] == {}


def test_physical_start_shows_who_enters_a_start_tile() -> None:
    state = GAME.new_game({"players": ["Ann", "Ben"]})
    view = GAME.summary(state)
    assert view["current_player"] == 0 and view["prompt"] == {"player": 0, "kind": "start_tile"}
    assert view["board"] == {} and view["chains"] == {}
