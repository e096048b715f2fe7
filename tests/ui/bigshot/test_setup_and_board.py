"""New-game options (colours, dummy, hidden money), board calibration, and no clipped text on any screen."""

from __future__ import annotations

import pytest

from companion.front.bigshot.tour import bigshot_tour
from companion.games.bigshot import BOARD
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.scenes.home import HomeScene

from .driver import main_decision, open_game, play_by_touch, tap_space


def open_new_game(app, fingers, players: int) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-bigshot")
    while app.scene.count < players:
        fingers.at(*app.scene.widgets[[type(w).__name__ for w in app.scene.widgets].index("Stepper")].plus.rect.center)
    while app.scene.count > players:
        fingers.at(*app.scene.widgets[[type(w).__name__ for w in app.scene.widgets].index("Stepper")].minus.rect.center)
    if app.scene.find("more-options") is not None:  # options that do not fit have a page of their own
        fingers.tap("more-options")


def test_colours_and_hidden_money_go_into_the_new_game(app, fingers) -> None:
    open_new_game(app, fingers, 3)
    fingers.tap("bigshot-color-0")  # red → yellow (seat 2 gets red)
    if app.scene.find("option-hidden_money-1") is None:  # on the first page, the colours on the options' own
        fingers.tap("back")
    fingers.tap("option-hidden_money-1")  # an engine option, offered by the new-game screen
    fingers.tap("start")
    config = app.table.header.config
    assert config["colors"] == ["yellow", "red", "black"] and config["hidden_money"] is True
    assert app.table.summary()["dummy"] == "white"


def test_two_players_get_two_colours_each(app, fingers) -> None:
    open_new_game(app, fingers, 2)
    fingers.tap("bigshot-color-1")
    fingers.tap("start")
    assert app.table.header.config["colors"] == [["black", "white"], ["red", "yellow"]]


