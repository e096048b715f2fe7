"""The touchscreen framework: geometry, touch handling, feedback, idleness, preferences."""

from __future__ import annotations

import pygame
import pytest

from companion.core.journal import read
from companion.games import get
from companion.storage import latest_unfinished, start_new
from companion.ui import first_scene
from companion.ui.display import Geometry
from companion.ui.prefs import Preferences
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
@pytest.mark.parametrize("window", [(800, 480), (1280, 720), (720, 1280), (480, 800), (1000, 480)])
def test_canvas_and_window_coordinates_are_inverse(rotation: int, window: tuple[int, int]) -> None:
    g = Geometry((800, 480), window, rotation)
    for cx, cy in [(0, 0), (799, 0), (0, 479), (799, 479), (400, 240), (123, 321)]:
        wx, wy = g.to_window(cx, cy)
        back = g.to_canvas(wx + 0.01, wy + 0.01)
        assert back is not None and abs(back[0] - cx) <= 1 and abs(back[1] - cy) <= 1


def test_a_portrait_panel_shows_the_landscape_canvas_turned() -> None:
    g = Geometry((1280, 720), (720, 1280), 90)
    assert g.scale == 1.0 and g.offset == (0, 0)
    # The canvas's top-left corner is at the panel's top-right when turned clockwise.
    assert g.to_window(0, 0) == (719, 0)
    assert g.to_canvas(719.5, 0.5) == (0, 0)


def test_touches_outside_the_canvas_go_nowhere() -> None:
    g = Geometry((800, 480), (1000, 480), 0)  # letterboxed left and right
    assert g.to_canvas(50, 100) is None


def test_a_target_smaller_than_a_fingertip_is_drawn_and_logged_once_never_fatal(caplog) -> None:
    """The running app never dies of a layout rule: the fit check fails the screen in the tests instead."""
    from companion.ui import fit

    pygame.font.init()
    surface = pygame.Surface((800, 480))
    with caplog.at_level("WARNING", logger="companion.ui.widgets"):
        for _ in range(3):  # laid out again and again: one line in the log
            Button((0, 0, 40, 60), "tiny-target").draw(surface)
    assert [r.getMessage() for r in caplog.records if "tiny-target" in r.getMessage()] == [
        "layout: button 'tiny-target' is (40, 60): targets need 48 px"
    ]
    assert "small" in [p.kind for p in fit.check_widgets([Button((0, 0, 40, 60), "tiny-target")], (800, 480))]


def test_a_tap_acts_on_release_and_gives_feedback_on_press(app, fingers) -> None:
    app.reset(HomeScene(app))
    button = app.scene.find("settings")
    event = fingers.touch(*button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, event))
    app.step(0)
    assert button.pressed and type(app.scene).__name__ == "HomeScene"
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, event))
    app.step(0)
    assert type(app.scene).__name__ == "SettingsScene"


def test_sliding_off_a_button_cancels_it(app) -> None:
    app.reset(HomeScene(app))
    button = app.scene.find("settings")
    app.scene.press(button.rect.center)
    app.scene.release((button.rect.right + 100, button.rect.bottom + 100))
    assert type(app.scene).__name__ == "HomeScene" and not button.pressed


def test_mouse_events_synthesised_from_touch_are_ignored(app) -> None:
    app.reset(HomeScene(app))
    button = app.scene.find("settings")
    pos = tuple(int(v) for v in app.display.geometry.to_window(*button.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True))
    app.step(0)
    assert type(app.scene).__name__ == "HomeScene"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    app.step(0)
    assert type(app.scene).__name__ == "SettingsScene"  # a real mouse still works on a PC


