"""Settings → hardware self-test, on the app's own devices: LEDs, buttons, serial, cues."""

from __future__ import annotations

import pygame
import pytest

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.peripherals import Peripherals
from companion.text.i18n import set_language
from companion.ui import build_app, first_scene
from companion.ui.app import wake
from companion.ui.scenes.selftest import CHASE_STEP, SelfTestScene
from companion.ui.scenes.settings import SettingsScene


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def testing():
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), wake=wake, start_serial=False)
    app = build_app(peripherals=peripherals)
    app.clock = Clock()
    pygame.event.clear()
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    app.reset(first_scene(app, table))
    table.submit({"type": "start_tile", "player": 0, "tile": "9A"})
    app.push(SettingsScene(app))
    app.scene.find("extra-0").on_tap()
    assert isinstance(app.scene, SelfTestScene)
    played: list[str] = []
    peripherals.devices.sound.play = lambda cue: played.append(cue) or True  # type: ignore[method-assign]
    app.played = played  # type: ignore[attr-defined]
    yield app
    app.close_table()
    peripherals.close()
    set_language("en")
    pygame.display.quit()


def test_buttons_answer_on_screen_and_do_not_play(testing) -> None:
    app = testing
    steps = len(app.table.steps)
    app.peripherals.devices.buttons.press(1)
    app.peripherals.devices.buttons.click("undo")
    app.step(0)
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    assert "Seat 2: OK" in texts and "Undo: OK" in texts and "Seat 1" in texts
    assert len(app.table.steps) == steps  # the game did not hear them


def test_serial_lines_are_shown_as_sent(testing) -> None:
    app = testing
    app.peripherals.devices.serial.inject("TILE 5C\nBID 3 12\n")
    app.step(0)
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    assert "TILE 5C" in texts and "BID 3 12" in texts and "Serial: no port configured" in texts


def test_a_white_dot_runs_along_every_led(testing) -> None:
    app = testing
    strip = app.peripherals.devices.strip.simulated
    app.scene.find("chase").on_tap()
    for index in (0, 5, strip.n - 1):
        app.clock.now = app.scene.chase_from + (index + 0.5) * CHASE_STEP
        app.draw()
        assert [i for i, pixel in enumerate(strip.frame) if any(pixel)] == [index]
    app.clock.now += 1
    app.draw()
    assert not any(any(pixel) for pixel in strip.frame) and not app.scene.animating(app.clock.now)


def test_every_cue_plays_one_after_another(testing) -> None:
    app = testing
    app.scene.find("cues").on_tap()
    for _ in range(20):
        app.clock.now += 1
        app.step(0)
    from companion.sounds import all_cues

    assert app.played == all_cues()
    assert app.scene.deadline() is None


def test_leaving_gives_the_devices_back_to_the_game(testing) -> None:
    app = testing
    app.pop()
    assert app.peripherals.capture is None and app.peripherals.lights.game == "acquire"
    app.peripherals.devices.buttons.press(1)
    app.step(0)
    assert isinstance(app.scene, SettingsScene)
