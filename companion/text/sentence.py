"""A phrase told on its own made a sentence: a capital letter first, a full stop last.

The limits a greyed control explains ("at most 3 shares a turn", "the bank has 2 left") are phrases: under a
number they read as a note beside it, but told alone, in the notice a tap on the greyed control brings, a phrase
that begins small and stops without a stop looks cut off from something said before it.
"""

from __future__ import annotations

ENDS = ".!?…:;+−-"
"""What already ends a sentence, or a phrase that stops on a sign ("set how many with +"): no stop added."""


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop at its end unless it already ends one."""
    text = text.strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text.endswith(tuple(ENDS)) else text + "."
