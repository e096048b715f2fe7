"""The Undo button right after a fix takes the fix back whole, and says so: its question names the fix and every
step that comes back, its notice how many came back; Redo does the fix again."""

from __future__ import annotations

import json
from typing import Any

import pytest

from companion.core import ChanceSource
from companion.games import names
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import first_scene, fit
from companion.ui.app import ScreenFront
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.play import PlayScene

from .test_fix_step import BIDS, open_fix
from .test_undo_rewind import GUESSES, open_tiny

ANN_BIDS = {"type": "bid", "player": 0, "amount": 5}


def fingerprint(app: Any) -> str:
    return json.dumps(app.table.summary(), sort_keys=True)


def fixed_by_touch(app: Any, fingers: Any) -> None:
    """Ben's opening bid of 3 fixed to 5 on the fixing screen: Cat's 4 and Ann's 5 leave the game."""
    open_fix(app, fingers, 4)
    for _ in range(2):
        fingers.tap("amount-plus")
    fingers.tap("amount-confirm")
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and len(app.table.steps) == 5


def test_undo_right_after_a_fix_asks_to_undo_the_fix_and_brings_back_every_step(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS, ANN_BIDS])
    before = fingerprint(app)
    fixed_by_touch(app, fingers)
    fixed = fingerprint(app)
    fingers.tap("undo")
    question = app.scene
    assert isinstance(question, ConfirmScene) and question.message == "Undo the fix of step 5?"
    assert question.details == [
        "Step 5 is again: Ben bids 3.",
        "Steps 6 and 7 come back:",
        "Step 6: Cat bids 4.",
        "Step 7: Ann bids 5.",
    ]
    fingers.tap("yes")
    assert fingerprint(app) == before and len(app.table.steps) == 7
    assert app.toast is not None and app.toast.text == "Fix of step 5 undone: 2 steps are back."
    fingers.tap("undo")  # now an undo of the latest step, or Redo: the fix again
    assert app.scene.message == "Undo: Ann bids 5?"
    assert app.scene.details[-2:] == [
        "Redo instead fixes step 5 again: Ben bids 5.",
        "2 later steps leave the game again.",
    ]
    fingers.tap("other")
    assert fingerprint(app) == fixed
    assert app.toast is not None
    assert app.toast.text == "Step 5 fixed again: Ben bids 5. 2 later steps left the game again."


def test_the_seats_undo_button_takes_back_the_fix_too(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    before = fingerprint(app)
    fixed_by_touch(app, fingers)
    front = ScreenFront(app)
    assert front.ask_undo()
    assert isinstance(app.scene, ConfirmScene) and app.scene.message == "Undo the fix of step 5?"
    assert app.scene.details == ["Step 5 is again: Ben bids 3.", "Step 6 comes back: Cat bids 4."]
    assert front.confirm()
    assert fingerprint(app) == before and app.toast is not None
    assert app.toast.text == "Fix of step 5 undone: 1 step is back."


def test_an_undone_addition_is_named_as_one(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    before = fingerprint(app)
    app.table.correct(5, {"type": "bid", "player": 1, "amount": 4}, insert=True)
    fingers.tap("undo")
    assert app.scene.message == "Undo the addition of step 5?"
    assert app.scene.details[0] == "Step 5 leaves the game: Ben bids 4."
    fingers.tap("yes")
    assert fingerprint(app) == before
    assert app.toast is not None and app.toast.text == "Addition of step 5 undone: 2 steps are back."


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_undo_question_of_a_fix_fits_in_every_language(app, fingers, language: str) -> None:
    set_language(language)
    app.prefs.language = language
    open_tiny(app, [*GUESSES, *BIDS, ANN_BIDS])
    app.table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    fingers.tap("undo")
    assert isinstance(app.scene, ConfirmScene)
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []


@pytest.mark.parametrize("game_name", [name for name in names() if name != "tiny"])
def test_every_game_takes_a_fix_back_whole_from_the_undo_button(app, fingers, game_name: str) -> None:
    app.open_table(start_new(game_name, {"players": ["Ann", "Ben", "Cat"], "seed": 4}))
    table, chance = app.table, ChanceSource(9)
    for _ in range(30):
        table.submit(table.choose_random(chance))
    for step in range(len(table.steps) - 8, len(table.steps)):  # a step with another legal entry of its moment
        moment = table.history.state_at(step - 1)
        options = [table.game.choose_random(table.game.copy_state(moment), chance) for _ in range(8)]
        replacement = next((a for a in options if a != table.steps[step - 1].action), None)
        if replacement is not None:
            break
    assert replacement is not None
    app.reset(first_scene(app, table))
    before, steps = fingerprint(app), len(table.steps)
    table.correct(step, replacement)
    fingers.tap("undo")
    assert isinstance(app.scene, ConfirmScene) and app.scene.message == f"Undo the fix of step {step}?"
    fingers.tap("yes")
    assert fingerprint(app) == before and len(table.steps) == steps
