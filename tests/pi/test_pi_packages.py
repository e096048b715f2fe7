"""The Pi's Python packages: declared, locked, resolvable for aarch64, and importable by the real LED path.

A Pi whose service installs the companion must get every package the real
LED backend imports, because Blinka adds its platform packages (gpiod,
rpi_ws281x) only when pip runs interactively. These tests need no Pi: pip
resolves the pinned set for the Pi's platform (aarch64, Python 3.11 on
Bookworm and 3.13 on Trixie) with ``--platform``, and the real backend's
modules are imported in a subprocess with Blinka forced to a Raspberry Pi and
the hardware calls (the SPI device, the PWM/DMA driver) replaced.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_sdist_filename, parse_wheel_filename
from packaging.version import Version

from tests.locks.lockfiles import PI_LOCK, environment, project, read_lock, versions

REPO = Path(__file__).resolve().parents[2]
INSTALL = REPO / "scripts" / "install-pi"
PLATFORMS = ("manylinux_2_28_aarch64", "manylinux_2_24_aarch64", "manylinux_2_17_aarch64", "manylinux2014_aarch64")
#: Source-only on PyPI: built on the Pi (install-pi installs gcc and python3-dev).
BUILT_ON_THE_PI = {"rpi-ws281x"}


def test_the_real_led_path_imports_are_declared() -> None:
    """What companion/hardware/strip.py's real backend imports, through Blinka, is in the ``pi`` extra."""
    declared = {canonicalize_name(Requirement(text).name) for text in project()["optional-dependencies"]["pi"]}
    # board -> gpiod (Blinka's Raspberry Pi pins); neopixel on a Pi 3/4 -> _rpi_ws281x; Pi 5 -> Adafruit's PIO driver.
    assert {"adafruit-blinka", "gpiod", "rpi-ws281x", "adafruit-blinka-raspberry-pi5-neopixel"} <= declared
    assert {"adafruit-circuitpython-neopixel", "adafruit-circuitpython-neopixel-spi"} <= declared
    assert "lgpio" not in declared, "lgpio comes from Debian's python3-lgpio (no PyPI wheel for the Pi)"


def test_install_pi_uses_the_lock_and_debian_lgpio() -> None:
    script = INSTALL.read_text()
    assert "requirements/pi.txt" in script and "--require-hashes" in script
    packages = (REPO / "scripts/system-packages.txt").read_text()
    assert 'PACKAGES_FILE="$ROOT/scripts/system-packages.txt"' in script
    assert re.search(r"^\s*python3-lgpio\b", packages, re.M), "python3-lgpio must be among the apt packages"
    assert "--system-site-packages" in script, "the venv must see Debian's lgpio"


@pytest.mark.parametrize("python", ["3.11", "3.13"])
def test_the_locked_set_resolves_for_a_64_bit_pi(python: str, tmp_path: Path) -> None:
    """pip takes every locked file for aarch64 from wheels, checks its hash, and finds the lock's closure complete."""
    # pip download judges markers by this machine, not by --platform: the lock is written out for the
    # Pi with its markers already decided (and the source-only packages left out).
    pi = environment(python, "aarch64")
    lock = tmp_path / "pi.txt"
    lock.write_text(
        "".join(
            f"{pin.name}=={pin.version} " + "".join(f"--hash=sha256:{digest} " for digest in pin.hashes) + "\n"
            for pin in read_lock(PI_LOCK)
            if (pin.marker is None or pin.marker.evaluate(pi)) and pin.name not in BUILT_ON_THE_PI
        )
    )
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--disable-pip-version-check",
        "--only-binary=:all:",
        *[f"--platform={platform}" for platform in PLATFORMS],
        f"--python-version={python}",
        "--implementation=cp",
        "--require-hashes",
        f"--requirement={lock}",
        f"--dest={tmp_path / 'files'}",
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    locked = versions(PI_LOCK, pi)
    resolved: dict[str, Version] = {}
    for file in (tmp_path / "files").iterdir():
        if file.suffix == ".whl":
            name, version, *_ = parse_wheel_filename(file.name)
        else:
            name, version = parse_sdist_filename(file.name)
        resolved[canonicalize_name(name)] = version
    assert resolved == {name: version for name, version in locked.items() if name not in BUILT_ON_THE_PI}
    assert BUILT_ON_THE_PI <= set(locked)
    assert all(pin.hashes for pin in read_lock(PI_LOCK) if pin.name in BUILT_ON_THE_PI)


REAL_BACKEND = textwrap.dedent(
    """
    import importlib.machinery, sys, types

    # The DMA/PWM driver of a Pi 3/4: replaced, as the Pi's kernel interface is not here.
    written = []
    ws = types.ModuleType("_rpi_ws281x")
    ws.__spec__ = importlib.machinery.ModuleSpec("_rpi_ws281x", None)
    sys.modules["_rpi_ws281x"] = ws

    from adafruit_blinka.agnostic import detector
    type(detector.board).any_raspberry_pi = property(lambda self: True)
    type(detector.board).any_raspberry_pi_5_board = property(lambda self: False)

    import neopixel_write
    neopixel_write._neopixel = types.SimpleNamespace(neopixel_write=lambda pin, buf: written.append(bytes(buf)))

    # The GPIO line the PWM driver claims: replaced (no /dev/gpiochip here).
    import neopixel
    class FakeLine:
        def __init__(self, pin):
            self.pin, self.direction = pin, None
        def deinit(self):
            pass
    neopixel.digitalio.DigitalInOut = FakeLine

    # The SPI device node: replaced by a recorder with Adafruit_PureIO's interface.
    from Adafruit_PureIO import spi
    sent = []
    class FakeSPI:
        def __init__(self, *args, **kwargs):
            self.mode = self.bits_per_word = self.max_speed_hz = 0
        def writebytes(self, data, max_speed_hz=0, bits_per_word=0, delay=0):
            sent.append(bytes(data))
        def close(self):
            pass
    spi.SPI = FakeSPI

    from companion.hardware.settings import StripSettings
    from companion.hardware.strip import open_real_strip

    strip = open_real_strip(StripSettings(count=4, pin=10, driver="spi", brightness=1.0))
    strip[0] = (255, 0, 0)
    strip.show()
    assert sent and any(sent), "the SPI driver wrote nothing"

    strip = open_real_strip(StripSettings(count=4, pin=18, driver="neopixel", brightness=1.0))
    strip[1] = (0, 0, 255)
    strip.show()
    assert written and written[-1][3:6] == bytes([0, 0, 255]), written
    print("real LED backends opened and shown")
    """
)


def test_the_real_led_backends_open_with_the_hardware_replaced() -> None:
    """Blinka's board, neopixel_spi and neopixel import and drive a strip (SPI node and PWM driver replaced)."""
    env = {**os.environ, "BLINKA_FORCEBOARD": "RASPBERRY_PI_4B", "BLINKA_FORCECHIP": "BCM2XXX"}
    done = subprocess.run(
        [sys.executable, "-c", REAL_BACKEND], capture_output=True, text=True, env=env, cwd=REPO, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "real LED backends opened and shown" in done.stdout
