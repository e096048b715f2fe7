"""An LED strip that does not open at start-up (its SPI device busy or missing at boot) lights the board once it
can, with the scene of the moment, at the pace of a strip that fails during play.

The board stayed dark for the whole game: a strip that failed to open was replaced by the simulated one for good,
even when its device answered a minute later. Now it is tried again with the same backoff and the same single
warning, the game's current frame is shown as soon as it opens, though the board does not change, and the
players, told at start that the lights were not working, are told they work again (a strip that opens before
anyone said it was out just lights the board).
"""

from __future__ import annotations

import logging

import pytest

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.hardware import devices
from companion.hardware.fallback import forget_warnings
from companion.hardware.settings import StripSettings
from companion.hardware.strip import SimulatedStrip
from companion.peripherals import LIGHTS_BACK, MISSING_TEXTS, Peripherals
from tests.wiring.test_sound_lost import Told


class BusyAtBoot:
    """``open_real_strip`` on a Pi whose SPI device answers only after ``busy`` attempts."""

    def __init__(self, busy: int) -> None:
        self.busy = busy
        self.strip: SimulatedStrip | None = None

    def __call__(self, settings: StripSettings) -> SimulatedStrip:
        if self.busy > 0:
            self.busy -= 1
            raise OSError("[Errno 16] Device or resource busy: '/dev/spidev0.0'")
        self.strip = SimulatedStrip(settings.count, brightness=settings.brightness)
        return self.strip


def test_a_strip_busy_at_boot_lights_the_board_with_the_current_scene_once_it_opens(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    forget_warnings()
    opener = BusyAtBoot(busy=4)
    monkeypatch.setattr(devices, "open_real_strip", opener)
    now = [100.0]
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        peripherals = Peripherals.open(parse_config({"hardware": "real"}), start_serial=False, clock=lambda: now[0])
    told = Told()
    peripherals.front = told
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    try:
        peripherals.attach(table)
        assert table.submit({"type": "start_tile", "player": 0, "tile": "9A"})
        peripherals.tick()
        peripherals.tell_missing()
        assert told.notices[0][0].startswith(MISSING_TEXTS["lights"])  # the board is dark: said at start
        stand_in = peripherals.devices.strip.simulated
        assert stand_in is not None and any(pixel != (0, 0, 0) for pixel in stand_in.frame)
        with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
            for _second in range(20):  # the players think; the board does not change
                now[0] += 1.0
                peripherals.tick()
        assert opener.strip is not None and peripherals.devices.strip.backend is opener.strip
        assert opener.strip.frame == stand_in.frame  # the scene of the moment, at once
        assert "lights" not in peripherals.devices.missing()
        assert told.notices[1:] == [(LIGHTS_BACK, False)]  # good news, once
        assert table.submit({"type": "start_tile", "player": 1, "tile": "3C"})
        now[0] += 1.0
        peripherals.tick()
        assert opener.strip.shows >= 2 and opener.strip.frame != stand_in.frame  # play goes on, on the real strip
    finally:
        peripherals.close()
    strip_warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert sum(m.startswith("LED strip") for m in strip_warnings) == 1, strip_warnings


def test_a_strip_that_opens_before_the_players_heard_it_was_out_just_lights_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    forget_warnings()
    opener = BusyAtBoot(busy=1)
    monkeypatch.setattr(devices, "open_real_strip", opener)
    now = [100.0]
    peripherals = Peripherals.open(parse_config({"hardware": "real"}), start_serial=False, clock=lambda: now[0])
    told = Told()
    peripherals.front = told
    try:
        now[0] += 5.0
        peripherals.tick()  # open before any screen was up to say the lights were missing
        assert opener.strip is not None and peripherals.devices.strip.backend is opener.strip
        peripherals.tell_missing()
        assert all(not text.startswith(MISSING_TEXTS["lights"]) for text, _problem in told.notices)
        assert (LIGHTS_BACK, False) not in told.notices
    finally:
        peripherals.close()
