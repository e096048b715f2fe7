"""Pass buttons per seat, optional undo and confirm, on gpiozero.

One :class:`gpiozero.Button` per configured pin. A seat's button *clicked*
(pressed and released) means **pass**; *held* for ``hold_time`` (2 s) it means
"show my private info" and the release that follows is not a pass. That is why
a pass is sent on release: a hold must never also pass.

Callbacks run on gpiozero's threads, so they only hand a command to the sink
(the app passes something like ``lambda c: table.post(...)``); the main loop
acts on it.

Debouncing: the pin factory's own ``bounce_time`` filters glitches on the Pi
(lgpio), but mock pins ignore it, and a chattering contact can still produce
extra edges, so :class:`Contact` also applies a time-based guard with an
injectable clock: a click needs the button down at least ``bounce_time`` and
at least ``bounce_time`` after the previous click, and presses that follow a
release within ``bounce_time`` are bounce.

A button stuck down (a jammed cap, a shorted wire) must not stop the game:
it never completes a click, so it sends nothing, and the other buttons work
on. Held past ``stuck_after`` (30 s) it is reported as probably stuck: once
in the log, and to ``on_stuck`` each time (the players, who otherwise press a
dead button and see nothing happen), and again when it comes back up. Its
release is not a click: an undo or confirm button that was jammed for a
minute must not open the undo or confirm a dialog the moment it is freed.

Simulation: gpiozero's :class:`~gpiozero.pins.mock.MockFactory` (tests drive
``pin.drive_low()`` / ``drive_high()``), keyboard keys 1–6, U and Return via
:meth:`Buttons.key`, and on-screen buttons via :meth:`Buttons.press`.

Lit buttons: a button with an LED built in gets a :class:`gpiozero.PWMLED` on
the pin its settings name (an on/off :class:`gpiozero.LED` where the pin
factory has no PWM); :meth:`Buttons.light` sets every button's level at once
(lit while a press would do something). With mock pins, use
``MockFactory(pin_class=MockPWMPin)`` for PWM; the pin's ``state`` is the level.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from gpiozero import LED, PWMLED, Button
from gpiozero.exc import PinPWMUnsupported
from gpiozero.pins.mock import MockFactory

from companion.data_classes import dataclass

from .commands import Command, Confirm, Pass, ShowPrivate, Sink, Undo
from .fallback import warn_once
from .settings import ButtonSettings

Clock = Callable[[], float]


@dataclass(frozen=True, slots=True)
class Stuck:
    """Button ``name`` (``seat2``, ``undo``, ``confirm``) seems stuck down (``down``), or is back up."""

    name: str
    down: bool


StuckSink = Callable[[Stuck], None]
"""Where stuck buttons are told; called on gpiozero's threads, so it must only enqueue."""


class Contact:
    """Debounce bookkeeping for one button (time-based, clock injected)."""

    def __init__(self, bounce: float, clock: Clock) -> None:
        self.bounce = bounce
        self.clock = clock
        self.pressed_at: float | None = None
        self.last_release = -math.inf
        self.last_click = -math.inf
        self.held = False

    def press(self) -> bool:
        """Register a press edge; False when it is bounce after a release."""
        now = self.clock()
        if now - self.last_release < self.bounce:
            return False
        if self.pressed_at is None:
            self.pressed_at = now
            self.held = False
        return True

    def release(self) -> bool:
        """Register a release edge; True when it completes a click (not a hold, not bounce)."""
        now = self.clock()
        self.last_release = now
        if self.pressed_at is None or now - self.pressed_at < self.bounce:
            return False
        self.pressed_at = None
        if self.held or now - self.last_click < self.bounce:
            return False
        self.last_click = now
        return True

    def hold(self) -> bool:
        """The button has been down for the hold time; True the first time per press."""
        if self.pressed_at is None or self.held:
            return False
        self.held = True
        return True


KEYS: dict[str, str] = {str(n): f"seat{n}" for n in range(1, 7)} | {"u": "undo", "return": "confirm"}
"""pygame key names → button names: 1–6 pass for seats 1–6, U undoes, Return confirms."""


