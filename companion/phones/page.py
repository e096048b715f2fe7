"""The phone page as served: ``static/phone.html`` with its own words in the table's language.

Before its first view a page had no words but the English written in its file: a French table's phones
said "Connecting…" until the view came. The server knows the table's language when it serves the page, so
it writes the page's fixed words in it: an element marked ``data-text="key"`` gets :data:`~.views.TEXTS`'s
``key`` as its text, one marked ``data-label="key"`` as its ``aria-label``, and the ``<html>`` element the
language and, in ``data-texts``, those words in every language (JSON): a phone that chose its own language
reads them in that one from its first look, and a switch before any view changes them at once. The file
stays a page in English as it is (what the page's own tests serve), and no script or style is inlined, so
the Content-Security-Policy of ``default-src 'self'`` holds.
"""

from __future__ import annotations

import html
import json
import pkgutil
import re
from functools import cache

from companion.text.i18n import LANGUAGES

from .views import TEXTS, known_language, translator

FIXED = ("connecting", "lost", "connected", "code_prompt", "join", "confirm", "language", "theme")
"""The words the page may show before its first view (a view brings all of :data:`~.views.TEXTS` after)."""

_MARKED = re.compile(r'(<(\w+)\b[^>]*\sdata-text="(\w+)"[^>]*>)([^<]*)(</\2>)')
_LABELLED = re.compile(r'(<\w+\b[^>]*?\saria-label=")[^"]*("[^>]*\sdata-label="(\w+)")')
_ROOT = re.compile(r'<html lang="[^"]*">')


def fixed_words(code: str) -> dict[str, str]:
    """The page's fixed words in ``code`` (any thread: the catalogs are read-only)."""
    say = translator(code)
    return {key: say(TEXTS[key]) for key in FIXED}


@cache
def page(code: str) -> bytes:
    """``static/phone.html`` with its fixed words in ``code`` (a language the companion speaks, else English)."""
    code = known_language(code, "en")
    source = pkgutil.get_data(__package__ or "companion.phones", "static/phone.html")
    if source is None:  # pragma: no cover - the file ships with the package
        raise FileNotFoundError("static/phone.html")
    words = fixed_words(code)
    text = source.decode("utf-8")
    text = _MARKED.sub(lambda m: m[1] + html.escape(words[m[3]], quote=False) + m[5], text)
    text = _LABELLED.sub(lambda m: m[1] + html.escape(words[m[3]]) + m[2], text)
    every = json.dumps({language: fixed_words(language) for language in LANGUAGES}, ensure_ascii=False)
    root = f'<html lang="{code}" data-texts="{html.escape(every)}">'
    text, found = _ROOT.subn(root, text, count=1)
    if not found:  # pragma: no cover - the file's own first element
        raise ValueError("static/phone.html has no <html lang> element")
    return text.encode("utf-8")
