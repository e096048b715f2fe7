"""Every Acquire screen: fits without overflow, hides what is private, offers what the rules allow."""

from __future__ import annotations

import pygame
import pytest
from acquire_ui import open_game, place, space

from companion.front.acquire.tour import tour
from companion.games.acquire.actions import DeclareEnd
from companion.ui import theme


def test_every_acquire_screen_of_the_tour_fits(app) -> None:
    seen = []
    for name, step in tour():
        step(app)
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], name
        seen.append(name)
    assert app.table.over and len(seen) == 23


def test_hidden_holdings_are_not_drawn_for_others(app, fingers) -> None:
    scene = open_game(app, open_holdings=False)
    for tile in ("1A", "12I", "6E"):
        place(fingers, tile)
    place(fingers, "2A")
    fingers.tap("chain-tower")
    drawn: list[str] = []
    original = theme.draw_text

    def spy(surface, text, rect, **kw):
        drawn.append(text)
        return original(surface, text, rect, **kw)

    theme.draw_text = spy
    try:
        app.draw()
        assert "$6,000" not in drawn and drawn.count("hidden") == 3
        assert "Cash is private" in drawn
        drawn.clear()
        row, seat = scene.player_rows[0]
        fingers.at(*row.center)  # Ann taps her name: her private panel
        assert scene.private_seat == 0
        app.draw()
        assert any("Cash $6,000" in text for text in drawn)
    finally:
        theme.draw_text = original
    fingers.at(300, 300)
    assert scene.private_seat is None


def test_status_matrix_hides_others_holdings(app, fingers) -> None:
    open_game(app, open_holdings=False)
    for tile in ("1A", "12I", "6E", "2A"):
        place(fingers, tile)
    fingers.tap("chain-tower")
    fingers.tap("status")
    drawn: list[str] = []
    original = theme.draw_text
    theme.draw_text = lambda surface, text, rect, **kw: (drawn.append(text), original(surface, text, rect, **kw))
    try:
        app.draw()
    finally:
        theme.draw_text = original
    assert drawn.count("hidden") == 3 and drawn.count("?") == 3  # one chain, three players
    fingers.tap("reveal-1")
    assert app.scene.private_seat == 1


def test_declare_end_is_always_shown_to_the_player_on_turn_and_enabled_only_when_allowed(app, fingers,
                                                                                         start_tiles) -> None:
    scene = app.scene
    button = scene.find("declare-end")
    assert button is not None and not button.enabled and button.color == theme.PANEL_LIGHT
    state = app.table.state
    state.safe_seen.add("tower")  # pretend: every chain on the board is safe (the engine decides)
    state.chains["tower"] = [0, 1]
    for tile in (0, 1):
        state.cells[tile] = "tower"
    allowed = any(isinstance(c, DeclareEnd) for c in app.table.legal_actions())
    assert allowed
    scene.layout()
    assert scene.find("declare-end").enabled is allowed


def test_a_dealt_hand_is_private_and_its_tiles_are_placed_from_it(app, fingers) -> None:
    scene = open_game(app, tiles="dealt", seed=8)
    assert scene.find("no-tile") is None
    space(fingers, "1A")
    assert scene.find("place").enabled is False  # board taps only preview in dealt mode
    fingers.tap("cancel-preview")
    fingers.tap("my-tiles")
    seat = app.table.state.turn
    assert scene.private_seat == seat
    app.draw()
    tile = next(t for r, t in scene.hand_rects if t in [a.tile for a in app.table.legal_actions()
                                                        if getattr(a, "tile", None)])
    rect = next(r for r, t in scene.hand_rects if t == tile)
    fingers.at(*rect.center)
    assert scene.private_seat is None and scene.selected == tile
    fingers.tap("place")
    assert tile in app.table.summary()["board"]


@pytest.mark.parametrize("tiles", ["physical", "dealt"])
def test_two_player_market_holding(app, fingers, tiles) -> None:
    from companion.core import ChanceSource

    open_game(app, players=["Ann", "Ben"], tiles=tiles, seed=4)
    chance = ChanceSource(11)
    table = app.table
    while table.prompt().kind != "market_holding":
        app.submit(table.game.choose_random(table.state, chance))
    app.scene.layout()
    steps = len(table.steps)
    if tiles == "physical":
        fingers.tap("market-7")
        assert table.steps[-1].action.shares == 7
    else:
        assert app.scene.find("market-7") is None
        fingers.tap("chance")
    assert len(table.steps) == steps + 1


def test_the_board_is_fingertip_sized() -> None:
    from companion.front.acquire.board import BOARD, CELL_H, CELL_W

    assert CELL_W >= theme.MIN_TARGET and CELL_H >= theme.MIN_TARGET
    assert pygame.Rect(0, 0, 800, 480).contains(BOARD)
