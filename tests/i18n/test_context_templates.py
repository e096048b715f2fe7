"""A one-form template marked with a context (``NP_``): English reads the template, a language its catalog's entry.

A colour named in a list ("plays red and white") is a bare word in English and a noun with its article in French
("le rouge et le blanc"): the catalog gives "{color}" under its context as "le {color}", which elides as every slot
does ("l'orange")."""

from __future__ import annotations

import pickle

import pytest

from companion.core.i18n import NP_, Contextual, Phrase, fill
from companion.text.i18n import _, set_language

NOUN = NP_("a Big Shot colour as a noun, with its article", "{color}")


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def test_english_reads_the_template_and_a_language_its_context_entry(language):
    assert fill(NOUN, {"color": "red"}, _) == "red"
    language("fr")
    assert (fill(NOUN, {"color": "rouge"}, _), fill(NOUN, {"color": "orange"}, _)) == ("le rouge", "l'orange")
    language("it")
    assert fill(NOUN, {"color": "rosso"}, _) == "il rosso"


def test_a_translate_without_contexts_gives_the_english_template():
    assert fill(NOUN, {"color": "red"}, str.upper) == "red"


def test_a_phrase_with_a_context_template_keeps_its_context_when_saved(language):
    phrase = pickle.loads(pickle.dumps(Phrase(NOUN, color="rouge")))
    assert isinstance(phrase.template, Contextual) and phrase == "rouge"
    language("fr")
    assert phrase.message(_) == "le rouge"
