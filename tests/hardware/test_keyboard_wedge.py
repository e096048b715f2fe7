"""Keyboard-wedge scanners and RFID readers: grabbed, typed into lines, parsed like the serial protocol."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from companion.hardware.commands import Pass, Rfid, Tile
from companion.hardware.keyboard_wedge import (
    EV_KEY,
    KEY_ENTER,
    KEY_LEFTSHIFT,
    KeyboardWedge,
    LineTyper,
    character,
    parse_typed,
    with_pauses,
)
from companion.hardware.serial_line import Reject
from tests.waiting import PATIENCE

# US-layout codes
CODES = {
    **{c: k for k, c in zip(range(2, 12), "1234567890", strict=True)},
    **{c: k for k, c in zip(range(16, 26), "qwertyuiop", strict=True)},
    **{c: k for k, c in zip(range(30, 39), "asdfghjkl", strict=True)},
    **{c: k for k, c in zip(range(44, 51), "zxcvbnm", strict=True)},
    " ": 57,
}


@dataclass
class Event:
    code: int
    value: int
    type: int = EV_KEY


def typed(text: str, *, shifted_letters: bool = True) -> list[Event]:
    """The events a scanner sends for ``text`` and Enter: shift around capitals, down then up."""
    events: list[Event] = []
    for char in text:
        shift = char.isupper() and shifted_letters
        if shift:
            events.append(Event(KEY_LEFTSHIFT, 1))
        code = CODES[char.lower()]
        events += [Event(code, 1), Event(code, 0)]
        if shift:
            events.append(Event(KEY_LEFTSHIFT, 0))
    return events + [Event(KEY_ENTER, 1), Event(KEY_ENTER, 0)]


@dataclass
class FakeDevice:
    path: str
    events: list[Event]
    grab_error: OSError | None = None
    grabbed: bool = False
    closed: bool = False
    calls: list[str] = field(default_factory=list)

    def grab(self) -> None:
        self.calls.append("grab")
        if self.grab_error:
            raise self.grab_error
        self.grabbed = True

    def ungrab(self) -> None:
        self.calls.append("ungrab")
        self.grabbed = False

    def read_loop(self) -> Any:
        assert self.grabbed, "a wedge must never be read before it is grabbed"
        yield from self.events
        raise OSError(19, "No such device")  # unplugged after its events

    def close(self) -> None:
        self.closed = True


def test_characters_follow_a_us_layout_with_shift() -> None:
    assert character(CODES["c"], False) == "c" and character(CODES["c"], True) == "C"
    assert character(CODES["5"], False) == "5" and character(CODES["5"], True) == "%"
    assert character(79, True) == "1", "keypad digits ignore shift"
    assert character(1, False) is None, "Esc types nothing"


def test_a_line_ends_at_enter_and_backspace_corrects() -> None:
    typer = LineTyper()
    out = [typer.key(e.code, e.value) for e in typed("5c")]
    assert out[-2:] == ["5c", None]
    typer.key(CODES["x"], 1)
    typer.key(14, 1)  # backspace
    assert [typer.key(e.code, e.value) for e in typed("7A")][-2] == "7A"


def test_an_over_long_line_is_refused_not_truncated() -> None:
    typer = LineTyper(max_line=4)
    results = [typer.key(e.code, e.value) for e in typed("abcdefgh")]
    refusal = next(r for r in results if r is not None)
    assert isinstance(refusal, Reject) and "longer than 4" in refusal.reason
    assert [typer.key(e.code, e.value) for e in typed("5c")][-2] == "5c", "the next line is clean"


def test_lines_parse_like_the_serial_protocol() -> None:
    assert parse_typed("5c", rfid=False) == Tile("5C")
    assert parse_typed("pass 2", rfid=False) == Pass(1)
    assert parse_typed("0012345678", rfid=True) == Rfid("0012345678")
    assert isinstance(parse_typed("0012345678", rfid=False), Reject), "a scanner's number is not a tag"
    assert isinstance(parse_typed("hello", rfid=False), Reject)


def run_wedge(device: FakeDevice, *, rfid: bool = False) -> tuple[list[Any], list[Reject], KeyboardWedge]:
    got: list[Any] = []
    rejects: list[Reject] = []
    done = threading.Event()
    opened: list[str] = []

    def opener(path: str) -> FakeDevice:
        opened.append(path)
        if len(opened) > 1:
            done.set()
            raise FileNotFoundError(path)
        return device

    def sleep(seconds: float) -> None:
        if len(opened) > 1:
            wedge._stop.set()

    wedge = KeyboardWedge(device.path, got.append, rfid=rfid, on_reject=rejects.append, opener=opener, sleep=sleep)
    wedge.start()
    assert done.wait(PATIENCE) or wedge._stop.wait(PATIENCE), "the wedge never reopened its device"
    wedge.stop(timeout=PATIENCE)  # joined: what it read is all there
    return got, rejects, wedge


def test_a_grabbed_scanner_delivers_tiles_and_refusals() -> None:
    device = FakeDevice("/dev/input/event7", typed("5C") + typed("zz") + typed("12a"))
    got, rejects, _ = run_wedge(device)
    assert got == [Tile("5C"), Tile("12A")]
    assert [r.text for r in rejects] == ["zz"]
    assert device.calls[0] == "grab" and device.closed, "grabbed first, released when it went away"


def test_an_rfid_reader_delivers_tags() -> None:
    device = FakeDevice("/dev/input/event8", typed("0A1B2C3D"))
    got, _, _ = run_wedge(device, rfid=True)
    assert got == [Rfid("0A1B2C3D")]


def test_a_device_that_cannot_be_grabbed_is_never_read(caplog: pytest.LogCaptureFixture) -> None:
    device = FakeDevice("/dev/input/event9", typed("5C"), grab_error=OSError(16, "Device or resource busy"))
    got, _, wedge = run_wedge(device)
    assert got == [] and device.closed and not wedge.grabbed.is_set()
    assert "cannot take it for the companion alone" in caplog.text


def test_a_missing_device_is_retried_with_backoff() -> None:
    delays: list[float] = []
    wedge: KeyboardWedge

    def opener(path: str) -> FakeDevice:
        raise FileNotFoundError(path)

    def sleep(seconds: float) -> None:
        delays.append(seconds)
        if len(delays) >= 6:
            wedge._stop.set()

    wedge = KeyboardWedge("/dev/input/by-id/scanner", lambda c: None, opener=opener, sleep=sleep, backoff=(0.5, 4.0))
    wedge._run()
    assert delays == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]


def test_scanners_are_configured_and_refused_with_the_key_named(tmp_path: Path) -> None:
    from companion.config import ConfigError, parse_config

    path = "/dev/input/by-id/usb-Reader-event-kbd"
    config = parse_config({"scanners": {"devices": [path, "/dev/input/event3"], "rfid": [path]}})
    assert config.hardware.scanners.devices == (path, "/dev/input/event3")
    assert config.hardware.scanners.rfid == (path,)
    with pytest.raises(ConfigError, match=r"scanners\.devices\[0\]: must be an input device path"):
        parse_config({"scanners": {"devices": ["/tmp/x"]}})
    with pytest.raises(ConfigError, match=r"scanners\.rfid: /dev/input/event9 is not among scanners\.devices"):
        parse_config({"scanners": {"devices": [path], "rfid": ["/dev/input/event9"]}})


def test_real_devices_open_a_grabbed_reader_per_scanner_and_simulated_ones_none() -> None:
    from companion.hardware.devices import open_devices
    from companion.hardware.settings import HardwareSettings, ScannerSettings

    scanners = ScannerSettings(devices=("/dev/input/event5", "/dev/input/event6"), rfid=("/dev/input/event6",))
    with open_devices(HardwareSettings(backend="simulated", scanners=scanners), start_serial=False) as devices:
        assert devices.scanners == [], "a PC window reads its own keyboard"
    with open_devices(HardwareSettings(backend="auto", scanners=scanners), start_serial=False) as devices:
        assert [(s.path, s.rfid) for s in devices.scanners] == [
            ("/dev/input/event5", False),
            ("/dev/input/event6", True),
        ]


@dataclass
class StampedEvent(Event):
    """An event with evdev's time stamp."""

    at: float = 0.0

    def timestamp(self) -> float:
        return self.at


