"""Hardware failing in the middle of a game: the game goes on, and the companion says so exactly once.

Each test plays a whole random game through the table with simulated
hardware wired as in ``companion/hardware/README.md`` (``bench/rig.py``), breaks one
device part-way, keeps playing to the end, and checks that every move after
the fault still went through, the journal replays to the same game, and the
log holds exactly one warning about it.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory

from bench.rig import Rig, SimClock
from companion.core import replay
from companion.core.journal import read
from companion.hardware.buttons import Buttons
from companion.hardware.commands import Pass, ShowPrivate
from companion.hardware.settings import ButtonSettings
from companion.hardware.strip import SimulatedStrip
from tests.waiting import wait_until

from .helpers import fingerprint


class DyingStrip(SimulatedStrip):
    """An LED strip whose driver starts failing after ``good`` frames (SPI gone, permission lost)."""

    def __init__(self, n: int, good: int) -> None:
        super().__init__(n)
        self.good = good
        self.failures = 0

    def show(self) -> None:
        if self.shows >= self.good:
            self.failures += 1
            raise OSError(5, "Input/output error: /dev/spidev0.0")
        super().show()


class VanishingSound:
    """A pygame Sound whose device disappears after ``good`` plays."""

    def __init__(self, counter: dict[str, int], good: int) -> None:
        self.counter, self.good = counter, good

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        self.counter["plays"] += 1
        if self.counter["plays"] > self.good:
            raise RuntimeError("ALSA: snd_pcm_writei: No such device")


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def finish_and_check(rig: Rig) -> int:
    """Play to the end; the journal must replay to the live state. Returns the moves made."""
    moves = rig.play_out()
    assert rig.table.over
    loaded = read(rig.table.writer.path)
    assert fingerprint(replay(rig.engine, loaded.header, loaded.entries).state) == fingerprint(rig.table.state)
    return moves


@pytest.mark.parametrize("game", ["acquire", "bigshot"])
def test_the_led_strip_failing_mid_game(game: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO), Rig(game, 4, 3, tmp_path, durable=False, clock=SimClock()) as rig:
        dying = DyingStrip(len(rig.devices.strip), good=5)
        rig.devices.strip.backend = dying
        moves = finish_and_check(rig)
        # the simulated strip takes over; the dead one is tried again now and then, never at every frame
        assert rig.devices.strip.simulated is not None and rig.devices.strip.simulated.shows > 20
        assert rig.lights.pushes > 20 and moves > 50
        assert 1 < dying.failures < rig.lights.pushes / 4, (dying.failures, rig.lights.pushes)
    said = warnings(caplog)
    assert len(said) == 1 and "stopped working" in said[0] and "OSError" in said[0], said


@pytest.mark.parametrize("game", ["acquire", "bigshot"])
def test_the_audio_device_vanishing_mid_game(game: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO), Rig(game, 4, 4, tmp_path, durable=False, clock=SimClock()) as rig:
        sound = rig.devices.sound
        assert sound.available, "the dummy SDL audio driver should give a mixer"
        counter = {"plays": 0}
        sound.cues = {name: VanishingSound(counter, good=10) for name in sound.cues}
        finish_and_check(rig)
        # every later cue is still tried (a speaker plugged back in would be heard), silently: one warning below
        assert counter["plays"] > 11 and not sound.available and sound.lost
        assert len(rig.updates) > 50
    said = warnings(caplog)
    assert len(said) == 1 and "sound stopped working" in said[0], said


def count_holds(buttons: Buttons, name: str) -> list[int]:
    """How many times the button's hold has fired and been handled so far, in a list gpiozero's thread updates.

    The held button repeats its hold every ``hold_time`` on gpiozero's thread; each is counted once Buttons
    has handled it (its warning, if any, already logged).
    """
    device = buttons.devices[name]
    handle = device.when_held
    fired = [0]

    def counted() -> None:
        handle()
        fired[0] += 1

    device.when_held = counted
    return fired


def test_a_seat_button_stuck_down(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Seat 1's button jams: it never passes (nor flickers private panels); seat 2's button still works."""
    clock = SimClock(step=0.0)
    with caplog.at_level(logging.INFO), Rig("bigshot", 4, 5, tmp_path, durable=False, clock=clock) as rig:
        rig.devices.buttons.close()
        heard: list[object] = []

        def sink(command: object) -> None:
            heard.append(command)
            rig.sink(command)  # type: ignore[arg-type]

        buttons = Buttons(
            ButtonSettings(hold_time=0.01, bounce_time=0.0),
            sink,
            pin_factory=MockFactory(),
            clock=clock,
            stuck_after=30.0,
        )
        rig.devices.buttons = buttons
        holds = count_holds(buttons, "seat1")
        stuck = buttons.pin("seat1")
        stuck.drive_low()
        # gpiozero's own thread sees the hold: waited for as long as a loaded machine takes to schedule it
        wait_until(lambda: ShowPrivate(0) in heard, "the held button's private panel", seen=lambda: heard)
        clock.now += 45.0  # three quarters of a minute later, still down
        wait_until(lambda: warnings(caplog), "the warning about the stuck button")
        # two more repeats of the hold begun after the warning was logged (the third from now: the one under way
        # may be the one that logged it), each of them a stuck button past 30 s: counted, not slept through
        after = holds[0] + 3
        wait_until(lambda: holds[0] >= after, "more repeats of the hold", seen=lambda: holds[0])
        assert len(warnings(caplog)) == 1, warnings(caplog)
        # the game goes on: seat 2 presses its button whenever it is their bid
        passes = 0
        while not rig.table.over:
            prompt = rig.table.prompt()
            if prompt.player == 1 and prompt.kind == "bid":
                other = buttons.pin("seat2")
                other.drive_low()
                clock.now += 0.2
                other.drive_high()
                clock.now += 0.2
                rig.turn()
                passes += 1
            else:
                rig.move()
            rig.turn()
        assert passes > 0
        assert heard.count(ShowPrivate(0)) == 1 and Pass(0) not in heard and heard.count(Pass(1)) == passes
        stuck.drive_high()  # released at last: not a pass either
        assert Pass(0) not in heard
        buttons.close()
    said = warnings(caplog)
    assert len(said) == 1 and "seat1" in said[0] and "stuck" in said[0], said
