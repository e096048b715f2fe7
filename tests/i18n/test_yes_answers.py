"""A "yes" to a "[y/N]" question (the console's undo, rewind and fix, the salvage offered at start) typed as
players type it: in their language or in English, in any case, an accent left out ("si" for "sì")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.text.i18n import set_language
from companion.text.yes_no import said_yes


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "typed"),
    [("it", "si"), ("it", "Sì"), ("it", "s"), ("it", " SI "), ("it", "yes"), ("fr", "oui"), ("fr", "O"), ("en", "Y")],
)
def test_a_yes_in_the_players_words_is_yes(language: str, typed: str) -> None:
    set_language(language)
    assert said_yes(typed)


@pytest.mark.parametrize(("language", "typed"), [("it", "no"), ("it", "n"), ("fr", "non"), ("en", ""), ("it", "sip")])
def test_anything_else_is_not_yes(language: str, typed: str) -> None:
    set_language(language)
    assert not said_yes(typed)


@pytest.mark.parametrize("apostrophe", ["\u2019", "\u2018", "\u02bc", "\u2032"])
def test_a_typographic_apostrophe_reads_as_the_plain_one(apostrophe: str) -> None:
    """A phone's keyboard types "n’a" for "n'a": every comparison of typed words (options, commands, yes or no)
    goes through :func:`fold`, so one rule there serves them all."""
    from companion.text.folding import fold

    assert fold(f"Cat n{apostrophe}a aucun pion jouable") == "cat n'a aucun pion jouable"
    assert fold(f"L{apostrophe}État") == "l'etat"
