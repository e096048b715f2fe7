"""Holdings: certificates per company in named places and seats, one move method, every certificate somewhere."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    BadShareCount,
    CodecError,
    Holdings,
    HoldingsError,
    InvariantBroken,
    NotEnoughShares,
    Place,
    SamePlace,
    UnknownCompany,
    UnknownPlace,
)
from companion.core.shares import POOL, SharePool

SIZES = {"red": 8, "blue": 6, "green": 0}
PLACES = ("available", "unissued", "removed")


def fresh(seats: int = 3) -> Holdings:
    return Holdings(SIZES, PLACES, seats, start="unissued")


# -- creation ------------------------------------------------------------------
def test_every_certificate_starts_in_the_starting_place() -> None:
    holdings = fresh()
    assert holdings.places == {
        "available": {"red": 0, "blue": 0, "green": 0},
        "unissued": {"red": 8, "blue": 6, "green": 0},
        "removed": {"red": 0, "blue": 0, "green": 0},
    }
    assert holdings.seats == [{"red": 0, "blue": 0, "green": 0}] * 3
    assert holdings.companies == ("red", "blue", "green") and holdings.names == PLACES
    holdings.check()


def test_the_first_named_place_is_the_default_start() -> None:
    holdings = Holdings.uniform(["a", "b"], 25, ("pool",), 4)
    assert holdings.count("a", "pool") == 25 and holdings.sizes == {"a": 25, "b": 25}


@pytest.mark.parametrize(
    ("sizes", "places", "seats", "start"),
    [
        ({"a": 1}, (), 2, None),
        ({"a": 1}, ("x", "x"), 2, None),
        ({"a": 1}, ("x", ""), 2, None),
        ({"a": -1}, ("x",), 2, None),
        ({"a": 1}, ("x",), -1, None),
        ({"a": 1}, ("x",), 2, "y"),
    ],
)
def test_ill_made_holdings_are_programming_errors(
    sizes: dict[str, int], places: tuple[str, ...], seats: int, start: str | None
) -> None:
    with pytest.raises(ValueError):
        Holdings(sizes, places, seats, start=start)


# -- moves ---------------------------------------------------------------------
def test_moves_between_named_places_and_seats() -> None:
    holdings = fresh()
    holdings.move("red", 3, "unissued", "available")
    holdings.move("red", 2, "available", 1)
    holdings.move("red", 1, 1, 0)
    assert holdings.count("red", "available") == 1 and holdings.holders("red") == [1, 1, 0]
    assert holdings.owners("red") == {0: 1, 1: 1} and holdings.in_seats("red") == 2
    holdings.move("red", 0, "unissued", "removed")  # nothing moves, and that is allowed
    holdings.check()


def test_move_all_gathers_a_company_from_everywhere() -> None:
    holdings = fresh()
    holdings.move("blue", 4, "unissued", "available")
    holdings.move("blue", 3, "available", 2)
    assert holdings.move_all("blue", "removed") == 6
    assert holdings.count("blue", "removed") == 6 and holdings.holders("blue") == [0, 0, 0]
    assert holdings.move_all("blue", "removed") == 0
    holdings.check()


def refusal(holdings: Holdings, company: Any, count: Any, source: Any, target: Any) -> HoldingsError:
    before = holdings.copy()
    with pytest.raises(HoldingsError) as info:
        holdings.check_move(company, count, source, target)
    with pytest.raises(type(info.value)):
        holdings.move(company, count, source, target)
    assert holdings == before
    return info.value


def test_each_refusal_has_its_code_and_changes_nothing() -> None:
    holdings = fresh()
    error = refusal(holdings, "purple", 1, "unissued", 0)
    assert isinstance(error, UnknownCompany) and error.code == "unknown_company"
    assert str(error) == "'purple' is not a company here."
    for place in ("bank", 3, -1, True, None):
        error = refusal(holdings, "red", 1, place, "available")
        assert isinstance(error, UnknownPlace) and error.code == "unknown_place" and error.data["place"] == place
    assert refusal(holdings, "red", 1, "available", 7).code == "unknown_place"
    for count in (-1, 1.0, "2", True, None):
        error = refusal(holdings, "red", count, "unissued", "available")
        assert isinstance(error, BadShareCount) and error.code == "bad_share_count"
    error = refusal(holdings, "red", 1, "unissued", "unissued")
    assert isinstance(error, SamePlace) and error.code == "same_place"
    error = refusal(holdings, "red", 9, "unissued", "available")
    assert isinstance(error, NotEnoughShares) and error.code == "not_enough_shares"
    assert str(error) == "Only 8 shares of red are there, not 9." and error.data["place"] == "unissued"


def test_count_refuses_what_is_not_there() -> None:
    with pytest.raises(UnknownCompany):
        fresh().count("purple", 0)
    with pytest.raises(UnknownPlace):
        fresh().count("red", "bank")


# -- the law -------------------------------------------------------------------
def test_check_catches_a_lost_certificate() -> None:
    holdings = fresh()
    holdings.places["unissued"]["red"] -= 1
    with pytest.raises(InvariantBroken, match="red: 7 certificates accounted for, expected 8"):
        holdings.check()


def test_check_catches_a_negative_count_even_when_the_sum_is_right() -> None:
    holdings = fresh()
    holdings.seats[0]["red"] = -1
    holdings.seats[1]["red"] = 1
    with pytest.raises(InvariantBroken, match="negative"):
        holdings.check()


def test_check_catches_a_place_with_other_companies() -> None:
    holdings = fresh()
    holdings.seats[2]["purple"] = 0
    with pytest.raises(InvariantBroken, match="companies"):
        holdings.check()


def test_a_copy_is_independent() -> None:
    holdings = fresh()
    other = holdings.copy()
    other.move("red", 1, "unissued", 0)
    assert holdings.count("red", 0) == 0 and other.count("red", 0) == 1 and holdings != other
    assert type(other) is Holdings


def test_a_copy_finds_its_own_places_by_seat_and_by_name() -> None:
    """A copy's look-up table holds the copy's counts: a move by seat or by name changes the copy's seats and places."""
    holdings = fresh()
    holdings.move("red", 2, "unissued", 1)
    other = holdings.copy()
    other.move("red", 1, 1, "unissued")
    other.move("red", 1, "unissued", 0)
    assert other.seats[1]["red"] == 1 and other.seats[0]["red"] == 1 and holdings.seats[1]["red"] == 2
    assert other.places["unissued"] is other._lookup("unissued") and other.seats[0] is other._lookup(0)
    assert other == Holdings.from_json(other.to_json())
    other.check()


