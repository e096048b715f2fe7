"""Big Shot's screenshot tour: the generic one (every decision moment, four seats' loans, the private view, the
final scores), then the one screen it cannot reach: the board calibration."""

from __future__ import annotations

from typing import Any

from companion.ui.screenshots import Shot, generic_tour


def bigshot_tour() -> list[Shot]:
    from .setup import BoardScene

    def calibration(app: Any) -> None:
        app.close_table()
        app.push(BoardScene(app))

    return [*generic_tour("bigshot", ["Ann", "Ben", "Cat", "Dan"]), ("calibration", calibration)]
