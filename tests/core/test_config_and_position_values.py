"""The checks every game's configuration and position readers share: one sentence for each wrong value."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ConfigError, ImpossiblePosition
from companion.core.options import check_options
from companion.core.position_values import check_keys, flag, listing, mapping, seat_index, whole
from companion.text.i18n import translator


# -- options ---------------------------------------------------------------
def test_a_table_of_known_options_is_returned_as_it_is() -> None:
    config = {"players": ["Ann", "Ben"], "seed": 3}
    assert check_options(config, ("players", "seed", "board")) is config


@pytest.mark.parametrize("config", [None, ["players"], "players=Ann"])
def test_a_configuration_that_is_no_table_is_refused(config: Any) -> None:
    with pytest.raises(ConfigError) as refused:
        check_options(config, ("players",))
    assert str(refused.value) == "The configuration must be a table of options."


def test_the_first_unknown_option_in_alphabetical_order_is_named_with_the_known_ones() -> None:
    with pytest.raises(ConfigError) as refused:
        check_options({"players": [], "zeal": 1, "hiden_money": True}, ("players", "hidden_money"))
    assert str(refused.value) == "Unknown option 'hiden_money' (known: players, hidden_money)."


# -- position values -------------------------------------------------------
def test_a_whole_number_in_range_is_read() -> None:
    assert whole(3, "turn", 1, 18) == 3
    assert whole(10_000, "cash", 0) == 10_000


@pytest.mark.parametrize(
    ("value", "high", "sentence"),
    [
        (0, 18, "'turn' must be a whole number from 1 to 18, not 0."),
        (19, 18, "'turn' must be a whole number from 1 to 18, not 19."),
        (True, 18, "'turn' must be a whole number from 1 to 18, not True."),
        ("2", None, "'turn' must be a whole number of at least 1, not '2'."),
        (0, None, "'turn' must be a whole number of at least 1, not 0."),
    ],
)
def test_a_wrong_whole_number_is_refused_naming_its_key_and_range(value: Any, high: int | None, sentence: str) -> None:
    with pytest.raises(ImpossiblePosition) as refused:
        whole(value, "turn", 1, high)
    assert str(refused.value) == sentence


@pytest.mark.parametrize(
    ("code", "sentence"),
    [
        ("en", "'cash' must be a whole number from 1,000 to 20,000, not 120,000."),
        ("it", "'cash' deve essere un numero intero da 1.000 a 20.000, non 120.000."),
        ("fr", "'cash' doit être un nombre entier de 1\u00a0000 à 20\u00a0000, et non 120\u00a0000."),
    ],
)
def test_the_numbers_of_the_refusal_are_grouped_as_the_readers_language_writes_them(code: str, sentence: str) -> None:
    """The range and the number written read as every amount does ("120.000" in Italian), not "120000"; a number
    written as text still reads as text."""
    with pytest.raises(ImpossiblePosition) as refused:
        whole(120_000, "cash", 1000, 20_000)
    assert refused.value.message(translator(code)) == sentence
    with pytest.raises(ImpossiblePosition) as refused:
        whole("12000", "cash", 1000)
    assert refused.value.message(translator("it")).endswith("non '12000'.")


def test_a_seat_is_counted_from_zero_below_the_players() -> None:
    assert seat_index(2, "roller", 3) == 2
    for value in (3, -1, 1.0, None):
        with pytest.raises(ImpossiblePosition) as refused:
            seat_index(value, "roller", 3)
        assert str(refused.value) == f"'roller' must be a seat from 0 to 2, not {value!r}."


def test_flags_objects_and_lists_are_told_apart() -> None:
    assert flag(False, "open") is False
    assert mapping({"a": 1}, "auction") == {"a": 1}
    assert listing([1], "passed") == [1]
    for read, value, sentence in (
        (flag, 0, "'k' must be true or false, not 0."),
        (mapping, [], "'k' must be a JSON object."),
        (listing, {}, "'k' must be a list."),
    ):
        with pytest.raises(ImpossiblePosition) as refused:
            read(value, "k")  # type: ignore[operator]
        assert str(refused.value) == sentence


def test_a_nested_object_names_its_first_unknown_key() -> None:
    check_keys({"high_bid": 3}, "auction", ("high_bid", "passed"))
    with pytest.raises(ImpossiblePosition) as refused:
        check_keys({"zz": 1, "bid": 3}, "auction", ("high_bid",))
    assert str(refused.value) == "'bid' is not a key of 'auction'."
