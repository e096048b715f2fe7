"""The new-game screen: every option reachable at every player count, nothing off the screen or overlapping,
a stand-in board said on the first page, a renamed seat shown at once, and two players named alike refused in the
player's language."""

from __future__ import annotations

import pygame
import pytest

from companion.games import get, names
from companion.text.i18n import LANGUAGES, _, set_language
from companion.ui import fit, theme
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.widgets import Note


def open_new_game(app, fingers, game: str) -> NewGameScene:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap(f"game-{game}")
    scene = app.scene
    assert isinstance(scene, NewGameScene)
    return scene


def option_keys(scene: NewGameScene) -> set[str]:
    return {w.key for w in scene.widgets if getattr(w, "key", None) and w.key.startswith("option-")}


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", names(include_test=False))
def test_every_option_is_on_a_page_and_nothing_overlaps(app, fingers, language, game):
    app.prefs.language = language
    set_language(language)
    scene = open_new_game(app, fingers, game)
    engine = get(game)
    wanted = {f"option-{o.key}-{i}" for o in engine.options for i in range(len(o.choices))}
    for count in range(engine.min_players, engine.max_players + 1):
        scene.set_count(count)
        scene.show_page(0)
        assert fit.check(scene) == [], f"{game} at {count} players, first page"
        shown = option_keys(scene)
        if scene.find("more-options") is not None:
            scene.show_page(1)
            assert fit.check(scene) == [], f"{game} at {count} players, options page"
            assert not shown & option_keys(scene), "an option on both pages"
            shown |= option_keys(scene)
            scene.show_page(0)
        assert shown == wanted, f"{game} at {count} players: options not reachable {wanted - shown}"


def test_six_acquire_players_keep_the_rows_that_fit_and_page_the_rest(app, fingers):
    """The case players met: with six seats the Holdings row went off the screen and Start covered a choice."""
    scene = open_new_game(app, fingers, "acquire")
    scene.set_count(6)
    bottom = scene.size[1]
    start = scene.find("start")
    assert all(w.rect.bottom <= bottom for w in scene.widgets)
    assert not any(w is not start and w.rect.colliderect(start.rect) for w in scene.widgets)
    fingers.tap("more-options")
    assert scene.find("option-open_holdings-1") is not None
    fingers.tap("option-open_holdings-1")
    assert scene.config()["open_holdings"] is False


def type_name(fingers, text: str) -> None:
    """Tap each key of ``text`` on the on-screen keyboard (an accented letter from the accents page)."""
    for char in text:
        key = f"key-{char.upper()}" if char != " " else "space"
        if fingers.app.scene.find(key) is None:
            fingers.tap("accents")
        fingers.tap(key)


def test_a_renamed_seat_shows_its_new_name_at_once(app, fingers):
    scene = open_new_game(app, fingers, "acquire")
    app.draw()
    seat = scene.find("seat-0")
    before = app.display.canvas.subsurface(seat.rect).copy()
    fingers.tap("seat-0")
    for _letter in scene.players[0]:
        fingers.tap("delete")
    type_name(fingers, "Zoé")
    fingers.tap("done")  # no other input after the keyboard closes
    assert app.scene is scene
    assert scene.find("seat-0").text == "1. Zoé"
    shown = app.display.canvas.subsurface(scene.find("seat-0").rect).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(before, "RGB")
    scene.layout()
    app.draw()  # a full redraw now draws exactly what was already on the screen
    again = app.display.canvas.subsurface(scene.find("seat-0").rect)
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(shown, "RGB")


@pytest.mark.parametrize("names", [("Anna", "Anna"), ("Anna", "anna"), ("Anna", " ANNA ")])
@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("game", names())
def test_two_players_named_alike_are_refused_in_the_players_language(app, fingers, names, language, game):
    app.prefs.language = language
    set_language(language)
    scene = open_new_game(app, fingers, game)
    scene.set_count(3)
    scene.players[:2] = list(names)
    fingers.tap("start")
    assert app.table is None and app.scene is scene  # the game did not start
    assert app.toast is not None
    assert app.toast.text == _("Two players have the same name: rename one.")


