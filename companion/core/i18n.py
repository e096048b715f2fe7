"""Marking strings for translation, and filling them, without importing gettext into pure code.

Engines must stay free of global state, so they cannot call ``gettext``
themselves: the language is a front-end setting. Instead every sentence a
player may read is written as an English template wrapped in :func:`N_`, which
returns it unchanged. Babel's extractor finds ``N_("...")`` calls, and the
front-end translates the template before formatting it with the data that came
with the message.

Numbers follow the same road. A template writes an amount a person reads as a
grouped number with the ``,`` format spec (``${cash:,}``); :func:`fill` formats
such a field with the number formatter the translate callable carries as its
``number`` attribute (the front-end's ``_`` gives "6.000" in Italian, "6 000" in
French), and with English grouping when there is none. Lists of words work the
same way: ``{choices:or}`` on a tuple joins it with the ``listing`` the
translate callable carries ("rosso o bianco", "rouge ou blanc"). So an engine
passes the front-end's ``translate`` through and never learns the language.

A sentence with a number of things in it ("1 share", "3 shares") is a
:class:`Plural`, marked with :func:`N_plural`: both English forms and the name
of the field that holds the number. :func:`fill` picks the form with the
``ngettext`` the translate callable carries (the language's own plural rule:
French says "0 action", Italian "0 azioni"), and English's one-or-many rule
without one. Event templates, refusal templates and :class:`Phrase` all go
through :func:`fill`, so each of them may be plural.

A piece of text built before anyone knows who will read it (a validator's
"must be a whole number from 1 to 999", a warning beside a calibration form)
is a :class:`Phrase`: it reads as its English sentence wherever a ``str`` is
expected (logs, tests, JSON) and keeps its template and data, so a screen can
show it in the player's language with :meth:`Phrase.message`.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any

Translate = Callable[[str], str]
"""Turns an English template into the player's language; may carry ``number``, ``listing`` and ``ngettext``."""


def N_(template: str) -> str:
    """Return ``template`` unchanged; marks it for the message catalog."""
    return template


class Plural(str):
    """A template with a singular and a plural form, chosen by the whole number in the value named ``field``.

    It is a ``str`` (the plural form, which reads right for an unknown
    number) so it can stand wherever a template stands: an event's or a
    refusal's ``template``, a :class:`Phrase`. :func:`fill` reads the number
    from the values it fills in and asks the translate callable's
    ``ngettext`` for the form, so each language applies its own rule.
    """

    singular: str
    plural: str
    field: str
    """The name of the value that holds the number (``str.count`` is taken: it is a method of every str)."""
    context: str | None
    """The catalog's context (``msgctxt``) where one English text stands for different words: see :func:`NP_plural`."""

    def __new__(cls, singular: str, plural: str, count: str, context: str | None = None) -> Plural:
        made = super().__new__(cls, plural)
        made.singular = singular
        made.plural = plural
        made.field = count
        made.context = context
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return Plural, (self.singular, self.plural, self.field, self.context)

    def english(self, values: Mapping[str, Any]) -> str:
        """The English form for ``values``: singular for exactly one, plural otherwise."""
        return self.singular if _number_in(values, self.field) == 1 else self.plural

    def translated(self, values: Mapping[str, Any], translate: Translate) -> str:
        """The form ``translate`` gives for the number in ``values`` (its ``ngettext``, else its ``gettext``)."""
        number = _number_in(values, self.field)
        if self.context is not None:
            npgettext: Callable[[str, str, str, int], str] | None = getattr(translate, "npgettext", None)
            if npgettext is not None and number is not None:
                return npgettext(self.context, self.singular, self.plural, number)
            return self.english(values)  # a translate without contexts would give the other game's word
        ngettext: Callable[[str, str, int], str] | None = getattr(translate, "ngettext", None)
        if ngettext is not None and number is not None:
            return ngettext(self.singular, self.plural, number)
        return translate(self.english(values))


class Contextual(str):
    """A one-form template with the catalog's context (``msgctxt``), marked with :func:`NP_`: its English text is
    the template itself, and :func:`fill` asks the translate callable's ``pgettext`` for the language's."""

    context: str

    def __new__(cls, context: str, template: str) -> Contextual:
        made = super().__new__(cls, template)
        made.context = context
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return Contextual, (self.context, str(self))

    def translated(self, translate: Translate) -> str:
        """The template in ``translate``'s language (its ``pgettext``); English where it has no contexts."""
        pgettext: Callable[[str, str], str] | None = getattr(translate, "pgettext", None)
        return pgettext(self.context, self) if pgettext is not None else str(self)


