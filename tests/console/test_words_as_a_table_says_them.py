"""Words a table reads as it would say them: Italian "Non è stato annullato nulla" (where "Nulla è stato annullato"
read stiffly), the French wait for Acquire's purchase in the rulebook's "acheter ou non" (where "l'achat d'actions,
ou d'aucune" read oddly), and Mad Market's note on a stockbroker ended with its full stop in every language."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language
from tests.console.test_fix_step import ACQUIRE_OPENING, console_for, played
from tests.console.test_mad_market_words import broker_offered, table_at


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("command", "said"),
    [
        ("torna 4", "Non è stato annullato nulla."),
        ("correggi 4", "Non è stato corretto nulla."),
        ("aggiungi 4", "Non è stato aggiunto nulla."),
    ],
)
def test_italian_says_nothing_was_done_as_a_table_says_it(command: str, said: str) -> None:
    set_language("it")
    console, out = console_for(played(), "2 4\nn\n" if not command.startswith("torna") else "n\n")
    assert console.handle(command) is False
    assert said in out.getvalue() and "Nulla è stato" not in out.getvalue()


def test_french_says_the_purchase_waited_for_as_the_rulebook_does() -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "tiles": "physical"}, created="x")
    for action in ACQUIRE_OPENING:
        table.submit(action)
    set_language("fr")
    console, out = console_for(table, "10A\nn\n")
    assert console.handle("fix 4") is False
    text = " ".join(out.getvalue().split())
    assert "la partie attend l'achat ou non d'actions" in text and "d'aucune" not in text


@pytest.mark.parametrize(
    ("language", "note"),
    [
        ("en", "Each broker moves one stock a field per move, before any trade."),
        ("it", "prima di ogni compravendita."),
        ("fr", "avant toute transaction."),
    ],
)
def test_the_stockbroker_note_ends_with_its_full_stop(language: str, note: str) -> None:
    table = table_at(broker_offered)
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, language=language)
    console.show_prompt()
    assert note in " ".join(out.getvalue().split())
