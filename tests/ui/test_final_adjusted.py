"""The final scores say when the pieces were set by hand during the game (the log says why)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.final import final_scene_for


def finished_with_adjustments(app: Any, count: int) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": 1}))
    for index in range(count):
        position = app.table.position()
        app.table.adjust({**position, "cash": [cash + 1 for cash in position["cash"]]}, f"miscount {index + 1}")
    chance = ChanceSource(2)
    while not app.table.over:
        app.table.submit(app.table.choose_random(chance))
    app.reset(final_scene_for(app))


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_final_scores_say_the_pieces_were_set_by_hand(app, language: str) -> None:
    set_language(language)
    finished_with_adjustments(app, 2)
    with fit.recording() as drawn:
        app.draw()
    notes = [w.text for w in app.scene.widgets if type(w).__name__ == "Note"]
    assert len(notes) == 1 and "2" in notes[0]
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []


def test_no_note_when_nothing_was_set_by_hand(app) -> None:
    finished_with_adjustments(app, 0)
    assert not [w for w in app.scene.widgets if type(w).__name__ == "Note"]
