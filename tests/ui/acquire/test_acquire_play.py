"""A short Acquire game played with fingers on the touchscreen, checked against the engine's replay."""

from __future__ import annotations

from acquire_ui import open_game, place, space

from companion.core import replay
from companion.core.journal import read
from companion.games import get
from companion.ui import theme


def journal_summary(app):
    loaded = read(app.table.writer.path)
    return get("acquire").summary(replay(get("acquire"), loaded.header, loaded.entries).state)


def test_found_grow_merge_dispose_and_buy_through_touch(app, fingers, start_tiles) -> None:
    scene = app.scene
    assert scene.kind == "place_tile" and app.table.state.turn == 0
    # Ann founds Tower with 2A and buys two shares.
    space(fingers, "2A")
    assert scene.current_preview().kind == "found"
    fingers.tap("place")
    assert scene.kind == "found_chain"
    fingers.tap("chain-tower")
    assert scene.sheet() == "buy"
    fingers.tap("buy-tower-plus")
    fingers.tap("buy-tower-plus")
    fingers.tap("buy-confirm")
    # Ben: a lonely tile, one Tower share.
    space(fingers, "4A")
    assert scene.current_preview().kind == "lonely"
    fingers.tap("place")
    fingers.tap("buy-tower-plus")
    fingers.tap("buy-confirm")
    # Cat founds Luxor with 5A and 4A, buys two.
    place(fingers, "5A")
    fingers.tap("chain-luxor")
    fingers.tap("buy-luxor-plus")
    fingers.tap("buy-luxor-plus")
    fingers.tap("buy-confirm")
    # Ann grows Tower and buys one Luxor.
    space(fingers, "1B")
    shown = scene.current_preview()
    assert shown.kind == "grow" and shown.title == "1B grows Tower"
    fingers.tap("place")
    fingers.tap("buy-luxor-plus")
    fingers.tap("buy-confirm")
    # Ben merges Luxor (2) into Tower (3).
    space(fingers, "3A")
    shown = scene.current_preview()
    assert shown.kind == "merge" and shown.title == "3A merges into Tower"
    assert "Luxor bonuses: Cat $2,000 and Ann $1,000." in shown.lines
    fingers.tap("place")
    assert scene.sheet() == "bonus"
    assert [text for _, text in scene.note.lines] == [
        "Cat receives $2,000 (most shares: majority bonus, 3 shares)",
        "Ann receives $1,000 (second most: minority bonus, 1 share)",
    ]
    fingers.tap("bonus-ok")
    assert scene.sheet() == "dispose" and app.table.prompt().player == 2
    fingers.tap("trade-plus")
    fingers.tap("sell-plus")
    assert (scene.sell, scene.trade) == (1, 2)
    assert scene.find("sell-plus").enabled is False  # 3 shares: nothing left to sell
    fingers.tap("dispose-confirm")
    assert app.table.prompt().player == 0
    fingers.tap("sell-all")
    fingers.tap("dispose-confirm")
    assert scene.kind == "buy" and app.table.state.turn == 1
    fingers.tap("buy-tower-plus")
    fingers.tap("buy-confirm")
    live = app.table.summary()
    assert [p["cash"] for p in live["players"]] == [6600, 5200, 7800]
    assert live["chains"]["tower"]["size"] == 6 and "luxor" not in live["chains"]
    assert journal_summary(app) == live


def test_a_tie_for_largest_asks_the_mergemaker_for_the_survivor(app, fingers, start_tiles) -> None:
    scene = app.scene
    place(fingers, "2A")
    fingers.tap("chain-tower")
    fingers.tap("buy-none")
    place(fingers, "4A")
    fingers.tap("buy-none")
    place(fingers, "5A")
    fingers.tap("chain-luxor")
    fingers.tap("buy-none")
    space(fingers, "3A")
    shown = scene.current_preview()
    assert shown.title == "3A merges chains of equal size"
    assert shown.lines[0].startswith("Tie for largest")
    fingers.tap("place")
    assert scene.kind == "choose_survivor"
    assert {w.key for w in scene.widgets if (w.key or "").startswith("survivor-")} == {
        "survivor-tower", "survivor-luxor"}
    fingers.tap("survivor-luxor")
    assert app.table.state.merger.survivor == "luxor"
    assert journal_summary(app) == app.table.summary()


def test_an_illegal_space_shows_the_engines_reason_and_cannot_be_placed(app, fingers, start_tiles) -> None:
    scene = app.scene
    space(fingers, "6E")
    shown = scene.current_preview()
    assert shown.kind == "taken" and shown.lines == ["6E is already on the board."]
    assert scene.find("place").enabled is False
    fingers.tap("cancel-preview")
    assert scene.selected is None


def test_buy_panel_arithmetic_and_limits(app, fingers, start_tiles) -> None:
    scene = app.scene
    place(fingers, "2A")
    fingers.tap("chain-tower")
    for _ in range(3):
        fingers.tap("buy-tower-plus")
    assert scene.find("buy-tower-plus").enabled is False  # three shares a turn
    assert scene.buy == {"tower": 3}
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    fingers.tap("buy-tower-minus")
    assert scene.find("buy-confirm").text == "Buy 2"
    fingers.tap("buy-confirm")
    assert app.table.summary()["players"][0]["cash"] == 5600


def test_physical_mode_skips_a_tile_with_no_playable_tile(app, fingers, start_tiles) -> None:
    fingers.tap("no-tile")
    assert app.scene.kind == "buy" and app.scene.sheet() == "buy"
    fingers.tap("buy-none")
    assert app.table.state.turn == 1


def test_start_tiles_are_tapped_on_the_board(app, fingers) -> None:
    scene = open_game(app)
    assert scene.kind == "start_tile"
    space(fingers, "9A")
    assert scene.current_preview().title == "Ann's start tile: 9A"
    fingers.tap("place")
    space(fingers, "9A")
    assert scene.find("place").enabled is False
    fingers.tap("cancel-preview")
    place(fingers, "1B")
    place(fingers, "3C")
    assert scene.kind == "place_tile" and app.table.state.turn == 0  # 9A is closer to 1A than 1B
