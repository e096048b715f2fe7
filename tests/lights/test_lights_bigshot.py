"""Big Shot on the LEDs: cubes, the broker's chase, the blinking auction, lot owners."""

from __future__ import annotations

from scene_events import event

from companion.front.bigshot import CUBE_LEDS
from companion.front.bigshot.lights import CHASE, CUBE_LEVEL
from companion.hardware.layout import Layout
from companion.lights import Lights
from companion.palette import led, mix, scale

COLOURS = ("red", "yellow", "black", "white")


def summary(
    broker: int = 0, spaces: list[list[str]] | None = None, lots: dict | None = None, auction: int | None = None
) -> dict:
    spaces = spaces if spaces is not None else [[COLOURS[(s + i) % 4] for i in range(4)] for s in range(18)]
    lots = lots or {}
    on_auction = {"space": auction, "cubes": spaces[auction]} if auction is not None else None
    return {"game": "bigshot", "broker": broker, "spaces": spaces, "lots": lots, "auction": on_auction}


def cube(colour: str) -> tuple[int, int, int]:
    return scale(led(CUBE_LEDS[colour]), CUBE_LEVEL)


def space(lights: Lights, layouts: dict[str, Layout], index: int, now: float) -> list[tuple[int, int, int]]:
    frame = lights.frame(now)
    return [frame[i] for i in layouts["bigshot"].indices("spaces", index)]


def test_each_space_shows_its_cubes(lights: Lights, layouts: dict[str, Layout]) -> None:
    spaces = [["red", "black"]] + [[] for _ in range(17)]
    lights.update(summary(broker=5, spaces=spaces), now=0.0)
    assert space(lights, layouts, 0, 0.0) == [cube("red"), cube("black"), (0, 0, 0), (0, 0, 0)]
    assert cube("black") != (0, 0, 0)  # a black cube still shines (as blue)
    assert space(lights, layouts, 3, 0.0) == [(0, 0, 0)] * 4


def test_the_broker_space_chases(lights: Lights, layouts: dict[str, Layout]) -> None:
    lights.update(summary(broker=4), now=0.0)
    cubes = [cube(c) for c in ("red", "yellow", "black", "white")]
    first = space(lights, layouts, 4, 0.0)
    later = space(lights, layouts, 4, 1 / 6 + 0.01)
    assert first == [mix(cubes[0], CHASE, 0.75)] + cubes[1:]
    assert later == [cubes[0], mix(cubes[1], CHASE, 0.75)] + cubes[2:]
    assert space(lights, layouts, 5, 0.0) == space(lights, layouts, 5, 0.2)  # other spaces are still


def test_the_auctioned_space_blinks_until_won(lights: Lights, layouts: dict[str, Layout]) -> None:
    lights.update(
        summary(broker=2, auction=2),
        [event("broker_moved", space=2, steps=2), event("auction_started", space=2, cubes=("white",) * 4, roller=0)],
        now=0.0,
    )
    lit, dark = space(lights, layouts, 2, 0.1), space(lights, layouts, 2, 0.6)
    assert sum(map(sum, lit)) > 0
    assert sorted(dark)[:3] == [(0, 0, 0)] * 3  # only the broker's dot remains
    bids = [event("bid_made", player=1, amount=3)]
    lights.update(summary(broker=2, auction=2), bids, now=0.7)  # a bid: the same auction blinks on, in step
    assert all(sum(cube) > 0 for cube in space(lights, layouts, 2, 1.3))  # lit, as blinking since 0.0 is
    assert sorted(space(lights, layouts, 2, 1.6))[:3] == [(0, 0, 0)] * 3
    spaces = summary()["spaces"]
    spaces[2] = []
    lights.update(
        summary(broker=2, spaces=spaces), [event("auction_won", player=1, space=2, price=7, free=False)], now=1.0
    )
    assert space(lights, layouts, 7, 1.1) == space(lights, layouts, 7, 1.6)  # nothing blinks any more


