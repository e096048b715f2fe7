"""The table's own preferences (language, volume, brightness, contrast, the last game's names), kept across
restarts.

The TOML configuration file holds what an installer sets (pins, strip,
serial port); what players change on the settings screen is stored here, in
``preferences.json`` in the data directory, written atomically.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from companion.core.files import PREFERENCES_LIMIT, UnreadableFile, read_text
from companion.core.journal import atomic_write

from .i18n import LANGUAGES
from .theme import THEME_NAMES


@dataclass(slots=True)
class Preferences:
    language: str = "en"
    volume: int = 7  # 0..10
    brightness: int = 6  # 1..10
    muted: bool = False
    theme: str = "normal"  # normal | high: high contrast (see companion.ui.theme)
    last_names: list[str] = field(default_factory=list)  # the players of the last game started here, offered again

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
        if data.get("language") in LANGUAGES:
            prefs.language = data["language"]
        for key, low, high in (("volume", 0, 10), ("brightness", 1, 10)):
            value = data.get(key)
            if type(value) is int and low <= value <= high:
                setattr(prefs, key, value)
        if isinstance(data.get("muted"), bool):
            prefs.muted = data["muted"]
        if data.get("theme") in THEME_NAMES:
            prefs.theme = data["theme"]
        prefs.last_names = remembered_names(data.get("last_names"))
        return prefs

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, (json.dumps(asdict(self), indent=2) + "\n").encode("utf-8"))


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
