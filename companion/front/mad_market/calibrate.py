"""Settings → Mad Market board: an owner enters their box's board once, on the data form.

Four sections: the squares from Start (a square's kind, and for a company
its stock, price, rent and holding rent; squares inserted after the selected
one, any but Start removed), the share track, the forecast track (each
field's stock and direction) and the victory-point items. After every change
the kinds reshape their squares (a new company starts at 100, rent 50,
holding rent 100) and each stock's companies are numbered in board order
(the first LOG square is LOG-1), as the printed labels run; the engine's
validator then names the field at fault (``squares[12].price``), or the
rulebook differences it warns of. Saving marks the board calibrated and
writes it to the data directory, where new games take it from (games
already started keep the board they began with).
"""

from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any

from companion.core import N_
from companion.core.i18n import NP_
from companion.games.mad_market import BOARD, board_warnings
from companion.games.mad_market.rules import COMPANY, DOWN, FREE, ITEM_NAMES, SQUARE_KINDS, SQUARE_NAMES, START, UP
from companion.text.i18n import _, number
from companion.ui.forms import CHOICE, INLINE, Field, FieldChoice, FormSpec, Group, Path, Section, Table, table_hooks
from companion.ui.scenes.form import open_form

from .palette import stock_colour
from .texts import ARROWS

OWNER_NAME = "Owner's board"
NEW_COMPANY = {"kind": COMPANY, "stock": 1, "number": 1, "price": 100, "rent": 50, "holding_rent": 100}
SHORT_KINDS = {
    "broker": N_("Broker"),
    "guard": N_("Guard"),
    "personal_crisis": N_("Personal crisis"),
    "market_crisis": N_("Market crisis"),
    "free": N_("Free"),
}
"""Shorter names for the kinds of square (the buttons are narrow)."""
KINDS = tuple(FieldChoice(kind, SHORT_KINDS.get(kind, SQUARE_NAMES[kind])) for kind in SQUARE_KINDS if kind != START)


def to_board(data: dict[str, Any]) -> dict[str, Any]:
    """The board as entered, marked calibrated (the owner read it off a real board)."""
    board = copy.deepcopy(data)
    board["calibrated"] = True
    if board["name"] == BOARD.packaged_table()["name"]:
        board["name"] = OWNER_NAME
    return board


def normalize(data: dict[str, Any]) -> None:
    """A square holds what its kind needs; each stock's companies are numbered 1, 2, 3 in board order."""
    seen: dict[int, int] = {}
    for index, square in enumerate(data["squares"]):
        if square["kind"] != COMPANY:
            data["squares"][index] = {"kind": square["kind"]}
            continue
        square.update({key: square.get(key, value) for key, value in NEW_COMPANY.items()})
        seen[square["stock"]] = seen.get(square["stock"], 0) + 1
        square["number"] = seen[square["stock"]]  # a fourth gets 4, which the validator names


def square_id(data: dict[str, Any], index: int) -> str:
    """How a square reads: a company by its stock's code and number (IT-2), else its kind."""
    square = data["squares"][index]
    if square["kind"] != COMPANY:
        return _(SHORT_KINDS.get(square["kind"], SQUARE_NAMES[square["kind"]]))
    return f"{stock_code(data, square['stock'])}-{square['number']}"


def stock_code(data: dict[str, Any], stock: int) -> str:
    return next((s["code"] for s in data["stocks"] if s["number"] == stock), str(stock))


def stocks(data: dict[str, Any], path: Path) -> tuple[FieldChoice, ...]:
    return stock_choices(tuple((s["number"], s["code"]) for s in data["stocks"]))


@lru_cache(maxsize=8)
def stock_choices(stocks: tuple[tuple[int, str], ...]) -> tuple[FieldChoice, ...]:
    """The stocks by code, each in its colour, made once per set of codes: every square's and forecast field's
    stock asks for them, twice a frame."""
    return tuple(FieldChoice(number, code, stock_colour(number)) for number, code in stocks)


