"""A merger's result card leaves the players' rows seen: it went over the top of the status panel, the rows of the
very players the merger paid hidden for its whole reading time."""

from __future__ import annotations

from acquire_ui import place


def test_the_card_after_a_merger_is_under_the_players_rows(app, fingers, start_tiles) -> None:
    place(fingers, "2A")
    fingers.tap("pick-tower")
    fingers.tap("item-tower-plus")
    fingers.tap("basket-confirm")
    place(fingers, "4A")
    fingers.tap("basket-none")
    place(fingers, "5A")
    fingers.tap("pick-luxor")
    fingers.tap("item-luxor-plus")
    fingers.tap("item-luxor-plus")
    fingers.tap("basket-confirm")
    place(fingers, "1B")
    fingers.tap("basket-none")
    place(fingers, "3A")  # Ben merges Luxor into Tower
    fingers.tap("basket-keep")  # Cat keeps her Luxor shares: Ben buys, the status panel beside
    app.draw()
    scene = app.scene
    card = scene.result
    assert card is not None and card.rect is not None
    rows = [row for row, _seat in scene.player_rows]
    assert len(rows) == 3 and not any(card.rect.colliderect(row) for row in rows), (card.rect, rows)
    assert card.rect.top > max(row.bottom for row in rows)
