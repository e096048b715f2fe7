"""Building every device from the settings, in one place.

The app wires the hardware in a few lines::

    devices = open_devices(config.hardware, sink=lambda cmd: table.post(lambda t: handle(t, cmd)))
    ...
    devices.close()

``backend`` chooses the implementations, the way gpiozero's pin factory does:

* ``simulated`` — simulated strip, mock pins, no serial port unless one is
  configured, no keyboard-wedge scanners, sound through pygame (silent where
  there is no audio device);
* ``real`` — the Pi's devices; any that cannot start falls back to its
  simulated backend with one warning;
* ``auto`` — like ``real``, but a machine without the Pi libraries falls back
  with an info message instead of a warning (a PC is expected to lack them).

The environment variable ``COMPANION_HARDWARE`` overrides the setting (read by
:mod:`companion.config`).
"""

from __future__ import annotations

import logging
import queue
import time
import warnings
from collections.abc import Callable
from dataclasses import field
from typing import TypeVar

from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.data_classes import dataclass

from .buttons import Buttons, Clock, StuckSink
from .commands import Command, Sink
from .fallback import log, warn_once
from .keyboard_wedge import KeyboardWedge
from .links import LinkSink
from .serial_line import Reject
from .serial_port import SerialInput
from .settings import HardwareSettings
from .sound import SoundPlayer
from .strip import GuardedStrip, SimulatedStrip, open_real_strip

T = TypeVar("T")


@dataclass
class Devices:
    """The table's devices. ``inbox`` collects commands when no sink was given."""

    settings: HardwareSettings
    strip: GuardedStrip
    buttons: Buttons
    serial: SerialInput
    sound: SoundPlayer
    inbox: queue.SimpleQueue[Command] = field(default_factory=queue.SimpleQueue)
    #: Keyboard-wedge scanners and card readers, each grabbed on its own thread.
    scanners: list[KeyboardWedge] = field(default_factory=list)
    fallbacks: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    """The kinds of the real devices that were expected and did not start ("lights", "buttons"), each warned
    about: the players are told. A PC without the Pi's libraries under ``auto`` expects none of them."""

    def missing(self) -> list[str]:
        """What the players should be told is missing, by kind: the devices in :attr:`failed` (but not the
        lights once a strip that did not open has come back), and "sound" when no audio device plays the cues
        (unless the cues are muted anyway).

        A front-end says each in its own words, once, at a moment that interrupts nobody: the warnings in
        the log are for whoever looks after the machine, in English, with the device's own error.
        """
        silent = not self.sound.available and not self.sound.muted
        failed = [kind for kind in self.failed if not (kind == "lights" and self.strip.running_again)]
        return [*failed, *(["sound"] if silent else [])]

    def drain(self) -> list[Command]:
        """Commands collected in :attr:`inbox` so far (when ``open_devices`` got no sink)."""
        out: list[Command] = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        """Release everything; safe to call twice."""
        closers = [self.serial.stop, *(scanner.stop for scanner in self.scanners)]
        for closer in (*closers, self.buttons.close, self.strip.deinit, self.sound.close):
            try:
                closer()
            except Exception as exc:  # closing must finish whatever one device does
                log.debug("closing a device failed: %s", exc)

    def __enter__(self) -> Devices:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


LASTING_STRIP_FAILURES = (ImportError, NotImplementedError, ValueError)
"""Why a real strip may not open that waiting does not mend: no driver library, a machine without the bus or the
pin, a driver that cannot drive the configured pin. Any other failure (the SPI or PWM device missing, busy or not
yet permitted at boot) is tried again at a calm pace, as for a strip that fails during play."""


class Unavailable(Exception):
    """A real device failed after gpiozero tried its pin libraries; the message says both, on one line."""


def quietly(name: str, make: Callable[[], T]) -> T:
    """Run ``make`` with gpiozero's per-library fallback warnings folded into one line.

    Without a GPIO library gpiozero warns once per pin library it tries (lgpio, RPi.GPIO, pigpio, native):
    four warnings before the one that matters. They are caught here; if the device then fails, the
    :class:`Unavailable` it raises names them; if it works, they are one debug line.
    """
    from gpiozero.exc import PinFactoryFallback

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PinFactoryFallback)
        try:
            made = make()
        except Exception as exc:
            tried = [str(w.message) for w in caught if issubclass(w.category, PinFactoryFallback)]
            if not tried:
                raise
            libraries = "; ".join(t.removeprefix("Falling back from ") for t in tried)
            raise Unavailable(f"no GPIO pins: {type(exc).__name__}: {exc} (tried {libraries})") from exc
        finally:
            for other in caught:  # anything else is not ours to swallow
                if not issubclass(other.category, PinFactoryFallback):
                    warnings.warn_explicit(other.message, other.category, other.filename, other.lineno)
    tried = [str(w.message) for w in caught if issubclass(w.category, PinFactoryFallback)]
    if tried:
        log.debug("%s: %s", name, "; ".join(tried))
    return made


