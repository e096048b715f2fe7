"""What the table's inputs say, whatever device said it.

Buttons, the keyboard, on-screen buttons and serial peripherals all produce
the same small frozen commands, so the app handles one vocabulary with one
``match`` statement. Seats are 0-based indexes (the engines' player numbers);
people see 1-based numbers on button labels, keys and the serial protocol.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.data_classes import dataclass


@dataclass(frozen=True, slots=True)
class Pass:
    """A seat passes (its pass button, key, or ``PASS n`` on a serial line)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ShowPrivate:
    """A seat held its button: show that player's hidden holdings for a moment."""

    seat: int


@dataclass(frozen=True, slots=True)
class Undo:
    """The undo button."""


@dataclass(frozen=True, slots=True)
class Confirm:
    """The confirm button."""


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile was scanned or announced: ``TILE 5C`` or, in scanner mode, ``5C``."""

    name: str


@dataclass(frozen=True, slots=True)
class Bid:
    """A seat bids an amount: ``BID 3 12``."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Die:
    """Physical dice showed these values: ``DIE 4``, or ``DIE 6 3`` for two dice thrown together
    (in the order the game names its dice: white, then black)."""

    value: int
    others: tuple[int, ...] = ()

    @property
    def values(self) -> tuple[int, ...]:
        return (self.value, *self.others)


@dataclass(frozen=True, slots=True)
class Rfid:
    """An RFID tag was read: ``RFID 0A1B2C3D`` (upper-case hex)."""

    tag: str


Command = Pass | ShowPrivate | Undo | Confirm | Tile | Bid | Die | Rfid

Sink = Callable[[Command], None]
"""Where devices deliver commands. Called on device threads: it must only enqueue."""
