"""After the bonuses: sell, trade 2-for-1, keep; clockwise from the mergemaker."""

from __future__ import annotations

import pytest

from companion.core import ActionRange, NotYourTurn, is_legal
from companion.games.acquire import GAME
from companion.games.acquire.actions import Dispose
from companion.games.acquire.errors import BadDisposal, OddTrade, TooManyShares, TradePoolEmpty
from companion.text.i18n import translator

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
    assert "Ben sells 3 Luxor shares for $600, trades 4 for 2 Tower shares and keeps 2." == GAME.describe(state, done)


#: Each mix of sell, trade and keep (holding, sold, traded) as the log says it: a whole sentence in each language,
#: its plural following its first count, one share sold or kept said once.
DISPOSALS = {
    (9, 3, 4): (
        "Ben sells 3 Luxor shares for $600, trades 4 for 2 Tower shares and keeps 2.",
        "Ben vende 3 azioni Luxor per $600, ne scambia 4 con 2 azioni Tower e ne conserva 2.",
        "Ben vend 3 actions Luxor pour $600, en échange 4 contre 2 actions Tower et en garde 2.",
    ),
    (5, 1, 4): (
        "Ben sells 1 Luxor share for $200 and trades 4 for 2 Tower shares.",
        "Ben vende 1 azione Luxor per $200 e ne scambia 4 con 2 azioni Tower.",
        "Ben vend 1 action Luxor pour $200 et en échange 4 contre 2 actions Tower.",
    ),
    (4, 2, 0): (
        "Ben sells 2 Luxor shares for $400 and keeps 2.",
        "Ben vende 2 azioni Luxor per $400 e ne conserva 2.",
        "Ben vend 2 actions Luxor pour $400 et en garde 2.",
    ),
    (4, 0, 2): (
        "Ben trades 2 Luxor shares for 1 Tower share and keeps 2.",
        "Ben scambia 2 azioni Luxor con 1 azione Tower e ne conserva 2.",
        "Ben échange 2 actions Luxor contre 1 action Tower et en garde 2.",
    ),
    (4, 4, 0): (
        "Ben sells 4 Luxor shares for $800.",
        "Ben vende 4 azioni Luxor per $800.",
        "Ben vend 4 actions Luxor pour $800.",
    ),
    (1, 1, 0): (
        "Ben sells one Luxor share for $200.",
        "Ben vende un'azione Luxor per $200.",
        "Ben vend une action Luxor pour $200.",
    ),
    (4, 0, 4): (
        "Ben trades 4 Luxor shares for 2 Tower shares.",
        "Ben scambia 4 azioni Luxor con 2 azioni Tower.",
        "Ben échange 4 actions Luxor contre 2 actions Tower.",
    ),
    (4, 0, 0): (
        "Ben keeps 4 Luxor shares.",
        "Ben conserva 4 azioni Luxor.",
        "Ben garde 4 actions Luxor.",
    ),
    (1, 0, 0): (
        "Ben keeps one Luxor share.",
        "Ben conserva un'azione Luxor.",
        "Ben garde une action Luxor.",
    ),
}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("held, sell, trade", sorted(DISPOSALS))
def test_the_log_says_what_a_holder_did_in_a_whole_sentence(held: int, sell: int, trade: int, language: str) -> None:
    """Only what the holder did, never "trades 0 for 0 Tower"; and as one sentence of the language, not clauses
    translated apart and joined ("vende 3 Luxor per $600, scambia 4 Luxor con 2 Tower e conserva 2 Luxor")."""
    state = merger_position({1: {"luxor": held}})
    act(state, place(0, "4A"))
    done = of_type(act(state, dispose(1, sell=sell, trade=trade)), "shares_disposed")[0]
    said = GAME.describe(state, done, translator(language))
    assert said == DISPOSALS[held, sell, trade][["en", "it", "fr"].index(language)]


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
    assert (
        refused.value.message() == "Trading 2 Luxor shares needs 1 Tower share; the bank has none left."
    )  # not "only 0"
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
