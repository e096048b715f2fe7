"""Names nobody typed follow the language on the New game screen; a started game keeps the names it began with.

A seat nobody named plays as "Player n" in the language of the moment it is shown: the French table that turns
to Italian before starting sees "Giocatore 2", not "Joueur 2", and starts with it. A name typed stays as typed.
Once a game is started its names are its players' names: they are in its journal, in every sentence of its log
and on the phones joined by seat, so a language switch in the middle of a game leaves them as they were.
"""

from __future__ import annotations

from companion.text.i18n import _, set_language
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.settings import SettingsScene


def seat_texts(scene: NewGameScene) -> list[str]:
    return [scene.find(f"seat-{seat}").text for seat in range(scene.count)]


def switch_language(app, code: str) -> None:
    """The language chosen on the Settings screen, opened over the screen of the moment and closed again."""
    settings = SettingsScene(app)
    app.push(settings)
    settings.language(code)
    app.pop()


def start_in_french(app, fingers) -> NewGameScene:
    """A French table that starts a game from the New game screen with every seat left unnamed ("Joueur 2")."""
    set_language("fr")
    app.reset(HomeScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.choose_game("tiny")
    fingers.tap("start")
    return scene


def test_unnamed_seats_follow_the_language_and_a_typed_name_stays(app) -> None:
    set_language("fr")
    app.reset(HomeScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.players[0] = "Zoé"
    scene.layout()
    assert seat_texts(scene)[:2] == ["1. Zoé", "2. Joueur 2"]
    switch_language(app, "it")
    assert app.scene is scene
    assert seat_texts(scene)[:2] == ["1. Zoé", "2. Giocatore 2"]
    assert scene.config()["players"][:2] == ["Zoé", "Giocatore 2"]


def test_a_started_game_keeps_its_names_through_a_language_switch(app, fingers) -> None:
    start_in_french(app, fingers)
    names = list(app.table.names)
    assert names[1] == "Joueur 2"
    switch_language(app, "it")
    assert list(app.table.names) == names and _("Player {n}") == "Giocatore {n}"
