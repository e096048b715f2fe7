"""A question's note said once while the same question goes round the table: Acquire's opening draw said its
rule ("The start tile nearest 1A plays first …") under each player's "place your start tile"."""

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
    ("language", "rule", "asked"),
    [
        ("en", "The start tile nearest 1A plays first", "place your start tile"),
        ("it", "Inizia chi piazza la tessera iniziale più vicina a 1A", "piazza la tua tessera iniziale"),
        ("fr", "Commence le joueur dont le pion initial est le plus proche de 1A", "posez votre pion initial"),
    ],
)
def test_the_opening_draws_rule_is_said_once_then_each_players_tile(language: str, rule: str, asked: str) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    text = " ".join(play(table, "7E", "3B", "9H", language=language).split())
    assert text.count(rule) == 1, text
    assert text.count(asked) == 3 and all(tile in text for tile in ("7E", "3B", "9H")), text
