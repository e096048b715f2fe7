"""The offer round: the winner buys 1..N at the price, then each other seat once, clockwise from the winner's left."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    BadOfferCount,
    NotYourOffer,
    OfferClosed,
    OfferError,
    OfferOverCash,
    OfferRound,
)


def test_the_winner_first_then_clockwise_from_the_winners_left() -> None:
    offer = OfferRound.after_auction(winner=2, price=5, available=4, seats=4)
    assert offer.order == (2, 3, 0, 1) and offer.winner == 2 and offer.to_act == 2
    assert offer.waiting == (3, 0, 1)


def test_only_the_seats_taking_part_are_asked() -> None:
    offer = OfferRound.after_auction(winner=3, price=5, available=4, seats=[5, 0, 3, 1])
    assert offer.order == (3, 5, 0, 1)


def test_the_winner_must_buy_one_the_others_may_buy_none() -> None:
    offer = OfferRound.after_auction(1, 4, 5, 3)
    assert offer.limits() == (1, 5)
    offer.buy(1, 2)
    assert offer.limits() == (0, 3) and offer.to_act == 2
    offer.buy(2, 0)
    offer.buy(0, 3)
    assert offer.done and offer.to_act is None and offer.left == 0
    assert offer.bought == {1: 2, 2: 0, 0: 3}


def test_cash_caps_the_range() -> None:
    offer = OfferRound.after_auction(0, 4, 5, 3)
    assert offer.limits(cash=9) == (1, 2) and offer.limits(cash=100) == (1, 5)
    assert offer.limits(cash=3) == (1, 0)  # nothing affordable: the top is below the bottom


def test_the_round_ends_when_nothing_is_left() -> None:
    offer = OfferRound.after_auction(0, 3, 2, 4)
    offer.buy(0, 2)
    assert offer.done and offer.to_act is None and offer.waiting == ()


def test_every_seat_is_asked_once_only() -> None:
    offer = OfferRound.after_auction(0, 3, 8, 3)
    for seat in (0, 1, 2):
        offer.buy(seat, 1)
    assert offer.done and offer.left == 5
    with pytest.raises(OfferClosed):
        offer.buy(0, 1)


def test_seats_that_cannot_pay_are_passed_over_but_never_the_winner() -> None:
    offer = OfferRound.after_auction(0, 5, 4, 4)
    assert offer.skip_while(lambda seat: True) == ()  # the winner is never passed over
    offer.buy(0, 1)
    assert offer.skip_while(lambda seat: seat in (1, 2)) == (1, 2)
    assert offer.to_act == 3 and offer.skipped == (1, 2)
    offer.buy(3, 0)
    assert offer.done and offer.bought == {0: 1, 3: 0}


def refused(offer: OfferRound, seat: object, count: object, cash: int | None = None) -> OfferError:
    before = offer.fingerprint()
    with pytest.raises(OfferError) as info:
        offer.buy(seat, count, cash)  # type: ignore[arg-type]
    assert offer.fingerprint() == before
    return info.value


def test_each_refusal_has_its_code_and_changes_nothing() -> None:
    offer = OfferRound.after_auction(1, 4, 3, 3)
    error = refused(offer, 2, 1)
    assert isinstance(error, NotYourOffer) and error.code == "not_your_offer" and error.data["expected"] == 1
    error = refused(offer, 1, 0)
    assert isinstance(error, BadOfferCount) and error.code == "bad_offer_count"
    assert str(error) == "You may buy 1 to 3 now, not 0."
    for count in (4, -1, 1.0, "1", True):
        assert refused(offer, 1, count).code == "bad_offer_count"
    error = refused(offer, 1, 3, cash=11)
    assert isinstance(error, OfferOverCash) and error.code == "offer_over_cash"
    assert error.data == {"seat": 1, "count": 3, "price": 4, "cost": 12, "cash": 11}
    offer.buy(1, 3)
    error = refused(offer, 2, 0)
    assert isinstance(error, OfferClosed) and error.code == "offer_closed"


@pytest.mark.parametrize(("order", "price", "left"), [((), 1, 1), ((0, 0), 1, 1), ((0, 1), -1, 1), ((0, 1), 1, 0)])
def test_ill_made_rounds_are_programming_errors(order: tuple[int, ...], price: int, left: int) -> None:
    with pytest.raises(ValueError):
        OfferRound(order, price, left)


def test_the_winner_must_be_a_seat() -> None:
    with pytest.raises(ValueError):
        OfferRound.after_auction(5, 1, 1, 3)


def test_a_copy_is_independent_and_the_json_is_public() -> None:
    offer = OfferRound.after_auction(0, 2, 3, 2)
    other = offer.copy()
    other.buy(0, 1)
    assert offer.to_act == 0 and offer.left == 3 and other.to_act == 1
    assert other.to_json() == {
        "order": [0, 1],
        "price": 2,
        "left": 2,
        "to_act": 1,
        "bought": {"0": 1},
        "skipped": [],
        "done": False,
    }


def test_a_round_written_mid_way_answers_as_one_played_there() -> None:
    """A position may open a round at its third seat (``_at``): whose turn and "over?" are worked out then too,
    and rounds compare by value, as a state's fingerprint and an undo's check need."""
    played = OfferRound.after_auction(1, 3, 4, 3)
    played.buy(1, 2)
    played.buy(2, 0)
    written = OfferRound((1, 2, 0), 3, 2, {1: 2, 2: 0}, (), 2)
    assert written == played and written.to_act == played.to_act == 0 and not written.done
    assert repr(written) == "OfferRound(order=(1, 2, 0), price=3, left=2, bought={1: 2, 2: 0}, skipped=(), _at=2)"
    written.buy(0, 2)
    assert written.done and written.to_act is None and written != played


@given(
    st.integers(2, 6).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.integers(0, n - 1),
            st.integers(1, 9),
            st.integers(1, 12),
            st.lists(st.tuples(st.integers(-1, n), st.integers(-1, 13), st.integers(0, 60)), max_size=30),
        )
    )
)
def test_any_sequence_of_purchases(case: tuple[int, int, int, int, list[tuple[int, int, int]]]) -> None:
    """Whatever is tried: each seat buys at most once, in turn, within the range and its cash; nothing is lost."""
    players, winner, price, available, tries = case
    offer = OfferRound.after_auction(winner, price, available, players)
    turns: list[int] = []
    for seat, count, cash in tries:
        before = offer.copy()
        try:
            offer.buy(seat, count, cash)
        except OfferError:
            assert offer.fingerprint() == before.fingerprint()
        else:
            low, high = before.limits(cash)
            assert seat == before.to_act and low <= count <= high
            turns.append(seat)
    assert turns == list(offer.order[: len(turns)])  # in turn, nobody twice
    assert sum(offer.bought.values()) + offer.left == available
    assert offer.left >= 0 and (not turns or offer.bought[winner] >= 1)
    assert offer.done == (len(turns) == players or (bool(turns) and offer.left == 0))


def test_a_round_after_an_auction_at_a_table_follows_the_seats_as_when_they_are_listed() -> None:
    """A number of seats gives the clockwise order made once; the same order as the seats listed one by one."""
    for seats in range(1, 8):
        for winner in range(seats):
            counted = OfferRound.after_auction(winner, 3, 2, seats)
            listed = OfferRound.after_auction(winner, 3, 2, list(range(seats)))
            assert counted == listed and counted.order == (*range(winner, seats), *range(winner))
            built = OfferRound(counted.order, 3, 2)
            assert (counted.done, counted.to_act, counted.waiting, counted.limits(7)) == (
                built.done,
                built.to_act,
                built.waiting,
                built.limits(7),
            )
            for price, left in [(-1, 2), (3, 0), (True, 2), (3, 2.0)]:
                with pytest.raises(ValueError):
                    OfferRound.after_auction(winner, price, left, seats)  # type: ignore[arg-type]
