"""The table's language as the configuration file sets it, read cheaply for the commands that only print.

``companion replay`` and ``companion export`` speak the language the table plays in (``language`` in the
configuration file, :mod:`companion.config`), with ``--language`` to ask for another. Reading the whole
configuration (:func:`companion.config.load_config`) would check every device setting and import ``logging``
and ``platformdirs``: a fifth of a replay's start. This reads only the one key, from the file
:func:`companion.config.config_path` names, and falls back to English whenever the file is missing, unreadable
or says something that is not a language (``companion config --check`` is where a file's problems are said).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

LANGUAGES = ("en", "it", "fr")
"""The languages a command may speak (:data:`companion.config_schema.KEYS` ``language``'s choices)."""
DEFAULT = "en"
SYSTEM_CONFIG = Path("/etc/companion/config.toml")
"""The Pi's configuration file (:data:`companion.config.SYSTEM_CONFIG`)."""


def file_path(env: Mapping[str, str] | None = None) -> Path:
    """The configuration file :func:`companion.config.config_path` names, without ``platformdirs`` on Linux."""
    env = os.environ if env is None else env
    if env.get("COMPANION_CONFIG"):
        return Path(env["COMPANION_CONFIG"])
    if SYSTEM_CONFIG.exists():
        return SYSTEM_CONFIG
    if sys.platform == "linux":  # platformdirs' own rule there: $XDG_CONFIG_HOME, else ~/.config
        base = env.get("XDG_CONFIG_HOME", "").strip() or os.path.expanduser("~/.config")
        return Path(base) / "companion" / "config.toml"
    from platformdirs import user_config_dir

    return Path(user_config_dir("companion", appauthor=False)) / "config.toml"


def file_language(env: Mapping[str, str] | None = None) -> str:
    """The ``language`` the configuration file sets, or English (no file, an unreadable one, no such key)."""
    import tomllib

    from companion.core.files import OWNER_FILE_LIMIT, UnreadableFile, read_text

    path = file_path(env)
    try:
        if not path.exists():
            return DEFAULT
        text = read_text(path, OWNER_FILE_LIMIT)
        if "language" not in text:  # most files: nothing to parse
            return DEFAULT
        value = tomllib.loads(text).get("language")
    except (UnreadableFile, tomllib.TOMLDecodeError, RecursionError, OSError):
        return DEFAULT
    return value if isinstance(value, str) and value in LANGUAGES else DEFAULT
