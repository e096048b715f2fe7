"""The words of a Mad Market position: its keys, and the readers of its values, each refusing in one sentence.

A position is typed by a person, so every value is checked for what it is (a seat, a share type's code, a
square's or a company's id; the plain values by :mod:`companion.core.position_values`) before any rule is asked
about it, and the refusal names the key as the file writes it (``players[1].cash``): the table finds the one
number to fix.
"""

from __future__ import annotations

from typing import Any

from companion.core import N_
from companion.core.position_values import refuse, whole

from .board import Board
from .state import AUCTION, CRISIS, DEBT, FIGHT, LAND, OPEN, OVER, ROLL, START_ROLL

STEPS: tuple[str, ...] = (START_ROLL, ROLL, LAND, FIGHT, CRISIS, AUCTION, DEBT, OPEN, OVER)
"""What the table may be waiting for: the engine's phases, named as its prompts are."""
STEP_ONLY: dict[str, tuple[str, ...]] = {
    "roll_off": (START_ROLL,),
    "fight": (FIGHT,),
    "auction": (AUCTION,),
    "debt": (DEBT,),
    "this_move": (OPEN, DEBT),
}
"""The keys that belong to some steps only: written anywhere else they describe a moment the table is not at."""
KEYS = frozenset(
    {
        "step",
        "first",
        "round",
        "mover",
        "players",
        "state_companies",
        "prices",
        "free",
        "forecast",
        "police_next",
        "last_roll",
        "target_reached_by",
        *STEP_ONLY,
    }
)


def seat_number(value: Any, key: str, players: int) -> int:
    """A seat: 0 for the first in seat order, up to one less than the players."""
    return whole(value, key, 0, players - 1)


def stock_key(board: Board, value: Any, key: str) -> str:
    """A share type by its board code (``"IT"``) or its number as a string (``"3"``): the state's key."""
    if isinstance(value, str):
        if value in board.stocks:
            return value
        for stock, entry in board.stocks.items():
            if entry.code == value:
                return stock
    refuse(
        N_("{value!r} in {key!r} is not a share type of this board: write its code ({codes})."),
        value=value,
        key=key,
        codes=", ".join(entry.code for entry in board.stocks.values()),
    )


def square_index(board: Board, value: Any, key: str) -> int:
    """A square by its id (``"start"``, ``"IT-2"``, ``"police-1"``): its index from Start."""
    square = board.squares_by_id.get(value) if isinstance(value, str) else None
    if square is None:
        refuse(
            N_("{value!r} in {key!r} is not a square of this board: squares are named start, {company}, police-1 …"),
            value=value,
            key=key,
            company=next(iter(board.companies)),
        )
    return square.index


def company_id(board: Board, value: Any, key: str) -> str:
    """A company by its id (``"IT-2"``: its stock's code and its number)."""
    if not isinstance(value, str) or value not in board.companies:
        refuse(
            N_("{value!r} in {key!r} is not a company of this board: companies are named like {company}."),
            value=value,
            key=key,
            company=next(iter(board.companies)),
        )
    return value


def throw(value: Any, key: str) -> tuple[int, int]:
    """The white and the black die, as ``[white, black]``."""
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(type(face) is not int or not 1 <= face <= 6 for face in value)
    ):
        refuse(
            N_("{key!r} must be a throw of the white and the black die, each 1 to 6, like [4, 2]; not {value!r}."),
            key=key,
            value=value,
        )
    return value[0], value[1]
