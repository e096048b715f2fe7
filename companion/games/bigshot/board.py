"""The Big Shot board as data: lots, their values, which lots touch, the auction ring.

Only part of the printed board is known for sure (the parks sit in opposite
corners, each bordering lots of 9, 10 and 11; the five big lots are worth 16 to
21), so the board is a TOML file the owner can correct once from their own
box. The engine never reads files: ``prepare_config`` resolves ``"default"``
to the packaged board and embeds the validated board *content* in the journal
header, so a replay uses exactly the board the game was played on even if the
saved board is corrected later.

File format (see ``boards/default.toml``)::

    name = "My box"
    calibrated = true
    auction_spaces = 18
    [lots]
    P1 = { park = true }
    A9 = { value = 9 }
    [adjacency]
    P1 = ["A9", "A10", "A11"]

Adjacency is symmetric: a pair listed once counts both ways.

``calibrated = false`` marks a board whose numbers are not the box's: the
packaged default, whose 16–19 values and neighbours beyond the parks are
placeholders, says it so that every screen can say it
(:meth:`~companion.core.printed.PrintedTable.stand_in`). The owner's board,
saved from Settings, is written ``calibrated = true``; a board without the
field (one saved before the field existed, one typed into a config) is taken
as the owner's, and keeps no field in its normal form, so the journal header
of a game played on it stays as it was written.
"""

from __future__ import annotations

import json
import re
from typing import Any

from companion.core.i18n import N_
from companion.core.printed import FieldChecks, PrintedTable
from companion.data_classes import dataclass

from .errors import BoardError
from .rules import AUCTION_SPACES, LOT_CAPACITY, TOTAL_CUBES

