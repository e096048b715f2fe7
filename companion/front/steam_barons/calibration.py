"""The card being calibrated: every number of the stock-market card as a field an owner types in.

The calibration screen shows one section at a time (the price track's marks,
Final Performance, the Share Adjustment Table, the maps), one button per
field; a tapped field takes digits from the keypad. After every change the
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

SECTIONS: tuple[tuple[str, str], ...] = (
    ("price", N_("Price track")), ("performance", N_("Final Performance")), ("adjustment", N_("Adjustment")),
    ("maps", N_("Maps")),
)
MAP_LABELS = {"eastern_us": N_("Eastern US"), "northern_england": N_("Northern England")}
TERRAINS = ("hill", "mountain")
TERRAIN_LABELS = {"hill": N_("hill"), "mountain": N_("mountain")}
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
    """One typed number of the card: ``path`` says where it lives, ``label`` is an ``N_`` template."""

    path: tuple[Any, ...]
    label: str
    kind: str
    values: tuple[tuple[str, Any], ...] = ()

    @property
    def key(self) -> str:
        return "-".join(str(part) for part in self.path)


class CardForm:
    """A card under calibration, in the validator's normal form."""

    def __init__(self, card: dict[str, Any] | None = None) -> None:
        self.data = copy.deepcopy(card if card is not None else placeholder_card())

    # -- the fields of each section ------------------------------------------------------------
    def fields(self, section: str) -> list[Field]:
        if section == "price":
            return [Field(("price", square), N_("${square}"), MARK, (("square", square),)) for square in range(19)]
        if section == "performance":
            found = []
            for index, _row in enumerate(self.data["performance"]):
                for key, label in (("from", N_("row {row}: from")), ("dividend", N_("row {row}: dividend")),
                                   ("profit", N_("row {row}: profit")), ("ceo_bonus", N_("row {row}: CEO bonus"))):
                    found.append(Field(("performance", index, key), label, COUNT, (("row", index + 1),)))
            return found
        if section == "adjustment":
            adjustment = self.data["adjustment"]
            found = [Field(("adjustment", "modifiers", index), N_("box {box}: change"), SIGNED, (("box", index + 1),))
                     for index in range(len(adjustment["modifiers"]))]
            found += [Field(("adjustment", "start", group), N_("{group} stacks: box"), COUNT, (("group", group),))
                      for group in GROUPS]
            found += [Field(("adjustment", "bankrupt", index), N_("bankrupt {n}: box"), COUNT, (("n", index + 1),))
                      for index in range(len(adjustment["bankrupt"]))]
            return found
        found = []
        for name in self.data["maps"]:
            found.append(Field(("maps", name, "shares"), N_("{map}: shares"), COUNT, (("map", name),)))
            found.append(Field(("maps", name, "build_limit"), N_("{map}: tiles a turn"), LIMIT, (("map", name),)))
            found.append(Field(("maps", name, "city_link"), N_("{map}: city link $"), OPTIONAL, (("map", name),)))
            for terrain in TERRAINS:
                found.append(Field(("maps", name, "surcharges", terrain), N_("{map}: {terrain} +$"), OPTIONAL,
                                   (("map", name), ("terrain", terrain))))
        return found

    # -- reading and typing values ---------------------------------------------------------------
    def get(self, field: Field) -> int | None:
        """The field's number (marks: +green / −pink / 0; limits: 0 = turn + 1; optional: 0 = none)."""
        path = field.path
        if path[0] == "price":
            square = str(path[1])
            track = self.data["price_track"]
            if square in track["green"]:
                return int(track["green"][square])
            if square in track["pink"]:
                return -int(track["pink"][square])
            return 0
        if path[0] == "maps":
            spec = self.data["maps"][path[1]]
            if path[2] == "build_limit":
                return 0 if spec["build_limit"] == "turn+1" else spec["build_limit"]
            if path[2] == "city_link":
                return spec["city_link"] or 0
            if path[2] == "surcharges":
                return spec["surcharges"].get(path[3], 0)
            return spec[path[2]]
        where: Any = self.data
        for part in path[:-1]:
            where = where[part]
        value = where[path[-1]]
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
        path = field.path
        if path[0] == "price":
            square = str(path[1])
            track = self.data["price_track"]
            track["green"].pop(square, None)
            track["pink"].pop(square, None)
            if value > 0:
                track["green"][square] = value
            elif value < 0:
                track["pink"][square] = -value
            for colour in ("green", "pink"):
                track[colour] = {k: track[colour][k] for k in sorted(track[colour], key=int)}
            return
        if path[0] == "maps":
            spec = self.data["maps"][path[1]]
            if path[2] == "build_limit":
                spec["build_limit"] = "turn+1" if value == 0 else value
            elif path[2] == "city_link":
                spec["city_link"] = value or None
            elif path[2] == "surcharges":
                if value:
                    spec["surcharges"][path[3]] = value
                else:
                    spec["surcharges"].pop(path[3], None)
            else:
                spec[path[2]] = value
            return
        where: Any = self.data
        for part in path[:-1]:
            where = where[part]
        where[path[-1]] = value

    # -- rows of Final Performance ---------------------------------------------------------------
    def add_row(self) -> None:
        """A new last row, starting one above the last one's ``from``, with the last row's payouts."""
        rows = self.data["performance"]
        last = rows[-1]
        rows.append({"from": last["from"] + 1, "dividend": last["dividend"], "profit": last["profit"],
                     "ceo_bonus": last["ceo_bonus"]})

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
