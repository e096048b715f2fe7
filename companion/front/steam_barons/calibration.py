"""The card being calibrated: every number of the stock-market card as a field an owner types in.

The calibration screen shows one section at a time (the price track's marks,
Final Performance, the Share Adjustment Table, the maps) as groups of fields
in rows; a tapped field takes digits from the keypad. After every change the
whole card is checked by the engine's validator, whose message names the
field at fault, so the owner sees at once what the card still lacks. Saving
marks the card calibrated and writes it to the data directory, where new
games find it. Pure data: no pygame here, so it is tested on its own.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from companion.core import N_, RuleViolation
from companion.games.steam_barons import placeholder_card, validate_card
from companion.games.steam_barons.rules import MAP_NAMES

SECTIONS: tuple[tuple[str, str], ...] = (
    ("price", N_("Price track")),
    ("performance", N_("Final Performance")),
    ("adjustment", N_("Adjustment")),
    ("maps", N_("Maps")),
)
TERRAINS = {"hill": N_("hill"), "mountain": N_("mountain")}
GROUPS = ("1", "2-3", "4-5", "6")
PLACEHOLDER_NAME = placeholder_card()["name"]
OWNER_NAME = "Owner's card"

# Field kinds: how a value is typed and shown.
COUNT = "count"  # a whole number ≥ 0
SIGNED = "signed"  # a whole number, ± key
MARK = "mark"  # a price square: +N green, −N pink, 0 plain
LIMIT = "limit"  # tiles per turn: 0 means "turn + 1"
OPTIONAL = "optional"  # 0 means none


@dataclass(frozen=True, slots=True)
class Field:
    """One typed number of the card: ``path`` says where it lives, ``label`` is an ``N_`` template.

    ``caption`` is written on the field's button before its value ("$7", "2-3:").
    """

    path: tuple[Any, ...]
    label: str
    kind: str
    values: tuple[tuple[str, Any], ...] = ()
    caption: str = ""

    @property
    def key(self) -> str:
        return "-".join(str(part) for part in self.path)


@dataclass(frozen=True, slots=True)
class Group:
    """A titled block of a section: rows of fields (each with a row caption) under column titles."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[Field, ...]], ...]


