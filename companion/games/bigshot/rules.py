"""The numbers printed in the Big Shot rulebook, in one place."""

from __future__ import annotations

from companion.core.i18n import N_

COLORS: tuple[str, ...] = ("red", "yellow", "black", "white")  # the 2001 edition's cube colours
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "black": N_("black"), "white": N_("white")}
"""Cube colours as players read them in a sentence (translated with the sentence they appear in)."""
COLOUR_LABELS = {"red": N_("Red"), "yellow": N_("Yellow"), "black": N_("Black"), "white": N_("White")}
"""Cube colours standing alone on a button, a chooser or a column's head: capitalised as every label is ("Rosso"
beside "Passa"), in every language, where the sentence's word ("il rosso") stays lowercase."""
CUBES_PER_COLOR = 18
TOTAL_CUBES = CUBES_PER_COLOR * len(COLORS)  # 72
CUBES_PER_SPACE = 4
AUCTION_SPACES = TOTAL_CUBES // CUBES_PER_SPACE  # 18
TURNS = AUCTION_SPACES  # one auction per space: 18 turns exactly
LOT_CAPACITY = 7  # the 7th cube decides a lot
START_CASH = 10  # millions, per colour that holds money
LOAN_FACE = 10  # a debt certificate costs 10M at the end
DIE_SIDES = 6
MAX_BID = 999  # an upper bound for bid ranges where cash is hidden (and a sanity limit)
