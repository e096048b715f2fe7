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

Every key, its type, default, allowed values and meaning are in one
schema, :mod:`companion.config_schema`: the defaults here are taken from it,
and ``companion config --default`` prints it as a commented file.

Five keys (``language``, ``leds.brightness``, ``sound.volume``,
``sound.mute``, ``phones.enabled``) can also be set on the Settings screen; a value set there
wins for that key only (see :mod:`companion.ui.prefs`). :attr:`Config.given`
records which keys the file itself sets, so the screen and ``companion
config --show`` can say where each value comes from.
"""

from __future__ import annotations

import difflib
import logging
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir

from companion import table_language
from companion.config_schema import KEYS, OPTIONAL_PINS, ROTATIONS, SCHEMA, TABLE
from companion.core.files import OWNER_FILE_LIMIT, UnreadableFile, read_text
from companion.data_classes import dataclass
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

SYSTEM_CONFIG = table_language.SYSTEM_CONFIG
LANGUAGES = KEYS["language"].choices
DRIVERS = KEYS["leds.driver"].choices
BCM_PINS = range(0, 28)


class ConfigError(ValueError):
    """The configuration file is wrong; the message says where and how."""


@dataclass(frozen=True, slots=True)
class PhonesSettings:
    """``[phones]``: each player's private view on their own phone, served on the local network.

    Off by default, so an appliance opens no port unless its owner asks; the
    Settings screen may switch it for itself (:mod:`companion.ui.prefs`).
    """

    enabled: bool = False
    port: int = 8737


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
    log_level: str = "info"
    """The least important log lines kept (``[logging] level``)."""
    phones: PhonesSettings = field(default_factory=PhonesSettings)
    """``[phones]``: whether phones may join, and on which port."""
    given: frozenset[str] = frozenset()
    """The keys (dotted, as in :mod:`companion.config_schema`) the file sets; the rest are defaults."""
    environment: Mapping[str, str] = field(default_factory=dict)
    """Keys an environment variable decided (key → the variable, e.g. ``hardware`` → ``COMPANION_HARDWARE``)."""

    def load_layouts(self) -> dict[str, Layout]:
        """Every configured layout, loaded (already checked by :func:`parse_config`)."""
        builtins = default_layouts()
        return {game: read_layout(layout_source(name, None, builtins)) for game, name in self.layouts.items()}


def default_layouts() -> dict[str, str]:
    """Game → the LED layout file its presentation package ships (the kit's seat lights for a game without one)."""
    from companion.registry import specs

    return {name: str(spec.layout_path()) for name, spec in specs().items()}


def layout_source(name: str, base: Path | None, builtins: Mapping[str, str] | None = None) -> Path:
    """Where a configured layout lives: a game's name means that game's built-in layout, else a file path
    (``builtins``: :func:`default_layouts`, when the caller already has them)."""
    builtin = (default_layouts() if builtins is None else builtins).get(name)
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
    given = keys_given(data)
    environment: dict[str, str] = {}
    override = env.get("COMPANION_HARDWARE")
    if override:
        if override not in BACKENDS:
            raise ConfigError(f"COMPANION_HARDWARE: must be one of {', '.join(BACKENDS)}, got {override!r}")
        data = {**data, "hardware": override}
        environment["hardware"] = "COMPANION_HARDWARE"
    config = parse_config(data, where=str(path), base=path.parent)
    return replace(config, path=path if path.exists() else None, given=given, environment=environment)


def keys_given(data: Mapping[str, Any]) -> frozenset[str]:
    """The schema's keys that parsed TOML sets (a table key counts when the table is there)."""
    found = set()
    for key in SCHEMA:
        table: Any = data
        for part in key.section.split(".") if key.section else ():
            table = table.get(part) if isinstance(table, dict) else None
        if key.kind == TABLE and not key.name:
            present = isinstance(table, dict)
        else:
            present = isinstance(table, dict) and key.name in table
        if present:
            found.add(key.dotted)
    return frozenset(found)


def apply_log_level(config: Config) -> None:
    """Keep the log lines ``[logging] level`` asks for (the handler is :func:`companion.service.configure_logging`'s)."""
    logging.getLogger().setLevel(config.log_level.upper())


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


_layouts_read: dict[tuple[str, str], Layout] = {}
"""Layouts already parsed, by file name and text: checking the configuration reads every game's layout, and the
devices read them again moments later; parsing TOML is the costly part, reading the file is not."""


def read_layout(path: Path) -> Layout:
    """The layout file at ``path``, read carefully (see :func:`read_toml`) and checked.

    A game's own layout ships in its package; one named in the configuration
    is the owner's file, so every layout the companion uses is read here
    rather than by :func:`companion.hardware.layout.load_layout`. The file is
    read every time; the same text is parsed once.
    """
    try:
        text = read_text(path, OWNER_FILE_LIMIT)
    except UnreadableFile as exc:
        raise LayoutError(str(exc)) from None
    known = _layouts_read.get((path.name, text))
    if known is not None:
        return known
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LayoutError(f"{path}: not valid TOML: {exc}") from None
    layout = parse_layout(data, where=path.name)
    if len(_layouts_read) >= 32:  # owners' files edited over a long session: keep the newest few
        _layouts_read.pop(next(iter(_layouts_read)))
    _layouts_read[path.name, text] = layout
    return layout


def section_keys(section: str) -> tuple[str, ...]:
    """The keys a table of the file may hold, from the schema (the top of the file: its keys and tables)."""
    if section:
        return tuple(key.name for key in SCHEMA if key.section == section)
    return tuple(dict.fromkeys(key.section.split(".")[0] or key.name for key in SCHEMA))


def _hint(key: str, prefix: str, known: tuple[str, ...]) -> str:
    """What an unknown key most likely meant: a near spelling here, else the same key in its own table
    (``volume`` at the top of the file is ``sound.volume``: a line written above its ``[sound]``), else the list."""
    close = difflib.get_close_matches(key, known, n=1)
    if close:
        return f" (did you mean {prefix}{close[0]}?)"
    elsewhere = [spec for spec in SCHEMA if spec.name == key and spec.section]
    if len(elsewhere) == 1:
        return f" (did you mean {elsewhere[0].section}.{key}? it belongs under [{elsewhere[0].section}])"
    if elsewhere:
        return f" (it belongs under a table: {' or '.join(f'[{spec.section}]' for spec in elsewhere)})"
    return f" (known: {', '.join(known)})"


class _Reader:
    """Takes typed values out of one TOML table, reporting problems by dotted key."""

    def __init__(self, where: str, table: Any, prefix: str, known: tuple[str, ...]) -> None:
        self.where, self.prefix = where, prefix
        if not isinstance(table, dict):
            raise self.error("", f"must be a table ([{prefix.rstrip('.')}])")
        self.table = table
        for key in table:
            if key not in known:
                raise self.error(key, f"unknown key{_hint(key, prefix, known)}")

    def error(self, key: str, problem: str) -> ConfigError:
        name = f"{self.prefix}{key}".rstrip(".") or "file"
        return ConfigError(f"{self.where}: {name}: {problem}")

    def default(self, key: str) -> Any:
        """The schema's default of ``key`` in this table."""
        return KEYS[f"{self.prefix}{key}"].default

    def get(self, key: str, kind: type | tuple[type, ...], described: str, default: Any = None) -> Any:
        value = self.table.get(key, self.default(key) if default is None else default)
        if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
            raise self.error(key, f"must be {described}, got {value!r}")
        if not isinstance(value, kind):
            raise self.error(key, f"must be {described}, got {value!r}")
        return value

    def number(self, key: str) -> Any:
        """A number within the schema's range (a whole one where the schema says integer)."""
        spec = KEYS[f"{self.prefix}{key}"]
        integer = spec.kind == "integer"
        kind: type | tuple[type, ...] = int if integer else (int, float)
        described = "a whole number" if integer else "a number"
        value = self.get(key, kind, described)
        low, high = spec.low, spec.high
        if low is not None and high is not None and not low <= value <= high:
            raise self.error(key, f"must be between {low} and {high}, got {value}")
        return value

    def choice(self, key: str) -> str:
        choices = KEYS[f"{self.prefix}{key}"].choices
        value = self.get(key, str, "a string")
        if value not in choices:
            raise self.error(key, f"must be one of {', '.join(choices)}, got {value!r}")
        return value

    def pin(self, key: str) -> int | None:
        """A BCM GPIO number; for an optional button or light, 0 or -1 is None (not wired)."""
        value = self.get(key, int, "a BCM GPIO number")
        if key in OPTIONAL_PINS and value <= 0:
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
        section_keys(""),
    )
    backend = top.choice("hardware")
    language = top.choice("language")

    logs = _Reader(where, top.get("logging", dict, "a table", default={}), "logging.", section_keys("logging"))
    log_level = logs.choice("level")

    screen = _Reader(where, top.get("display", dict, "a table", default={}), "display.", section_keys("display"))
    rotation = screen.get("rotation", int, "a whole number")
    if rotation not in ROTATIONS:
        raise screen.error("rotation", f"must be 0, 90, 180 or 270, got {rotation}")

    cards = top.get("rfid", dict, "a table of card tags and seat numbers")
    rfid: dict[str, int] = {}
    for tag, seat in cards.items():
        if not isinstance(tag, str) or not re.fullmatch(r"[0-9A-Fa-f]{4,32}", tag):
            raise ConfigError(f"{where}: rfid.{tag}: a card tag is 4 to 32 hex digits")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= 8:
            raise ConfigError(f"{where}: rfid.{tag}: must be a seat number 1-8, got {seat!r}")
        rfid[tag.upper()] = seat - 1

    raw_leds = top.table.get("leds", {})
    layouts_table = raw_leds.get("layouts", {}) if isinstance(raw_leds, dict) else {}
    leds = _Reader(where, raw_leds, "leds.", section_keys("leds"))
    strip = StripSettings(
        count=leds.number("count"),
        pin=leds.pin("pin"),  # type: ignore[arg-type]  # never None: the strip's pin is not in OPTIONAL_PINS
        driver=leds.choice("driver"),
        order=leds.choice("order"),
        brightness=float(leds.number("brightness")),
        power_budget_amps=float(leds.number("power_budget_amps")),
        milliamps_per_channel=float(leds.number("milliamps_per_channel")),
        fps=float(leds.number("fps")),
    )
    if strip.driver == "spi" and strip.pin != 10:
        raise leds.error("pin", f"the spi driver uses GPIO10 (MOSI), got {strip.pin}")

    games = _Reader(
        where, layouts_table, "leds.layouts.", tuple(layouts_table) if isinstance(layouts_table, dict) else ()
    )
    builtins = default_layouts()
    layouts = dict(builtins)
    for game in games.table:
        layouts[game] = games.get(game, str, "a layout name or file path", default="")
    for game, name in layouts.items():
        source = layout_source(name, base, builtins)
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

    btn = _Reader(where, top.table.get("buttons", {}), "buttons.", section_keys("buttons"))
    seats = btn.get("seats", list, "a list of BCM GPIO numbers, one per seat")
    if not 1 <= len(seats) <= 8:
        raise btn.error("seats", f"must list 1 to 8 seats, got {len(seats)}")
    for number, pin in enumerate(seats):
        if isinstance(pin, bool) or not isinstance(pin, int) or pin not in BCM_PINS:
            raise btn.error(f"seats[{number}]", f"must be a BCM GPIO number 0-27, got {pin!r}")
    seat_lights = btn.get("seat_lights", list, "a list of BCM GPIO numbers, one per seat button's LED")
    if len(seat_lights) > len(seats):
        raise btn.error("seat_lights", f"lists {len(seat_lights)} LEDs for {len(seats)} seats")
    for number, pin in enumerate(seat_lights):
        if isinstance(pin, bool) or not isinstance(pin, int) or pin not in BCM_PINS:
            raise btn.error(f"seat_lights[{number}]", f"must be a BCM GPIO number 0-27, got {pin!r}")
    buttons = ButtonSettings(
        seats=tuple(seats),
        undo=btn.pin("undo"),
        confirm=btn.pin("confirm"),
        pull_up=btn.get("pull_up", bool, "true or false"),
        bounce_time=float(btn.number("bounce_time")),
        hold_time=float(btn.number("hold_time")),
        seat_lights=tuple(seat_lights),
        undo_light=btn.pin("undo_light"),
        confirm_light=btn.pin("confirm_light"),
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

    ser = _Reader(where, top.table.get("serial", {}), "serial.", section_keys("serial"))
    serial = SerialSettings(
        port=ser.get("port", str, 'a device path or pyserial URL ("" for none)'),
        baud=ser.number("baud"),
        scanner=ser.get("scanner", bool, "true or false"),
        max_line=ser.number("max_line"),
    )

    scn = _Reader(where, top.table.get("scanners", {}), "scanners.", section_keys("scanners"))
    devices = scn.get("devices", list, "a list of input device paths")
    card_readers = scn.get("rfid", list, "a list of input device paths, each also in scanners.devices")
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
        max_line=scn.number("max_line"),
        pause=float(scn.number("pause")),
    )

    snd = _Reader(where, top.table.get("sound", {}), "sound.", section_keys("sound"))
    directory = snd.get("directory", str, 'a folder path ("" for the project\'s sounds)')
    sound = SoundSettings(
        volume=float(snd.number("volume")),
        mute=snd.get("mute", bool, "true or false"),
        directory=_folder(directory, base) if directory else SOUNDS_DIR,
    )
    if directory and not _is_folder(sound.directory):
        raise snd.error("directory", f"{sound.directory} is not a folder")

    ph = _Reader(where, top.table.get("phones", {}), "phones.", section_keys("phones"))
    phones = PhonesSettings(enabled=ph.get("enabled", bool, "true or false"), port=ph.number("port"))

    hardware = HardwareSettings(
        backend=backend, strip=strip, buttons=buttons, serial=serial, sound=sound, scanners=scanners
    )
    return Config(
        hardware=hardware,
        layouts=layouts,
        language=language,
        rfid=rfid,
        rotation=rotation,
        log_level=log_level,
        phones=phones,
    )


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
