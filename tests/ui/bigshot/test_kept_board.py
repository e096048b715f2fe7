"""The board's spaces and lots and the players' strip are kept as pictures between frames (ui.pictures): what a
frame shows from them is what drawing them afresh shows, after every move, every cube typed in, and in another
language."""

from __future__ import annotations

from companion.core import ChanceSource
from companion.ui.screenshots import read_on
from tests.ui.kept_frames import afresh, frame, redrawn_in_another_language

from .driver import open_game

NEW = {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}


def test_every_move_draws_the_board_as_drawn_afresh(app, monkeypatch) -> None:
    open_game(app, NEW)
    chance = ChanceSource(5)
    for _ in range(40):
        frame(app)  # the pieces as they look before the move are kept
        app.submit(app.table.choose_random(chance))
        read_on(app)
        assert frame(app) == afresh(app, monkeypatch)
        assert len(app.scene.pictures._pictures) <= app.scene.pictures.kept


def test_each_cube_typed_in_redraws_its_space(app, fingers, monkeypatch) -> None:
    open_game(app, NEW)
    fingers.tap("layout-own")
    for colour in ("red", "yellow", "black", "white", "red", "red"):
        before = frame(app)
        fingers.tap(f"add-{colour}")
        after = frame(app)
        assert after != before and after == afresh(app, monkeypatch)


def test_a_language_switch_draws_the_board_in_the_new_language(app, monkeypatch) -> None:
    open_game(app, NEW)
    redrawn_in_another_language(app, monkeypatch)
