"""The reason for setting the pieces by hand is typed on the keys as a short sentence, not as a player's name.

The keyboard was the names' own: a reason stopped at twelve letters ("Dan paid twice" went into the log as
"Dan paid twi"), its empty field said "Type a name, or tap one from the last game below" over a row of
reasons, and an empty Done said "A name needs at least one letter."
"""

from __future__ import annotations

from companion.ui.scenes.keyboard import NAME_WORDS, REASON_LENGTH, KeyboardScene
from companion.ui.scenes.play import PlayScene

from .test_editor_generic import open_editor, type_number


def reason_keys(app, fingers) -> KeyboardScene:
    """The test game's pieces set by hand from the log, up to the question why."""
    open_editor(app, fingers)
    fingers.tap("form-save")
    fingers.tap("log")
    fingers.tap("adjust")
    fingers.tap("form-section-players")
    type_number(fingers, "cash-0", "9")
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    return app.scene


def type_keys(fingers, text: str) -> None:
    for char in text:
        fingers.tap("space" if char == " " else f"key-{char.upper()}")


def test_a_reason_longer_than_a_name_is_journaled_whole(app, fingers) -> None:
    reason_keys(app, fingers)
    type_keys(fingers, "Dan paid twice")
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene)
    assert app.table.adjustments == ["Dan paid twice"]


def test_the_reason_stops_at_its_own_length_not_a_names(app, fingers) -> None:
    keys = reason_keys(app, fingers)
    type_keys(fingers, "a" * (REASON_LENGTH + 3))
    assert len(keys.text) == REASON_LENGTH


def test_the_reasons_keyboard_asks_for_a_reason_not_a_name(app, fingers) -> None:
    keys = reason_keys(app, fingers)
    assert keys.words != NAME_WORDS
    fingers.tap("done")  # nothing typed
    assert app.scene is keys and app.toast is not None
    assert app.toast.text == "Say why in a few words."
