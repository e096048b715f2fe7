"""``companion config --default | --check FILE | --show``: the configuration file, printed, checked, explained.

``--default`` prints the schema (:mod:`companion.config_schema`) as a
commented file that parses to the defaults; ``--check`` lists every problem
of a file, each naming the file, the key and the reason; ``--show`` prints
the settings the companion would play with now and where each comes from:
the file, the Settings screen's preferences, an environment variable, or
the default.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from companion.config import ConfigError, config_path, keys_given, load_config, read_toml
from companion.config_schema import KEYS, PIN, PINS, SCHEMA, SECTIONS, TABLE, default_toml, toml_value
from companion.terminal import printable

MAX_PROBLEMS = 50
"""A file with more problems than this is more mistake than configuration: the first ones say enough."""

EXIT_PROBLEM = 1


def run_command(args: argparse.Namespace) -> int:
    if args.pi and not args.default:
        raise ConfigCommandError("--pi goes with --default")
    if args.default:
        print(default_toml(pi=args.pi), end="")
        return 0
    if args.check is not None:
        return check(args.check)
    return show()


class ConfigCommandError(ValueError):
    """A wrong use of the command (not a problem in a file): one line, exit status 2."""


# -- --check ---------------------------------------------------------------------------------------------------
def problems(path: Path) -> list[str]:
    """Every problem of the file at ``path`` (see :func:`checked`)."""
    return checked(path)[0]


def checked(path: Path) -> tuple[list[str], str | None]:
    """Every problem of the file at ``path``, one line each (file: key: reason), in the order they are found,
    and the key the list stopped at when more may follow it (or None).

    The parser stops at the first problem; the key it names is then set
    aside and the rest parsed again, so one run of ``--check`` lists them
    all instead of one per edit. A problem whose key cannot be set aside
    (a file that is not TOML), or whose key other keys are checked against
    (see :func:`independent`), ends the list: past it, a problem could be
    the default standing in for the owner's value, not the owner's mistake.
    """
    try:
        data = read_toml(path)
    except ConfigError as exc:
        return [str(exc)], None
    found: list[str] = []
    where = str(path)
    while len(found) < MAX_PROBLEMS:
        try:
            load_config_data(data, path)
        except ConfigError as exc:
            message = str(exc)
            found.append(message)
            key = _key_of(message, where)
            if not _set_aside(data, key):
                break
            if not independent(key):
                return found, key if _has_problem(data, path) else None
        else:
            break
    return found, None


def _has_problem(data: dict[str, Any], path: Path) -> bool:
    try:
        load_config_data(data, path)
    except ConfigError:
        return True
    return False


def load_config_data(data: dict[str, Any], path: Path) -> None:
    """Parse ``data`` as the file at ``path`` would be (relative paths from its folder)."""
    from companion.config import parse_config

    parse_config(data, where=str(path), base=path.parent)


CHECKED_AGAINST = ("leds.count", "leds.driver", "leds.layouts", "scanners.devices")
"""Keys other keys are checked against (besides every GPIO): the LEDs a layout needs, the SPI pin, card readers."""


def independent(key: str) -> bool:
    """True when no other key is checked against ``key``, so setting it aside cannot make a new problem."""
    if key in SECTIONS:  # a whole table set aside: its defaults would stand in for all of it
        return False
    spec = KEYS.get(re.sub(r"^(leds\.layouts|rfid)\..*", r"\1", key))
    if spec is not None and spec.kind in (PIN, PINS):
        return False  # unknown keys (no spec) are checked against nothing
    return not any(key == name or key.startswith(f"{name}.") for name in CHECKED_AGAINST)


def _key_of(message: str, where: str) -> str:
    """The dotted key a parser message names (``"<where>: leds.count: must be ..."`` → ``leds.count``)."""
    rest = message[len(where) + 2 :] if message.startswith(f"{where}: ") else ""
    key = rest.split(": ", 1)[0]
    return re.sub(r"\[\d+\]$", "", key)


def _set_aside(data: dict[str, Any], key: str) -> bool:
    """Remove ``key`` from the parsed file so the rest can be checked; False when it is not there to remove."""
    parts = key.split(".") if key and key != "file" else []
    table: Any = data
    for part in parts[:-1]:
        table = table.get(part) if isinstance(table, dict) else None
    if not parts or not isinstance(table, dict) or parts[-1] not in table:
        return False
    del table[parts[-1]]
    return True


def check(path: Path) -> int:
    """``--check FILE``: every problem on its own line, or one line saying the file is good."""
    if not path.exists() and not path.is_symlink():
        raise ConfigCommandError(f"{path}: no such file")
    found, stopped_at = checked(path)
    for line in found:
        print(printable(line))
    if found:
        more = (
            f"; more may follow once {stopped_at} is mended (other keys are checked against it)" if stopped_at else ""
        )
        print(printable(f"{path}: {len(found)} problem{'s' if len(found) > 1 else ''}{more}"))
        return EXIT_PROBLEM
    given = keys_given(read_toml(path))
    print(f"{printable(str(path))}: no problems ({len(given)} of {len(SCHEMA)} keys set, the rest default)")
    return 0


# -- --show ----------------------------------------------------------------------------------------------------
def show(env: Mapping[str, str] | None = None) -> int:
    """``--show``: the file used, the preferences file, then every key's value and source."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the preferences' module reaches pygame's
    from companion.storage import data_path
    from companion.ui.prefs import SHARED, Preferences, Underlying

    env = os.environ if env is None else env
    path = config_path(env)
    how = "$COMPANION_CONFIG" if env.get("COMPANION_CONFIG") else "found" if path.exists() else "absent"
    print(printable(f"configuration file: {path} ({how})"))
    status = 0
    raw: dict[str, Any] = {}
    try:
        config = load_config(env=env)
        if config.path is not None:
            raw = read_toml(config.path)
    except ConfigError as exc:
        print(printable(f"problem: {exc}"))
        print("the companion plays on the defaults until the file is mended (companion config --check FILE)")
        config = None
        status = EXIT_PROBLEM
    prefs_path = data_path() / "preferences.json"
    prefs = Preferences.load(prefs_path)
    prefs.underlying = Underlying.of(config)
    print(printable(f"preferences: {prefs_path}" + ("" if prefs_path.exists() else " (absent)")))
    shared = {key: name for name, key in SHARED.items()}
    rows: list[tuple[str, str, str]] = []
    for key in SCHEMA:
        dotted = key.dotted
        if config is not None and dotted in config.environment:
            variable = config.environment[dotted]
            rows.append((dotted, toml_value(env.get(variable, "")), f"environment (${variable})"))
        elif dotted in shared and shared[dotted] in prefs.set_here:
            rows.append((dotted, toml_value(prefs.get(shared[dotted])), "preferences (set on the Settings screen)"))
        elif config is not None and dotted in config.given:
            rows.append((dotted, _shown(_lookup(raw, dotted)), "file"))
        else:
            rows.append((dotted, _default_shown(dotted), "default"))
    width = max(len(row[0]) for row in rows) + 2
    value_width = min(32, max(len(row[1]) for row in rows)) + 2
    for dotted, value, source in rows:
        print(printable(f"{dotted:{width}s}{value:{value_width}s}{source}"))
    return status


def _lookup(data: Mapping[str, Any], dotted: str) -> Any:
    value: Any = data
    for part in dotted.split("."):
        value = value[part]
    return value


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{name} = {toml_value(item)}" for name, item in value.items()) + "}"
    return toml_value(value)


def _default_shown(dotted: str) -> str:
    key = KEYS[dotted]
    if key.kind == TABLE:
        return "(each game's own)" if dotted == "leds.layouts" else "{}"
    return toml_value(key.default)
