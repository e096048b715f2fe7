"""Mad Market's round line names the trades as the question under it does: the French table read "Manche 1 :
échanges et objets" over "Cat : transactions, un objet, puis fin du tour", the Italian "scambi e oggetti" over
"compravendite, un oggetto": two words for one thing, a line apart."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.console.test_mad_market_words import holding, table_at


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "phase", "asked"),
    [
        ("en", "trades and items", "Ann: trades, one item, then end the move"),
        ("it", "compravendite e oggetti", "Ann: compravendite, un oggetto, poi fine turno"),
        ("fr", "transactions et objets", "Ann : transactions, un objet, puis fin du tour"),
    ],
)
def test_the_round_line_and_the_question_name_the_trades_alike(language: str, phase: str, asked: str) -> None:
    text = play(table_at(holding), "status", language=language)
    assert phase in text and asked in text, text
