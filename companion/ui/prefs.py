"""The table's own preferences (language, volume, brightness, mute, phones, contrast, the last game's names), kept
across restarts in ``preferences.json`` in the data directory, written atomically.

Five of them are also keys of the configuration file (:data:`SHARED`). One
rule decides which value applies: **a value set on the Settings screen
overrides the file for that key only, until "back to the file" is tapped**;
every other key is the file's value, or the default where the file says
nothing. So a preferences file records only what was changed on the screen
(``set_here``), never a copy of the defaults that would hide the owner's
file. The screen shows each value's source (:meth:`Preferences.source`) and
``companion config --show`` prints the same.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from companion.config_schema import KEYS
from companion.core.files import PREFERENCES_LIMIT, UnreadableFile, read_text
from companion.core.journal import atomic_write
from companion.data_classes import dataclass
from companion.text.i18n import LANGUAGES

from .theme import THEME_NAMES

Value = TypeVar("Value")

if TYPE_CHECKING:
    from companion.config import Config

SHARED: dict[str, str] = {
    "language": "language",
    "volume": "sound.volume",
    "brightness": "leds.brightness",
    "muted": "sound.mute",
    "phones": "phones.enabled",
}
"""The preferences the configuration file also sets: preference → the file's key. Volume and brightness are
the file's fractions (0.0 to 1.0) everywhere; the screen shows them in tenths."""

FILE, HERE, DEFAULT = "file", "here", "default"
"""Where a value comes from: the configuration file, the Settings screen, the built-in default."""

FORMAT = 2
"""``preferences.json`` with ``set_here``. A file without it was written by a version that stored every value;
see :func:`_from_old_format`."""

OLD_DEFAULTS: dict[str, Any] = {"language": "en", "volume": 7, "brightness": 6, "muted": False}
"""What earlier versions wrote for a value nobody had changed (volume and brightness in tenths)."""


def _valid(name: str, value: Any) -> Any | None:
    """``value`` as the preference ``name`` holds it, or None when it is not one."""
    if name == "language":
        return value if isinstance(value, str) and value in LANGUAGES else None
    if name in ("muted", "phones"):
        return value if isinstance(value, bool) else None
    if isinstance(value, int | float) and not isinstance(value, bool) and 0.0 <= value <= 1.0:
        return float(value)
    return None


@dataclass(frozen=True, slots=True)
class Underlying:
    """What applies where the Settings screen set nothing: the configuration file's value, or the default."""

    values: dict[str, Any] = field(default_factory=lambda: {name: KEYS[key].default for name, key in SHARED.items()})
    sources: dict[str, str] = field(default_factory=lambda: dict.fromkeys(SHARED, DEFAULT))

    @classmethod
    def of(cls, config: Config | None) -> Underlying:
        """The file's values of the shared keys (``None``: no configuration read, the defaults)."""
        if config is None:
            return cls()
        hw = config.hardware
        values = {
            "language": config.language,
            "volume": hw.sound.volume,
            "brightness": hw.strip.brightness,
            "muted": hw.sound.mute,
            "phones": config.phones.enabled,
        }
        sources = {name: FILE if key in config.given else DEFAULT for name, key in SHARED.items()}
        return cls(values, sources)


class Setting(Generic[Value]):
    """One preference read and written as an attribute (``prefs.volume = 0.5``), in its type, through
    :meth:`Preferences.get` and :meth:`Preferences.set` (so a value is checked before it is kept)."""

    def __init__(self, name: str, kind: Callable[[Any], Value]) -> None:
        self.name = name
        self.kind = kind

    def __get__(self, prefs: Preferences, owner: type | None = None) -> Value:
        return self.kind(prefs.get(self.name))

    def __set__(self, prefs: Preferences, value: Value) -> None:
        prefs.set(self.name, value)


