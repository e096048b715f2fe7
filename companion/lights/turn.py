"""Whose turn it is and what a button would do now, from the table's public contract, for every game alike.

The LEDs say whose turn it is the same way in every game, so no game's scene
has to: the acting seats' lights (the ``seats`` group of a layout: one LED at
each seat) glow in the seat's colour, pulsing for a seat that must decide
now, dim for a seat with only a side action open (a loan); a pass button
with an LED is lit while pressing it would do something, the undo button
while there is something to undo. A board position the screen has selected
(a tile tapped before its confirm) blinks on the board (:meth:`Lights.select`).

:func:`turn_of` reads only what any front-end may read: the prompt's actors,
``pass_action`` per seat, ``can_undo``, the seat colours of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.data_classes import dataclass
from companion.palette import RGB, seat_colours

SEAT_GROUP = "seats"
"""The layout group holding one light per seat (key ``"0"`` … for seat 0 …)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """What the table asks of whom, as the lights need it."""

    acting: tuple[int, ...] = ()
    """Seats with a main decision open now (a simultaneous choice has several)."""
    side: tuple[int, ...] = ()
    """Seats with only a side decision open (a loan, declaring the end)."""
    passing: tuple[int, ...] = ()
    """Seats whose pass button means something now."""
    undo: bool = False
    """Whether the undo button means something now."""
    colours: tuple[RGB, ...] = ()
    """Seat → LED colour (before gamma)."""
    seats: int = 0
    over: bool = False


def turn_of(table: Any, summary: Mapping[str, Any] | None = None) -> Turn:
    """The :class:`Turn` of ``table`` (a :class:`~companion.core.Table`) now."""
    prompt = table.prompt()
    seats = len(table.names)
    if prompt.over:
        return Turn(seats=seats, over=True, undo=bool(table.can_undo))
    acting = tuple(dict.fromkeys(a.seat for a in prompt.actors if not a.side and a.seat is not None))
    side = tuple(dict.fromkeys(a.seat for a in prompt.actors if a.side and a.seat is not None and a.seat not in acting))
    passing = tuple(seat for seat in range(seats) if table.pass_action(seat) is not None)
    colours = seat_colours(table.game.name, summary if summary is not None else table.summary(), leds=True)
    return Turn(acting, side, passing, bool(table.can_undo), colours, seats)


def button_levels(turn: Turn, buttons: int) -> dict[str, float]:
    """Button name → LED level (0 off … 1 full) for ``buttons`` seat buttons, undo and confirm."""
    levels = {f"seat{seat + 1}": 1.0 if seat in turn.passing else 0.0 for seat in range(buttons)}
    levels["undo"] = 1.0 if turn.undo else 0.0
    levels["confirm"] = 0.0
    return levels
