"""The stock-market card as data: price squares, Final Performance, the Share Adjustment Table, the maps.

The printed card's numbers are not in any source we have, so they live in a
TOML file an owner can correct once from their own box (the calibration
screen). The engine never reads files: ``prepare_config`` resolves
``"placeholder"`` to the packaged placeholder (``data/placeholder.toml``,
``calibrated = false``) and embeds the validated card's *content* in the
journal header, so a game replays exactly even after the owner recalibrates.

File format (see ``data/placeholder.toml`` and ``docs/steam-barons.md``)::

    name = "My box"
    calibrated = true
    [price_track]
    green = { "2" = 1 }          # square -> bonus
    pink = { "4" = 1 }           # square -> penalty
    [[performance]]
    from = 0                     # from this performance up to the next row
    dividend = 0                 # per share held by a player
    profit = 1                   # to the company's treasury
    ceo_bonus = 0                # to the controller; 0 in rows starting at or below 9
    [adjustment]
    modifiers = [3, 2, 1, 0, -1, -2]                  # the boxes, left (best) to right
    start = { "1" = 4, "2-3" = 3, "4-5" = 2, "6" = 1 }  # box (1-based) of the highest stack
    bankrupt = [4, 5, 3, 6, 2, 1]                     # boxes of the 1st, 2nd ... bankrupt company
    [maps.eastern_us]
    shares = 8
    build_limit = "turn+1"       # or a number of tiles
    city_link = 3                # optional: cost of linking two adjacent cities
    surcharges = { hill = 2, mountain = 3 }

Every problem is a :class:`~.errors.CardError` naming the field
(``performance[3].ceo_bonus``, ``adjustment.start.2-3``).
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from functools import cache
from operator import itemgetter
from typing import Any

from companion.core.i18n import N_, N_plural
from companion.core.printed import FieldChecks, PrintedTable
from companion.data_classes import dataclass

from .errors import CardError
from .rules import CEO_THRESHOLD, COMPANIES, MAPS, TOP_PRICE

SAVED_CARD_NAME = "steam-barons-card.toml"
STACK_GROUPS: tuple[str, ...] = ("1", "2-3", "4-5", "6")
"""The Share Adjustment Table's labels: where the highest stack goes for 1, 2–3, 4–5 or 6 stacks."""
BANKRUPT_CHANGES: tuple[tuple[int, str], ...] = ((0, '"0"'), (-1, '"-1"'), (1, '"+1"'))
"""The changes of the boxes the 1st, 2nd and 3rd bankrupt company occupy, as the rulebook names them."""
TURN_PLUS_ONE = "turn+1"
MAX_NUMBER = 999
SURCHARGE_NAME = re.compile(r"^[a-z][a-z_]{0,23}$")
FIELDS = ("name", "calibrated", "price_track", "performance", "adjustment", "maps")


