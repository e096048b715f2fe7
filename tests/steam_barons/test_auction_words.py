"""A share auction is worded alike in the game log and on the status line: the shares "on offer".

The log said "Enchère pour Blanc (disponibles : 1 action)" where the status said "Enchère sur Blanc (1 action en
vente)": two wordings of one auction at a French table, and the English log's "available" beside the status's
"on offer".
"""

from __future__ import annotations

import pytest

from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import set_language, translator
from companion.text.summary import table_view

ON_OFFER = {
    "en": ("Auction of ", " on offer)"),
    "it": ("Asta di ", " in vendita)"),
    "fr": ("Enchère sur ", " en vente)"),
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def opened() -> tuple[Table, int]:
    """A game at its first share auction, and the step that opened it."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(4)
    while True:
        table.submit(table.choose_random(chance))
        if any(event.type == "auction_opened" for event in table.steps[-1].events):
            return table, len(table.steps) - 1


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_logs_auction_reads_as_the_status_line_does(code: str) -> None:
    table, step = opened()
    start, offer = ON_OFFER[code]
    [logged] = [s for s in table.step_sentences(step, translator(code)) if s.startswith(start)]
    set_language(code)
    [status] = [line.strip() for line in table_view(table) if line.strip().startswith(start)]
    assert offer in logged and offer in status, (logged, status)
    assert logged.split(":")[0].split("(")[1] == status.split(":")[0].split("(")[1]  # "1 azione in vendita)"
