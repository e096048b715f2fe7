"""Phase 4's screen at six seats with long names: every player's takings and cash stay whole at 18 px, a long
name is cut short instead of the whole line shrinking to 14 px ("Bartholomew +$7 (denaro $21)")."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.specs import play_scene_for

NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_takings_of_six_long_names_read_at_18_px(app, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.open_table(start_new("steam_barons", {"players": NAMES, "seed": 6}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(6)
    while app.scene.find("payout-continue") is None:
        app.submit(app.table.choose_random(chance))
    with fit.recording() as drawn:
        app.draw()
    texts = [text for text, size, _asked in drawn.texts if "$" in text and "(" in text]
    assert len(texts) == 6 and all(size >= fit.SMALLEST for text, size, _asked in drawn.texts if text in texts)
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
