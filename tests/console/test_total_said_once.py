"""A purchase's total said once: "Total: $400." stood right above the log's "Ben buys 2 Tower shares for $400."."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("language", "bought", "total"),
    [
        ("en", "Ben buys 2 Tower shares for $400.", "Total"),
        ("it", "Ben compra 2 azioni Tower per $400.", "Totale"),
        ("fr", "Ben achète 2 actions Tower pour $400.", "Total"),
    ],
)
def test_a_purchases_total_is_said_once_by_its_log_line(language: str, bought: str, total: str) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    text = " ".join(play(table, "7E", "3B", "9H", "4B", "1", "tower 2", language=language).split())
    assert bought in text and f"{total}:" not in text and f"{total} :" not in text, text
