"""A fight's preview says a side with nothing left as the log does ("none"), not "against 0"."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.front.mad_market.texts import board_of, preview_lines
from companion.games.mad_market import GAME
from companion.text.i18n import set_language


@pytest.mark.parametrize(
    ("language", "guards", "opponents", "said"),
    [
        ("en", 2, 0, "After this throw: guards 2, no one left against them"),
        ("en", 0, 3, "After this throw: no guards left, against 3"),
        ("en", 3, 1, "After this throw: guards 3, against 1"),
        ("it", 2, 0, "Dopo questo tiro: guardie 2, più nessuno contro"),
        ("fr", 2, 0, "Après ce lancer : vigiles 2, plus personne en face"),  # "contre personne": against nobody
        ("fr", 0, 3, "Après ce lancer : plus aucun vigile, contre 3"),
    ],
)
def test_a_side_left_with_nothing_is_said_none(language: str, guards: int, opponents: int, said: str) -> None:
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin"}, created="x")
    set_language(language)
    try:
        lines = preview_lines({"guards": guards, "opponents": opponents}, board_of(table.header.config), {})
    finally:
        set_language("en")
    assert lines == [said]