def open_calibration(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("settings")
    index = next(i for i, w in enumerate(app.scene.widgets) if getattr(w, "text", "") == "Big Shot board")
    fingers.tap(app.scene.widgets[index].key)
    assert type(app.scene).__name__ == "FormScene" and app.scene.spec.title == "Big Shot board"


def test_the_default_board_is_marked_uncalibrated_until_a_board_is_saved(app, fingers) -> None:
    open_calibration(app, fingers)
    assert "the default board" in [getattr(w, "text", "") for w in app.scene.widgets]
    fingers.tap("form-save")
    assert BOARD.saved(data_dir()) is not None
    open_calibration(app, fingers)
    assert "your saved board" in [getattr(w, "text", "") for w in app.scene.widgets]
    fingers.tap("form-standin")  # the default board again, until saved
    assert "the default board" in [getattr(w, "text", "") for w in app.scene.widgets]


def test_the_default_board_saved_from_settings_is_the_owners_and_no_longer_said_a_stand_in(app, fingers) -> None:
    """The owner who finds the default numbers right in their own box saves them as they are: the saved board is
    theirs (``calibrated = true``), and neither the new game nor the play screen calls it the default board."""
    words = "Default board: some lot values and neighbours are placeholders"

    def first_page() -> list[str]:
        app.reset(HomeScene(app))
        fingers.tap("new")
        fingers.tap("game-bigshot")
        return [line for w in app.scene.widgets for line in getattr(w, "text", "").split("\n")]

    assert words in first_page()
    open_calibration(app, fingers)
    fingers.tap("form-save")
    assert BOARD.saved(data_dir())["calibrated"] is True
    assert "calibrated = true" in (data_dir() / "bigshot-board.toml").read_text()
    assert words not in first_page()
    fingers.tap("start")
    assert app.table.header.config["board"]["calibrated"] is True
    assert app.table.summary()["board_calibrated"] is True and app.scene.note is None


def test_an_invalid_value_is_refused_naming_the_field(app, fingers) -> None:
    open_calibration(app, fingers)
    fingers.tap("form-field-lots-L16-value")
    fingers.tap("pad-0")
    fingers.tap("form-save")
    assert app.toast is not None and "lots.L16.value" in app.toast.text
    assert BOARD.saved(data_dir()) is None
    assert app.scene.find("form-field-lots-L16-value").outline == theme.DANGER


def test_a_lot_becomes_a_park_and_a_park_a_lot(app, fingers) -> None:
    open_calibration(app, fingers)
    fingers.tap("form-field-lots-L18-value")
    fingers.tap("form-set-park")
    fingers.tap("form-field-adjacency-L18")
    fingers.tap("form-toggle-L21")  # a park may border any lot
    fingers.tap("form-field-lots-P1-value")
    fingers.tap("pad-8")
    fingers.tap("form-save")
    board = BOARD.saved(data_dir())
    assert board["lots"]["L18"] == {"park": True} and board["lots"]["P1"] == {"value": 8}
    assert board["adjacency"]["L18"] == ["L21"] and "L18" in board["adjacency"]["L21"]


def test_the_saved_board_is_used_by_the_next_new_game(app, fingers) -> None:
    open_calibration(app, fingers)
    fingers.tap("form-field-lots-L16-value")
    fingers.tap("pad-1")
    fingers.tap("pad-7")
    fingers.tap("form-field-adjacency-P2")
    fingers.tap("form-toggle-L16")  # L16 borders the second park in this box
    fingers.tap("form-save")
    assert "saved" in app.toast.text
    board = BOARD.saved(data_dir())
    assert board["lots"]["L16"] == {"value": 17} and "L16" in board["adjacency"]["P2"]
    open_new_game(app, fingers, 4)
    fingers.tap("start")
    lots = app.table.summary()["lots"]
    assert lots["L16"]["value"] == 17 and "P2" in lots["L16"]["parks_near"]
    assert app.table.header.config["board"]["lots"]["L16"] == {"value": 17}
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []


def own_moments(app, fingers) -> None:
    """Screens the generic tour does not reach: the own layout typed in, its broker, a loan's terms, a private view."""
    open_game(app, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3})
    dealt = main_decision(app).dealt
    fingers.tap("layout-own")
    for color in [c for space in dealt.spaces for c in space]:
        fingers.tap(f"add-{color}")
    tap_space(fingers, dealt.broker)
    fingers.tap("layout-confirm")
    fingers.tap("pick-0")
    fingers.tap("other-4")  # Dan's loan, opened
    app.draw()
    fingers.tap("opened-back")
    app.scene.reveal(3)
    app.draw()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_no_big_shot_screen_clips_text(app, fingers, language) -> None:
    """The tour's own screens, the moments it cannot reach, then three games played by touch (every frame)."""
    from companion.text.i18n import set_language

    set_language(language)
    problems = []
    bigshot_tour()[-1][1](app)  # the calibration: a lot's value, a park's neighbours, a refused value
    scene = app.scene
    for step in (
        lambda: None,
        lambda: scene.select(("adjacency", "P1")),  # a park's neighbours
        lambda: scene.select(("lots", "P1", "value")),
        lambda: (scene.select(("lots", "L16", "value")), scene.typed("0"), scene.save()),
        lambda: scene.turn(1),
    ):
        step()
        theme.REPORT.clear()
        app.draw()
        problems += [("calibration", o.text) for o in theme.REPORT.overflows]
    theme.REPORT.clear()
    own_moments(app, fingers)
    problems += [("own", o.text) for o in theme.REPORT.overflows]
    for config in (
        {"players": ["Ann", "Ben", "Cat", "Dan"]},
        {"players": ["Ann", "Ben"], "hidden_money": True},
        {"players": ["Ann", "Ben", "Cat"], "colors": ["white", "red", "yellow"]},
    ):
        app.close_table()
        open_game(app, {**config, "seed": 2})
        theme.REPORT.clear()
        play_by_touch(fingers, seed=5, stop=lambda t: t.summary()["turn"] > 4)
        app.scene.reveal(1)
        app.draw()
        problems += [(len(config["players"]), o.text) for o in theme.REPORT.overflows]
    assert problems == []
