"""A scanner, card reader or serial peripheral that is missing, drops or comes back is told to the table.

Simulated devices throughout: a serial reader whose port opens, fails and
opens again on cue, a keyboard-wedge scanner that is missing and then
unplugged after its keys, the touchscreen app and the text console.
"""

from __future__ import annotations

import io
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pytest
import serial

from companion.config import parse_config
from companion.console import Console
from companion.console.devices import link_words
from companion.core import Table
from companion.games import get
from companion.hardware.commands import Pass, Tile
from companion.hardware.keyboard_wedge import KEY_ENTER, KeyboardWedge
from companion.hardware.links import Link, LinkWatch
from companion.hardware.serial_port import SerialInput
from companion.hardware.settings import SerialSettings
from companion.peripherals import Peripherals, link_text
from companion.text.i18n import set_language
from companion.ui import build_app, first_scene
from tests.waiting import PATIENCE, wait_until


class Port:
    """A serial port that sends ``data`` and then, if ``drops``, fails as an unplugged one does."""

    def __init__(self, data: bytes, *, drops: bool) -> None:
        self.data, self.drops = data, drops

    def read(self, size: int = 1) -> bytes:
        if self.data:
            chunk, self.data = self.data, b""
            return chunk
        if self.drops:
            raise serial.SerialException("device reports readiness to read but returned no data")
        time.sleep(0.005)
        return b""

    def close(self) -> None:
        pass


def flaky_opener(script: list[Port | None]) -> Callable[..., Port]:
    """Each attempt takes the next entry: None fails as a missing port does."""

    def opener(url: str, **kwargs: object) -> Port:
        entry = script.pop(0) if script else Port(b"", drops=False)
        if entry is None:
            raise serial.SerialException(f"[Errno 2] could not open port {url}")
        return entry

    return opener


def test_each_change_is_told_once() -> None:
    told: list[Link] = []
    watch = LinkWatch("/dev/ttyUSB0", "scanner", told.append)
    watch.failed()
    watch.failed()  # the retries of a missing device say nothing new
    watch.connected()
    watch.connected()
    watch.lost()
    watch.failed()  # still gone after a loss: already told
    watch.lost()
    watch.connected()
    assert [link.state for link in told] == ["missing", "back", "lost", "back"]
    quiet = LinkWatch("/dev/ttyUSB0", "scanner", told.append)
    quiet.connected()
    quiet.failed()  # once it worked, a failed reopen is part of a loss, not "missing"
    assert len(told) == 4


def test_a_serial_scanner_missing_then_unplugged_then_back() -> None:
    told: list[Link] = []
    commands: list[object] = []
    reader = SerialInput(
        SerialSettings(port="/dev/ttyUSB3"),
        commands.append,
        opener=flaky_opener([None, None, Port(b"5C\n", drops=True), None, Port(b"PASS 2\n", drops=False)]),
        sleep=lambda seconds: None,
        on_link=told.append,
    ).start()
    try:
        wait_until(
            lambda: len(told) == 4 and commands == [Tile("5C"), Pass(1)],
            "four changes of the link and two commands",
            seen=lambda: (told, commands),
        )
    finally:
        reader.stop(timeout=PATIENCE)
    assert [(link.device, link.kind, link.state) for link in told] == [
        ("/dev/ttyUSB3", "scanner", "missing"),
        ("/dev/ttyUSB3", "scanner", "back"),
        ("/dev/ttyUSB3", "scanner", "lost"),
        ("/dev/ttyUSB3", "scanner", "back"),
    ]


def test_a_serial_peripheral_that_is_not_a_scanner_is_the_button_box() -> None:
    watch = SerialInput(SerialSettings(port="/dev/ttyACM0", scanner=False), lambda c: None).link
    assert watch.kind == "serial"


@dataclass
class Key:
    code: int
    value: int
    type: int = 1


class Wedge:
    """An evdev device: types ``5`` ``c`` Enter, then is unplugged."""

    def __init__(self, path: str) -> None:
        self.path = path

    def grab(self) -> None:
        pass

    def ungrab(self) -> None:
        pass

    def read_loop(self) -> Any:
        yield from [Key(6, 1), Key(6, 0), Key(46, 1), Key(46, 0), Key(KEY_ENTER, 1)]
        raise OSError(19, "No such device")

    def close(self) -> None:
        pass


