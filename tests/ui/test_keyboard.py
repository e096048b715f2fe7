"""The on-screen keyboard: accented names typed by taps, AZERTY for French players, QWERTY otherwise."""

from __future__ import annotations

import pytest

from companion.ui import fit
from companion.ui.i18n import LANGUAGES, set_language
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import ACCENTS, AZERTY, QWERTY, KeyboardScene


def open_keyboard(app, text: str = "") -> tuple[KeyboardScene, list[str]]:
    typed: list[str] = []
    app.reset(HomeScene(app))  # the screen the keyboard returns to
    scene = KeyboardScene(app, "Name", text, typed.append)
    app.push(scene)
    return scene, typed


def tap_text(fingers, text: str) -> None:
    for char in text:
        key = f"key-{char.upper()}"
        if fingers.app.scene.find(key) is None:
            fingers.tap("accents")
        fingers.tap(key)


@pytest.mark.parametrize("name", ["Zoé", "Niccolò", "François", "Jürgen", "Ñandú"])
def test_accented_names_are_typed_by_taps(app, fingers, name):
    open_keyboard(app)
    scene = app.scene
    tap_text(fingers, name)
    assert scene.text == name
    fingers.tap("done")
    assert isinstance(app.scene, HomeScene)


def test_after_an_accented_letter_the_letters_come_back(app, fingers):
    scene, typed = open_keyboard(app, "Zo")
    fingers.tap("accents")
    assert scene.find("key-É") is not None and scene.find("key-Z") is None
    fingers.tap("key-É")
    assert scene.text == "Zoé"
    assert scene.find("key-Z") is not None  # back on the letters
    fingers.tap("done")
    assert typed == ["Zoé"]


def test_a_name_starts_with_a_capital_and_goes_on_small(app, fingers):
    scene, _typed = open_keyboard(app)
    fingers.tap("key-N")
    fingers.tap("key-I")
    assert scene.text == "Ni"
    corrected, _typed = open_keyboard(app, "Anna")
    fingers.tap("key-S")
    assert corrected.text == "Annas"


def rows(scene: KeyboardScene) -> list[str]:
    keys = [w.key[4:] for w in scene.widgets if getattr(w, "key", "") and w.key.startswith("key-")]
    return ["".join(keys[i : i + 10]) for i in range(0, len(keys), 10)]


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_french_gets_azerty_the_others_qwerty(app, language):
    app.prefs.language = language
    set_language(language)
    scene, _typed = open_keyboard(app)
    layout = AZERTY if language == "fr" else QWERTY
    assert rows(scene)[1] == layout[1]
    assert rows(scene)[1].startswith("AZERTY" if language == "fr" else "QWERTY")
    assert fit.check(scene) == []
    scene._switch()
    assert "".join(rows(scene)) == "".join(ACCENTS)
    assert fit.check(scene) == []
