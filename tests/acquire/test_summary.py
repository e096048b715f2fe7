"""The JSON view: documented keys exact, hidden holdings, hands, after the end."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.acquire import GAME
from companion.games.acquire.insight import final_bonuses, net_worth

from .helpers import act, buy, line, place, play, position
from .test_properties import played

DOCUMENTED = {"game", "over", "current_player", "winners", "players", "chains", "board", "prompt"}


def test_documented_keys_and_values() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, loose=["5E"], holdings={1: {"tower": 2}}, turn=1)
    view = GAME.summary(state)
    assert DOCUMENTED <= set(view)
    assert view["game"] == "acquire" and view["over"] is False and view["winners"] == []
    assert view["current_player"] == 1
    assert view["prompt"] == {"player": 1, "kind": "place_tile"}
    sheet = {"share_value": 600, "bonuses": 4500, "worth": 6000 + 600 + 4500}
    assert view["players"][1] == {"name": "Ben", "cash": 6000, "shares": {"tower": 2}, **sheet}
    assert view["players"][0] == {
        "name": "Ann",
        "cash": 6000,
        "shares": {},
        "share_value": 0,
        "bonuses": 0,
        "worth": 6000,
    }
    awards = [{"seat": 1, "amount": 3000, "kind": "majority"}, {"seat": 1, "amount": 1500, "kind": "minority"}]
    assert view["chains"] == {
        "tower": {
            "size": 3,
            "price": 300,
            "available": 23,
            "safe": False,
            "name": "Tower",
            "majority_bonus": 3000,
            "minority_bonus": 1500,
            "awards": awards,
        }
    }
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


# -- the score sheet's figures ----------------------------------------------------------


def test_bonus_amounts_follow_the_size_and_tier_and_are_public_in_hidden_holdings() -> None:
    state = position(open_holdings=False, chains={"imperial": line("A", 1, 6)}, holdings={1: {"imperial": 3}})
    chain = GAME.summary(state, viewer=0)["chains"]["imperial"]
    assert (chain["price"], chain["majority_bonus"], chain["minority_bonus"]) == (800, 8000, 4000)
    assert chain["awards"] is None  # who would receive them depends on hidden holdings


def test_a_tie_for_most_shares_splits_majority_and_minority_rounded_up() -> None:
    holdings = {0: {"luxor": 2}, 1: {"luxor": 2}, 2: {"luxor": 2}, 3: {"luxor": 1}}
    state = position(players=4, chains={"luxor": line("B", 1, 2)}, holdings=holdings)
    chain = GAME.summary(state)["chains"]["luxor"]
    # (2000 + 1000) / 3 = 1000 each; no minority bonus for the fourth holder
    assert chain["awards"] == [{"seat": seat, "amount": 1000, "kind": "shared"} for seat in (0, 1, 2)]
    assert [p["bonuses"] for p in GAME.summary(state)["players"]] == [1000, 1000, 1000, 0]


def test_a_tie_for_second_splits_the_minority_rounded_up() -> None:
    holdings = {0: {"tower": 5}, 1: {"tower": 2}, 2: {"tower": 2}}
    state = position(chains={"tower": line("B", 1, 3)}, holdings=holdings)
    chain = GAME.summary(state)["chains"]["tower"]
    # minority 1500 / 2 = 750, rounded up to 800
    assert chain["awards"] == [
        {"seat": 0, "amount": 3000, "kind": "majority"},
        {"seat": 1, "amount": 800, "kind": "minority"},
        {"seat": 2, "amount": 800, "kind": "minority"},
    ]


def test_worth_counts_cash_shares_at_todays_price_and_bonuses_but_not_kept_shares_of_defunct_chains() -> None:
    holdings = {0: {"tower": 3, "luxor": 4}, 1: {"tower": 1}}
    state = position(chains={"tower": line("B", 1, 3)}, holdings=holdings)  # luxor is not on the board
    ann = GAME.summary(state)["players"][0]
    assert ann["share_value"] == 3 * 300 and ann["bonuses"] == 3000
    assert ann["worth"] == 6000 + 900 + 3000 == net_worth(state)[0]
    assert ann["shares"]["luxor"] == 4  # still listed: kept, worth nothing until Luxor returns


def test_hidden_holdings_show_a_viewer_their_own_share_value_but_no_worth_or_bonuses() -> None:
    state = position(open_holdings=False, chains={"tower": line("B", 1, 3)}, holdings={0: {"tower": 2}})
    players = GAME.summary(state, viewer=0)["players"]
    assert players[0]["share_value"] == 600
    assert players[0]["bonuses"] is None and players[0]["worth"] is None  # bonuses depend on others' shares
    assert players[1]["share_value"] is None and players[1]["worth"] is None
    assert GAME.summary(state)["players"][0]["worth"] == 6000 + 600 + 4500  # the referee sees everything


@settings(max_examples=30)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), steps=st.integers(0, 300))
def test_worth_matches_the_referees_net_worth_in_any_reachable_position(seed: int, players: int, steps: int) -> None:
    state = played(seed, players, "dealt", steps)
    view = GAME.summary(state)
    if not view["over"]:
        assert [p["worth"] for p in view["players"]] == net_worth(state)
        assert [p["bonuses"] for p in view["players"]] == final_bonuses(state)
