"""A word from data (a name on a board file) is translated with the sentence it is filled into."""

from __future__ import annotations

import pickle

from companion.core.i18n import N_, Phrase, Word, fill

CATALOG = {"Logistics": "Logistica", "buy {stock}": "compra {stock}", "{names:and} rise.": "{names:and} salgono."}


def translate(text: str) -> str:
    return CATALOG.get(text, text)


def test_a_word_value_is_translated_with_its_template_and_is_a_plain_string_otherwise() -> None:
    name = Word("Logistics")
    assert fill("{stock} rises.", {"stock": name}) == "Logistics rises."
    assert fill("{stock} rises.", {"stock": name}, translate) == "Logistica rises."
    assert fill("{names:and} rise.", {"names": (name, Word("Pharma"))}, translate) == "Logistica and Pharma salgono."
    assert name == "Logistics" and pickle.loads(pickle.dumps(name)) == name


def test_a_phrase_carries_its_words_into_the_language() -> None:
    label = Phrase(N_("buy {stock}"), stock=Word("Logistics"))
    assert label == "buy Logistics" and label.message(translate) == "compra Logistica"
    assert fill("{what}", {"what": label}, translate) == "compra Logistica"  # a phrase inside a sentence
