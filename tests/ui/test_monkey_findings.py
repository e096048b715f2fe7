"""What the tapping monkey (``scripts/monkey``) found, each reproduced as a player would meet it."""

from __future__ import annotations

import pygame

from companion.storage import start_new
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.play import PlayScene


def test_back_from_a_resumed_game_to_home_then_resume_again_keeps_it_saveable(app, fingers) -> None:
    """Escape on a PC's keyboard went back from the play screen to home with the game still open for writing;
    resuming it again found its own journal locked and showed the game read-only, every move refused."""
    start_new("tiny", {"players": ["Ann", "Ben"]}).close()
    app.reset(HomeScene(app))
    fingers.tap("resume")
    assert isinstance(app.scene, PlayScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    app.step(0)
    assert isinstance(app.scene, HomeScene)
    fingers.tap("resume")
    assert isinstance(app.scene, PlayScene)
    assert app.read_only is None


def test_back_from_a_game_opened_from_the_saved_games_then_open_it_again_keeps_it_saveable(app, fingers) -> None:
    """The same from the saved games' list: the game opened there, Escape back to the list, opened again."""
    from companion.ui.scenes.home import SavedGamesScene

    start_new("tiny", {"players": ["Ann", "Ben"]}).close()
    app.reset(HomeScene(app))
    fingers.tap("saved")
    assert isinstance(app.scene, SavedGamesScene)
    opener = next(w for w in app.scene.widgets if getattr(w, "key", "") and w.key.startswith("game-"))
    key = opener.key
    fingers.tap(key)
    assert isinstance(app.scene, PlayScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    app.step(0)
    assert isinstance(app.scene, SavedGamesScene)
    fingers.tap(key)
    assert isinstance(app.scene, PlayScene)
    assert app.read_only is None


def test_holding_a_seat_button_beside_no_player_shows_nothing(app) -> None:
    """Six seat buttons on the table, three playing: holding the sixth closed the app (no such player)."""
    from companion.ui.specs import play_scene_for

    app.open_table(start_new("acquire", {"players": ["Ann", "Ben", "Cat"]}))
    app.reset(play_scene_for(app))
    app.scene.reveal(5)
    app.draw()
    assert app.scene.private_seat is None
    app.scene.reveal(2)
    app.draw()
    assert app.scene.private_seat == 2


def test_a_fields_value_in_words_keeps_its_size_in_the_editor(app) -> None:
    """Steam Barons' card in Italian: the build limit set to "turno + 1" was squeezed into 76 px and shrunk."""
    from companion.text.i18n import set_language
    from companion.ui import fit
    from companion.ui.specs import settings_entries

    set_language("it")
    app.reset(HomeScene(app))
    dict(settings_entries())["Steam Barons card"](app)
    scene = app.scene
    cell = next(c for c in scene.form.cells("maps") if c.path[-1] == "build_limit")
    scene.show("maps", cell.path)
    value = next(
        b for b in app.scene.widgets if isinstance(getattr(b, "key", None), str) and b.key == "form-set-turn+1"
    )
    value.on_tap()
    app.draw()
    assert [str(p) for p in fit.check(app.scene) if p.kind == "shrunk"] == []


def test_six_unnamed_players_in_italian_keep_their_cash_and_vp_at_full_size_on_mad_markets_screen(app) -> None:
    """'Giocatore 1  500  0 PV' did not fit beside the square at six seats and the whole line shrank."""
    from companion.text.i18n import set_language
    from companion.ui import fit
    from companion.ui.specs import play_scene_for

    set_language("it")
    names = [f"Giocatore {n}" for n in range(1, 7)]
    app.open_table(start_new("mad_market", {"players": names, "seed": 1}))
    app.reset(play_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    assert [p for p in fit.drawn_problems(drawn) if "PV" in p.what] == []


def test_big_shots_narrow_bid_panel_keeps_max_and_type_at_their_size() -> None:
    """Big Shot's bid panel is 210 px wide: +1 +10 max Type were 48 px each and "Type" ("Saisir") shrank."""
    from companion.ui.decide.amount import CELL, raises_for

    raises = raises_for(210, most=True)
    cells = len(raises) + 2
    assert raises == () and (210 - 6 * (cells - 1)) // cells >= CELL
