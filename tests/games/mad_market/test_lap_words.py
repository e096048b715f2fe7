"""The lap payout in Italian and French says the shares are received: "Ben passe par le Départ : 30 actions
Logistique." read as a list under a heading, not as shares the player gets ("… et reçoit 30 actions Logistique")."""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.games.mad_market.events import LapPaid
from companion.text.i18n import translator

from .helpers import started


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Ann passes Start: 30 Logistics shares."),
        ("it", "Ann passa dal Via e riceve 30 azioni Logistica."),
        ("fr", "Ann passe par le Départ et reçoit 30 actions Logistique."),
    ],
)
def test_the_lap_payout_says_the_shares_are_received(language: str, said: str) -> None:
    state = started()
    paid = LapPaid(player=0, stock="1", shares=30, missing=0, cash=0)
    assert GAME.describe(state, paid, translator(language)) == said


def test_the_lap_payout_says_what_the_bank_lacked_after_the_shares() -> None:
    state = started()
    paid = LapPaid(player=0, stock="1", shares=3, missing=2, cash=12)
    assert GAME.describe(state, paid, translator("fr")) == (
        "Ann passe par le Départ et reçoit 3 actions Logistique et 12 pour 2 actions que la banque n'a plus."
    )
