"""Placing cubes on lots and awarding lots.

A lot holds at most 7 cubes. When it gets its 7th it is awarded at once to the
colour with the highest count that no other colour shares (tied colours cancel
out: 3/3/1 and 2/2/2/1 go to the single cube); the other cubes leave and the lot
is frozen. After the 18th placement every other lot is awarded by the same
rule, or to nobody when no count is unique (3/3, 2/2/1/1) or the lot is empty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from companion.core.i18n import N_, N_plural

from .errors import PlacementError, cube_counts
from .events import CubesPlaced, LotAwarded
from .rules import LOT_CAPACITY
from .state import State


def award_color(counts: Mapping[str, int]) -> str | None:
    """The colour with the highest count no other colour shares, or None."""
    by_count = Counter(count for count in counts.values() if count > 0)
    for count in sorted(by_count, reverse=True):
        if by_count[count] == 1:
            return next(color for color, n in counts.items() if n == count)
    return None


def room(state: State) -> dict[str, int]:
    """How many more cubes each undecided lot takes (decided lots take none)."""
    return dict(state.free)


def placement_problem(
    cubes: Any, in_hand: Sequence[str], lots: Mapping[str, Mapping[str, int]], awarded: Mapping[str, Any]
) -> PlacementError | None:
    """Why ``cubes`` is not a legal placement of ``in_hand``, or None if it is.

    Pure, so the placement choices offered to a screen and ``apply`` agree.
    """
    if not isinstance(cubes, dict):
        return PlacementError(N_("Say which lot each cube goes to."))
    placed: list[str] = []
    for lot, colors in cubes.items():
        if lot not in lots:
            return PlacementError(N_("There is no lot {lot} on this board."), lot=lot)
        if not isinstance(colors, tuple | list) or not all(isinstance(c, str) for c in colors):
            return PlacementError(N_("List the colours of the cubes going to {lot}."), lot=lot)
        placed.extend(colors)
    if not placed:
        return PlacementError(
            N_plural("Place the {count} cube won ({won:and}).", "Place the {count} cubes won ({won:and})."),
            count=len(in_hand),
            won=cube_counts(list(in_hand)),
        )
    if sorted(placed) != sorted(in_hand):
        return PlacementError(
            N_plural(
                "Place exactly the {count} cube won ({won:and}), not {placed:and}.",
                "Place exactly the {count} cubes won ({won:and}), not {placed:and}.",
            ),
            count=len(in_hand),
            won=cube_counts(list(in_hand)),
            placed=cube_counts(placed),
        )
    for lot, colors in cubes.items():
        if not colors:
            continue
        if lot in awarded:
            return PlacementError(N_("{lot} has been awarded: it takes no more cubes."), lot=lot)
        have = sum(lots[lot].values())
        free = LOT_CAPACITY - have
        if len(colors) > free:
            if free == 1:
                return PlacementError(
                    N_plural("{lot} has {count} cube: only 1 more fits.", "{lot} has {count} cubes: only 1 more fits."),
                    lot=lot,
                    count=have,
                    free=free,
                )
            return PlacementError(
                N_plural(
                    "{lot} has {count} cube: only {free} more fit.", "{lot} has {count} cubes: only {free} more fit."
                ),
                lot=lot,
                count=have,
                free=free,
            )
    return None


def place(state: State, seat: int, cubes: dict[str, tuple[str, ...]]) -> list[Any]:
    """Put the cubes in hand on the lots (already checked) and award the lots they fill."""
    placement = {lot: tuple(colors) for lot, colors in cubes.items() if colors}
    for lot, colors in placement.items():
        counts = state.lots[lot]
        for color in colors:
            counts[color] = counts.get(color, 0) + 1
        state.free[lot] -= len(colors)
    state.in_hand = ()
    happened: list[Any] = [CubesPlaced(seat, placement)]
    for lot in state.board.lots:
        if lot in placement and state.free[lot] == 0:
            happened.append(award(state, lot))
    return happened


def award(state: State, lot: str) -> LotAwarded:
    """Decide ``lot`` now: the winner keeps one cube (with the deed under it), the rest leave."""
    counts = state.lots[lot]
    color = award_color(counts)
    state.awarded[lot] = color
    del state.free[lot]
    if color is not None:
        for other, count in counts.items():
            state.removed[other] += count - (1 if other == color else 0)
        state.lots[lot] = {color: 1}
    return LotAwarded(lot, color, state.seating.owner[color] if color else None, empty=not any(counts.values()))


def award_the_rest(state: State) -> list[LotAwarded]:
    """End of the game: every lot not yet decided is awarded by the same rule."""
    return [award(state, lot) for lot in state.board.lots if lot not in state.awarded]


def provisional_owners(state: State) -> dict[str, str | None]:
    """Who owns each lot if the game ended now (decided lots, and the rest by the rule)."""
    return {
        lot: state.awarded[lot] if lot in state.awarded else award_color(state.lots[lot]) for lot in state.board.lots
    }
