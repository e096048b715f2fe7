"""The board as data: squares from Start, companies and their prices, the share track, the forecast, the items.

The printed board's squares, company names and prices, the share track's
length and the forecast's sequence are in no source we have, so they live in
a TOML file that an owner enters once from their own box. The engine never
reads files: ``prepare_config`` resolves ``"standin"`` to the packaged
stand-in (``data/standin.toml``, ``calibrated = false``, not the box's
numbers) and embeds the validated board's whole *content* in the journal
header, so a game replays exactly after the owner recalibrates.

File format (``docs/mad-market.md`` has the full schema)::

    name = "My box"
    calibrated = true
    [numbers]                      # every number of the rules (the rulebook's values by default)
    start_cash = 500
    ...
    [[stocks]]                     # six, numbered 1-6 like the die faces
    number = 3
    name = "IT"
    code = "IT"                    # company squares are named code-number: "IT-2"
    [[squares]]                    # in order from Start, in the direction of travel
    kind = "start"
    [[squares]]
    kind = "company"
    stock = 3
    number = 2                     # 1, 2 or 3 within its stock
    price = 180
    rent = 90                      # optional: half the price by default
    holding_rent = 180             # optional: the full price by default
    [track]
    values = [1, 2, 3, ...]        # the share track's fields, bottom first, strictly rising
    start = 6                      # the field (1-based) every stock starts on
    [forecast]
    start = 1                      # the marker's starting field (1-based); its first move goes to the next
    fields = [{ stock = 3, direction = "up" }, ...]
    [items.jet]
    vp = 15
    price = 2000
    count = 4                      # how many the supply holds

Every problem is a :class:`~.errors.BoardError` naming the field
(``squares[12].price``, ``forecast.fields[3].direction``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from companion.core.i18n import N_, Phrase
from companion.core.printed import FieldChecks, PrintedTable
from companion.data_classes import dataclass

from .errors import BoardError
from .rules import (
    COMPANIES_PER_STOCK,
    COMPANY,
    DOWN,
    ITEM_RULES,
    ITEMS,
    NUMBERS,
    SQUARE_KINDS,
    START,
    STOCKS,
    TOTAL_VP,
    UP,
)

SAVED_BOARD_NAME = "mad-market-board.toml"
STANDIN = "standin"
FIELDS = ("name", "calibrated", "numbers", "stocks", "squares", "track", "forecast", "items")
CODE = re.compile(r"^[A-Z][A-Z0-9]{0,3}$")
MAX_NUMBER = 1_000_000
NUMBER_LIMITS: dict[str, tuple[int, int]] = {
    "start_cash": (0, MAX_NUMBER),
    "shares_per_stock": (1, 10_000),
    "lap_shares": (0, 1000),
    "holding_lap_shares": (0, 3000),
    "broker_price": (0, MAX_NUMBER),
    "max_brokers": (0, 6),
    "guard_price": (1, MAX_NUMBER),
    "pack_price": (0, MAX_NUMBER),
    "pack_sale": (0, MAX_NUMBER),
    "fine": (0, MAX_NUMBER),
    "casino": (0, MAX_NUMBER),
    "police_first": (1, 99),
    "police_max": (1, 99),
    "target": (1, 10_000),
}


@dataclass(frozen=True, slots=True)
class Stock:
    key: str  # "1".."6"
    name: str
    code: str


@dataclass(frozen=True, slots=True)
class Square:
    """One square. Companies carry their stock (``"3"``), printed price, rent and holding rent."""

    index: int
    id: str
    kind: str
    stock: str | None = None
    name: str = ""
    price: int = 0
    rent: int = 0
    holding_rent: int = 0


@dataclass(frozen=True, slots=True)
class Board:
    """A validated board shaped for the engine's look-ups. Frozen: games share one."""

    name: str
    calibrated: bool
    numbers: dict[str, int]
    stocks: dict[str, Stock]
    squares: tuple[Square, ...]
    companies: dict[str, Square]
    """Company id (``"IT-2"``) → its square, in board order from Start."""
    by_stock: dict[str, tuple[str, ...]]
    """Stock → its three company ids, in board order."""
    track: tuple[int, ...]
    start_field: int  # 1-based
    forecast: tuple[tuple[str, str], ...]  # (stock, direction) per field
    forecast_start: int  # 1-based
    items: dict[str, tuple[int, int, int]]  # item -> (vp, price, count)
    squares_by_id: dict[str, Square]

    @classmethod
    def from_data(cls, data: dict[str, Any], *, validated: bool = False) -> Board:
        """Build from a board table (``validated``: already a normal form); games on one table share one board."""
        return BOARD.shared(data, cls._build, validated=validated)

    @classmethod
    def _build(cls, normal: dict[str, Any]) -> Board:
        stocks = {str(s["number"]): Stock(str(s["number"]), s["name"], s["code"]) for s in normal["stocks"]}
        squares: list[Square] = []
        seen: dict[str, int] = {}
        for index, raw in enumerate(normal["squares"]):
            kind = raw["kind"]
            if kind == COMPANY:
                stock = str(raw["stock"])
                ident = f"{stocks[stock].code}-{raw['number']}"
                squares.append(
                    Square(
                        index, ident, kind, stock, raw.get("name", ""), raw["price"], raw["rent"], raw["holding_rent"]
                    )
                )
            else:
                seen[kind] = seen.get(kind, 0) + 1
                ident = START if kind == START else f"{kind}-{seen[kind]}"
                squares.append(Square(index, ident, kind))
        companies = {sq.id: sq for sq in squares if sq.kind == COMPANY}
        by_stock = {stock: tuple(c for c, sq in companies.items() if sq.stock == stock) for stock in STOCKS}
        board = cls(
            normal["name"],
            normal["calibrated"],
            dict(normal["numbers"]),
            stocks,
            tuple(squares),
            companies,
            by_stock,
            tuple(normal["track"]["values"]),
            normal["track"]["start"],
            tuple((str(f["stock"]), f["direction"]) for f in normal["forecast"]["fields"]),
            normal["forecast"]["start"],
            {item: (spec["vp"], spec["price"], spec["count"]) for item, spec in normal["items"].items()},
            {sq.id: sq for sq in squares},
        )
        return board

    @property
    def top(self) -> int:
        """The top field (1-based): the ceiling of every price."""
        return len(self.track)

    def value(self, field: int) -> int:
        """What one share is worth on ``field`` (1-based)."""
        return self.track[field - 1]

    def stock_name(self, stock: str, translate: Callable[[str], str] | None = None) -> str:
        """The share type's name, in the reader's language when ``translate`` is given.

        A name is data (the owner may type a board's own), yet a player reads
        it inside sentences: "Logistica sale" in Italian, not "Logistics sale".
        The stand-in board's names are in the catalog (:data:`STANDIN_STOCK_NAMES`);
        a name the catalog does not know is shown as it was typed.
        """
        name = self.stocks[stock].name
        return translate(name) if translate is not None and name else name


