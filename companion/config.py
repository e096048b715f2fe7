"""The companion's one configuration file, read and checked.

Where it is looked for, first match wins:

1. ``$COMPANION_CONFIG`` when set (it must exist);
2. ``/etc/companion/config.toml`` when it exists (the Pi);
3. ``config.toml`` in platformdirs' user config directory for ``companion``.

A missing file means the defaults, which describe a complete simulated
table. Every key is optional; an unknown key, a wrong type or a value out of
range is a :class:`ConfigError` whose message names the file, the key and the
problem. ``$COMPANION_HARDWARE`` (``simulated``, ``real`` or ``auto``)
overrides the file's ``hardware`` switch.

Example (every key, with its default)::

    hardware = "simulated"      # simulated | real | auto
    language = "en"

    [leds]
    count = 114                 # LEDs on the strip (108 under the board, then one at each of six seats)
    pin = 10                    # BCM GPIO: 10 = SPI (no root), 18 = PWM (root)
    driver = "auto"             # auto | spi | neopixel
    order = "GRB"               # the strip's byte order
    brightness = 0.3
    power_budget_amps = 2.0
    milliamps_per_channel = 60
    fps = 30

    [leds.layouts]              # game → a layout file path, or a game's name for its built-in layout
    # every installed game defaults to the layout its presentation package ships

    [buttons]                   # BCM GPIO numbers
    seats = [5, 6, 13, 19, 26, 21]
    undo = 20                   # 0 or -1: no undo button
    confirm = 16
    pull_up = true
    bounce_time = 0.05
    hold_time = 2.0
    seat_lights = []            # the LEDs inside the seat buttons, in seat order ([] = none); lit: a press means something
    undo_light = 0              # 0: the undo button has no LED
    confirm_light = 0

    [serial]
    port = ""                   # e.g. "/dev/ttyUSB0"; "" = none
    baud = 9600
    scanner = true              # a bare "5C" line is a tile placement
    max_line = 80

    [scanners]                  # USB scanners and RFID readers that type like a keyboard: read through evdev,
    devices = []                # grabbed so their keys never reach the app; e.g. ["/dev/input/by-id/usb-…-event-kbd"]
    rfid = []                   # those of the devices that read player cards

    [sound]
    volume = 0.8
    mute = false
    directory = ""              # "" = the cues shipped with the companion

    [display]
    rotation = 0                # 0 | 90 | 180 | 270: turn the picture for a panel mounted another way
                                # (a 720x1280 portrait panel used landscape: 90)

    [rfid]                      # player cards: tag → seat number; a card shows that seat's private panel
    # "0A1B2C3D" = 1
"""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir

from companion.core.files import OWNER_FILE_LIMIT, UnreadableFile, read_text
from companion.hardware.layout import Layout, LayoutError, parse_layout
from companion.hardware.settings import (
    BACKENDS,
    SOUNDS_DIR,
    ButtonSettings,
    HardwareSettings,
    ScannerSettings,
    SerialSettings,
    SoundSettings,
    StripSettings,
)

SYSTEM_CONFIG = Path("/etc/companion/config.toml")
LANGUAGES = ("en", "it", "fr")
DRIVERS = ("auto", "spi", "neopixel")
BCM_PINS = range(0, 28)


class ConfigError(ValueError):
    """The configuration file is wrong; the message says where and how."""


@dataclass(frozen=True)
class Config:
    """The whole configuration: device settings plus what the app needs."""

    hardware: HardwareSettings = field(default_factory=HardwareSettings)
    layouts: Mapping[str, str] = field(default_factory=lambda: default_layouts())
    language: str = "en"
    path: Path | None = None
    rfid: Mapping[str, int] = field(default_factory=dict)
    """Player card tag (upper-case hex) → seat (0-based): a card shows its owner's private panel."""
    rotation: int = 0
    """Degrees the screen image is turned clockwise (a panel mounted portrait or upside down)."""

    def load_layouts(self) -> dict[str, Layout]:
        """Every configured layout, loaded (already checked by :func:`parse_config`)."""
        return {game: read_layout(layout_source(name, None)) for game, name in self.layouts.items()}


