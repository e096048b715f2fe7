"""The on-screen keyboard: accented names typed by taps, AZERTY for French players, QWERTY otherwise."""

from __future__ import annotations

import pytest

from companion.text.i18n import LANGUAGES, set_language
from companion.ui import fit
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


def post_and_step(app, *events) -> None:
    import pygame

    for kind, fields in events:
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.step()


def test_a_pc_keyboard_types_names_with_accents_through_text_input(app):
    """What the keyboard's layout makes (dead keys, Shift) arrives as text: Zoé and Ñandú typed as they are."""
    import pygame

    scene, typed = open_keyboard(app)
    post_and_step(app, (pygame.TEXTINPUT, {"text": "Zo"}), (pygame.TEXTINPUT, {"text": "é"}))
    assert scene.text == "Zoé"
    assert not scene.shift  # the keyboard's own capital: the on-screen Shift lets go
    post_and_step(app, (pygame.KEYDOWN, {"key": pygame.K_BACKSPACE, "mod": 0, "unicode": "", "scancode": 0}))
    assert scene.text == "Zo"
    post_and_step(app, (pygame.TEXTINPUT, {"text": "\x08\té"}))  # control characters are not typed
    assert scene.text == "Zoé"
    post_and_step(app, (pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r", "scancode": 0}))
    assert typed == ["Zoé"] and isinstance(app.scene, HomeScene)


def test_a_letter_key_alone_types_nothing_twice(app):
    """SDL sends a key press and its text: the letter is typed once, from the text."""
    import pygame

    scene, _typed = open_keyboard(app)
    post_and_step(
        app,
        (pygame.KEYDOWN, {"key": pygame.K_a, "mod": 0, "unicode": "a", "scancode": 0}),
        (pygame.TEXTINPUT, {"text": "a"}),
    )
    assert scene.text == "a"


def test_text_typed_past_the_longest_name_is_dropped(app):
    import pygame

    from companion.ui.scenes.keyboard import MAX_LENGTH

    scene, _typed = open_keyboard(app)
    post_and_step(app, (pygame.TEXTINPUT, {"text": "x" * (MAX_LENGTH + 5)}))
    assert scene.text == "x" * MAX_LENGTH


def test_typing_a_name_presses_no_simulated_button(app):
    """The simulated table's panel answers letter keys; while a name is typed they belong to the name."""
    import pygame

    class Panel:
        pressed: list[str] = []

        def key(self, key: int) -> bool:
            self.pressed.append(pygame.key.name(key))
            return True

    scene, _typed = open_keyboard(app)
    app.side_panel = panel = Panel()
    try:
        for letter in "bxu":
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(letter), mod=0, unicode=letter))
            app.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        assert scene.text == "bxu" and panel.pressed == []
        app.reset(HomeScene(app))  # elsewhere the panel has the keys again
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b"))
        assert panel.pressed == ["b"]
    finally:
        app.side_panel = None