# NOTE: the six share types of the stand-in Mad Market board, shown inside sentences ("Logistics rises").
STANDIN_STOCK_NAMES = (N_("Logistics"), N_("Cryptocurrency"), N_("IT"), N_("Energy"), N_("Media"), N_("Pharma"))
"""The stand-in board's share-type names (data/standin.toml), marked here so the catalog translates them."""


_check = FieldChecks(BoardError, most=MAX_NUMBER)


def _text(value: Any, field: str, default: str | None = None) -> str:
    if value is None and default is not None:
        return default
    if not isinstance(value, str) or not value.strip() or len(value) > 40:
        raise _check.fail(field, N_("must be a non-empty text of at most 40 characters, not {value!r}"), value=value)
    return value.strip()


def check_board(data: Any) -> dict[str, Any]:
    """Check a board table and return it in normal form, or raise :class:`BoardError` naming the field."""
    if not isinstance(data, dict):
        raise _check.fail("board", N_("must be a table of {known}"), known=", ".join(FIELDS))
    unknown = sorted(str(k) for k in set(data) - set(FIELDS))
    if unknown:
        raise _check.fail(unknown[0], N_("is not a board field (known: {known})"), known=", ".join(FIELDS))
    raw = data
    name = _text(raw.get("name"), "name", "Custom board")
    calibrated = raw.get("calibrated")
    if type(calibrated) is not bool:
        raise _check.fail(
            "calibrated", N_("must be true (read off a real board) or false, not {value!r}"), value=calibrated
        )
    stocks = _stocks(raw.get("stocks"))
    return {
        "name": name,
        "calibrated": calibrated,
        "numbers": _numbers(raw.get("numbers", {})),
        "stocks": stocks,
        "squares": _squares(raw.get("squares"), {s["number"] for s in stocks}),
        "track": _track(raw.get("track")),
        "forecast": _forecast(raw.get("forecast")),
        "items": _items(raw.get("items")),
    }


def _numbers(raw: Any) -> dict[str, int]:
    table = _check.table(raw, "numbers", tuple(NUMBERS))
    result: dict[str, int] = {}
    for key, default in NUMBERS.items():
        low, high = NUMBER_LIMITS[key]
        result[key] = _check.whole(table.get(key, default), f"numbers.{key}", low, high)
    if result["police_max"] < result["police_first"]:
        raise _check.fail(
            "numbers.police_max", N_("must be at least police_first ({first})"), first=result["police_first"]
        )
    return result


