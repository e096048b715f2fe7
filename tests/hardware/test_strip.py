"""The simulated strip behaves like Adafruit's PixelBuf (and so like NeoPixel)."""

from __future__ import annotations

import logging

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
