"""A short thing to type, in quotes, is never broken across two rows: the log's last line at 60 columns in
Italian ended a row on "'correggi" and began the next on "N' per inserirlo di nuovo"."""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.core import Table
from companion.games import get
from tests.terminals import Terminal, restored  # noqa: F401 - restored: the autouse fixture

OPEN_AT_THE_END = re.compile(r"(?:^|\s)'[^']*$")
"""A row that ends inside a quote it opened ("… passo N, 'correggi")."""


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("columns", range(44, 84, 2))
def test_a_command_in_quotes_stays_on_one_row(language: str, columns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    out = Terminal()
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"]}, created="x")
    Console(table, io.StringIO("7E\nlog\nhelp\nq\n"), out, language=language).run()
    rows = out.getvalue().splitlines()
    assert any("'fix N'" in row or "'correggi N'" in row for row in rows), rows
    assert not [row for row in rows if OPEN_AT_THE_END.search(row)], rows


def test_an_apostrophe_holds_nothing_together() -> None:
    from companion.console.decide import wrapped

    rows = wrapped("Scrivi '? 5' per leggere tutto ciò che farebbe l'opzione 5 dell'azione scelta", 30)
    assert rows == ["Scrivi '? 5' per leggere tutto", "ciò che farebbe l'opzione 5", "dell'azione scelta"], rows
