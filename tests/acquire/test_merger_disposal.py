"""After the bonuses: sell, trade 2-for-1, keep; clockwise from the mergemaker."""

from __future__ import annotations

import pytest

from companion.core import ActionRange, NotYourTurn, is_legal
from companion.games.acquire import GAME
from companion.games.acquire.actions import Dispose
from companion.games.acquire.errors import BadDisposal, OddTrade, TooManyShares, TradePoolEmpty
from companion.text.i18n import _, set_language

from .helpers import act, buy, dispose, found, line, of_type, place, play, position, snapshot


def merger_position(holdings: dict[int, dict[str, int]], turn: int = 0, players: int = 4):
    """Tower (3) absorbs Luxor (2) when 4A is played; Luxor's price is $200 at size 2."""
    state = position(players, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings=holdings, turn=turn)
    return state


def test_holders_decide_clockwise_starting_with_the_mergemaker() -> None:
    state = merger_position({0: {"luxor": 1}, 1: {"luxor": 2}, 3: {"luxor": 3}}, turn=1)
    act(state, place(1, "4A"))
    order = []
    while GAME.prompt(state).kind == "dispose":
        seat = GAME.prompt(state).player
        order.append(seat)
        act(state, dispose(seat))
    assert order == [1, 3, 0]  # seat 2 holds nothing and is skipped
    assert GAME.prompt(state).kind == "buy" and GAME.prompt(state).player == 1


def test_a_holder_out_of_turn_is_refused() -> None:
    state = merger_position({0: {"luxor": 1}, 1: {"luxor": 2}})
    act(state, place(0, "4A"))
    with pytest.raises(NotYourTurn):
        act(state, dispose(1))


def test_sell_at_pre_merger_price_trade_two_for_one_keep_the_rest() -> None:
    state = merger_position({1: {"luxor": 9}})
    act(state, place(0, "4A"))
    cash = state.cash(1)
    happened = act(state, dispose(1, sell=3, trade=4))
    done = of_type(happened, "shares_disposed")[0]
    assert (done.sell, done.trade, done.keep, done.proceeds, done.received) == (3, 4, 2, 600, 2)
    assert state.cash(1) == cash + 600
    assert state.shares.held[1] == {**dict.fromkeys(state.name_set.ids, 0), "luxor": 2, "tower": 2}
    assert state.shares.pool["luxor"] == 23 and state.shares.pool["tower"] == 23
    assert "Ben sells 3 Luxor for $600, trades 4 Luxor for 2 Tower and keeps 2 Luxor." == GAME.describe(state, done)


@pytest.mark.parametrize(
    "sell, trade, said",
    [
        (0, 0, "Ben keeps 4 Luxor."),
        (0, 4, "Ben trades 4 Luxor for 2 Tower."),
        (4, 0, "Ben sells 4 Luxor for $800."),
        (2, 0, "Ben sells 2 Luxor for $400 and keeps 2 Luxor."),
    ],
)
def test_the_log_says_only_what_a_holder_did_with_the_shares(sell: int, trade: int, said: str) -> None:
    state = merger_position({1: {"luxor": 4}})
    act(state, place(0, "4A"))
    done = of_type(act(state, dispose(1, sell=sell, trade=trade)), "shares_disposed")[0]
    assert GAME.describe(state, done) == said


def test_the_disposal_line_reads_in_the_players_language() -> None:
    state = merger_position({1: {"luxor": 4}})
    act(state, place(0, "4A"))
    done = of_type(act(state, dispose(1, trade=2)), "shares_disposed")[0]
    said = {}
    for language in ("it", "fr"):
        set_language(language)
        try:
            said[language] = GAME.describe(state, done, _)
        finally:
            set_language("en")
    assert said == {
        "it": "Ben scambia 2 Luxor con 1 Tower e conserva 2 Luxor.",
        "fr": "Ben échange 2 Luxor contre 1 Tower et garde 2 Luxor.",
    }


def test_kept_shares_of_a_defunct_chain_are_worthless_at_the_end_unless_refounded() -> None:
    state = merger_position({1: {"luxor": 2}})
    play(state, place(0, "4A"), dispose(1), buy(0))
    assert GAME.summary(state)["players"][1]["shares"] == {"luxor": 2}
    assert "luxor" not in GAME.summary(state)["chains"]


def test_trade_is_limited_by_the_survivor_shares_left_earlier_players_first() -> None:
    state = merger_position({0: {"luxor": 4, "tower": 12}, 1: {"luxor": 4, "tower": 12}})
    assert state.shares.pool["tower"] == 1
    act(state, place(0, "4A"))
    assert GAME.legal_actions(state) == [
        ActionRange(Dispose, "sell", 0, 4, {"player": 0, "trade": 0}),
        ActionRange(Dispose, "sell", 0, 2, {"player": 0, "trade": 2}),
    ]
    act(state, dispose(0, trade=2))
    before = snapshot(state)
    with pytest.raises(TradePoolEmpty) as refused:
        act(state, dispose(1, trade=2))
    assert refused.value.data["available"] == 0
    assert snapshot(state) == before
    assert not is_legal(Dispose(1, 0, 2), GAME.legal_actions(state))
    act(state, dispose(1, sell=4))


@pytest.mark.parametrize(
    "sell, trade, error",
    [
        (0, 3, OddTrade),
        (4, 2, TooManyShares),
        (-1, 0, BadDisposal),
        (0, -2, BadDisposal),
        (6, 0, TooManyShares),
    ],
)
def test_impossible_disposals_are_refused_and_change_nothing(sell: int, trade: int, error: type) -> None:
    state = merger_position({0: {"luxor": 5}})
    act(state, place(0, "4A"))
    before = snapshot(state)
    with pytest.raises(error):
        act(state, dispose(0, sell=sell, trade=trade))
    assert snapshot(state) == before


def test_survivor_takes_the_defunct_tiles_the_merging_tile_and_connected_loose_tiles() -> None:
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, loose=["4B", "4C"])
    happened = act(state, place(0, "4A"))
    absorbed = of_type(happened, "chain_absorbed")[0]
    assert (absorbed.defunct, absorbed.survivor, absorbed.tiles) == ("luxor", "tower", ("5A", "6A"))
    grew = of_type(happened, "chain_grew")[-1]
    assert grew.chain == "tower" and set(grew.tiles) == {"4A", "4B", "4C"}
    board = GAME.summary(state)["board"]
    assert all(board[t] == "tower" for t in line("A", 1, 6) + ["4B", "4C"])


def test_the_defunct_marker_is_free_again_and_its_shares_back_in_the_pool() -> None:
    state = merger_position({1: {"luxor": 6}})
    play(state, place(0, "4A"), dispose(1, sell=2, trade=2), buy(0))
    assert state.shares.pool["luxor"] == 19 + 4
    act(state, place(1, "9E"))
    act(state, buy(1))
    act(state, place(2, "9F"))
    happened = act(state, found(2, "luxor"))
    assert of_type(happened, "chain_founded")[0].chain == "luxor"
    assert state.shares.held[1]["luxor"] == 2


def test_the_mergemaker_buys_after_the_merger() -> None:
    state = merger_position({1: {"luxor": 2}})
    play(state, place(0, "4A"), dispose(1, sell=2))
    happened = act(state, buy(0, tower=3))
    # Tower is now 6 tiles: $600 a share.
    assert of_type(happened, "shares_bought")[0].cost == 1800
