"""A fight's counts are said once on the touchscreen: the chart's heading counts each side's cards ("Ann (2 guards)
against the police (2 officers)"), and the top bar asks only for the throw. The title said them too ("guards: 2,
officers: 2") and the heading left the police's number bare. With the worth on the chart instead of the fight, the
title counts them again, as the console and the phones do."""

from __future__ import annotations

from typing import Any

import pytest

from companion.front.mad_market.chart import fight_heading
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.specs import play_scene_for
from tests.mad_market_positions import police_fight_against_fewer


def takeover() -> dict[str, Any]:
    """Ann, with 2 guards, takes over Ben's IT-2, which 3 of his guards defend."""
    return {
        "step": "fight",
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": 500, "square": "IT-2", "guards": 2},
            {"name": "Ben", "cash": 500, "square": "IT-2", "companies": ["IT-2"], "guards": 3},
        ],
    }


CASES = [
    ("en", police_fight_against_fewer, "Ann (2 guards) against the police (2 officers)"),
    ("it", police_fight_against_fewer, "Ann (2 guardie) contro la polizia (2 poliziotti)"),
    ("fr", police_fight_against_fewer, "Ann (2 vigiles) contre la police (2 policiers)"),
    ("en", takeover, "Ann (2 guards) against Ben (3 guards)"),
    ("it", takeover, "Ann (2 guardie) contro Ben (3 guardie)"),
    ("fr", takeover, "Ann (2 vigiles) contre Ben (3 vigiles)"),
]


@pytest.mark.parametrize(("language", "position", "heading"), CASES)
def test_the_title_asks_for_the_throw_and_the_chart_counts_the_cards(app, language, position, heading) -> None:
    set_language(language)
    app.prefs.language = language
    try:
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "position": position()}))
        app.reset(play_scene_for(app))
        scene = app.scene
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
        title = scene.prompt_text()
        said = fight_heading(scene.summary["fight"], scene.table.names)
        scene.board_hit(scene.board_rect().center)  # the worth on the chart: the fight's counts go to the title
        counted = scene.prompt_text()
    finally:
        set_language("en")
    assert said == heading
    assert "Ann" in title and not any(ch.isdigit() for ch in title), title
    assert "2" in counted and counted != title, counted
