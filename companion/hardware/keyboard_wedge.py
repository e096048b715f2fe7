"""USB scanners and RFID readers that pretend to be keyboards, read as devices of their own.

Most cheap barcode scanners and RFID readers are "keyboard wedges": they
type what they read and press Enter. Left to the system, those keystrokes
reach the app as if a player typed them, and under KMS the app's shortcuts
fire (``u`` opens undo, ``l`` the log, Esc leaves the screen). So each
configured wedge is opened through evdev and **grabbed exclusively**: its
keys reach this reader and nothing else. The reader turns key presses into
characters (a US layout, as these devices send), ends a line at Enter, and
parses the line with the serial protocol's parser, so ``5C`` is a tile and
``PASS 2`` a pass whichever device sent it. An RFID reader's bare tag
(``0012345678``) becomes ``RFID <tag>``.

Keys of one line come within milliseconds of each other, so a pause ends a
line as Enter does, as on a serial line: a scanner configured without an
Enter suffix types a scan and falls silent. The reader waits for keys at most
``pause`` seconds at a time (``select`` on the device; :data:`PAUSE` unless the
configuration's ``scanners.pause`` says otherwise); a quiet moment with part
of a line typed takes it as a whole line, and so does a key that comes
``pause`` after the previous one (evdev stamps each event with its time). A misread cut short is then refused with its reason, not glued to the
front of the next scan.

A device that cannot be opened or grabbed is never read: reading it without
the grab would let its keys through to the app. It is retried with backoff,
like a serial port, and said once. ``opener`` and ``sleep`` are injectable,
so tests need neither evdev nor a device.
"""

from __future__ import annotations

import select
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from .commands import Command, Sink
from .fallback import log, warn_once
from .links import LinkSink, LinkWatch
from .serial_line import Reject, parse_line
from .settings import LINE_PAUSE

EV_KEY = 1
KEY_DOWN, KEY_HOLD = 1, 2

# Linux input-event codes (linux/input-event-codes.h) for what a scanner or reader types.
KEY_LEFTSHIFT, KEY_RIGHTSHIFT = 42, 54
KEY_ENTER, KEY_KPENTER = 28, 96
KEY_BACKSPACE = 14
PAUSE = LINE_PAUSE
"""Seconds of quiet that end a line typed without Enter by default (see the module's docstring); the
configuration's ``scanners.pause`` sets each wedge's :attr:`KeyboardWedge.pause`."""
_PLAIN: dict[int, str] = {
    **{code: char for code, char in zip(range(2, 12), "1234567890", strict=True)},
    12: "-",
    13: "=",
    **{code: char for code, char in zip(range(16, 26), "qwertyuiop", strict=True)},
    26: "[",
    27: "]",
    **{code: char for code, char in zip(range(30, 39), "asdfghjkl", strict=True)},
    39: ";",
    40: "'",
    41: "`",
    43: "\\",
    **{code: char for code, char in zip(range(44, 51), "zxcvbnm", strict=True)},
    51: ",",
    52: ".",
    53: "/",
    57: " ",
    # the keypad, which some readers use for digits
    71: "7",
    72: "8",
    73: "9",
    75: "4",
    76: "5",
    77: "6",
    79: "1",
    80: "2",
    81: "3",
    82: "0",
    83: ".",
    55: "*",
    74: "-",
    78: "+",
    98: "/",
}
_SHIFTED_SYMBOLS = dict(zip("1234567890-=[];'`\\,./", '!@#$%^&*()_+{}:"~|<>?', strict=True))
_KEYPAD = {71, 72, 73, 75, 76, 77, 79, 80, 81, 82, 83, 55, 74, 78, 98}


def character(code: int, shift: bool) -> str | None:
    """The character a US-layout key types, or None for keys that type nothing."""
    char = _PLAIN.get(code)
    if char is None or not shift or code in _KEYPAD:
        return char
    return char.upper() if char.isalpha() else _SHIFTED_SYMBOLS.get(char, char)


class InputDevice(Protocol):
    """The part of ``evdev.InputDevice`` a wedge uses."""

    path: str

    def grab(self) -> None: ...

    def ungrab(self) -> None: ...

    def read_loop(self) -> Iterable[Any]: ...

    def close(self) -> None: ...


def open_evdev(path: str) -> InputDevice:
    """Open ``path`` with python-evdev (Debian's python3-evdev on the Pi)."""
    import evdev

    return evdev.InputDevice(path)


def with_pauses(device: InputDevice, pause: float = PAUSE) -> Iterator[Any]:
    """The device's events, and ``None`` for each ``pause`` seconds without one (a quiet moment).

    A device with a file descriptor (evdev's) is waited on with ``select``; one without (a test's) gives its
    ``read_loop`` as it is.
    """
    if not isinstance(getattr(device, "fd", None), int):
        yield from device.read_loop()
        return
    while True:
        fd: int = getattr(device, "fd", -1)  # read again each time: close() changes it
        try:
            ready, _, _ = select.select([fd], [], [], pause)
        except ValueError:  # closed under us (evdev's close sets fd to -1): the wedge is stopping
            return
        if not ready:
            yield None
            continue
        try:
            yield from device.read()  # type: ignore[attr-defined]  # evdev's InputDevice.read: what is waiting
        except BlockingIOError:  # woken with nothing to read after all
            continue


