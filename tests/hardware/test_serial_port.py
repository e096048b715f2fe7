"""The serial reader thread: loop:// end to end, reconnecting with backoff."""

from __future__ import annotations

import logging
import time

import pytest
import serial

from companion.hardware.commands import Pass, Tile
from companion.hardware.serial_line import Reject
from companion.hardware.serial_port import RejectLog, SerialInput
from companion.hardware.settings import SerialSettings
from tests.waiting import PATIENCE, wait_until


def test_loop_port_end_to_end() -> None:
    commands: list[object] = []
    rejects: list[Reject] = []
    reader = SerialInput(
        SerialSettings(port="loop://"), commands.append, on_reject=rejects.append, read_timeout=0.02
    ).start()
    try:
        assert reader.connected.wait(PATIENCE), "the loop:// port never connected"
        assert reader.write_line("TILE 5C\r\nPASS 3\nnonsense here\n5C")
        wait_until(lambda: len(commands) == 3, "three commands read", seen=lambda: (commands, rejects))
        assert commands == [Tile("5C"), Pass(2), Tile("5C")]
        assert rejects == [Reject("nonsense here", "unknown command 'nonsense'")]
    finally:
        reader.stop(timeout=PATIENCE)  # joined: the thread clears "connected" as it leaves
    assert not reader.connected.is_set()


class FlakyPort:
    """A port that delivers some bytes, then fails as if unplugged."""

    def __init__(self, data: bytes, fail: bool = True) -> None:
        self.data, self.fail, self.closed = data, fail, False

    def read(self, size: int = 1) -> bytes:
        if self.data:
            chunk, self.data = self.data[:3], self.data[3:]
            return chunk
        if self.fail:
            raise serial.SerialException("device disconnected")
        time.sleep(0.005)
        return b""

    def close(self) -> None:
        self.closed = True


def test_reconnects_with_exponential_backoff_and_warns_once(caplog: pytest.LogCaptureFixture) -> None:
    attempts = {"n": 0}
    ports = [FlakyPort(b"PASS 1\nPA"), FlakyPort(b"SS 2\nPASS 3\n", fail=False)]

    def opener(url: str, **kwargs: object) -> FlakyPort:
        attempts["n"] += 1
        if attempts["n"] in (1, 2, 3, 5, 6):
            raise serial.SerialException(f"could not open port {url}")
        return ports.pop(0)

    slept: list[float] = []
    commands: list[object] = []
    rejects: list[Reject] = []
    reader = SerialInput(
        SerialSettings(port="/dev/ttyUSB7"),
        commands.append,
        on_reject=rejects.append,
        opener=opener,
        sleep=slept.append,
        backoff=(0.5, 1.5),
    )
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        reader.start()
        try:
            wait_until(lambda: Pass(2) in commands, "PASS 2 from the second port", seen=lambda: commands)
        finally:
            reader.stop(timeout=PATIENCE)
    # doubling to the ceiling, which a connection that dropped at once does not reset
    assert slept == [0.5, 1.0, 1.5, 1.5, 1.5, 1.5]
    # The half line "PA" from before the unplug is dropped, not glued to "SS 2".
    assert commands == [Pass(0), Pass(2)]
    assert rejects == [Reject("SS 2", "unknown command 'SS'")]
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert sum("unavailable" in w for w in warnings) == 1
    assert sum("lost" in w for w in warnings) == 1
    assert ports == [] and attempts["n"] == 7


def test_stop_interrupts_the_backoff_wait() -> None:
    def opener(url: str, **kwargs: object) -> None:
        raise serial.SerialException("no such device")

    # No clock: the back-off is an hour, so only stop() can end the wait; what the wait answered is recorded
    # (Event.wait says True when woken). The long join only guards against hanging.
    reader = SerialInput(SerialSettings(port="/dev/missing"), lambda c: None, opener=opener, backoff=(3600.0, 3600.0))
    wait, waits = reader.sleep, []
    reader.sleep = lambda seconds: waits.append((seconds, wait(seconds)))
    reader.start()
    thread = reader._thread
    assert thread is not None
    wait_until(lambda: reader.attempts >= 1, "the first attempt to open the port")
    reader.stop(timeout=60.0)
    assert not thread.is_alive(), "stop() left the reader waiting out its hour of back-off"
    assert waits == [(3600.0, True)] and reader.attempts == 1  # woken by stop(), and no attempt after it


