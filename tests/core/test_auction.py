"""The English auction: order, minimum bid, raises, final passes, last bidder wins."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import AuctionError, EnglishAuction, left_of


def test_bidding_goes_round_in_the_given_order() -> None:
    auction = EnglishAuction(order=(1, 2, 0))
    assert auction.to_act == 1
    auction.bid(1, 1)
    assert auction.to_act == 2
    auction.pass_(2)
    assert auction.to_act == 0
    auction.bid(0, 2)
    assert auction.to_act == 1  # seat 2 passed and is skipped for good


def test_out_of_turn_bids_are_refused_and_change_nothing() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    with pytest.raises(AuctionError, match="not your turn"):
        auction.bid(1, 5)
    assert auction.high_bid is None and auction.to_act == 0


def test_the_opening_bid_respects_the_minimum() -> None:
    auction = EnglishAuction(order=(0, 1), minimum=5)
    with pytest.raises(AuctionError, match="at least 5"):
        auction.bid(0, 4)
    auction.bid(0, 5)


def test_each_bid_must_beat_the_last() -> None:
    auction = EnglishAuction(order=(0, 1))
    auction.bid(0, 3)
    with pytest.raises(AuctionError, match="beat 3"):
        auction.bid(1, 3)
    auction.bid(1, 4)
    assert (auction.high_bid, auction.high_bidder) == (4, 1)


def test_passing_is_final() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    auction.pass_(0)
    auction.bid(1, 1)
    auction.bid(2, 2)
    assert auction.to_act == 1
    with pytest.raises(AuctionError, match="passing is final"):
        auction.bid(0, 9)


def test_last_bidder_standing_wins_at_their_bid() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    auction.bid(0, 1)
    auction.bid(1, 2)
    auction.pass_(2)
    auction.pass_(0)
    assert auction.done and auction.winner == 1 and auction.price == 2 and auction.to_act is None
    with pytest.raises(AuctionError, match="over"):
        auction.bid(1, 3)


def test_nobody_bid_no_sale() -> None:
    auction = EnglishAuction(order=(0, 1))
    auction.pass_(0)
    assert not auction.done  # the last seat may still open the bidding
    auction.pass_(1)
    assert auction.done and auction.winner is None and auction.price == 0


def test_nobody_bid_the_named_seat_takes_it_free() -> None:
    # Big Shot: bidding starts left of the roller, who speaks last and takes unbid cubes free.
    auction = EnglishAuction(order=left_of(1, 3), nobody_bid_winner=1)
    assert auction.order == (2, 0, 1)
    auction.pass_(2)
    auction.pass_(0)
    assert auction.done and auction.winner == 1 and auction.price == 0


def test_the_free_taker_may_be_outbid_before_it_is_their_turn() -> None:
    auction = EnglishAuction(order=(2, 0, 1), nobody_bid_winner=1)
    auction.pass_(2)
    auction.bid(0, 1)
    assert auction.to_act == 1
    auction.pass_(1)
    assert auction.winner == 0 and auction.price == 1


def test_a_seat_outside_the_auction_is_refused() -> None:
    auction = EnglishAuction(order=(0, 1))
    with pytest.raises(AuctionError, match="not bidding"):
        auction.pass_(3)


def test_bad_orders_are_programming_errors() -> None:
    with pytest.raises(ValueError):
        EnglishAuction(order=())
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 0))
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 1), nobody_bid_winner=2)


def test_copy_is_independent() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    other = auction.copy()
    other.pass_(0)
    assert auction.passed == set() and auction.to_act == 0


@given(
    st.integers(min_value=1, max_value=6),
    st.booleans(),
    st.lists(st.tuples(st.booleans(), st.integers(min_value=0, max_value=4)), max_size=80),
)
def test_auction_invariants_under_any_play(players: int, free: bool, moves: list[tuple[bool, int]]) -> None:
    order = tuple(range(players))
    auction = EnglishAuction(order=order, minimum=2, nobody_bid_winner=order[-1] if free else None)
    last_high = 0
    for wants_bid, raise_by in moves:
        if auction.done:
            break
        seat = auction.to_act
        assert seat is not None and seat not in auction.passed
        if wants_bid:
            amount = auction.min_next_bid + raise_by
            auction.bid(seat, amount)
            assert auction.high_bid == amount > last_high
            last_high = amount
        else:
            auction.pass_(seat)
    # Everyone still in can be made to pass: the auction always ends.
    guard = 0
    while not auction.done:
        auction.pass_(auction.to_act)  # type: ignore[arg-type]
        guard += 1
        assert guard <= players
    if auction.high_bidder is not None:
        assert auction.winner == auction.high_bidder and auction.price == auction.high_bid
        assert auction.high_bidder not in auction.passed
    else:
        assert auction.winner == (order[-1] if free else None) and auction.price == 0