def NP_(context: str, template: str) -> Contextual:
    """Mark a template whose English reads the same as another's but whose translation differs, with a context.

    A value standing as a noun takes its article in French and Italian but not in English:
    ``NP_("a colour as a noun", "{color}")`` is "red" in English and "le {color}" in the French catalog (keyword
    ``NP_:1c,2``), so a list of such phrases reads "le rouge et le blanc", each eliding as every slot does.
    """
    return Contextual(context, template)


class Word(str):
    """A word from data that a player reads in their language: a share type's name on a board file.

    Engines cannot translate, and a name read from data is no ``N_`` literal;
    wrapped in a ``Word`` and handed to a template as a value, it is
    translated by :func:`fill` with the sentence (a name the catalog does not
    know stays as it is). Everywhere else it is the plain ``str`` it wraps.
    """

    __slots__ = ()


def _in_language(values: Mapping[str, Any], translate: Translate) -> Mapping[str, Any]:
    """``values`` with each :class:`Word` translated and each :class:`Phrase` in the language (lists too)."""

    def one(value: Any) -> Any:
        if isinstance(value, Word):
            return translate(value)
        if isinstance(value, Phrase):
            return value.message(translate)
        return value

    def each(value: Any) -> Any:
        if isinstance(value, list | tuple) and any(isinstance(item, Word | Phrase) for item in value):
            return type(value)(one(item) for item in value)
        return one(value)

    if not any(isinstance(v, Word | Phrase | list | tuple) for v in values.values()):
        return values
    return {key: each(value) for key, value in values.items()}


def N_plural(singular: str, plural: str, count: str = "count") -> Plural:
    """Mark a template with a singular and a plural form for the catalog; ``count`` names the field with the number.

    ``N_plural("{count} share", "{count} shares")`` fills to "1 share" or
    "2 shares"; ``N_plural("{name} holds {have} share", "{name} holds {have}
    shares", "have")`` chooses by the field ``have``. Babel extracts it as a
    plural message (keyword ``N_plural:1,2``), so translators give every form
    their language has.
    """
    return Plural(singular, plural, count)


def NP_plural(context: str, singular: str, plural: str, count: str = "count") -> Plural:
    """:func:`N_plural` with a catalog context: one English text that stands for different words in a language.

    "{count} tile" may be one game's hotel tile ("pion" in French) and another's track tile ("tuile"): each use
    names its own context, ``NP_plural("track tiles", "{count} tile", "{count} tiles")``, and so has its own
    entry in the catalog (keyword ``NP_plural:1c,2,3``), translated through the translate callable's
    ``npgettext``.
    """
    return Plural(singular, plural, count, context)


def _number_in(values: Mapping[str, Any], field: str) -> int | None:
    """The whole number in ``values[field]``, or None (missing, a bool, not a number)."""
    value = values.get(field)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def english_number(value: int) -> str:
    """``6000`` as an English speaker groups it: ``6,000``."""
    return f"{value:,}"


def number_format(translate: Translate | None) -> Callable[[int], str]:
    """The number formatter ``translate`` carries, or English grouping."""
    number: Callable[[int], str] | None = getattr(translate, "number", None)
    return number if number is not None else english_number


LIST_STYLES = ("and", "or")
"""Format specs that join a list of words: ``{choices:or}`` gives "red or white", "rosso o bianco"."""


