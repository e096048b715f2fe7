"""Buttons on gpiozero mock pins: click = pass, hold = private info, bounce ignored."""

from __future__ import annotations

import threading

import pytest
from gpiozero.pins.mock import MockFactory

from companion.hardware.buttons import Buttons
from companion.hardware.commands import Confirm, Pass, ShowPrivate, Undo
from companion.hardware.settings import ButtonSettings
from tests.waiting import wait_until


class Recorder:
    """A sink that only enqueues, like ``Table.post``; remembers the calling thread."""

    def __init__(self) -> None:
        self.commands: list[object] = []
        self.threads: list[threading.Thread] = []

    def __call__(self, command: object) -> None:
        self.commands.append(command)
        self.threads.append(threading.current_thread())


@pytest.fixture
def sink() -> Recorder:
    return Recorder()


@pytest.fixture
def buttons(sink: Recorder, clock) -> Buttons:
    made = Buttons(ButtonSettings(seats=(5, 6, 13), hold_time=0.05), sink, pin_factory=MockFactory(), clock=clock)
    yield made
    made.close()


def click(buttons: Buttons, name: str, clock, down: float = 0.12) -> None:
    pin = buttons.pin(name)
    pin.drive_low()
    clock.advance(down)
    pin.drive_high()
    clock.advance(0.2)


def test_a_click_passes_for_that_seat(buttons: Buttons, sink: Recorder, clock) -> None:
    click(buttons, "seat2", clock)
    click(buttons, "seat1", clock)
    assert sink.commands == [Pass(1), Pass(0)]


def test_undo_and_confirm(buttons: Buttons, sink: Recorder, clock) -> None:
    click(buttons, "undo", clock)
    click(buttons, "confirm", clock)
    assert sink.commands == [Undo(), Confirm()]


def test_contact_bounce_gives_one_pass(buttons: Buttons, sink: Recorder, clock) -> None:
    pin = buttons.pin("seat3")
    for _ in range(4):  # a chattering press: edges 5 ms apart
        pin.drive_low()
        clock.advance(0.005)
        pin.drive_high()
        clock.advance(0.005)
    pin.drive_low()
    clock.advance(0.15)
    pin.drive_high()  # the real release
    for _ in range(3):  # and a chattering release
        clock.advance(0.004)
        pin.drive_low()
        clock.advance(0.004)
        pin.drive_high()
    assert sink.commands == [Pass(2)]
    clock.advance(0.3)
    click(buttons, "seat3", clock)
    assert sink.commands == [Pass(2), Pass(2)]  # a later, deliberate press still counts


def test_a_blip_shorter_than_the_bounce_time_is_no_press(buttons: Buttons, sink: Recorder, clock) -> None:
    click(buttons, "seat1", clock, down=0.01)
    assert sink.commands == []


def test_holding_asks_for_private_info_and_does_not_pass(buttons: Buttons, sink: Recorder, clock) -> None:
    pin = buttons.pin("seat2")
    pin.drive_low()
    wait_until(lambda: sink.commands, "the hold to fire on gpiozero's thread")
    clock.advance(2.5)
    pin.drive_high()
    assert sink.commands == [ShowPrivate(1)]
    # The hold fired on gpiozero's thread, which is why sinks may only enqueue.
    assert sink.threads[0] is not threading.main_thread()


def test_hold_time_defaults_to_two_seconds() -> None:
    assert ButtonSettings().hold_time == 2.0
    made = Buttons(ButtonSettings(seats=(5,)), Recorder(), pin_factory=MockFactory())
    try:
        assert made.devices["seat1"].hold_time == 2.0
        assert made.devices["seat1"].pull_up is True
    finally:
        made.close()


def test_keys_and_on_screen_buttons(buttons: Buttons, sink: Recorder) -> None:
    assert buttons.key("2") and buttons.key("U") and buttons.key("return")
    assert not buttons.key("5")  # only three seats are configured
    assert not buttons.key("x")
    buttons.press(2)
    buttons.show_private(0)
    assert sink.commands == [Pass(1), Undo(), Confirm(), Pass(2), ShowPrivate(0)]


def test_optional_buttons_can_be_left_out(sink: Recorder) -> None:
    made = Buttons(ButtonSettings(seats=(5, 6), undo=None, confirm=None), sink, pin_factory=MockFactory())
    try:
        assert made.names == ["seat1", "seat2"]
        assert not made.key("u")
    finally:
        made.close()


def test_a_failing_sink_does_not_break_the_button(clock) -> None:
    def broken(command: object) -> None:
        raise RuntimeError("queue closed")

    made = Buttons(ButtonSettings(seats=(5,)), broken, pin_factory=MockFactory(), clock=clock)
    try:
        click(made, "seat1", clock)  # must not raise on the pin's thread
    finally:
        made.close()
