"""A safe chain's star on the play screen's status panel is read with the chain's size, not its shares left.

The star was drawn at the row's right end, after the "Left" count: a safe Hydra with 19 shares at the bank
read "19★", as if it were nineteen of something starred.
"""

from __future__ import annotations

import pygame

from companion.front.acquire.play import CHAIN_COLUMNS, safe_mark
from companion.ui import theme


def test_the_star_sits_in_the_size_column_clear_of_a_two_digit_size() -> None:
    row = pygame.Rect(56, 212, 360, 28)
    star = safe_mark(row)
    size, left = CHAIN_COLUMNS[1], CHAIN_COLUMNS[3]
    size_cell = pygame.Rect(row.left + size.left, row.top, size.width, row.height)
    assert size_cell.contains(star)
    assert star.right <= row.left + left.left  # nowhere near the shares left
    digits = theme.text_size("41", theme.FONT_SIZES["small"])[0]
    assert star.right + 2 <= size_cell.right - digits  # the size is right-aligned in its cell: no overlap
