"""The clockwise orders made once: the same orders as built from the seats, for any table and first seat."""

from __future__ import annotations

from companion.core import clockwise_from, left_of
from companion.core.turns import CLOCKWISE


def test_a_table_order_found_is_the_order_built_from_its_seats() -> None:
    for players in range(1, 13):  # past the tables made once too: those are built as before
        for start in range(-2 * players, 2 * players):
            first = start % players
            built = (*range(first, players), *range(first))
            assert clockwise_from(start, players) == built
            assert left_of(start, players) == (*range((first + 1) % players, players), *range((first + 1) % players))
    assert set(CLOCKWISE) == set(range(1, 9))