def stack_group(stacks: int) -> str:
    """The label of the box row for ``stacks`` stacks (1; 2–3; 4–5; 6)."""
    if stacks <= 1:
        return "1"
    if stacks <= 3:
        return "2-3"
    if stacks <= 5:
        return "4-5"
    return "6"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of Final Performance: from ``start`` on, until the next row."""

    start: int
    dividend: int
    profit: int
    ceo_bonus: int


@dataclass(frozen=True, slots=True)
class MapRules:
    """What differs between the two maps."""

    shares: int
    build_limit: int | None  # None: turn + 1
    city_link: int | None
    surcharges: dict[str, int]

    def limit(self, turn: int) -> int:
        """Tiles a company may build in ``turn``."""
        return turn + 1 if self.build_limit is None else self.build_limit


@dataclass(frozen=True, slots=True)
class Card:
    """A validated card, shaped for the engine's look-ups. Frozen: games share one."""

    name: str
    calibrated: bool
    green: dict[int, int]
    pink: dict[int, int]
    rows: tuple[Row, ...]
    modifiers: tuple[int, ...]
    start: dict[str, int]  # group -> 0-based box
    bankrupt: tuple[int, ...]  # 0-based boxes, first bankrupt first
    maps: dict[str, MapRules]
    _starts: tuple[int, ...] = ()

    @classmethod
    def from_data(cls, data: dict[str, Any], *, validated: bool = False) -> Card:
        """Build from a card table (``validated``: already a normal form); games on one table share one card.

        A normal form equal to the packaged card's is that card at once: every random game and every game on
        the placeholder asks for it, and comparing the two tables costs a fraction of keying one
        (:func:`~companion.core.printed.table_key`). The comparison is as exact as the key for a normal form:
        ``check_card`` gives every field one type (whole numbers never ``True`` or ``1.0``) and every table
        its keys in one order, save a map's surcharges, whose order is compared as well.
        """
        if validated:
            normal, card, orders = _packaged()
            if data == normal and _surcharge_orders(data) == orders:
                return card
        return CARD.shared(data, cls._build, validated=validated)

    @classmethod
    def _build(cls, normal: dict[str, Any]) -> Card:
        rows = tuple(Row(r["from"], r["dividend"], r["profit"], r["ceo_bonus"]) for r in normal["performance"])
        adjustment = normal["adjustment"]
        maps = {
            name: MapRules(
                spec["shares"],
                None if spec["build_limit"] == TURN_PLUS_ONE else spec["build_limit"],
                spec["city_link"],
                dict(spec["surcharges"]),
            )
            for name, spec in normal["maps"].items()
        }
        card = cls(
            normal["name"],
            normal["calibrated"],
            {int(k): v for k, v in normal["price_track"]["green"].items()},
            {int(k): v for k, v in normal["price_track"]["pink"].items()},
            rows,
            tuple(adjustment["modifiers"]),
            {group: box - 1 for group, box in adjustment["start"].items()},
            tuple(box - 1 for box in adjustment["bankrupt"]),
            maps,
            tuple(row.start for row in rows),
        )
        return card

    def row(self, performance: int) -> Row:
        """The Final Performance row for ``performance`` (beyond the last row: the last row)."""
        return self.rows[max(0, bisect_right(self._starts, performance) - 1)]

    def ceo_bonus(self, performance: int) -> int:
        """The CEO bonus at ``performance``: only above 9, whatever the row says."""
        return self.row(performance).ceo_bonus if performance > CEO_THRESHOLD else 0

    def boxes_for(self, active_stacks: int, bankrupt: int) -> tuple[int, ...] | None:
        """The 0-based boxes of ``active_stacks`` stacks, highest first, beside ``bankrupt`` bankrupt tokens.

        Bankrupt companies count as one stack each and occupy their boxes
        (``bankrupt`` order), which active stacks skip. None if they do not fit
        (the validator makes sure that never happens with six companies).
        """
        return boxes_for(self.modifiers, self.start, self.bankrupt, active_stacks, bankrupt)


def boxes_for(
    modifiers: tuple[int, ...] | list[int],
    start: dict[str, int],
    bankrupt_boxes: tuple[int, ...] | list[int],
    active_stacks: int,
    bankrupt: int,
) -> tuple[int, ...] | None:
    if active_stacks == 0:
        return ()
    if bankrupt > len(bankrupt_boxes):
        return None
    taken = set(bankrupt_boxes[:bankrupt])
    box = start[stack_group(active_stacks + bankrupt)]
    placed: list[int] = []
    while len(placed) < active_stacks:
        if box >= len(modifiers):
            return None
        if box not in taken:
            placed.append(box)
        box += 1
    return tuple(placed)


_check = FieldChecks(CardError, most=MAX_NUMBER)


def check_card(data: Any) -> dict[str, Any]:
    """Check a card table and return it in normal form, or raise :class:`CardError` naming the field."""
    if not isinstance(data, dict):
        raise _check.fail(
            "card", N_("must be a table of name, calibrated, price_track, performance, adjustment and maps")
        )
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise _check.fail(unknown[0], N_("is not a card field (known: {known})"), known=", ".join(FIELDS))
    name = data.get("name", "Custom card")
    if not isinstance(name, str) or not name.strip():
        raise _check.fail("name", N_("must be a non-empty text"))
    calibrated = data.get("calibrated")
    if type(calibrated) is not bool:
        raise _check.fail(
            "calibrated", N_("must be true (numbers read off a real card) or false, not {value!r}"), value=calibrated
        )
    return {
        "name": name.strip(),
        "calibrated": calibrated,
        "price_track": _price_track(data.get("price_track")),
        "performance": _performance(data.get("performance")),
        "adjustment": _adjustment(data.get("adjustment")),
        "maps": _maps(data.get("maps")),
    }