class CardForm:
    """A card under calibration, in the validator's normal form."""

    def __init__(self, card: dict[str, Any] | None = None) -> None:
        self.data = copy.deepcopy(card if card is not None else placeholder_card())

    # -- the fields of each section ------------------------------------------------------------
    def groups(self, section: str) -> list[Group]:
        if section == "price":
            squares = [Field(("price", n), N_("${square}"), MARK, (("square", n),), f"${n}") for n in range(19)]
            return [
                Group(
                    N_("Each square: + green bonus, − pink penalty, · plain"),
                    (),
                    tuple(("", tuple(squares[i : i + 5])) for i in range(0, 19, 5)),
                )
            ]
        if section == "performance":
            labels = (
                ("from", N_("row {row}: from")),
                ("dividend", N_("row {row}: dividend")),
                ("profit", N_("row {row}: profit")),
                ("ceo_bonus", N_("row {row}: CEO bonus")),
            )
            return [
                Group(
                    "",
                    (N_("from"), N_("dividend"), N_("profit"), N_("CEO bonus")),
                    tuple(
                        (
                            str(row + 1),
                            tuple(
                                Field(("performance", row, key), label, COUNT, (("row", row + 1),))
                                for key, label in labels
                            ),
                        )
                        for row in range(len(self.data["performance"]))
                    ),
                )
            ]
        if section == "adjustment":
            adjustment = self.data["adjustment"]
            boxes = range(len(adjustment["modifiers"]))
            bankrupt = range(len(adjustment["bankrupt"]))
            return [
                Group(
                    N_("Boxes, left to right: price change"),
                    (),
                    (
                        (
                            "",
                            tuple(
                                Field(
                                    ("adjustment", "modifiers", i),
                                    N_("box {box}: change"),
                                    SIGNED,
                                    (("box", i + 1),),
                                    f"{i + 1}:",
                                )
                                for i in boxes
                            ),
                        ),
                    ),
                ),
                Group(
                    N_("Highest stack's box for 1, 2-3, 4-5, 6 stacks"),
                    (),
                    (
                        (
                            "",
                            tuple(
                                Field(
                                    ("adjustment", "start", g),
                                    N_("{group} stacks: box"),
                                    COUNT,
                                    (("group", g),),
                                    f"{g}:",
                                )
                                for g in GROUPS
                            ),
                        ),
                    ),
                ),
                Group(
                    N_("Boxes of the 1st, 2nd ... bankrupt company"),
                    (),
                    (
                        (
                            "",
                            tuple(
                                Field(
                                    ("adjustment", "bankrupt", i),
                                    N_("bankrupt {n}: box"),
                                    COUNT,
                                    (("n", i + 1),),
                                    f"{i + 1}:",
                                )
                                for i in bankrupt
                            ),
                        ),
                    ),
                ),
            ]
        return [
            Group(
                MAP_NAMES.get(name, name),
                (N_("shares"), N_("tiles"), N_("link $"), N_("hill"), N_("mount.")),
                (
                    (
                        "",
                        (
                            Field(("maps", name, "shares"), N_("{map}: shares"), COUNT, (("map", name),)),
                            Field(("maps", name, "build_limit"), N_("{map}: tiles a turn"), LIMIT, (("map", name),)),
                            Field(("maps", name, "city_link"), N_("{map}: city link $"), OPTIONAL, (("map", name),)),
                            *(
                                Field(
                                    ("maps", name, "surcharges", terrain),
                                    N_("{map}: {terrain} +$"),
                                    OPTIONAL,
                                    (("map", name), ("terrain", terrain)),
                                )
                                for terrain in TERRAINS
                            ),
                        ),
                    ),
                ),
            )
            for name in self.data["maps"]
        ]

    def fields(self, section: str) -> list[Field]:
        return [field for group in self.groups(section) for _caption, row in group.rows for field in row]

    # -- reading and typing values ---------------------------------------------------------------
    def _place(self, field: Field) -> tuple[Any, Any]:
        """The container holding the field's value, and its key or index there."""
        where: Any = self.data
        for part in field.path[:-1]:
            where = where[part]
        return where, field.path[-1]

    def get(self, field: Field) -> int | None:
        """The field's number (marks: +green / −pink / 0; limits: 0 = turn + 1; optional: 0 = none)."""
        if field.kind == MARK:
            track, square = self.data["price_track"], str(field.path[1])
            return int(track["green"].get(square, 0)) or -int(track["pink"].get(square, 0))
        where, key = self._place(field)
        value = where.get(key) if isinstance(where, dict) else where[key]
        if field.kind == LIMIT:
            return 0 if value == "turn+1" else value
        if field.kind == OPTIONAL:
            return value or 0
        return value if isinstance(value, int) else None

    def text(self, field: Field) -> str:
        """How the value reads on its button."""
        value = self.get(field)
        if value is None:
            return "?"
        if field.kind == MARK:
            return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "·"
        if field.kind == LIMIT and value == 0:
            return "turn+1"
        if field.kind == OPTIONAL and value == 0:
            return "–"
        if field.kind == SIGNED and value > 0:
            return f"+{value}"
        return str(value).replace("-", "−")

    def set(self, field: Field, value: int) -> None:
        """Store ``value`` where the field lives (the validator judges it afterwards)."""
        if field.kind == MARK:
            track, square = self.data["price_track"], str(field.path[1])
            for colour, size in (("green", value), ("pink", -value)):
                track[colour].pop(square, None)
                if size > 0:
                    track[colour][square] = size
                track[colour] = {k: track[colour][k] for k in sorted(track[colour], key=int)}
            return
        where, key = self._place(field)
        if field.kind == OPTIONAL and key != "city_link" and not value:
            where.pop(key, None)  # a surcharge the map does not have
            return
        where[key] = (
            "turn+1" if field.kind == LIMIT and value == 0 else value or None if field.kind == OPTIONAL else value
        )

    # -- rows of Final Performance ---------------------------------------------------------------
    def add_row(self) -> None:
        """A new last row, starting one above the last one's ``from``, with the last row's payouts."""
        rows = self.data["performance"]
        rows.append({**rows[-1], "from": rows[-1]["from"] + 1})

    def remove_row(self) -> None:
        if len(self.data["performance"]) > 1:
            self.data["performance"].pop()

    # -- checking and saving ---------------------------------------------------------------------
    def card(self) -> dict[str, Any]:
        """The card as typed, marked calibrated (the owner read it off a real card)."""
        card = copy.deepcopy(self.data)
        card["calibrated"] = True
        if card["name"] == PLACEHOLDER_NAME:
            card["name"] = OWNER_NAME
        return card

    def problem(self) -> RuleViolation | None:
        """The validator's refusal naming the field at fault, or None when the card is complete."""
        try:
            validate_card(self.card())
        except RuleViolation as refusal:
            return refusal
        return None
