"""Hidden money: cash hidden, loans before the auction, an over-bid winner repeats the auction
and plays with open cash from then on."""

from __future__ import annotations

from companion.core import ActionRange
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, Loan, Pass, Place, Roll
from companion.games.bigshot.rules import MAX_BID

from .helpers import apply, finish, refused, started, types


def hidden(**kwargs):
    return started(hidden_money=True, **kwargs)


def test_bids_beyond_hidden_cash_are_accepted_and_the_range_reveals_nothing() -> None:
    state = hidden()
    apply(state, Roll(0, 1))
    bids = [c for c in GAME.legal_actions(state) if isinstance(c, ActionRange)]
    assert bids[0].high == MAX_BID
    assert GAME.prompt(state).data["max_bid"] == MAX_BID
    apply(state, Bid(1, 15))
    refused(state, Bid(2, MAX_BID + 1), "bid_too_high")


def test_an_outbid_over_bid_has_no_consequence() -> None:
    state = hidden()
    happened = apply(state, Loan(2), Roll(0, 1), Bid(1, 15), Bid(2, 16), Pass(3), Pass(0), Pass(1))
    assert "auction_repeated" not in types(happened)
    assert state.phase == "place" and state.winner == 2


def test_an_over_bid_winner_repeats_the_auction_and_shows_their_cash() -> None:
    state = hidden()
    apply(state, Roll(0, 1))
    cubes = state.spaces[1]
    happened = apply(state, Bid(1, 12), Pass(2), Pass(3), Pass(0))
    repeat = happened[-1]
    assert (repeat.type, repeat.player, repeat.amount, repeat.cash) == ("auction_repeated", 1, 12, 10)
    assert state.phase == "bid" and state.spaces[1] == cubes and state.cash(1) == 10
    assert state.auction.high_bid is None and state.auction.order == (1, 2, 3, 0)
    assert GAME.prompt(state).player == 1
    error = refused(state, Bid(1, 11), "bid_too_high")
    assert "Ben has 10M" in str(error)
    assert [c.high for c in GAME.legal_actions(state) if isinstance(c, ActionRange)] == [10]
    apply(state, Bid(1, 10), Pass(2), Pass(3), Pass(0))
    assert state.winner == 1 and state.cash(1) == 0


def test_loans_only_at_the_start_of_the_turn() -> None:
    state = hidden()
    apply(state, Loan(2))
    apply(state, Roll(0, 1))
    assert "before the auction" in str(refused(state, Loan(1), "loan"))


def test_a_viewer_sees_their_own_cash_and_open_cash_only() -> None:
    state = hidden()
    apply(state, Roll(0, 1), Bid(1, 12), Pass(2), Pass(3), Pass(0))
    seen = GAME.summary(state, viewer=0)["players"]
    assert seen[0]["cash"] == 10 and seen[0]["fortune"] is not None
    assert seen[1]["cash"] == 10 and seen[1]["cash_open"]  # shown openly after the over-bid
    assert seen[2]["cash"] is None and seen[2]["fortune"] is None and not seen[2]["cash_open"]
    assert seen[2]["by_color"]["black"]["cash"] is None
    assert seen[2]["debts"] == 0  # debt certificates lie on the table
    assert all(p["cash"] == 10 for p in GAME.summary(state)["players"])  # the referee's view


def test_everything_is_shown_when_the_game_is_over() -> None:
    state = hidden()
    finish(state)
    assert all(p["cash"] is not None for p in GAME.summary(state, viewer=0)["players"])


def test_the_standard_game_refuses_the_over_bid_outright() -> None:
    state = started()
    apply(state, Roll(0, 1))
    refused(state, Bid(1, 12), "bid_too_high")


def test_placement_follows_a_repeated_auction_normally() -> None:
    state = hidden()
    apply(state, Roll(0, 1), Bid(1, 12), Pass(2), Pass(3), Pass(0))
    apply(state, Pass(1), Pass(2), Pass(3))
    assert state.winner == 0 and state.price == 0
    apply(state, Place(0, {"L20": state.in_hand}))
    assert state.turn == 2


def test_the_log_says_an_over_bid_winner_with_no_money_has_none() -> None:
    """ "Ben bid 12M but can pay only 0M" read as if a little were there."""
    from companion.games.bigshot.events import AuctionRepeated

    state = hidden()
    assert GAME.describe(state, AuctionRepeated(1, 12, 0)) == (
        "Ben bid 12M but has no money: the auction is repeated and Ben's money stays open for the rest of the game."
    )
    assert GAME.describe(state, AuctionRepeated(1, 12, 10)).startswith("Ben bid 12M but can pay only 10M:")
