"""The project's colours, defined once for the screen and the LEDs, with seats kept apart from game pieces.

Two kinds of colour share a screen and a strip: the *pieces* of the game
being played (hotel chains, stocks, companies, cubes), which each game declares in its ``GameSpec``
palette, and the *seats* (a player's stripe, swatch, bar and LED). They must
never be confused, and neither may be confused among themselves by anyone at
the table, including players with protanopia or deuteranopia. The rule:

* a game whose seats *are* pieces (a seat plays one colour of cubes)
  names each seat's colour through its spec's ``seat_colours`` hook;
* every other game gets seats chosen by :func:`choose_seats`: each seat
  takes, in order, the first colour of :func:`seat_pool` that stays at least
  a distance away from every piece of that game and from the seats before it,
  on the screen and on an LED, for normal vision, protanopia and
  deuteranopia (:mod:`companion.colour_vision`); the distance is the largest
  for which six seats can be found, and never below :data:`MIN_DISTANCE`.
  The pool starts with the Okabe–Ito colours (Okabe & Ito, 2008), so a game
  whose pieces leave them free gets them, in the familiar order.

:data:`SEATS` is the seat colours of the game on the table (every screen
indexes it by seat); :func:`follow` switches it when a table opens, and
:func:`seat_colours` answers for any game without switching.

LEDs are linear in current while eyes are not: :func:`led` applies gamma 2.2
so the LED colours look like the screen colours.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any, overload

from .colour_vision import worst_delta_e

RGB = tuple[int, int, int]

# Okabe–Ito
ORANGE: RGB = (230, 159, 0)
SKY_BLUE: RGB = (86, 180, 233)
BLUISH_GREEN: RGB = (0, 158, 115)
YELLOW: RGB = (240, 228, 66)
BLUE: RGB = (0, 114, 178)
VERMILLION: RGB = (213, 94, 0)
REDDISH_PURPLE: RGB = (204, 121, 167)
BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)
GREY: RGB = (153, 153, 153)

DEFAULT_SEATS: tuple[RGB, ...] = (ORANGE, SKY_BLUE, BLUISH_GREEN, YELLOW, BLUE, REDDISH_PURPLE)
"""Seat 0..5 of a game with no pieces of these colours."""

MAX_SEATS = 6

MIN_DISTANCE = 9.0
"""The least CIEDE2000 difference, for the least-favoured of normal, protan and deutan vision, between any two
colours that must be told apart on one screen: seats, pieces, and a seat and a piece. About 1 is a
just-noticeable difference side by side; 9 keeps swatches a few millimetres wide apart at a glance across a table,
and is the most that six seats and a game of seven piece colours allow together."""

MIN_LED_DISTANCE = 8.0
"""The same for LEDs, compared by :func:`apparent_led` (hue and saturation only)."""

_TOL = (
    # Paul Tol's qualitative schemes (bright, vibrant, muted, light), designed for colour-blind readers
    (238, 102, 119),
    (221, 204, 119),
    (153, 221, 255),
    (68, 187, 153),
    (255, 170, 187),
    (119, 170, 221),
    (68, 119, 170),
    (102, 204, 238),
    (204, 187, 68),
    (0, 119, 187),
    (51, 187, 238),
    (0, 153, 136),
    (238, 119, 51),
    (238, 51, 119),
    (136, 204, 238),
    (68, 170, 153),
    (153, 153, 51),
    (204, 102, 119),
    (170, 68, 153),
    (187, 204, 51),
    (238, 221, 136),
    (238, 136, 102),
)
_PANEL: RGB = (38, 41, 49)


def _visible(colour: RGB) -> bool:
    """A seat colour must show on the screen's panels (WCAG's 3:1 for graphics) to every eye, and be a colour,
    not a grey."""
    from .colour_vision import VISIONS, contrast_ratio, simulate

    return max(colour) - min(colour) >= 60 and all(
        contrast_ratio(simulate(colour, vision), _PANEL) >= 3.0 for vision in VISIONS
    )


@cache
def seat_pool() -> tuple[RGB, ...]:
    """Seat colours to choose from, best first: Okabe–Ito, then Tol's schemes, then an even grid of sRGB.

    Worked out when seats are first chosen, not at import: judging 500 colours for every eye is a
    noticeable part of a Pi's start-up, and ``companion replay`` never needs it.
    """
    return tuple(
        dict.fromkeys(
            c
            for c in (
                *DEFAULT_SEATS,
                VERMILLION,
                *_TOL,
                *((r, g, b) for r in range(0, 256, 32) for g in range(0, 256, 32) for b in range(0, 256, 32)),
            )
            if _visible(c)
        )
    )


def led(color: RGB, gamma: float = 2.2) -> RGB:
    """The LED drive value that looks like the screen colour ``color``."""
    red, green, blue = (round(255 * (c / 255) ** gamma) for c in color)
    return (red, green, blue)


def scale(color: RGB, factor: float) -> RGB:
    """``color`` dimmed (or brightened, clipped) by ``factor``."""
    red, green, blue = (max(0, min(255, round(c * factor))) for c in color)
    return (red, green, blue)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b`` (0 → a, 1 → b)."""
    t = max(0.0, min(1.0, t))
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return (red, green, blue)


