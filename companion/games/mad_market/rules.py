"""The fixed vocabulary of Mad Market: kinds of squares, items, phases' names, stock numbers.

Every *number* of the rules (start cash, prices of brokers, guards and packs,
the fine, the casino, the police count, the target) lives in the board file's
``[numbers]`` table (:mod:`.board`), checked against the rulebook's values
there; what stays here is what no box can change.
"""

from __future__ import annotations

from typing import Any

from companion.core import N_, DiceSet, Die
from companion.core.dice import LONE

MIN_PLAYERS, MAX_PLAYERS = 2, 6
STOCKS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6")
"""The six share types, numbered like the die faces (keys of prices, holdings and the summary)."""
COMPANIES_PER_STOCK = 3

START, COMPANY, BROKER, GUARD, POLICE, BLACK_MARKET, AUCTION, PERSONAL_CRISIS, MARKET_CRISIS, VACATION, CASINO, FREE = (
    "start",
    "company",
    "broker",
    "guard",
    "police",
    "black_market",
    "auction",
    "personal_crisis",
    "market_crisis",
    "vacation",
    "casino",
    "free",
)
SQUARE_KINDS: tuple[str, ...] = (
    START,
    COMPANY,
    BROKER,
    GUARD,
    POLICE,
    BLACK_MARKET,
    AUCTION,
    PERSONAL_CRISIS,
    MARKET_CRISIS,
    VACATION,
    CASINO,
    FREE,
)
SQUARE_NAMES: dict[str, str] = {
    START: N_("Start square"),
    COMPANY: N_("Company"),
    BROKER: N_("Stockbroker"),
    GUARD: N_("Security guard"),
    POLICE: N_("Police"),
    BLACK_MARKET: N_("Black market"),
    AUCTION: N_("Auction"),
    PERSONAL_CRISIS: N_("Personal stock crisis"),
    MARKET_CRISIS: N_("Stock market crisis"),
    VACATION: N_("Vacation"),
    CASINO: N_("Casino"),
    FREE: N_("Free square"),
}

ITEMS: tuple[str, ...] = ("jet", "yacht", "villa", "limousine")
"""The victory-point items, most expensive first."""
ITEM_NAMES: dict[str, str] = {
    "jet": N_("jet"),
    "yacht": N_("yacht"),
    "villa": N_("villa"),
    "limousine": N_("limousine"),
}
ITEM_RULES: dict[str, tuple[int, int]] = {
    "jet": (15, 2000),
    "yacht": (7, 1000),
    "villa": (3, 500),
    "limousine": (1, 200),
}
"""The rulebook's VP and price per item (the board file states them and must agree)."""
TOTAL_VP = 150

UP, DOWN = "up", "down"
DIRECTIONS: dict[str, str] = {UP: N_("up"), DOWN: N_("down")}
"""Where a price moves (a stockbroker's or the forecast's), in a player's words."""
BUY, SELL = "buy", "sell"

NUMBERS: dict[str, int] = {
    "start_cash": 500,
    "shares_per_stock": 300,
    "lap_shares": 5,
    "holding_lap_shares": 30,
    "broker_price": 100,
    "max_brokers": 2,
    "guard_price": 30,
    "pack_price": 100,
    "pack_sale": 1000,
    "fine": 1000,
    "casino": 300,
    "police_first": 2,
    "police_max": 5,
    "target": 35,
}
"""Every number of the rules, as the rulebook gives it (the board's ``[numbers]`` must match)."""

MOVE_DICE = DiceSet((Die(N_("white"), "white"), Die(N_("black"), "black")))
"""The move's dice and a fight round's: white (the mover, the attacker) and black (the police, the owner)."""
SIDES = 6
assert all(die.sides == SIDES for die in MOVE_DICE.dice), "check_move_dice assumes six-sided move dice"


def check_move_dice(action: Any) -> None:
    """Refuse a throw of :data:`MOVE_DICE` (an action's ``white`` and ``black``) with a face off its die.

    The kit's ``MOVE_DICE.read`` words the refusal (naming the die at fault);
    it runs only when a face is not plainly 1-6, since every move and every
    fight round passes here.
    """
    white, black = action.white, action.black
    if type(white) is not int or type(black) is not int or not (1 <= white <= SIDES and 1 <= black <= SIDES):
        MOVE_DICE.read(action)


ONE_DIE = DiceSet((Die(LONE, "value"),))
"""The roll-off's die and the stock-market crisis die: one die, thrown alone, so "the die" in every language."""

PER_TYPE, TOTAL = "per_type", "total"
CRISIS_MODES = (PER_TYPE, TOTAL)
