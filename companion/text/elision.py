"""Short words that change before a filled-in value: French "le tour d'Anna" (but "de Ben"), Italian "ad Anna".

French drops the vowel of a few short words before a word that begins with a
vowel sound: "de" + "Anna" is "d'Anna", "que" + "Eve" is "qu'Eve", "la" +
"Orient" is "l'Orient", and "du"/"au" become "de l'"/"à l'". A translator
cannot write it into the catalog: the name is a player's, a chain's or a
company's, known only at the table. So the catalog always says the full word
("C'est au tour de {expected_name}") and the French ``_`` hands such a
template out as an :class:`Eliding` string: its ``format`` and ``format_map``
read the value each slot after one of those words receives, and elide the
word when the value begins with a vowel sound. Every way a sentence is filled
goes through :meth:`Eliding.fitted`, the one place the rule is applied: a
screen's ``_(...).format(...)``, :func:`companion.core.i18n.fill` for an
engine's template, and :func:`around_slot` for a sentence whose slot is filled
piece by piece (a list of names flowed over the console's lines). A prefix
joined to the template ("   " + _(...)) keeps it eliding.

Only a word that stands alone right before a slot, separated by one ordinary
space, is elided: "Garde {x}" and a hyphenated pronoun ("tapez-la {x}") are
left alone, and so is every word of the catalog's own text, which the
translator already wrote right.

A value begins with a vowel sound when its first letter is a vowel (accented
or not, æ and œ too); a "y" counts unless a vowel follows it (d'Yves, but de
Yann, de yacht). An "h" followed by a vowel is taken as mute (d'Hélène,
d'Hugo, l'Hydra): most French words and given names are, and telling the few
aspirated ones (Hugues, Hollande) apart would take a dictionary of names no
table can keep complete, so those read "d'Hugues", a rare, mild slip. A digit,
a quote, a "$" or anything else that is not a letter never elides ("de 8",
"de 'Anna'").

Italian has the same need with its euphonic "d": the preposition "a" and the
conjunction "e" become "ad" and "ed" before a word that begins with the same
vowel ("passa ad Anna", "Ben ed Eve"; "a Ugo", "e Anna" stay). The Italian
``_`` hands such a template out as a :class:`EuphonicD` string, which is an
:class:`Eliding` with that rule: every road that fills a slot treats both alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, ClassVar, Protocol

ELIDED: dict[str, str] = {
    "de": "d'",
    "que": "qu'",
    "lorsque": "lorsqu'",
    "puisque": "puisqu'",
    "quoique": "quoiqu'",
    "le": "l'",
    "la": "l'",
    "du": "de l'",
    "au": "à l'",
}
"""Each French word that elides before a vowel sound, and what it becomes there (lower case)."""

VOWELS = frozenset("aeiouàâäéèêëîïôöùûüÿæœ")
"""Letters that begin a vowel sound ("y" and "h" are decided by the letter after them)."""

_WORDS = "|".join(sorted(ELIDED, key=len, reverse=True))
_BEFORE_SLOT = r"(?<![\w'’-])(" + _WORDS + r") (?=\{(?!\{))"
"""One of :data:`ELIDED`'s words standing alone, a space, then a slot (not an escaped ``{{``): a pattern's text,
compiled (ignoring case) at its first use, so that an English table never compiles it."""


def begins_with_vowel_sound(text: str) -> bool:
    """Whether a French word elides before ``text``: it begins with a vowel, a "y" not before one, or a mute "h"."""
    first = text[:1].lower()
    second = text[1:2].lower()
    if first == "y":
        return second not in VOWELS
    if first == "h":
        return second in VOWELS or second == "y"
    return first in VOWELS


def elided(word: str) -> str:
    """``word`` (one of :data:`ELIDED`'s, in any case) as it is written before a vowel sound: "De" gives "D'"."""
    short = ELIDED[word.lower()]
    return short[0].upper() + short[1:] if word[:1].isupper() else short


def _slot_end(template: str, start: int) -> int:
    """The index just past the slot that opens at ``template[start]`` (its spec may hold slots), or -1."""
    depth = 0
    for index in range(start, len(template)):
        if template[index] == "{":
            depth += 1
        elif template[index] == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    return -1


@lru_cache(maxsize=4096)
def _places(template: str, before_slot: str = _BEFORE_SLOT) -> tuple[tuple[int, int, str], ...]:
    """Where ``template`` may change a word (found by the pattern ``before_slot``, :mod:`re` keeps it compiled):
    for each word before a named slot, its start, the slot's start, the slot."""
    found = []
    for match in re.finditer(before_slot, template, re.I):
        opening = match.end()
        end = _slot_end(template, opening)
        slot = template[opening:end]
        if end > 0 and slot[1:2] not in ("}", ":", "!"):  # "{}" takes its number from its place: alone it is 0
            found.append((match.start(), opening, slot))
    return tuple(found)


class _Lookup(Protocol):
    def __getitem__(self, key: str, /) -> Any: ...


class Eliding(str):
    """A French template whose words before its slots elide to the values filled in.

    It is the translated ``str`` itself, so it goes wherever a template goes;
    only ``format`` and ``format_map`` differ, and only where the template has
    an eliding word right before a slot (:func:`eliding` hands out no other).
    A language with another rule is a subclass with its own
    :attr:`BEFORE_SLOT` and :meth:`written` (:class:`EuphonicD`).
    """

    __slots__ = ()

    BEFORE_SLOT: ClassVar[str] = _BEFORE_SLOT
    """The words the rule changes, each standing alone before a slot (a pattern, matched ignoring case)."""

    @staticmethod
    def written(word: str, value: str) -> str | None:
        """``word`` and the space after it as written before ``value``, or None where they stay as they are."""
        return elided(word) if begins_with_vowel_sound(value) else None

    @classmethod
    def of(cls, template: str) -> str:
        """``template`` as this kind of string when the rule may change a word in it, else unchanged."""
        return cls(template) if _places(template, cls.BEFORE_SLOT) else template

    def fitted(self, value_of: Callable[[str], str]) -> str:
        """The template with each word before a slot written as ``value_of(slot)`` asks ("d'" before "Anna").

        A slot that cannot be filled is left as it is: filling the whole
        template then raises the error ``str.format`` gives.
        """
        pieces = []
        done = 0
        for word_start, slot_start, slot in _places(self, self.BEFORE_SLOT):
            try:
                value = value_of(slot)
            except (KeyError, IndexError, ValueError, AttributeError, TypeError):
                continue
            written = self.written(self[word_start : slot_start - 1], value)
            if written is not None:
                pieces += [self[done:word_start], written]
                done = slot_start
        return "".join([*pieces, self[done:]]) if pieces else str(self)

    def __add__(self, other: str, /) -> str:
        """The template with ``other`` after it, still eliding (a caller's suffix)."""
        return type(self).of(str.__add__(self, other)) if isinstance(other, str) else NotImplemented

    def __radd__(self, other: str, /) -> str:
        """``other`` then the template, still eliding: ``"   " + _(...)`` is how the console indents a sentence."""
        return type(self).of(str.__add__(other, self)) if isinstance(other, str) else NotImplemented

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        return str.format(self.fitted(lambda slot: str.format(slot, *args, **kwargs)), *args, **kwargs)

    def format_map(self, mapping: _Lookup, /) -> str:
        return str.format_map(self.fitted(lambda slot: str.format_map(slot, mapping)), mapping)


@lru_cache(maxsize=4096)
def eliding(template: str) -> str:
    """``template`` as an :class:`Eliding` string when a word in it may elide before a slot, else unchanged."""
    return Eliding.of(template)


EUPHONIC_D: dict[str, str] = {"a": "ad", "e": "ed"}
"""Each Italian word that takes a euphonic "d" before a word beginning with its own vowel, and what it becomes."""

_BEFORE_SLOT_IT = r"(?<![\w'’-])(" + "|".join(EUPHONIC_D) + r") (?=\{(?!\{))"
"""One of :data:`EUPHONIC_D`'s words standing alone, a space, then a slot."""

_BARE = str.maketrans("àáèéìíòóùú", "aaeeiioouu")


class EuphonicD(Eliding):
    """An Italian template whose "a" and "e" before a slot take a "d" before a value with the same vowel.

    "Passa la tastiera a {name}" reads "passa la tastiera ad Anna" but "a Ugo";
    "{items} e {last}" reads "Ben ed Eve" but "Eve e Anna".
    """

    __slots__ = ()

    BEFORE_SLOT = _BEFORE_SLOT_IT

    @staticmethod
    def written(word: str, value: str) -> str | None:
        if value[:1].lower().translate(_BARE) != word.lower():
            return None
        grown = EUPHONIC_D[word.lower()]
        return (grown[0].upper() + grown[1:] if word[:1].isupper() else grown) + " "


@lru_cache(maxsize=4096)
def euphonic(template: str) -> str:
    """``template`` as a :class:`EuphonicD` string when an "a" or "e" in it stands before a slot, else unchanged."""
    return EuphonicD.of(template)


SLOT_MARK = "\x00"
"""Stands in a filled sentence where the slot filled piece by piece goes (no template or value holds it)."""


def around_slot(template: str, slot: str, first: str, values: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """``template`` filled but for its ``{slot}``: the text before that slot and the text after it.

    For a caller that puts a list there piece by piece (flowed over the
    console's lines) instead of by ``format``. The word before the slot elides
    as ``format`` would have it elide before ``first``, the value that will
    stand right after the head ("En attente d'" + "Anna, Ben"); ``values``
    fill the template's other slots, eliding the same way. A template that is
    not :class:`Eliding` (English, or one where no word may change) is only filled.
    """
    given = dict(values or {})
    if isinstance(template, Eliding):
        template = template.fitted(lambda name: str.format_map(name, {**given, slot: first}))
    head, _mark, tail = str.format_map(template, {**given, slot: SLOT_MARK}).partition(SLOT_MARK)
    return head, tail
