"""The board's spaces are fingertip targets: 48 px across, as tall as nine rows allow, the gaps and margins included."""

from __future__ import annotations

import itertools

from companion.front.acquire.board import BOARD, CELL_H, CELL_W, GAP, HIT, SIDE, cell_rect, tile_at
from companion.games.acquire.board import COLUMNS, ROWS
from companion.ui.scene import TOP_BAR

TILES = [f"{column}{row}" for row in ROWS for column in range(1, COLUMNS + 1)]


def test_every_space_is_drawn_larger_and_hit_on_its_whole_cell() -> None:
    assert CELL_W >= 48 and CELL_H == (480 - TOP_BAR - 1) // 9 == 47  # nine rows under the top bar: 47 at most
    for tile in TILES:
        cell = cell_rect(tile)
        drawn = cell.inflate(-GAP, -GAP)
        assert drawn.width >= 46 and drawn.height >= 45  # they were drawn 42 px
        for x, y in itertools.product(
            (cell.left, cell.centerx, cell.right - 1), (cell.top, cell.centery, cell.bottom - 1)
        ):
            assert tile_at((x, y)) == tile  # the gap around a space is still that space


def test_the_edge_spaces_reach_the_screen_edge_and_nothing_beside_the_board_is_a_space() -> None:
    assert tile_at((0, TOP_BAR + 1)) == "1A" and tile_at((0, 479)) == "1I"
    assert tile_at((BOARD.right + 3, 479)) == "12I"
    assert tile_at((SIDE.left + 2, 200)) is None and tile_at((300, TOP_BAR - 1)) is None
    assert HIT.bottom == 480 and HIT.right < SIDE.left
