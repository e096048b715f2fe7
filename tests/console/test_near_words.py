"""A word typed a letter or two off one the question knows is offered put right, never taken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.console.near import corrected, known_words, spellings
from companion.core import Table
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_mad_market_words import holding
from tests.console.test_mad_market_words import table_at as mad_market_at
from tests.console.test_yes_no_words import table_at


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("fr", "pase", "vouliez-vous dire 'passe' ?"),
        ("it", "pasa", "intendevi 'passa'?"),
        ("en", "pss", "did you mean 'pass'?"),
    ],
)
def test_a_mistyped_pass_is_offered_put_right_and_nothing_is_done(language: str, typed: str, said: str) -> None:
    """ "pase" at a French auction was "'pase' n'est ni une option ni une commande. Tapez 'aide'." """
    table = table_at("steam_barons", "{name}: bid for")
    steps = len(table.steps)
    text = play(table, typed, language=language)
    assert len(table.steps) == steps and said in " ".join(text.split()), text


def test_nothing_is_offered_where_the_line_put_right_reads_nothing() -> None:
    table = table_at("steam_barons", "{name}: bid for")
    text = play(table, "xyzzy", language="en")
    assert "'xyzzy' is not an option or a command. Type 'help'." in text and "did you mean" not in text, text


def test_a_number_a_tile_and_a_known_word_are_never_put_right() -> None:
    known = known_words(["Pass", "Ann", "Take the loan"])
    assert corrected("pass 5 9A", known) is None
    assert corrected("passs 5", known) == "pass 5"
    assert corrected("lon", known) == "loan"
    assert corrected("de", known) is None  # too short to guess


def test_two_letters_swapped_are_put_back() -> None:
    """ "lgo" was offered nothing: two of its three letters match "log", below difflib's cutoff."""
    known = known_words(["log", "help", "Pass", "Bruno"])
    assert corrected("lgo", known) == "log"
    assert corrected("hlep", known) == "help"
    assert corrected("bruon", known) == "bruno"
    assert corrected("gol", known) is None  # not one swap away, and not alike enough


def test_a_command_typed_with_two_letters_swapped_is_offered() -> None:
    table = table_at("steam_barons", "{name}: bid for")
    steps = len(table.steps)
    text = play(table, "lgo", language="en")
    assert len(table.steps) == steps and "did you mean 'log'?" in " ".join(text.split()), text


def mad_market_trading() -> Table:
    """A Mad Market table at a player's trades, shares held (a fresh one each time: a line may be taken)."""
    return mad_market_at(holding)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "'itt' is not an option or a command: did you mean 'IT'?"),
        ("it", "'itt' non è un'opzione né un comando: intendevi 'IT'?"),
        ("fr", "'itt' n'est ni une option ni une commande : vouliez-vous dire 'IT' ?"),
    ],
)
def test_a_lone_word_near_a_stock_is_offered_put_right(language: str, said: str) -> None:
    """ "buy 2 itt" was offered "buy 2 IT", and "itt" alone at the same question nothing: "IT" alone "fit 4
    options (2, 3, 4, 5)", the items' codes ("item-jet") it begins, so the word put right read as no move."""
    table = mad_market_trading()
    steps = len(table.steps)
    text = play(table, "itt", language=language)
    assert len(table.steps) == steps and said in " ".join(text.split()), text


def test_a_code_alone_is_the_one_line_that_reads_it_whole() -> None:
    """ "IT" alone at the trades was "'IT' fits 4 options (2, 3, 4, 5): use its number." (the items' codes); then
    it opened the trades at their first line, "buy Logistics": it asks IT's own."""
    text = play(mad_market_trading(), "IT", language="en")
    assert "fits" not in text and "buy IT (" in text and "buy Logistics (" not in text, text


def test_a_word_is_put_right_without_the_comma_beside_it() -> None:
    """ "energi" was offered "energy,": the comma of "buy Energy, buy Media" taken as part of the word."""
    known = known_words(["choose the quantities: buy Energy, buy Media"])
    assert corrected("energi", known) == "energy"
    assert corrected("buy 2 itt", known_words(["buy IT, buy LOG"]), spellings(["buy IT, buy LOG"])) == "buy 2 IT"
