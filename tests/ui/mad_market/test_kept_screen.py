"""The play screen keeps its status panel and its chart as pictures: what a frame shows from them is what drawing
them afresh shows, after every move, with a roll's moves entered, the worth shown instead of the market, under a
private view and a question, and in another language."""

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
from tests.walks import played_until


def played(app: Any, action: Any) -> None:
    """An action submitted through the app and its screen read on, as a player would see it before the next."""
    app.submit(action)
    read_on(app)


def open_game(app: Any, players: list[str], seed: int = 5) -> None:
    app.clock = lambda: 1000.0  # a private view's end and a card's fixed, so two frames can be compared
    app.open_table(start_new("mad_market", {"players": players, "seed": seed}))
    app.reset(play_scene_for(app))
    app.step(0)


@pytest.mark.parametrize(("players", "seed"), [(["Ann", "Ben", "Cat"], 5), (["A", "B", "C", "D", "E", "F"], 9)])
def test_every_move_draws_the_screen_as_drawn_afresh(
    app: Any, monkeypatch: pytest.MonkeyPatch, players: list[str], seed: int
) -> None:
    open_game(app, players, seed)
    scene, chance = app.scene, ChanceSource(seed)
    for _ in range(80):
        frame(app)  # the status and the chart as they look before the move are kept
        played(app, app.table.choose_random(chance))
        drawn_right(app, monkeypatch)
        assert len(scene.pictures._pictures) <= scene.pictures.kept
        if app.table.over:
            break


def test_the_panels_are_drawn_again_when_what_they_show_changes(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move that changes a player's cash redraws the status panel: its pixels differ, and the rows stay."""
    open_game(app, ["Ann", "Ben", "Cat"])
    scene, chance = app.scene, ChanceSource(3)
    status = pygame.Rect(8, 60, scene.status_width - 8, 200)
    for _ in range(200):
        before, cash = frame(app), [p["cash"] for p in scene.summary["players"]]
        rows = list(scene.player_rows)
        played(app, app.table.choose_random(chance))
        after = drawn_right(app, monkeypatch)
        if [p["cash"] for p in scene.summary["players"]] != cash:
            break
    else:
        pytest.fail("no move changed a player's cash")
    size = app.display.canvas.get_size()
    assert region(before, size, status) != region(after, size, status)
    assert scene.player_rows == rows


def test_the_chart_follows_a_roll_entered_and_the_worth_shown(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat"])
    scene = app.scene
    played_until(
        app.table, lambda t: t.prompt().kind == "roll" and len(t.steps) >= 6, 4, submit=lambda a: played(app, a)
    )
    plain = drawn_right(app, monkeypatch)
    scene.panel.values.update({"die-white": 5, "die-black": 2})
    entered = drawn_right(app, monkeypatch)
    scene.panel.values.update({"die-white": 1})
    other = drawn_right(app, monkeypatch)
    assert len({plain, entered, other}) == 3
    scene.panel.values.clear()
    assert frame(app) == plain
    scene.board_hit((0, 0))  # the worth instead of the market
    worth = drawn_right(app, monkeypatch)
    assert worth != plain
    scene.board_hit((0, 0))
    assert frame(app) == plain


def test_a_throw_entered_under_the_worth_is_said_on_the_chart(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worth a tap opened gives way to a throw being entered: the chart is where the throw's moves and landing
    are said (the dice leave the panel no room), so the worth left them said nowhere; a tap then keeps the throw."""
    open_game(app, ["Ann", "Ben", "Cat"])
    scene = app.scene
    played_until(
        app.table, lambda t: t.prompt().kind == "roll" and len(t.steps) >= 6, 4, submit=lambda a: played(app, a)
    )
    scene.panel.values.update({"die-white": 5, "die-black": 2})
    entered = drawn_right(app, monkeypatch)
    scene.panel.values.clear()
    frame(app)
    scene.board_hit((0, 0))  # the worth, then the dice
    scene.panel.values.update({"die-white": 5, "die-black": 2})
    assert drawn_right(app, monkeypatch) == entered
    assert not scene.show_worth and scene.chart_said and scene.left_out() == []
    scene.board_hit((0, 0))
    assert frame(app) == entered


def test_a_private_view_and_a_question_over_the_screen(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat", "Dan"])
    played_until(app.table, lambda t: len(t.steps) >= 30, 6, submit=lambda a: played(app, a))
    private_view_and_question_over(app, monkeypatch)


def test_a_language_switch_draws_the_panels_in_the_new_language(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    open_game(app, ["Ann", "Ben", "Cat"])
    played_until(app.table, lambda t: len(t.steps) >= 20, 2, submit=lambda a: played(app, a))
    redrawn_in_another_language(app, monkeypatch)