def english_list(items: Sequence[str], style: str = "and") -> str:
    """``a, b and c`` (or ``a, b or c``): the house style of the English texts."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {'or' if style == 'or' else 'and'} {items[-1]}"


def list_format(translate: Translate | None) -> Callable[[Sequence[str], str], str]:
    """The list formatter ``translate`` carries as ``listing``, or English joining."""
    listing: Callable[[Sequence[str], str], str] | None = getattr(translate, "listing", None)
    return listing if listing is not None else english_list


class _Filler(string.Formatter):
    """``str.format`` except for two specs that need the language.

    A ``,`` spec on a whole number groups its digits the language's way (on a
    value already written, a text or a :class:`Phrase`, it leaves it as it is:
    a refusal's amount never turns the refusal into an error); an
    ``and`` or ``or`` spec on a list or tuple of words joins them as the
    language does ("a, b et c"), its whole numbers grouped as amounts are.
    """

    def __init__(self, number: Callable[[int], str], listing: Callable[[Sequence[str], str], str]) -> None:
        super().__init__()
        self.number = number
        self.listing = listing

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in (",", ",d"):
            if isinstance(value, int) and not isinstance(value, bool):
                return self.number(value)
            if isinstance(value, str):  # an amount already written (a text, a Phrase): as it is, not a crash
                return str(value)
        if format_spec in LIST_STYLES and isinstance(value, list | tuple):
            return self.listing([self.item(item) for item in value], format_spec)
        return str(super().format_field(value, format_spec))

    def item(self, value: Any) -> str:
        """One item of a joined list: a whole number grouped as an amount ("1, 1.000 e 2.000"), a word as it is."""
        return self.number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


class _Field:
    """One value as ``str.format_map`` meets it: its format spec read by the filler, its conversions its own.

    ``format_map`` does in C what :meth:`string.Formatter.vformat` does in Python (a log sentence costs a
    quarter as many instructions), and reaches the filler only through ``__format__``; ``!s``, ``!r`` and ``!a``
    convert the value itself, as ``vformat`` does.
    """

    __slots__ = ("filler", "value")

    def __init__(self, value: Any, filler: _Filler) -> None:
        self.value = value
        self.filler = filler

    def __format__(self, spec: str) -> str:
        return self.filler.format_field(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)


class _Fields:
    """The values by name, each handed to ``format_map`` as a :class:`_Field`."""

    __slots__ = ("filler", "values")

    def __init__(self, values: Mapping[str, Any], filler: _Filler) -> None:
        self.values = values
        self.filler = filler

    def __getitem__(self, key: str) -> _Field:
        return _Field(self.values[key], self.filler)


def _formatted(filler: _Filler, template: str, values: Mapping[str, Any]) -> str:
    """``filler.vformat(template, (), values)``, by ``format_map`` where it can.

    A field that reads an attribute or an item of its value (``{seat.name}``, ``{cash[0]}``), or any template
    ``format_map`` refuses, is formatted by ``vformat`` itself, which gives the same sentence or the same error.
    A translated template that fits its words to the values (French "d'Anna", ``companion.text.elision``) does
    it in its own ``format_map``; on this road it is asked through its ``fitted``.
    """
    try:
        return template.format_map(_Fields(values, filler))
    except (AttributeError, TypeError, IndexError, ValueError):
        fitted: Callable[[Callable[[str], str]], str] | None = getattr(template, "fitted", None)
        if fitted is not None:
            template = fitted(lambda slot: filler.vformat(slot, (), values))
        return filler.vformat(template, (), values)


def fill(template: str, values: Mapping[str, Any], translate: Translate | None = None) -> str:
    """``template`` translated by ``translate`` and filled with ``values``, numbers in the same language.

    A :class:`Plural` template takes the form its count field's number asks for; a
    :class:`Word` or :class:`Phrase` among the values is put in the same language.

    A translation with a wrong slot must not hide the sentence itself: it falls
    back to the English template (still with the language's numbers). Only an
    English template that does not fit its own values raises, as ``str.format``
    would: that is a programming error.
    """
    filler = _Filler(number_format(translate), list_format(translate))
    if translate is not None:
        values = _in_language(values, translate)
        try:
            if isinstance(template, Plural):
                translated = template.translated(values, translate)
            elif isinstance(template, Contextual):
                translated = template.translated(translate)
            else:
                translated = translate(template)
            return _formatted(filler, translated, values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            pass
    english = template.english(values) if isinstance(template, Plural) else template
    return _formatted(filler, english, values)


class Phrase(str):
    """An ``N_`` template with its data: the English sentence as a ``str``, translatable at display.

    ``Phrase(N_("must be from {low} to {high}"), low=1, high=9)`` equals
    ``"must be from 1 to 9"``; ``.message(_)`` is the same in the player's
    language. It stays a plain string for everything else (comparison,
    ``json.dumps``, an f-string), so code that only logs it needs no change.
    """

    template: str
    data: dict[str, Any]

    def __new__(cls, template: str, /, **data: Any) -> Phrase:
        phrase = super().__new__(cls, fill(template, data))
        phrase.template = template
        phrase.data = data
        return phrase

    def __reduce__(self) -> tuple[Any, ...]:
        return _phrase, (self.template, self.data)

    def message(self, translate: Translate | None = None) -> str:
        """The phrase translated by ``translate`` (English without one), its data filled in."""
        return fill(self.template, self.data, translate)


def _phrase(template: str, data: dict[str, Any]) -> Phrase:
    return Phrase(template, **data)


# Translators: a whole number a person wrote, shown back to them ("not 12,000"): keep it as it is; the number is
# grouped as the language writes it.
WRITTEN_NUMBER = N_("{value:,}")


def as_written(value: Any) -> Any:
    """``value`` as a person wrote it, for a refusal's ``{value}`` slot ("must be at least 0, not -12,000"): a whole
    number as a :class:`Phrase` grouped the reader's way, anything else as Python writes it (``'2'``, ``True``,
    ``None``), so "2" typed as text still reads as text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return Phrase(WRITTEN_NUMBER, value=value)
    return repr(value)


def say(text: str, translate: Translate) -> str:
    """``text`` for a player: a :class:`Phrase` in the language of ``translate``, else the translated ``text``."""
    if isinstance(text, Phrase):
        return text.message(translate)
    return translate(text) if text else text
