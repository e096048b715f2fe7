"""Turn order, chance, secret choices and share pools."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    POOL,
    ChanceSource,
    InvalidChoice,
    InvariantBroken,
    RuleViolation,
    SecretChoices,
    SharePool,
    check_die,
    clockwise_from,
    left_of,
    next_seat,
    shuffled,
)


# -- turn order ------------------------------------------------------------
def test_clockwise_order_wraps_round_the_table() -> None:
    assert next_seat(3, 4) == 0
    assert clockwise_from(2, 4) == (2, 3, 0, 1)
    assert left_of(2, 4) == (3, 0, 1, 2)


# -- chance ----------------------------------------------------------------
@pytest.mark.parametrize("value", [0, 7, "3", 2.0, True])
def test_a_die_shows_one_to_six(value: object) -> None:
    with pytest.raises(InvalidChoice):
        check_die(value)  # type: ignore[arg-type]


def test_a_valid_die_passes() -> None:
    for value in range(1, 7):
        check_die(value)


def test_seeded_chance_repeats_exactly() -> None:
    one, two = ChanceSource(42), ChanceSource(42)
    assert [one.roll() for _ in range(20)] == [two.roll() for _ in range(20)]
    assert shuffled(range(30), 7) == shuffled(range(30), 7)
    assert sorted(shuffled(range(30), 7)) == list(range(30))


@pytest.mark.parametrize("size", [0, 1, 2, 3, 5, 8, 64, 108, 144, 1000])
def test_a_shuffle_is_the_standard_librarys_and_leaves_the_generator_where_it_leaves_it(size: int) -> None:
    """Saved games and seeds are shuffled by the kit's own walk: the order ``random.shuffle`` gives, every seed."""
    import random

    for seed in range(300):
        standard = random.Random(seed)
        expected = [f"t{i}" for i in range(size)]
        standard.shuffle(expected)
        chance = ChanceSource(seed)
        assert chance.shuffled(tuple(f"t{i}" for i in range(size))) == expected
        assert chance.fork_seed() == standard.getrandbits(32)


@pytest.mark.parametrize("seed", [0, 1, 42, -7, 2**31 - 1, 2**32 + 5, 123_456_789 * 7919 + 3, 2**70, True])
def test_a_seed_draws_what_the_standard_librarys_generator_draws(seed: int) -> None:
    """A whole-number seed goes straight to the generator's C core: the numbers of ``random.Random(seed)``."""
    import random

    standard, chance = random.Random(seed), ChanceSource(seed)
    assert [chance.random() for _ in range(50)] == [standard.random() for _ in range(50)]
    assert [chance.fork_seed() for _ in range(20)] == [standard.getrandbits(32) for _ in range(20)]
    assert chance.shuffled(range(40)) == _shuffle(standard, 40)
    assert shuffled(range(40), seed) == _shuffle(random.Random(seed), 40)  # the kit's shuffle of a seed


def _shuffle(generator: random.Random, size: int) -> list[int]:
    items = list(range(size))
    generator.shuffle(items)
    return items


def test_a_seed_that_is_not_a_whole_number_is_the_standard_librarys_too() -> None:
    """Anything else keeps ``random.Random``'s own seeding (a text is hashed there, not by the C core)."""
    import random

    for seed in ("table", b"table", 2.5):
        standard, chance = random.Random(seed), ChanceSource(seed)  # type: ignore[arg-type]
        assert [chance.random() for _ in range(10)] == [standard.random() for _ in range(10)]


def test_chance_source_does_not_touch_the_global_generator() -> None:
    import random

    random.seed(5)
    expected = random.random()
    random.seed(5)
    ChanceSource(1).roll()
    assert random.random() == expected


# -- secret simultaneous choices ---------------------------------------------
def test_secret_choices_are_revealed_only_when_all_are_in() -> None:
    secret: SecretChoices[int] = SecretChoices((0, 1, 2))
    secret.choose(1, 5)
    assert secret.waiting_for == (0, 2) and not secret.complete
    assert secret.to_json() == {"seats": [0, 1, 2], "chosen": [1]}
    assert secret.own(1) == 5 and secret.own(0) is None
    with pytest.raises(RuleViolation):
        secret.reveal()
    secret.choose(0, 1)
    secret.choose(1, 6)  # a change of mind before the reveal
    secret.choose(2, 0)
    assert secret.reveal() == {0: 1, 1: 6, 2: 0}


def test_a_seat_outside_the_choice_is_refused() -> None:
    with pytest.raises(RuleViolation):
        SecretChoices((0, 1)).choose(2, "x")


# -- share pools (holdings with one place; the laws of holdings are in test_holdings) ----
def test_shares_move_between_pool_and_holders() -> None:
    pool = SharePool(["tower"], 25, holders=2)
    pool.move("tower", 3, POOL, 0)
    pool.move("tower", 1, 0, 1)
    assert (pool.pool["tower"], pool.count("tower", 0), pool.held[1]["tower"]) == (22, 2, 1)
    assert pool.holders_of("tower") == {0: 2, 1: 1}
    pool.check()


def test_a_pools_copy_reads_its_own_counts() -> None:
    """``pool`` and ``held`` are the counts themselves: a copy's are the copy's, moved by the copy's moves."""
    pool = SharePool(["tower"], 25, holders=2)
    pool.move("tower", 3, POOL, 0)
    other = pool.copy()
    other.move("tower", 2, 0, 1)
    assert other.pool is other.places[POOL] and other.held is other.seats
    assert (other.held[0]["tower"], other.held[1]["tower"]) == (1, 2)
    assert (pool.held[0]["tower"], pool.held[1]["tower"], pool.pool is pool.places[POOL]) == (3, 0, True)


def test_moving_more_than_is_there_is_refused_and_changes_nothing() -> None:
    pool = SharePool(["tower"], 2, holders=1)
    with pytest.raises(RuleViolation, match="Only 2 shares"):
        pool.move("tower", 3, POOL, 0)
    assert pool.pool["tower"] == 2


def test_share_check_catches_lost_certificates() -> None:
    pool = SharePool(["tower"], 25, holders=1)
    pool.held[0]["tower"] = 1
    with pytest.raises(InvariantBroken):
        pool.check()


@given(
    st.lists(
        st.tuples(st.sampled_from([POOL, 0, 1, 2]), st.sampled_from([POOL, 0, 1, 2]), st.integers(0, 30)), max_size=40
    )
)
def test_shares_are_conserved(moves: list[tuple[str | int, str | int, int]]) -> None:
    pool = SharePool(["a", "b"], 25, holders=3)
    for source, target, count in moves:
        try:
            pool.move("a", count, source, target)
        except RuleViolation:
            pass
        pool.check()
