"""Secret simultaneous choices (sealed share sales, sealed bids).

Every seat commits a choice that nobody else may see; when the last one is in,
all are revealed together. Until then a summary shows only *who* has chosen.
A seat may change its mind until the reveal: at a table, players rethink.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Generic, TypeVar

from companion.data_classes import dataclass

from .errors import RuleViolation
from .i18n import N_

T = TypeVar("T")


@dataclass(slots=True)
class SecretChoices(Generic[T]):
    seats: tuple[int, ...]
    _choices: dict[int, T] = field(default_factory=dict)

    def copy(self) -> SecretChoices[T]:
        return SecretChoices(self.seats, dict(self._choices))

    def choose(self, seat: int, choice: T) -> None:
        if seat not in self.seats:
            raise RuleViolation(N_("That seat takes no part in this secret choice."), seat=seat)
        self._choices[seat] = choice

    @property
    def waiting_for(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.seats if seat not in self._choices)

    @property
    def complete(self) -> bool:
        return len(self._choices) == len(self.seats)

    def has_chosen(self, seat: int) -> bool:
        return seat in self._choices

    def own(self, seat: int) -> T | None:
        """The choice of ``seat`` for that seat's own eyes."""
        return self._choices.get(seat)

    def reveal(self) -> dict[int, T]:
        """All choices at once, in seat order. Only when everyone has chosen."""
        if not self.complete:
            raise RuleViolation(N_("Not everyone has chosen yet."), waiting_for=list(self.waiting_for))
        return {seat: self._choices[seat] for seat in self.seats}

    def to_json(self) -> dict[str, Any]:
        """The public view: who has chosen, never what."""
        return {"seats": list(self.seats), "chosen": sorted(self._choices)}
