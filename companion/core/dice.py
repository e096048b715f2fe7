"""Dice sets: named dice thrown together (a white die and a black die), checked and rolled as one.

A throw enters a game as an ordinary action whose fields are the dice
(``{"type": "roll", "white": 6, "black": 3}``), typed from the dice on the
table or rolled by the companion from an explicit :class:`~.chance.ChanceSource`;
the engine never rolls. Several games throw more than one die at once and
read them apart (a white die for one thing, a black die for another), so a
refusal must say *which* die cannot show the value: "a die shows 1 to 6"
leaves a player guessing which of the two they mistyped.

:class:`Die` is also the die of the :class:`~.decisions.Dice` decision, so the
decision a front-end renders and the check the engine makes share one
description of the dice.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import product
from typing import TYPE_CHECKING, Any

from companion.data_classes import dataclass

from .errors import BadDieValue, MissingDie, UnknownDie
from .i18n import N_

if TYPE_CHECKING:
    from .chance import ChanceSource


LONE = N_("die")
"""The name of a die thrown on its own: players call it "the die" ("le dé", "il dado"), never "the single die"
(a name such as "single" reads "dé unique" in French, which nobody says at a table). Its refusals say "the die"."""


@dataclass(frozen=True, slots=True)
class Die:
    """One named die: ``name`` is what players call it (an ``N_`` word, ``white``), ``field`` the action's field."""

    name: str
    field: str
    sides: int = 6

    def check(self, value: Any) -> None:
        """Refuse a value this die cannot show, naming the die."""
        if type(value) is not int or not 1 <= value <= self.sides:
            lone = N_("The die shows 1 to {sides}, not {value!r}.") if self.name == LONE else None
            raise BadDieValue(lone, die=self.field, die_name=self.name, sides=self.sides, value=value)

    @property
    def faces(self) -> range:
        return range(1, self.sides + 1)


@dataclass(frozen=True, slots=True)
class DiceSet:
    """Dice thrown together, in the order they are entered (a serial ``DIE 6 3`` is the first die, then the second)."""

    dice: tuple[Die, ...]

    def __post_init__(self) -> None:
        if not self.dice:
            raise ValueError("a dice set needs at least one die")
        fields = [die.field for die in self.dice]
        if len(set(fields)) != len(fields):
            raise ValueError(f"two dice share a field: {fields}")
        for die in self.dice:
            if type(die.sides) is not int or die.sides < 1:
                raise ValueError(f"the {die.field} die needs at least one side, not {die.sides!r}")

    @property
    def fields(self) -> tuple[str, ...]:
        return tuple(die.field for die in self.dice)

    def die(self, field: str) -> Die:
        for die in self.dice:
            if die.field == field:
                return die
        raise UnknownDie(die=field)

    def check(self, values: Mapping[str, Any]) -> None:
        """Refuse a throw unless it names every die exactly once, each with a face it has.

        Dice are checked in the set's order, so the refusal names the first die at fault.
        """
        for field in values:
            if field not in self.fields:
                raise UnknownDie(die=field)
        for die in self.dice:
            if die.field not in values:
                raise MissingDie(N_("Enter the die.") if die.name == LONE else None, die=die.field, die_name=die.name)
            die.check(values[die.field])

    def read(self, action: object) -> dict[str, int]:
        """The throw an action carries (its dice fields), checked."""
        values: dict[str, int] = {}
        for die in self.dice:
            value: Any = getattr(action, die.field, None)
            die.check(value)
            values[die.field] = value
        return values

    def roll(self, chance: ChanceSource) -> dict[str, int]:
        """The companion throws every die once, in the set's order, from the caller's explicit source."""
        return {die.field: chance.roll(die.sides) for die in self.dice}

    def throws(self) -> Iterator[dict[str, int]]:
        """Every possible throw once, each equally likely (first die slowest), for a game's legal actions."""
        for faces in product(*(die.faces for die in self.dice)):
            yield dict(zip(self.fields, faces, strict=True))

    @property
    def outcomes(self) -> int:
        """How many different throws there are."""
        count = 1
        for die in self.dice:
            count *= die.sides
        return count

    @staticmethod
    def total(values: Mapping[str, int]) -> int:
        return sum(values.values())

    def to_json(self) -> list[dict[str, Any]]:
        return [{"name": d.name, "field": d.field, "sides": d.sides} for d in self.dice]
