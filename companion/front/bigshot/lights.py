"""Big Shot on the LEDs: four cube lights per auction space (its cubes; a white dot chasing round the
broker's space; the space on auction blinking), one light per lot: a decided lot in its owner's colour (flashing
when awarded); an undecided one in the colour of the cubes that lead it, dim and brightening as cubes pile up
towards its capacity; a lot nobody leads glows faint white as its cubes pile up. From the summary (a lot's
``owner``, ``leader``, ``cubes``; the ``auction``'s ``space``, so a game resumed after a power cut blinks the
space still on auction) and the award events. Whose turn it is lights at the seats (the
driver's)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from companion.games.bigshot.rules import LOT_CAPACITY
from companion.hardware.layout import Layout
from companion.lights.common import OFF, chase, dark, field, fill, kind
from companion.palette import RGB, led, mix, scale

from . import CUBE_LEDS

CUBE_LEVEL = 0.6
CHASE_SPEED = 6.0  # LED steps per second round the broker's space
CHASE: RGB = (160, 160, 160)
BLINK_PERIOD = 0.5
AWARD_FLASH = 1.5
AWARD_BLINK = 0.15
LEADER_LOW, LEADER_HIGH = 0.2, 0.5  # an undecided lot's leader, from one cube to a full lot (an owner is 1.0)


class BigShotScene:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.spaces: list[list[str]] = []  # each space's cubes by colour, as the summary lists them
        self.broker: int | None = None
        self.lots: dict[str, Mapping[str, Any]] = {}
        self.auction: tuple[int, float] | None = None  # the space on auction, since when
        self.awarded: dict[str, float] = {}  # lot → when it was awarded

    def update(self, summary: Mapping[str, Any], events: Iterable[Any], now: float) -> None:
        self.spaces = [list(space) for space in summary.get("spaces", [])]
        self.broker = summary.get("broker") if isinstance(summary.get("broker"), int) else None
        self.lots = dict(summary.get("lots", {}))
        auction = summary.get("auction")
        space = auction.get("space") if isinstance(auction, Mapping) else None
        if not isinstance(space, int):
            self.auction = None
        elif self.auction is None or self.auction[0] != space:  # blinking since it opened (or since the resume)
            self.auction = (space, now)
        for event in events:
            if kind(event) == "lot_awarded":
                self.awarded[str(field(event, "lot"))] = now

    def render(self, now: float) -> dict[int, RGB]:
        out: dict[int, RGB] = {}
        for space, cubes in enumerate(self.spaces):
            leds = self.layout.get("spaces", space)
            blinked = self.auction is not None and self.auction[0] == space and dark(now, self.auction[1], BLINK_PERIOD)
            fill(out, leds, [] if blinked else [scale(led(CUBE_LEDS[cube]), CUBE_LEVEL) for cube in cubes])
            if space == self.broker and leds:
                dot = chase(leds, now, CHASE_SPEED)
                out[dot] = mix(out[dot], CHASE, 0.75)
        self.awarded = {lot: at for lot, at in self.awarded.items() if now - at < AWARD_FLASH}
        for lot, info in self.lots.items():
            owner, placed = info.get("owner"), sum(int(n) for n in info.get("cubes", {}).values())
            leader = info.get("leader") if not info.get("decided") else None
            fullness = min(placed, LOT_CAPACITY) / LOT_CAPACITY
            if not owner and leader in CUBE_LEDS:  # who would get it now, brighter as it fills
                colour = scale(led(CUBE_LEDS[leader]), LEADER_LOW + (LEADER_HIGH - LEADER_LOW) * fullness)
            elif not owner:  # a dim glow, growing as the cubes pile up
                colour = scale((60, 60, 60), 0.25 + 0.75 * fullness)
            elif lot in self.awarded and dark(now, self.awarded[lot], AWARD_BLINK):
                colour = OFF
            else:
                colour = led(CUBE_LEDS.get(owner, (255, 255, 255)))
            for index in self.layout.get("lots", lot):
                out[index] = colour
        return out

    def frame_rate(self, now: float) -> float:
        """Frames per second this scene needs now: a lot's award flash is fast, the chase and blink are steps."""
        if any(now - at < AWARD_FLASH for at in self.awarded.values()):
            return 30.0
        if self.broker is not None or self.auction is not None:
            return 2 * CHASE_SPEED  # twice the step rate never misses a step of the chase or the blink
        return 0.0
