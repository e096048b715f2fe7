"""Big Shot screens the generic screenshot tour cannot reach, each reached by taps as players reach it.

The own layout typed in and its broker, four seats' loans with one loan's
terms open, a placement completing a lot with the referee's preview, the
hidden-money private view, the board calibration and the final scores.
"""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.ui.decide.panel import primary

Shot = tuple[str, Any]


def bigshot_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.scenes.play import play_scene_for
    from companion.ui.screenshots import play_until

    from .calibrate import BoardScene

    chance = ChanceSource(5)

    def tap(app: Any, *keys: str) -> None:
        for key in keys:
            app.scene.find(key).on_tap()

    def open_game(app: Any, config: dict[str, Any]) -> None:
        app.close_table()
        app.open_table(start_new("bigshot", {**config, "seed": 3}))
        app.reset(play_scene_for(app))

    def cubes(app: Any) -> list[str]:
        return [color for space in primary(app.table.prompt()).decision.dealt.spaces for color in space]

    def layout_own(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat"]})
        tap(app, "layout-own", *(f"add-{color}" for color in cubes(app)[:30]))

    def layout_broker(app: Any) -> None:
        tap(app, *(f"add-{color}" for color in cubes(app)[30:]))
        app.scene.tap_background(app.scene.ring[primary(app.table.prompt()).decision.dealt.broker].center)

    def four_loans(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat", "Dan"]})
        tap(app, "layout-deal", "pick-0")

    def loan(app: Any) -> None:
        tap(app, "other-2")

    def completing(table: Any) -> bool:
        choice = primary(table.prompt()).decision.choice if table.prompt().kind == "place" else None
        return choice is not None and any(0 < room <= len(choice.in_hand) for room in choice.room.values())

    def place(app: Any) -> None:
        tap(app, "opened-back")
        play_until(app, chance, completing)
        choice = primary(app.table.prompt()).decision.choice
        lot, room = next((lot, room) for lot, room in choice.room.items() if 0 < room <= len(choice.in_hand))
        for _ in range(room):
            app.scene.tap_background(app.scene.cells[lot].center)

    def private(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben"], "hidden_money": True})
        tap(app, "layout-deal", "pick-1")
        app.scene.reveal(1)

    def final(app: Any) -> None:
        app.scene.hide_private()
        play_until(app, chance, lambda t: False, limit=5000)

    def calibration(app: Any) -> None:
        app.close_table()
        app.push(BoardScene(app))

    def calibration_park(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if app.scene.is_park(lot)))

    def calibration_error(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if not app.scene.is_park(lot)))
        app.scene.typed("0")
        app.scene.save()

    return [("layout-own", layout_own), ("layout-broker", layout_broker), ("four-loans", four_loans), ("loan", loan),
            ("place-seventh", place), ("private", private), ("final", final), ("calibration", calibration),
            ("calibration-park", calibration_park), ("calibration-error", calibration_error)]
