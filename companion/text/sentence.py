"""A phrase told on its own made a sentence: a capital letter first, a full stop last.

The limits a greyed control explains ("at most 3 shares a turn", "the bank has 2 left") are phrases: under a
number they read as a note beside it, but told alone, in the notice a tap on the greyed control brings, a phrase
that begins small and stops without a stop looks cut off from something said before it.
"""

from __future__ import annotations

from companion.text.i18n import _

ENDS = ".!?…:;+−-"
"""What already ends a sentence, or a phrase that stops on a sign ("set how many with +"): no stop added."""


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop at its end unless it already ends one."""
    text = text.strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text.endswith(tuple(ENDS)) else text + "."


def refusal(reason: str) -> str:
    """The line a front-end writes for a refusal: "Refused: " and the reason, a whole sentence as the rules say it.

    The reason keeps its capital, as it may open on a name ("Ann can pay at most 14M."). English takes a capital
    after a colon before a whole sentence; French and Italian take a small letter after a colon, except before a
    name, and lower-casing the reason's first letter cannot tell "La première enchère" from a player called
    "Rose" or a company called "Tower". So those languages say the refusal as a sentence of its own ("Refusé. La
    première enchère…"): every reason reads right, a name included, with nothing guessed."""
    # NOTE: {reason} is a whole sentence, maybe opening on a name; a small letter after a colon? "Refusé. {reason}"
    return _("Refused: {reason}").format(reason=reason)
