"""Big Shot's screenshot tour: the generic one (every decision moment, four seats' loans, the private view, the
final scores), then what it cannot reach: the board calibration, a park's neighbours, a refused value."""

from __future__ import annotations

from typing import Any

from companion.ui.screenshots import Shot, generic_tour


def bigshot_tour() -> list[Shot]:
    from .setup import BoardScene

    def calibration(app: Any) -> None:
        app.close_table()
        app.push(BoardScene(app))

    def park(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if app.scene.is_park(lot)))

    def refused(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if not app.scene.is_park(lot)))
        app.scene.typed("0")
        app.scene.save()

    return [*generic_tour("bigshot", ["Ann", "Ben", "Cat", "Dan"]), ("calibration", calibration),
            ("calibration-park", park), ("calibration-refused", refused)]