def _stocks(raw: Any) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or len(raw) != len(STOCKS):
        raise _check.fail("stocks", N_("must list the six share types, numbered 1 to 6"))
    result: dict[int, dict[str, Any]] = {}
    codes: set[str] = set()
    for index, entry in enumerate(raw):
        where = f"stocks[{index}]"
        table = _check.table(entry, where, ("number", "name", "code"))
        number = _check.whole(table.get("number"), f"{where}.number", 1, 6)
        if number in result:
            raise _check.fail(f"{where}.number", N_("stock {number} is listed twice"), number=number)
        code = table.get("code")
        if not isinstance(code, str) or not CODE.match(code):
            raise _check.fail(
                f"{where}.code",
                N_("must be 1 to 4 capital letters or digits starting with a letter (IT, LOG), not {value!r}"),
                value=code,
            )
        if code in codes:
            raise _check.fail(f"{where}.code", N_("{code} is used by another stock"), code=code)
        codes.add(code)
        result[number] = {"number": number, "name": _text(table.get("name"), f"{where}.name"), "code": code}
    return [result[n] for n in sorted(result)]


def _squares(raw: Any, stock_numbers: set[int]) -> list[dict[str, Any]]:
    if not isinstance(raw, list) or not raw:
        raise _check.fail("squares", N_("must list the board's squares in order from Start"))
    if len(raw) > 120:
        raise _check.fail("squares", N_("has too many squares ({count}): at most 120"), count=len(raw))
    result: list[dict[str, Any]] = []
    numbers: dict[int, set[int]] = {n: set() for n in stock_numbers}
    for index, entry in enumerate(raw):
        where = f"squares[{index}]"
        if not isinstance(entry, dict):
            raise _check.fail(where, N_("must be a table with a kind"))
        kind = entry.get("kind")
        if kind not in SQUARE_KINDS:
            raise _check.fail(
                f"{where}.kind", N_("must be one of {known}, not {value!r}"), known=", ".join(SQUARE_KINDS), value=kind
            )
        if (index == 0) != (kind == START):
            raise _check.fail(
                f"{where}.kind",
                N_("must be start on the first square and only there")
                if index == 0
                else N_("start is the first square only"),
            )
        if kind != COMPANY:
            _check.table(entry, where, ("kind",))
            result.append({"kind": kind})
            continue
        table = _check.table(entry, where, ("kind", "stock", "number", "name", "price", "rent", "holding_rent"))
        stock = _check.whole(table.get("stock"), f"{where}.stock", 1, 6)
        number = _check.whole(table.get("number"), f"{where}.number", 1, COMPANIES_PER_STOCK)
        if number in numbers[stock]:
            raise _check.fail(
                f"{where}.number",
                N_("company {number} of stock {stock} is on the board twice"),
                number=number,
                stock=stock,
            )
        numbers[stock].add(number)
        price = _check.whole(table.get("price"), f"{where}.price", 1)
        square: dict[str, Any] = {"kind": kind, "stock": stock, "number": number}
        if "name" in table:
            square["name"] = _text(table["name"], f"{where}.name")
        square["price"] = price
        square["rent"] = _check.whole(table.get("rent", price // 2), f"{where}.rent", 0)
        square["holding_rent"] = _check.whole(table.get("holding_rent", price), f"{where}.holding_rent", 0)
        result.append(square)
    for stock in sorted(numbers):
        if len(numbers[stock]) != COMPANIES_PER_STOCK:
            raise _check.fail(
                "squares",
                N_("must hold exactly three companies of stock {stock} (numbered 1 to 3), not {count}"),
                stock=stock,
                count=len(numbers[stock]),
            )
    return result


def _track(raw: Any) -> dict[str, Any]:
    table = _check.table(raw, "track", ("values", "start"))
    values = table.get("values")
    if not isinstance(values, list) or not 2 <= len(values) <= 60:
        raise _check.fail("track.values", N_("must list 2 to 60 fields' share values, bottom first"))
    for index, value in enumerate(values):
        _check.whole(value, f"track.values[{index}]", 1)
        if index and value <= values[index - 1]:
            raise _check.fail(
                f"track.values[{index}]", N_("must be above the field below it ({below:,})"), below=values[index - 1]
            )
    start = _check.whole(table.get("start", 6), "track.start", 1, len(values))
    return {"values": list(values), "start": start}


def _forecast(raw: Any) -> dict[str, Any]:
    table = _check.table(raw, "forecast", ("fields", "start"))
    fields = table.get("fields")
    if not isinstance(fields, list) or not 1 <= len(fields) <= 200:
        raise _check.fail("forecast.fields", N_("must list 1 to 200 fields, each naming a stock and a direction"))
    result = []
    for index, entry in enumerate(fields):
        where = f"forecast.fields[{index}]"
        spec = _check.table(entry, where, ("stock", "direction"))
        stock = _check.whole(spec.get("stock"), f"{where}.stock", 1, 6)
        direction = spec.get("direction")
        if direction not in (UP, DOWN):
            raise _check.fail(f"{where}.direction", N_('must be "up" or "down", not {value!r}'), value=direction)
        result.append({"stock": stock, "direction": direction})
    start = _check.whole(table.get("start", 1), "forecast.start", 1, len(result))
    return {"start": start, "fields": result}


def _items(raw: Any) -> dict[str, dict[str, int]]:
    table = _check.table(raw, "items", ITEMS)
    result: dict[str, dict[str, int]] = {}
    for item in ITEMS:
        where = f"items.{item}"
        spec = _check.table(table.get(item), where, ("vp", "price", "count"))
        vp_default, price_default = ITEM_RULES[item]
        result[item] = {
            "vp": _check.whole(spec.get("vp", vp_default), f"{where}.vp", 1, 1000),
            "price": _check.whole(spec.get("price", price_default), f"{where}.price", 1),
            "count": _check.whole(spec.get("count"), f"{where}.count", 0, 1000),
        }
    return result


def board_warnings(data: dict[str, Any]) -> list[Phrase]:
    """What a valid board does differently from the rulebook (shown beside it, never refused)."""
    normal = BOARD.validate(data)
    warnings: list[Phrase] = []
    total = sum(spec["vp"] * spec["count"] for spec in normal["items"].values())
    if total != TOTAL_VP:
        warnings.append(
            Phrase(N_("items: the supply holds {total:,} VP, the rulebook says {rule:,}"), total=total, rule=TOTAL_VP)
        )
    for key, rule in NUMBERS.items():
        if normal["numbers"][key] != rule:
            warnings.append(
                Phrase(
                    N_("numbers.{key}: {value:,}, the rulebook says {rule:,}"),
                    key=key,
                    value=normal["numbers"][key],
                    rule=rule,
                )
            )
    for item, (vp, price) in ITEM_RULES.items():
        spec = normal["items"][item]
        if (spec["vp"], spec["price"]) != (vp, price):
            warnings.append(
                Phrase(
                    N_("items.{item}: {vp:,} VP for {price:,}, the rulebook says {rule_vp:,} VP for {rule_price:,}"),
                    item=item,
                    vp=spec["vp"],
                    price=spec["price"],
                    rule_vp=vp,
                    rule_price=price,
                )
            )
    if normal["track"]["start"] != 6:
        warnings.append(
            Phrase(N_("track.start: field {start}, the rulebook says {rule}"), start=normal["track"]["start"], rule=6)
        )
    return warnings


# -- files ---------------------------------------------------------------------------------


def board_to_toml(data: dict[str, Any]) -> str:
    """Write a board in the file format (validated first; no TOML writer needed)."""
    board = BOARD.validate(data)
    text = json.dumps
    lines = [
        f"name = {text(board['name'], ensure_ascii=False)}",
        f"calibrated = {'true' if board['calibrated'] else 'false'}",
        "",
        "[numbers]",
    ]
    lines += [f"{key} = {value}" for key, value in board["numbers"].items()]
    for stock in board["stocks"]:
        lines += [
            "",
            "[[stocks]]",
            f"number = {stock['number']}",
            f"name = {text(stock['name'], ensure_ascii=False)}",
            f"code = {text(stock['code'])}",
        ]
    for square in board["squares"]:
        lines += ["", "[[squares]]", f"kind = {text(square['kind'])}"]
        if square["kind"] == COMPANY:
            lines += [f"stock = {square['stock']}", f"number = {square['number']}"]
            if "name" in square:
                lines.append(f"name = {text(square['name'], ensure_ascii=False)}")
            lines += [
                f"price = {square['price']}",
                f"rent = {square['rent']}",
                f"holding_rent = {square['holding_rent']}",
            ]
    lines += [
        "",
        "[track]",
        f"values = [{', '.join(str(v) for v in board['track']['values'])}]",
        f"start = {board['track']['start']}",
        "",
        "[forecast]",
        f"start = {board['forecast']['start']}",
        "fields = [",
    ]
    lines += [f"  {{ stock = {f['stock']}, direction = {text(f['direction'])} }}," for f in board["forecast"]["fields"]]
    lines.append("]")
    for item, spec in board["items"].items():
        lines += ["", f"[items.{item}]", f"vp = {spec['vp']}", f"price = {spec['price']}", f"count = {spec['count']}"]
    return "\n".join(lines) + "\n"


BOARD = PrintedTable(
    __package__, "data/standin.toml", STANDIN, SAVED_BOARD_NAME, "board", check_board, board_to_toml, _check
)
"""The board as a printed table: the packaged one, the owner's saved one, a config's choice (:mod:`companion.core.printed`)."""