def _squares(raw: Any, field: str) -> dict[str, int]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise _check.fail(field, N_('must be a table of squares such as {{ "2" = 1 }}'))
    marks: dict[int, int] = {}
    for square, size in raw.items():
        where = f"{field}.{square}"
        text = str(square)
        if not text.isdigit() or not 0 <= int(text) <= TOP_PRICE:
            raise _check.fail(where, N_("is not a square of the price track (0 to {top})"), top=TOP_PRICE)
        if int(text) in marks:
            raise _check.fail(where, N_("is listed twice"))
        marks[int(text)] = _check.whole(size, where, 1, TOP_PRICE)
    return {str(square): marks[square] for square in sorted(marks)}


def _price_track(raw: Any) -> dict[str, Any]:
    _check.table(raw, "price_track", ("green", "pink"), N_("must be a table with green and pink squares"))
    green = _squares(raw.get("green"), "price_track.green")
    pink = _squares(raw.get("pink"), "price_track.pink")
    both = sorted(set(green) & set(pink), key=int)
    if both:
        raise _check.fail(f"price_track.pink.{both[0]}", N_("is green too: a square is green, pink or plain"))
    return {"green": green, "pink": pink}


def _performance(raw: Any) -> list[dict[str, int]]:
    if not isinstance(raw, list) or not raw:
        raise _check.fail("performance", N_("must be a list of rows (from, dividend, profit, ceo_bonus)"))
    rows: list[dict[str, int]] = []
    for index, row in enumerate(raw):
        where = f"performance[{index}]"
        _check.table(row, where, ("from", "dividend", "profit", "ceo_bonus"))
        for key in ("from", "dividend", "profit", "ceo_bonus"):
            if key not in row:
                raise _check.fail(f"{where}.{key}", N_("is missing"))
        start = _check.whole(row["from"], f"{where}.from", 0)
        if index == 0 and start != 0:
            raise _check.fail(f"{where}.from", N_("must be 0: the first row covers a company that delivered nothing"))
        if rows and start <= rows[-1]["from"]:
            raise _check.fail(
                f"{where}.from", N_("must be above the previous row's ({previous})"), previous=rows[-1]["from"]
            )
        bonus = _check.whole(row["ceo_bonus"], f"{where}.ceo_bonus", 0)
        if bonus and start <= CEO_THRESHOLD:
            raise _check.fail(f"{where}.ceo_bonus", N_("must be 0: the CEO bonus is paid only above performance 9"))
        rows.append(
            {
                "from": start,
                "dividend": _check.whole(row["dividend"], f"{where}.dividend", 0),
                "profit": _check.whole(row["profit"], f"{where}.profit", 0),
                "ceo_bonus": bonus,
            }
        )
    return rows


