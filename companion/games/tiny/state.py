"""Tiny Auction's state: only the engine reads or changes it; front-ends read the summary.

A round goes through three phases, and which one is running is told by what
the state holds:

- ``guesses`` is set: the sealed guess is open (some seats have still to guess);
- ``revealed`` is set and ``lot`` is None: the guesses are public, the dice are awaited;
- ``auction`` is set: the lot (``lot`` points) is being sold.
"""

from __future__ import annotations

from dataclasses import field

from companion.core import EnglishAuction, Ledger, SecretChoices
from companion.data_classes import dataclass

START_CASH = 5


def account(seat: int) -> str:
    """The ledger account of ``seat``."""
    return f"p{seat}"


@dataclass(slots=True)
class State:
    names: list[str]
    rounds: int
    ledger: Ledger
    guess_kind: str = "parity"
    """What the sealed guess names: ``parity`` (odd or even) or ``sum`` (the exact sum, 2 to 12)."""
    round: int = 1
    roller: int = 0
    points: list[int] = field(default_factory=list)
    guesses: SecretChoices[str] | None = None
    """The round's sealed guesses while some seats have still to guess."""
    revealed: tuple[str, ...] | None = None
    """Every seat's guess, by seat, once all are in (public until the round ends)."""
    lot: int | None = None
    auction: EnglishAuction | None = None
    over: bool = False

    @property
    def players(self) -> int:
        return len(self.names)
