"""What the device layer needs to know, as plain frozen values.

:mod:`companion.config` reads and validates the TOML file and builds these;
the device layer never reads files or environment variables for its
settings, so tests build them directly.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from companion.data_classes import dataclass

BACKENDS = ("simulated", "real", "auto")

LINE_PAUSE = 0.5
"""Seconds of quiet that end a scanned line sent without Enter or an end of line (``scanners.pause``)."""

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "cues"
"""The project's cues (made by ``scripts/make-sounds``)."""


@dataclass(frozen=True, slots=True)
class StripSettings:
    """One NeoPixel strip.

    ``driver`` ``auto`` means SPI when the pin is GPIO10 (no root needed) and
    the PWM/PIO NeoPixel driver otherwise (GPIO18 on a Pi 4 needs root; a Pi 5
    uses Adafruit's Pi 5 backend on any pin).
    """

    count: int = 114
    pin: int = 10
    driver: str = "auto"  # auto | spi | neopixel
    order: str = "GRB"
    brightness: float = 0.3
    power_budget_amps: float = 2.0
    milliamps_per_channel: float = 60.0
    fps: float = 30.0


@dataclass(frozen=True, slots=True)
class ButtonSettings:
    """BCM pin numbers: one pass button per seat, optional undo and confirm, and the LEDs built into them.

    ``seat_lights`` lists the pins of the seat buttons' LEDs in seat order (fewer than seats: the rest have
    none; empty: buttons without LEDs); ``undo_light`` and ``confirm_light`` likewise. A lit button is one
    whose press would do something now.
    """

    seats: tuple[int, ...] = (5, 6, 13, 19, 26, 21)
    undo: int | None = 20
    confirm: int | None = 16
    pull_up: bool = True
    bounce_time: float = 0.05
    hold_time: float = 2.0
    seat_lights: tuple[int, ...] = ()
    undo_light: int | None = None
    confirm_light: int | None = None


@dataclass(frozen=True, slots=True)
class SerialSettings:
    """A serial peripheral; an empty ``port`` means none (input only from the simulator)."""

    port: str = ""
    baud: int = 9600
    scanner: bool = True
    max_line: int = 80


@dataclass(frozen=True, slots=True)
class SoundSettings:
    volume: float = 0.8
    mute: bool = False
    directory: Path = SOUNDS_DIR


@dataclass(frozen=True, slots=True)
class ScannerSettings:
    """USB scanners and RFID readers that type like keyboards, read through evdev and kept from the app.

    ``devices`` are input device paths (``/dev/input/by-id/…-event-kbd`` stays the same
    across reboots); those also in ``rfid`` read player cards, so a bare tag is a card.
    ``pause`` is the quiet, in seconds, that ends a line typed without Enter; the serial
    peripheral's line sent without an end of line ends after the same pause.
    """

    devices: tuple[str, ...] = ()
    rfid: tuple[str, ...] = ()
    max_line: int = 80
    pause: float = LINE_PAUSE


@dataclass(frozen=True, slots=True)
class HardwareSettings:
    """Everything :func:`companion.hardware.devices.open_devices` needs."""

    backend: str = "simulated"  # simulated | real | auto
    strip: StripSettings = field(default_factory=StripSettings)
    buttons: ButtonSettings = field(default_factory=ButtonSettings)
    serial: SerialSettings = field(default_factory=SerialSettings)
    sound: SoundSettings = field(default_factory=SoundSettings)
    scanners: ScannerSettings = field(default_factory=ScannerSettings)
