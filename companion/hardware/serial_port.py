"""A serial peripheral on a reader thread that survives being unplugged.

:class:`SerialInput` opens the port with pyserial's ``serial_for_url`` (so
``/dev/ttyUSB0``, ``loop://`` and ``socket://`` all work), feeds what it reads
to :class:`~companion.hardware.serial_line.LineParser` and hands each command to the
sink. When the port is missing or disappears it retries with exponential
backoff (0.5 s doubling to 30 s); the first failure is one warning, the rest
are debug messages until it is back. A device that connects and drops at
once (a bad cable, a board resetting in a loop) is no better than a missing
one: a connection that lasted less than ``stable`` seconds (10) keeps the
backoff growing; only a connection that held resets it, and then the first
retry is immediate (a replugged cable is back at once). ``opener``, ``sleep``
and ``clock`` are injectable so tests run without waiting.

Refused lines (noise on the line, a peripheral speaking another protocol) are
not logged one by one: a storm of them would fill the card. The first is
logged at info with its text; after that :class:`RejectLog` counts them and
logs one summary line at most once a ``interval`` (a minute), and the rest on
:meth:`SerialInput.stop`.

A line's bytes arrive within milliseconds of each other, so a pause ends a
line as surely as its end of line does. Many scanners are configured without
an end of line (no suffix): a scan's bytes, then silence. So a part of a line
followed by ``pause`` seconds of quiet (0.5, or the configuration's
``scanners.pause``) is taken as a whole line: the reader looks when a read
times out (a read waits at most the pause, so a short one is kept), and
before it reads new bytes. A part that is garbage (a byte lost to noise, a peripheral reset mid-line) is
refused with its reason, as any line, rather than glued to the front of the
next good line, which is read as it should be.

Without a port (``port = ""``) there is no thread; :meth:`SerialInput.inject`
feeds bytes to the same parser, which is the simulated backend (the PC window
and the self-test use it).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import serial

from .commands import Command, Sink
from .fallback import log, warn_once
from .links import LinkSink, LinkWatch
from .serial_line import LineParser, Reject
from .settings import LINE_PAUSE, SerialSettings

Opener = Callable[..., Any]
Sleep = Callable[[float], object]  # what it returns is not read: Event.wait answers whether it was woken
Clock = Callable[[], float]


class RejectLog:
    """Refused serial lines, logged as a count at most once per ``interval`` seconds."""

    def __init__(self, clock: Clock = time.monotonic, interval: float = 60.0) -> None:
        self.clock = clock
        self.interval = interval
        self.total = 0  # every refused line so far
        self.pending = 0  # refused since the last line logged
        self.latest: Reject | None = None
        self.logged_at: float | None = None
        self._lock = threading.Lock()

    def __call__(self, reject: Reject) -> None:
        with self._lock:
            self.total += 1
            self.pending += 1
            self.latest = reject
            now = self.clock()
            if self.logged_at is None or now - self.logged_at >= self.interval:
                self._log(now)

    def _log(self, now: float) -> None:
        reject = self.latest
        assert reject is not None
        if self.pending == 1:
            log.info("serial: refused %r: %s", reject.text, reject.reason)
        else:
            since = f"in the last {now - self.logged_at:.0f} s" if self.logged_at is not None else "so far"
            log.info("serial: refused %d lines %s (the latest %r: %s)", self.pending, since, reject.text, reject.reason)
        self.pending = 0
        self.logged_at = now

    def flush(self) -> None:
        """Log what is counted but not yet logged (the reader is stopping)."""
        with self._lock:
            if self.pending:
                self._log(self.clock())


class SerialInput:
    """Commands from one serial peripheral (or injected bytes) to a sink."""

    def __init__(
        self,
        settings: SerialSettings,
        sink: Sink,
        *,
        on_reject: Callable[[Reject], None] | None = None,
        opener: Opener = serial.serial_for_url,
        sleep: Sleep | None = None,
        backoff: tuple[float, float] = (0.5, 30.0),
        read_timeout: float = 0.2,
        clock: Clock = time.monotonic,
        stable: float = 10.0,
        on_link: LinkSink | None = None,
        pause: float = LINE_PAUSE,
    ) -> None:
        self.settings = settings
        #: Missing, lost and back, told to the table (``on_link``) once per change.
        self.link = LinkWatch(settings.port, "scanner" if settings.scanner else "serial", on_link)
        self.sink = sink
        self.clock = clock
        self.stable = stable
        self.pause = pause
        self._last_bytes = float("-inf")  # when the latest bytes came
        self.rejects = RejectLog(clock)
        self.on_reject = on_reject or self.rejects
        self.opener = opener
        self._stop = threading.Event()
        self.sleep: Sleep = sleep or self._stop.wait
        self.backoff = backoff
        self.read_timeout = min(read_timeout, pause)
        self.parser = LineParser(scanner=settings.scanner, max_line=settings.max_line)
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._port: Any = None
        self.connected = threading.Event()
        self.attempts = 0
        self.losses = 0  # connections lost so far (only the first is a warning)
        self.delays: list[float] = []

    @property
    def simulated(self) -> bool:
        return not self.settings.port

    def start(self) -> SerialInput:
        """Start reading the configured port in the background (no-op without a port)."""
        if self.settings.port and self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name=f"serial {self.settings.port}", daemon=True)
            self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        self.rejects.flush()
        port = self._port
        if port is not None:
            try:
                port.close()
            except Exception:  # closing a vanished port can fail; we are leaving anyway
                pass
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    close = stop

    def inject(self, data: bytes | str) -> None:
        """Feed bytes as if the peripheral sent them (the simulated backend)."""
        self._feed(data.encode() if isinstance(data, str) else data)

    def write_line(self, text: str) -> bool:
        """Send one line to the peripheral (e.g. acknowledge); False when not connected."""
        port = self._port
        if port is None:
            return False
        try:
            port.write(text.encode() + b"\n")
            return True
        except (serial.SerialException, OSError) as exc:
            log.debug("serial: write failed: %s", exc)
            return False

    def _feed(self, data: bytes) -> None:
        now = self.clock()
        with self._lock:
            ended = self._end_after_pause(now)
            self._last_bytes = now
            results = self.parser.feed(data)
        self._hand_on([ended, *results])

    def quiet(self) -> None:
        """Take the part of a line waiting since a pause as a whole line (the reader calls it when a read times
        out; a simulated peripheral's caller may too)."""
        with self._lock:
            ended = self._end_after_pause(self.clock())
        self._hand_on([ended])

    def _end_after_pause(self, now: float) -> Command | Reject | None:
        if not self.parser.partial or now - self._last_bytes < self.pause:
            return None
        return self.parser.end_partial(f"ended by a pause of {self.pause:g} s, without an end of line")

    def _hand_on(self, results: list[Command | Reject | None]) -> None:
        for result in results:
            if isinstance(result, Reject):
                self.on_reject(result)
            elif result is not None:
                self._deliver(result)

    def _deliver(self, command: Command) -> None:
        try:
            self.sink(command)
        except Exception as exc:  # the reader thread must outlive a broken sink
            warn_once("serial-sink", f"serial: could not deliver {command}: {exc}")

    def _run(self) -> None:
        delay, ceiling = self.backoff
        first, outage = True, False
        while not self._stop.is_set():
            self.attempts += 1
            try:
                port = self.opener(self.settings.port, baudrate=self.settings.baud, timeout=self.read_timeout)
            except (serial.SerialException, OSError, ValueError) as exc:
                if first and not outage:
                    warn_once(
                        f"serial-open:{self.settings.port}",
                        f"serial port {self.settings.port} unavailable ({exc}); "
                        "serial input is simulated until it appears",
                    )
                else:
                    log.debug("serial: %s still unavailable: %s", self.settings.port, exc)
                self.link.failed()
                outage = True
                self.delays.append(delay)
                self.sleep(delay)
                delay = min(delay * 2, ceiling)
                continue
            first, outage = False, False
            opened = self.clock()
            self._read(port)
            if self._stop.is_set():
                break
            if self.clock() - opened >= self.stable:  # it held: a fresh loss, retry at once
                delay = self.backoff[0]
                continue
            # connected and dropped at once: as bad as missing, so wait, and longer each time
            log.debug(
                "serial: %s dropped after %.1f s; retrying in %g s", self.settings.port, self.clock() - opened, delay
            )
            self.delays.append(delay)
            self.sleep(delay)
            delay = min(delay * 2, ceiling)

    def _read(self, port: Any) -> None:
        self._port = port
        with self._lock:
            self.parser.reset()
        self.connected.set()
        self.link.connected()
        log.info("serial: reading %s", self.settings.port)
        try:
            while not self._stop.is_set():
                data = port.read(max(1, getattr(port, "in_waiting", 0) or 1))
                if data:
                    self._feed(data)
                else:  # a quiet moment: a scan sent without an end of line is over
                    self.quiet()
        except (serial.SerialException, OSError, TypeError, AttributeError) as exc:
            if not self._stop.is_set():
                # The first loss is news; a flapping cable must not flood the log with the rest.
                level = logging.WARNING if self.losses == 0 else logging.INFO
                log.log(level, "serial port %s lost (%s); reconnecting", self.settings.port, exc)
                self.losses += 1
                self.link.lost()
        finally:
            self.connected.clear()
            self._port = None
            try:
                port.close()
            except Exception:  # already gone
                pass
