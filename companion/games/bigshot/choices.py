"""Legal choices too many to list: every valid cube layout, every way to place 4 cubes.

Both are :class:`~companion.core.ActionSet` s: membership runs exactly the check
``apply`` runs, and ``sample`` draws a legal member for random players.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core import ActionSet, ChanceSource
from companion.data_classes import dataclass

from .actions import Layout, Place
from .errors import LayoutError
from .layout import check_layout, deal_layout_with
from .lots import placement_problem


class AnyLayout(ActionSet):
    """Any layout the rules allow: 18 per colour, 4 per space, never 4 of one colour."""

    type = "layout"

    def __contains__(self, action: object) -> bool:
        if type(action) is not Layout:
            return False
        try:
            check_layout(action.spaces, action.broker)
        except LayoutError:
            return False
        return True

    def sample(self, chance: ChanceSource) -> Layout:
        spaces, broker = deal_layout_with(chance)
        return Layout(spaces, broker)

    def describe(self) -> str:
        return "layout (any valid layout)"


@dataclass(slots=True)
class Placements(ActionSet):
    """Every placement of the cubes in hand on lots with room, for the auction's winner."""

    player: int
    in_hand: tuple[str, ...]
    lots: Mapping[str, Mapping[str, int]]
    awarded: Mapping[str, str | None]
    room: dict[str, int]

    type = "place"

    def __contains__(self, action: object) -> bool:
        if type(action) is not Place or action.player != self.player:
            return False
        return placement_problem(action.cubes, self.in_hand, self.lots, self.awarded) is None

    def sample(self, chance: ChanceSource) -> Place:
        return Place(self.player, random_placement(self.in_hand, self.room, chance))

    def describe(self) -> str:
        return f"place {', '.join(self.in_hand)} on lots with room"


def random_placement(
    in_hand: tuple[str, ...], room: Mapping[str, int], chance: ChanceSource
) -> dict[str, tuple[str, ...]]:
    """Each cube on a random lot that still has room once the earlier cubes are counted."""
    free = dict(room)
    open_lots = [lot for lot, left in free.items() if left > 0]
    placement: dict[str, tuple[str, ...]] = {}
    for color in in_hand:
        lot = chance.choice(open_lots)
        placement[lot] = placement.get(lot, ()) + (color,)
        free[lot] -= 1
        if not free[lot]:
            open_lots.remove(lot)
    return placement
