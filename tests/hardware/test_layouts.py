"""Layout files: serpentine wiring, the shipped boards, and clear errors."""

from __future__ import annotations

import itertools

import pytest

from companion.hardware.layout import ORIGINS, LayoutError, load_layout, parse_layout, serpentine
from companion.registry import spec

CORNERS = {"top-left": (0, 0), "top-right": (3, 0), "bottom-left": (0, 2), "bottom-right": (3, 2)}


@pytest.mark.parametrize(("origin", "direction"), list(itertools.product(ORIGINS, ("rows", "columns"))))
def test_serpentine_starts_in_the_origin_corner_and_never_jumps(origin: str, direction: str) -> None:
    cells = serpentine(4, 3, origin, direction)
    assert sorted(cells) == sorted(itertools.product(range(4), range(3)))  # every cell exactly once
    assert cells[0] == CORNERS[origin]
    for (c0, r0), (c1, r1) in itertools.pairwise(cells):
        assert abs(c0 - c1) + abs(r0 - r1) == 1  # consecutive LEDs are neighbours
    line = 4 if direction == "rows" else 3
    first_line = cells[:line]
    if direction == "rows":
        assert len({r for _, r in first_line}) == 1  # the first run stays on one row
    else:
        assert len({c for c, _ in first_line}) == 1


def test_serpentine_known_orders() -> None:
    assert serpentine(3, 2, "top-left", "rows") == [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]
    assert serpentine(3, 2, "bottom-right", "rows") == [(2, 1), (1, 1), (0, 1), (0, 0), (1, 0), (2, 0)]
    assert serpentine(3, 2, "top-right", "columns") == [(2, 0), (2, 1), (1, 1), (1, 0), (0, 0), (0, 1)]
    assert serpentine(3, 2, "top-left", "rows", snake=False) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]


def test_serpentine_refuses_unknown_corner() -> None:
    with pytest.raises(ValueError, match="origin"):
        serpentine(2, 2, "middle")


def test_acquire_layout_is_a_snaking_12_by_9_grid() -> None:
    layout = load_layout(spec("acquire").layout_path())
    tiles = layout.keys("tiles")
    assert len(tiles) == 108 and layout.leds == 114  # and six seat lights after the board
    assert sorted(layout.index("tiles", t) for t in tiles) == list(range(108))
    assert [layout.index("tiles", t) for t in ("1A", "12A", "12B", "1B", "1C", "5C", "12I")] == [
        0,
        11,
        12,
        23,
        24,
        28,
        107,
    ]
    assert layout.points[layout.index("tiles", "5C")] == (4.0, 2.0)  # drawn where it is printed


@pytest.mark.parametrize(
    ("origin", "direction", "first", "second"),
    [
        ("bottom-left", "rows", "1I", "2I"),
        ("top-right", "columns", "12A", "12B"),
        ("bottom-right", "columns", "12I", "12H"),
    ],
)
def test_acquire_grid_origin_and_direction_are_configurable(
    origin: str, direction: str, first: str, second: str
) -> None:
    data = {
        "name": "x",
        "leds": 108,
        "grid": [
            {
                "group": "tiles",
                "columns": [str(c) for c in range(1, 13)],
                "rows": list("ABCDEFGHI"),
                "origin": origin,
                "direction": direction,
            }
        ],
    }
    layout = parse_layout(data)
    assert layout.index("tiles", first) == 0
    assert layout.index("tiles", second) == 1


def test_big_shot_layout_has_four_leds_per_space_and_thirteen_lots() -> None:
    layout = load_layout(spec("bigshot").layout_path())
    assert layout.indices("spaces", 0) == (0, 1, 2, 3)
    assert layout.indices("spaces", 17) == (68, 69, 70, 71)
    lots = ["P1", "P2", "A9", "A10", "A11", "B9", "B10", "B11", "L16", "L18", "L19", "L20", "L21"]
    assert layout.keys("lots") == lots
    assert [layout.index("lots", lot) for lot in lots] == list(range(72, 85))
    used = [i for indices in layout.groups.values() for key in indices for i in indices[key]]
    assert all(layout.points[i] is not None for i in used)  # 85-107 are free: the seat lights sit at 108-113


def test_price_tracks_and_share_lanes_fit_the_format() -> None:
    lanes = [
        {
            "group": f"lane.{name}",
            "count": 12,
            "start": 19 + 12 * n,
            "draw": {"shape": "line", "from": [0, n], "to": [11, n]},
        }
        for n, name in enumerate(["oil", "steel", "cars", "food", "tech", "gold"])
    ]
    data = {
        "name": "market",
        "leds": 19 + 72,
        "track": [{"group": "price", "count": 19, "draw": {"shape": "line", "from": [0, -1], "to": [18, -1]}}, *lanes],
    }
    layout = parse_layout(data)
    assert layout.index("price", 0) == 0 and layout.index("price", 18) == 18
    assert layout.index("lane.gold", 11) == 90
    assert layout.points[layout.index("lane.steel", 11)] == (11.0, 1.0)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"name": "x", "leds": 3, "track": [{"group": "a", "count": 4}]},
            "track[0]: a 3 needs LED 3, but the layout has leds = 3",
        ),
        (
            {"name": "x", "leds": 4, "track": [{"group": "a", "count": 2}, {"group": "b", "count": 2, "start": 1}]},
            "LED 1 is used by both a 1 and b 0",
        ),
        (
            {
                "name": "x",
                "leds": 4,
                "grid": [{"group": "t", "columns": ["1", "2"], "rows": ["A", "B"], "origin": "left"}],
            },
            "grid[0].origin: must be one of",
        ),
        ({"name": "x", "leds": 4, "tracks": []}, "unknown key 'tracks'"),
        (
            {
                "name": "x",
                "leds": 2,
                "track": [{"group": "a", "count": 2, "draw": {"shape": "points", "points": [[0, 0]]}}],
            },
            "track[0].draw.points: needs one [x, y] per position (2), got 1",
        ),
        ({"name": "x", "track": []}, "leds: missing"),
        (
            {"name": "x", "leds": 2, "track": [{"group": "a", "count": "two"}]},
            "track[0].count: must be a positive integer",
        ),
    ],
)
def test_layout_errors_name_the_key_and_problem(data: dict, message: str) -> None:
    with pytest.raises(LayoutError, match=None) as caught:
        parse_layout(data, where="board.toml")
    assert str(caught.value).startswith("board.toml: ")
    assert message in str(caught.value)


def test_missing_layout_file() -> None:
    with pytest.raises(LayoutError, match="no such layout file"):
        load_layout("no-such-board")


def test_unknown_positions_light_nothing() -> None:
    layout = load_layout(spec("acquire").layout_path())
    assert layout.get("tiles", "13A") == ()
    assert layout.get("lots", "P1") == ()
