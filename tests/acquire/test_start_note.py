"""Who starts, in the table's words: the player whose start tile is nearest 1A, not the tile itself.

"Inizia la tessera iniziale più vicina a 1A" and "Le pion initial le plus proche de 1A commence" had the tile play
first; the rulebooks' own words are "Il giocatore che piazza la tessera più vicina al valore 1a comincia per primo"
and "Le joueur le plus proche de la case « 1A » débute la partie".
"""

from __future__ import annotations

import pytest

from companion.games.acquire.decide import START_NOTE
from companion.text.i18n import translator


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("it", "Inizia chi piazza la tessera iniziale più vicina a 1A (conta prima la lettera: 9A viene prima di 1B)."),
        ("fr", "Commence le joueur dont le pion initial est le plus proche de 1A (la lettre d'abord : 9A avant 1B)."),
    ],
)
def test_the_player_whose_start_tile_is_nearest_1a_plays_first(language: str, said: str) -> None:
    assert translator(language)(START_NOTE) == said


def test_the_survivor_is_asked_for_in_the_rulebooks_italian() -> None:
    """ "scegli la società superstite" over "scegli tu la sopravvissuta": two words for one chain; the rulebook says
    "La società che sopravvive"."""
    assert translator("it")("{name}: choose the surviving chain") == "{name}: scegli la società che sopravvive"
