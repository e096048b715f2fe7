"""Every key of the configuration file, once: its section, name, type, default, allowed values and meaning.

The parser (:mod:`companion.config`) takes its defaults and ranges from
here, and the three texts an owner reads are generated from here: the
commented defaults ``companion config --default`` prints, the example the
installer falls back to (``systemd/config.toml.example``) and the key table
in ``docs/raspberry-pi.md``. A test compares the committed files with what
this module generates, so a key added here and forgotten there fails at
once; ``python -m companion.config_schema`` rewrites both files.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from companion.data_classes import dataclass

CHOICE = "choice"
INTEGER = "integer"
NUMBER = "number"
BOOLEAN = "boolean"
TEXT = "string"
PIN = "GPIO"
PINS = "list of GPIOs"
PATHS = "list of paths"
TABLE = "table"

HARDWARE_BACKENDS = ("simulated", "real", "auto")
LANGUAGES = ("en", "it", "fr")
LOG_LEVELS = ("debug", "info", "warning", "error")
DRIVERS = ("auto", "spi", "neopixel")
ORDERS = ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR", "RGBW", "GRBW")
ROTATIONS = (0, 90, 180, 270)


@dataclass(frozen=True, slots=True)
class Key:
    """One key of the file: enough to check a value, print its default and explain it in one line."""

    section: str
    """The TOML table it sits in ("" for the top of the file)."""
    name: str
    kind: str
    default: Any
    comment: str
    choices: tuple[Any, ...] = ()
    low: float | None = None
    high: float | None = None
    example: str = ""
    """For a table whose entries are the owner's (layouts, cards): one commented example entry."""

    @property
    def dotted(self) -> str:
        return ".".join(part for part in (self.section, self.name) if part)

    @property
    def allowed(self) -> str:
        """The allowed values in words, as the docs' table and ``--show`` print them."""
        if self.choices:
            return " | ".join(toml_value(choice) for choice in self.choices)
        if self.low is not None and self.high is not None:
            return f"{_number(self.low)} to {_number(self.high)}"
        if self.kind == PIN:
            return "BCM 0 to 27 (0 or -1: none)" if self.name in OPTIONAL_PINS else "BCM 0 to 27"
        if self.kind == PINS:
            return "BCM 0 to 27 each"
        if self.kind == PATHS:
            return "paths under /dev/input/"
        return ""


OPTIONAL_PINS = ("undo", "confirm", "undo_light", "confirm_light")
"""Button pins that may be switched off with 0 or -1 (the seats are always wired)."""


