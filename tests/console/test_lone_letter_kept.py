"""A word of one letter never ends a row: Big Shot's cubes at 60 columns in Italian read "Cubetti: R rosso,
G giallo, N" on one row and "nero, B bianco." on the next, a colour's key apart from its colour."""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.console.decide import wrapped
from companion.core import Table
from companion.games import get
from tests.terminals import Terminal, restored  # noqa: F401 - restored: the autouse fixture

LETTER_AT_THE_END = re.compile(r"\s[^\W\d_]$")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("columns", range(44, 84, 4))
def test_no_row_ends_on_a_word_of_one_letter(language: str, columns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    out = Terminal()
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    Console(table, io.StringIO("help\nq\n"), out, language=language).run()
    rows = out.getvalue().splitlines()
    assert not [row for row in rows if LETTER_AT_THE_END.search(row)], rows


def test_the_keys_of_a_legend_stay_beside_their_words() -> None:
    rows = wrapped("Cubetti: R rosso, G giallo, N nero, B bianco.", 29)
    assert rows == ["Cubetti: R rosso, G giallo,", "N nero, B bianco."], rows
