"""``? 1`` at Acquire's start tiles says once what a column alone is: "1 is a column: type a tile such as 1E." was
followed by "Typing '1' asks: The row of 1 (A to I)", nearly the same again."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.games import get
from tests.console.sessions import play


@pytest.mark.parametrize(
    ("language", "column", "row"),
    [
        ("en", "1 is a column", "The row of 1"),
        ("it", "1 è una colonna", "riga di 1"),
        ("fr", "1 est une colonne", "1 ("),
    ],
)
def test_a_column_previewed_at_the_start_tiles_is_explained_once(language: str, column: str, row: str) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    out = play(table, "? 1", language=language)
    preview = out.split("> ")[-2]
    assert preview.count(column) == 1 and row not in preview, preview
    assert "1E" in preview  # what to type instead
