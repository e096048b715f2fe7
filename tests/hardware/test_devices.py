"""open_devices: one place builds everything, and missing hardware never stops a game."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from hardware import devices as devices_module
from hardware.commands import Pass, Tile
from hardware.devices import open_devices
from hardware.settings import HardwareSettings, SerialSettings


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_simulated_table_with_an_inbox() -> None:
    with open_devices(HardwareSettings()) as devices:
        assert devices.strip.simulated is not None and devices.strip.n == 108
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

    def buttons(settings, sink, *, pin_factory=None, clock=None):
        if pin_factory is None:
            raise RuntimeError("Cannot determine SOC peripheral base address")
        return real_class(settings, sink, pin_factory=pin_factory, clock=clock)

    monkeypatch.setattr(devices_module, "Buttons", buttons)


def test_real_hardware_missing_falls_back_with_one_warning_each(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    failing_real_buttons(monkeypatch)
    settings = HardwareSettings(backend="real")
    with caplog.at_level(logging.INFO, logger="hardware"):
        first = open_devices(settings)
        second = open_devices(settings)
    first.close()
    second.close()
    assert first.fallbacks == ["LED strip", "buttons"]
    assert first.strip.simulated is not None and first.buttons.simulated
    messages = warnings_of(caplog)
    assert len(messages) == 2  # one for the strip, one for the buttons, not repeated by the second table
    assert any(m.startswith("LED strip: real device unavailable (ModuleNotFoundError") for m in messages)
    assert any("SOC peripheral" in m for m in messages)


def test_auto_on_a_pc_is_quiet_about_missing_pi_libraries(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="hardware"):
        devices = open_devices(HardwareSettings(backend="auto"))
    devices.close()
    assert "LED strip" in devices.fallbacks
    assert not [m for m in warnings_of(caplog) if m.startswith("LED strip")]
    assert any(r.levelno == logging.INFO and r.getMessage().startswith("LED strip") for r in caplog.records)


def test_a_missing_serial_port_warns_once_and_the_game_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    settings = replace(HardwareSettings(), serial=SerialSettings(port="/dev/no-such-companion-port"))
    with caplog.at_level(logging.WARNING, logger="hardware"):
        devices = open_devices(settings)
        try:
            devices.serial.inject("PASS 2\n")  # the simulated input still works meanwhile
            assert devices.drain() == [Pass(1)]
            deadline_attempts = 0
            while devices.serial.attempts < 2 and deadline_attempts < 200:
                devices.serial.connected.wait(0.01)
                deadline_attempts += 1
        finally:
            devices.close()
    assert sum("/dev/no-such-companion-port" in m for m in warnings_of(caplog)) == 1
