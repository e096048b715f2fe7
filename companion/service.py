"""Talking to systemd: readiness, the watchdog, status, and journal-friendly logging.

On the Pi the companion runs as ``Type=notify`` service with ``WatchdogSec=``:
systemd considers it started only after :func:`ready` (sent after the first
frame is on screen), and restarts it when :func:`watchdog` stops arriving (a
hung UI). The protocol is one datagram of ``KEY=value`` lines sent to the
AF_UNIX socket named by ``$NOTIFY_SOCKET`` (an ``@`` prefix means Linux's
abstract namespace), so no ``python-systemd`` or ``sdnotify`` dependency is
needed. Off systemd (a PC, CI, a developer's terminal) every call is a cheap
no-op, so the app calls these functions unconditionally.

How the app uses it::

    from companion import service
    service.configure_logging()           # first thing in main
    ...                                   # after the first frame is flipped:
    service.ready()
    while running:                        # every iteration of the main loop:
        service.watchdog()
    service.stopping()                    # on the way out (SIGTERM, quit)

:func:`watchdog` may be called thousands of times per second: when no ping is
due it costs one clock read and one comparison.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    import socket

log = logging.getLogger(__name__)

Clock = Callable[[], float]


class Notifier:
    """One connection to systemd's notification socket (or none, off systemd).

    The environment is read once, at construction: systemd sets it when it
    starts the process and it does not change. ``clock`` (seconds, monotonic)
    is injectable so tests can drive the watchdog's rate limit.
    """

    def __init__(self, environ: Mapping[str, str] | None = None, clock: Clock = time.monotonic) -> None:
        env = os.environ if environ is None else environ
        self.clock = clock
        self.address = _socket_address(env.get("NOTIFY_SOCKET", ""))
        self.interval = _watchdog_interval(env)
        self._socket: socket.socket | None = None
        self._failed = False
        # The first watchdog() call pings at once; later ones every interval / 2.
        # A loop that sleeps exactly interval / 2 between calls may wake a few
        # milliseconds early; skipping that ping would leave the next one a
        # whole interval late and get the UI killed, so a little early counts.
        self._next_ping = float("-inf")
        self._period = self.interval / 2 if self.interval else float("inf")
        self._early = min(0.1, self._period / 10)

    @property
    def active(self) -> bool:
        """True when running under systemd with a notification socket."""
        return self.address is not None

    def notify(self, *states: str) -> bool:
        """Send ``states`` (``"READY=1"``, ``"STATUS=…"``) as one datagram.

        Returns True when sent. Never raises: a lost notification must not
        stop a game, so a failure is logged once and reported as False.
        """
        if self.address is None or not states:
            return False
        message = "\n".join(states).encode("utf-8")
        try:
            if self._socket is None:
                import socket  # here, not at the top: a command off systemd never pays its 15 M instructions

                self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
            self._socket.sendto(message, self.address)
        except OSError as exc:
            if not self._failed:
                log.warning("cannot notify systemd at %r: %s", self.address, exc)
                self._failed = True
            return False
        return True

    def ready(self, status_text: str | None = None) -> bool:
        """Tell systemd the companion is up (call after the first frame is shown)."""
        states = ["READY=1"] + ([f"STATUS={status_text}"] if status_text else [])
        return self.notify(*states)

    def watchdog(self) -> bool:
        """Feed the watchdog if a ping is due (every half ``WatchdogSec``). Cheap otherwise."""
        now = self.clock()
        if now < self._next_ping:
            return False
        if self.interval is None or self.address is None:
            self._next_ping = float("inf")  # never due: later calls stop at the comparison
            return False
        self._next_ping = now + self._period - self._early
        return self.notify("WATCHDOG=1")

    def stopping(self) -> bool:
        """Tell systemd a clean shutdown has begun (so a slow exit is not a hang)."""
        return self.notify("STOPPING=1")

    def status(self, text: str) -> bool:
        """One line shown by ``systemctl status companion`` (e.g. the game being played)."""
        return self.notify(f"STATUS={text}")

    def extend_timeout(self, seconds: float) -> bool:
        """Ask for more start-up or shutdown time (a long journal replay on a Pi Zero)."""
        return self.notify(f"EXTEND_TIMEOUT_USEC={int(seconds * 1_000_000)}")

    def close(self) -> None:
        if self._socket is not None:
            self._socket.close()
            self._socket = None


def _socket_address(value: str) -> str | None:
    """``$NOTIFY_SOCKET`` as a ``sendto`` address: a path, or ``\\0name`` for ``@name``."""
    if not value:
        return None
    if value.startswith("@"):
        return "\0" + value[1:]
    if value.startswith("/"):
        return value
    # vsock: and other schemes are for virtual machines; the companion never runs there.
    return None


def _watchdog_interval(env: Mapping[str, str]) -> float | None:
    """``WatchdogSec`` in seconds, or None when the watchdog is off or meant for another process."""
    usec = env.get("WATCHDOG_USEC", "")
    try:
        value = int(usec)
    except ValueError:
        return None
    if value <= 0:
        return None
    pid = env.get("WATCHDOG_PID", "")
    if pid:
        try:
            if int(pid) != os.getpid():
                return None
        except ValueError:
            return None
    return value / 1_000_000


# -- the process-wide notifier -------------------------------------------------
_default: Notifier | None = None


def notifier() -> Notifier:
    """The notifier of this process, created from the environment on first use."""
    global _default
    if _default is None:
        _default = Notifier()
    return _default


def reset(environ: Mapping[str, str] | None = None, clock: Clock = time.monotonic) -> Notifier:
    """Replace the process-wide notifier (tests; a changed environment)."""
    global _default
    if _default is not None:
        _default.close()
    _default = Notifier(environ, clock)
    return _default


def notify(*states: str) -> bool:
    return notifier().notify(*states)


def ready(status_text: str | None = None) -> bool:
    return notifier().ready(status_text)


def watchdog() -> bool:
    # Skips notifier() on the hot path once the default exists.
    return (_default or notifier()).watchdog()


def stopping() -> bool:
    return notifier().stopping()


def status(text: str) -> bool:
    return notifier().status(text)


def extend_timeout(seconds: float) -> bool:
    return notifier().extend_timeout(seconds)


def watchdog_interval() -> float | None:
    """``WatchdogSec`` in seconds for this process, or None when there is no watchdog."""
    return notifier().interval


# -- logging -------------------------------------------------------------------
PLAIN_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
JOURNAL_FORMAT = "<%(priority)d>%(name)s: %(message)s"

# syslog priorities: journald reads a "<N>" line prefix as the entry's priority.
_PRIORITIES = ((logging.CRITICAL, 2), (logging.ERROR, 3), (logging.WARNING, 4), (logging.INFO, 6))


def _priority(levelno: int) -> int:
    for level, priority in _PRIORITIES:
        if levelno >= level:
            return priority
    return 7


class JournalFormatter(logging.Formatter):
    """No timestamp (journald adds its own) and a ``<N>`` priority prefix per line.

    journald's stream transport honours the prefix, so ``journalctl -p err
    -u companion`` shows only errors. A multi-line message (a traceback)
    gets the prefix on every line, so none of them is mistaken for info.
    """

    def __init__(self) -> None:
        super().__init__(JOURNAL_FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        priority = _priority(record.levelno)
        record.priority = priority  # what JOURNAL_FORMAT's %(priority)d reads
        text = super().format(record)
        prefix = f"<{priority}>"
        return "\n".join(line if line.startswith(prefix) else prefix + line for line in text.split("\n"))


def under_journal(environ: Mapping[str, str] | None = None, stream: TextIO | None = None) -> bool:
    """True when log lines go to systemd's journal, which stamps them itself.

    ``$JOURNAL_STREAM`` names the device and inode of the journal stream; when
    ``stream`` has a file descriptor it must match, so output redirected
    elsewhere by a child process keeps its timestamps. ``$INVOCATION_ID``
    alone (a unit whose output goes to the journal by default) counts too.
    """
    env = os.environ if environ is None else environ
    journal_stream = env.get("JOURNAL_STREAM", "")
    if journal_stream:
        try:
            fd = stream.fileno() if stream is not None else sys.stderr.fileno()
            info = os.fstat(fd)
        except (AttributeError, OSError, ValueError):
            return True  # cannot check: trust the variable
        return journal_stream == f"{info.st_dev}:{info.st_ino}"
    return bool(env.get("INVOCATION_ID"))


_HANDLER_NAME = "companion.service"


class _StandardError(logging.StreamHandler[TextIO]):
    """Writes to whatever ``sys.stderr`` is when a record comes, not what it was at set-up.

    A handler that kept the stream of its set-up time writes into a closed
    file once something replaces ``sys.stderr`` and closes the old one (a
    test's capture, an embedding program), and every later record turns into
    a "Logging error" on the terminal.
    """

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


def configure_logging(
    level: int | str = logging.INFO, *, stream: TextIO | None = None, environ: Mapping[str, str] | None = None
) -> logging.Handler:
    """Set up the root logger once: plain timestamps on a terminal, none in the journal.

    Calling it again replaces the handler it installed before (not anyone
    else's), so tests and re-configuration do not duplicate lines.
    """
    handler = logging.StreamHandler(stream) if stream is not None else _StandardError()
    stream = stream if stream is not None else sys.stderr
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(JournalFormatter() if under_journal(environ, stream) else logging.Formatter(PLAIN_FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    return handler


LOG_FILE = "companion.log"
"""The text console's log, in the data folder: its terminal is the players' screen, so records go here."""

LOG_FILE_BYTES = 256 * 1024
"""How large the console's log grows before it is rotated: a session's records are a few lines, and the card
is written as little as possible."""

LOG_FILES_KEPT = 2
"""How many older logs are kept beside it (``companion.log.1``, ``companion.log.2``)."""


def _log_file(path: Path) -> logging.Handler:
    """The console's log file at ``path``, rotated; a record that cannot be written (a full card) is lost
    without a word. Raises :class:`OSError` when the file cannot be opened.

    :mod:`logging` reports a failed write as a traceback on standard error, which at the console is the
    screen the players read: the one place a log record must not go. (``logging.handlers`` is imported here:
    it brings sockets and queues that no other command needs.)
    """
    from logging.handlers import RotatingFileHandler

    class LogFile(RotatingFileHandler):
        def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 (logging's own name)
            pass

    handler = LogFile(path, maxBytes=LOG_FILE_BYTES, backupCount=LOG_FILES_KEPT, encoding="utf-8")
    handler.setFormatter(logging.Formatter(PLAIN_FORMAT))
    return handler


@contextmanager
def logging_to_file(path: Path) -> Iterator[Path | None]:
    """While the text console runs, log records (Python's warnings too) go to ``path``, never to the terminal.

    At the console standard error is the terminal the players read: a timestamped English record there lands
    in the middle of a question. Every other command keeps :func:`configure_logging`'s handler (a script reads
    standard error, the touchscreen's service writes to the journal); this one replaces it until the block
    ends, then puts it back. What the players must know (a missing device) the console tells in its own words.
    Yields ``path``, or None when it cannot be written: then records are dropped, and still not shown.
    """
    root = logging.getLogger()
    before = [handler for handler in root.handlers if handler.get_name() == _HANDLER_NAME]
    handler: logging.Handler
    written: Path | None = path
    try:
        handler = _log_file(path)
    except OSError:  # a read-only card: nothing can be written, and the terminal is still no place for it
        handler, written = logging.NullHandler(), None
    handler.set_name(_HANDLER_NAME)
    for old in before:
        root.removeHandler(old)
    root.addHandler(handler)
    logging.captureWarnings(True)
    try:
        yield written
    finally:
        logging.captureWarnings(False)
        root.removeHandler(handler)
        handler.close()
        for old in before:
            root.addHandler(old)
