"""A "yes" typed to a question that asks "[y/N]", in English or in the player's language, accents optional.

The console's confirmations (undo, rewind, fix) and the questions before a game (a salvage) compared the
answer with "y", "yes" and their translations letter for letter: an Italian player answering "si" to
"Annullare: …? [s/N]" (the "sì" typed without its accent, as most keyboards make people do) was told "Nothing
undone", and what they meant to undo stayed. Every such question reads its answer here.
"""

from __future__ import annotations

from companion.text.folding import fold
from companion.text.i18n import _


def said_yes(text: str) -> bool:
    """True if ``text`` answers yes: "y" or "yes", or the language's own ("s", "sì", "si", "o", "oui")."""
    return fold(text) in {"y", "yes", fold(_("y")), fold(_("yes"))}
