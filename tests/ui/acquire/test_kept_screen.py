"""The play screen keeps its board as a picture and its status panel as a copy of its last drawing: what a frame
shows from them is what drawing them afresh shows, after every move, every space selected, every amount typed
into a basket, with hidden holdings and dealt tiles, and in another language."""

from __future__ import annotations

import pytest
from acquire_ui import open_game, place, space

from companion.core import ChanceSource
from companion.ui.screenshots import read_on
from tests.ui.kept_frames import afresh, frame, redrawn_in_another_language


@pytest.mark.parametrize(
    "options",
    [
        {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5},
        {"players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], "open_holdings": False, "seed": 3},
        {"players": ["Ann", "Ben"], "tiles": "dealt", "seed": 4},
    ],
)
def test_every_move_draws_the_screen_as_drawn_afresh(app, monkeypatch, options) -> None:
    open_game(app, **options)
    chance = ChanceSource(7)
    for _ in range(60):
        frame(app)  # the board and the status as they look before the move are kept
        app.submit(app.table.choose_random(chance))
        read_on(app)
        first = frame(app)  # drawn for the new look (a stale key would show the old one here)
        assert first == frame(app) == afresh(app, monkeypatch)  # the second is copied from what was kept
        assert len(app.scene.pictures._pictures) <= app.scene.pictures.kept


def test_a_selected_space_and_each_amount_typed_redraw_what_they_change(app, fingers, monkeypatch) -> None:
    open_game(app)
    for tile in ("1A", "12I", "6E"):
        place(fingers, tile)
    before = frame(app)
    space(fingers, "2A")
    selected = frame(app)
    assert selected != before and selected == frame(app) == afresh(app, monkeypatch)
    fingers.tap("board-confirm")
    fingers.tap("pick-tower")
    for _ in range(2):
        before = frame(app)
        fingers.tap("item-tower-plus")
        after = frame(app)
        assert after != before and after == frame(app) == afresh(app, monkeypatch)


def test_a_language_switch_draws_the_screen_in_the_new_language(app, fingers, monkeypatch) -> None:
    open_game(app)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("pick-tower")  # the status beside a basket: a chain's row, its price in the language's digits
    redrawn_in_another_language(app, monkeypatch)


def test_a_holder_settling_shares_sees_the_status_follow_the_amounts(app, fingers, monkeypatch) -> None:
    """While shares are settled the status says what the holder ends with: it follows each amount typed."""
    open_game(app)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("pick-tower")
    fingers.tap("item-tower-plus")
    fingers.tap("item-tower-plus")
    fingers.tap("basket-confirm")
    place(fingers, "4A")
    fingers.tap("item-tower-plus")
    fingers.tap("basket-confirm")
    place(fingers, "5A")
    fingers.tap("pick-luxor")
    fingers.tap("item-luxor-plus")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    place(fingers, "1B")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    place(fingers, "3A")  # Luxor (2) merges into Tower (3): Cat settles her Luxor shares
    assert app.table.prompt().kind == "dispose"
    for key in ("item-sell-plus", "item-sell-minus", "item-trade-plus"):
        before = frame(app)
        fingers.tap(key)
        after = frame(app)
        assert after != before and after == frame(app) == afresh(app, monkeypatch)