def test_a_copys_first_move_finds_the_copys_own_counts() -> None:
    """A copy makes its look-up table when first moved on (a checkpoint's copy is mostly never played): the
    table made then holds the copy's counts, also in a copy of a copy, and the original's keeps its own."""
    holdings = fresh()
    holdings.move("red", 2, "unissued", 1)
    copy_of_copy = holdings.copy().copy()
    other = holdings.copy()
    other.move("red", 1, 1, 0)  # the first thing asked of this copy
    copy_of_copy.move("red", 2, 1, "unissued")
    assert other.seats[0]["red"] == 1 and other.seats[1]["red"] == 1
    assert copy_of_copy.seats[1]["red"] == 0 and copy_of_copy.places["unissued"]["red"] == holdings.sizes["red"]
    assert holdings.seats[1]["red"] == 2 and holdings.seats[0]["red"] == 0
    assert all(other.seats[seat] is other._lookup(seat) for seat in range(len(other.seats)))
    assert all(holdings.seats[seat] is holdings._lookup(seat) for seat in range(len(holdings.seats)))
    pool = SharePool(["tower"], 25, 2).copy()
    assert pool.count("tower", POOL) == 25  # a question first: the table is made for it
    pool.move("tower", 3, POOL, 1)
    assert pool.pool is pool.places[POOL] is pool._lookup(POOL) and pool.held[1]["tower"] == 3
    other.check()
    copy_of_copy.check()


