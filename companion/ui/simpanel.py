"""The simulated table beside the screen on a PC: LED dots in place, and the buttons.

Anyone without a Pi sees the whole product here: the current game's LED
layout drawn from the simulated strip's last pushed frame, each seat's pass
button with an "Info" button beside it (what holding the seat button does:
show that player's private panel), and undo and confirm. Keys 1–6 press
seats, as the hardware layer maps them. A button whose press would do
something now is ringed, as a button with an LED is lit on the real table.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from companion.hardware.layout import Layout
from companion.hardware.render import draw_frame
from companion.palette import SEATS
from companion.text.i18n import _

from . import theme
from .display import Geometry
from .widgets import Button

if TYPE_CHECKING:
    from companion.hardware.devices import Devices
    from companion.peripherals import Peripherals

WIDTH = 320


class SimPanel:
    """Draws the simulated LEDs and buttons; forwards clicks to the devices."""

    def __init__(self, peripherals: Peripherals, height: int, width: int = WIDTH) -> None:
        self.peripherals = peripherals
        self.size = (width, height)
        self.surface = pygame.Surface(self.size)
        self.buttons: list[Button] = []
        self._pressed: Button | None = None
        self._last_pushes = -1
        self._last_shows = -1
        self._plain_layout: Layout | None = None
        self._plain_columns = 0

    @property
    def devices(self) -> Devices:
        return self.peripherals.devices

    def layout(self) -> None:
        width, height = self.size
        seats = len(self.devices.settings.buttons.seats)
        table = self.peripherals.table
        players = len(table.names) if table is not None else seats
        shown = min(seats, players)
        turn = self.peripherals.lights.turn
        column = (width - 24) // 2
        top = height - 16 - ((shown + 1) // 2 + 1) * 56
        self.buttons = []
        for seat in range(shown):
            x = 8 + (seat % 2) * (column + 8)
            y = top + (seat // 2) * 56
            half = (column - 4) * 3 // 5
            self.buttons.append(
                Button(
                    (x, y, half, 50),
                    _("Pass {n}").format(n=seat + 1),
                    partial(self.devices.buttons.press, seat),
                    swatch=SEATS[seat % len(SEATS)],  # never past the colours the game has: the panel never stops play
                    size=theme.FONT_SIZES["small"],
                    key=f"sim-seat-{seat}",
                    outline=theme.TEXT if seat in turn.passing else None,  # lit: a press means something
                )
            )
            self.buttons.append(
                Button(
                    (x + half + 4, y, column - half - 4, 50),
                    _("Info"),
                    partial(self.devices.buttons.show_private, seat),
                    size=theme.FONT_SIZES["small"],
                    key=f"sim-info-{seat}",
                )
            )
        y = top + ((shown + 1) // 2) * 56
        self.buttons.append(
            Button(
                (8, y, column, 50),
                _("Undo"),
                lambda: self.devices.buttons.click("undo"),
                size=theme.FONT_SIZES["small"],
                key="sim-undo",
                outline=theme.TEXT if turn.undo else None,
            )
        )
        self.buttons.append(
            Button(
                (16 + column, y, column, 50),
                _("Confirm"),
                lambda: self.devices.buttons.click("confirm"),
                size=theme.FONT_SIZES["small"],
                key="sim-confirm",
            )
        )
        self.led_area = pygame.Rect(8, 40, width - 16, top - 56)

    def render(self, now: float) -> pygame.Surface:
        self.layout()
        surface = self.surface
        surface.fill((12, 13, 16))
        theme.draw_text(
            surface,
            _("Simulated table"),
            pygame.Rect(8, 4, self.size[0] - 16, 32),
            size=theme.FONT_SIZES["body"],
            color=theme.TEXT_DIM,
        )
        lights = self.peripherals.lights
        strip = self.devices.strip.simulated
        layout = lights.layouts.get(lights.game) if lights.game else None
        frame = strip.frame if strip is not None else ()
        if layout is None and any(any(colour) for colour in frame):
            layout = self._plain(len(frame))  # no game's board (the self-test's chase): the strip as it runs
        if layout is not None and strip is not None:
            draw_frame(surface, layout, frame, self.led_area)
        else:
            theme.draw_text(surface, _("LEDs are off"), self.led_area, color=theme.TEXT_DIM)
        for button in self.buttons:
            button.draw(surface)
        self._last_pushes = lights.pushes
        self._last_shows = strip.shows if strip is not None else 0
        return surface

    def _plain(self, count: int) -> Layout:
        """The strip's LEDs in rows filling the LED area, in strip order: what is drawn with no game open.

        Without it the self-test's chase ran on the real strip's stand-in while the PC window said
        "LEDs are off", so nobody without a Pi could see the test do anything.
        """
        area = self.led_area
        columns = max(1, min(count, math.ceil(math.sqrt(count * area.width / max(1, area.height)))))
        if self._plain_layout is None or self._plain_layout.leds != count or self._plain_columns != columns:
            points = tuple((float(index % columns), float(index // columns)) for index in range(count))
            self._plain_layout = Layout(name="strip", leds=count, groups={}, points=points)
            self._plain_columns = columns
        return self._plain_layout

    def changed(self) -> bool:
        """True when a new LED frame was pushed (by a game's lights or straight to the strip) since it was drawn."""
        strip = self.devices.strip.simulated
        shows = strip.shows if strip is not None else 0
        return self.peripherals.lights.pushes != self._last_pushes or shows != self._last_shows

    def animating(self, now: float) -> bool:
        return False

    def _local(self, window_pos: tuple[float, float], geometry: Geometry) -> tuple[int, int]:
        return int(window_pos[0] - (geometry.window[0] - geometry.side_panel)), int(window_pos[1])

    def press(self, window_pos: tuple[float, float], geometry: Geometry) -> bool:
        local = self._local(window_pos, geometry)
        for button in self.buttons:
            if button.press(local):
                self._pressed = button
                return True
        return False

    def release(self, window_pos: tuple[float, float], geometry: Geometry) -> bool:
        button, self._pressed = self._pressed, None
        return button is not None and button.release(self._local(window_pos, geometry))

    def key(self, key: int) -> bool:
        return bool(self.devices.buttons.key(pygame.key.name(key)))
