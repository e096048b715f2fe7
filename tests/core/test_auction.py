"""The English auction: order, minimum bid, raises, final passes, last bidder wins; each seat's own bid, the
passes in order, and the game's rule for a lot nobody bid on."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    NO_SALE,
    AuctionError,
    EnglishAuction,
    ImpossiblePosition,
    NoSale,
    TakesFree,
    left_of,
    read_bids,
    written_bids,
)


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
    auction = EnglishAuction(order=(0, 1), nobody_bid=NoSale())
    auction.pass_(0)
    assert not auction.done  # the last seat may still open the bidding
    auction.pass_(1)
    assert auction.done and auction.winner is None and auction.price == 0


def test_no_sale_is_the_rule_a_game_need_not_name() -> None:
    auction = EnglishAuction(order=(0, 1))
    assert auction.nobody_bid == NO_SALE == NoSale()
    auction.pass_(0)
    auction.pass_(1)
    assert auction.winner is None


def test_nobody_bid_the_named_seat_takes_it_free() -> None:
    # Big Shot: bidding starts left of the roller, who speaks last and takes unbid cubes free.
    auction = EnglishAuction(order=left_of(1, 3), nobody_bid=TakesFree(1))
    assert auction.order == (2, 0, 1)
    auction.pass_(2)
    auction.pass_(0)
    # Seat 1 is never asked: with only the free taker left, bidding could only cost it.
    assert auction.done and auction.to_act is None and auction.winner == 1 and auction.price == 0
    assert auction.passes == [2, 0] and auction.committed(1) is None


def test_the_free_taker_speaking_first_may_pass_and_still_takes_an_unbid_lot() -> None:
    auction = EnglishAuction(order=(1, 2, 0), nobody_bid=TakesFree(1))
    auction.pass_(1)  # declining to bid is not declining the lot
    auction.pass_(2)
    assert not auction.done and auction.to_act == 0  # no early end: the seat left is not the taker
    auction.pass_(0)
    assert auction.done and auction.winner == 1 and auction.price == 0


def test_the_early_end_waits_while_two_seats_are_in() -> None:
    auction = EnglishAuction(order=(0, 1, 2), nobody_bid=TakesFree(2))
    auction.pass_(0)
    assert not auction.done and auction.to_act == 1


def test_the_free_taker_may_be_outbid_before_it_is_their_turn() -> None:
    auction = EnglishAuction(order=(2, 0, 1), nobody_bid=TakesFree(1))
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
        EnglishAuction(order=(0, 1), nobody_bid=TakesFree(2))
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 1), passes=[0, 0])
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 1), passes=[2])
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 1), high_bid=3, high_bidder=0, bids={0: 2})
    with pytest.raises(ValueError):
        EnglishAuction(order=(0, 1), high_bid=3, high_bidder=0, bids={5: 1})


def test_copy_is_independent() -> None:
    auction = EnglishAuction(order=(0, 1, 2), nobody_bid=TakesFree(2))
    auction.bid(0, 2)
    other = auction.copy()
    assert other == auction and other.fingerprint() == auction.fingerprint()
    other.bid(1, 3)
    other.pass_(2)
    assert auction.passed == set() and auction.passes == [] and auction.to_act == 1
    assert auction.bids == {0: 2} and auction.high_bid == 2
    assert other.bids == {0: 2, 1: 3} and other.passes == [2] and other.to_act == 0
    assert other != auction and other.fingerprint() != auction.fingerprint()


@pytest.mark.parametrize(
    ("order", "minimum", "increment", "rule"),
    [
        ((0, 1, 2, 3), 1, 1, NO_SALE),
        ((2, 3, 0, 1), 7, 5, NO_SALE),
        ((1, 2, 0), 2, 1, TakesFree(0)),
        ((1, 2), 1, 1, TakesFree(2)),
        ((3,), 4, 1, NO_SALE),
        ((3,), 1, 1, TakesFree(3)),
    ],
)
def test_an_auction_opened_by_an_engine_is_the_one_the_constructor_makes(
    order: tuple[int, ...], minimum: int, increment: int, rule: NoSale | TakesFree
) -> None:
    opened = EnglishAuction.opened(order, minimum, increment, rule)
    made = EnglishAuction(order, minimum, increment, rule)
    slots = ("passed", "_left", "_turn", "done", "to_act", "min_next_bid", "passes", "bids", "high_bid")
    assert opened == made and opened.fingerprint() == made.fingerprint()
    assert [getattr(opened, name) for name in slots] == [getattr(made, name) for name in slots]
    while not made.done:  # both go on alike: the first seat bids, then everybody passes
        seat = made.to_act
        assert seat is not None and opened.to_act == seat
        for each in (opened, made):
            if each.high_bid is None:
                each.bid(seat, each.min_next_bid)
            else:
                each.pass_(seat)
    assert opened == made and opened.done and opened.winner == made.winner


def test_a_copy_goes_on_exactly_as_the_original() -> None:
    auction = EnglishAuction(order=(1, 2, 0), minimum=2, nobody_bid=TakesFree(0))
    auction.pass_(1)
    other = auction.copy()
    for each in (auction, other):
        each.pass_(2)
    assert other == auction and other.done and other.winner == 0


def test_each_seat_keeps_its_own_latest_bid_through_raises_and_passes() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    assert auction.bids == {} and auction.committed(0) is None
    auction.bid(0, 1)
    auction.bid(1, 3)
    auction.bid(2, 4)
    auction.bid(0, 6)  # seat 0 raises its own bid
    assert auction.bids == {0: 6, 1: 3, 2: 4}
    auction.pass_(1)  # passing keeps what seat 1 had bid
    auction.bid(2, 7)
    assert auction.bids == {0: 6, 1: 3, 2: 7}
    assert [auction.committed(seat) for seat in (0, 1, 2)] == [6, 3, 7]
    auction.pass_(0)
    assert auction.done and auction.winner == 2 and auction.price == 7 and auction.committed(0) == 6


def test_the_passes_are_recorded_in_order_with_what_each_passer_had_bid() -> None:
    auction = EnglishAuction(order=(0, 1, 2, 3))
    auction.bid(0, 2)
    auction.pass_(1)  # passes without a bid
    auction.bid(2, 3)
    auction.bid(3, 5)
    auction.pass_(0)
    assert auction.passes_with_bids() == [(1, None), (0, 2)]
    auction.pass_(2)
    assert auction.passes == [1, 0, 2] and auction.passed == {0, 1, 2}
    assert auction.passes_with_bids() == [(1, None), (0, 2), (2, 3)]
    assert auction.winner == 3 and auction.committed(3) == 5


def test_a_standing_bid_given_at_the_start_is_its_bidder_s_own() -> None:
    auction = EnglishAuction(order=(0, 1, 2), high_bid=4, high_bidder=1, passes=[2, 0], _turn=1)
    assert auction.bids == {1: 4} and auction.passed == {0, 2} and auction.done and auction.winner == 1
    earlier = EnglishAuction(order=(0, 1, 2), high_bid=4, high_bidder=1, bids={0: 2, 1: 4}, _turn=2)
    assert earlier.committed(0) == 2 and earlier.to_act == 2


def test_to_json_shows_the_bids_by_seat_and_the_passes_in_order() -> None:
    auction = EnglishAuction(order=(2, 0, 1), minimum=2)
    auction.bid(2, 2)
    auction.bid(0, 3)
    auction.pass_(1)
    assert auction.to_json() == {
        "order": [2, 0, 1],
        "high_bid": 3,
        "high_bidder": 0,
        "passed": [1],
        "to_act": 2,
        "min_next_bid": 4,
        "bids": {"2": 2, "0": 3},  # in speaking order, seats as JSON object keys
        "pass_order": [1],
    }
    auction.pass_(2)
    shown = auction.to_json()
    assert shown["passed"] == [1, 2] and shown["pass_order"] == [1, 2] and shown["to_act"] is None


def test_fingerprints_tell_apart_auctions_that_differ_only_in_a_losing_bid_or_the_order_of_passes() -> None:
    def losing(bid: int) -> EnglishAuction:
        return EnglishAuction(order=(0, 1, 2), high_bid=5, high_bidder=2, bids={0: bid, 2: 5}, _turn=0)

    assert losing(3).fingerprint() == losing(3).fingerprint()
    assert losing(3).fingerprint() != losing(4).fingerprint()
    one = EnglishAuction(order=(0, 1, 2), passes=[0, 1])
    other = EnglishAuction(order=(0, 1, 2), passes=[1, 0])
    assert one.fingerprint() != other.fingerprint()
    free = EnglishAuction(order=(0, 1), nobody_bid=TakesFree(1))
    assert EnglishAuction(order=(0, 1)).fingerprint() != free.fingerprint()


@dataclass(frozen=True, slots=True)
class LastInTakesIt:
    """For Sale's rule, a game's own: the last bidder left takes the lot, at its bid, even if nobody bid."""

    def taker(self, auction: EnglishAuction) -> int | None:
        active = auction.active
        return active[0] if len(active) == 1 else None


def for_sale_round(cards: list[int], coins: dict[int, int], script: list[tuple[int, int | None]]) -> dict[int, int]:
    """One For Sale round settled with the kit alone: each passer takes the lowest card left and pays half of its
    own bid, rounded down (gets the rest back); the last one in takes the highest card and pays its whole bid.
    ``script`` is (seat, bid) moves, bid None for a pass. Returns the card each seat took; ``coins`` is paid."""
    auction = EnglishAuction(order=tuple(coins), minimum=1, nobody_bid=LastInTakesIt())
    left = sorted(cards)
    taken: dict[int, int] = {}
    for seat, amount in script:
        if amount is None:
            auction.pass_(seat)
            passer, bid = auction.passes_with_bids()[-1]
            assert passer == seat and bid == auction.committed(seat)
            coins[seat] -= (bid or 0) - (bid or 0) // 2
            taken[seat] = left.pop(0)
        else:
            auction.bid(seat, amount, cap=coins[seat])
    assert auction.done
    winner = auction.winner
    assert winner is not None and winner not in taken
    coins[winner] -= auction.committed(winner) or 0
    assert auction.price == (auction.committed(winner) or 0)
    taken[winner] = left.pop()
    return taken


def test_a_for_sale_round_settles_each_passer_by_its_own_bid() -> None:
    coins = {0: 10, 1: 10, 2: 10, 3: 10}
    script = [(0, 1), (1, 2), (2, 3), (3, None), (0, 5), (1, None), (2, 7), (0, None)]
    taken = for_sale_round([12, 3, 25, 8], coins, script)
    # Seat 3 passed first with no bid: card 3, pays nothing. Seat 1 passed at 2: card 8, pays 1 (gets 1 back).
    # Seat 0 passed at 5: card 12, pays 3 (gets 2 back). Seat 2 is last: card 25 at its whole bid of 7.
    assert taken == {3: 3, 1: 8, 0: 12, 2: 25}
    assert coins == {0: 7, 1: 9, 2: 3, 3: 10}


def test_a_for_sale_round_nobody_bid_in_ends_with_the_last_one_in_at_nothing() -> None:
    coins = {0: 4, 1: 4, 2: 4}
    taken = for_sale_round([1, 2, 3], coins, [(0, None), (1, None)])
    assert taken == {0: 1, 1: 2, 2: 3} and coins == {0: 4, 1: 4, 2: 4}


def test_a_position_writes_the_bids_only_when_they_say_more_than_the_standing_bid() -> None:
    auction = EnglishAuction(order=(0, 1, 2))
    assert written_bids(auction) is None
    auction.bid(0, 2)
    assert written_bids(auction) is None  # the standing bid says it
    auction.bid(1, 4)
    assert written_bids(auction) == {"0": 2, "1": 4}


def test_a_position_s_bids_are_read_back() -> None:
    names = ["Ann", "Ben", "Cy"]
    auction = EnglishAuction(order=(1, 2, 0), high_bid=6, high_bidder=2, passes=[0], _turn=0)
    read_bids(auction, {"0": 2, "1": 4}, names)
    assert auction.bids == {1: 4, 2: 6, 0: 2} and auction.committed(0) == 2
    same = EnglishAuction(order=(1, 2, 0), high_bid=6, high_bidder=2, passes=[0], _turn=0)
    read_bids(same, None, names)  # written before bids were kept: the standing bid alone
    assert same.bids == {2: 6}


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (["2"], "maps the seat numbers"),
        ({"x": 2}, "maps the seat numbers"),
        ({"5": 2}, "maps the seat numbers"),
        ({"0": 2.5}, "maps the seat numbers"),
        ({"2": 5}, "Cy holds the high bid, so their own bid is 6, not 5."),
        ({"0": 7}, "Ann cannot have bid 7: bids here run from 2 to the high bid, 6."),
        ({"0": 1}, "Ann cannot have bid 1"),
        ({"0": 3, "1": 3}, "Ann and Ben cannot both have bid 3"),
        ({"0": 6}, "cannot both have bid 6"),
    ],
)
def test_a_position_s_impossible_bids_are_refused_and_change_nothing(raw: object, words: str) -> None:
    auction = EnglishAuction(order=(1, 2, 0), minimum=2, high_bid=6, high_bidder=2, _turn=0)
    with pytest.raises(ImpossiblePosition, match=words):
        read_bids(auction, raw, ["Ann", "Ben", "Cy"])
    assert auction.bids == {2: 6}


def test_a_position_with_no_standing_bid_has_no_bids() -> None:
    auction = EnglishAuction(order=(0, 1))
    with pytest.raises(ImpossiblePosition, match="Nobody holds a bid yet"):
        read_bids(auction, {"0": 1}, ["Ann", "Ben"])
    read_bids(auction, {}, ["Ann", "Ben"])
    assert auction.bids == {}


@given(
    st.integers(min_value=1, max_value=6),
    st.booleans(),
    st.lists(st.tuples(st.booleans(), st.integers(min_value=0, max_value=4)), max_size=80),
)
def test_auction_invariants_under_any_play(players: int, free: bool, moves: list[tuple[bool, int]]) -> None:
    order = tuple(range(players))
    auction = EnglishAuction(order=order, minimum=2, nobody_bid=TakesFree(order[-1]) if free else NO_SALE)
    last_high = 0
    bidden: dict[int, int] = {}
    passes: list[int] = []
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
            bidden[seat] = amount
        else:
            auction.pass_(seat)
            passes.append(seat)
        assert auction.bids == bidden and auction.passes == passes
    # Everyone still in can be made to pass: the auction always ends.
    guard = 0
    while not auction.done:
        passes.append(auction.to_act)  # type: ignore[arg-type]
        auction.pass_(auction.to_act)  # type: ignore[arg-type]
        guard += 1
        assert guard <= players
    assert auction.passes == passes and auction.passed == set(passes)
    assert auction.passes_with_bids() == [(seat, bidden.get(seat)) for seat in passes]
    assert len(set(bidden.values())) == len(bidden)  # each bid beat the one before
    if auction.high_bidder is not None:
        assert auction.winner == auction.high_bidder and auction.price == auction.high_bid
        assert auction.high_bidder not in auction.passed
    else:
        assert auction.winner == (order[-1] if free else None) and auction.price == 0
