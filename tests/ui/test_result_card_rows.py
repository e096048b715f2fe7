"""A step's result card leaves the players' rows seen, in every game whose rows are in the status panel.

Over the top of the status panel it hid the rows of the very players the step paid or charged (Steam Barons'
auction winner and the next bidder, Acquire's merger bonuses) for its whole reading time. It now goes under them
wherever that leaves room for a card, and over the panel's top only where the rows leave too little.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.ui.scenes.play import RESULT_ROOM, PlayScene
from tests.ui.test_result_card_games import open_game

GAMES = {
    "steam_barons": {"players": ["Ann", "Ben", "Cat"], "seed": 5, "map": "eastern_us"},
    "mad_market": {"players": ["Ann", "Ben", "Cat"], "seed": 2},
}


def first_cards(app: Any, game: str, count: int) -> list[tuple[Any, list[Any]]]:
    """The first ``count`` result cards of a random game, each drawn, with the players' rows beside it."""
    open_game(app, game, GAMES[game])
    chance = ChanceSource(7)
    seen = []
    for _step in range(600):
        if app.table.over or len(seen) == count:
            break
        app.submit(app.table.choose_random(chance))
        if not isinstance(app.scene, PlayScene) or app.scene.result is None:
            continue
        app.draw()
        card = app.scene.result
        seen.append((card.rect, [row for row, _seat in app.scene.player_rows]))
    return seen


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_result_card_lies_under_the_players_rows(app, game: str) -> None:
    cards = first_cards(app, game, 6)
    assert len(cards) == 6
    for rect, rows in cards:
        assert rect is not None and rows
        assert not any(rect.colliderect(row) for row in rows), (rect, rows)
        assert rect.top > max(row.bottom for row in rows)


def test_rows_that_leave_too_little_room_give_the_card_the_whole_panel(app) -> None:
    open_game(app, "steam_barons", {"players": ["Ann", "Ben", "Cat"], "seed": 5, "map": "eastern_us"})
    scene = app.scene
    app.draw()
    panel = scene.status_area()
    assert scene.result_area().bottom == panel.bottom and scene.result_area().top > panel.top
    lowest = panel.bottom - RESULT_ROOM  # rows reaching this low leave less than a card's room under them
    scene.player_rows = [(scene.player_rows[0][0].move(0, lowest - scene.player_rows[0][0].top), 0)]
    assert scene.result_area() == panel
