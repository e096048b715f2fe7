"""Languages: English, Italian and French, from gettext catalogs.

Every sentence on screen goes through :func:`_` (:func:`pgettext` for a bare
word that must agree with a noun it does not name), including the engines'
templates (rule refusals, game-log sentences), which are marked with ``N_``
in pure code and translated here before their data is filled in. Catalogs
live in ``companion/locale/<lang>/LC_MESSAGES/companion.po`` and are compiled
to ``.mo`` with Babel (``scripts/i18n``); English is the source language.

Numbers a person reads as amounts are grouped the language's way with Babel's
CLDR data (:func:`number`: 6,000 · 6.000 · 6 000, the French separator a
no-break space the bundled font draws as a visible gap). ``_`` carries
:func:`number` as its ``number`` attribute, so an engine handed ``_`` as its
translate callable fills ``{cash:,}`` in the same language
(:func:`companion.core.i18n.fill`) without knowing which one it is; likewise
:func:`listing` joins ``{choices:or}`` the language's way, and :func:`ngettext`
picks the form of a plural template (``N_plural``) by the language's rule.

All of these are the screen's: they speak the language :func:`set_language`
chose last. Words for someone who reads another language (a phone, a score
sheet exported in it) come from :func:`translator`, a :class:`Translator`
bound to one language that carries the same attributes; the screen's functions
are that of the screen's language, so the two never say a thing differently.

In French a translated template with "de", "que", "le"... right before a slot
comes out as an :class:`~companion.text.elision.Eliding` string, which fills
"de {name}" as "d'Anna" but "de Ben" (:mod:`companion.text.elision`); in
Italian one with "a" or "e" there comes out as a
:class:`~companion.text.elision.EuphonicD`, which fills "a {name}" as "ad Anna".
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from companion.core.i18n import N_, N_plural, Plural, english_list
from companion.text.digits import WRITTEN, Digits, from_babel, grouped
from companion.text.elision import eliding, euphonic
from companion.text.folding import fold

if TYPE_CHECKING:
    from babel import Locale

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "companion"
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano", "fr": "Français"}
# The CLDR locale whose number conventions each language follows.
NUMBER_LOCALES: dict[str, str] = {"en": "en_US", "it": "it_IT", "fr": "fr_FR"}
# The languages whose short words before a slot change with the value filled in: French "d'Anna", Italian "ad Anna".
FITTING: dict[str, Callable[[str], str]] = {"fr": eliding, "it": euphonic}


def _as_written(template: str) -> str:
    return template


@cache
def _locale(code: str) -> Locale:
    """Babel's data of a language, loaded the first time it is needed (a list in Italian or French), not at
    start-up: an English table never loads it."""
    from babel import Locale

    return Locale.parse(NUMBER_LOCALES[code])


# CLDR groups French digits with a narrow no-break space (U+202F); the bundled
# screen font draws it about one pixel wide, so "6 000" would read "6000". The
# ordinary no-break space keeps the gap visible and the number on one line.
SCREEN_SPACES = str.maketrans({"\u202f": "\u00a0"})


COUNTED: dict[str, Plural] = {
    "shares": N_plural("{count} share", "{count} shares"),
    "guards": N_plural("{count} guard", "{count} guards"),
    "dice": N_plural("{count} die", "{count} dice"),
}
"""A unit word (a decision's ``unit``, the plural an engine marks with ``N_``) with the forms it takes beside a
number ("1 share", "3 shares"; "1 azione"). A unit not listed is written after any number in its plural. A number
typed with one of these words ("5 dés", "10 actions") is read as the number where a number is asked."""


class Translator:
    """A translate callable that speaks one language, whatever the screen's: the one implementation of every
    word the companion says.

    Called with an English text it gives the language's (fitted: French "de {name}" fills as "d'Anna", Italian
    "a {name}" as "ad Anna"), and it carries what :func:`companion.core.i18n.fill` looks for beside it:
    ``number``, ``listing``, ``ngettext``, ``npgettext`` and ``pgettext``, so an engine's template filled
    through it is wholly in its language (its plural form, its grouped amounts, its lists). :func:`translator`
    gives the one of each language; :func:`_` and the module's other functions are the screen's, which
    :func:`set_language` switches. Nothing in it changes once made (its catalog is only read), so a thread that
    is not the screen's (the phones' server) may use it while the screen speaks another language.
    """

    __slots__ = ("_digits", "_fitting", "_translation", "code")

    code: str
    _translation: gettext.NullTranslations
    _digits: Digits
    _fitting: Callable[[str], str]

    def __init__(self, code: str, translation: gettext.NullTranslations) -> None:
        for name, value in (
            ("code", code),
            ("_translation", translation),
            ("_digits", WRITTEN.get(NUMBER_LOCALES[code]) or from_babel(NUMBER_LOCALES[code])),
            ("_fitting", FITTING.get(code, _as_written)),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Translator is read-only ({name})")

    def __repr__(self) -> str:
        return f"Translator({self.code!r})"

    def __call__(self, text: str) -> str:
        """``text`` in this language (English if no translation exists), fitted to the values it is filled with."""
        return self._fitting(self._translation.gettext(text))

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of a message with a number of things in it that this language uses for ``count``."""
        return self._fitting(self._translation.ngettext(singular, plural, count))

    def npgettext(self, context: str, singular: str, plural: str, count: int) -> str:
        """:meth:`ngettext` for a message with a context (:func:`companion.core.i18n.NP_plural`)."""
        return self._fitting(self._translation.npgettext(context, singular, plural, count))

    def pgettext(self, context: str, text: str) -> str:
        """``text`` translated as the word it is in ``context`` (see :func:`pgettext`)."""
        return self._fitting(self._translation.pgettext(context, text))

    def number(self, value: int) -> str:
        """``value`` with its digits grouped as this language writes an amount (6.000 in Italian)."""
        if not isinstance(value, int):  # not an amount: Babel writes it (a fraction, a Decimal)
            from babel.numbers import format_decimal

            return format_decimal(value, locale=_locale(self.code)).translate(SCREEN_SPACES)
        return grouped(value, self._digits).translate(SCREEN_SPACES)

    def listing(self, items: Sequence[str], style: str = "and") -> str:
        """``items`` joined as this language lists them ("a, b e c"; ``style`` "or": "a, b o c").

        English keeps the house style of the English texts (no comma before "and").
        """
        if self.code == "en":
            return english_list(items, style)
        from babel.lists import format_list

        return format_list(list(items), style="or" if style == "or" else "standard", locale=_locale(self.code))

    def labelled(self, label: str, value: str) -> str:
        """``label: value`` with this language's punctuation (French writes a space before the colon)."""
        return self(N_("{label}: {value}")).format(label=label, value=value)

    def money(self, value: int | None, unit: str) -> str:
        """``value`` with a decision's unit as players say it in this language: $7, 7M, 1 share, 3 shares."""
        if value is None:
            return "-"
        if unit == "$":
            return f"${self.number(value)}"
        if len(unit) <= 2:  # "12M", "1.270": grouped like every other amount
            return f"{self.number(value)}{unit}"
        forms = COUNTED.get(unit)
        if forms is None:
            return f"{self.number(value)} {self(unit)}"
        return self.ngettext(forms.singular, forms.plural, value).format(count=self.number(value))


