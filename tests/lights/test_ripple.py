"""A sweep's ripple: delays growing with the grid distance from where a piece was placed."""

from __future__ import annotations

from companion.lights.common import grid_distance, ripple


def test_grid_distance_counts_columns_and_rows_between_named_spaces() -> None:
    assert grid_distance("5C", "5C") == 0
    assert grid_distance("5C", "7A") == 4
    assert grid_distance("12i", "1A") == 19  # letters read in either case
    assert grid_distance("5C", "corner") == 99  # an unreadable name is reached last


def test_ripple_spreads_from_the_origin_after_the_offset() -> None:
    assert ripple("5C", ["5C", "6C", "7D"], 0.1, offset=1.0) == {"5C": 1.0, "6C": 1.1, "7D": 1.3}


def test_ripple_without_an_origin_starts_at_the_first_key() -> None:
    assert ripple(None, ["2A", "3A"], 0.5) == {"2A": 0.0, "3A": 0.5}
    assert ripple(None, [], 0.5) == {}


def test_ripple_takes_another_distance() -> None:
    assert ripple("a", ["a", "bb"], 1.0, distance=lambda x, y: abs(len(x) - len(y))) == {"a": 0.0, "bb": 1.0}
