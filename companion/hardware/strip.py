"""LED strips with the NeoPixel API: a real one on the Pi, a simulated one anywhere.

Everything above this module talks to a :class:`Strip`: ``n``, item and slice
assignment, ``fill``, ``show``, ``brightness`` and ``auto_write``, exactly as
``neopixel.NeoPixel`` offers them. The simulated strip *is* Adafruit's
pure-Python :class:`adafruit_pixelbuf.PixelBuf` (the class NeoPixel itself is
built on), so brightness scaling, slicing and ``auto_write`` behave the same
by construction; it records each shown frame for the PC window, PNG snapshots
and tests.

Real backends (the ``pi`` extra), all from ``adafruit-circuitpython-neopixel``:

* ``spi`` — ``neopixel_spi.NeoPixel_SPI`` on the SPI MOSI pin, **GPIO10**. Works
  on every Pi without root (enable SPI with ``raspi-config``); the default.
* ``neopixel`` — ``neopixel.NeoPixel(board.D18, ...)``: PWM through
  rpi_ws281x on a Pi 4 and earlier (GPIO18, needs root, and the onboard
  analogue audio must be off). On a Pi 5 Blinka routes the same class through
  ``adafruit-blinka-raspberry-pi5-neopixel`` (the RP1's PIO), any GPIO, no root.

:class:`GuardedStrip` wraps whichever backend runs so that a failing ``show``
degrades to the simulated strip with one warning instead of stopping a game,
and tries the real strip again at a calm pace, so a strip that comes back (a
loose connector re-seated, its supply switched on again) lights again.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from adafruit_pixelbuf import PixelBuf

from .fallback import log, warn_once
from .settings import StripSettings

RGB = tuple[int, int, int]
Color = int | tuple[int, int, int] | tuple[int, int, int, int]


@runtime_checkable
class Strip(Protocol):
    """The NeoPixel API the rest of the project uses."""

    auto_write: bool

    @property
    def n(self) -> int: ...

    @property
    def brightness(self) -> float: ...

    @brightness.setter
    def brightness(self, value: float) -> None: ...

    def __len__(self) -> int: ...

    def __setitem__(self, index: int | slice, value: Any) -> None: ...

    def __getitem__(self, index: int | slice) -> Any: ...

    def fill(self, color: Color) -> None: ...

    def show(self) -> None: ...

    def deinit(self) -> None: ...


class SimulatedStrip(PixelBuf):  # type: ignore[misc]  # PixelBuf ships untyped: the Strip protocol types what we use
    """A PixelBuf that records what it would have sent to the LEDs.

    ``frames`` keeps the most recent shown frames (``history`` of them) as
    tuples of ``(r, g, b)`` after brightness, i.e. what the LEDs would emit;
    ``shows`` counts every ``show()``. The byte order is RGB because nothing
    physical decodes it.
    """

    def __init__(self, n: int, *, brightness: float = 1.0, auto_write: bool = False, history: int = 256) -> None:
        self.frames: deque[tuple[RGB, ...]] = deque(maxlen=history)
        self.shows = 0
        super().__init__(n, byteorder="RGB", brightness=brightness, auto_write=auto_write)

    @property
    def n(self) -> int:
        """The number of pixels (NeoPixel's name for ``len``)."""
        return len(self)

    def _transmit(self, buffer: bytearray) -> None:
        data = bytes(buffer)
        self.frames.append(tuple((data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)))
        self.shows += 1

    @property
    def frame(self) -> tuple[RGB, ...]:
        """The last shown frame (all dark before the first ``show``): what the PC window draws."""
        return self.frames[-1] if self.frames else ((0, 0, 0),) * len(self)

    def deinit(self) -> None:
        """Nothing to release; present for NeoPixel parity."""

    def __enter__(self) -> SimulatedStrip:
        return self

    def __exit__(self, *exc: object) -> None:
        self.deinit()


def open_real_strip(settings: StripSettings) -> Strip:
    """Open the NeoPixel strip described by ``settings``; raises if it cannot.

    Imports happen here so that a PC without Blinka never loads them.
    """
    driver = settings.driver
    if driver == "auto":
        driver = "spi" if settings.pin == 10 else "neopixel"
    if driver == "spi":
        if settings.pin != 10:
            raise ValueError(f"the SPI driver drives GPIO10 (MOSI), not GPIO{settings.pin}")
        import board
        import neopixel_spi

        if not hasattr(board, "SPI"):  # Blinka on a machine that is not a Pi (a PC): no bus to drive
            raise NotImplementedError(f"this machine has no SPI bus for the strip (board: {board.board_id})")
        return neopixel_spi.NeoPixel_SPI(
            board.SPI(),
            settings.count,
            pixel_order=settings.order,
            brightness=settings.brightness,
            auto_write=False,
        )
    import board
    import neopixel

    pin = getattr(board, f"D{settings.pin}", None)
    if pin is None:  # Blinka on a machine that is not a Pi, or a pin this board lacks
        raise NotImplementedError(f"this machine has no GPIO{settings.pin} for the strip (board: {board.board_id})")
    return neopixel.NeoPixel(
        pin,
        settings.count,
        pixel_order=settings.order,
        brightness=settings.brightness,
        auto_write=False,
    )


def _forwarded(name: str) -> property:
    """A read-write property that lives on the current backend."""
    return property(
        lambda self: getattr(self.backend, name),
        lambda self, value: setattr(self.backend, name, value),
        doc=f"The backend's ``{name}``.",
    )


class GuardedStrip:
    """A strip whose backend may be swapped for a simulated one when it fails, and back when it works again.

    Pixel writes are cheap buffer operations; only ``show`` talks to hardware,
    so only ``show`` is guarded. When it raises, the current pixels move to a
    :class:`SimulatedStrip`, one warning is logged, :attr:`on_lost` tells the
    players (the board went dark under them), and the game goes on.

    A failed strip is tried again with backoff (``backoff``: 1 s doubling to a
    minute), at the next ``show`` or :meth:`keep_trying` once the wait is over:
    ``reopen`` opens the real strip afresh (its driver released and claimed
    again), or without it the failed backend is shown again. The first attempt
    that shows the current pixels puts the real strip back, said once in the
    log. Each kind of failure (its exception and message) is a warning the
    first time only, so a strip left unplugged all evening logs a line or two,
    not one a frame. A strip that fails again soon after coming back (a loose
    connector) keeps its backoff growing and is *flapping*: the players, told it
    was back, are told once that it keeps dropping out (:attr:`on_flapping`),
    and nothing more of its flaps, neither its failures nor its returns, until it
    has held ``stable`` seconds (a minute): then it is told back (:attr:`on_back`),
    and a later failure is news again (:attr:`on_lost`).

    A real strip that did not even open at start-up (its SPI or PWM device
    missing or busy at boot) is tried again the same way: the simulated strip
    stands in from the start (:meth:`failed_to_open`).
    """

    def __init__(
        self,
        backend: Strip,
        name: str = "LED strip",
        *,
        reopen: Callable[[], Strip] | None = None,
        clock: Callable[[], float] = time.monotonic,
        backoff: tuple[float, float] = (1.0, 60.0),
        stable: float = 60.0,
    ) -> None:
        self.backend = backend
        self.name = name
        self.reopen = reopen
        self.clock = clock
        self.backoff = backoff
        self.stable = stable
        self.on_lost: Callable[[], None] | None = None
        """Called when the real strip fails during play (not for one that fails soon after coming back: that is
        :attr:`on_flapping`), on the thread that showed the frame (the main loop's)."""
        self.on_flapping: Callable[[], None] | None = None
        """Called when the real strip fails again soon after coming back (within ``stable`` seconds), once until
        it has held ``stable`` seconds: the players, told it was back, must not go on believing it works; on the
        main loop's thread as :attr:`on_lost`."""
        self.on_back: Callable[[], None] | None = None
        """Called each time the real strip is back (after failing during play or to open at start-up), on the
        main loop's thread as :attr:`on_lost`: whoever told the players the board went dark tells them it is lit
        again. A flapping strip is not back at each return, only once it has held ``stable`` seconds."""
        self.failed: Strip | None = None
        """The real strip that failed, while the simulated one stands in for it and it is shown again at each
        attempt (None: the real one runs, there never was one, or ``reopen`` opens it afresh)."""
        self.retry_at: float | None = None
        """When the real strip is tried again (None: nothing to try)."""
        self.delay = backoff[0]
        self.attempts = 0  # attempts to bring the real strip back, so far
        self.back_at: float | None = None  # when the real strip last came back
        self.flapping = False
        """Whether the real strip failed again soon after coming back and has not held ``stable`` seconds since:
        its failures and returns are then the log's only (the players were told once, :attr:`on_flapping`)."""

    @property
    def simulated(self) -> SimulatedStrip | None:
        """The simulated backend, if that is what runs now (the PC window draws it)."""
        return self.backend if isinstance(self.backend, SimulatedStrip) else None

    @property
    def degraded(self) -> bool:
        """Whether the real strip failed and the simulated one stands in for it until it is back."""
        return self.retry_at is not None

    @property
    def n(self) -> int:
        return len(self.backend)

    def __len__(self) -> int:
        return len(self.backend)

    brightness = _forwarded("brightness")
    auto_write = _forwarded("auto_write")

    def __getitem__(self, index: int | slice) -> Any:
        return self.backend[index]

    def __setitem__(self, index: int | slice, value: Any) -> None:
        self.backend[index] = value

    def fill(self, color: Color) -> None:
        self.backend.fill(color)

    def show(self) -> None:
        if self.degraded and self.keep_trying():
            return  # back: the real strip has just shown these pixels
        try:
            self.backend.show()
        except Exception as exc:  # any driver failure: SPI gone, permission lost, ...
            self._degrade(exc)
            self.backend.show()
            return
        self._settle()  # a flapping strip is told back once a frame shows after it held, not before one fails

    def keep_trying(self) -> bool:
        """Try the failed real strip again if its wait is over (the main loop calls it each round, so a board
        that does not change lights again too); True when it is back, showing the current pixels. A flapping
        strip that has held ``stable`` seconds since its return is told back here (:meth:`_settle`)."""
        if self.retry_at is None:
            self._settle()
            return False
        if self.clock() < self.retry_at:
            return False
        self.attempts += 1
        stand_in, candidate = self.backend, self.failed
        try:
            if self.reopen is not None:
                candidate = self.reopen()
            assert candidate is not None
            candidate.auto_write = False
            candidate.brightness = stand_in.brightness
            candidate[:] = [tuple(stand_in[i][:3]) for i in range(min(len(stand_in), len(candidate)))]
            candidate.show()
        except Exception as exc:  # still failing: wait longer
            self._say_once(exc, "still not working")
            if self.reopen is not None and candidate is not None:
                _release(candidate)
            self.delay = min(self.delay * 2, self.backoff[1])
            self.retry_at = self.clock() + self.delay
            return False
        self.backend, self.failed, self.retry_at = candidate, None, None
        self.back_at = self.clock()
        log.info("%s is back after %d attempt(s): lighting the board again", self.name, self.attempts)
        if not self.flapping:  # a flapping strip is told back once it holds (:meth:`_settle`)
            self._tell(self.on_back, "back")
        return True

    def _settle(self) -> None:
        """A flapping strip back and holding for ``stable`` seconds is no longer flapping: told back, once."""
        if not self.flapping or self.degraded or self.back_at is None or self.clock() - self.back_at < self.stable:
            return
        self.flapping = False
        log.info("%s has held %g s since it came back: no longer dropping out", self.name, self.stable)
        self._tell(self.on_back, "back")

    def failed_to_open(self, exc: Exception) -> None:
        """The real strip did not open at start-up (its SPI or PWM device missing or busy at boot) and the
        simulated one stands in: it is tried again like a strip that fails during play, with the same backoff
        and each kind of failure logged once, and shows the current pixels as soon as it opens. The players
        are told by the devices missing at start (:meth:`companion.hardware.devices.Devices.missing`), not by
        :attr:`on_lost`."""
        if self.reopen is None:
            raise ValueError("a strip that did not open needs reopen to be tried again")
        self._say_once(exc, "did not open")
        self.failed = None
        self.delay = self.backoff[0]
        self.retry_at = self.clock() + self.delay
        self.attempts = 0

    @property
    def running_again(self) -> bool:
        """Whether the real strip came back (after failing to open or failing during play) and runs now."""
        return self.back_at is not None and not self.degraded

    def deinit(self) -> None:
        try:
            self.backend.deinit()
        except Exception as exc:
            warn_once(f"strip-deinit:{self.name}", f"{self.name}: could not release the strip: {exc}")
        if self.failed is not None and self.reopen is None:
            _release(self.failed)

    def _degrade(self, exc: Exception) -> None:
        old = self.backend
        pixels: Sequence[Any] = [old[i][:3] for i in range(len(old))]
        replacement = SimulatedStrip(len(old), brightness=old.brightness)
        replacement[:] = [tuple(p) for p in pixels]
        self.backend = replacement
        self._say_once(exc, "stopped working")
        if self.reopen is not None:
            _release(old)  # opened afresh at the next attempt
            self.failed = None
        else:
            self.failed = old  # shown again at the next attempt
        now = self.clock()
        soon = self.back_at is not None and now - self.back_at < self.stable
        self.delay = min(self.delay * 2, self.backoff[1]) if soon else self.backoff[0]
        self.retry_at = now + self.delay
        self.attempts = 0
        if not soon:  # a first failure, or one after the strip held: news, even after flapping long ago
            self.flapping = False
            self._tell(self.on_lost, "stopped")
            return
        log.info(
            "%s failed again %.0f s after coming back; trying it again in %g s",
            self.name,
            now - (self.back_at or now),
            self.delay,
        )
        if not self.flapping:  # told once; its next flaps are the log's until it holds
            self.flapping = True
            self._tell(self.on_flapping, "keeps failing")

    def _tell(self, tell: Callable[[], None] | None, what: str) -> None:
        """Tell the players (``on_lost``, ``on_flapping`` or ``on_back``): a failure to tell them must not stop the
        game either."""
        if tell is not None:
            try:
                tell()
            except Exception:
                log.exception("telling that the LED strip %s failed", what)

    def _say_once(self, exc: Exception, what: str) -> None:
        """A warning the first time this kind of failure is seen, debug lines after (a strip unplugged all evening
        fails the same way at every attempt)."""
        kind = f"{type(exc).__name__}: {exc}"
        warn_once(
            f"strip-runtime:{self.name}:{kind}",
            f"{self.name} {what} ({kind}); using the simulated strip and trying it again at a calm pace",
        )


def _release(strip: Strip) -> None:
    try:
        strip.deinit()
    except Exception:  # the strip is already broken; nothing more to say
        pass
