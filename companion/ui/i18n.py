"""Languages: English, Italian and French, from gettext catalogs.

Every sentence on screen goes through :func:`_`, including the engines'
templates (rule refusals, game-log sentences), which are marked with ``N_``
in pure code and translated here before their data is filled in. Catalogs
live in ``companion/locale/<lang>/LC_MESSAGES/companion.po`` and are compiled
to ``.mo`` with Babel (``scripts/i18n``); English is the source language.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "companion"
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano", "fr": "Français"}

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(code: str) -> None:
    """Switch every later :func:`_` call to ``code`` (unknown codes are refused)."""
    global _translation, _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    if code == "en":
        _translation = gettext.NullTranslations()
    else:
        _translation = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _language = code


def language() -> str:
    return _language


def _(text: str) -> str:
    """Translate ``text`` into the current language (English if no translation exists)."""
    return _translation.gettext(text)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _translation.ngettext(singular, plural, count)