def test_a_misread_cut_short_is_refused_not_glued_to_the_next_scan() -> None:
    commands: list[Any] = []
    rejects: list[Reject] = []
    wedge = KeyboardWedge("/dev/input/event7", commands.append, on_reject=rejects.append, opener=lambda path: None)
    cut = [StampedEvent(e.code, e.value, e.type, 10.0 + i * 0.01) for i, e in enumerate(typed("pas")[:-2])]
    scan = [StampedEvent(e.code, e.value, e.type, 15.0 + i * 0.01) for i, e in enumerate(typed("7D"))]
    wedge.read([*cut, *scan])
    assert commands == [Tile("7D")]
    assert rejects == [Reject("pas", "unknown command 'pas' (ended by a pause of 0.5 s, without Enter)")]


def test_scans_typed_without_enter_are_read_at_the_pause_after_them() -> None:
    """A scanner configured without an Enter suffix: each scan is its keys, then quiet."""
    commands: list[Any] = []
    rejects: list[Reject] = []
    wedge = KeyboardWedge("/dev/input/event7", commands.append, on_reject=rejects.append, opener=lambda path: None)
    first = typed("5C")[:-2]  # no Enter
    second = [StampedEvent(e.code, e.value, e.type, 20.0 + i * 0.01) for i, e in enumerate(typed("12i")[:-2])]
    third = [StampedEvent(e.code, e.value, e.type, 30.0 + i * 0.01) for i, e in enumerate(typed("9A")[:-2])]
    wedge.read([*first, None, None, *second, *third, None])  # None: a quiet moment (nothing typed for a while)
    assert commands == [Tile("5C"), Tile("12I"), Tile("9A")] and rejects == []


