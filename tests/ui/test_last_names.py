"""Naming the seats: the keyboard opens empty (no "Player 1" to delete first) and offers the last game's names."""

from __future__ import annotations

import json

from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.prefs import Preferences, remembered_names
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene


def open_new_game(app, fingers, game: str = "acquire") -> NewGameScene:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap(f"game-{game}")
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def test_a_seat_not_named_yet_opens_an_empty_keyboard_and_plays_as_player_n(app, fingers) -> None:
    scene = open_new_game(app, fingers)
    assert scene.find("seat-0").text == "1. Player 1"
    fingers.tap("seat-0")
    assert isinstance(app.scene, KeyboardScene) and app.scene.text == ""
    assert app.scene.find("suggestion-0") is None  # nothing remembered yet: nothing offered
    for char in "ANN":
        fingers.tap(f"key-{char}")
    fingers.tap("done")
    assert scene.find("seat-0").text == "1. Ann"
    fingers.tap("seat-0")
    assert app.scene.text == "Ann"  # a name typed before is there to correct
    assert scene.config()["players"][:2] == ["Ann", "Player 2"]


def test_the_last_games_names_are_remembered_and_offered_one_tap_each(app, fingers) -> None:
    scene = open_new_game(app, fingers)
    for seat, name in enumerate(["Ann", "Ben", "Cat"]):
        fingers.tap(f"seat-{seat}")
        for char in name.upper():
            fingers.tap(f"key-{char}")
        fingers.tap("done")
    fingers.tap("start")
    assert app.table is not None and app.prefs.last_names == ["Ann", "Ben", "Cat"]
    assert Preferences.load(app.prefs_path).last_names == ["Ann", "Ben", "Cat"]  # kept across a restart
    app.close_table()
    scene = open_new_game(app, fingers)
    fingers.tap("seat-1")
    keyboard = app.scene
    assert keyboard.text == ""
    assert [keyboard.find(f"suggestion-{i}").text for i in range(3)] == ["Ann", "Ben", "Cat"]
    assert fit.check(keyboard) == []
    fingers.tap("suggestion-1")
    assert app.scene is scene and scene.find("seat-1").text == "2. Ben"
    fingers.tap("seat-0")
    offered = [w.text for w in app.scene.widgets if (getattr(w, "key", "") or "").startswith("suggestion-")]
    assert offered == ["Ann", "Cat"]  # Ben sits at seat 2 already


def test_a_game_of_unnamed_seats_keeps_the_names_remembered_before(app, fingers) -> None:
    app.prefs.last_names = ["Zoé", "Niccolò"]
    open_new_game(app, fingers)
    fingers.tap("start")
    assert app.prefs.last_names == ["Zoé", "Niccolò"]


def test_six_offered_names_fit_under_the_keys_in_every_language(app, fingers) -> None:
    names = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]
    for language in ("en", "it", "fr"):
        set_language(language)
        app.prefs.language = language
        app.reset(HomeScene(app))
        app.push(KeyboardScene(app, "Name", "", lambda text: None, suggestions=names))
        assert fit.check(app.scene) == [], language
        assert all(app.scene.find(f"suggestion-{i}").rect.bottom <= 480 for i in range(6))


def test_a_damaged_preferences_file_offers_only_what_are_names(tmp_path) -> None:
    assert remembered_names(["Ann", "", "  ", 3, None, "Ann", "x" * 41, " Ben "]) == ["Ann", "Ben"]
    assert remembered_names("Ann") == [] and remembered_names(None) == []
    assert remembered_names([f"P{i}" for i in range(9)]) == [f"P{i}" for i in range(6)]
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"language": "it", "last_names": {"not": "a list"}}), encoding="utf-8")
    prefs = Preferences.load(path)
    assert prefs.language == "it" and prefs.last_names == []
