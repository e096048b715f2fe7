"""The appliance opens its devices once the first frame is on the screen, and then they work as from the start.

Opening gpiozero's pins, the strip, the serial lines and the sound is about a sixth of a start-up; the table
sees its game that much sooner. Nothing a device does may be lost for it: the devices follow the open game,
take the preferences, and show on the PC's side panel, exactly as when they were opened first.
"""

from __future__ import annotations

import sys

import pygame
import pytest

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.peripherals import Peripherals
from companion.text.i18n import set_language
from companion.ui import build_app, first_scene
from companion.ui.app import wake


@pytest.fixture
def later_app():
    opened: list[Peripherals] = []

    def open_devices() -> Peripherals:
        opened.append(Peripherals.open(parse_config({"hardware": "simulated"}), wake=wake, start_serial=False))
        return opened[-1]

    app = build_app(show_test_games=True, simulated_table=True, devices_later=open_devices)
    pygame.event.clear()
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    for seat in range(3):
        table.submit({"type": "guess", "player": seat, "parity": "odd"})
    table.submit({"type": "roll", "white": 2, "black": 2})
    app.reset(first_scene(app, table))
    yield app, opened
    app.close_table()
    for devices in opened:
        devices.close()
    set_language("en")
    pygame.display.quit()


def test_nothing_is_opened_before_the_first_frame(later_app) -> None:
    app, opened = later_app
    assert opened == [] and app.peripherals is None and app.frames == 0
    assert app.display.window.get_size() == (800 + 320, 480)  # the side panel's room is kept from the start
    app.step(0)
    assert app.frames == 1
    assert len(opened) == 1 and app.peripherals is opened[0]
    app.step(0)
    assert len(opened) == 1  # once


def test_the_devices_follow_the_game_already_open(later_app) -> None:
    app, opened = later_app
    app.step(0)
    devices = opened[0]
    assert devices.table is app.table
    app.step(0)  # the frame after: the side panel draws the devices' buttons
    assert app.side_panel is not None and {b.key for b in app.side_panel.buttons} >= {"sim-seat-0", "sim-seat-2"}
    devices.devices.buttons.press(1)  # a seat's pass button, as its device thread would
    app.step(0)
    assert app.table.steps[-1].action.to_json() == {"type": "pass", "player": 1}


def test_the_preferences_reach_devices_that_joined_later(later_app) -> None:
    app, opened = later_app
    app.prefs.brightness = 0.3
    app.step(0)
    assert opened[0].devices.strip.brightness == pytest.approx(0.3)
    app.prefs.brightness = 0.6
    app.save_prefs()
    assert opened[0].devices.strip.brightness == pytest.approx(0.6)


def test_the_touchscreen_does_not_load_the_hardware_layer_to_draw_its_first_frame() -> None:
    """``companion.app`` leaves gpiozero and the devices to the moment they are opened."""
    import subprocess

    code = "import sys, companion.app, companion.ui.app; print(sorted(m for m in ('gpiozero', 'companion.peripherals', 'companion.console') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
