"""A short term said in two words ("fuori pericolo", "ex æquo", "hors jeu") is never broken across two rows:
Acquire's Italian chains' table ended a row on "fuori" and began the next on "pericolo"."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.console.decide import wrapped
from companion.front.mad_market.console import OUT
from companion.text.i18n import _, pgettext, set_language
from tests.acquire_hands import two_safe_chains
from tests.terminals import Terminal, restored  # noqa: F401 - restored: the autouse fixture


@pytest.mark.parametrize("columns", range(42, 82, 2))
def test_acquires_safe_chains_keep_fuori_pericolo_on_one_row(columns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    out = Terminal()
    Console(two_safe_chains(), io.StringIO("help 1C\n? 1C\nq\n"), out, language="it").run()
    rows = out.getvalue().splitlines()
    assert any("fuori pericolo" in row for row in rows), rows
    broken = [
        pair for pair in zip(rows, rows[1:], strict=False) if pair[0].endswith(" fuori") and "pericolo" in pair[1]
    ]
    assert not broken, broken


@pytest.mark.parametrize(
    ("language", "term"),
    [("it", "tied"), ("fr", "tied"), ("fr", "out")],
)
def test_a_two_word_term_is_never_split_at_any_width(language: str, term: str) -> None:
    """ "a pari merito" and "ex æquo" of a final standing, Mad Market's "(hors jeu)" beside a name."""
    set_language(language)
    said = pgettext("a final place", "tied") if term == "tied" else _(OUT)
    assert " " in said
    text = f"2. Bruno  7 punti di vittoria, quarantadue monete  {said} · in bancarotta dal terzo giro, senza azioni"
    for columns in range(20, 90):
        rows = wrapped(text, columns, break_on_hyphens=False)
        assert any(said in row for row in rows), (columns, rows)
