"""Each game's words stay the same on every screen of that game, in Italian and French.

French Acquire calls its pieces "pions" and its hotel chains "firmes" (the words on its play screens, its refusals
and its log); the position editor said "tuile" and "chaîne", so a player fixing a position read other names for the
pieces on the board. And a page turner's two buttons agree with the one noun they leave out ("page": Précédente,
Suivante), on every screen that pages.
"""

from __future__ import annotations

import re

import pytest

from .catalogs import po_path, read

ACQUIRE = ("companion/front/acquire/", "companion/games/acquire/")
NOT_ACQUIRES_WORDS = re.compile(r"\b(tuiles?|cha[iî]nes?)\b", re.I)
"""French Acquire's "pion" and "firme" under another name."""


def french_acquire_only() -> dict[str, list[str]]:
    """Every French message only Acquire uses (a message another game shares keeps its own words): its forms."""
    found = {}
    for message in read(po_path("fr"), "fr"):
        places = [place for place, _line in message.locations]
        if message.id and places and all(place.startswith(ACQUIRE) for place in places):
            forms = message.string if isinstance(message.string, tuple | list) else [message.string]
            found[str(message.id)] = [form for form in forms if form]
    return found


def test_french_acquire_names_its_pieces_pions_and_its_chains_firmes():
    messages = french_acquire_only()
    assert len(messages) > 100  # Acquire's own messages were read
    assert {key: forms for key, forms in messages.items() if any(NOT_ACQUIRES_WORDS.search(f) for f in forms)} == {}


@pytest.mark.parametrize(
    "code, previous, following", [("fr", "Précédente", "Suivante"), ("it", "Precedente", "Successiva")]
)
def test_a_page_turners_buttons_agree_with_each_other(code, previous, following):
    catalog = {str(message.id): message.string for message in read(po_path(code), code) if message.id}
    assert catalog["Previous"] == previous and catalog["Next"] == following
    assert catalog["Next ({page}/{pages})"].split(" ")[0] in (following, "Avanti")  # Italian's "Avanti" is no noun's