@pytest.mark.parametrize(("rfid", "kind"), [(False, "scanner"), (True, "reader")])
def test_a_keyboard_wedge_missing_then_unplugged(rfid: bool, kind: str) -> None:
    told: list[Link] = []
    attempts = iter([None, Wedge("/dev/input/event7")])
    stop = threading.Event()

    def opener(path: str) -> Wedge:
        device = next(attempts, None)
        if device is None:
            stop.set()
            raise FileNotFoundError(2, "No such file or directory")
        return device

    wedge = KeyboardWedge("/dev/input/event7", lambda c: None, rfid=rfid, opener=opener, on_link=told.append)
    wedge.sleep = lambda seconds: None  # type: ignore[method-assign]
    wedge.start()
    try:
        wait_until(lambda: len(told) == 3, "three changes of the link", seen=lambda: told)
    finally:
        wedge.stop(timeout=PATIENCE)
    assert [(link.kind, link.state) for link in told] == [(kind, "missing"), (kind, "back"), (kind, "lost")]


def test_the_words_say_what_to_do_instead() -> None:
    set_language("en")
    assert link_text(Link("/dev/ttyUSB0", "scanner", "lost")) == (
        "The tile scanner was unplugged: type tiles on the screen."
    )
    assert link_text(Link("/dev/ttyUSB0", "scanner", "back")) == "The tile scanner is back."
    assert "tap your name" in link_text(Link("/dev/input/event3", "reader", "missing"))
    assert link_text(Link("/dev/ttyACM0", "serial", "lost")) == "The table's button box was unplugged: use the screen."


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("kind", ["scanner", "reader", "serial"])
@pytest.mark.parametrize("state", ["missing", "lost"])
def test_where_players_type_the_words_say_what_to_type(language: str, kind: str, state: str) -> None:
    """At the console nobody taps a screen: the words name what to type instead, in the player's language."""
    set_language(language)
    try:
        typed = link_words(kind, state)
        assert typed is not None and typed != link_text(Link("/dev/input/event3", kind, state))
        assert not re.search(r"\b(tap|screen|tocca|schermo|touchez|écran)\b", typed, re.IGNORECASE)  # ("tapez": type)
    finally:
        set_language("en")
    assert link_words(kind, "back") is None  # coming back is said in the same words everywhere


def peripherals_with_a_flaky_scanner(script: list[Port | None]) -> Peripherals:
    """Simulated devices with a serial scanner configured, its port replaced by ``script``."""
    config = parse_config({"hardware": "simulated", "serial": {"port": "/dev/ttyUSB0"}})
    made = Peripherals.open(config, start_serial=False)
    made.devices.serial.opener = flaky_opener(script)
    made.devices.serial.sleep = lambda seconds: None
    made.devices.sound.play = lambda name: True  # type: ignore[method-assign]
    return made


def test_the_touchscreen_shows_the_scanner_unplugged_and_back() -> None:
    peripherals = peripherals_with_a_flaky_scanner([])
    plugged_in = threading.Event()
    opened: list[Port] = []

    def opener(url: str, **kwargs: object) -> Port:
        if not opened:  # it works, then drops
            opened.append(Port(b"", drops=True))
            return opened[0]
        if not plugged_in.is_set():
            time.sleep(0.01)
            raise serial.SerialException(f"[Errno 2] could not open port {url}")
        return Port(b"", drops=False)

    peripherals.devices.serial.opener = opener
    app = build_app(peripherals=peripherals)
    pygame.event.clear()
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    app.reset(first_scene(app, table))
    try:
        peripherals.devices.serial.start()

        def toast(text: str) -> Callable[[], bool]:
            return lambda: bool(peripherals.pump() or True) and app.toast is not None and app.toast.text == text

        wait_until(
            toast("The tile scanner was unplugged: type tiles on the screen."), "the toast", seen=lambda: app.toast
        )
        red = app.toast.color
        app.draw()
        plugged_in.set()
        wait_until(toast("The tile scanner is back."), "the toast", seen=lambda: app.toast)
        assert app.toast.color != red, "bad news and good news look different"
        app.draw()
    finally:
        app.close_table()
        peripherals.close()
        pygame.display.quit()


def test_the_console_prints_the_scanner_missing() -> None:
    peripherals = peripherals_with_a_flaky_scanner([None])
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out)
    peripherals.front = console
    peripherals.attach(table)
    try:
        peripherals.devices.serial.start()
        wait_until(lambda: bool(peripherals.pump()) or "tile scanner" in out.getvalue(), "the console's notice")
        peripherals.pump()
        assert "The tile scanner is not connected: type the tiles here." in out.getvalue()  # nothing to tap
    finally:
        peripherals.close()
        table.close()
