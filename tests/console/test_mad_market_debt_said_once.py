"""A Mad Market debt only companies can pay, as the console says it: the log's line ("Ann owes 300 to the bank and
has 202: with no share to sell, only companies can pay it."), then the question ("Ann owes 300 and has 202: sell a
company to the state") and its note. The note said "No shares to sell: only companies can pay, …" a third time;
it now says only what a company fetches."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import set_language

ONLY_COMPANIES = {
    "en": re.compile(r"only companies can pay", re.I),
    "it": re.compile(r"(pagano|pagare) solo le aziende", re.I),
    "fr": re.compile(r"seules les entreprises peuvent payer", re.I),
}
HALF_PRICE = {"en": "half its price", "it": "metà prezzo", "fr": "moitié prix"}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def up_to_the_debt(language: str) -> list[str]:
    """What the console says of a 3-player game (seed 5) up to the first question of a debt only companies pay:
    Ann lands on the Casino with 202 and no share, owning one company."""
    table = Table.new(get("mad_market"), {"players": ["Ann", "Ben", "Cat"], "seed": 5}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, language=language)
    chance = ChanceSource(5)
    while table.prompt().kind != "debt":
        console.show_prompt()
        table.submit(table.choose_random(chance))
    console.show_prompt()
    return out.getvalue().splitlines()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_debt_only_companies_can_pay_is_said_once_before_its_question(language: str) -> None:
    lines = up_to_the_debt(language)
    start = max(index for index, line in enumerate(lines) if line.startswith("  * ") and "Casin" in line)
    said = " ".join(line.strip() for line in lines[start:])
    assert len(ONLY_COMPANIES[language].findall(said)) == 1, lines[start:]
    assert HALF_PRICE[language] in said, lines[start:]  # what a company fetches, said by the note alone