class LineTyper:
    """Key events → lines: shift state, backspace, Enter ends a line; over-long lines are refused."""

    def __init__(self, max_line: int = 80) -> None:
        self.max_line = max_line
        self.shift: set[int] = set()
        self.buffer: list[str] = []
        self.overflow = False

    def end_partial(self) -> str | None:
        """The part of a line typed so far, taken as a whole line (a pause ended it); None when nothing was typed
        or it was an over-long line (refused at its end as usual, and then forgotten)."""
        line, overflow = "".join(self.buffer), self.overflow
        self.buffer, self.overflow = [], False
        return line if line and not overflow else None

    def key(self, code: int, value: int) -> str | Reject | None:
        """One key event; returns a finished line (or its refusal) at Enter."""
        if code in (KEY_LEFTSHIFT, KEY_RIGHTSHIFT):
            if value == 0:
                self.shift.discard(code)
            else:
                self.shift.add(code)
            return None
        if value not in (KEY_DOWN, KEY_HOLD):
            return None
        if code in (KEY_ENTER, KEY_KPENTER):
            line, overflow = "".join(self.buffer), self.overflow
            self.buffer, self.overflow = [], False
            if overflow:
                return Reject(line[:20] + "…", f"line longer than {self.max_line} characters")
            return line
        if code == KEY_BACKSPACE:
            if self.buffer:
                self.buffer.pop()
            return None
        char = character(code, bool(self.shift))
        if char is None:
            return None
        if len(self.buffer) >= self.max_line:
            self.overflow = True
        else:
            self.buffer.append(char)
        return None


def parse_typed(line: str, *, rfid: bool) -> Command | Reject | None:
    """A typed line, parsed like a serial line; a reader's bare tag is an RFID read."""
    text = line.strip()
    if rfid and text and all(c in "0123456789abcdefABCDEF" for c in text) and 4 <= len(text) <= 32:
        text = f"RFID {text}"
    return parse_line(text.encode("utf-8"), scanner=True)


class KeyboardWedge:
    """One grabbed keyboard-like device on a reader thread, delivering commands to the sink."""

    def __init__(
        self,
        path: str,
        sink: Sink,
        *,
        rfid: bool = False,
        on_reject: Callable[[Reject], None] | None = None,
        opener: Callable[[str], InputDevice] = open_evdev,
        sleep: Callable[[float], Any] | None = None,
        backoff: tuple[float, float] = (0.5, 30.0),
        max_line: int = 80,
        on_link: LinkSink | None = None,
        pause: float = PAUSE,
    ) -> None:
        self.path = path
        self.pause = pause
        #: Missing, lost and back, told to the table (``on_link``) once per change.
        self.link = LinkWatch(path, "reader" if rfid else "scanner", on_link)
        self.sink = sink
        self.rfid = rfid
        self.on_reject = on_reject or (lambda reject: log.info("%s: refused %r: %s", path, reject.text, reject.reason))
        self.opener = opener
        self._stop = threading.Event()
        self.sleep = sleep or self._stop.wait
        self.backoff = backoff
        self.max_line = max_line
        self.grabbed = threading.Event()
        self._device: InputDevice | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> KeyboardWedge:
        self._thread = threading.Thread(target=self._run, name=f"wedge {self.path}", daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        device = self._device
        if device is not None:
            try:
                device.close()  # ends a blocked read_loop
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        delay = self.backoff[0]
        while not self._stop.is_set():
            try:
                device = self.opener(self.path)
            except Exception as exc:  # ImportError (no evdev), missing node, permission denied
                warn_once(f"wedge:{self.path}", f"{self.path}: cannot open ({type(exc).__name__}: {exc}); retrying")
                self.link.failed()
                self.sleep(delay)
                delay = min(delay * 2, self.backoff[1])
                continue
            try:
                device.grab()
            except OSError as exc:
                # Without the grab its keys would also reach the app: never read it ungrabbed.
                warn_once(f"wedge-grab:{self.path}", f"{self.path}: cannot take it for the companion alone ({exc})")
                device.close()
                self.link.failed()
                self.sleep(delay)
                delay = min(delay * 2, self.backoff[1])
                continue
            self._device = device
            self.grabbed.set()
            self.link.connected()
            delay = self.backoff[0]
            log.info("%s: reading it as a scanner%s", self.path, " (RFID)" if self.rfid else "")
            try:
                self.read(with_pauses(device, self.pause))
            except OSError as exc:  # unplugged
                if not self._stop.is_set():
                    warn_once(f"wedge-lost:{self.path}", f"{self.path}: lost ({exc}); waiting for it to come back")
            finally:
                self.grabbed.clear()
                self._device = None
                try:
                    device.ungrab()
                except OSError:
                    pass
                device.close()
            if not self._stop.is_set():
                self.link.lost()  # unplugged, or its events ended: either way it reads nothing now
                self.sleep(delay)

    def read(self, events: Iterable[Any]) -> None:
        """Turn ``events`` into commands until they end (or the wedge stops); ``None`` among them is a quiet
        moment (:func:`with_pauses`), which ends a line typed without Enter."""
        typer = LineTyper(self.max_line)
        last: float | None = None  # when the latest key came (evdev's stamp), if events carry one
        for event in events:
            if self._stop.is_set():
                return
            if event is None:
                self._hand_on(typer.end_partial(), paused=True)
                continue
            if event.type != EV_KEY:
                continue
            stamp = getattr(event, "timestamp", None)
            at = float(stamp()) if callable(stamp) else None
            if at is not None and last is not None and at - last >= self.pause:
                self._hand_on(typer.end_partial(), paused=True)
            last = at if at is not None else last
            self._hand_on(typer.key(event.code, event.value))

    def _hand_on(self, line: str | Reject | None, *, paused: bool = False) -> None:
        if line is None:
            return
        result = line if isinstance(line, Reject) else parse_typed(line, rfid=self.rfid)
        if isinstance(result, Reject):
            ended = f"ended by a pause of {self.pause:g} s, without Enter"
            self.on_reject(Reject(result.text, f"{result.reason} ({ended})") if paused else result)
        elif result is not None:
            self.sink(result)
