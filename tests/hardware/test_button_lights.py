"""The LEDs inside the buttons, on gpiozero mock pins: configured per button, lit while a press means something."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.config import ConfigError, parse_config
from companion.hardware.buttons import Buttons
from companion.hardware.settings import ButtonSettings


def made(settings: ButtonSettings, factory: MockFactory | None = None) -> Buttons:
    return Buttons(settings, lambda command: None, pin_factory=factory or MockFactory(pin_class=MockPWMPin))


def test_each_configured_button_gets_its_own_led() -> None:
    buttons = made(ButtonSettings(seats=(5, 6, 13), seat_lights=(17, 27), undo_light=22))
    try:
        assert sorted(buttons.lights) == ["seat1", "seat2", "undo"]  # seat 3 has no LED, confirm none
        buttons.light({"seat2": 1.0, "undo": 0.5})
        assert buttons.level("seat1") == 0.0 and buttons.level("seat2") == 1.0 and buttons.level("undo") == 0.5
        assert buttons.lights["seat2"].pin.state == 1.0  # the mock pin is driven
        assert buttons.level("seat3") == 0.0  # no LED: nothing to light, no error
        buttons.light({})
        assert all(buttons.level(name) == 0.0 for name in buttons.lights)
    finally:
        buttons.close()
    assert buttons.lights == {}


def test_a_factory_without_pwm_switches_leds_on_and_off() -> None:
    buttons = made(ButtonSettings(seats=(5,), seat_lights=(17,), undo=None, confirm=None), MockFactory())
    try:
        buttons.light({"seat1": 0.7})
        assert buttons.level("seat1") == 1.0
        buttons.light({"seat1": 0.0})
        assert buttons.level("seat1") == 0.0
    finally:
        buttons.close()


def test_buttons_without_leds_accept_levels() -> None:
    buttons = made(ButtonSettings(seats=(5, 6)))
    try:
        buttons.light({"seat1": 1.0})
        assert buttons.lights == {} and buttons.level("seat1") == 0.0
    finally:
        buttons.close()


def test_the_config_names_the_button_leds_and_refuses_clashes() -> None:
    config = parse_config({"buttons": {"seat_lights": [17, 27], "undo_light": 22}})
    assert config.hardware.buttons.seat_lights == (17, 27) and config.hardware.buttons.undo_light == 22
    assert parse_config({}).hardware.buttons.seat_lights == ()
    with pytest.raises(ConfigError, match=r"buttons.seat_lights\[0\]: GPIO5 is already used by buttons.seats\[0\]"):
        parse_config({"buttons": {"seat_lights": [5]}})
    with pytest.raises(ConfigError, match="seat_lights"):
        parse_config({"buttons": {"seats": [5], "seat_lights": [17, 27]}})
