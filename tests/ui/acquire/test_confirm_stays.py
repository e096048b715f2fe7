"""Confirming a tile: Confirm keeps one place whatever the preview says, and no other button takes it."""

from __future__ import annotations

from acquire_ui import place, space

from companion.ui.widgets import Button


def buttons(app) -> dict[str, Button]:
    return {w.key: w for w in app.scene.widgets if isinstance(w, Button) and w.key}


def test_confirm_stays_put_for_a_short_and_a_long_preview_and_nothing_else_sits_there(
    app, fingers, start_tiles
) -> None:
    space(fingers, "4A")  # a lonely tile: a one-line explanation
    short = buttons(app)["board-confirm"].rect.copy()
    space(fingers, "2A")  # founds a chain: the explanation is longer
    assert buttons(app)["board-confirm"].rect == short
    fingers.tap("board-cancel")
    unselected = buttons(app)
    assert "board-confirm" not in unselected
    assert not any(button.rect.colliderect(short) for key, button in unselected.items() if key.startswith("board"))
    for tile, founds, buys in (("2A", "tower", "tower"), ("4A", None, "tower"), ("5A", "luxor", "luxor")):
        place(fingers, tile)
        if founds:
            fingers.tap(f"pick-{founds}")
        fingers.tap(f"item-{buys}-plus")
        fingers.tap("basket-confirm")
    space(fingers, "3A")  # a merger: the survivor, the defunct chain, the bonuses
    assert buttons(app)["board-confirm"].rect == short
    fingers.tap("board-cancel")
    assert not any(button.rect.colliderect(short) for key, button in buttons(app).items() if key.startswith("board"))
