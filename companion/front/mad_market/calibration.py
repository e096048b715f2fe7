"""The board being calibrated: the owner's box entered field by field, checked by the engine's validator.

The calibration screen edits one section at a time (the squares from
Start, the share track, the forecast track, the victory-point items); every
value lives at a *path* into the board table (``("squares", 12, "price")``).
After every change the whole board goes through the engine's
:func:`validate_board`, whose message names the field at fault
(``squares[12].price``), so the owner sees at once what the board still
lacks. Company squares are numbered within their stock in board order
(the first LOG square is LOG-1), as the printed labels run. Pure data: no
pygame here, so it is tested on its own.
"""

from __future__ import annotations

import copy
from typing import Any

from companion.core import N_
from companion.games.mad_market import board_warnings, standin_board, validate_board
from companion.games.mad_market.errors import BoardError
from companion.games.mad_market.rules import COMPANY, DOWN, ITEMS, SQUARE_KINDS, START, UP

SECTIONS: tuple[tuple[str, str], ...] = (
    ("squares", N_("Squares")),
    ("track", N_("Share track")),
    ("forecast", N_("Forecast")),
    ("items", N_("Items")),
)
OWNER_NAME = "Owner's board"
NEW_COMPANY = {"kind": COMPANY, "stock": 1, "number": 1, "price": 100, "rent": 50, "holding_rent": 100}
Path = tuple[Any, ...]


class BoardForm:
    """A board under calibration, kept in the validator's normal form."""

    def __init__(self, board: dict[str, Any] | None = None) -> None:
        self.data = copy.deepcopy(board if board is not None else standin_board())

    # -- reading and typing values ---------------------------------------------------------------
    def get(self, path: Path) -> Any:
        where: Any = self.data
        for part in path:
            where = where[part]
        return where

    def set(self, path: Path, value: Any) -> None:
        """Store ``value`` at ``path`` (the validator judges it afterwards)."""
        where: Any = self.data
        for part in path[:-1]:
            where = where[part]
        where[path[-1]] = value
        if path[0] == "squares":
            self.renumber()

    def set_kind(self, index: int, kind: str) -> None:
        """Square ``index`` becomes ``kind``; a new company starts at 100 (rent 50, holding rent 100)."""
        squares = self.data["squares"]
        if squares[index]["kind"] == kind:
            return
        squares[index] = dict(NEW_COMPANY) if kind == COMPANY else {"kind": kind}
        self.renumber()

    def insert_after(self, index: int) -> None:
        self.data["squares"].insert(index + 1, {"kind": "free"})

    def remove(self, index: int) -> None:
        """Remove square ``index`` (never Start, and never the last square)."""
        squares = self.data["squares"]
        if squares[index]["kind"] != START and len(squares) > 1:
            squares.pop(index)
            self.renumber()

    def renumber(self) -> None:
        """Number each stock's companies 1, 2, 3 in board order (a fourth gets 4, which the validator names)."""
        seen: dict[int, int] = {}
        for square in self.data["squares"]:
            if square["kind"] == COMPANY:
                seen[square["stock"]] = seen.get(square["stock"], 0) + 1
                square["number"] = seen[square["stock"]]

    def square_id(self, index: int) -> str:
        """How the square reads: a company by its stock's code and number (IT-2), else its kind."""
        square = self.data["squares"][index]
        if square["kind"] != COMPANY:
            return square["kind"]
        codes = {stock["number"]: stock["code"] for stock in self.data["stocks"]}
        return f"{codes.get(square['stock'], square['stock'])}-{square['number']}"

    # -- lists of the track and the forecast ----------------------------------------------------
    def add_field(self, section: str) -> None:
        """A new top field of the share track (one above the old top), or a new last forecast field."""
        if section == "track":
            values = self.data["track"]["values"]
            values.append(values[-1] + 1 if values else 1)
        else:
            self.data["forecast"]["fields"].append({"stock": 1, "direction": UP})

    def remove_field(self, section: str) -> None:
        found = self.data["track"]["values"] if section == "track" else self.data["forecast"]["fields"]
        if len(found) > 1:
            found.pop()

    def set_forecast(self, index: int, stock: int | None = None, direction: str | None = None) -> None:
        field = self.data["forecast"]["fields"][index]
        if stock is not None:
            field["stock"] = stock
        if direction in (UP, DOWN):
            field["direction"] = direction

    def vp_total(self) -> int:
        return sum(spec["vp"] * spec["count"] for spec in self.data["items"].values())

    # -- checking and saving ---------------------------------------------------------------------
    def board(self) -> dict[str, Any]:
        """The board as entered, marked calibrated (the owner read it off a real board)."""
        board = copy.deepcopy(self.data)
        board["calibrated"] = True
        if board["name"] == standin_board()["name"]:
            board["name"] = OWNER_NAME
        return board

    def problem(self) -> BoardError | None:
        """The validator's refusal naming the field at fault, or None when the board is complete."""
        try:
            validate_board(self.board())
        except BoardError as refusal:
            return refusal
        return None

    def warnings(self) -> list[str]:
        """What a valid board does differently from the rulebook (an item supply that is not 150 VP)."""
        return board_warnings(self.board()) if self.problem() is None else []


KINDS: tuple[str, ...] = tuple(kind for kind in SQUARE_KINDS if kind != START)
"""What a square after Start may be."""
ITEM_KEYS: tuple[str, ...] = ITEMS
