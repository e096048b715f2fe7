"""The footer's police count is named as the next fight's: "police officers: 3" beside a fight against 2 officers
read as that fight's, in every language."""

from __future__ import annotations

import pytest

from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.specs import play_scene_for
from tests.mad_market_positions import police_fight_against_fewer


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "next police fight: 3 officers"),
        ("it", "prossimo scontro: 3 poliziotti"),
        ("fr", "prochain combat de police : 3 policiers"),
    ],
)
def test_the_footer_names_the_next_fights_officers_and_fits(app, language: str, said: str) -> None:
    position = police_fight_against_fewer()
    set_language(language)
    app.prefs.language = language
    try:
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "position": position}))
        app.reset(play_scene_for(app))
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
        footer = [text for text, _colour in app.scene.status_footer(app.scene.summary, 240)]
    finally:
        set_language("en")
    assert any(line.endswith(said) for line in footer), footer


def test_the_footer_counts_no_next_fight_once_the_game_is_over(app) -> None:
    """A finished game has no next police fight: the footer kept counting its officers under the final result."""
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "position": police_fight_against_fewer()}))
    app.reset(play_scene_for(app))
    summary = {**app.scene.summary, "over": True}
    footer = [text for text, _colour in app.scene.status_footer(summary, 240)]
    assert footer and not any("police" in line for line in footer), footer
