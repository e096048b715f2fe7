"""A whole Steam Barons game played by taps on the touchscreen, and each screen's controls."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from companion.core import ChanceSource
from companion.ui import theme
from companion.ui.scenes.home import HomeScene

SHOTS = Path("/tmp/steam-barons-shots")


def start(app, fingers, players: int = 3, game_map: int = 0) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-steam_barons")
    while app.scene.count < players:
        fingers.at(*app.scene.widgets[[type(w).__name__ for w in app.scene.widgets].index("Stepper")].plus.rect.center)
    fingers.tap(f"option-map-{game_map}")
    fingers.tap("start")
    assert type(app.scene).__name__ == "SteamBaronsPlayScene"


def has(app, key: str) -> bool:
    button = app.scene.find(key)
    return button is not None and button.enabled


def one_tap(app, fingers, chance: ChanceSource) -> None:
    """The next sensible tap for whatever the screen asks now."""
    table = app.table
    prompt = table.prompt()
    summary = table.summary()
    kind = prompt.kind
    if kind == "company_order":
        if chance.randint(0, 1):
            fingers.tap("chance")
        else:
            for company in prompt.data["companies"]:
                fingers.tap(f"sb-order-{company}")
            fingers.tap("sb-order-confirm")
    elif kind == "first_player":
        fingers.tap("chance")
    elif kind == "auction":
        if prompt.data["high_bid"] is None and has(app, "sb-confirm") and chance.randint(0, 2):
            if chance.randint(0, 1):
                fingers.tap("sb-quick-0")
            fingers.tap("sb-confirm")
        else:
            fingers.tap("sb-pass")
    elif kind == "buy":
        if prompt.data["high"] > prompt.data["low"] and chance.randint(0, 1):
            fingers.tap("sb-amount-plus")
        fingers.tap("sb-confirm")
    elif kind == "build":
        if has(app, "sb-build") and chance.randint(0, 2):
            quick = [k for k in (f"sb-surcharge-{i}" for i in range(4)) if has(app, k)]
            fingers.tap(quick[chance.randint(0, len(quick) - 1)])
            if chance.randint(0, 1):
                fingers.tap("sb-link")
            if has(app, "sb-build"):
                fingers.tap("sb-build")
            else:
                fingers.tap("sb-end-build")
        else:
            fingers.tap("sb-end-build")
    elif kind == "deliver":
        fingers.tap("sb-deliver" if has(app, "sb-deliver") else "sb-skip")
    elif kind == "sell":
        seat = summary["sales"]["waiting_for"][0]
        fingers.tap(f"sb-sell-{seat}")
        for company in summary["players"][seat]["shares"]:
            if has(app, f"sb-sale-{company}-plus") and chance.randint(0, 2) == 0:
                fingers.tap(f"sb-sale-{company}-plus")
        fingers.tap("sb-sale-confirm")
    else:
        raise AssertionError(f"unexpected prompt {kind}")


@pytest.mark.parametrize("players, game_map", [(3, 0), (5, 1)])
def test_a_whole_game_by_taps(app, fingers, players: int, game_map: int) -> None:
    start(app, fingers, players, game_map)
    chance = ChanceSource(players)
    seen = set()
    for _ in range(4000):
        if app.table.over:
            break
        steps = len(app.table.steps)
        seen.add(app.table.prompt().kind)
        one_tap(app, fingers, chance)
        assert len(app.table.steps) > steps, f"a tap at {app.table.prompt().kind} did nothing"
        theme.REPORT.clear()
        app.draw()
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    assert app.table.over and app.table.summary()["turn"] == 5
    assert {"company_order", "first_player", "auction", "buy", "build", "deliver", "sell"} <= seen
    assert type(app.scene).__name__ == "SteamBaronsFinalScene"
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.display.canvas, str(SHOTS / f"touch-final-{players}.png"))


def test_the_sealed_sale_panel_hides_the_chart_and_cancel_changes_nothing(app, fingers) -> None:
    start(app, fingers, 3)
    chance = ChanceSource(1)
    while app.table.prompt().kind != "sell":
        one_tap(app, fingers, chance)
    waiting = app.table.summary()["sales"]["waiting_for"]
    steps = len(app.table.steps)
    fingers.tap(f"sb-sell-{waiting[0]}")
    assert app.scene.selling_seat == waiting[0] and app.scene.find("sb-sale-confirm") is not None
    fingers.tap("sb-sale-cancel")
    assert app.scene.selling_seat is None and len(app.table.steps) == steps
    fingers.tap(f"sb-sell-{waiting[0]}")
    fingers.tap("sb-sale-confirm")
    summary = app.table.summary()
    assert waiting[0] in summary["sales"]["chosen"] or summary["phase"] != "sell"


def test_the_build_controls_enter_cost_surcharges_and_links(app, fingers) -> None:
    start(app, fingers, 3)
    chance = ChanceSource(2)
    while app.table.prompt().kind != "build":
        one_tap(app, fingers, chance)
    data = app.table.prompt().data
    fingers.tap("sb-surcharge-1")  # city link: $3
    assert app.scene.values["cost"] == 3
    fingers.tap("sb-surcharge-2")  # hill: +$2
    assert app.scene.values["cost"] == 5
    fingers.tap("sb-link")
    company = data["company"]
    links = app.table.summary()["companies"][company]["links"]
    fingers.tap("sb-build")
    step = app.table.steps[-1].action
    assert step.type == "build" and step.cost == 5 and step.completes_link is True
    assert app.table.summary()["companies"][company]["links"] == links + 1


def test_a_physical_draw_of_the_order_is_tapped_in(app, fingers) -> None:
    start(app, fingers, 3)
    order = ["white", "black", "wood", "brown", "green", "orange"]
    for company in order[:3]:
        fingers.tap(f"sb-order-{company}")
    assert not has(app, "sb-order-confirm")
    fingers.tap("sb-order-clear")
    for company in order:
        fingers.tap(f"sb-order-{company}")
    fingers.tap("sb-order-confirm")
    assert app.table.summary()["order"] == order


def test_a_tap_on_the_chart_shows_the_referees_view_and_a_tap_on_a_name_the_private_panel(app, fingers) -> None:
    start(app, fingers, 3)
    fingers.tap("chance")
    fingers.tap("chance")
    assert app.table.prompt().kind == "auction"
    fingers.at(*app.scene.board_rect().center)
    assert app.scene.show_insight
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.at(*app.scene.board_rect().center)
    assert not app.scene.show_insight
    row, seat = app.scene.player_rows[1]
    fingers.at(*row.center)
    assert app.scene.private_seat == seat