def test_a_second_finger_is_ignored_while_the_first_is_down(app) -> None:
    app.reset(HomeScene(app))
    settings = app.scene.find("settings")
    g = app.display.geometry
    wx, wy = g.to_window(*settings.rect.center)
    first = {"touch_id": 1, "finger_id": 0, "x": 0.01, "y": 0.99, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    second = {**first, "finger_id": 1, "x": wx / g.window[0], "y": wy / g.window[1]}
    for kind, event in ((pygame.FINGERDOWN, first), (pygame.FINGERDOWN, second), (pygame.FINGERUP, second)):
        pygame.event.post(pygame.event.Event(kind, event))
    app.step(0)
    assert type(app.scene).__name__ == "HomeScene"


def test_the_idle_app_does_not_redraw(app) -> None:
    app.reset(HomeScene(app))
    app.step(0)
    frames = app.frames
    for _ in range(5):
        app.step(0.01)
    assert app.frames == frames


def test_a_refusal_shows_the_reason_and_plays_the_cue(app) -> None:
    cues: list[str] = []
    app.cue = cues.append
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"]}))
    app.reset(first_scene(app, app.table))
    game = get("tiny")
    assert not app.submit(game.actions.decode({"type": "guess", "player": 1, "parity": "maybe"}))
    assert app.toast is not None and app.toast.text == "Guess 'odd' or 'even', not 'maybe'."
    assert cues == ["illegal"]
    app.clock = lambda: 10**9  # the toast expires by itself
    app.step(0)
    assert app.toast is None


def test_undo_asks_first_with_what_it_will_undo(app, fingers) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"]}))
    app.reset(first_scene(app, app.table))
    fingers.tap("secret-0")
    fingers.tap("secret-show")
    fingers.tap("pick-odd")
    fingers.tap("secret-done")
    assert len(app.table.steps) == 1
    fingers.tap("undo")
    assert app.scene.message == "Undo Ann's sealed choice?"  # a sealed guess stays sealed, even here
    fingers.tap("no")
    assert len(app.table.steps) == 1
    fingers.tap("undo")
    fingers.tap("yes")
    assert app.table.steps == [] and isinstance(app.scene, PlayScene)


def test_a_name_tap_reveals_a_private_panel_that_hides_itself(app, fingers) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"]}))
    app.reset(first_scene(app, app.table))
    app.step(0)
    row, seat = app.scene.player_rows[1]
    fingers.at(*row.center)
    assert app.scene.private_seat == 1
    now = app.clock()
    app.clock = lambda: now + 60
    app.step(0)
    assert app.scene.private_seat is None
    fingers.at(*row.center)
    assert app.scene.private_seat == 1
    fingers.at(10, 470)  # the next tap hides it and does nothing else
    assert app.scene.private_seat is None


def test_preferences_survive_a_restart(app, fingers, tmp_path) -> None:
    app.reset(HomeScene(app))
    fingers.tap("settings")
    fingers.tap("lang-it")
    fingers.tap("mute")
    assert app.prefs.language == "it" and app.prefs.muted
    again = Preferences.load(app.prefs_path)
    assert again.language == "it" and again.muted


def test_broken_preferences_fall_back_to_defaults(tmp_path) -> None:
    path = tmp_path / "preferences.json"
    path.write_text('{"language": "xx", "volume": 99, "brightness": 3}')  # an earlier version's file, in tenths
    prefs = Preferences.load(path)
    assert (prefs.language, prefs.volume, prefs.brightness) == ("en", 0.8, 0.3)
    assert prefs.set_here == {"brightness": 0.3}, "only the brightness was surely set on the screen"
    path.write_text("garbage")
    assert Preferences.load(path) == Preferences()


def test_a_new_game_is_started_from_the_new_game_screen(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-tiny")
    fingers.tap("seat-0")
    for key in ("delete",) * 8:
        fingers.tap(key)
    for letter in "ZOE":
        fingers.tap(f"key-{letter}")
    fingers.tap("done")
    fingers.tap("option-rounds-1")
    fingers.tap("start")
    assert isinstance(app.scene, PlayScene)
    assert app.table.game.player_names(app.table.state)[0] == "Zoe"
    assert read(latest_unfinished().path).header.config["rounds"] == 1