def test_without_a_port_input_is_injected() -> None:
    commands: list[object] = []
    reader = SerialInput(SerialSettings(port=""), commands.append).start()
    assert reader.simulated and not reader.write_line("ignored")
    reader.inject("TILE 7")
    reader.inject(b"F\n")
    assert commands == [Tile("7F")]
    reader.stop()


def test_a_flapping_cable_warns_only_for_the_first_loss(caplog: pytest.LogCaptureFixture) -> None:
    ports = [FlakyPort(b"PASS 1\n"), FlakyPort(b"PASS 2\n"), FlakyPort(b"PASS 3\n"), FlakyPort(b"PASS 4\n", fail=False)]
    commands: list[object] = []
    reader = SerialInput(
        SerialSettings(port="/dev/ttyUSB7"),
        commands.append,
        opener=lambda url, **kwargs: ports.pop(0),
        sleep=lambda seconds: None,
    )
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        reader.start()
        try:
            wait_until(lambda: Pass(3) in commands, "PASS 3 from the fourth port", seen=lambda: commands)
        finally:
            reader.stop(timeout=PATIENCE)
    assert commands == [Pass(0), Pass(1), Pass(2), Pass(3)] and reader.losses == 3
    lost = [r for r in caplog.records if "lost" in r.getMessage()]
    assert [r.levelno for r in lost] == [logging.WARNING, logging.INFO, logging.INFO]