class Buttons:
    """The table's buttons; every click becomes a command handed to ``sink``.

    Button names are ``seat1`` … ``seatN``, ``undo`` and ``confirm``.
    """

    def __init__(
        self,
        settings: ButtonSettings,
        sink: Sink,
        *,
        pin_factory: Any = None,
        clock: Clock = time.monotonic,
        stuck_after: float = 30.0,
        on_stuck: StuckSink | None = None,
    ) -> None:
        self.settings = settings
        self.stuck_after = stuck_after
        self.on_stuck = on_stuck
        self.stuck: set[str] = set()
        """The buttons down past ``stuck_after`` and not yet released."""
        self.sink = sink
        self.pin_factory = pin_factory
        self.devices: dict[str, Button] = {}
        self.contacts: dict[str, Contact] = {}
        self.lights: dict[str, PWMLED | LED] = {}
        pins: dict[str, int] = {f"seat{seat + 1}": pin for seat, pin in enumerate(settings.seats)}
        if settings.undo is not None:
            pins["undo"] = settings.undo
        if settings.confirm is not None:
            pins["confirm"] = settings.confirm
        lights: dict[str, int] = {f"seat{seat + 1}": pin for seat, pin in enumerate(settings.seat_lights)}
        if settings.undo_light is not None:
            lights["undo"] = settings.undo_light
        if settings.confirm_light is not None:
            lights["confirm"] = settings.confirm_light
        try:
            for name, pin in pins.items():
                self._add(name, pin, clock)
            for name, pin in lights.items():
                self._add_light(name, pin)
        except BaseException:
            self.close()
            raise

    @property
    def simulated(self) -> bool:
        return isinstance(self.pin_factory, MockFactory)

    @property
    def names(self) -> list[str]:
        return list(self.devices)

    def pin(self, name: str) -> Any:
        """The pin object behind a button (a ``MockPin`` in simulation: ``drive_low()`` presses it)."""
        return self.devices[name].pin

    def _add(self, name: str, pin: int, clock: Clock) -> None:
        s = self.settings
        # hold_repeat: while a button stays down, when_held keeps firing, so a stuck one is noticed.
        button = Button(
            pin,
            pull_up=s.pull_up,
            bounce_time=s.bounce_time or None,
            hold_time=s.hold_time,
            hold_repeat=True,
            pin_factory=self.pin_factory,
        )
        contact = Contact(s.bounce_time, clock)
        self.devices[name] = button
        self.contacts[name] = contact
        button.when_pressed = lambda: contact.press()
        button.when_released = lambda: self._released(name)
        button.when_held = lambda: self._held(name)

    def _add_light(self, name: str, pin: int) -> None:
        try:
            self.lights[name] = PWMLED(pin, pin_factory=self.pin_factory)
        except PinPWMUnsupported:  # a factory without PWM: plain on/off
            self.lights[name] = LED(pin, pin_factory=self.pin_factory)

    def light(self, levels: dict[str, float]) -> None:
        """Set each button's LED to its level (0 off … 1 full; buttons not named go dark)."""
        for name, device in self.lights.items():
            level = max(0.0, min(1.0, float(levels.get(name, 0.0))))
            try:
                if isinstance(device, PWMLED):
                    device.value = level
                elif level > 0:
                    device.on()
                else:
                    device.off()
            except Exception as exc:  # a failing LED must not stop the game
                warn_once(f"buttons-light:{name}", f"buttons: the LED of {name} failed: {exc}")

    def level(self, name: str) -> float:
        """The level a button's LED shows now (0 when it has none)."""
        device = self.lights.get(name)
        return float(device.value) if device is not None else 0.0

    def _released(self, name: str) -> None:
        if self.contacts[name].release():
            self._emit(self._click_command(name))
        if name in self.stuck:
            self.stuck.discard(name)
            self._tell_stuck(Stuck(name, down=False))

    def _held(self, name: str) -> None:
        contact = self.contacts[name]
        if name.startswith("seat") and contact.hold():  # undo and confirm have no hold meaning
            self._emit(ShowPrivate(int(name[4:]) - 1))
        elif contact.pressed_at is not None and contact.clock() - contact.pressed_at >= self.stuck_after:
            if name in self.stuck:
                return
            contact.held = True  # its release is not a click: freed after being stuck, it does nothing
            self.stuck.add(name)
            warn_once(
                f"buttons-stuck:{name}",
                f"buttons: {name} has been down for over {self.stuck_after:g} s "
                "and may be stuck; it is ignored until it is released",
            )
            self._tell_stuck(Stuck(name, down=True))

    def _tell_stuck(self, news: Stuck) -> None:
        if self.on_stuck is None:
            return
        try:
            self.on_stuck(news)
        except Exception as exc:  # a broken sink must not kill gpiozero's callback thread
            warn_once("buttons-stuck-sink", f"buttons: could not tell {news}: {exc}")

    @staticmethod
    def _click_command(name: str) -> Command:
        if name == "undo":
            return Undo()
        if name == "confirm":
            return Confirm()
        return Pass(int(name[4:]) - 1)

    def _emit(self, command: Command) -> None:
        try:
            self.sink(command)
        except Exception as exc:  # a broken sink must not kill gpiozero's callback thread
            warn_once("buttons-sink", f"buttons: could not deliver {command}: {exc}")

    # -- what the PC window and keyboard call ------------------------------
    def press(self, seat: int) -> None:
        """An on-screen pass button for ``seat`` (0-based): the same command a click sends."""
        self._emit(Pass(seat))

    def show_private(self, seat: int) -> None:
        """An on-screen "show my info" (the equivalent of holding the seat's button)."""
        self._emit(ShowPrivate(seat))

    def click(self, name: str) -> None:
        """Act as if the named button was clicked (on-screen undo/confirm, keys)."""
        if name not in self.devices and not name.startswith("seat"):
            raise KeyError(name)
        self._emit(self._click_command(name))

    def key(self, key_name: str) -> bool:
        """Handle a pygame key name (``pygame.key.name``); True when it was a button key."""
        name = KEYS.get(key_name.lower())
        if name is None or (name not in self.devices and not name.startswith("seat")):
            return False
        if name.startswith("seat") and int(name[4:]) > len(self.settings.seats):
            return False
        self.click(name)
        return True

    def close(self) -> None:
        for button in self.devices.values():
            button.close()
        self.devices.clear()
        for light in self.lights.values():
            light.close()
        self.lights.clear()
