"""A new game's seed: from the operating system at the table, from a chosen source when a session must repeat."""

from __future__ import annotations

import random

from companion.core import fresh_seed, seeds_from


def test_a_chosen_source_gives_the_same_seeds_and_the_system_comes_back_after() -> None:
    with seeds_from(random.Random(7)):
        first = [fresh_seed() for _ in range(3)]
    with seeds_from(random.Random(7)):
        again = [fresh_seed() for _ in range(3)]
    assert first == again and len(set(first)) == 3
    outside = {fresh_seed() for _ in range(4)}
    assert len(outside) == 4 and all(0 <= seed < 2**32 for seed in outside)  # 32 random bits each time


def test_a_source_inside_a_source_is_undone_in_order() -> None:
    with seeds_from(random.Random(1)):
        with seeds_from(random.Random(2)):
            inner = fresh_seed()
        outer = fresh_seed()
    assert inner == random.Random(2).getrandbits(32)
    assert outer == random.Random(1).getrandbits(32)
