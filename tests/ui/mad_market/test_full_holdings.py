"""A player's row on the board side holds every stock chip and the whole kit at once, in every language and
at every table size: a game by taps once had "B1 G2 pack" cut short beside six chips."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.specs import play_scene_for

NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_stock_and_the_whole_kit_fit_a_players_row(app, players: int, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.open_table(start_new("mad_market", {"players": NAMES[:players], "seed": players}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(players)
    kinds = set()
    try:
        for _ in range(60):  # the opening rolls, a landing, the open phase: each lays the side panel out anew
            if app.table.over:
                break
            summary = app.scene.summary
            board = app.scene.board
            for player in summary["players"]:
                player["shares"] = {stock: 12 for stock in board.stocks}
                player["companies"] = list(board.companies)[:12]
                player.update(brokers=3, guards=9, pack=True)
            kinds.add(app.table.prompt().kind)
            theme.REPORT.clear()
            app.draw()
            assert theme.REPORT.overflows == [], (app.table.prompt().kind, [o.text for o in theme.REPORT.overflows])
            app.submit(app.table.choose_random(chance))
            app.scene._summary = None
    finally:
        set_language("en")
    assert "open" in kinds


@pytest.mark.parametrize(("language", "kit"), [("en", "B1 G2 pack"), ("it", "A1 G2 pacco"), ("fr", "A1 V2 paquet")])
def test_the_kit_is_lettered_in_the_players_language(app, language: str, kit: str) -> None:
    """Brokers and guards once read "B1 G2" on an Italian or French row, the English words' letters."""
    app.open_table(start_new("mad_market", {"players": NAMES[:3], "seed": 1}))
    app.reset(play_scene_for(app))
    set_language(language)
    try:
        assert app.scene.kit({"brokers": 1, "guards": 2, "pack": True}) == kit
    finally:
        set_language("en")
