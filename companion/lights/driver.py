"""The driver: pick the game's scene, light whose turn it is, cap the frame rate, respect the power budget.

Over whatever the game's scene draws, the driver lights what every game shares
(:mod:`companion.lights.turn`): the acting seats' lights in their colours and
the board position the screen has selected, blinking.

A scene is game code running inside every table change; if it raises, the
game must go on. The driver logs the fault once, turns that scene off (the
strip goes dark, the screen and sounds carry on) and never lets the error
reach the table.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol

from companion.hardware.layout import Layout
from companion.hardware.power import fit_budget
from companion.hardware.strip import Strip
from companion.palette import led, scale

from .common import OFF, dark, wave
from .turn import SEAT_GROUP, Turn

RGB = tuple[int, int, int]


SEAT_PERIOD = 1.6  # seconds a deciding seat's light takes to breathe
SEAT_LOW, SEAT_HIGH = 0.3, 1.0
SIDE_LEVEL = 0.12  # a seat with only a side action open glows faintly
SEAT_RATE = 12.0  # frames a second for a smooth breath
SEAT_BREATHS = 3  # a seat that must decide breathes this many times, then stays lit: an idle table draws nothing
SELECT_PERIOD = 0.35  # the selected position blinks: lit, then its own colour, every period
SELECT: tuple[int, int, int] = (255, 255, 255)


class Scene(Protocol):
    """One game's lighting: fed summaries and events, asked for colours at a time.

    A scene may name ``board_group``, the layout group whose keys are the board positions a decision offers
    (tiles): a position the screen selects blinks there.
    """

    def update(self, summary: Mapping[str, Any], events: Iterable[Any], now: float) -> None: ...

    def frame_rate(self, now: float) -> float:
        """Frames per second needed now (0: nothing moves, so nothing need be drawn)."""
        ...

    def render(self, now: float) -> dict[int, RGB]:
        """Strip index → LED colour (before strip brightness) for every lit LED."""
        ...


log = logging.getLogger(__name__)


def scene_class(game: str) -> Callable[[Layout], Scene] | None:
    """The LED scene class of ``game`` from its GameSpec (None: the game lights nothing)."""
    from companion.registry import part

    scene: Callable[[Layout], Scene] | None = part(game, "light_scene")
    return scene


class Lights:
    """Turns summaries and events into frames on ``strip``.

    At most ``fps`` frames per second are pushed, and a frame equal to the
    last one pushed is not pushed at all, so an idle board costs nothing.
    Frames are scaled down to stay within ``budget_amps`` (estimated at
    ``milliamps_per_channel`` per channel at full value and brightness).
    A game without a scene of its own still shows whose turn it is on the seat lights (every game has a
    layout: its own, or the kit's seat lights).
    """

    def __init__(
        self,
        strip: Strip,
        layouts: Mapping[str, Layout],
        *,
        fps: float = 30.0,
        budget_amps: float = 2.0,
        milliamps_per_channel: float = 60.0,
        scenes: Mapping[str, Callable[[Layout], Scene]] | None = None,
    ) -> None:
        self.strip = strip
        self.layouts = dict(layouts)
        self.interval = 1.0 / fps if fps > 0 else 0.0
        self.budget_amps = budget_amps
        self.milliamps_per_channel = milliamps_per_channel
        self.scenes = dict(scenes) if scenes is not None else None
        """Explicit scene classes by game (tests); None: ask the registry."""
        self.game: str | None = None
        self.scene: Scene | None = None
        self.last_frame: list[RGB] | None = None
        self.last_push = float("-inf")
        self.pushes = 0
        self.turn = Turn()
        self.turn_since = float("-inf")  # when the acting seats last changed: they breathe for a while, then hold
        self.selected: tuple[str, float] | None = None  # a board position the screen selected, since when

    def update(
        self, summary: Mapping[str, Any], events: Iterable[Any] = (), *, now: float, turn: Turn | None = None
    ) -> None:
        """Tell the lights the board as it is now, what just happened and (``turn``) whose turn it is."""
        if turn is not None:
            if turn.acting != self.turn.acting:
                self.turn_since = now
            self.turn = turn
        game = summary.get("game")
        if game != self.game:
            self.game = game
            self.scene = None
            self.selected = None
            layout = self.layouts.get(game) if isinstance(game, str) else None
            if layout is not None and isinstance(game, str):
                factory = self.scenes.get(game) if self.scenes is not None else scene_class(game)
                if factory is not None:
                    self.scene = self._guarded(lambda: factory(layout), None)
        if self.scene is not None:
            scene = self.scene
            self._guarded(lambda: scene.update(summary, list(events), now), None)

    def select(self, key: str | None, *, now: float) -> None:
        """The board position the screen has selected (a tile tapped, awaiting its confirm), or None."""
        key = str(key) if key is not None else None
        if key != (self.selected[0] if self.selected else None):
            self.selected = (key, now) if key is not None else None

    def layout(self) -> Layout | None:
        return self.layouts.get(self.game) if isinstance(self.game, str) else None

    def breathing(self, now: float) -> bool:
        """Whether the deciding seats' lights still breathe: a few breaths when the turn passes, to catch the
        eye, then a steady light (a breath forever would keep the Pi drawing frames while nobody moves)."""
        return now - self.turn_since < SEAT_BREATHS * SEAT_PERIOD

    def seat_lights(self, now: float) -> dict[int, RGB]:
        """Each seat's light: its colour breathing while it decides, faint with only a side action, else off."""
        layout, turn = self.layout(), self.turn
        out: dict[int, RGB] = {}
        if layout is None:
            return out
        for key in layout.keys(SEAT_GROUP):
            seat = int(key) if key.isdigit() else -1
            colour = led(turn.colours[seat]) if 0 <= seat < len(turn.colours) else OFF
            if seat in turn.acting:
                breathing = self.breathing(now)
                lit = scale(
                    colour, wave(now, self.turn_since, SEAT_PERIOD, SEAT_LOW, SEAT_HIGH) if breathing else SEAT_HIGH
                )
            elif seat in turn.side:
                lit = scale(colour, SIDE_LEVEL)
            else:
                lit = OFF
            for index in layout.get(SEAT_GROUP, key):
                out[index] = lit
        return out

    def selected_leds(self) -> tuple[int, ...]:
        """The LEDs of the selected position in the scene's ``board_group`` (none for a scene that names none: a
        pick's key such as ``"3"`` must not light the third square of some track)."""
        layout = self.layout()
        group = getattr(self.scene, "board_group", None)
        if layout is None or self.selected is None or not isinstance(group, str):
            return ()
        return layout.get(group, self.selected[0])

    def _guarded(self, work: Callable[[], Any], fallback: Any) -> Any:
        """Run scene code; a fault is logged once and turns the scene off, so the game goes on."""
        try:
            return work()
        except Exception:
            log.exception("the %s LED scene failed: the strip stays dark for this game", self.game)
            self.scene = None
            return fallback

    def frame(self, now: float) -> list[RGB]:
        """The full strip's colours at ``now``, within the power budget."""
        pixels = [OFF] * len(self.strip)
        if self.scene is not None:
            scene = self.scene
            lit: dict[int, RGB] = self._guarded(lambda: scene.render(now), {})
            for index, colour in lit.items():
                if 0 <= index < len(pixels):
                    pixels[index] = colour
        if self.layout() is not None:
            for index, colour in self.seat_lights(now).items():
                if 0 <= index < len(pixels):
                    pixels[index] = colour
            if self.selected is not None and not dark(now, self.selected[1], SELECT_PERIOD):
                for index in self.selected_leds():
                    if 0 <= index < len(pixels):
                        pixels[index] = led(SELECT)
        return fit_budget(pixels, self.budget_amps, self.strip.brightness, self.milliamps_per_channel)

    def frame_rate(self, now: float) -> float:
        """Frames per second needed now: the scene's, the breathing seat's, the blinking selection's."""
        rate = 0.0
        if self.scene is not None:
            scene = self.scene
            rate = self._guarded(lambda: scene.frame_rate(now), 0.0)
        layout = self.layout()
        if layout is not None and layout.keys(SEAT_GROUP) and self.turn.acting and self.breathing(now):
            rate = max(rate, SEAT_RATE)
        if self.selected is not None and self.selected_leds():
            rate = max(rate, 2 / SELECT_PERIOD)
        return rate

    def wake_interval(self, now: float) -> float | None:
        """Seconds until the next frame could differ, or None while the lights are still."""
        rate = self.frame_rate(now)
        if rate <= 0:
            return None
        return max(self.interval, 1.0 / rate)

    def tick(self, now: float) -> bool:
        """Push the frame for ``now`` if one is due and something changed; True when pushed."""
        if now - self.last_push < self.interval:
            return False
        pixels = self.frame(now)
        if pixels == self.last_frame:
            return False
        self.strip[:] = pixels
        self.strip.show()
        self.last_frame = pixels
        self.last_push = now
        self.pushes += 1
        return True

    def clear(self) -> None:
        """Dark strip, forget the game (e.g. back at the game menu)."""
        self.game = None
        self.scene = None
        self.turn = Turn()
        self.selected = None
        self.strip.fill(OFF)
        self.strip.show()
        self.last_frame = [OFF] * len(self.strip)
