"""The position editor's two doors, on the kit's test game: a new game started from a position typed on the
touchscreen, and the game's pieces set by hand from the log (journaled with a reason, refused when stale)."""

from __future__ import annotations

from companion.core import Action
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.play import PlayScene
from companion.ui.scenes.position import PositionScene


def open_editor(app, fingers) -> PositionScene:
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    fingers.tap("game-tiny")
    fingers.tap("from-position")
    assert isinstance(app.scene, PositionScene)
    return app.scene


def type_number(fingers, field: str, digits: str) -> None:
    fingers.tap(f"form-field-{field}")
    for digit in digits:
        fingers.tap(f"pad-{digit}")


def test_a_new_game_starts_from_the_typed_position_and_its_journal_holds_it(app, fingers) -> None:
    editor = open_editor(app, fingers)
    assert fit.check(editor) == []
    assert editor.form.problem is None  # the set-up is a position the rules allow
    type_number(fingers, "round", "3")
    fingers.tap("form-section-players")
    type_number(fingers, "cash-1", "12")
    type_number(fingers, "points-2", "4")
    fingers.tap("form-save")
    assert isinstance(app.scene, PlayScene)
    table = app.table
    position = table.header.config["position"]
    assert position["round"] == 3 and position["cash"][1] == 12 and position["points"][2] == 4
    assert table.position()["round"] == 3 and not table.steps


def test_an_impossible_position_is_refused_with_the_engines_sentence_and_starts_nothing(app, fingers) -> None:
    editor = open_editor(app, fingers)
    type_number(fingers, "round", "9")  # past the last round: the keypad refuses the digit aloud, takes nothing
    assert editor.form.problem is None and editor.form.data["round"] == 1
    fingers.tap("pad-C")  # no round at all: the engine's own sentence
    assert editor.form.problem is not None and "round" in str(editor.form.problem)
    fingers.tap("form-save")
    assert app.scene is editor and app.table is None


def test_the_pieces_set_by_hand_from_the_log_are_journaled_with_the_reason(app, fingers) -> None:
    open_editor(app, fingers)
    fingers.tap("form-save")
    table = app.table
    fingers.tap("log")
    fingers.tap("adjust")
    editor = app.scene
    assert isinstance(editor, PositionScene) and fit.check(editor) == []
    fingers.tap("form-section-players")
    type_number(fingers, "cash-0", "9")
    fingers.tap("form-save")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene)
    assert table.position()["cash"][0] == 9 and table.adjustments == ["Counted again"]


def test_a_stale_editor_is_refused_and_keeps_what_was_typed(app, fingers) -> None:
    open_editor(app, fingers)
    fingers.tap("form-save")
    table = app.table
    fingers.tap("log")
    fingers.tap("adjust")
    editor = app.scene
    fingers.tap("form-section-players")
    type_number(fingers, "cash-0", "9")
    guess = next(a for a in table.legal_actions() if isinstance(a, Action))
    table.submit(guess)  # someone acted meanwhile
    fingers.tap("form-save")
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert app.scene is editor and table.adjustments == [] and editor.form.get(("cash", 0)) == 9
    # Every save of this editor is refused now: the table is told the way out, not to "ask again" here.
    assert app.toast is not None and app.toast.text.startswith("The game went on meanwhile: nothing was set.")
    assert "open Set the pieces again" in app.toast.text


def test_the_editor_fits_in_every_language(app, fingers) -> None:
    for language in ("en", "it", "fr"):
        set_language(language)
        app.prefs.language = language
        editor = open_editor(app, fingers)
        for section in editor.spec.sections:
            fingers.tap(f"form-section-{section.key}")
            assert fit.check(app.scene) == [], language


def test_back_with_typing_asks_and_its_save_starts_the_game_once(app, fingers) -> None:
    open_editor(app, fingers)
    fingers.tap("form-section-players")
    type_number(fingers, "cash-1", "8")
    fingers.tap("back")
    fingers.tap("yes")  # save: Start here
    assert isinstance(app.scene, PlayScene) and app.table.position()["cash"][1] == 8
    assert [type(scene).__name__ for scene in app.scenes] == ["HomeScene", type(app.scene).__name__]


def test_back_with_typing_while_setting_the_pieces_asks_for_the_reason(app, fingers) -> None:
    open_editor(app, fingers)
    fingers.tap("form-save")
    fingers.tap("log")
    fingers.tap("adjust")
    fingers.tap("form-section-players")
    type_number(fingers, "cash-2", "11")
    fingers.tap("back")
    fingers.tap("yes")
    assert isinstance(app.scene, KeyboardScene)
    app.scene.text = "Counted again"
    fingers.tap("done")
    assert isinstance(app.scene, PlayScene) and app.table.position()["cash"][2] == 11


def test_a_cells_list_reads_whole_while_it_fits_else_counted_and_a_dash_for_none() -> None:
    from companion.core import NP_plural
    from companion.ui.positions import few_or_count

    tiles = NP_plural("Acquire tiles", "{count} tile", "{count} tiles")  # a catalog context is kept
    assert few_or_count([], 3, " ", tiles) == few_or_count(None, 3, " ", tiles) == "–"
    assert few_or_count(["5C", "6D"], 3, " ", tiles) == "5C 6D"
    assert few_or_count(["1A", "2A", "3A", "4A"], 3, ", ", tiles) == "4 tiles"
    set_language("it")
    try:
        assert few_or_count(["1A", "2A", "3A", "4A"], 3, ", ", tiles) == "4 tessere"
    finally:
        set_language("en")
