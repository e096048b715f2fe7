"""A word typed a letter or two off one the question knows ("pase", "Brunno"): the line it likely meant.

A typo was answered "'pase' is not an option or a command. Type 'help'.", and the player looked for what was
wrong. The console offers the line with each unknown word put right ("did you mean 'passe'?"), never takes it:
a guess acted on could be a move nobody meant. Only the words the question knows are candidates (the players'
names, the options' names, the pass words, the commands), and the caller offers the line only where it would
be read as a move.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable, Mapping

from companion.text.folding import fold

SHORTEST = 3
"""A word shorter than this ("a", "de") is never put right: too many words are one letter off it."""

CLOSE = 0.75
"""How alike a typed word and a known one must be (difflib's ratio): "pase" and "passe", "brunno" and "bruno"."""


PUNCTUATION = re.compile(r"^[^\w]+|[^\w]+$")
"""What stands around a word in an option's text (the comma of "buy Energy, buy Media", a bracket), never typed
with it: "energi" was offered "energy,"."""


def known_words(phrases: Iterable[str]) -> frozenset[str]:
    """Every word of ``phrases`` (names, options, commands), folded, without the punctuation around it, and each
    phrase whole."""
    found: set[str] = set()
    for phrase in phrases:
        folded = fold(phrase)
        found.add(folded)
        found.update(PUNCTUATION.sub("", word) for word in folded.split())
    return frozenset(word for word in found if word)


def spellings(phrases: Iterable[str]) -> dict[str, str]:
    """Each code of ``phrases`` (a word written in capitals: a stock's "IT", "LOG"), folded → as it is written:
    a code put right is offered as the player reads it ("did you mean 'IT'?"), never as the pronoun "it"."""
    written: dict[str, str] = {}
    for phrase in phrases:
        for word in phrase.split():
            word = PUNCTUATION.sub("", word)
            if len(word) > 1 and word.isupper():
                written.setdefault(fold(word), word)
    return written


def corrected(text: str, known: Collection[str], written: Mapping[str, str] | None = None) -> str | None:
    """``text`` with each word that is not among ``known`` (and holds no digit: a tile, a number) replaced by the
    known word closest to it (as ``written`` spells it, where it does), or None where no word was replaced."""
    words = text.split()
    changed = False
    for at, word in enumerate(words):
        folded = fold(word)
        if folded in known or len(folded) < SHORTEST or any(char.isdigit() for char in folded):
            continue
        close = swapped(folded, known) or difflib.get_close_matches(folded, list(known), n=1, cutoff=CLOSE)
        if close:
            words[at], changed = (written or {}).get(close[0], close[0]), True
    return " ".join(words) if changed else None


def swapped(word: str, known: Collection[str]) -> list[str]:
    """The known word ``word`` is with two letters side by side swapped back ("lgo": "log", "hlep": "help"), if
    one is: the commonest slip of fast fingers, which difflib's likeness ranks below its cutoff in a short word
    (two of "lgo"'s three letters match "log")."""
    for at in range(len(word) - 1):
        turned = word[:at] + word[at + 1] + word[at] + word[at + 2 :]
        if turned != word and turned in known:
            return [turned]
    return []
