"""Seat colours already worked out for the pieces of the games the companion ships with.

:func:`companion.palette.choose_seats` judges some five hundred colours for
three kinds of eye and then tries seat after seat, stepping its distance
down: about 260 million instructions for a game of seven piece colours, a fifth of
the whole start-up to the first frame and a quarter of a second on a Pi. The
answer depends only on the pieces, so it is written down here, once, and
``choose_seats`` reads it. Any other set of pieces (a game added later) is
still worked out the long way.

The table is checked against the long way by
``tests/lights/test_palette_colour_vision.py``; when a game's palette or the
rule changes, that test fails, and ``python -m companion.seats_worked_out``
prints the table to put here instead.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

WORKED_OUT: dict[tuple[tuple[RGB, ...], int], tuple[RGB, ...]] = {
    (((240, 228, 66), (213, 94, 0), (0, 114, 178), (204, 121, 167), (0, 158, 115), (230, 159, 0), (86, 180, 233)), 6): (
        (238, 102, 119),
        (153, 221, 255),
        (68, 187, 153),
        (0, 224, 128),
        (128, 128, 224),
        (160, 224, 224),
    ),
    (((255, 70, 70), (240, 228, 66), (30, 30, 30), (235, 235, 235)), 6): (
        (86, 180, 233),
        (0, 158, 115),
        (0, 128, 224),
        (0, 160, 160),
        (96, 128, 0),
        (128, 224, 128),
    ),
    (((213, 94, 0), (230, 159, 0), (240, 228, 66), (0, 158, 115), (86, 180, 233), (204, 121, 167)), 6): (
        (238, 102, 119),
        (153, 221, 255),
        (68, 187, 153),
        (0, 128, 192),
        (0, 224, 128),
        (160, 224, 224),
    ),
    (((230, 159, 0), (0, 158, 115), (140, 82, 40), (222, 184, 135), (30, 30, 30), (235, 235, 235)), 6): (
        (86, 180, 233),
        (240, 228, 66),
        (255, 170, 187),
        (0, 128, 224),
        (64, 128, 128),
        (192, 128, 64),
    ),
    ((), 6): ((230, 159, 0), (86, 180, 233), (0, 158, 115), (64, 128, 128), (96, 128, 32), (128, 96, 192)),
}


def written() -> str:
    """The table above as it should read for the registered games, worked out the long way."""
    from .palette import MAX_SEATS, work_out_seats
    from .registry import names, spec

    every = dict.fromkeys(tuple(dict.fromkeys(spec(name).palette.values())) for name in names())
    lines = ["WORKED_OUT: dict[tuple[tuple[RGB, ...], int], tuple[RGB, ...]] = {"]
    for pieces in every:
        lines.append(f"    ({pieces!r}, {MAX_SEATS}): {work_out_seats(pieces, MAX_SEATS)!r},")
    return "\n".join([*lines, "}"])


if __name__ == "__main__":
    print(written())
