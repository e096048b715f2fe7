"""Dice sets: named dice thrown together, each value checked against its own die, rolled from explicit chance."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import (
    N_,
    Action,
    BadDieValue,
    ChanceSource,
    Codec,
    Dice,
    DiceSet,
    Die,
    InvalidChoice,
    MissingDie,
    UnknownDie,
)
from companion.core.dice import LONE

WHITE, BLACK = Die(N_("white"), "white"), Die(N_("black"), "black")
PAIR = DiceSet((WHITE, BLACK))

codec = Codec("action")


@codec.register
class Throw(Action):
    type = "throw"
    player: int
    white: int
    black: int


def test_the_pair_is_entered_white_then_black() -> None:
    assert PAIR.fields == ("white", "black") and PAIR.die("black") is BLACK and PAIR.outcomes == 36


def test_a_good_throw_passes() -> None:
    PAIR.check({"white": 6, "black": 1})
    assert PAIR.total({"white": 6, "black": 1}) == 7


@pytest.mark.parametrize(
    ("values", "die"),
    [
        ({"white": 7, "black": 3}, "white"),
        ({"white": 3, "black": 0}, "black"),
        ({"white": 3, "black": "4"}, "black"),
        ({"white": True, "black": 4}, "white"),
        ({"white": 2.0, "black": 4}, "white"),
    ],
)
def test_a_bad_value_names_its_die(values: dict[str, object], die: str) -> None:
    with pytest.raises(BadDieValue) as refused:
        PAIR.check(values)
    error = refused.value
    assert error.code == "bad_die_value" and error.data["die"] == die and error.data["sides"] == 6
    assert str(error).startswith(f"The {die} die shows 1 to 6")
    assert isinstance(error, InvalidChoice)


def test_the_first_die_at_fault_is_named() -> None:
    with pytest.raises(BadDieValue) as refused:
        PAIR.check({"white": 9, "black": 9})
    assert refused.value.data["die"] == "white"


def test_the_die_name_is_translated_with_the_sentence() -> None:
    french = {
        "The {die_name} die shows 1 to {sides}, not {value!r}.": "Le dé {die_name} montre 1 à {sides}, pas {value!r}.",
        "black": "noir",
    }
    with pytest.raises(BadDieValue) as refused:
        PAIR.check({"white": 1, "black": 8})
    assert refused.value.message(lambda t: french.get(t, t)) == "Le dé noir montre 1 à 6, pas 8."


def test_a_missing_die_is_named() -> None:
    with pytest.raises(MissingDie) as refused:
        PAIR.check({"white": 4})
    assert refused.value.code == "missing_die" and str(refused.value) == "Enter the black die too."


def test_a_die_thrown_alone_is_the_die() -> None:
    """One die has no name to tell it from another: "The die shows 1 to 6", never "The single die"."""
    alone = DiceSet((Die(LONE, "value"),))
    with pytest.raises(BadDieValue) as refused:
        alone.check({"value": 7})
    assert str(refused.value) == "The die shows 1 to 6, not 7."
    with pytest.raises(MissingDie) as missing:
        alone.check({})
    assert str(missing.value) == "Enter the die."


def test_an_unknown_die_is_refused() -> None:
    with pytest.raises(UnknownDie) as refused:
        PAIR.check({"white": 4, "black": 2, "red": 1})
    assert refused.value.code == "unknown_die" and refused.value.data["die"] == "red"
    with pytest.raises(UnknownDie):
        PAIR.die("red")


def test_a_die_may_have_other_than_six_sides() -> None:
    dice = DiceSet((Die(N_("d20"), "d20", 20), Die(N_("coin"), "coin", 2)))
    dice.check({"d20": 20, "coin": 2})
    with pytest.raises(BadDieValue, match="1 to 2, not 3"):
        dice.check({"d20": 20, "coin": 3})
    assert dice.outcomes == 40 and len(list(dice.throws())) == 40


@pytest.mark.parametrize("dice", [(), (WHITE, WHITE), (Die("zero", "z", 0),)])
def test_an_ill_made_set_is_a_programming_error(dice: tuple[Die, ...]) -> None:
    with pytest.raises(ValueError):
        DiceSet(dice)


def test_reading_a_throw_from_an_action() -> None:
    assert PAIR.read(Throw(0, 2, 5)) == {"white": 2, "black": 5}
    with pytest.raises(BadDieValue, match="black"):
        PAIR.read(Throw(0, 2, 7))


def test_every_throw_once_each() -> None:
    throws = list(PAIR.throws())
    assert len(throws) == 36 and throws[0] == {"white": 1, "black": 1} and throws[1] == {"white": 1, "black": 2}
    assert len({tuple(t.values()) for t in throws}) == 36
    assert Counter(PAIR.total(t) for t in throws)[7] == 6


@given(st.integers(0, 2**32 - 1))
def test_a_roll_is_a_valid_throw_and_repeats_for_the_same_seed(seed: int) -> None:
    values = PAIR.roll(ChanceSource(seed))
    PAIR.check(values)
    assert values == PAIR.roll(ChanceSource(seed))


@given(st.dictionaries(st.sampled_from(["white", "black", "red"]), st.one_of(st.integers(-3, 9), st.text(max_size=2))))
def test_check_accepts_exactly_the_throws_the_set_can_show(values: dict[str, object]) -> None:
    possible = [dict(t) for t in PAIR.throws()]
    try:
        PAIR.check(values)
    except (BadDieValue, MissingDie, UnknownDie):
        assert values not in possible
    else:
        assert values in possible


def test_the_dice_decision_shares_the_die_and_checks_and_rolls_with_the_set() -> None:
    decision = Dice(N_("Throw the dice."), dice=(WHITE, BLACK), cls=Throw, fixed={"player": 2})
    with pytest.raises(BadDieValue, match="black"):
        decision.check({"white": 1, "black": 7})
    action = decision.roll(ChanceSource(5))
    expected = PAIR.roll(ChanceSource(5))
    assert action == Throw(2, expected["white"], expected["black"])
    assert decision.to_json()["dice"] == PAIR.to_json()


@dataclass
class Loaded:
    """A ChanceSource stand-in that records what it was asked, to check the order of the throws."""

    asked: list[int]

    def roll(self, sides: int = 6) -> int:
        self.asked.append(sides)
        return sides


def test_dice_are_rolled_in_the_sets_order() -> None:
    source = Loaded([])
    dice = DiceSet((Die("a", "a", 4), Die("b", "b", 8), Die("c", "c", 6)))
    assert dice.roll(source) == {"a": 4, "b": 8, "c": 6}  # type: ignore[arg-type]
    assert source.asked == [4, 8, 6]
