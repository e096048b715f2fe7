"""Acquire on the LEDs: chain colours, the pulsing last tile, founding sweep, merger flow."""

from __future__ import annotations

from scene_events import event

from companion.front.acquire.lights import SAFE_LEVEL, UNSAFE_LEVEL
from companion.front.acquire.palette import CHAIN_COLOURS as CHAINS
from companion.front.acquire.palette import UNINCORPORATED
from companion.hardware.layout import Layout
from companion.lights import Lights
from companion.palette import led, scale


def summary(board: dict[str, str | None], safe: tuple[str, ...] = (), last: str | None = None) -> dict:
    chains = {c: {"size": 0, "price": 0, "available": 25, "safe": c in safe} for c in set(board.values()) if c}
    return {"game": "acquire", "board": board, "chains": chains, "last_tile": last}


def colour(lights: Lights, layouts: dict[str, Layout], tile: str, now: float) -> tuple[int, int, int]:
    return lights.frame(now)[layouts["acquire"].index("tiles", tile)]


def test_chain_colours_and_safe_chains_brighter(lights: Lights, layouts: dict[str, Layout]) -> None:
    board = {"1A": None, "5C": "tower", "6C": "tower", "1E": "american"}
    lights.update(summary(board, safe=("american",)), now=0.0)
    assert colour(lights, layouts, "1A", 0.0) == led(UNINCORPORATED)
    assert colour(lights, layouts, "5C", 0.0) == scale(led(CHAINS["tower"]), UNSAFE_LEVEL)
    assert colour(lights, layouts, "1E", 0.0) == scale(led(CHAINS["american"]), SAFE_LEVEL)
    assert colour(lights, layouts, "9I", 0.0) == (0, 0, 0)  # no tile there
    # Steady: the same a second later.
    assert lights.frame(1.0) == lights.frame(0.0)
    # The 2016 edition's chains have colours too.
    lights.update(summary({"2B": "quantum"}), now=2.0)
    assert colour(lights, layouts, "2B", 2.0) == scale(led(CHAINS["quantum"]), UNSAFE_LEVEL)


def test_the_last_tile_pulses_until_the_next(lights: Lights, layouts: dict[str, Layout]) -> None:
    lights.update(summary({"3B": None, "4D": None}, last="4D"), [event("tile_placed", player=0, tile="4D")], now=10.0)
    peak, trough, again = (colour(lights, layouts, "4D", t) for t in (10.0, 10.6, 11.2))
    assert peak == again and sum(trough) < sum(peak) / 2
    assert colour(lights, layouts, "3B", 10.6) == led(UNINCORPORATED)
    board = {"3B": None, "4D": None, "7G": None}
    lights.update(summary(board, last="7G"), [event("tile_placed", player=1, tile="7G")], now=12.0)
    assert colour(lights, layouts, "4D", 12.3) == led(UNINCORPORATED)  # stopped pulsing


def test_the_last_tile_is_the_summarys_after_a_resume_or_an_undo(lights: Lights, layouts: dict[str, Layout]) -> None:
    board = {"3B": None, "4D": None}
    lights.update(summary(board, last="4D"), now=10.0)  # a resumed game: no event, the summary's last tile
    assert colour(lights, layouts, "4D", 10.0) != colour(lights, layouts, "4D", 10.6)
    lights.update(summary({**board, "7G": None}, last="7G"), [event("tile_placed", player=1, tile="7G")], now=12.0)
    lights.update(summary(board, last="4D"), now=13.0)  # 7G undone: 4D is the last tile again, and pulses
    assert colour(lights, layouts, "4D", 13.0) != colour(lights, layouts, "4D", 13.6)


def test_founding_sweeps_out_from_the_placed_tile(lights: Lights, layouts: dict[str, Layout]) -> None:
    tiles = ("5C", "6C", "7C", "8C")
    events = [event("tile_placed", player=0, tile="5C"), event("chain_founded", player=0, chain="luxor", tiles=tiles)]
    lights.update(summary(dict.fromkeys(tiles, "luxor"), last="5C"), events, now=0.0)
    peak = scale(led(CHAINS["luxor"]), SAFE_LEVEL)
    base = scale(led(CHAINS["luxor"]), UNSAFE_LEVEL)
    assert colour(lights, layouts, "5C", 0.0) == peak  # the founding tile lights first, at full strength
    assert colour(lights, layouts, "8C", 0.0) == led(UNINCORPORATED)  # the far end has not been reached
    assert colour(lights, layouts, "8C", 0.27) == peak  # three steps later it has
    assert colour(lights, layouts, "6C", 5.0) == base  # and everything settles to the chain colour


def test_merger_flows_from_defunct_to_survivor(lights: Lights, layouts: dict[str, Layout]) -> None:
    survivor, defunct = ("1A", "2A", "3A"), ("5A", "6A", "7A", "8A")
    board = dict.fromkeys(survivor + defunct + ("4A",), "imperial")  # the summary after the merger
    events = [
        event("tile_placed", player=2, tile="4A"),
        event("merger", player=2, tile="4A", survivor="imperial", defunct=("fusion",)),
        event("chain_absorbed", defunct="fusion", survivor="imperial", tiles=defunct),
    ]
    lights.update(summary(board, last="4A"), events, now=0.0)
    fusion = scale(led(CHAINS["fusion"]), UNSAFE_LEVEL)
    imperial = scale(led(CHAINS["imperial"]), UNSAFE_LEVEL)
    assert colour(lights, layouts, "5A", 0.0) == fusion
    assert colour(lights, layouts, "8A", 0.0) == fusion
    assert colour(lights, layouts, "2A", 0.0) == imperial  # the survivor never changes
    # Nearest first: at 0.4 s the tile next to the merging tile has turned, the far one has not.
    assert colour(lights, layouts, "5A", 0.5) == imperial
    assert colour(lights, layouts, "8A", 0.3) == fusion
    assert colour(lights, layouts, "8A", 3.0) == imperial


def test_events_as_json_dicts_work_too(lights: Lights, layouts: dict[str, Layout]) -> None:
    tiles = ("2C", "3C")
    events = [
        {"type": "tile_placed", "player": 0, "tile": "2C"},
        {"type": "chain_founded", "player": 0, "chain": "luxor", "tiles": list(tiles)},
    ]
    lights.update(summary(dict.fromkeys(tiles, "luxor"), last="2C"), events, now=0.0)
    assert colour(lights, layouts, "3C", 0.0) == led(UNINCORPORATED)  # the sweep has not reached it yet
    assert colour(lights, layouts, "3C", 5.0) == scale(led(CHAINS["luxor"]), UNSAFE_LEVEL)
