"""Short terms a row never breaks inside: a table's word for a state ("fuori pericolo", "a pari merito",
"hors jeu") said in two words where English says one.

At 60 columns the Italian chains' table ended a row on "fuori" and began the next on "pericolo": the term read
as two words, "out of" alone at the edge. A front-end names its terms here (:func:`term`, as it marks them for
translation), and a wrapper holds the spaces of each one, as the language says it now, with
:func:`held_together`.
"""

from __future__ import annotations

import re

from .i18n import _, pgettext

_TERMS: set[tuple[str | None, str]] = set()


def term(message: str, context: str | None = None) -> str:
    """``message`` (marked for translation, in ``context`` if given) named as a term kept on one row; returned as
    it is, to be translated where it is said."""
    _TERMS.add((context, message))
    return message


def held_together(text: str, glue: str) -> str:
    """``text`` with the spaces inside each named term, as the language speaks it now, made ``glue`` (a character
    a wrapper never breaks at, put back to a space afterwards); any case ("Fuori pericolo" heading a sentence)."""
    for context, message in sorted(_TERMS, key=lambda found: (found[0] or "", found[1])):
        said = pgettext(context, message) if context else _(message)
        if " " in said.strip() and said.lower() in text.lower():
            text = re.sub(
                re.escape(said.strip()), lambda found: found.group(0).replace(" ", glue), text, flags=re.IGNORECASE
            )
    return text