def apparent_led(colour: RGB) -> RGB:
    """How an LED given ``colour`` (its screen colour, before :func:`led`) reads across a table.

    A lit LED glares, so its brightness says little: what tells two LEDs apart is hue and saturation. The
    colour is brought to full brightness (its largest channel 255) before comparing.
    """
    peak = max(colour)
    if peak == 0:
        return (0, 0, 0)
    red, green, blue = (round(c * 255 / peak) for c in colour)
    return (red, green, blue)


@cache
def _screen(a: RGB, b: RGB) -> float:
    """Cached: :func:`choose_seats` steps its distance down and asks the same pairs again at every step."""
    return worst_delta_e(a, b)


@cache
def _led(a: RGB, b: RGB) -> float:
    return worst_delta_e(apparent_led(a), apparent_led(b))


def _first_fit(pieces: Sequence[RGB], count: int, distance: float, led_distance: float) -> list[RGB]:
    chosen: list[RGB] = []
    for colour in seat_pool():
        if len(chosen) == count:
            break
        if all(_screen(colour, other) >= distance for other in (*pieces, *chosen)) and all(
            _led(colour, other) >= led_distance for other in chosen
        ):
            chosen.append(colour)
    return chosen


@cache
def choose_seats(pieces: tuple[RGB, ...], count: int = MAX_SEATS) -> tuple[RGB, ...]:
    """``count`` seat colours kept apart from ``pieces`` and from each other (see the module's rule).

    The shipped games' answers are written down (:mod:`companion.seats_worked_out`, checked against
    :func:`work_out_seats` by the tests); any other pieces are worked out.
    """
    from .seats_worked_out import WORKED_OUT

    known = WORKED_OUT.get((pieces, count))
    return known if known is not None else work_out_seats(pieces, count)


def work_out_seats(pieces: tuple[RGB, ...], count: int) -> tuple[RGB, ...]:
    """The rule itself: the distance starts high and steps down until ``count`` seats fit.

    The LED distance keeps to :data:`MIN_LED_DISTANCE`. Deterministic: the same pieces always give the same
    seats.
    """
    distance = 16.0
    while distance >= MIN_DISTANCE:
        chosen = _first_fit(pieces, count, distance, MIN_LED_DISTANCE)
        if len(chosen) == count:
            return tuple(chosen)
        distance -= 0.5
    chosen = _first_fit(pieces, count, 0.0, 0.0)  # never reached with the pool above; better close than none
    return tuple(chosen)


def seat_colours(game: str | None, summary: Mapping[str, Any] | None = None, *, leds: bool = False) -> tuple[RGB, ...]:
    """Seat 0.. → screen colour for ``game`` (its public ``summary`` names seats that are pieces).

    With ``leds``, the colour the seat's light is given (before :func:`led`): the same colour, unless the
    game's pieces have lights of their own (black cubes light blue, and so does the black seat).
    """
    if not game:
        return DEFAULT_SEATS
    from .registry import UnknownGame, spec

    try:
        game_spec = spec(game)
    except UnknownGame:
        return DEFAULT_SEATS
    hook = game_spec.get("seat_colours") if getattr(game_spec, "seat_colours", None) else None
    if hook is not None:
        named = tuple(hook(summary, leds=leds))
        if named:
            return named
    return choose_seats(tuple(dict.fromkeys(game_spec.palette.values())))


class SeatColours(Sequence[RGB]):
    """The seat colours of the game on the table: a sequence every screen indexes by seat."""

    def __init__(self, colours: Iterable[RGB] = DEFAULT_SEATS) -> None:
        self.colours: tuple[RGB, ...] = tuple(colours)

    @overload
    def __getitem__(self, index: int) -> RGB: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[RGB]: ...

    def __getitem__(self, index: int | slice) -> RGB | Sequence[RGB]:
        return self.colours[index]

    def __len__(self) -> int:
        return len(self.colours)

    def __iter__(self) -> Iterator[RGB]:
        return iter(self.colours)

    def __repr__(self) -> str:
        return f"SeatColours({self.colours!r})"


SEATS = SeatColours()
"""Seat 0.. → screen colour of the game on the table (player tokens, stripes, on-screen pass buttons)."""


def follow(game: str | None, summary: Mapping[str, Any] | None = None) -> tuple[RGB, ...]:
    """Make :data:`SEATS` the seat colours of ``game`` (a table opened) and return them."""
    SEATS.colours = seat_colours(game, summary)
    return SEATS.colours
