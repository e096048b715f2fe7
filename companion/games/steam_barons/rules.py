"""The numbers the Steam Barons rulebook prints, in one place.

The stock-market card's numbers (Final Performance, Share Adjustment Table,
green and pink squares) are *not* here: they are the card file's (see
:mod:`.card`), because nobody has read them off a real card yet.
"""

from __future__ import annotations

from companion.core.i18n import N_

COMPANIES: tuple[str, ...] = ("orange", "green", "brown", "wood", "black", "white")
"""Company ids, in the rulebook's order (arancio, verde, marrone, legno naturale, nero, bianco)."""

COMPANY_NAMES: dict[str, str] = {
    "orange": N_("Orange"),
    "green": N_("Green"),
    "brown": N_("Brown"),
    "wood": N_("Wood"),
    "black": N_("Black"),
    "white": N_("White"),
}
"""How a company is called at the table (the colour of its tokens)."""

MAPS: tuple[str, ...] = ("eastern_us", "northern_england")
MAP_NAMES: dict[str, str] = {"eastern_us": N_("Eastern US"), "northern_england": N_("Northern England")}

TURNS = 5
MIN_PLAYERS, MAX_PLAYERS = 2, 6
START_CASH: dict[int, int] = {2: 40, 3: 30, 4: 25, 5: 20, 6: 20}
START_TREASURY = 5  # $5 on every certificate at set-up
START_PRICE = 5
ISSUED_AT_START = 1  # one share per company in Available Shares at set-up
ISSUE_VALUE = 5  # an issued share puts $5 in the treasury, whatever the price
TOP_PRICE = 18  # a price never exceeds $18
DELIVERY_ROUNDS = 2
CEO_THRESHOLD = 9  # the CEO bonus is paid only above performance 9