SCHEMA: tuple[Key, ...] = (
    Key("", "hardware", CHOICE, "simulated", "auto: real where a device answers; $COMPANION_HARDWARE wins",
        HARDWARE_BACKENDS),
    Key("", "language", CHOICE, "en", "the screens' language (the Settings screen may set its own)", LANGUAGES),
    Key("logging", "level", CHOICE, "info", "the least important log lines kept (journalctl -u companion)", LOG_LEVELS),
    Key("leds", "count", INTEGER, 114, "LEDs on the strip (108 under the board, then one at each of six seats)",
        low=1, high=10_000),
    Key("leds", "pin", PIN, 10, "BCM GPIO of the data line: 10 = SPI (no root, every model), 18 = PWM (root)"),
    Key("leds", "driver", CHOICE, "auto", "how the strip is driven (spi needs pin 10)", DRIVERS),
    Key("leds", "order", CHOICE, "GRB", "the strip's byte order", ORDERS),
    Key("leds", "brightness", NUMBER, 0.3, "the strip's brightness (the Settings screen may set its own)",
        low=0.0, high=1.0),
    Key("leds", "power_budget_amps", NUMBER, 2.0, "frames are dimmed to stay within the supply", low=0.1, high=100.0),
    Key("leds", "milliamps_per_channel", NUMBER, 60, "current of one colour of one LED at full brightness",
        low=1.0, high=100.0),
    Key("leds", "fps", NUMBER, 30, "most frames a second sent to the strip", low=1.0, high=30.0),
    Key("leds", "layouts", TABLE, {}, "game = a layout file of your own wiring (default: the layout the game ships)",
        example='# mygame = "/etc/companion/mygame-layout.toml"'),
    Key("buttons", "seats", PINS, [5, 6, 13, 19, 26, 21], "one pass button per seat, clockwise (1 to 8)"),
    Key("buttons", "undo", PIN, 20, "the undo button (0 or -1: none)"),
    Key("buttons", "confirm", PIN, 16, "the confirm button (0 or -1: none)"),
    Key("buttons", "pull_up", BOOLEAN, True, "buttons connect their GPIO to ground"),
    Key("buttons", "bounce_time", NUMBER, 0.05, "seconds a press is debounced", low=0.0, high=1.0),
    Key("buttons", "hold_time", NUMBER, 2.0, "seconds that make a press a hold", low=0.1, high=10.0),
    Key("buttons", "seat_lights", PINS, [], "the LEDs inside the seat buttons, in seat order ([] = none)"),
    Key("buttons", "undo_light", PIN, 0, "the undo button's LED (0: none)"),
    Key("buttons", "confirm_light", PIN, 0, "the confirm button's LED (0: none)"),
    Key("serial", "port", TEXT, "", 'a serial scanner, e.g. "/dev/ttyUSB0" ("" = none)'),
    Key("serial", "baud", INTEGER, 9600, "the serial line's speed", low=50, high=4_000_000),
    Key("serial", "scanner", BOOLEAN, True, 'a bare "5C" line is a tile placement'),
    Key("serial", "max_line", INTEGER, 80, "the longest line read; longer ones are dropped", low=8, high=4096),
    Key("scanners", "devices", PATHS, [], "keyboard-like scanners and card readers, read and grabbed through evdev"),
    Key("scanners", "rfid", PATHS, [], "those of the devices that read player cards"),
    Key("scanners", "max_line", INTEGER, 80, "the longest line read; longer ones are dropped", low=8, high=4096),
    Key("scanners", "pause", NUMBER, 0.5,
        "seconds of quiet that end a scan sent without Enter (these scanners and a serial one)", low=0.1, high=5.0),
    Key("sound", "volume", NUMBER, 0.8, "the cues' volume (the Settings screen may set its own)", low=0.0, high=1.0),
    Key("sound", "mute", BOOLEAN, False, "no cues at all (the Settings screen may set its own)"),
    Key("sound", "directory", TEXT, "", 'a folder of your own cues ("" = the cues shipped with the companion)'),
    Key("display", "rotation", INTEGER, 0, "degrees the picture is turned, for a panel mounted another way",
        ROTATIONS),
    Key("phones", "enabled", BOOLEAN, False,
        "each player's private view and sealed choices on their phone (the Settings screen may set its own)"),
    Key("phones", "port", INTEGER, 8737, "the port phones join on, on the local network only", low=1024, high=65535),
    Key("rfid", "", TABLE, {}, '"TAG" = seat number: a player card shows that seat\'s private panel',
        example='# "0A1B2C3D" = 1'),
)  # fmt: skip

KEYS: dict[str, Key] = {key.dotted: key for key in SCHEMA}
SECTIONS: tuple[str, ...] = tuple(dict.fromkeys(key.section for key in SCHEMA if key.section))
"""The file's tables in the order they are written."""

SECTION_NOTES: dict[str, tuple[str, ...]] = {
    "buttons": ("BCM GPIO numbers; every pin is used once.",),
    "phones": ("Off by default: with phones off no port is open. See docs/phones.md (joining, the threat model).",),
    "scanners": (
        "USB scanners and RFID readers that type like a keyboard: read through evdev and grabbed, so their",
        "keystrokes never reach the app. Use the stable names: ls /dev/input/by-id/*-event-kbd",
    ),
}

