"""Big Shot's screenshot tour: the generic one (every decision, four seats' loans, the final), then what only
this game shows: the own layout typed in, a loan's terms, a placement completing a lot with the referee's
preview, the hidden-money private view, and the board calibration."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.ui.decide.panel import primary
from companion.ui.screenshots import Shot, generic_tour, play_until


def bigshot_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    from .setup import BoardScene

    def start(app: Any, players: list[str], *keys: str, **options: Any) -> None:
        app.close_table()
        app.open_table(start_new("bigshot", {"players": players, **options, "seed": 3}))
        app.reset(play_scene_for(app))
        for key in keys:
            app.scene.find(key).on_tap()

    def layout_own(app: Any) -> None:
        start(app, ["Ann", "Ben", "Cat"], "layout-own")
        for color in [c for space in primary(app.table.prompt()).decision.dealt.spaces[:7] for c in space]:
            app.scene.find(f"add-{color}").on_tap()

    def completing(table: Any) -> bool:
        choice = primary(table.prompt()).decision.choice if table.prompt().kind == "place" else None
        return choice is not None and any(0 < room <= len(choice.in_hand) for room in choice.room.values())

    def place(app: Any) -> None:
        play_until(app, ChanceSource(5), completing)
        choice = primary(app.table.prompt()).decision.choice
        lot, room = next((lot, room) for lot, room in choice.room.items() if 0 < room <= len(choice.in_hand))
        for _ in range(room):
            app.scene.tap_background(app.scene.cells[lot].center)

    def private(app: Any) -> None:
        start(app, ["Ann", "Ben"], "layout-deal", "pick-1", hidden_money=True)
        app.scene.reveal(1)

    def calibration(app: Any) -> None:
        app.close_table()
        app.push(BoardScene(app))

    return [*generic_tour("bigshot", ["Ann", "Ben", "Cat", "Dan"]), ("layout-own", layout_own),
            ("loan", lambda app: start(app, ["Ann", "Ben", "Cat", "Dan"], "layout-deal", "pick-0", "other-3")),
            ("place-seventh", place), ("private", private), ("calibration", calibration),
            ("calibration-park", lambda app: app.scene.select(next(lot for lot in app.scene.lots
                                                                   if app.scene.is_park(lot))))]
