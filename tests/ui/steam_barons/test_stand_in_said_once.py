"""A game on the stand-in card says so once per screen: the play screen's status panel says it in full under the
companies ("Card: uncalibrated (placeholder numbers)"), so the stock chart beside it does not flag it again in its
corner; the final scores, with no status panel, keep the chart's flag."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.games.steam_barons import GAME
from companion.storage import start_new
from companion.ui.scenes.final import final_scene_for
from companion.ui.specs import play_scene_for
from tests.ui.drawn_texts import drawn

FLAG, NOTE = "uncalibrated card", "Card: uncalibrated (placeholder numbers)"


def test_the_play_screen_says_the_stand_in_card_once(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app.open_table(start_new("steam_barons", {"players": ["Ann", "Ben", "Cat"], "seed": 5}))
    app.reset(play_scene_for(app))
    texts = [" ".join(d.text.split()) for d in drawn(app, monkeypatch)]
    assert NOTE in texts and FLAG not in texts


def test_the_final_scores_flag_the_stand_in_card_on_the_chart(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    chance = ChanceSource(3)
    while not table.over:
        table.submit(table.choose_random(chance))
    app.table = table
    app.reset(final_scene_for(app))
    assert FLAG in [d.text for d in drawn(app, monkeypatch)]


LEGEND = "* holds the company's certificate"


def test_the_certificates_star_on_the_chips_is_explained(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's chip read "1*" with nothing on the screen to say what the star was: the status panel says it,
    once some player holds a certificate, as the console does under its players."""
    from companion.core import PUBLIC
    from companion.front.steam_barons.holdings import any_certificate

    app.open_table(start_new("steam_barons", {"players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], "seed": 5}))
    app.reset(play_scene_for(app))
    assert LEGEND not in [" ".join(d.text.split()) for d in drawn(app, monkeypatch)]
    chance = ChanceSource(5)
    while not any_certificate(app.table.summary(PUBLIC)):
        app.submit(app.table.choose_random(chance))
    app.reset(play_scene_for(app))
    assert LEGEND in [" ".join(d.text.split()) for d in drawn(app, monkeypatch)]