SAVED_BOARD_NAME = "bigshot-board.toml"
LOT_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]{0,15}$")
MAX_VALUE = 999
MIN_LOTS = -(-TOTAL_CUBES // LOT_CAPACITY)  # 11: every cube must find room on some lot
MAX_LOTS = 40


@dataclass(frozen=True, slots=True)
class Board:
    """A validated board, shaped for fast look-ups by the engine."""

    name: str
    calibrated: bool
    """False for a board marked ``calibrated = false`` (the packaged default, whose numbers are partly
    placeholders); True for the owner's board and for one that does not say."""
    lots: tuple[str, ...]
    values: dict[str, int]
    parks: frozenset[str]
    neighbours: dict[str, frozenset[str]]
    parks_near: dict[str, tuple[str, ...]]  # the parks next to each lot, in board order

    @classmethod
    def from_data(cls, data: dict[str, Any], *, validated: bool = False) -> Board:
        """Build from a board table; ``validated`` skips a second check of a normal form.

        Boards are frozen and never changed by the engine, so one built from
        the same table is shared (a bot starts thousands of games a second).
        """
        return BOARD.shared(data, cls._build, validated=validated)

    @classmethod
    def _build(cls, data: dict[str, Any]) -> Board:
        lots = tuple(data["lots"])
        values = {lot: spec.get("value", 0) for lot, spec in data["lots"].items()}
        parks = frozenset(lot for lot, spec in data["lots"].items() if spec.get("park"))
        neighbours = {lot: frozenset(data["adjacency"].get(lot, ())) for lot in lots}
        parks_near = {lot: tuple(park for park in lots if park in parks and park in neighbours[lot]) for lot in lots}
        calibrated = data.get("calibrated") is not False
        return cls(data["name"], calibrated, lots, values, parks, neighbours, parks_near)


_check = FieldChecks(BoardError, most=MAX_VALUE)


def check_board(data: Any) -> dict[str, Any]:
    """Check a board table and return it in normal form, or raise :class:`BoardError` naming the field.

    The normal form lists every lot in file order and the adjacency in both
    directions, so validating a normal form gives it back unchanged (a journal
    header stays byte-identical through ``prepare_config``). ``calibrated`` is
    kept only when the table says it: a board without it stays without it.
    """
    if not isinstance(data, dict):
        raise _check.fail("board", N_("must be a table of name, auction_spaces, lots and adjacency"))
    unknown = sorted(set(data) - {"name", "calibrated", "auction_spaces", "lots", "adjacency"})
    if unknown:
        raise _check.fail(
            unknown[0], N_("is not a board field (known: name, calibrated, auction_spaces, lots, adjacency)")
        )
    name = data.get("name", "Custom board")
    if not isinstance(name, str) or not name.strip():
        raise _check.fail("name", N_("must be a non-empty text"))
    said: dict[str, bool] = {}
    if "calibrated" in data:
        if type(data["calibrated"]) is not bool:
            raise _check.fail(
                "calibrated",
                N_("must be true (read off a real board) or false, not {value!r}"),
                value=data["calibrated"],
            )
        said["calibrated"] = data["calibrated"]
    spaces = data.get("auction_spaces", AUCTION_SPACES)
    if type(spaces) is not int or spaces != AUCTION_SPACES:
        raise _check.fail(
            "auction_spaces", N_("must be {n}: 72 cubes, 4 on each space, one auction per turn"), n=AUCTION_SPACES
        )
    lots = _validate_lots(data.get("lots"))
    adjacency = _validate_adjacency(data.get("adjacency", {}), lots)
    return {"name": name, **said, "auction_spaces": spaces, "lots": lots, "adjacency": adjacency}


def _validate_lots(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise _check.fail("lots", N_("must be a table of lots such as L20 = {{ value = 20 }}"))
    if not MIN_LOTS <= len(raw) <= MAX_LOTS:
        raise _check.fail(
            "lots",
            N_("the number of lots must be from {low} to {high} (7 cubes each must hold all 72), not {count}"),
            low=MIN_LOTS,
            high=MAX_LOTS,
            count=len(raw),
        )
    lots: dict[str, dict[str, Any]] = {}
    for lot, spec in raw.items():
        where = f"lots.{lot}"
        if not isinstance(lot, str) or not LOT_ID.match(lot):
            raise _check.fail(where, N_("a lot name is a letter followed by up to 15 letters, digits, - or _"))
        _check.table(spec, where, ("value", "park"), N_("must be a table: {{ value = 20 }} or {{ park = true }}"))
        park = spec.get("park", False)
        if type(park) is not bool:
            raise _check.fail(f"{where}.park", N_("must be true or false"))
        if park:
            if "value" in spec:
                raise _check.fail(f"{where}.value", N_("a park has no value of its own: remove it or set park = false"))
            lots[lot] = {"park": True}
            continue
        value = spec.get("value")
        if type(value) is not int or not 1 <= value <= MAX_VALUE:
            raise _check.fail(
                f"{where}.value",
                N_("must be a whole number of millions from 1 to {high}, not {value!r}"),
                high=MAX_VALUE,
                value=value,
            )
        lots[lot] = {"value": value}
    return lots


def _validate_adjacency(raw: Any, lots: dict[str, Any]) -> dict[str, list[str]]:
    if not isinstance(raw, dict):
        raise _check.fail("adjacency", N_('must be a table such as P1 = ["A9", "A10"]'))
    pairs: set[tuple[str, str]] = set()
    for lot, others in raw.items():
        where = f"adjacency.{lot}"
        if lot not in lots:
            raise _check.fail(where, N_("{lot} is not one of the lots"), lot=lot)
        if not isinstance(others, list):
            raise _check.fail(where, N_("must be a list of lot names"))
        for other in others:
            if not isinstance(other, str) or other not in lots:
                raise _check.fail(where, N_("{other!r} is not one of the lots"), other=other)
            if other == lot:
                raise _check.fail(where, N_("a lot cannot border itself"))
            pairs.add((lot, other))
            pairs.add((other, lot))
    order = {lot: index for index, lot in enumerate(lots)}
    adjacency: dict[str, list[str]] = {}
    for lot in lots:
        near = sorted((b for a, b in pairs if a == lot), key=order.__getitem__)
        if near:
            adjacency[lot] = near
    return adjacency


def board_to_toml(data: dict[str, Any]) -> str:
    """Write a board in the file format (validated first; no TOML library needed)."""
    board = BOARD.validate(data)
    lines = [
        f"name = {json.dumps(board['name'], ensure_ascii=False)}",
        *([f"calibrated = {'true' if board['calibrated'] else 'false'}"] if "calibrated" in board else []),
        f"auction_spaces = {board['auction_spaces']}",
        "",
        "[lots]",
    ]
    for lot, spec in board["lots"].items():
        lines.append(f"{lot} = {{ park = true }}" if spec.get("park") else f"{lot} = {{ value = {spec['value']} }}")
    lines += ["", "[adjacency]"]
    for lot, near in board["adjacency"].items():
        lines.append(f"{lot} = [{', '.join(json.dumps(other) for other in near)}]")
    return "\n".join(lines) + "\n"


def board_numbers(board: dict[str, Any]) -> dict[str, Any]:
    """A board in normal form as its numbers compare: each lot's neighbours are a set, listed in the order of the
    lots, so they are put in one order (a board of the stand-in's numbers with its lots in another order is still
    the stand-in)."""
    adjacency = board.get("adjacency", {})
    return {**board, "adjacency": {lot: sorted(near) for lot, near in adjacency.items()}}


BOARD = PrintedTable(
    __package__,
    "boards/default.toml",
    "default",
    SAVED_BOARD_NAME,
    "board",
    check_board,
    board_to_toml,
    _check,
    numbers=board_numbers,
)
"""The board as a printed table: the packaged one, the owner's saved one, a config's choice (:mod:`companion.core.printed`)."""
