"""``companion selftest``: check every device a table has.

Interactive (on the Pi): chase every LED, wait for each configured button in
turn (with a timeout), echo what the serial peripheral sends for a while, and
play each cue. ``--auto`` runs the same checks against simulated devices
(mock pins it drives itself, a ``loop://`` serial port it writes to, SDL's
dummy audio) and verifies the results, so CI can run it; any failure makes
the exit status 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TextIO

from companion.hardware.commands import Bid, Command, Die, Pass, Rfid, ShowPrivate, Tile
from companion.hardware.devices import Devices, open_devices
from companion.hardware.serial_line import Reject

from .config import Config, ConfigError, load_config
from .sounds import all_cues

SERIAL_SCRIPT = "TILE 5C\r\nPASS 3\nBID 3 12\nDIE 4\nRFID 0a1b2c3d\n7F\nHELLO\n"
SERIAL_EXPECTED: list[Command | Reject] = [
    Tile("5C"),
    Pass(2),
    Bid(2, 12),
    Die(4),
    Rfid("0A1B2C3D"),
    Tile("7F"),
    Reject("HELLO", "unknown command 'HELLO'"),
]
CUES = all_cues()


class ManualClock:
    """The self-test's own clock for the button debouncer: it moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class SelfTest:
    def __init__(
        self, config: Config, *, auto: bool, out: TextIO | None = None, timeout: float = 10.0, listen: float = 10.0
    ) -> None:
        self.auto = auto
        self.out = out or sys.stdout
        self.timeout = timeout
        self.listen = listen
        self.failures: list[str] = []
        self.received: list[Command | Reject] = []
        # The automatic run presses pins itself and moves the debouncer's clock; a person's presses take real time.
        self.manual = ManualClock() if auto else None
        self.clock: Callable[[], float] = self.manual or time.monotonic
        settings = config.hardware
        if auto:
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
            settings = replace(
                settings,
                backend="simulated",
                serial=replace(settings.serial, port="loop://"),
                buttons=replace(settings.buttons, hold_time=0.05),
            )
        self.settings = settings
        self.devices: Devices = open_devices(
            settings, sink=self.received.append, on_reject=self.received.append, clock=self.clock
        )

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def check(self, name: str, step: Callable[[], str]) -> None:
        try:
            summary = step()
        except AssertionError as exc:
            self.failures.append(f"{name}: {exc}")
            self.say(f"{name}: FAILED: {exc}")
            return
        except Exception as exc:  # a self-test reports, it does not crash
            self.failures.append(f"{name}: {type(exc).__name__}: {exc}")
            self.say(f"{name}: FAILED: {type(exc).__name__}: {exc}")
            return
        self.say(f"{name}: ok ({summary})")

    def run(self) -> int:
        try:
            for fallback in self.devices.fallbacks:
                self.say(f"note: {fallback} fell back to the simulated device")
            self.check("LEDs", self.leds)
            self.check("buttons", self.buttons)
            self.check("serial", self.serial)
            self.check("sound", self.sound)
        finally:
            self.devices.close()
        if self.failures:
            self.say(f"selftest: {len(self.failures)} failure(s)")
            return 1
        self.say("selftest: all devices ok")
        return 0

    # -- the steps ---------------------------------------------------------
    def leds(self) -> str:
        strip = self.devices.strip
        if not self.auto:
            self.say(f"LEDs: watch a white dot run along all {strip.n} LEDs")
        for index in range(strip.n):
            strip.fill((0, 0, 0))
            strip[index] = (255, 255, 255)
            strip.show()
            simulated = strip.simulated
            if self.auto:
                assert simulated is not None, "the strip is not simulated"
                lit = [i for i, pixel in enumerate(simulated.frame) if any(pixel)]
                assert lit == [index], f"step {index} lit {lit[:5]} instead of [{index}]"
            else:
                time.sleep(0.02)
        strip.fill((0, 0, 0))
        strip.show()
        return f"{strip.n} LEDs chased"

    def _wait_for(self, expected: Command, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if expected in self.received:
                self.received.remove(expected)
                return True
            time.sleep(0.01)
        return False

    def _advance(self, seconds: float) -> None:
        assert self.manual is not None, "only the automatic run moves the clock"
        self.manual.advance(seconds)

    def buttons(self) -> str:
        buttons = self.devices.buttons
        if not self.auto and buttons.simulated:
            # Mock pins (a PC, or a Pi without GPIO access): nobody can press one, so waiting for each would only
            # end in a failure per button after its timeout. The automatic run drives them and checks them.
            count = len(buttons.names)
            return (
                f"{count} simulated buttons, nothing to press here, skipped ('companion selftest --auto' drives them)"
            )
        expected = {name: buttons._click_command(name) for name in buttons.names}
        for name, command in expected.items():
            if self.auto:
                pin = buttons.pin(name)
                pin.drive_low()
                self._advance(0.2)
                pin.drive_high()
                self._advance(0.2)
                assert self._wait_for(command, 1.0), f"{name} (GPIO{pin.info.name}) sent nothing"
            else:
                self.say(f"buttons: press {name} (within {self.timeout:g} s)")
                assert self._wait_for(command, self.timeout), f"no press of {name} within {self.timeout:g} s"
        if self.auto and "seat1" in expected:
            pin = buttons.pin("seat1")
            pin.drive_low()
            held = self._wait_for(ShowPrivate(0), 2.0)
            self._advance(0.5)
            pin.drive_high()
            assert held, "holding seat1 did not ask for private info"
            assert Pass(0) not in self.received, "a hold also passed"
        return f"{len(expected)} buttons answered"

    def serial(self) -> str:
        port = self.devices.serial
        if not self.auto:
            if port.simulated:
                return "no port configured, skipped"
            self.say(f"serial: listening on {self.settings.serial.port} for {self.listen:g} s; send some lines")
            self.received.clear()
            deadline = time.monotonic() + self.listen
            while time.monotonic() < deadline:
                while self.received:
                    item = self.received.pop(0)
                    self.say(f"serial: {item}")
                    port.write_line(f"ECHO {item}")
                time.sleep(0.05)
            return "listened"
        assert port.connected.wait(2.0), "loop:// did not open"
        self.received.clear()
        assert port.write_line(SERIAL_SCRIPT.rstrip("\n")), "could not write to loop://"
        deadline = time.monotonic() + 2.0
        while len(self.received) < len(SERIAL_EXPECTED) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert self.received == SERIAL_EXPECTED, f"parsed {self.received}, expected {SERIAL_EXPECTED}"
        return f"{len(SERIAL_EXPECTED)} lines echoed through loop://"

    def sound(self) -> str:
        player = self.devices.sound
        missing = [cue for cue in CUES if cue not in player.cues]
        assert not missing or not player.available, f"missing cues: {', '.join(missing)}"
        if not player.available:
            assert not self.auto, "no mixer even with the dummy driver"
            return "no audio device; cues are silent"
        if player.muted or player.volume <= 0:
            return "muted in the configuration"
        for cue in CUES:
            if not self.auto:
                self.say(f"sound: {cue}")
            assert player.play(cue), f"{cue} did not play"
            if not self.auto:
                time.sleep(0.6)
        return f"{len(CUES)} cues played"


def run_command(args: argparse.Namespace) -> int:
    """The ``companion selftest`` subcommand."""
    try:
        config = load_config(getattr(args, "config", None))
    except ConfigError as exc:
        print(f"selftest: {exc}", file=sys.stderr)
        return 2
    return SelfTest(config, auto=args.auto, timeout=args.timeout).run()