def _adjustment(raw: Any) -> dict[str, Any]:
    _check.table(raw, "adjustment", ("modifiers", "start", "bankrupt"))
    modifiers = raw.get("modifiers")
    count = len(COMPANIES)
    if not isinstance(modifiers, list) or not count <= len(modifiers) <= 12:
        raise _check.fail(
            "adjustment.modifiers",
            N_("must list {count} to 12 boxes' price changes, left (best) to right"),
            count=count,
        )
    for index, value in enumerate(modifiers):
        _check.whole(value, f"adjustment.modifiers[{index}]", -TOP_PRICE, TOP_PRICE)
    if any(later > earlier for earlier, later in zip(modifiers, modifiers[1:], strict=False)):
        raise _check.fail("adjustment.modifiers", N_("must never rise from left to right (the best box is first)"))
    for must in (1, 0, -1):
        if must not in modifiers:
            raise _check.fail(
                "adjustment.modifiers", N_("must include a {must:+d} box (bankrupt companies use it)"), must=must
            )
    boxes = len(modifiers)
    start_raw = raw.get("start")
    if not isinstance(start_raw, dict):
        raise _check.fail(
            "adjustment.start", N_('must be a table such as {{ "1" = 4, "2-3" = 3, "4-5" = 2, "6" = 1 }}')
        )
    unknown = sorted(set(start_raw) - set(STACK_GROUPS))
    if unknown:
        raise _check.fail(f"adjustment.start.{unknown[0]}", N_("is not a stack count (known: 1, 2-3, 4-5, 6)"))
    start: dict[str, int] = {}
    for group in STACK_GROUPS:
        if group not in start_raw:
            raise _check.fail(f"adjustment.start.{group}", N_("is missing"))
        start[group] = _check.whole(start_raw[group], f"adjustment.start.{group}", 1, boxes)
    bankrupt = raw.get("bankrupt")
    if not isinstance(bankrupt, list) or len(bankrupt) < count:
        raise _check.fail(
            "adjustment.bankrupt",
            N_plural(
                "must list at least {count} box: where the 1st, 2nd ... bankrupt company goes",
                "must list at least {count} boxes: where the 1st, 2nd ... bankrupt company goes",
            ),
            count=count,
        )
    seen: set[int] = set()
    for index, box in enumerate(bankrupt):
        where = f"adjustment.bankrupt[{index}]"
        _check.whole(box, where, 1, boxes)
        if box in seen:
            raise _check.fail(where, N_("box {box} is listed twice"), box=box)
        seen.add(box)
    # The rulebook names the first three bankrupt boxes by their change ("0", then "-1", then "+1");
    # only a fourth or later is the card's to choose.
    for index, (must, label) in enumerate(BANKRUPT_CHANGES):
        if modifiers[bankrupt[index] - 1] != must:
            raise _check.fail(
                f"adjustment.bankrupt[{index}]",
                N_(
                    "must be a box whose change is {label}: the rulebook puts the 1st, 2nd and 3rd bankrupt company "
                    'in the "0", "-1" and "+1" boxes, not box {box} ({change:+d})'
                ),
                label=label,
                box=bankrupt[index],
                change=modifiers[bankrupt[index] - 1],
            )
    zero_based_start = {group: box - 1 for group, box in start.items()}
    zero_based_bankrupt = [box - 1 for box in bankrupt]
    for broke in range(count + 1):
        for active in range(count - broke + 1):
            if active + broke == 0:
                continue
            if boxes_for(modifiers, zero_based_start, zero_based_bankrupt, active, broke) is None:
                raise _check.fail(
                    "adjustment",
                    N_(
                        "cannot place the stacks (active: {active}, bankrupt: {broke}): "
                        "the highest goes to box {box} (stacks there: {group}) and the row runs out"
                    ),
                    active=active,
                    broke=broke,
                    box=start[stack_group(active + broke)],
                    group=stack_group(active + broke),
                )
    return {"modifiers": list(modifiers), "start": start, "bankrupt": list(bankrupt)}


