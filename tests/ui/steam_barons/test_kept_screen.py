"""The play screen keeps its status panel and its chart as pictures: what a frame shows from them is what drawing
them afresh shows, after every move, while the markers run after phase 4 and after their run, with the referee's
insight shown instead of the chart, under a private view and a question, and in another language."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.ui.screenshots import read_on
from companion.ui.specs import play_scene_for
from tests.ui.kept_frames import (
    drawn_right,
    frame,
    private_view_and_question_over,
    redrawn_in_another_language,
    region,
)

NOW = [1000.0]
"""The app's clock in these tests: the markers' run and a private view's end, fixed until a test moves it."""


def open_game(app: Any, players: list[str], seed: int = 5) -> None:
    NOW[0] = 1000.0
    app.clock = lambda: NOW[0]
    app.open_table(start_new("steam_barons", {"players": players, "seed": seed}))
    app.reset(play_scene_for(app))
    app.step(0)


def move(app: Any, chance: ChanceSource) -> None:
    app.submit(app.table.choose_random(chance))
    read_on(app)


@pytest.mark.parametrize(("players", "seed"), [(["Ann", "Ben", "Cat"], 5), (["A", "B", "C", "D", "E", "F"], 9)])
def test_every_move_draws_the_screen_as_drawn_afresh(
    app: Any, monkeypatch: pytest.MonkeyPatch, players: list[str], seed: int
) -> None:
    open_game(app, players, seed)
    scene, chance = app.scene, ChanceSource(seed)
    for _ in range(80):
        frame(app)  # the status and the chart as they look before the move are kept
        move(app, chance)
        drawn_right(app, monkeypatch)
        assert len(scene.pictures._pictures) <= scene.pictures.kept
        if app.table.over:
            break


def test_the_panels_are_drawn_again_when_what_they_show_changes(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move that changes a player's cash redraws the status panel: its pixels differ, and the rows stay."""
    open_game(app, ["Ann", "Ben", "Cat"])
    scene, chance = app.scene, ChanceSource(3)
    status = pygame.Rect(8, 60, scene.status_width - 8, 120)
    for _ in range(200):
        before, cash = frame(app), [p["cash"] for p in scene.summary()["players"]]
        rows = list(scene.player_rows)
        move(app, chance)
        after = drawn_right(app, monkeypatch)
        if [p["cash"] for p in scene.summary()["players"]] != cash:
            break
    else:
        pytest.fail("no move changed a player's cash")
    size = app.display.canvas.get_size()
    assert region(before, size, status) != region(after, size, status)
    assert scene.player_rows == rows


def test_the_markers_run_then_rest_where_the_kept_chart_shows_them(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat"])
    scene, chance = app.scene, ChanceSource(8)
    while scene.moved_at is None:
        move(app, chance)
    chart = scene.board_rect()
    size = app.display.canvas.get_size()
    start = drawn_right(app, monkeypatch)  # the clock stands still: the run's first moment, drawn afresh each time
    NOW[0] += 0.6
    halfway = drawn_right(app, monkeypatch)
    NOW[0] += 5.0
    rest = drawn_right(app, monkeypatch)
    assert len({region(shot, size, chart) for shot in (start, halfway, rest)}) == 3
    scene.moved_at = None  # the same chart as after the run, from the same kept picture
    assert frame(app) == rest


def test_the_insight_instead_of_the_chart(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat", "Dan"])
    scene, chance = app.scene, ChanceSource(6)
    for _ in range(12):
        move(app, chance)
    plain = drawn_right(app, monkeypatch)
    scene.board_hit((0, 0))
    assert drawn_right(app, monkeypatch) != plain
    scene.board_hit((0, 0))
    assert frame(app) == plain


def test_a_private_view_and_a_question_over_the_screen(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat", "Dan"])
    scene, chance = app.scene, ChanceSource(6)
    for _ in range(30):
        move(app, chance)
    scene.moved_at = None
    private_view_and_question_over(app, monkeypatch)


def test_a_language_switch_draws_the_panels_in_the_new_language(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat"])
    chance = ChanceSource(2)
    for _ in range(20):
        move(app, chance)
    app.scene.moved_at = None
    redrawn_in_another_language(app, monkeypatch)
