"""The one form typed words and names are compared in, whichever front-end reads them."""

from __future__ import annotations

import unicodedata

APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2032": "'"})
"""The apostrophes a phone's or a word processor's keyboard types for ``'`` ("n’a", "l’État"), as ``'``."""


def fold(text: str) -> str:
    """The form typed text and names are compared in: trimmed, single spaces, case folded, accents left out.

    A player types "etat" for "État", "si" for "sì": a keyboard without them, or a hurry. Options were matched
    with their accents, so "echanger" was "not an option" beside "Échanger" (each catalog listed words both ways
    to make up for it). The console's reading of options and commands and every yes-or-no answer
    (:func:`companion.text.yes_no.said_yes`) compare through this one rule, so a word one of them understands
    the other does too. A typographic apostrophe reads as the plain one: a phone's keyboard types "n’a" for
    "n'a", and "Cat n’a aucun pion jouable" was not a "no playable tile".
    """
    folded = " ".join(text.split()).casefold()
    if folded.isascii():
        return folded
    return unicodedata.normalize(
        "NFC",
        "".join(c for c in unicodedata.normalize("NFD", folded.translate(APOSTROPHES)) if not unicodedata.combining(c)),
    )
