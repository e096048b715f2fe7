"""open_devices: one place builds everything, and missing hardware never stops a game."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from companion.hardware import devices as devices_module
from companion.hardware.commands import Pass, Tile
from companion.hardware.devices import open_devices
from companion.hardware.settings import HardwareSettings, SerialSettings, StripSettings
from companion.hardware.strip import SimulatedStrip
from tests.hardware.conftest import FakeClock
from tests.waiting import wait_until


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_simulated_table_with_an_inbox() -> None:
    with open_devices(HardwareSettings()) as devices:
        assert devices.strip.simulated is not None and devices.strip.n == 114
        assert devices.buttons.simulated and devices.serial.simulated
        devices.buttons.press(0)
        devices.serial.inject("TILE 5C\n")
        assert devices.drain() == [Pass(0), Tile("5C")]
        assert devices.drain() == []
        assert devices.fallbacks == []
    devices.close()  # closing twice is harmless


def test_commands_go_to_the_given_sink() -> None:
    posted: list[object] = []
    with open_devices(HardwareSettings(), sink=posted.append) as devices:
        devices.buttons.key("3")
    assert posted == [Pass(2)]


def failing_real_buttons(monkeypatch: pytest.MonkeyPatch) -> None:
    real_class = devices_module.Buttons

    def buttons(settings, sink, *, pin_factory=None, clock=None, on_stuck=None):
        if pin_factory is None:
            raise RuntimeError("Cannot determine SOC peripheral base address")
        return real_class(settings, sink, pin_factory=pin_factory, clock=clock, on_stuck=on_stuck)

    monkeypatch.setattr(devices_module, "Buttons", buttons)


def test_real_hardware_missing_falls_back_with_one_warning_each(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    failing_real_buttons(monkeypatch)
    settings = HardwareSettings(backend="real")
    with caplog.at_level(logging.INFO, logger="companion.hardware"):
        first = open_devices(settings)
        second = open_devices(settings)
    first.close()
    second.close()
    assert first.fallbacks == ["LED strip", "buttons"]
    assert first.strip.simulated is not None and first.buttons.simulated
    messages = warnings_of(caplog)
    assert len(messages) == 2  # one for the strip, one for the buttons, not repeated by the second table
    assert any(m.startswith("LED strip: real device unavailable (") for m in messages)  # no Blinka, or not a Pi
    assert any("SOC peripheral" in m for m in messages)


def test_auto_on_a_pc_is_quiet_about_missing_pi_libraries(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="companion.hardware"):
        devices = open_devices(HardwareSettings(backend="auto"))
    devices.close()
    assert "LED strip" in devices.fallbacks
    assert not [m for m in warnings_of(caplog) if m.startswith("LED strip")]
    assert any(r.levelno == logging.INFO and r.getMessage().startswith("LED strip") for r in caplog.records)


def test_a_missing_serial_port_warns_once_and_the_game_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    settings = replace(HardwareSettings(), serial=SerialSettings(port="/dev/no-such-companion-port"))
    with caplog.at_level(logging.WARNING, logger="companion.hardware"):
        devices = open_devices(settings)
        try:
            devices.serial.inject("PASS 2\n")  # the simulated input still works meanwhile
            assert devices.drain() == [Pass(1)]
            # the retry after the first back-off (half a second) must not warn again
            wait_until(lambda: devices.serial.attempts >= 2, "a second attempt at the missing port")
        finally:
            devices.close()
    assert sum("/dev/no-such-companion-port" in m for m in warnings_of(caplog)) == 1


def test_real_buttons_without_gpio_say_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """gpiozero warns once per pin library it tries (four on a PC); the table hears one line naming them."""
    import warnings as warnings_module

    from gpiozero.exc import BadPinFactory, PinFactoryFallback

    import companion.hardware.devices as devices_module

    def no_gpio(settings, sink, *, pin_factory=None, clock=None, on_stuck=None):
        if pin_factory is None:
            for library in ("lgpio", "rpigpio", "pigpio", "native"):
                warnings_module.warn(PinFactoryFallback(f"Falling back from {library}: not here"), stacklevel=2)
            raise BadPinFactory("Unable to load any default pin factory!")
        return real(settings, sink, pin_factory=pin_factory, clock=clock, on_stuck=on_stuck)

    real = devices_module.Buttons
    monkeypatch.setattr(devices_module, "Buttons", no_gpio)
    with (
        warnings_module.catch_warnings(record=True) as caught,
        caplog.at_level(logging.INFO, logger="companion.hardware"),
    ):
        warnings_module.simplefilter("always")
        devices = open_devices(HardwareSettings(backend="real"), start_serial=False)
    devices.close()
    assert [w for w in caught if issubclass(w.category, PinFactoryFallback)] == []
    lines = [m for m in warnings_of(caplog) if m.startswith("buttons")]
    assert len(lines) == 1
    assert "no GPIO pins" in lines[0] and "lgpio: not here" in lines[0] and "native: not here" in lines[0]
    assert devices.buttons.simulated


def test_fallback_warnings_of_a_device_that_works_are_one_debug_line(caplog: pytest.LogCaptureFixture) -> None:
    import warnings as warnings_module

    from gpiozero.exc import PinFactoryFallback

    from companion.hardware.devices import quietly

    def works() -> str:
        warnings_module.warn(PinFactoryFallback("Falling back from lgpio: not here"), stacklevel=2)
        return "made"

    with (
        warnings_module.catch_warnings(record=True) as caught,
        caplog.at_level(logging.DEBUG, logger="companion.hardware"),
    ):
        warnings_module.simplefilter("always")
        assert quietly("buttons", works) == "made"
    assert caught == []
    assert [r.levelno for r in caplog.records] == [logging.DEBUG]


class Later:
    """``open_real_strip`` on a Pi whose SPI device is busy at boot: it fails ``failures`` times, then opens
    (a simulated strip playing the real one)."""

    def __init__(self, failures: int, error: Exception | None = None) -> None:
        self.failures = failures
        self.error = error or OSError("[Errno 16] Device or resource busy: '/dev/spidev0.0'")
        self.opened: list[SimulatedStrip] = []

    def __call__(self, settings: StripSettings) -> SimulatedStrip:
        if self.failures > 0:
            self.failures -= 1
            raise self.error
        self.opened.append(SimulatedStrip(settings.count, brightness=settings.brightness))
        return self.opened[-1]


@pytest.mark.parametrize("backend", ["real", "auto"])
def test_a_strip_that_did_not_open_at_start_is_tried_again_and_lights_up(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, backend: str, clock: FakeClock
) -> None:
    failing_real_buttons(monkeypatch)
    later = Later(failures=3)
    monkeypatch.setattr(devices_module, "open_real_strip", later)
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        devices = open_devices(HardwareSettings(backend=backend), start_serial=False, clock=clock)
        try:
            strip = devices.strip
            assert strip.degraded and strip.simulated is not None and "lights" in devices.missing()
            strip[0] = (255, 0, 0)  # the scene of the moment, on the stand-in
            strip.show()
            for _second in range(10):
                clock.advance(1.0)
                devices.strip.keep_trying()
            assert later.opened and strip.backend is later.opened[0] and not strip.degraded
            assert later.opened[0].frame[0] == (76, 0, 0)  # shown the current scene at once, at 0.3 brightness
            assert "lights" not in devices.missing()  # lit after all: nothing to tell the players
        finally:
            devices.close()
    strip_lines = [m for m in warnings_of(caplog) if m.startswith("LED strip")]
    assert len(strip_lines) == 1 and "did not open" in strip_lines[0] and "busy" in strip_lines[0], strip_lines
    assert any("LED strip is back after 3 attempt(s)" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize(
    "error",
    [ImportError("No module named 'neopixel_spi'"), ValueError("the SPI driver drives GPIO10 (MOSI), not GPIO18")],
)
def test_a_strip_that_cannot_open_while_the_companion_runs_is_not_tried_again(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, error: Exception, clock: FakeClock
) -> None:
    later = Later(failures=1, error=error)
    monkeypatch.setattr(devices_module, "open_real_strip", later)
    with caplog.at_level(logging.WARNING, logger="companion.hardware"):
        devices = open_devices(HardwareSettings(backend="real"), start_serial=False, clock=clock)
    try:
        clock.advance(120.0)
        assert not devices.strip.keep_trying() and not devices.strip.degraded and later.opened == []
        assert "lights" in devices.missing()
    finally:
        devices.close()
    assert [m for m in warnings_of(caplog) if m.startswith("LED strip: real device unavailable (")]
