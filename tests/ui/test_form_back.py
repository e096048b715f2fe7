"""A calibration screen's Back asks before it discards typed values: stay, leave without saving, or save and leave."""

from __future__ import annotations

import pygame

from companion.games.steam_barons import CARD
from companion.storage import data_dir
from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.form import FormScene
from companion.ui.scenes.home import HomeScene


def open_card(app, fingers) -> FormScene:
    app.reset(HomeScene(app))
    fingers.tap("settings")
    card = next(w.key for w in app.scene.widgets if getattr(w, "text", "") == _("Steam Barons card"))
    fingers.tap(card)
    assert isinstance(app.scene, FormScene)
    return app.scene


def type_a_value(fingers) -> None:
    fingers.tap("form-field-price_track-7")
    fingers.tap("pad-2")


def test_back_without_changes_leaves_at_once(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("back")
    assert type(app.scene).__name__ == "SettingsScene"


def test_back_with_typed_values_asks_and_stay_keeps_them(app, fingers) -> None:
    form = open_card(app, fingers)
    type_a_value(fingers)
    typed = form.find("form-field-price_track-7").text
    fingers.tap("back")
    assert isinstance(app.scene, ConfirmScene)
    assert fit.check(app.scene) == []
    fingers.tap("no")  # Stay
    assert app.scene is form and form.form.unsaved and form.find("form-field-price_track-7").text == typed


def test_leave_without_saving_discards_and_save_and_leave_keeps(app, fingers) -> None:
    open_card(app, fingers)
    type_a_value(fingers)
    fingers.tap("back")
    fingers.tap("other")  # Leave without saving
    assert type(app.scene).__name__ == "SettingsScene" and CARD.saved(data_dir()) is None
    open_card(app, fingers)
    type_a_value(fingers)
    fingers.tap("back")
    fingers.tap("yes")  # Save and leave
    assert type(app.scene).__name__ == "SettingsScene"
    assert CARD.saved(data_dir())["price_track"]["green"]["7"] == 2
    open_card(app, fingers)
    fingers.tap("back")  # just saved: nothing to lose, no question
    assert type(app.scene).__name__ == "SettingsScene"


def test_save_and_leave_with_a_bad_value_stays_on_the_field_at_fault(app, fingers) -> None:
    form = open_card(app, fingers)
    fingers.tap("form-section-performance")
    fingers.tap("form-field-performance-2-ceo_bonus")
    fingers.tap("pad-4")
    fingers.tap("back")
    fingers.tap("yes")
    assert app.scene is form and CARD.saved(data_dir()) is None
    assert form.selected == ("performance", 2, "ceo_bonus")


def test_escape_asks_too_and_the_question_fits_in_every_language(app, fingers) -> None:
    for language in ("en", "it", "fr"):
        set_language(language)
        app.prefs.language = language
        form = open_card(app, fingers)
        type_a_value(fingers)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.step(0)
        assert isinstance(app.scene, ConfirmScene), language
        assert fit.check(app.scene) == [], language
        fingers.tap("no")
        assert app.scene is form
