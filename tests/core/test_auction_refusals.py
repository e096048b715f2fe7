"""Every refusal of the English auction has its own stable code, and a refused move changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    AlreadyPassed,
    AuctionClosed,
    AuctionError,
    BidNotWhole,
    BidOverCap,
    BidTooLow,
    EnglishAuction,
    NotBidding,
    NotYourTurnToBid,
    OpeningBidTooLow,
    RuleViolation,
)


def snapshot(auction: EnglishAuction) -> tuple[object, ...]:
    """Everything a move could change, the seats' own bids and the passes in order included."""
    return (
        auction.high_bid,
        auction.high_bidder,
        frozenset(auction.passed),
        auction.to_act,
        auction.done,
        dict(auction.bids),
        tuple(auction.passes),
    )


def refused(auction: EnglishAuction, move: str, seat: int, *args: object) -> AuctionError:
    """Make the move, expect a refusal, and check that the auction did not change."""
    before = snapshot(auction)
    with pytest.raises(AuctionError) as info:
        if move == "bid":
            auction.bid(seat, *args)  # type: ignore[arg-type]
        else:
            auction.pass_(seat)
    assert snapshot(auction) == before
    return info.value


def test_a_closed_auction_refuses_everything() -> None:
    auction = EnglishAuction(order=(0, 1))
    auction.bid(0, 3)
    auction.pass_(1)
    assert refused(auction, "bid", 0, 4).code == "auction_closed"
    assert refused(auction, "pass", 1).code == "auction_closed"
    assert isinstance(refused(auction, "bid", 1, 9), AuctionClosed)


def test_a_seat_outside_the_order_is_not_bidding() -> None:
    auction = EnglishAuction(order=(0, 2))
    error = refused(auction, "bid", 1, 5)
    assert isinstance(error, NotBidding) and error.code == "not_bidding" and error.data["seat"] == 1


def test_a_seat_that_passed_is_told_its_pass_was_final() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    auction.pass_(0)
    auction.bid(1, 2)
    error = refused(auction, "bid", 0, 9)
    assert isinstance(error, AlreadyPassed) and error.code == "already_passed"
    assert refused(auction, "pass", 0).code == "already_passed"


def test_a_bidder_out_of_turn_is_told_whose_turn_it_is() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    error = refused(auction, "bid", 2, 5)
    assert isinstance(error, NotYourTurnToBid) and error.code == "not_your_turn_to_bid"
    assert error.data == {"seat": 2, "expected": 0}
    assert refused(auction, "pass", 1).code == "not_your_turn_to_bid"


@pytest.mark.parametrize("amount", ["5", 5.0, True, None])
def test_a_bid_must_be_a_whole_number(amount: object) -> None:
    error = refused(EnglishAuction(order=(0, 1)), "bid", 0, amount)
    assert isinstance(error, BidNotWhole) and error.code == "bid_not_whole"


def test_the_opening_bid_below_the_minimum() -> None:
    error = refused(EnglishAuction(order=(0, 1), minimum=4), "bid", 0, 3)
    assert isinstance(error, OpeningBidTooLow) and error.code == "opening_bid_too_low"
    assert error.data["minimum"] == 4 and str(error) == "The opening bid must be at least 4."


def test_a_raise_that_does_not_beat_the_high_bid() -> None:
    auction = EnglishAuction(order=(0, 1), increment=2)
    auction.bid(0, 5)
    error = refused(auction, "bid", 1, 6)
    assert isinstance(error, BidTooLow) and error.code == "bid_too_low"
    assert str(error) == "A bid must beat 5: at least 7."


def test_a_bid_over_the_cash_cap() -> None:
    auction = EnglishAuction(order=(0, 1))
    error = refused(auction, "bid", 0, 8, 7)
    assert isinstance(error, BidOverCap) and error.code == "bid_over_cap" and error.data["cap"] == 7
    auction.bid(0, 7, 7)  # a bid of exactly the cap stands
    assert auction.high_bid == 7


def test_the_codes_are_distinct_and_all_auction_errors() -> None:
    classes = (
        AuctionClosed,
        NotBidding,
        AlreadyPassed,
        NotYourTurnToBid,
        BidNotWhole,
        OpeningBidTooLow,
        BidTooLow,
        BidOverCap,
    )
    codes = [cls.code for cls in classes]
    assert len(set(codes)) == len(codes) and AuctionError.code not in codes
    assert all(issubclass(cls, AuctionError) and issubclass(cls, RuleViolation) for cls in classes)


def test_every_code_in_the_kit_is_distinct() -> None:
    """A code names one refusal: no two classes of the kit share one."""
    seen: dict[str, type] = {}

    def walk(cls: type[RuleViolation]) -> None:
        for sub in cls.__subclasses__():
            if sub.__module__ == "companion.core.errors":
                assert sub.code not in seen, f"{sub.__name__} and {seen[sub.code].__name__} share {sub.code!r}"
                seen[sub.code] = sub
            walk(sub)

    walk(RuleViolation)
    assert len(seen) > 20


moves = st.lists(
    st.tuples(
        st.sampled_from(["bid", "pass"]),
        st.integers(0, 4),
        st.integers(-2, 30),
        st.one_of(st.none(), st.integers(0, 30)),
    ),
    max_size=40,
)


@given(moves)
def test_any_move_either_applies_or_is_refused_with_a_known_code_and_no_change(script: list[Any]) -> None:
    """Whatever is tried, a refusal carries one of the auction's codes and leaves the auction as it was."""
    known = {
        "auction_closed",
        "not_bidding",
        "already_passed",
        "not_your_turn_to_bid",
        "bid_not_whole",
        "opening_bid_too_low",
        "bid_too_low",
        "bid_over_cap",
    }
    auction = EnglishAuction(order=(2, 0, 1), minimum=3)
    for move, seat, amount, cap in script:
        before = snapshot(auction)
        try:
            if move == "bid":
                auction.bid(seat, amount, cap)
            else:
                auction.pass_(seat)
        except AuctionError as error:
            assert error.code in known
            assert snapshot(auction) == before
        else:
            assert seat == before[3]  # only the seat to act ever moves
            if move == "bid":
                assert auction.high_bid == amount and (cap is None or amount <= cap)
