"""The board: 12 columns (1–12) by 9 rows (A–I), 108 squares, one tile each.

A tile is named like its square, column number then row letter (``5C``).
Internally a tile is its index ``row * 12 + column - 1``, so sorting by index
is sorting by *row letter first, then number*: exactly the rulebook's order
for "the tile closest to 1A" (9A comes before 1B). The orthogonal neighbours
of every square are computed once at import, because classifying tiles is the
engine's hottest loop.

A square holds nothing (:data:`EMPTY`), an unincorporated tile
(:data:`LOOSE`) or a tile of a chain (the chain id).
"""

from __future__ import annotations

from .errors import UnknownTile

COLUMNS = 12
ROWS = "ABCDEFGHI"
SQUARES = COLUMNS * len(ROWS)

EMPTY: None = None
LOOSE = ""

#: Tile names by index, in the rulebook's "closest to 1A" order.
TILE_NAMES: tuple[str, ...] = tuple(f"{col}{row}" for row in ROWS for col in range(1, COLUMNS + 1))
TILE_INDEX: dict[str, int] = {name: index for index, name in enumerate(TILE_NAMES)}
#: The number printed on each tile (the two-player market draw uses it).
TILE_NUMBER: tuple[int, ...] = tuple(index % COLUMNS + 1 for index in range(SQUARES))


def _neighbours(index: int) -> tuple[int, ...]:
    row, col = divmod(index, COLUMNS)
    found = []
    if row > 0:
        found.append(index - COLUMNS)
    if col > 0:
        found.append(index - 1)
    if col < COLUMNS - 1:
        found.append(index + 1)
    if row < len(ROWS) - 1:
        found.append(index + COLUMNS)
    return tuple(found)


#: Orthogonal neighbours of every square (never diagonal).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(index) for index in range(SQUARES))


def tile_index(name: str) -> int:
    """The index of the tile called ``name``; refuse anything that is not a square."""
    try:
        return TILE_INDEX[name]
    except (KeyError, TypeError):
        raise UnknownTile(tile=name) from None


def tile_names(indices: object) -> tuple[str, ...]:
    """Tile names of ``indices`` in board order (for events and views)."""
    return tuple(map(TILE_NAMES.__getitem__, sorted(indices)))  # type: ignore[call-overload]  # ints, in any iterable


def connected_loose(cells: list[str | None], start: int) -> list[int]:
    """Every unincorporated tile connected to ``start`` through unincorporated tiles.

    ``start`` itself is not included unless it is loose; the founding and
    growing rules add "every connected unincorporated tile" to the chain.
    """
    found: list[int] = []
    seen = {start}
    stack = [start]
    while stack:
        here = stack.pop()
        for near in NEIGHBOURS[here]:
            if near not in seen and cells[near] == LOOSE:
                seen.add(near)
                found.append(near)
                stack.append(near)
    return found


def reached(start: int, members: set[int]) -> set[int]:
    """The squares of ``members`` connected to ``start`` through ``members`` (``start`` included).

    A chain's tiles must form one group: the invariants check it of every state, and a position written by
    hand is refused naming a tile cut off from the rest.
    """
    seen = {start}
    stack = [start]
    while stack:
        here = stack.pop()
        for near in NEIGHBOURS[here]:
            if near in members and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen
