"""French spaces its double punctuation: a space before ";", ":", "?" and "!" ("Anna 2 Marron ; Ben rien").

The catalog writes it in every French sentence; what the code joins itself (a list of clauses in a log sentence,
the console's several questions at once) takes its semicolon from the catalog too
(:func:`companion.core.log_words.clauses`). Here every game is played out in French by the random player and each
sentence of its log is read.
"""

from __future__ import annotations

import re

import pytest

from companion.registry import names
from companion.text.i18n import set_language

from .played import log_sentences

UNSPACED = re.compile(r"[^\s\u00a0\u202f][;!?]")
"""A semicolon, question or exclamation mark right after a word (a colon may end "http:", so it is left out)."""


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.parametrize("game", names(include_test=False))
def test_a_french_game_log_spaces_its_semicolons(french, game):
    for seed in (3, 4):
        sentences = log_sentences(game, seed)
        assert any(" ; " in sentence for sentence in sentences) or game not in ("steam_barons", "bigshot")
        assert [sentence for sentence in sentences if UNSPACED.search(sentence)] == []


def test_french_quotes_words_as_the_rest_of_its_catalog_does():
    """The French catalog quotes a word to type, a setting or a name with '…' ("Tapez 'aide'"); a few sentences
    wrote « … » ("tapez « annuler »"), so the console switched quotes from one line to the next. (A lone "»"
    between two prices is the arrow of a price's move, never a quote.)"""
    from .catalogs import po_path, read

    catalog = read(po_path("fr"), "fr")
    quoted = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        quoted += [text for text in strings if text and "«" in text]
    assert quoted == []
