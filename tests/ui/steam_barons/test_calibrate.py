"""Settings → Steam Barons card: typed field by field, validated naming the field, saved, used by new games."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from companion.games.steam_barons import CARD
from companion.storage import data_dir
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.scenes.home import HomeScene

SHOTS = Path("/tmp/steam-barons-shots")


def open_card(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("settings")
    index = next(i for i, w in enumerate(app.scene.widgets) if getattr(w, "text", "") == "Steam Barons card")
    fingers.tap(app.scene.widgets[index].key)
    assert type(app.scene).__name__ == "FormScene" and app.scene.spec.title == "Steam Barons card"


def status(app) -> str:
    return app.scene.widgets[-1].text


def texts(app) -> list[str]:
    return [getattr(w, "text", "") for w in app.scene.widgets]


def test_the_placeholder_loads_as_a_complete_card_marked_uncalibrated_and_saving_marks_it_calibrated(
    app, fingers
) -> None:
    open_card(app, fingers)
    assert "complete" in status(app)
    assert "uncalibrated card" in texts(app)
    fingers.tap("form-save")
    assert "saved" in app.toast.text
    card = CARD.saved(data_dir())
    assert card["calibrated"] is True and card["name"] == "Owner's card"
    open_card(app, fingers)
    assert "your saved card" in texts(app)


def test_a_price_square_is_typed_green_or_pink(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("form-field-price_track-7")
    fingers.tap("pad-2")
    fingers.tap("form-sign")  # pink: a penalty of 2
    assert app.scene.find("form-field-price_track-7").text == "$7: −2"
    fingers.tap("form-field-price_track-3")
    fingers.tap("pad-1")  # green: a bonus of 1
    fingers.tap("form-field-price_track-4")
    fingers.tap("form-set-0")  # the pink square 4 made plain
    fingers.tap("form-save")
    track = CARD.saved(data_dir())["price_track"]
    assert track["pink"]["7"] == 2 and track["green"]["3"] == 1 and "4" not in track["pink"]


def test_a_bad_field_is_named_at_once_and_refused_on_save_which_jumps_to_it(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("form-section-performance")
    fingers.tap("form-field-performance-2-ceo_bonus")
    fingers.tap("pad-4")
    assert "performance[2].ceo_bonus" in status(app)
    assert app.scene.find("form-field-performance-2-ceo_bonus").outline == theme.DANGER
    fingers.tap("form-section-maps")
    fingers.tap("form-save")
    assert app.toast is not None and "performance[2].ceo_bonus" in app.toast.text
    assert CARD.saved(data_dir()) is None
    assert app.scene.section == "performance" and app.scene.selected == ("performance", 2, "ceo_bonus")
    fingers.tap("pad-DEL")
    assert "complete" in status(app)


def test_the_adjustment_table_takes_signed_changes(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("form-section-adjustment")
    fingers.tap("form-field-adjustment-modifiers-5")
    fingers.tap("pad-C")
    fingers.tap("pad-3")  # the sign of the value stays: -2 becomes -3
    assert app.scene.form.data["adjustment"]["modifiers"][5] == -3
    fingers.tap("form-sign")
    assert app.scene.form.data["adjustment"]["modifiers"][5] == 3
    fingers.tap("form-sign")
    fingers.tap("form-save")
    assert CARD.saved(data_dir())["adjustment"]["modifiers"] == [3, 2, 1, 0, -1, -3]


def test_rows_can_be_added_and_maps_edited(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("form-section-performance")
    fingers.tap("form-add")
    assert len(app.scene.form.data["performance"]) == 13
    assert app.scene.form.data["performance"][-1]["from"] == 21  # one above the last row's
    fingers.tap("form-section-maps")
    fingers.tap("form-field-maps-northern_england-build_limit")
    fingers.tap("form-set-turn+1")
    fingers.tap("form-field-maps-eastern_us-surcharges-hill")
    fingers.tap("form-set-None")
    fingers.tap("form-save")
    card = CARD.saved(data_dir())
    assert card["maps"]["northern_england"]["build_limit"] == "turn+1"
    assert card["maps"]["eastern_us"]["surcharges"] == {"mountain": 3}
    assert len(card["performance"]) == 13


def test_a_saved_card_is_used_by_the_next_new_game(app, fingers) -> None:
    open_card(app, fingers)
    fingers.tap("form-field-price_track-9")
    fingers.tap("pad-1")
    fingers.tap("form-save")
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-steam_barons")
    fingers.tap("start")
    config = app.table.header.config
    assert config["card"]["calibrated"] is True and config["card"]["price_track"]["green"]["9"] == 1
    assert app.table.summary()["card"]["calibrated"] is True


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("section", ["price", "performance", "adjustment", "maps"])
def test_no_calibration_screen_clips_text(app, fingers, language: str, section: str) -> None:
    set_language(language)
    open_card(app, fingers) if language == "en" else _open_translated(app, fingers)
    fingers.tap(f"form-section-{section}")
    fields = [w.key for w in app.scene.widgets if getattr(w, "key", "").startswith("form-field-")]
    fingers.tap(fields[-1])
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    if language == "en":
        SHOTS.mkdir(exist_ok=True)
        pygame.image.save(app.display.canvas, str(SHOTS / f"card-{section}.png"))


def _open_translated(app, fingers) -> None:
    from companion.front.steam_barons.calibrate import open_card_scene

    app.reset(HomeScene(app))
    open_card_scene(app)
    assert type(app.scene).__name__ == "FormScene"