def test_a_refusal_stays_with_the_screen_that_made_it(app, fingers):
    """The toast of a refused start is gone once the player leaves the screen (it hid Start on the next one)."""
    scene = open_new_game(app, fingers, "acquire")
    scene.players[:2] = ["Anna", "Anna"]
    fingers.tap("start")
    assert app.toast is not None
    scene.find("back").on_tap()  # not a tap on the screen (a tap dismisses a toast anyway): the hardware's back
    assert isinstance(app.scene, HomeScene) and app.toast is None
    scene.players[:2] = ["Anna", "Anna"]
    app.push(scene)
    scene.start()
    assert app.toast is not None
    app.replace(HomeScene(app))
    assert app.toast is None


def said_on_the_page(scene: NewGameScene) -> str:
    return "\n".join(getattr(w, "text", "") for w in scene.widgets)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game", names(include_test=False))
def test_a_stand_in_is_said_on_the_first_page_at_every_player_count(app, fingers, language, game):
    """A board or card that is not the box's (its numbers stand-ins) was said only on the options' own page, or
    not at all: the first page, where the game is picked and Start pressed, says it as the engine does, then where
    the owner's own go, in the warning colour, clear of every button; a game played with its box's own numbers says nothing of the kind."""
    app.prefs.language = language
    set_language(language)
    scene = open_new_game(app, fingers, game)
    engine = get(game)
    for count in range(engine.min_players, engine.max_players + 1):
        scene.set_count(count)
        told = [_(text) for text in engine.stand_ins(scene.chosen())]
        told += [_("Set your box's numbers in Settings; new games use them.")] if told else []  # Settings: here
        warned = [w for w in scene.widgets if isinstance(w, Note) and w.color == theme.WARNING]
        assert [w.text for w in warned] == (["\n".join(told)] if told else []), f"{game} at {count} players"
        assert fit.check(scene) == [], f"{game} at {count} players"
        for note in warned:
            assert not any(w is not note and w.rect.colliderect(note.rect) for w in scene.widgets)


def test_mad_markets_first_page_says_its_board_is_a_stand_in(app, fingers):
    """The case players met: the stand-in was said on the options' page only, behind "Options…"."""
    scene = open_new_game(app, fingers, "mad_market")
    assert scene.find("more-options") is not None
    assert "Stand-in board (uncalibrated)" in said_on_the_page(scene)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_big_shots_first_page_says_its_default_board_has_placeholders(app, fingers, language):
    """Big Shot's packaged board fixes the parks and their 9/10/11 lots, not the 16-19 values nor the other
    neighbours: its first page says so, as Mad Market's says its stand-in, whole and clear of every button."""
    app.prefs.language = language
    set_language(language)
    try:
        scene = open_new_game(app, fingers, "bigshot")
        said = _("Default board: some lot values and neighbours are placeholders")
        where = _("Set your box's numbers in Settings; new games use them.")  # this screen has Settings
        assert said in said_on_the_page(scene) and said != ""
        (note,) = [w for w in scene.widgets if isinstance(w, Note) and w.text == f"{said}\n{where}"]
        assert note.color == theme.WARNING and fit.check(scene) == []
        assert not any(w is not note and w.rect.colliderect(note.rect) for w in scene.widgets)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("count", [3, 4])
def test_big_shot_at_three_or_four_shows_colours_stand_in_and_start_on_the_first_page(app, fingers, language, count):
    """The case players met: with the stand-in said beside Start, the Colours row went behind "Options…" at three
    and four players. The seats draw closer (every row still a fingertip high) when that puts every row on the
    first page, so a table picks its colours, reads the warning and starts from one page."""
    app.prefs.language = language
    set_language(language)
    try:
        scene = open_new_game(app, fingers, "bigshot")
        scene.set_count(count)
        assert scene.find("more-options") is None
        assert {f"bigshot-color-{seat}" for seat in range(count)} <= {getattr(w, "key", None) for w in scene.widgets}
        assert scene.find("start") is not None
        assert [w for w in scene.widgets if isinstance(w, Note) and w.color == theme.WARNING]
        assert fit.check(scene) == []
        fingers.tap("bigshot-color-0")
        assert scene.config()["colors"][0] != "red" and scene.find("more-options") is None
    finally:
        set_language("en")


def test_a_page_whose_rows_fit_beside_start_keeps_its_roomy_seats(app, fingers):
    """Closer seats only when they bring a row back from the options' page: two Big Shot players keep the room."""
    scene = open_new_game(app, fingers, "bigshot")
    scene.set_count(2)
    assert scene.find("seat-0").rect.height == 56 and scene.find("more-options") is None
    scene.set_count(4)
    assert scene.find("seat-0").rect.height == theme.MIN_TARGET
