"""The simulated strip behaves like Adafruit's PixelBuf (and so like NeoPixel)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from adafruit_pixelbuf import PixelBuf

from companion.hardware.strip import GuardedStrip, SimulatedStrip, Strip


class ReferenceBuf(PixelBuf):
    """PixelBuf as NeoPixel uses it, remembering what it transmitted."""

    def __init__(self, n: int, **kwargs: object) -> None:
        self.sent: list[bytes] = []
        super().__init__(n, byteorder="RGB", **kwargs)  # type: ignore[arg-type]

    def _transmit(self, buffer: bytearray) -> None:
        self.sent.append(bytes(buffer))


def operations(strip: PixelBuf) -> None:
    strip[0] = (255, 10, 20)
    strip[-1] = 0x102030
    strip[2:5] = (7, 8, 9)
    strip[5:8] = [(1, 2, 3), (4, 5, 6), (200, 100, 50)]
    strip[::4] = (9, 9, 9)
    strip.brightness = 0.5
    strip[1] = (100, 100, 100)
    strip.show()
    strip.fill((30, 60, 90))
    strip.brightness = 0.25
    strip.show()


def frame_bytes(frame: tuple[tuple[int, int, int], ...]) -> bytes:
    return bytes(channel for pixel in frame for channel in pixel)


def test_same_bytes_as_pixelbuf_through_brightness_slices_and_fill() -> None:
    reference, simulated = ReferenceBuf(10), SimulatedStrip(10)
    operations(reference)
    operations(simulated)
    assert [frame_bytes(f) for f in simulated.frames] == reference.sent
    assert simulated[0:10] == reference[0:10]
    assert simulated[3] == reference[3] == [30, 60, 90]  # reads give the colour before brightness
    assert simulated.frame[3] == (7, 15, 22)  # what the LEDs emit at brightness 0.25


def test_auto_write_shows_on_every_change_like_pixelbuf() -> None:
    reference, simulated = ReferenceBuf(4, auto_write=True), SimulatedStrip(4, auto_write=True)
    for strip in (reference, simulated):
        strip[1] = (1, 2, 3)
        strip[2:4] = (4, 5, 6)
        strip.fill(0)
        strip.brightness = 0.5  # an unchanged-looking frame still counts as a show
    assert len(reference.sent) == simulated.shows == 4


def test_no_show_without_auto_write() -> None:
    strip = SimulatedStrip(3)
    strip[0] = (255, 0, 0)
    assert strip.shows == 0
    assert strip.frame == ((0, 0, 0),) * 3
    strip.show()
    assert strip.frame == ((255, 0, 0), (0, 0, 0), (0, 0, 0))


def test_neopixel_api_surface() -> None:
    strip = SimulatedStrip(5, brightness=0.3)
    assert isinstance(strip, Strip)
    assert strip.n == len(strip) == 5
    assert strip.brightness == pytest.approx(0.3)
    with pytest.raises(IndexError):
        strip[5] = (1, 1, 1)
    with strip:
        strip.fill((1, 2, 3))


def test_history_is_bounded() -> None:
    strip = SimulatedStrip(2, history=3)
    for value in range(5):
        strip[0] = (value, 0, 0)
        strip.show()
    assert [f[0][0] for f in strip.frames] == [2, 3, 4]
    assert strip.shows == 5


class BrokenStrip(SimulatedStrip):
    """A strip whose driver dies on show, as an unplugged SPI bus would."""

    def show(self) -> None:
        raise OSError("SPI bus went away")


def test_guarded_strip_degrades_to_simulated_once_and_keeps_pixels(caplog: pytest.LogCaptureFixture) -> None:
    guarded = GuardedStrip(BrokenStrip(4, brightness=0.5))
    guarded[1] = (200, 0, 0)
    with caplog.at_level(logging.WARNING, logger="companion.hardware"):
        guarded.show()
        guarded[2] = (0, 200, 0)
        guarded.show()
    assert guarded.simulated is not None
    assert guarded.simulated.frame == ((0, 0, 0), (100, 0, 0), (0, 100, 0), (0, 0, 0))
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "SPI bus went away" in warnings[0].getMessage()
    assert guarded.brightness == pytest.approx(0.5)


class FlakyStrip(SimulatedStrip):
    """A strip whose connector can be pulled (``broken``) and re-seated."""

    def __init__(self, n: int, **kwargs: Any) -> None:
        self.broken = False
        super().__init__(n, **kwargs)

    def show(self) -> None:
        if self.broken:
            raise OSError("[Errno 5] Input/output error")
        super().show()


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def waits_until_back(guarded: GuardedStrip, clock: Clock) -> list[float | None]:
    """Each wait before an attempt to bring the real strip back, the clock run to it, until it is back."""
    waits: list[float | None] = []
    while guarded.degraded:
        waits.append(guarded.retry_at - clock.now if guarded.retry_at is not None else None)
        clock.now = guarded.retry_at or clock.now
        guarded.keep_trying()
    return waits


def test_a_failed_strip_is_tried_again_calmly_and_lights_again_when_it_comes_back(
    caplog: pytest.LogCaptureFixture,
) -> None:
    clock, real, lost = Clock(), FlakyStrip(3), []
    guarded = GuardedStrip(real, clock=clock, backoff=(1.0, 8.0))
    guarded.on_lost = lambda: lost.append(clock.now)
    guarded[0] = (10, 20, 30)
    guarded.show()
    real.broken = True  # the connector works loose mid-game
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        for _ in range(600):  # a minute of frames at 10 a second
            clock.now += 0.1
            guarded[1] = (0, 0, int(clock.now) % 256)
            guarded.show()
    assert guarded.degraded and lost == [pytest.approx(100.1)]
    assert 5 <= guarded.attempts <= 12, "tried again at a calm pace, not at every frame"
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "Input/output error" in warnings[0], warnings
    real.broken = False  # re-seated; the board does not change, but the main loop keeps trying
    clock.now += 8.0
    assert guarded.keep_trying()
    assert not guarded.degraded and guarded.backend is real
    assert real.frame == ((10, 20, 30), (0, 0, int(clock.now - 8.0) % 256), (0, 0, 0))
    guarded[2] = (1, 2, 3)
    guarded.show()
    assert real.frame[2] == (1, 2, 3) and lost == [pytest.approx(100.1)]


def test_a_strip_opened_afresh_logs_each_kind_of_failure_once(caplog: pytest.LogCaptureFixture) -> None:
    clock, first = Clock(), FlakyStrip(2)
    first.broken = True
    answers: list[FlakyStrip | Exception] = [
        OSError("[Errno 19] No such device"),
        OSError("[Errno 19] No such device"),
        PermissionError("/dev/spidev0.0"),
        OSError("[Errno 19] No such device"),
    ]

    def reopen() -> FlakyStrip:
        answer = answers.pop(0) if answers else FlakyStrip(2)
        if isinstance(answer, Exception):
            raise answer
        return answer

    guarded = GuardedStrip(first, reopen=reopen, clock=clock, backoff=(1.0, 4.0))
    guarded[1] = (50, 60, 70)
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        guarded.show()
        waits = waits_until_back(guarded, clock)
    assert waits == [1.0, 2.0, 4.0, 4.0, 4.0]
    assert isinstance(guarded.backend, FlakyStrip) and guarded.backend.frame == ((0, 0, 0), (50, 60, 70))
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 3, warnings  # the I/O error, no such device, permission: each once
    assert any("is back" in r.getMessage() for r in caplog.records)


def told_strip(clock: Clock, real: FlakyStrip) -> tuple[GuardedStrip, list[str]]:
    """A strip on ``real`` that notes what it tells the players: "lost", "flapping", "back"."""
    guarded = GuardedStrip(real, clock=clock, backoff=(1.0, 60.0), stable=60.0)
    told: list[str] = []
    guarded.on_lost = lambda: told.append("lost")
    guarded.on_flapping = lambda: told.append("flapping")
    guarded.on_back = lambda: told.append("back")
    return guarded, told


def flaps(guarded: GuardedStrip, real: FlakyStrip, clock: Clock, times: int) -> list[float]:
    """A loose connector: fails, comes back at the next attempt, works 5 seconds, ``times`` times; the waits."""
    delays = []
    for _ in range(times):
        real.broken = True
        guarded.show()
        delays.append(guarded.delay)
        real.broken = False
        clock.now += guarded.delay
        assert guarded.keep_trying()
        clock.now += 5.0
    return delays


def test_a_strip_failing_again_soon_after_coming_back_is_told_once_as_dropping_out_not_as_lost() -> None:
    """Its first failure is told lost and its return back; failing again within a minute, it is told once that
    it keeps dropping out (the players heard "working again"), and nothing of its next flaps or returns."""
    clock, real = Clock(), FlakyStrip(2)
    guarded, told = told_strip(clock, real)
    assert flaps(guarded, real, clock, 4) == [1.0, 2.0, 4.0, 8.0]  # the backoff grows
    assert told == ["lost", "back", "flapping"] and guarded.flapping
    assert flaps(guarded, real, clock, 3) == [16.0, 32.0, 60.0]
    assert told == ["lost", "back", "flapping"]


def test_a_flapping_strip_is_told_back_only_once_it_has_held_a_minute() -> None:
    clock, real = Clock(), FlakyStrip(2)
    guarded, told = told_strip(clock, real)
    flaps(guarded, real, clock, 3)
    assert told == ["lost", "back", "flapping"]
    clock.now += 54.0  # 59 s since it came back: not held yet
    guarded.keep_trying()
    assert told == ["lost", "back", "flapping"] and guarded.flapping
    clock.now += 1.0  # a minute: the main loop's round tells it back, though the board did not change
    assert not guarded.keep_trying()
    assert told == ["lost", "back", "flapping", "back"] and not guarded.flapping
    clock.now += 600.0
    guarded.show()
    assert told == ["lost", "back", "flapping", "back"]
    real.broken = True  # held ten minutes: a fresh failure is news again, and retried soon
    guarded.show()
    assert told[-1] == "lost" and guarded.delay == 1.0


def test_a_flapping_strip_down_a_minute_after_its_last_return_is_not_told_back() -> None:
    """Out again, waiting for its next attempt, it has not held: frames to the stand-in tell nothing."""
    clock, real = Clock(), FlakyStrip(2)
    guarded, told = told_strip(clock, real)
    flaps(guarded, real, clock, 6)
    real.broken = True
    guarded.show()
    assert guarded.delay == 60.0 and told == ["lost", "back", "flapping"]
    for _second in range(59):  # a minute of frames to the stand-in, the real strip still out
        clock.now += 1.0
        guarded.show()
        guarded.keep_trying()
    assert guarded.degraded and told == ["lost", "back", "flapping"]


def test_a_flapping_strip_that_fails_after_holding_unwatched_is_told_lost() -> None:
    """Nothing asked the strip how it did while it held (no round of the main loop): its next failure is still
    a fresh one, told lost, and its return is told back."""
    clock, real = Clock(), FlakyStrip(2)
    guarded, told = told_strip(clock, real)
    flaps(guarded, real, clock, 2)
    clock.now += 120.0
    real.broken = True
    guarded.show()
    assert told == ["lost", "back", "flapping", "lost"] and not guarded.flapping
    real.broken = False
    clock.now += guarded.delay
    assert guarded.keep_trying()
    assert told[-1] == "back"


def test_a_flapping_strip_whose_news_fails_to_be_told_still_lights_the_board() -> None:
    """Telling the players is never worth stopping the game for: a failing ``on_flapping`` is logged."""
    clock, real = Clock(), FlakyStrip(2)
    guarded, told = told_strip(clock, real)

    def broken_news() -> None:
        raise RuntimeError("no screen")

    guarded.on_flapping = broken_news
    flaps(guarded, real, clock, 3)
    assert told == ["lost", "back"] and guarded.flapping and guarded.backend is real
    guarded[0] = (9, 9, 9)
    guarded.show()
    assert real.frame[0] == (9, 9, 9)


def test_a_strip_that_did_not_open_is_tried_again_like_one_that_failed_during_play(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Its SPI device busy at boot, then missing a moment, then there: the same backoff, each kind of failure
    warned once (the one at start-up included), and the pixels drawn meanwhile shown as soon as it opens."""
    clock, real = Clock(), FlakyStrip(3)
    answers: list[FlakyStrip | Exception] = [
        OSError("[Errno 16] Device or resource busy"),
        OSError("[Errno 16] Device or resource busy"),
        OSError("[Errno 19] No such device"),
        real,
    ]

    def reopen() -> FlakyStrip:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    lost: list[float] = []
    guarded = GuardedStrip(SimulatedStrip(3, brightness=0.5), reopen=reopen, clock=clock, backoff=(1.0, 4.0))
    guarded.on_lost = lambda: lost.append(clock.now)
    with caplog.at_level(logging.DEBUG, logger="companion.hardware"):
        guarded.failed_to_open(OSError("[Errno 16] Device or resource busy"))
        guarded[0] = (200, 100, 50)  # the scene drawn while the real strip is away
        guarded.show()
        waits = waits_until_back(guarded, clock)
    assert waits == [1.0, 2.0, 4.0, 4.0]
    assert guarded.backend is real and guarded.running_again and lost == []
    assert real.frame == ((100, 50, 25), (0, 0, 0), (0, 0, 0)) and real.brightness == pytest.approx(0.5)
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 2, warnings  # busy (at start-up, not again at its retries), then no such device
    assert "did not open" in warnings[0] and "busy" in warnings[0]
    assert any("is back after 4 attempt(s)" in r.getMessage() for r in caplog.records)


def test_a_strip_that_did_not_open_needs_a_way_to_open_it() -> None:
    with pytest.raises(ValueError, match="reopen"):
        GuardedStrip(SimulatedStrip(2)).failed_to_open(OSError("busy"))
