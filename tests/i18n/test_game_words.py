"""Each game's words stay the same on every screen of that game, in Italian and French.

French Acquire calls its pieces "pions" and its hotel chains "firmes", Italian Acquire its chains "società" (the
words on its play screens, its refusals and its log); the position editor said "tuile" and "chaîne", "catena", so a
player fixing a position read other names for the pieces on the board. And a page turner's two buttons agree with the one noun they leave out ("page": Précédente,
Suivante), on every screen that pages.
"""

from __future__ import annotations

import re

import pytest

from .catalogs import po_path, read

ACQUIRE = ("companion/front/acquire/", "companion/games/acquire/")
NOT_ACQUIRES_WORDS = {"fr": re.compile(r"\b(tuiles?|cha[iî]nes?)\b", re.I), "it": re.compile(r"\bcaten[ae]\b", re.I)}
"""Acquire's pieces and chains under another name than its screens give them ("pion", "firme"; "società")."""


def acquire_only(code: str) -> dict[str, list[str]]:
    """Every message only Acquire uses (a message another game shares keeps its own words): its forms in ``code``."""
    found = {}
    for message in read(po_path(code), code):
        places = [place for place, _line in message.locations]
        if message.id and places and all(place.startswith(ACQUIRE) for place in places):
            forms = message.string if isinstance(message.string, tuple | list) else [message.string]
            found[str(message.id)] = [form for form in forms if form]
    return found


@pytest.mark.parametrize("code", ["fr", "it"])
def test_acquire_names_its_pieces_and_chains_as_its_screens_do(code):
    messages, other_name = acquire_only(code), NOT_ACQUIRES_WORDS[code]
    assert len(messages) > 100  # Acquire's own messages were read
    assert {key: forms for key, forms in messages.items() if any(other_name.search(f) for f in forms)} == {}


@pytest.mark.parametrize(
    "code, previous, following", [("fr", "Précédente", "Suivante"), ("it", "Precedente", "Successiva")]
)
def test_a_page_turners_buttons_agree_with_each_other(code, previous, following):
    catalog = {str(message.id): message.string for message in read(po_path(code), code) if message.id}
    assert catalog["Previous"] == previous and catalog["Next"] == following
    assert catalog["Next ({page}/{pages})"].split(" ")[0] in (following, "Avanti")  # Italian's "Avanti" is no noun's


def test_the_tile_scanner_names_the_tiles_as_french_acquire_does():
    """The scanner reads Acquire's tiles: its French sentences said "lecteur de tuiles", "tapez les tuiles" beside a
    board and a rack of "pions"."""
    said = {
        str(message.id): str(message.string)
        for message in read(po_path("fr"), "fr")
        if "tile scanner" in str(message.id)
    }
    assert len(said) >= 5
    assert {key: text for key, text in said.items() if NOT_ACQUIRES_WORDS["fr"].search(text)} == {}
    assert all("pions" in text for text in said.values())


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_settings_name_every_games_own_screen_alike(code) -> None:
    """The settings' row of game screens read "Plateau de Big Shot", "Plateau Mad Market", "Fiche Steam Barons": one
    game's name joined with "de", the others' stuck on. Every label joins its game's name the same way."""
    from companion.games import get
    from companion.registry import specs

    labels = {get(name).title: label for name, spec in specs().items() for label, _opener in spec.settings}
    forms = {str(m.id): m.string for m in read(po_path(code), code)}
    joins = set()
    for title, label in labels.items():
        translated = forms[label]
        assert translated.endswith(title), (label, translated)
        joins.add(translated[: -len(title)].split()[-1])
    assert len(joins) == 1, joins