def test_a_share_pools_copy_names_its_own_pool_and_seats() -> None:
    """A pool's copy is written out apart from the kit's: it must hold what the kit's copy holds, its own dicts."""
    pool = SharePool(["tower", "luxor"], 25, 3)
    pool.move("tower", 2, POOL, 1)
    other = pool.copy()
    assert type(other) is SharePool and other == pool and other.sizes is pool.sizes
    assert other.pool is other.places[POOL] is other._lookup(POOL) and other.held is other.seats
    assert all(other.seats[seat] is other._lookup(seat) for seat in range(3))
    other.move("tower", 1, 1, POOL)
    other.move("luxor", 3, POOL, 2)
    assert pool.held[1]["tower"] == 2 and pool.pool == {"tower": 23, "luxor": 25} and pool.held[2]["luxor"] == 0
    assert other.held[1]["tower"] == 1 and other.pool == {"tower": 24, "luxor": 22}
    other.check()


# -- saving --------------------------------------------------------------------
def test_the_json_shape() -> None:
    holdings = Holdings({"a": 2}, ("pool",), 1)
    holdings.move("a", 1, "pool", 0)
    assert holdings.to_json() == {"sizes": {"a": 2}, "places": {"pool": {"a": 1}}, "seats": [{"a": 1}]}


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"sizes": {"a": 2}, "places": {"pool": {"a": 2}}},
        {"sizes": {"a": 2}, "places": {}, "seats": []},
        {"sizes": {"a": 2}, "places": {"pool": {"a": 1}}, "seats": [{"a": 0}]},
        {"sizes": {"a": 2}, "places": {"pool": {"a": 3}}, "seats": [{"a": -1}]},
        {"sizes": {"a": 2}, "places": {"pool": {"a": "2"}}, "seats": []},
        {"sizes": {"a": 2}, "places": {"pool": {"a": 2, "b": 0}}, "seats": []},
        {"sizes": [2], "places": {"pool": {"a": 2}}, "seats": []},
        {"sizes": {"a": 2}, "places": {"pool": {"a": 2}}, "seats": {"0": {"a": 0}}},
        {"sizes": {"a": 2}, "places": {"pool": {"a": 2}}, "seats": [], "extra": 1},
    ],
)
def test_broken_json_is_refused_with_a_reason(data: Any) -> None:
    with pytest.raises(CodecError, match="holdings"):
        Holdings.from_json(data)


# -- properties ----------------------------------------------------------------
places: st.SearchStrategy[Place] = st.sampled_from([*PLACES, 0, 1, 2])
moves = st.lists(st.tuples(st.sampled_from(["red", "blue", "green"]), st.integers(-1, 9), places, places), max_size=60)


@given(moves)
def test_any_move_is_exact_or_refused_and_every_certificate_stays_somewhere(script: list[Any]) -> None:
    holdings = fresh()
    for company, count, source, target in script:
        before = holdings.copy()
        try:
            holdings.move(company, count, source, target)
        except HoldingsError as error:
            assert error.code in {"bad_share_count", "same_place", "not_enough_shares"}
            assert holdings == before
        else:
            assert holdings.count(company, source) == before.count(company, source) - count
            assert holdings.count(company, target) == before.count(company, target) + count
            untouched = [p for p in (*PLACES, 0, 1, 2) if p not in (source, target)]
            assert all(holdings.count(c, p) == before.count(c, p) for c in SIZES for p in untouched)
        holdings.check()
        for company, size in SIZES.items():
            assert sum(holdings.count(company, p) for p in (*PLACES, 0, 1, 2)) == size


@given(moves)
def test_json_round_trips_through_text(script: list[Any]) -> None:
    holdings = fresh()
    for company, count, source, target in script:
        try:
            holdings.move(company, count, source, target)
        except HoldingsError:
            pass
    again = Holdings.from_json(json.loads(json.dumps(holdings.to_json())))
    assert again == holdings and again.fingerprint() == holdings.fingerprint()
    assert again.to_json() == holdings.to_json()


@given(st.dictionaries(st.text(min_size=1, max_size=5), st.integers(0, 30), min_size=1, max_size=6), st.integers(0, 6))
def test_sizes_may_differ_per_company(sizes: dict[str, int], seats: int) -> None:
    holdings = Holdings(sizes, ("bank", "scrap"), seats)
    for company, size in sizes.items():
        assert holdings.count(company, "bank") == size
        if seats:
            holdings.move(company, size // 2, "bank", seats - 1)
    holdings.check()
    assert Holdings.from_json(holdings.to_json()) == holdings
