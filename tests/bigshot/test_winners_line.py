"""Big Shot's console names a tie's winners under a plural label: "Winners: Ann and Ben", not "Winner: Ann, Ben"."""

from __future__ import annotations

import pytest

from companion.core import PUBLIC, ChanceSource, Table
from companion.front.bigshot import console
from companion.games import get
from companion.text.i18n import set_language

WINNERS = {
    "en": ("Winner: Ann", "Winners: Ann and Ben"),
    "it": ("Vince: Ann", "Vincono: Ann e Ben"),
    "fr": ("Gagne : Ann", "Gagnent : Ann et Ben"),
}


@pytest.fixture(scope="module")
def finished() -> dict:
    table = Table.new(
        get("bigshot"), {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="2026-01-01T00:00:00+00:00"
    )
    chance = ChanceSource(3)
    while not table.over:
        table.submit(table.choose_random(chance))
    return table.summary(PUBLIC)


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_one_winner_is_named_under_the_singular_and_a_tie_under_the_plural(finished, language, code):
    language(code)
    one, tie = ({**finished, "winners": seats} for seats in ([0], [0, 1]))
    assert console.view(one)[-1].strip() == WINNERS[code][0]
    assert console.view(tie)[-1].strip() == WINNERS[code][1]