class PipeDevice(FakeDevice):
    """A device with a file descriptor, as evdev's: each byte written to the pipe is one key event's code."""

    def __init__(self, fd: int) -> None:
        super().__init__("/dev/input/event9", [])
        self.fd = fd

    def read(self) -> Any:
        return [Event(code, 1) for code in os.read(self.fd, 64)]


def test_a_real_device_is_waited_on_with_pauses_between_its_keys() -> None:
    read_end, write_end = os.pipe()
    try:
        device = PipeDevice(read_end)
        events = with_pauses(device, pause=0.01)
        assert next(events) is None, "nothing typed: a quiet moment"
        os.write(write_end, bytes([CODES["5"], CODES["c"]]))
        assert [next(events), next(events)] == [Event(CODES["5"], 1), Event(CODES["c"], 1)]
        assert next(events) is None
        device.fd = -1  # closed, as evdev's close() leaves it: the events end, nothing raised on the thread
        assert list(events) == []
    finally:
        os.close(read_end)
        os.close(write_end)


def stamped(text: str, start: float, gap: float) -> list[StampedEvent]:
    """``text`` typed without Enter from ``start``, a key event every ``gap`` seconds."""
    return [StampedEvent(e.code, e.value, e.type, start + i * gap) for i, e in enumerate(typed(text)[:-2])]


def test_the_configured_pause_ends_a_scan_typed_without_enter() -> None:
    """A slow scanner that hesitates 0.3 s inside a scan: with the pause set to a second its scans stay whole;
    a misread cut short is refused with the pause it was ended by."""
    commands: list[Any] = []
    rejects: list[Reject] = []
    wedge = KeyboardWedge(
        "/dev/input/event7", commands.append, on_reject=rejects.append, opener=lambda path: None, pause=1.0
    )
    wedge.read([*stamped("12i", 10.0, 0.3), *stamped("pas", 20.0, 0.01), *stamped("9A", 30.0, 0.3), None])
    assert commands == [Tile("12I"), Tile("9A")]
    assert rejects == [Reject("pas", "unknown command 'pas' (ended by a pause of 1 s, without Enter)")]
    default = KeyboardWedge("/dev/input/event7", commands.append, on_reject=rejects.append, opener=lambda path: None)
    commands.clear()
    default.read([*stamped("12i", 10.0, 0.6), None])  # the same hesitation past the default half second: cut
    assert commands == [] and rejects[-1].reason.endswith("(ended by a pause of 0.5 s, without Enter)")


def test_the_configured_pause_reaches_every_scanner() -> None:
    from companion.hardware.devices import open_devices
    from companion.hardware.settings import HardwareSettings, ScannerSettings, SerialSettings

    settings = HardwareSettings(
        backend="auto",
        scanners=ScannerSettings(devices=("/dev/input/event5",), pause=2.5),
        serial=SerialSettings(port="loop://"),
    )
    with open_devices(settings, start_serial=False) as devices:
        assert [scanner.pause for scanner in devices.scanners] == [2.5]
        assert devices.serial.pause == 2.5
    with open_devices(HardwareSettings(scanners=ScannerSettings(pause=0.1)), start_serial=False) as devices:
        assert devices.serial.pause == 0.1 and devices.serial.read_timeout <= 0.1, "a short pause is kept"