def _maps(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise _check.fail("maps", N_("must be a table with eastern_us and northern_england"))
    unknown = sorted(set(raw) - set(MAPS))
    if unknown:
        raise _check.fail(f"maps.{unknown[0]}", N_("is not a map (known: {known})"), known=", ".join(MAPS))
    result: dict[str, dict[str, Any]] = {}
    for name in MAPS:
        where = f"maps.{name}"
        spec = _check.table(
            raw.get(name),
            where,
            ("shares", "build_limit", "city_link", "surcharges"),
            N_("is missing: every card lists both maps"),
        )
        shares = _check.whole(spec.get("shares"), f"{where}.shares", 1, 20)
        limit = spec.get("build_limit")
        if limit != TURN_PLUS_ONE:
            if type(limit) is not int or not 1 <= limit <= 20:
                raise _check.fail(
                    f"{where}.build_limit",
                    N_('must be "turn+1" or a number of tiles from 1 to 20, not {value!r}'),
                    value=limit,
                )
        link = spec.get("city_link")
        if link is not None:
            link = _check.whole(link, f"{where}.city_link", 1, 99)
        surcharges_raw = spec.get("surcharges", {})
        if not isinstance(surcharges_raw, dict):
            raise _check.fail(f"{where}.surcharges", N_("must be a table such as {{ hill = 2, mountain = 3 }}"))
        surcharges: dict[str, int] = {}
        for terrain, extra in surcharges_raw.items():
            if not isinstance(terrain, str) or not SURCHARGE_NAME.match(terrain):
                raise _check.fail(f"{where}.surcharges.{terrain}", N_("a terrain is a lower-case word such as hill"))
            surcharges[terrain] = _check.whole(extra, f"{where}.surcharges.{terrain}", 1, 99)
        result[name] = {"shares": shares, "build_limit": limit, "city_link": link, "surcharges": surcharges}
    return result


# -- files ---------------------------------------------------------------------------------


def card_to_toml(data: dict[str, Any]) -> str:
    """Write a card in the file format (validated first; no TOML writer needed)."""
    card = CARD.validate(data)

    def table(marks: dict[str, int]) -> str:
        return "{ " + ", ".join(f'"{square}" = {size}' for square, size in marks.items()) + " }" if marks else "{}"

    lines = [
        f"name = {json.dumps(card['name'], ensure_ascii=False)}",
        f"calibrated = {'true' if card['calibrated'] else 'false'}",
        "",
        "[price_track]",
        f"green = {table(card['price_track']['green'])}",
        f"pink = {table(card['price_track']['pink'])}",
    ]
    for row in card["performance"]:
        lines += [
            "",
            "[[performance]]",
            f"from = {row['from']}",
            f"dividend = {row['dividend']}",
            f"profit = {row['profit']}",
            f"ceo_bonus = {row['ceo_bonus']}",
        ]
    adjustment = card["adjustment"]
    start = ", ".join(f'"{group}" = {box}' for group, box in adjustment["start"].items())
    lines += [
        "",
        "[adjustment]",
        f"modifiers = [{', '.join(str(m) for m in adjustment['modifiers'])}]",
        f"start = {{ {start} }}",
        f"bankrupt = [{', '.join(str(b) for b in adjustment['bankrupt'])}]",
    ]
    for name, spec in card["maps"].items():
        limit = json.dumps(spec["build_limit"])
        surcharges = (
            "{ " + ", ".join(f"{k} = {v}" for k, v in spec["surcharges"].items()) + " }" if spec["surcharges"] else "{}"
        )
        lines += ["", f"[maps.{name}]", f"shares = {spec['shares']}", f"build_limit = {limit}"]
        if spec["city_link"] is not None:
            lines.append(f"city_link = {spec['city_link']}")
        lines.append(f"surcharges = {surcharges}")
    return "\n".join(lines) + "\n"


CARD = PrintedTable(
    __package__, "data/placeholder.toml", "placeholder", SAVED_CARD_NAME, "card", check_card, card_to_toml, _check
)
"""The card as a printed table: the packaged one, the owner's saved one, a config's choice (:mod:`companion.core.printed`)."""


@cache
def _packaged() -> tuple[dict[str, Any], Card, list[list[str]]]:
    """The packaged card's normal form, kept here and never handed out, its card (the one games share) and the
    order of its surcharges."""
    normal = CARD.packaged_table()
    return normal, CARD.shared(normal, Card._build, validated=True), _surcharge_orders(normal)


_SURCHARGES = itemgetter("surcharges")


def _surcharge_orders(normal: dict[str, Any]) -> list[list[str]]:
    """The order of each map's surcharges: the one part of a normal form whose order ``check_card`` keeps as
    written (``==`` of two tables ignores it). Walked in C (``map``): a new game asks."""
    return [*map(list, map(_SURCHARGES, normal["maps"].values()))]


def packaged_card() -> dict[str, Any]:
    """The packaged card in normal form, a fresh copy: what ``CARD.packaged_table()`` gives, made faster.

    Every new game on the placeholder embeds the card in its config, each a copy of its own (nothing a game
    does may reach another's). ``packaged_table`` copies through marshal, for any table; a normal form has
    one shape (``check_card``), so its containers are copied level by level here, the same keys in the same
    order, sharing only the strings and numbers, which nothing can change (about a sixth of the
    instructions; ``tests/steam_barons/test_card_file.py`` holds the two copies equal, type and order).
    """
    return copy_normal(_packaged()[0])


def copy_normal(normal: dict[str, Any]) -> dict[str, Any]:
    """A copy of the card ``normal`` (a normal form) with none of its dicts and lists shared."""
    track = normal["price_track"]
    adjustment = normal["adjustment"]
    return {
        "name": normal["name"],
        "calibrated": normal["calibrated"],
        "price_track": {"green": {**track["green"]}, "pink": {**track["pink"]}},
        "performance": [*map(dict.copy, normal["performance"])],
        "adjustment": {
            "modifiers": [*adjustment["modifiers"]],
            "start": {**adjustment["start"]},
            "bankrupt": [*adjustment["bankrupt"]],
        },
        "maps": {name: {**spec, "surcharges": {**spec["surcharges"]}} for name, spec in normal["maps"].items()},
    }
