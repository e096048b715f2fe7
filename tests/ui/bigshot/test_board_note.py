"""The play screen says a game is played on the default board, whose 16-19 values and neighbours beyond the parks
are placeholders, as Mad Market's chart says its stand-in: among the lots, in the warning colour, in the player's
language, clear of every lot and inside the ring; a game on the owner's board says nothing of the kind."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.bigshot import BOARD
from companion.storage import data_dir
from companion.text.i18n import _, set_language
from companion.ui import theme

from ..drawn_texts import drawn
from .driver import open_game

NOTE = "Default board: some values are placeholders"


def said_in_the_note(app: Any, monkeypatch: pytest.MonkeyPatch) -> str:
    scene = app.scene
    note = scene.note
    assert note is not None and scene.inside.contains(note)
    assert not any(note.colliderect(cell) for cell in scene.cells.values())
    lines = [(text, box) for text, box, color in drawn(app, monkeypatch) if note.contains(box)]
    assert lines and all(color == theme.WARNING for _text, box, color in drawn(app, monkeypatch) if note.contains(box))
    return " ".join(text for text, _box in lines)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("players", [["Ann", "Ben"], ["Ann", "Ben", "Cat", "Dan"]])
def test_a_game_on_the_default_board_says_its_values_are_placeholders(app, monkeypatch, language, players) -> None:
    app.prefs.language = language
    set_language(language)
    try:
        open_game(app, {"players": players, "seed": 3})
        assert app.table.summary()["board_calibrated"] is False
        assert said_in_the_note(app, monkeypatch) == _(NOTE)
    finally:
        set_language("en")


def test_a_game_on_the_owners_board_says_nothing_of_placeholders(app, monkeypatch) -> None:
    board = BOARD.packaged_table()
    board.update(calibrated=True, name="Our box")
    BOARD.save(data_dir(), board)
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 3, "board": BOARD.for_new_game(data_dir())})
    assert app.scene.note is None
    assert NOTE not in " ".join(text for text, _box, _color in drawn(app, monkeypatch))


def test_a_board_that_fills_the_grid_says_it_under_the_lots(app, monkeypatch) -> None:
    """A stand-in with as many lots as the grid has cells leaves no free cell: the lots make room for a line."""
    board = BOARD.packaged_table()
    board["lots"].update({"L22": {"value": 22}, "L23": {"value": 23}, "L24": {"value": 24}})
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 3, "board": board})
    scene = app.scene
    assert len(scene.cells) == 16
    assert said_in_the_note(app, monkeypatch) == NOTE
    assert scene.note.top > max(cell.bottom for cell in scene.cells.values())
