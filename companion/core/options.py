"""The outer shape of a game's configuration: a table of options, every one of them an option the game knows,
and the seed its shuffles start from.

A misspelt option ("hiden_money") silently ignored would start a game the table did not ask for, so the
engines' ``prepare_config`` refuse it before anything else, here, with one sentence naming the options the
game knows, whether the configuration came from the command line, a journal header or a screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import ConfigError
from .i18n import N_


def check_options(config: Any, known: Sequence[str]) -> dict[str, Any]:
    """``config`` itself, once it is a table whose every key is in ``known``; else the :class:`ConfigError`.

    Of several unknown options the first in alphabetical order is named, so the refusal is the same
    however the table was written.
    """
    if not isinstance(config, dict):
        raise ConfigError(N_("The configuration must be a table of options."))
    unknown = sorted(set(config) - set(known))
    if unknown:
        raise ConfigError(N_("Unknown option {option!r} (known: {known})."), option=unknown[0], known=", ".join(known))
    return config


def check_seed(config: dict[str, Any]) -> int:
    """The configuration's ``seed`` (0 when left out), once it is a whole number; else the :class:`ConfigError`.

    The seed is stored in the journal header and every shuffle or draw of the game derives from it, so a game
    refuses anything but a whole number rather than replay differently from a float or a string.
    """
    seed = config.get("seed", 0)
    if type(seed) is not int:
        raise ConfigError(N_("'seed' must be a whole number."))
    return seed
