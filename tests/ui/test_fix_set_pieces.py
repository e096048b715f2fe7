"""Fix this step on a step that set the pieces by hand opens the position editor it was set with, on the pieces as
that step set them and its reason; what is saved there replaces that step, asked first as any fix is."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import first_scene, fit
from companion.ui.scenes.correct import FixStep
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.log import LogScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene

from .test_undo_rewind import log_line_of


def tap_number(fingers: Any, field: str, digits: str) -> None:
    fingers.tap(f"form-field-{field}")
    for digit in digits:
        fingers.tap(f"pad-{digit}")


def set_by_hand_then_played(app: Any) -> int:
    """An Acquire game a few turns in, Cat's cash set to $7,300 by hand, then two more steps: the hand's step."""
    app.open_table(start_new("acquire", {"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 7}))
    table, chance = app.table, ChanceSource(7)
    for _ in range(12):
        table.submit(table.choose_random(chance))
    table.adjust({**table.position(), "cash": [*table.position()["cash"][:2], 7300]}, "Counted again")
    step = len(table.steps)
    for _ in range(2):
        table.submit(table.choose_random(chance))
    app.reset(first_scene(app, table))
    return step


def test_fix_this_step_on_pieces_set_by_hand_opens_the_editor_and_replaces_them(app, fingers) -> None:
    step = set_by_hand_then_played(app)
    table = app.table
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, step - 1))
    fingers.tap("other")  # Fix this step
    editor = app.scene
    assert isinstance(editor, PositionScene) and not isinstance(editor, FixStep) and editor.fixing == step
    assert editor.spec.title == f"Fix step {step}: the pieces set by hand"
    fingers.tap("form-section-players")
    tap_number(fingers, "cash-2", "7200")
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene) and app.scene.text == "Counted again"  # its reason, to keep
    app.scene.text = "Counted again, twice"
    fingers.tap("done")
    question = app.scene
    assert isinstance(question, ConfirmScene) and question.message == f"Fix step {step}?"
    assert question.details[0] == "It becomes: The pieces were set by hand: Counted again, twice"
    assert table.position(step)["cash"][2] == 7300  # nothing yet
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and app.toast is not None and app.toast.text == f"Step {step} fixed."
    assert table.position(step)["cash"][2] == 7200 and len(table.steps) == step + 2
    assert table.adjustments == ["Counted again, twice"]
    fingers.tap("undo")  # right after it: the fix taken back whole, the pieces as they were set first
    assert app.scene.message == f"Undo the fix of step {step}?"
    fingers.tap("yes")
    assert table.position(step)["cash"][2] == 7300 and table.adjustments == ["Counted again"]


def test_a_move_of_the_game_is_still_fixed_on_the_games_own_screen(app, fingers) -> None:
    step = set_by_hand_then_played(app)
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, step))  # the step after the pieces set by hand
    fingers.tap("other")
    assert isinstance(app.scene, FixStep)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_editor_of_a_step_fits_in_every_language(app, fingers, language: str) -> None:
    set_language(language)
    try:
        step = set_by_hand_then_played(app)
        app.push(LogScene(app))
        fingers.at(*log_line_of(app, step - 1))
        fingers.tap("other")
        assert isinstance(app.scene, PositionScene) and fit.check(app.scene) == []
    finally:
        set_language("en")
