"""A bid typed with words that are not its unit ("offro 4 euro") is said not to be an amount, as "4 euro" alone
is: it asked "Type a whole number." under a question of its own that took nothing else ("passa" was asked again),
and once left said "'offro 4 euro' is not an option or a command"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_yes_no_words import table_at

BID = "Turn {turn} of 18: {name} to bid"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "typed", "said", "asked_again"),
    [
        ("en", "bid 4 euros", "'bid 4 euros' is not read as an amount: type the number, e.g. 1.", "whole number"),
        ("it", "offro 4 euro", "'offro 4 euro' non è un importo valido: scrivi il numero, per esempio 1.", "intero"),
        ("fr", "offre 4 euros", "'offre 4 euros' n'est pas un montant : tapez le nombre, par exemple 1.", "entier"),
    ],
)
def test_a_bid_with_words_not_its_unit_is_said_not_an_amount(
    language: str, typed: str, said: str, asked_again: str
) -> None:
    table = table_at("bigshot", BID)
    steps = len(table.steps)
    text = play(
        table, typed, "pass" if language == "en" else "passa" if language == "it" else "passe", language=language
    )
    assert said in " ".join(text.split()), text
    assert asked_again not in text and len(table.steps) == steps + 1, text  # the pass that followed was taken