def company(square: dict[str, Any]) -> bool:
    return square["kind"] == COMPANY


def track_section(key: str, title: str, table: Table, note: str) -> Section:
    """A track's section (the share track, the forecast): its fields, then the field its marker starts on, under
    a note that names that field as the form now holds it."""
    # the field a marker starts on ("Départ : 6"), not the new game's button ("Commencer")
    caption = NP_("the field a Mad Market track's marker starts on", "Start")
    start = Group((Field((key, "start"), N_("starting field"), caption=caption, low=1, high=99),), columns=3)
    return Section(key, title, (table, start), note=lambda data: _(note).format(start=data[key]["start"]))


FORM = FormSpec(
    title=N_("Mad Market board"),
    sections=(
        Section(
            "squares",
            N_("Squares"),
            (
                Table(
                    ("squares",),
                    (
                        Field(
                            ("kind",),
                            N_("square"),
                            CHOICE,
                            choices=KINDS,
                            width=2,  # a long kind ("Personal crisis") takes two lines of its button
                            show=lambda kind: _(SHORT_KINDS.get(kind, SQUARE_NAMES[kind])),
                            locked=lambda square: (
                                N_("Start is always the first square") if square["kind"] == START else None
                            ),
                        ),
                        Field(("stock",), N_("stock"), CHOICE, choices=stocks, when=company),
                        Field(("price",), N_("price"), high=99999, when=company),
                        Field(("rent",), N_("rent"), high=99999, when=company),
                        Field(
                            ("holding_rent",), N_("holding rent"), high=99999, when=company, width=1.1
                        ),  # its heading
                    ),
                    row_label=lambda data, index: (
                        f"{index + 1} {square_id(data, index)}" if company(data["squares"][index]) else str(index + 1)
                    ),
                    caption_width=62,
                    new_row=lambda squares, after: {"kind": FREE},
                    insert=True,
                    keep=lambda square: square["kind"] == START,
                ),
            ),
        ),
        track_section(
            "track",
            N_("Share track"),
            Table(
                ("track", "values"),
                (Field((), N_("share value"), high=99999),),
                caption=INLINE,
                columns=5,
                new_row=lambda values, last: values[last] + 1,
            ),
            N_("Each field's share value, bottom first; every stock starts on field {start}"),
        ),
        track_section(
            "forecast",
            N_("Forecast"),
            Table(
                ("forecast", "fields"),
                (
                    Field(("stock",), N_("stock"), CHOICE, choices=stocks),
                    Field(
                        ("direction",),
                        N_("direction"),
                        CHOICE,
                        choices=(FieldChoice(UP, N_("up")), FieldChoice(DOWN, N_("down"))),
                        show=lambda direction: ARROWS[direction],
                    ),
                ),
                columns=2,
                caption_width=24,
                new_row=lambda fields, last: {"stock": 1, "direction": UP},
            ),
            N_("Each field's stock and direction; the marker starts on field {start}"),
        ),
        Section(
            "items",
            N_("Items"),
            (
                Table(
                    ("items",),
                    (
                        Field(("vp",), N_("VP")),
                        Field(("price",), N_("price"), high=99999),
                        Field(("count",), N_("count")),
                    ),
                    row_label=lambda data, item: _(ITEM_NAMES[item]),
                    caption_width=90,
                ),
            ),
            note=lambda data: _("The supply: {total} VP in all (the rulebook: 150)").format(
                total=number(sum(spec["vp"] * spec["count"] for spec in data["items"].values()))
            ),
        ),
    ),
    **table_hooks(BOARD, from_form=to_board),
    warnings=lambda data: board_warnings(to_board(data)),
    normalize=normalize,
    save_label=N_("Save board"),
    saved_text=N_("Board saved: new Mad Market games use it."),
    complete_text=N_("The board is complete: save it for new games."),
)


def open_board_scene(app: Any) -> None:
    open_form(app, FORM)
