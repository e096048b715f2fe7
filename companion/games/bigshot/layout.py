"""The cube layout: 72 cubes spread 4 per auction space, never 4 of one colour on a space."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from companion.core import ChanceSource
from companion.core.i18n import N_, N_plural

from .errors import LayoutError
from .rules import AUCTION_SPACES, COLORS, CUBES_PER_COLOR, CUBES_PER_SPACE


def deal_layout_with(chance: ChanceSource) -> tuple[tuple[tuple[str, ...], ...], int]:
    """Shuffle the cubes until no space holds 4 of one colour; pick the broker's start.

    Rejection keeps every valid layout equally likely (about one deal in five
    is redealt), which a repair by swapping cubes would not.
    """
    cubes = [color for color in COLORS for _ in range(CUBES_PER_COLOR)]
    while True:
        order = chance.shuffled(cubes)
        spaces = tuple(tuple(order[i : i + CUBES_PER_SPACE]) for i in range(0, len(order), CUBES_PER_SPACE))
        if all(len(set(space)) > 1 for space in spaces):
            return spaces, chance.randint(0, AUCTION_SPACES - 1)


def deal_layout(seed: int) -> tuple[tuple[tuple[str, ...], ...], int]:
    """The layout the companion deals for ``seed``: spaces and the broker's starting space."""
    return deal_layout_with(ChanceSource(seed))


def check_layout(spaces: Sequence[Sequence[str]], broker: int) -> None:
    """Refuse a layout the rules do not allow, saying what is wrong."""
    if len(spaces) != AUCTION_SPACES:
        raise LayoutError(
            N_("The number of auction spaces of a layout is {expected}, not {count}."),
            expected=AUCTION_SPACES,
            count=len(spaces),
        )
    for index, space in enumerate(spaces):
        if len(space) != CUBES_PER_SPACE:
            raise LayoutError(
                N_plural(
                    "Space {space} holds {count} cube: every space starts with 4.",
                    "Space {space} holds {count} cubes: every space starts with 4.",
                ),
                space=index + 1,
                count=len(space),
            )
        for color in space:
            if color not in COLORS:
                raise LayoutError(
                    N_("Space {space}: {color!r} is not a cube colour (red, yellow, black, white)."),
                    space=index + 1,
                    color=color,
                )
        if len(set(space)) == 1:
            raise LayoutError(
                N_("Space {space} has 4 {color} cubes: no space may hold 4 of one colour."),
                space=index + 1,
                color=space[0],
            )
    totals = Counter(color for space in spaces for color in space)
    for color in COLORS:
        if totals[color] != CUBES_PER_COLOR:
            raise LayoutError(
                N_plural(
                    "The layout has {count} {color} cube: there are 18 of each colour.",
                    "The layout has {count} {color} cubes: there are 18 of each colour.",
                ),
                color=color,
                count=totals[color],
            )
    if type(broker) is not int or not 0 <= broker < AUCTION_SPACES:
        # Players count the spaces from 1, as the board prints them (the action holds the index from 0).
        label = broker + 1 if type(broker) is int else broker
        raise LayoutError(N_("The broker starts on a space from 1 to 18, not {space}."), broker=broker, space=label)