DEFAULT_HEADER = (
    "Table Companion configuration: every key with its default (companion config --default).",
    "Read from $COMPANION_CONFIG, else /etc/companion/config.toml, else config.toml in the user's",
    "config folder. Every key is optional. companion config --check FILE checks a file;",
    "companion config --show shows what applies and where each value comes from.",
)
PI_HEADER = (
    "Table Companion configuration: /etc/companion/config.toml on the Pi ($COMPANION_CONFIG in the unit).",
    "scripts/install-pi writes it only when it is absent, so your changes survive updates. Every key is",
    "optional; this is every key with its default (companion config --default --pi). After editing:",
    "  companion config --check /etc/companion/config.toml && sudo systemctl restart companion",
    "Language, LED brightness, volume, mute and phones set on the Settings screen win over this file",
    "for the keys set there, until 'Back to the file' is tapped; companion config --show says which applies.",
)
PI_DEFAULTS = {"hardware": "auto"}
"""What a Pi's installed file says differently: its devices are real where they answer."""

COMMENT_COLUMN = 28


def toml_value(value: Any) -> str:
    """A value written as TOML (strings in double quotes, JSON's escapes being TOML's)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    return str(value)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _line(text: str, comment: str) -> str:
    return f"{text.ljust(COMMENT_COLUMN - 1)} # {comment}" if comment else text


def default_toml(*, pi: bool = False) -> str:
    """The whole file, every key at its default with its comment: it parses to the defaults.

    ``pi``: as the installer writes it on a Raspberry Pi (its header, and
    ``hardware = "auto"``, which the unit's environment says as well).
    """
    overrides = PI_DEFAULTS if pi else {}
    out = [f"# {line}".rstrip() for line in (PI_HEADER if pi else DEFAULT_HEADER)]
    for section in ("", *SECTIONS):
        keys = [key for key in SCHEMA if key.section == section]
        notes = [f"# {note}" for note in SECTION_NOTES.get(section, ())]
        plain = [key for key in keys if key.kind != TABLE]
        if plain:
            out += ["", *notes, *([f"[{section}]"] if section else [])]
            out += [
                _line(f"{key.name} = {toml_value(overrides.get(key.dotted, key.default))}", key.comment)
                for key in plain
            ]
            notes = []
        for key in keys:
            if key.kind == TABLE:
                out += ["", *notes, _line(f"[{key.dotted}]", key.comment), key.example]
    return "\n".join(out) + "\n"


def docs_table() -> str:
    """The key table of docs/raspberry-pi.md (Markdown)."""
    rows = ["| Key | Type | Default | Allowed | What it does |", "|---|---|---|---|---|"]
    for key in SCHEMA:
        default = "(none)" if key.kind == TABLE else f"`{toml_value(key.default)}`"
        comment = key.comment.replace("|", "\\|")
        allowed = key.allowed.replace("|", "\\|")
        rows.append(f"| `{key.dotted}` | {key.kind} | {default} | {allowed} | {comment} |")
    return "\n".join(rows) + "\n"


REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "systemd" / "config.toml.example"
DOCS = REPO / "docs" / "raspberry-pi.md"
DOCS_START = "<!-- config keys: generated by python -m companion.config_schema -->\n"
DOCS_END = "<!-- end of config keys -->\n"


def docs_with_table(text: str) -> str:
    """``text`` (the docs page) with the generated table between its markers."""
    match = re.search(re.escape(DOCS_START) + r".*?" + re.escape(DOCS_END), text, re.S)
    if match is None:
        raise ValueError(f"{DOCS.name}: the markers of the generated key table are missing")
    return text[: match.start()] + DOCS_START + docs_table() + DOCS_END + text[match.end() :]


def write_generated() -> list[Path]:
    """Rewrite the example and the docs' table from the schema; the files that changed."""
    changed = []
    for path, text in ((EXAMPLE, default_toml(pi=True)), (DOCS, docs_with_table(DOCS.read_text(encoding="utf-8")))):
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed.append(path)
    return changed


if __name__ == "__main__":
    for written in write_generated():
        print(f"rewrote {written.relative_to(REPO)}")
    sys.exit(0)
