"""The price card (data, not code): price per share by tier and size; bonuses 10x and 5x."""

from __future__ import annotations

import pytest

from companion.games.acquire.prices import majority_bonus, minority_bonus, share_price

CARD = [  # size range, tier 1, tier 2, tier 3
    ((2, 2), 200, 300, 400),
    ((3, 3), 300, 400, 500),
    ((4, 4), 400, 500, 600),
    ((5, 5), 500, 600, 700),
    ((6, 10), 600, 700, 800),
    ((11, 20), 700, 800, 900),
    ((21, 30), 800, 900, 1000),
    ((31, 40), 900, 1000, 1100),
    ((41, 108), 1000, 1100, 1200),
]


@pytest.mark.parametrize("sizes, one, two, three", CARD)
def test_every_size_of_every_bracket_has_the_card_price(sizes: tuple[int, int], one: int, two: int, three: int) -> None:
    for size in range(sizes[0], sizes[1] + 1):
        assert [share_price(tier, size) for tier in (1, 2, 3)] == [one, two, three]


def test_majority_is_ten_and_minority_five_times_the_price() -> None:
    assert majority_bonus(1, 2) == 2000 and minority_bonus(1, 2) == 1000
    assert majority_bonus(3, 41) == 12000 and minority_bonus(3, 41) == 6000
    assert majority_bonus(2, 11) == 8000 and minority_bonus(2, 11) == 4000
