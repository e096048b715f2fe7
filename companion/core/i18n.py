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
"""Turns an English template into the player's language; may carry ``number(int) -> str``."""


def N_(template: str) -> str:
    """Return ``template`` unchanged; marks it for the message catalog."""
    return template


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

    A ``,`` spec on a whole number groups its digits the language's way; an
    ``and`` or ``or`` spec on a list or tuple of words joins them as the
    language does ("a, b et c").
    """

    def __init__(self, number: Callable[[int], str], listing: Callable[[Sequence[str], str], str]) -> None:
        super().__init__()
        self.number = number
        self.listing = listing

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in (",", ",d") and isinstance(value, int) and not isinstance(value, bool):
            return self.number(value)
        if format_spec in LIST_STYLES and isinstance(value, list | tuple):
            return self.listing([str(item) for item in value], format_spec)
        return str(super().format_field(value, format_spec))


def fill(template: str, values: Mapping[str, Any], translate: Translate | None = None) -> str:
    """``template`` translated by ``translate`` and filled with ``values``, numbers in the same language.

    A translation with a wrong slot must not hide the sentence itself: it falls
    back to the English template (still with the language's numbers). Only an
    English template that does not fit its own values raises, as ``str.format``
    would: that is a programming error.
    """
    filler = _Filler(number_format(translate), list_format(translate))
    if translate is not None:
        try:
            return filler.vformat(translate(template), (), values)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            pass
    return filler.vformat(template, (), values)


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


def say(text: str, translate: Translate) -> str:
    """``text`` for a player: a :class:`Phrase` in the language of ``translate``, else the translated ``text``."""
    if isinstance(text, Phrase):
        return text.message(translate)
    return translate(text) if text else text