@dataclass(slots=True)
class Preferences:
    theme: str = "normal"  # normal | high: high contrast (see companion.ui.theme)
    last_names: list[str] = field(default_factory=list)  # the players of the last game started here, offered again
    set_here: dict[str, Any] = field(default_factory=dict)
    """The shared settings changed on the Settings screen (preference → value): these win over the file."""
    underlying: Underlying = field(default_factory=Underlying, compare=False)
    """The file's (or the default) values, for every shared setting not in ``set_here``."""

    # -- the shared settings: reading gives what applies, assigning sets it here ---------------------------
    def get(self, name: str) -> Any:
        return self.set_here[name] if name in self.set_here else self.underlying.values[name]

    def set(self, name: str, value: Any) -> None:
        """Set ``name`` on the screen: from now on it wins over the file, for this key only."""
        checked = _valid(name, value)
        if checked is None:
            raise ValueError(f"{name}: {value!r} is not a value of this setting")
        self.set_here[name] = checked

    def source(self, name: str) -> str:
        """:data:`HERE`, :data:`FILE` or :data:`DEFAULT`: where the value that applies comes from."""
        return HERE if name in self.set_here else self.underlying.sources[name]

    def back_to_file(self, name: str) -> None:
        """Forget the screen's value of ``name``: the file's value (or the default) applies again."""
        self.set_here.pop(name, None)

    language = Setting("language", str)
    volume = Setting("volume", float)
    brightness = Setting("brightness", float)
    muted = Setting("muted", bool)
    phones = Setting("phones", bool)
    """Phones at the table: off by default, so no port is open unless asked for (docs/phones.md)."""

    def over(self, config: Config) -> Config:
        """``config`` with the Settings screen's choices over the file's, as ``companion config --show`` says they
        apply: a console opened beside the touchscreen (or over ssh) speaks the language the table chose there
        and plays its cues at its volume, where it spoke the file's language. A key an environment variable
        decides stays the variable's, as ``--show`` says."""
        chosen = {
            SHARED[name]: value for name, value in self.set_here.items() if SHARED[name] not in config.environment
        }
        if not chosen:
            return config
        hw = config.hardware
        sound = replace(
            hw.sound, volume=chosen.get("sound.volume", hw.sound.volume), mute=chosen.get("sound.mute", hw.sound.mute)
        )
        strip = replace(hw.strip, brightness=chosen.get("leds.brightness", hw.strip.brightness))
        return replace(
            config,
            language=chosen.get("language", config.language),
            hardware=replace(hw, sound=sound, strip=strip),
            phones=replace(config.phones, enabled=chosen.get("phones.enabled", config.phones.enabled)),
        )

    # -- the file -------------------------------------------------------------------------------------------
    @classmethod
    def load(cls, path: Path) -> Preferences:
        """Read ``path``; anything missing or unreadable falls back to the defaults, value by value."""
        prefs = cls()
        try:
            # The careful reader: a named pipe or a link to a device here must not stop the app starting.
            data = json.loads(read_text(path, PREFERENCES_LIMIT))
        except (UnreadableFile, ValueError, RecursionError):
            return prefs
        if not isinstance(data, dict):
            return prefs
        if data.get("format") == FORMAT:
            here = data.get("set_here")
            for name, value in here.items() if isinstance(here, dict) else ():
                checked = _valid(name, value) if name in SHARED else None
                if checked is not None:
                    prefs.set_here[name] = checked
        else:
            prefs.set_here = _from_old_format(data)
        if data.get("theme") in THEME_NAMES:
            prefs.theme = data["theme"]
        prefs.last_names = remembered_names(data.get("last_names"))
        return prefs

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "set_here": self.set_here, "theme": self.theme, "last_names": self.last_names}
        atomic_write(path, (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))


def _from_old_format(data: dict[str, Any]) -> dict[str, Any]:
    """The settings an earlier version's file holds that were surely changed on the screen.

    Those versions wrote all four values on every save (a new game's names
    saved them too), so a file cannot say which were chosen. A value other
    than what they wrote by default was; one equal to it is taken as never
    changed, and the configuration file's value applies to it.
    """
    here: dict[str, Any] = {}
    for name, old_default in OLD_DEFAULTS.items():
        value = data.get(name)
        if name in ("volume", "brightness"):
            low = 0 if name == "volume" else 1
            if type(value) is not int or not low <= value <= 10:
                continue
            if value != old_default:
                here[name] = value / 10
        elif _valid(name, value) is not None and value != old_default:
            here[name] = value
    return here


NAME_LENGTH = 40
"""The longest name kept (the on-screen keyboard types 12 letters; the console allows more)."""
MAX_REMEMBERED = 6
"""No game seats more players: the names of one table."""


def remembered_names(value: object) -> list[str]:
    """The names a preferences file remembers, kept only as far as they are names (text, not blank, no longer
    than :data:`NAME_LENGTH`), at most :data:`MAX_REMEMBERED`, each once: a damaged file offers fewer names, never
    stops the new-game screen."""
    if not isinstance(value, list):
        return []
    names = [v.strip() for v in value if isinstance(v, str) and v.strip() and len(v.strip()) <= NAME_LENGTH]
    return list(dict.fromkeys(names))[:MAX_REMEMBERED]