def test_lots_show_their_owner(lights: Lights, layouts: dict[str, Layout]) -> None:
    lots = {
        "L20": {"value": 20, "cubes": {"red": 4, "white": 1}, "owner": None},
        "P1": {"value": 0, "cubes": {}, "owner": None},
        "A9": {"value": 9, "cubes": {"yellow": 4}, "owner": "yellow"},
    }
    lights.update(summary(lots=lots), now=0.0)
    frame = lights.frame(0.0)
    at = layouts["bigshot"].index
    assert frame[at("lots", "A9")] == led(CUBE_LEDS["yellow"])
    assert 0 < sum(frame[at("lots", "P1")]) < sum(frame[at("lots", "L20")])  # fuller lots glow brighter
    assert frame[at("lots", "L21")] == (0, 0, 0)  # not in the summary


def test_an_awarded_lot_flashes_then_stays(lights: Lights, layouts: dict[str, Layout]) -> None:
    lots = {"L16": {"value": 16, "cubes": {"black": 7}, "owner": "black"}}
    lights.update(summary(lots=lots), [event("lot_awarded", lot="L16", color="black", owner=2)], now=0.0)
    index = layouts["bigshot"].index("lots", "L16")
    assert lights.frame(0.2)[index] == (0, 0, 0)
    assert lights.frame(0.05)[index] == led(CUBE_LEDS["black"])
    assert lights.frame(2.0)[index] == lights.frame(2.2)[index] == led(CUBE_LEDS["black"])


def test_an_undecided_lot_shows_its_leaders_colour(lights: Lights, layouts: dict[str, Layout]) -> None:
    """The reported gap: every lot was a grey dot; now the colour that leads it, brighter as it fills."""
    lots = {
        "L20": {"value": 20, "cubes": {"red": 3, "white": 1}, "owner": None, "leader": "red", "decided": False},
        "L18": {"value": 18, "cubes": {"red": 1}, "owner": None, "leader": "red", "decided": False},
        "L16": {"value": 16, "cubes": {"red": 1, "white": 1}, "owner": None, "leader": None, "decided": False},
        "A9": {"value": 9, "cubes": {"yellow": 1}, "owner": "yellow", "leader": "yellow", "decided": True},
    }
    lights.update(summary(lots=lots), now=0.0)
    frame = lights.frame(0.0)
    at = layouts["bigshot"].index
    red = led(CUBE_LEDS["red"])
    fuller, single = frame[at("lots", "L20")], frame[at("lots", "L18")]
    assert fuller[0] > fuller[1] > 0 and fuller[2] == 0  # red's hue, not grey
    assert sum(single) < sum(fuller) < sum(red)  # a leader is dimmer than an owner, and grows as the lot fills
    tied = frame[at("lots", "L16")]
    assert tied[0] == tied[1] == tied[2] > 0  # nobody leads: a neutral glow
    assert frame[at("lots", "A9")] == led(CUBE_LEDS["yellow"])  # decided: the owner, full


def test_the_engine_summary_names_each_lots_leader() -> None:
    from companion.core import Table
    from companion.registry import spec

    game = spec("bigshot").game
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat", "Dan"]}, created="x")
    lots = table.summary()["lots"]
    assert all("leader" in info for info in lots.values())
    assert all(info["leader"] is None for info in lots.values())  # nothing placed yet


def test_a_resumed_auction_blinks_its_space(lights: Lights, layouts: dict[str, Layout]) -> None:
    lights.update(summary(broker=5, auction=5), now=0.0)  # after a power cut: the summary alone, no event
    lit, dark = space(lights, layouts, 5, 0.1), space(lights, layouts, 5, 0.6)
    assert sum(map(sum, lit)) > 0
    assert sorted(dark)[:3] == [(0, 0, 0)] * 3
    lights.update(summary(broker=5), now=1.0)  # the auction's start undone: nothing blinks any more
    assert all(sum(cube) > 0 for now in (1.1, 1.35, 1.6, 1.85) for cube in space(lights, layouts, 5, now))