def open_devices(
    settings: HardwareSettings,
    sink: Sink | None = None,
    *,
    on_reject: Callable[[Reject], None] | None = None,
    clock: Clock = time.monotonic,
    start_serial: bool = True,
    on_link: LinkSink | None = None,
    on_stuck: StuckSink | None = None,
) -> Devices:
    """Open every device for ``settings``; never raises for missing hardware.

    ``on_link`` hears when a scanner, card reader or serial peripheral is
    missing, drops or comes back (:mod:`companion.hardware.links`), on the
    device's thread: it too must only enqueue.

    ``sink`` receives commands from buttons and serial peripherals on their
    own threads; it must only enqueue (``table.post``). Without a sink they
    go to :attr:`Devices.inbox`.

    ``on_stuck`` hears when a button seems stuck down and when it is back up
    (:class:`~companion.hardware.buttons.Stuck`), on gpiozero's threads.
    """
    inbox: queue.SimpleQueue[Command] = queue.SimpleQueue()
    deliver = sink or inbox.put
    real = settings.backend in ("real", "auto")
    fallbacks: list[str] = []
    failed: list[str] = []

    later: dict[str, Exception] = {}  # the devices that did not start and are tried again, told by themselves

    def fallback(
        name: str,
        kind: str,
        make_real: Callable[[], T],
        make_simulated: Callable[[], T],
        retried: Callable[[Exception], bool] = lambda exc: False,
    ) -> T:
        if real:
            try:
                return quietly(name, make_real)
            except Exception as exc:  # ImportError, not a Pi, permission denied, busy pin ...
                fallbacks.append(name)
                reason = str(exc) if isinstance(exc, Unavailable) else f"{type(exc).__name__}: {exc}"
                message = f"{name}: real device unavailable ({reason}); using the simulated one"
                if settings.backend == "auto" and isinstance(exc, ImportError | NotImplementedError | Unavailable):
                    log.log(logging.INFO, message)
                elif retried(exc):
                    later[name] = exc
                    failed.append(kind)
                else:
                    warn_once(f"start:{name}", message)
                    failed.append(kind)
        return make_simulated()

    s = settings.strip
    backend = fallback(
        "LED strip",
        "lights",
        lambda: open_real_strip(s),
        lambda: SimulatedStrip(s.count, brightness=s.brightness),
        retried=lambda exc: not isinstance(exc, LASTING_STRIP_FAILURES),
    )
    # A real strip that fails during play, or that did not open (its device missing or busy at boot), is opened
    # afresh at each attempt to bring it back.
    failed_to_open = later.get("LED strip")
    reopen = None if isinstance(backend, SimulatedStrip) and failed_to_open is None else (lambda: open_real_strip(s))
    strip = GuardedStrip(backend, reopen=reopen, clock=clock)
    if failed_to_open is not None:
        strip.failed_to_open(failed_to_open)
    buttons = fallback(
        "buttons",
        "buttons",
        lambda: Buttons(settings.buttons, deliver, clock=clock, on_stuck=on_stuck),
        lambda: Buttons(
            settings.buttons, deliver, pin_factory=MockFactory(pin_class=MockPWMPin), clock=clock, on_stuck=on_stuck
        ),
    )
    pause = settings.scanners.pause  # one pause ends a scan sent without an end of line, whichever the scanner
    serial_input = SerialInput(settings.serial, deliver, on_reject=on_reject, on_link=on_link, pause=pause)
    if start_serial:
        serial_input.start()
    scanners: list[KeyboardWedge] = []
    if real:  # a PC window reads its own keyboard; only the appliance grabs input devices
        for path in settings.scanners.devices:
            scanner = KeyboardWedge(
                path,
                deliver,
                rfid=path in settings.scanners.rfid,
                on_reject=on_reject,
                max_line=settings.scanners.max_line,
                on_link=on_link,
                pause=pause,
            )
            scanners.append(scanner.start() if start_serial else scanner)
    sound = SoundPlayer(settings.sound)
    return Devices(
        settings, strip, buttons, serial_input, sound, inbox, scanners=scanners, fallbacks=fallbacks, failed=failed
    )