class Clock:
    """A clock that moves only when the test (or the fake sleep) moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class DroppingPort:
    """Connects, then fails on the first read, after ``lasts`` seconds of the fake clock."""

    def __init__(self, clock: Clock, lasts: float = 0.0) -> None:
        self.clock, self.lasts = clock, lasts

    def read(self, size: int = 1) -> bytes:
        self.clock.now += self.lasts
        raise serial.SerialException("device reports readiness to read but returned no data")

    def close(self) -> None:
        pass


def run_until(reader: SerialInput, opened: list[object], count: int) -> None:
    reader.start()
    try:
        wait_until(lambda: len(opened) >= count, f"{count} openings of the port", seen=lambda: len(opened))
    finally:
        reader.stop(timeout=PATIENCE)


def test_a_device_that_drops_at_once_backs_off_exponentially_to_the_cap() -> None:
    """The reported storm: connect, drop, reconnect ~3 times a second for ever."""
    clock = Clock()
    opened: list[object] = []
    slept: list[float] = []

    def opener(url: str, **kwargs: object) -> DroppingPort:
        opened.append(url)
        return DroppingPort(clock, lasts=0.05)

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock.now += seconds

    reader = SerialInput(
        SerialSettings(port="/dev/ttyACM0"), lambda c: None, opener=opener, sleep=sleep, clock=clock, backoff=(0.5, 8.0)
    )
    run_until(reader, opened, 8)
    assert slept[:7] == [0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0]
    span = clock.now - 1000.0
    assert len(opened) / span < 0.5  # well under the three a second of the storm


def test_a_connection_that_held_resets_the_backoff_and_retries_at_once() -> None:
    clock = Clock()
    lasts = [0.0, 0.0, 0.0, 60.0, 0.0, 0.0]
    opened: list[object] = []
    slept: list[float] = []

    def opener(url: str, **kwargs: object) -> DroppingPort:
        opened.append(url)
        return DroppingPort(clock, lasts=lasts[min(len(opened) - 1, len(lasts) - 1)])

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock.now += seconds

    reader = SerialInput(SerialSettings(port="/dev/ttyACM0"), lambda c: None, opener=opener, sleep=sleep, clock=clock)
    run_until(reader, opened, 7)
    # three quick drops: 0.5, 1, 2; the fourth connection held a minute: straight back, then from 0.5 again
    assert slept[:5] == [0.5, 1.0, 2.0, 0.5, 1.0]


def test_refused_lines_are_counted_and_logged_at_most_once_a_minute(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    rejects = RejectLog(clock, interval=60.0)
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        rejects(Reject("garbage", "unknown command 'garbage'"))  # the first is news
        for second in range(120 * 10):  # two minutes of a storm, ten refused lines a second
            clock.now += 0.1
            rejects(Reject(f"noise {second}", "unknown command 'noise'"))
        clock.now += 5
        rejects.flush()
    lines = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert lines[0] == "serial: refused 'garbage': unknown command 'garbage'"
    assert 2 <= len(lines) <= 4  # the first, one a minute, the rest at the end
    assert rejects.total == 1 + 1200 and rejects.pending == 0
    assert sum(int(line.split()[2]) for line in lines[1:]) == 1200  # every refused line counted once
    assert "in the last 60 s" in lines[1]


def test_the_reader_counts_refused_lines_instead_of_logging_each(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    reader = SerialInput(SerialSettings(port=""), lambda c: None, clock=clock)
    with caplog.at_level(logging.INFO, logger="companion.hardware"):
        reader.inject(b"".join(b"junk %d\n" % n for n in range(5000)))
        clock.now += 1
        reader.stop()
    lines = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert len(lines) == 2 and lines[1].startswith("serial: refused 4999 lines")
    assert reader.rejects.total == 5000


def test_a_half_line_left_waiting_is_refused_not_glued_to_the_next_line() -> None:
    now = [0.0]
    commands: list[object] = []
    rejects: list[Reject] = []
    reader = SerialInput(SerialSettings(), commands.append, on_reject=rejects.append, clock=lambda: now[0])
    reader.inject(b"TIL")  # a line cut short (a byte lost, the peripheral reset): its end never comes
    now[0] += 5.0
    reader.inject(b"TILE 7D\n")  # the tile scanned next is read, not refused as "TILTILE 7D"
    assert commands == [Tile("7D")]
    assert rejects == [Reject("TIL", "unknown command 'TIL' (ended by a pause of 0.5 s, without an end of line)")]
    reader.inject(b"PA")  # a line split across reads a moment apart is still one line
    now[0] += 0.05
    reader.inject(b"SS 2\n")
    assert commands == [Tile("7D"), Pass(1)] and len(rejects) == 1


def test_a_scan_without_an_end_of_line_is_read_after_a_pause() -> None:
    """A scanner configured without a suffix sends "5C" and falls silent: the quiet moment ends the line."""
    now = [0.0]
    commands: list[object] = []
    rejects: list[Reject] = []
    reader = SerialInput(SerialSettings(), commands.append, on_reject=rejects.append, clock=lambda: now[0])
    reader.inject(b"5")
    now[0] += 0.01
    reader.inject(b"C")
    reader.quiet()  # a read that timed out at once: not yet a pause
    assert commands == []
    now[0] += 0.5
    reader.quiet()
    assert commands == [Tile("5C")] and rejects == []
    reader.quiet()  # nothing waits any more: nothing twice
    assert commands == [Tile("5C")]


def test_scans_without_an_end_of_line_through_loop_port() -> None:
    """Each scan followed by a quiet gap is a whole line; garbage is refused with its reason, and the scan after it
    is read; bytes of one scan a moment apart stay one line; lines that do end as usual are still read at once."""
    commands: list[object] = []
    rejects: list[Reject] = []
    reader = SerialInput(
        SerialSettings(port="loop://"), commands.append, on_reject=rejects.append, read_timeout=0.02, pause=0.15
    ).start()
    try:
        assert reader.connected.wait(PATIENCE), "the loop:// port never connected"
        port = reader._port
        assert port is not None
        port.write(b"5C")
        wait_until(
            lambda: commands == [Tile("5C")], "the first scan, after its pause", seen=lambda: (commands, rejects)
        )
        port.write(b"x\x07!")
        wait_until(lambda: len(rejects) == 1, "the garbage refused after its pause", seen=lambda: (commands, rejects))
        port.write(b"1")
        time.sleep(0.03)  # well inside the pause: the same scan
        port.write(b"2I")
        wait_until(lambda: len(commands) == 2, "the second scan", seen=lambda: (commands, rejects))
        port.write(b"PASS 3\n")
        wait_until(lambda: len(commands) == 3, "a line with its end", seen=lambda: (commands, rejects))
    finally:
        reader.stop(timeout=PATIENCE)
    assert commands == [Tile("5C"), Tile("12I"), Pass(2)]
    assert rejects == [
        Reject("x\x07!", "contains control characters (ended by a pause of 0.15 s, without an end of line)")
    ]