def default_layouts() -> dict[str, str]:
    """Game → the LED layout file its presentation package ships (games without one light nothing)."""
    from companion.registry import specs

    layouts = {}
    for name, spec in specs().items():
        path = spec.layout_path()
        if path is not None:
            layouts[name] = str(path)
    return layouts


def layout_source(name: str, base: Path | None) -> Path:
    """Where a configured layout lives: a game's name means that game's built-in layout, else a file path."""
    builtin = default_layouts().get(name)
    if builtin is not None and not (base is not None and (base / name).exists()):
        return Path(builtin)
    return Path(_relative(name, base))


def config_path(env: Mapping[str, str] | None = None) -> Path:
    """The file the configuration is read from (it may not exist)."""
    env = os.environ if env is None else env
    if env.get("COMPANION_CONFIG"):
        return Path(env["COMPANION_CONFIG"])
    if SYSTEM_CONFIG.exists():
        return SYSTEM_CONFIG
    return Path(user_config_dir("companion", appauthor=False)) / "config.toml"


def load_config(path: str | Path | None = None, env: Mapping[str, str] | None = None) -> Config:
    """Read and check the configuration (defaults when the file does not exist)."""
    env = os.environ if env is None else env
    explicit = path is not None or bool(env.get("COMPANION_CONFIG"))
    path = Path(path) if path is not None else config_path(env)
    data: dict[str, Any] = {}
    if path.exists():
        data = read_toml(path)
    elif explicit:
        raise ConfigError(f"{path}: no such configuration file")
    override = env.get("COMPANION_HARDWARE")
    if override:
        if override not in BACKENDS:
            raise ConfigError(f"COMPANION_HARDWARE: must be one of {', '.join(BACKENDS)}, got {override!r}")
        data = {**data, "hardware": override}
    config = parse_config(data, where=str(path), base=path.parent)
    return Config(
        config.hardware, config.layouts, config.language, path if path.exists() else None, config.rfid, config.rotation
    )


def default_config(env: Mapping[str, str] | None = None) -> Config:
    """The defaults, with ``$COMPANION_HARDWARE`` when it names a backend: what the appliance plays on
    when its configuration file cannot be used (the screen says why)."""
    env = os.environ if env is None else env
    override = env.get("COMPANION_HARDWARE")
    return parse_config({"hardware": override} if override in BACKENDS else {})


def toml_problem(exc: BaseException) -> str:
    """Why a TOML file could not be read, in one line (the caller names the file and the key)."""
    if isinstance(exc, UnreadableFile):
        return str(exc.problem)
    if isinstance(exc, tomllib.TOMLDecodeError):
        return f"not valid TOML: {exc}"
    if isinstance(exc, RecursionError):
        return "nested too deeply to be read"
    return str(exc)


TOML_FAILURES = (UnreadableFile, tomllib.TOMLDecodeError, RecursionError)
"""What reading an owner's TOML file may raise besides its content being wrong: each becomes one line."""


def read_toml(path: Path) -> dict[str, Any]:
    """The parsed file; anything wrong with it is a ConfigError naming it, in one line.

    The configuration and the layout files it names are the owner's, so they
    are read by the careful reader (:func:`companion.core.files.read_text`):
    a folder, a named pipe, a link to a device, a file far larger than any
    configuration, bytes that are not UTF-8, and endless nesting are each one
    sentence, never a start-up that hangs or fills the memory.
    """
    try:
        return tomllib.loads(read_text(path, OWNER_FILE_LIMIT))
    except TOML_FAILURES as exc:
        raise ConfigError(f"{path}: {toml_problem(exc)}") from None


