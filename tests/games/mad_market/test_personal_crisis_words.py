"""A personal crisis in the log: the square's own name and each holding returned counted in shares. The Italian
read "Ben va su Crisi personale." then "Crisi di borsa personale: Ben restituisce 3 Logistica", two names for one
square and a count with no unit ("3 Logistica"); the French "Crise boursière personnelle : … rend 3 Logistique"."""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.text.i18n import translator

from .helpers import give_shares, land, of_type, started


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Personal stock crisis: Ann returns 3 Logistics shares and 1 Cryptocurrency share."),
        ("it", "Crisi personale: Ann restituisce 3 azioni Logistica e 1 azione Criptovalute."),
        ("fr", "Crise personnelle : Ann rend 3 actions Logistique et 1 action Cryptomonnaies."),
    ],
)
def test_a_personal_crisis_names_its_square_and_counts_shares(language: str, said: str) -> None:
    state = started()
    give_shares(state, 0, "1", 7)
    give_shares(state, 0, "2", 3)
    happened = land(state, "personal_crisis-1", white=2, black=2)
    crisis = of_type(happened, "personal_crisis")[0]
    assert crisis.returned == {"1": 3, "2": 1}
    translate = translator(language)
    assert GAME.describe(state, crisis, translate) == said
    square = translate("Personal stock crisis")
    assert said.startswith(f"{square}:") or said.startswith(f"{square} :")
