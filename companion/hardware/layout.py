"""Layout files: which strip index lights which place on a board.

A layout is a TOML file (each game's presentation package ships its own) made of
sections that each name a *group* of logical positions and the strip indices
behind them. Two section kinds cover every board we light:

``[[grid]]``
    A matrix wired as one run of LEDs, e.g. a 12×9 grid of tiles. ``columns``
    and ``rows`` list the labels as printed, ``key`` builds a position's name
    (``"{column}{row}"`` → ``5C``). ``origin`` is the corner where the first LED
    sits (``top-left``, ``top-right``, ``bottom-left``, ``bottom-right``),
    ``direction`` whether the strip runs along ``rows`` or ``columns`` first, and
    ``serpentine`` (default true) whether every other line runs back.

``[[track]]``
    A sequence of positions, each with ``leds_per_key`` LEDs (default 1), wired
    in order: a ring of 18 auction spaces × 4 cube LEDs, a row of lots, a share
    price track 0–18, or one of six share lanes (one section per lane, e.g.
    group ``lane.oil``). Positions are ``keys = [...]`` or ``count``
    (keys ``"0"`` … ``"count-1"``).

Every section has a ``start`` index and an optional ``[*.draw]`` table giving
board coordinates for the simulated board (grids: ``x``, ``y``, ``pitch``;
tracks: ``shape = "ring"`` with ``center``, ``radius``, ``start_angle``,
``clockwise``; ``"line"`` with ``from`` and ``to``; or ``"points"`` with one
``[x, y]`` per key; ``spread`` spaces a key's LEDs around its point).
Keys are strings; lookups accept ints (``layout.indices("spaces", 7)``).
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import field
from pathlib import Path
from typing import Any

from companion.data_classes import dataclass

ORIGINS = ("top-left", "top-right", "bottom-left", "bottom-right")
DIRECTIONS = ("rows", "columns")
SHAPES = ("ring", "line", "points")

Point = tuple[float, float]


class LayoutError(ValueError):
    """A layout file is malformed; the message names the file, the key and the problem."""


@dataclass(frozen=True)
class Layout:
    """Logical positions → strip indices, plus drawing positions per LED."""

    name: str
    leds: int
    groups: dict[str, dict[str, tuple[int, ...]]]
    points: tuple[Point | None, ...] = field(repr=False)

    def indices(self, group: str, key: str | int) -> tuple[int, ...]:
        """Every strip index of one position (a tile has one, an auction space of four cubes four)."""
        return self.groups[group][str(key)]

    def index(self, group: str, key: str | int) -> int:
        """The first strip index of a position."""
        return self.indices(group, key)[0]

    def get(self, group: str, key: str | int) -> tuple[int, ...]:
        """Like :meth:`indices`, but an unknown group or key lights nothing."""
        return self.groups.get(group, {}).get(str(key), ())

    def keys(self, group: str) -> list[str]:
        return list(self.groups.get(group, {}))

    def needed(self, optional: tuple[str, ...] = ("seats",)) -> int:
        """LEDs a strip must have for this layout: up to its last LED outside the ``optional`` groups.

        The seat lights come last on the strip, so a strip that stops at the board (an installation from
        before seat lights) still lights the whole board; the seat lights past its end stay dark.
        """
        used = [i for group, keys in self.groups.items() if group not in optional for ids in keys.values() for i in ids]
        return max(used, default=-1) + 1

    def bounds(self) -> tuple[float, float, float, float]:
        """``(min_x, min_y, max_x, max_y)`` of the drawn LEDs."""
        drawn = [p for p in self.points if p is not None]
        if not drawn:
            return (0.0, 0.0, 1.0, 1.0)
        xs, ys = [p[0] for p in drawn], [p[1] for p in drawn]
        return (min(xs), min(ys), max(xs), max(ys))


def serpentine(
    columns: int, rows: int, origin: str = "top-left", direction: str = "rows", snake: bool = True
) -> list[tuple[int, int]]:
    """``(column, row)`` of each LED along a matrix wired as one strip.

    Column 0 is the left and row 0 the top as the board is printed, whatever
    corner the wiring starts in.
    """
    if origin not in ORIGINS:
        raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, not {origin!r}")
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be one of {', '.join(DIRECTIONS)}, not {direction!r}")
    along, across = (columns, rows) if direction == "rows" else (rows, columns)
    cells: list[tuple[int, int]] = []
    for k in range(columns * rows):
        line, pos = divmod(k, along)
        if snake and line % 2:
            pos = along - 1 - pos
        col, row = (pos, line) if direction == "rows" else (line, pos)
        if origin.endswith("right"):
            col = columns - 1 - col
        if origin.startswith("bottom"):
            row = rows - 1 - row
        cells.append((col, row))
    return cells


def load_layout(path: str | Path) -> Layout:
    """Load a layout file shipped with a game.

    Layouts belong to boards, so each game's ships with its presentation
    package; the configuration resolves a game's name to that file. Every
    layout the companion plays with, the owner's included, is read by
    :func:`companion.config.read_layout` instead, through the careful reader
    of owner files (a named pipe or a device must not hang the start-up).
    """
    path = Path(path)
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        raise LayoutError(f"{path}: no such layout file") from None
    except tomllib.TOMLDecodeError as exc:
        raise LayoutError(f"{path}: not valid TOML: {exc}") from None
    return parse_layout(data, where=path.name)


def parse_layout(data: dict[str, Any], where: str = "<layout>") -> Layout:
    """Build a :class:`Layout` from parsed TOML, refusing anything ambiguous."""
    builder = _Builder(where)
    name = builder.take(data, "name", str, "a string", data.get("name", where))
    leds = builder.take(data, "leds", int, "a positive integer")
    if leds <= 0:
        raise LayoutError(f"{where}: leds: must be a positive integer, got {leds}")
    builder.leds = leds
    unknown = set(data) - {"name", "leds", "grid", "track"}
    if unknown:
        raise LayoutError(f"{where}: unknown key {sorted(unknown)[0]!r} (expected name, leds, grid, track)")
    for number, section in enumerate(_sections(data, "grid", where)):
        builder.grid(section, f"grid[{number}]")
    for number, section in enumerate(_sections(data, "track", where)):
        builder.track(section, f"track[{number}]")
    return Layout(name=name, leds=leds, groups=builder.groups, points=tuple(builder.points))


def _sections(data: dict[str, Any], kind: str, where: str) -> list[dict[str, Any]]:
    sections = data.get(kind, [])
    if not isinstance(sections, list) or not all(isinstance(s, dict) for s in sections):
        raise LayoutError(f"{where}: {kind}: must be an array of tables ([[{kind}]])")
    return sections


_MISSING = object()


class _Builder:
    def __init__(self, where: str) -> None:
        self.where = where
        self.leds = 0
        self.groups: dict[str, dict[str, tuple[int, ...]]] = {}
        self.points: list[Point | None] = []
        self.owner: dict[int, str] = {}

    def fail(self, key: str, problem: str) -> LayoutError:
        return LayoutError(f"{self.where}: {key}: {problem}")

    def take(
        self,
        table: dict[str, Any],
        key: str,
        kind: type | tuple[type, ...],
        described: str,
        default: Any = _MISSING,
        prefix: str = "",
    ) -> Any:
        value = table.get(key, default)
        if value is _MISSING:
            raise self.fail(prefix + key, "missing")
        if isinstance(value, bool) and kind is not bool or not isinstance(value, kind):
            raise self.fail(prefix + key, f"must be {described}, got {value!r}")
        return value

    def claim(self, group: str, key: str, indices: tuple[int, ...], points: list[Point | None], where: str) -> None:
        keys = self.groups.setdefault(group, {})
        if key in keys:
            raise self.fail(where, f"position {group} {key} is defined twice")
        for index, point in zip(indices, points, strict=True):
            if index >= self.leds:
                raise self.fail(where, f"{group} {key} needs LED {index}, but the layout has leds = {self.leds}")
            if index in self.owner:
                raise self.fail(where, f"LED {index} is used by both {self.owner[index]} and {group} {key}")
            self.owner[index] = f"{group} {key}"
            if len(self.points) <= index:
                self.points.extend([None] * (self.leds - len(self.points)))
            self.points[index] = point
        keys[key] = indices

    def grid(self, section: dict[str, Any], at: str) -> None:
        p = f"{at}."
        group = self.take(section, "group", str, "a string", prefix=p)
        columns = [str(c) for c in self.take(section, "columns", list, "a list of labels", prefix=p)]
        rows = [str(r) for r in self.take(section, "rows", list, "a list of labels", prefix=p)]
        template = self.take(section, "key", str, 'a string like "{column}{row}"', "{column}{row}", prefix=p)
        start = self.take(section, "start", int, "an integer", 0, prefix=p)
        origin = self.take(section, "origin", str, "a string", "top-left", prefix=p)
        direction = self.take(section, "direction", str, "a string", "rows", prefix=p)
        snake = self.take(section, "serpentine", bool, "true or false", True, prefix=p)
        if origin not in ORIGINS:
            raise self.fail(p + "origin", f"must be one of {', '.join(ORIGINS)}, got {origin!r}")
        if direction not in DIRECTIONS:
            raise self.fail(p + "direction", f"must be one of {', '.join(DIRECTIONS)}, got {direction!r}")
        if not columns or not rows:
            raise self.fail(p + "columns", "a grid needs at least one column and one row")
        draw = self.take(section, "draw", dict, "a table", {}, prefix=p)
        x0 = float(self.take(draw, "x", (int, float), "a number", 0, prefix=p + "draw."))
        y0 = float(self.take(draw, "y", (int, float), "a number", 0, prefix=p + "draw."))
        pitch = float(self.take(draw, "pitch", (int, float), "a number", 1, prefix=p + "draw."))
        for offset, (col, row) in enumerate(serpentine(len(columns), len(rows), origin, direction, snake)):
            try:
                key = template.format(column=columns[col], row=rows[row])
            except (KeyError, IndexError) as exc:
                raise self.fail(p + "key", f"may only use {{column}} and {{row}}, not {exc}") from None
            self.claim(group, key, (start + offset,), [(x0 + col * pitch, y0 + row * pitch)], at)

    def track(self, section: dict[str, Any], at: str) -> None:
        p = f"{at}."
        group = self.take(section, "group", str, "a string", prefix=p)
        if "keys" in section:
            keys = [str(k) for k in self.take(section, "keys", list, "a list of position names", prefix=p)]
        else:
            count = self.take(section, "count", int, "a positive integer (or give keys)", prefix=p)
            keys = [str(k) for k in range(count)]
        if not keys:
            raise self.fail(p + "keys", "a track needs at least one position")
        per_key = self.take(section, "leds_per_key", int, "a positive integer", 1, prefix=p)
        if per_key <= 0:
            raise self.fail(p + "leds_per_key", f"must be a positive integer, got {per_key}")
        start = self.take(section, "start", int, "an integer", 0, prefix=p)
        centres = self.track_points(section, len(keys), p)
        spread = float(self.take(section.get("draw", {}), "spread", (int, float), "a number", 0.3, prefix=p + "draw."))
        for number, key in enumerate(keys):
            first = start + number * per_key
            indices = tuple(range(first, first + per_key))
            self.claim(group, key, indices, _cluster(centres[number], per_key, spread), at)

    def track_points(self, section: dict[str, Any], count: int, p: str) -> list[Point | None]:
        draw = self.take(section, "draw", dict, "a table", {}, prefix=p)
        if not draw:
            return [None] * count
        d = p + "draw."
        shape = self.take(draw, "shape", str, "a string", prefix=d)
        if shape == "ring":
            cx, cy = self.pair(draw, "center", d)
            radius = float(self.take(draw, "radius", (int, float), "a number", prefix=d))
            angle0 = math.radians(float(self.take(draw, "start_angle", (int, float), "a number", -90, prefix=d)))
            turn = 1 if self.take(draw, "clockwise", bool, "true or false", True, prefix=d) else -1
            return [
                (
                    cx + radius * math.cos(angle0 + turn * 2 * math.pi * i / count),
                    cy + radius * math.sin(angle0 + turn * 2 * math.pi * i / count),
                )
                for i in range(count)
            ]
        if shape == "line":
            (x0, y0), (x1, y1) = self.pair(draw, "from", d), self.pair(draw, "to", d)
            steps = max(count - 1, 1)
            return [(x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(count)]
        if shape == "points":
            points = self.take(draw, "points", list, "a list of [x, y] pairs", prefix=d)
            if len(points) != count:
                raise self.fail(d + "points", f"needs one [x, y] per position ({count}), got {len(points)}")
            return [self.pair({"point": point}, "point", d + f"points[{i}].") for i, point in enumerate(points)]
        raise self.fail(d + "shape", f"must be one of {', '.join(SHAPES)}, got {shape!r}")

    def pair(self, table: dict[str, Any], key: str, prefix: str) -> Point:
        value = self.take(table, key, list, "an [x, y] pair", prefix=prefix)
        if len(value) != 2 or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
            raise self.fail(prefix + key, f"must be an [x, y] pair of numbers, got {value!r}")
        return (float(value[0]), float(value[1]))


def _cluster(centre: Point | None, count: int, spread: float) -> list[Point | None]:
    """Drawing positions for the LEDs of one position: a small ring around its point."""
    if centre is None:
        return [None] * count
    if count == 1:
        return [centre]
    cx, cy = centre
    return [
        (
            cx + spread * math.cos(math.pi / 4 + 2 * math.pi * i / count),
            cy + spread * math.sin(math.pi / 4 + 2 * math.pi * i / count),
        )
        for i in range(count)
    ]
