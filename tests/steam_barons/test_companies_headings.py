"""The companies' table's headings are words a player reads at once, in every language: they were abbreviations
("disp. non em. coll.", "rdt dispo liais.", "perf treas avail"). On two rows in turn, each figure's heading ends
over its figures, and the table keeps within the view's 60 columns."""

from __future__ import annotations

import re

import pytest

from companion.core import PUBLIC
from companion.games.steam_barons import GAME
from companion.text.i18n import set_language
from companion.text.summary import render

from .helpers import started

HEADINGS = {
    "en": ("Company", "Price", "Performance", "Treasury", "Controller", "On offer", "Unissued", "Links"),
    "it": ("Compagnia", "Prezzo", "Rendimento", "Cassa", "Controllo", "In vendita", "Non emesse", "Collegamenti"),
    "fr": ("Compagnie", "Cours", "Rendement", "Caisse", "Contrôle", "En vente", "Non émises", "Liaisons"),
}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_companies_headings_are_whole_words_each_over_its_figures(language: str) -> None:
    set_language(language)
    try:
        lines = render("steam_barons", GAME.summary(started(3), PUBLIC))
    finally:
        set_language("en")
    names = HEADINGS[language]
    lower = next(index for index, line in enumerate(lines) if line.split()[:1] == [names[0]])
    upper, bottom, first = lines[lower - 1], lines[lower], lines[lower + 1]
    assert "." not in upper + bottom and max(len(upper), len(bottom), len(first)) <= 60, (upper, bottom)
    said = " ".join(upper.split() + bottom.split())
    assert all(name in said for name in names), (upper, bottom)
    figures = [found.end() for found in re.finditer(r"\S+", first)]  # the first company's cells' ends
    for index, name in enumerate(names):
        row = bottom if index % 2 == 0 else upper
        if index in (0, 4):  # the company and its controller: names, aligned left under their heading's start
            continue
        assert row.index(name) + len(name) in figures, (name, upper, bottom, first)