def read_layout(path: Path) -> Layout:
    """The layout file at ``path``, read carefully (see :func:`read_toml`) and checked.

    A game's own layout ships in its package; one named in the configuration
    is the owner's file, so every layout the companion uses is read here
    rather than by :func:`companion.hardware.layout.load_layout`.
    """
    try:
        data = tomllib.loads(read_text(path, OWNER_FILE_LIMIT))
    except UnreadableFile as exc:
        raise LayoutError(str(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        raise LayoutError(f"{path}: not valid TOML: {exc}") from None
    return parse_layout(data, where=path.name)


class _Reader:
    """Takes typed values out of one TOML table, reporting problems by dotted key."""

    def __init__(self, where: str, table: Any, prefix: str, known: tuple[str, ...]) -> None:
        self.where, self.prefix = where, prefix
        if not isinstance(table, dict):
            raise self.error("", f"must be a table ([{prefix.rstrip('.')}])")
        self.table = table
        for key in table:
            if key not in known:
                close = difflib.get_close_matches(key, known, n=1)
                hint = f" (did you mean {prefix}{close[0]}?)" if close else f" (known: {', '.join(known)})"
                raise self.error(key, f"unknown key{hint}")

    def error(self, key: str, problem: str) -> ConfigError:
        name = f"{self.prefix}{key}".rstrip(".") or "file"
        return ConfigError(f"{self.where}: {name}: {problem}")

    def get(self, key: str, default: Any, kind: type | tuple[type, ...], described: str) -> Any:
        value = self.table.get(key, default)
        if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
            raise self.error(key, f"must be {described}, got {value!r}")
        if not isinstance(value, kind):
            raise self.error(key, f"must be {described}, got {value!r}")
        return value

    def number(self, key: str, default: float, low: float, high: float, *, integer: bool = False) -> Any:
        kind: type | tuple[type, ...] = int if integer else (int, float)
        described = "a whole number" if integer else "a number"
        value = self.get(key, default, kind, described)
        if not low <= value <= high:
            raise self.error(key, f"must be between {low} and {high}, got {value}")
        return value

    def choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.get(key, default, str, "a string")
        if value not in choices:
            raise self.error(key, f"must be one of {', '.join(choices)}, got {value!r}")
        return value

    def pin(self, key: str, default: int | None, *, optional: bool = False) -> int | None:
        value = self.get(key, default if default is not None else 0, int, "a BCM GPIO number")
        if optional and value <= 0:
            return None
        if value not in BCM_PINS:
            raise self.error(key, f"must be a BCM GPIO number 0-27, got {value}")
        return value


def parse_config(data: Mapping[str, Any], where: str = "config.toml", base: Path | None = None) -> Config:
    """Check parsed TOML and build a :class:`Config`; relative paths are relative to ``base``."""
    top = _Reader(
        where,
        dict(data),
        "",
        ("hardware", "language", "leds", "buttons", "serial", "scanners", "sound", "rfid", "display"),
    )
    backend = top.choice("hardware", "simulated", BACKENDS)
    language = top.choice("language", "en", LANGUAGES)

    screen = _Reader(where, top.get("display", {}, dict, "a table"), "display.", ("rotation",))
    rotation = screen.number("rotation", 0, 0, 270, integer=True)
    if rotation not in (0, 90, 180, 270):
        raise screen.error("rotation", f"must be 0, 90, 180 or 270, got {rotation}")

    cards = top.get("rfid", {}, dict, "a table of card tags and seat numbers")
    rfid: dict[str, int] = {}
    for tag, seat in cards.items():
        if not isinstance(tag, str) or not re.fullmatch(r"[0-9A-Fa-f]{4,32}", tag):
            raise ConfigError(f"{where}: rfid.{tag}: a card tag is 4 to 32 hex digits")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= 8:
            raise ConfigError(f"{where}: rfid.{tag}: must be a seat number 1-8, got {seat!r}")
        rfid[tag.upper()] = seat - 1

    raw_leds = top.table.get("leds", {})
    layouts_table = raw_leds.get("layouts", {}) if isinstance(raw_leds, dict) else {}
    leds = _Reader(where, raw_leds, "leds.", tuple(f.name for f in fields(StripSettings)) + ("layouts",))
    strip = StripSettings(
        count=leds.number("count", 114, 1, 10_000, integer=True),
        pin=leds.pin("pin", 10),  # type: ignore[arg-type]
        driver=leds.choice("driver", "auto", DRIVERS),
        order=leds.choice("order", "GRB", ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR", "RGBW", "GRBW")),
        brightness=float(leds.number("brightness", 0.3, 0.0, 1.0)),
        power_budget_amps=float(leds.number("power_budget_amps", 2.0, 0.1, 100.0)),
        milliamps_per_channel=float(leds.number("milliamps_per_channel", 60.0, 1.0, 100.0)),
        fps=float(leds.number("fps", 30.0, 1.0, 30.0)),
    )
    if strip.driver == "spi" and strip.pin != 10:
        raise leds.error("pin", f"the spi driver uses GPIO10 (MOSI), got {strip.pin}")

    games = _Reader(
        where, layouts_table, "leds.layouts.", tuple(layouts_table) if isinstance(layouts_table, dict) else ()
    )
    layouts = default_layouts()
    for game in games.table:
        layouts[game] = games.get(game, "", str, "a layout name or file path")
    for game, name in layouts.items():
        source = layout_source(name, base)
        try:
            layout = read_layout(source)
        except LayoutError as exc:  # a folder, a named pipe, a device, a file too large, not TOML
            raise games.error(game, str(exc)) from None
        except RecursionError:  # endless nesting
            raise games.error(game, f"{source}: nested too deeply to be read") from None
        except (TypeError, ValueError, KeyError, IndexError, OverflowError) as exc:  # a shape the checks missed
            raise games.error(game, f"{source}: cannot be used: {type(exc).__name__}: {exc}") from None
        if layout.needed() > strip.count:  # a strip without the seat lights still lights the board
            raise leds.error(
                "count", f"{strip.count} LEDs are too few for the {game} layout, which needs {layout.needed()}"
            )
        layouts[game] = str(source)

    btn = _Reader(where, top.table.get("buttons", {}), "buttons.", tuple(f.name for f in fields(ButtonSettings)))
    seats = btn.get("seats", [5, 6, 13, 19, 26, 21], list, "a list of BCM GPIO numbers, one per seat")
    if not 1 <= len(seats) <= 8:
        raise btn.error("seats", f"must list 1 to 8 seats, got {len(seats)}")
    for number, pin in enumerate(seats):
        if isinstance(pin, bool) or not isinstance(pin, int) or pin not in BCM_PINS:
            raise btn.error(f"seats[{number}]", f"must be a BCM GPIO number 0-27, got {pin!r}")
    seat_lights = btn.get("seat_lights", [], list, "a list of BCM GPIO numbers, one per seat button's LED")
    if len(seat_lights) > len(seats):
        raise btn.error("seat_lights", f"lists {len(seat_lights)} LEDs for {len(seats)} seats")
    for number, pin in enumerate(seat_lights):
        if isinstance(pin, bool) or not isinstance(pin, int) or pin not in BCM_PINS:
            raise btn.error(f"seat_lights[{number}]", f"must be a BCM GPIO number 0-27, got {pin!r}")
    buttons = ButtonSettings(
        seats=tuple(seats),
        undo=btn.pin("undo", 20, optional=True),
        confirm=btn.pin("confirm", 16, optional=True),
        pull_up=btn.get("pull_up", True, bool, "true or false"),
        bounce_time=float(btn.number("bounce_time", 0.05, 0.0, 1.0)),
        hold_time=float(btn.number("hold_time", 2.0, 0.1, 10.0)),
        seat_lights=tuple(seat_lights),
        undo_light=btn.pin("undo_light", None, optional=True),
        confirm_light=btn.pin("confirm_light", None, optional=True),
    )
    used: dict[int, str] = {strip.pin: "leds.pin"}
    for name, pin in [(f"buttons.seats[{n}]", p) for n, p in enumerate(buttons.seats)] + [
        ("buttons.undo", buttons.undo),
        ("buttons.confirm", buttons.confirm),
        *((f"buttons.seat_lights[{n}]", p) for n, p in enumerate(buttons.seat_lights)),
        ("buttons.undo_light", buttons.undo_light),
        ("buttons.confirm_light", buttons.confirm_light),
    ]:
        if pin is None:
            continue
        if pin in used:
            raise ConfigError(f"{where}: {name}: GPIO{pin} is already used by {used[pin]}")
        used[pin] = name

    ser = _Reader(where, top.table.get("serial", {}), "serial.", tuple(f.name for f in fields(SerialSettings)))
    serial = SerialSettings(
        port=ser.get("port", "", str, 'a device path or pyserial URL ("" for none)'),
        baud=ser.number("baud", 9600, 50, 4_000_000, integer=True),
        scanner=ser.get("scanner", True, bool, "true or false"),
        max_line=ser.number("max_line", 80, 8, 4096, integer=True),
    )

    scn = _Reader(where, top.table.get("scanners", {}), "scanners.", tuple(f.name for f in fields(ScannerSettings)))
    devices = scn.get("devices", [], list, "a list of input device paths")
    card_readers = scn.get("rfid", [], list, "a list of input device paths, each also in scanners.devices")
    for key, paths in (("devices", devices), ("rfid", card_readers)):
        for number, path in enumerate(paths):
            if not isinstance(path, str) or not path.startswith("/dev/input/"):
                raise scn.error(f"{key}[{number}]", f"must be an input device path under /dev/input/, got {path!r}")
    if len(set(devices)) != len(devices):
        raise scn.error("devices", "lists a device twice")
    for path in card_readers:
        if path not in devices:
            raise scn.error("rfid", f"{path} is not among scanners.devices")
    scanners = ScannerSettings(
        devices=tuple(devices),
        rfid=tuple(card_readers),
        max_line=scn.number("max_line", 80, 8, 4096, integer=True),
    )

    snd = _Reader(where, top.table.get("sound", {}), "sound.", tuple(f.name for f in fields(SoundSettings)))
    directory = snd.get("directory", "", str, 'a folder path ("" for the project\'s sounds)')
    sound = SoundSettings(
        volume=float(snd.number("volume", 0.8, 0.0, 1.0)),
        mute=snd.get("mute", False, bool, "true or false"),
        directory=_folder(directory, base) if directory else SOUNDS_DIR,
    )
    if directory and not _is_folder(sound.directory):
        raise snd.error("directory", f"{sound.directory} is not a folder")

    hardware = HardwareSettings(
        backend=backend, strip=strip, buttons=buttons, serial=serial, sound=sound, scanners=scanners
    )
    return Config(hardware=hardware, layouts=layouts, language=language, rfid=rfid, rotation=rotation)


def _is_folder(path: Path) -> bool:
    """True for a folder; a name the system cannot even look up (too long, a bad byte) is not one."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def _folder(value: str, base: Path | None) -> Path:
    """A folder named in the file: always a path ("cues" is the folder next to the config, not a built-in name)."""
    path = Path(value).expanduser()
    return base / path if base is not None and not path.is_absolute() else path


def _relative(value: str, base: Path | None) -> Path | str:
    """A value with a slash or ``.toml`` is a path (relative to the config file); else a built-in name."""
    if "/" not in value and not value.endswith(".toml"):
        return value
    path = Path(value).expanduser()
    return base / path if base is not None and not path.is_absolute() else path