def _catalog(code: str) -> gettext.NullTranslations:
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)


@cache
def translator(code: str) -> Translator:
    """The :class:`Translator` of ``code`` (one per language, made the first time it is asked for; unknown codes
    are refused). It never touches the screen's language, and any thread may use it."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    return Translator(code, _catalog(code))


_speaking: Translator = translator("en")
"""The screen's language: what :func:`_` and the module's other functions speak."""


def set_language(code: str) -> None:
    """Switch every later :func:`_` call to ``code`` (unknown codes are refused)."""
    global _speaking
    _speaking = translator(code)


def language() -> str:
    return _speaking.code


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Every :func:`_` call inside the block speaks ``code``, the language before it back after it.

    For a one-off text in another language than the screen's, built by code that speaks through :func:`_` (a
    score sheet exported in the language asked for on the command line). Only the thread that draws the screen
    or a one-shot command may use it: the screen's own words switch with it.
    """
    global _speaking
    before = _speaking
    _speaking = translator(code)
    try:
        yield
    finally:
        _speaking = before


def _(text: str) -> str:
    """Translate ``text`` into the current language (English if no translation exists).

    In French a template whose "de", "que", "le"... stands before a slot comes out as an
    :class:`~companion.text.elision.Eliding` string, which fills "de {name}" as "d'Anna" (in Italian
    "a {name}" as "ad Anna"). The screen's :class:`Translator` does it, its ``__call__`` written out: a screen
    translates every text it draws, and calling the translator object cost a quarter more a text.
    """
    speaking = _speaking
    return speaking._fitting(speaking._translation.gettext(text))


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a message with a number of things in it that the current language uses for ``count``."""
    return _speaking.ngettext(singular, plural, count)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """:func:`ngettext` for a message with a context (:func:`companion.core.i18n.NP_plural`)."""
    return _speaking.npgettext(context, singular, plural, count)


def pgettext(context: str, text: str) -> str:
    """``text`` translated as the word it is in ``context``.

    One English word can stand for several: "hidden" in the cash column is
    *caché* in French, and hidden bonus receivers are *cachés*. A bare word
    whose translation must agree with a noun that is not in the text gets a
    context naming that noun, so each use has its own entry in the catalog.
    """
    return _speaking.pgettext(context, text)


def labelled(label: str, value: str) -> str:
    """``label: value`` with the language's punctuation (French writes a space before the colon).

    For a name, caption or key put before what it names ("Ann: Declare end",
    "Start: 6"); an f-string would give French "Ann: Annoncer la fin".
    """
    return _speaking.labelled(label, value)


def number(value: int) -> str:
    """``value`` with its digits grouped as the current language writes an amount (6.000 in Italian)."""
    return _speaking.number(value)


def money(value: int | None, unit: str) -> str:
    """``value`` with a decision's unit as players say it: $7, 7M, 1 share, 3 shares (every front-end's)."""
    return _speaking.money(value, unit)


def listing(items: Sequence[str], style: str = "and") -> str:
    """``items`` joined as the current language lists them ("a, b e c"; ``style`` "or": "a, b o c").

    English keeps the house style of the English texts (no comma before "and").
    """
    return _speaking.listing(items, style)


def and_words() -> frozenset[str]:
    """The "and" of a list as a player types it: "and", "&" and the language's own, the "and" of its lists ("e",
    "et"), folded."""
    own = _(N_("{items} and {last}")).format(items="\0", last="\0").split("\0")[1]
    return frozenset({"and", "&", fold(own)})


def unlisted(words: Sequence[str]) -> list[str]:
    """The items of a list as a player types it, its words apart: ``words`` without the "and" before the last one
    ("and", "&", or the language's own, the "and" of its lists: "e", "et"), so "Émile, Zoé et Ann" is three names
    and "nero, bianco e legno" three companies. An "and" anywhere else is left an item (a name may be "Et").

    The players' names read a list so, but an order of companies answered "'e' is not one company"."""
    joining = and_words()
    if len(words) >= 3 and fold(words[-2]) in joining:
        return [*words[:-2], words[-1]]
    return list(words)


_.number = number  # type: ignore[attr-defined]  # what companion.core.i18n.fill looks for
_.listing = listing  # type: ignore[attr-defined]  # {choices:or} joins in the language (companion.core.i18n)
_.ngettext = ngettext  # type: ignore[attr-defined]  # plural templates (companion.core.i18n.Plural)
_.npgettext = npgettext  # type: ignore[attr-defined]  # plural templates with a context (NP_plural)
_.pgettext = pgettext  # type: ignore[attr-defined]  # one-form templates with a context (NP_)
