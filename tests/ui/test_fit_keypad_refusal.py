"""A number typed past the top on an amount's keypad, and the red notice saying why: both stay readable.

The refusal's notice ("Cat can pay at most 14M.") went where a notice goes when the buttons leave it room, and on
Big Shot's bid panel that was over the keypad's own box: the player read the reason and not the number it was
about, nor the caption under it. The typed number's box is now kept clear as the keys are
(:meth:`~companion.ui.scene.Scene.keep_clear`), on every game that asks for an amount, in every language.
"""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.decide.quantity import Display
from companion.ui.specs import play_scene_for

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def to_keypad(app, fingers, game: str) -> None:
    """A new game played at random until its panel offers "Type", which is then tapped."""
    app.open_table(start_new(game, {"players": NAMES[:3], "seed": 3}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(3)
    for _ in range(3000):
        dismiss = getattr(app.scene, "dismiss_result", None)
        if dismiss is not None:
            dismiss()
        app.scene.layout()
        if app.scene.find("amount-keypad") is not None:
            fingers.tap("amount-keypad")
            return
        assert not app.table.over, f"{game} ended without an amount to type"
        app.submit(app.table.choose_random(chance))
    raise AssertionError(f"{game} never offered Type")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("game", ["bigshot", "steam_barons", "mad_market"])
def test_the_refusal_of_a_number_past_the_top_leaves_the_typed_number_in_sight(app, fingers, game, language) -> None:
    app.prefs.language = language
    set_language(language)
    to_keypad(app, fingers, game)
    pressed = 0
    while app.toast is None and pressed < 12:  # nines until a digit is refused aloud
        fingers.tap("pad-9")
        pressed += 1
    assert app.toast is not None, f"{game}: no digit was refused"
    app.draw()
    (shown,) = [w for w in app.scene.widgets if isinstance(w, Display)]
    assert "9" in shown.text and shown.caption  # the refused number, and why, are on its box
    notice = app.toast.place(app.display.canvas.get_size(), app.scene.keep_clear())
    assert not notice.colliderect(shown.rect), f"{game}: the notice {notice} lies over the typed number {shown.rect}"
