"""Big Shot's screenshot tour: the generic one (every decision, four seats' loans, the final screen), then
what only this game shows: the own layout typed in and its broker, a loan's terms open, a placement
completing a lot with the referee's preview, the hidden-money private view, and the board calibration."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.ui.decide.panel import primary
from companion.ui.screenshots import Shot, generic_tour, play_until


def bigshot_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    from .setup import BoardScene

    chance = ChanceSource(5)

    def tap(app: Any, *keys: str) -> None:
        for key in keys:
            app.scene.find(key).on_tap()

    def open_game(app: Any, players: list[str], **options: Any) -> None:
        app.close_table()
        app.open_table(start_new("bigshot", {"players": players, **options, "seed": 3}))
        app.reset(play_scene_for(app))

    def dealt(app: Any) -> Any:
        return primary(app.table.prompt()).decision.dealt

    def layout_own(app: Any) -> None:
        open_game(app, ["Ann", "Ben", "Cat"])
        tap(app, "layout-own", *(f"add-{color}" for space in dealt(app).spaces[:7] for color in space))

    def layout_broker(app: Any) -> None:
        tap(app, *(f"add-{color}" for space in dealt(app).spaces[7:] for color in space))
        app.scene.tap_background(app.scene.ring[dealt(app).broker].center)

    def loan(app: Any) -> None:
        open_game(app, ["Ann", "Ben", "Cat", "Dan"])
        tap(app, "layout-deal", "pick-0", "other-3")

    def completing(table: Any) -> bool:
        choice = primary(table.prompt()).decision.choice if table.prompt().kind == "place" else None
        return choice is not None and any(0 < room <= len(choice.in_hand) for room in choice.room.values())

    def place(app: Any) -> None:
        play_until(app, chance, completing)
        choice = primary(app.table.prompt()).decision.choice
        lot, room = next((lot, room) for lot, room in choice.room.items() if 0 < room <= len(choice.in_hand))
        for _ in range(room):
            app.scene.tap_background(app.scene.cells[lot].center)

    def private(app: Any) -> None:
        open_game(app, ["Ann", "Ben"], hidden_money=True)
        tap(app, "layout-deal", "pick-1")
        app.scene.reveal(1)

    def calibration(app: Any) -> None:
        app.close_table()
        app.push(BoardScene(app))

    def calibration_park(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if app.scene.is_park(lot)))

    def calibration_error(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if not app.scene.is_park(lot)))
        app.scene.typed("0")
        app.scene.save()

    return [*generic_tour("bigshot", ["Ann", "Ben", "Cat", "Dan"]), ("layout-own", layout_own),
            ("layout-broker", layout_broker), ("loan", loan), ("place-seventh", place), ("private", private),
            ("calibration", calibration), ("calibration-park", calibration_park),
            ("calibration-error", calibration_error)]
