"""Big Shot's screenshot tour: the generic one (every decision moment, four seats' loans, the private view, the
final scores, the dealt layout), then what it cannot reach: one's own layout typed in, a loan opened (its terms),
two players' loans once one colour has borrowed (the other colour's loan names it), a roll by the companion (its
result before the auction), who starts by the companion's roll and the board calibration."""

from __future__ import annotations

from typing import Any

from companion.ui.screenshots import Shot, generic_tour, moment

NEW = {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}


def bigshot_tour() -> list[Shot]:
    from .calibrate import open_board_scene

    def typed(app: Any) -> None:
        """One's own layout typed in up to its last space (a cube of each colour in turn)."""
        app.scene.panel.values.update({"own": 1, **{f"c{i}": i % 4 for i in range(70)}})
        app.scene.layout()

    def rolled(app: Any) -> None:
        """The companion rolls: the die and the broker's move, before the auction."""
        app.scene.find("dice-roll").on_tap()

    def first(app: Any) -> None:
        """The companion decides who starts: the winner of the roll, before the first turn."""
        app.scene.find("chance").on_tap()

    def borrowed(app: Any) -> None:
        """Two players: the first seat's first colour borrows before the roll; its other colour's loan is left."""
        from companion.games.bigshot.actions import Loan

        app.submit(next(c for c in app.table.legal_actions() if isinstance(c, Loan) and c.color is not None))

    def calibration(app: Any) -> None:
        app.close_table()
        open_board_scene(app)

    return [
        *generic_tour("bigshot", ["Ann", "Ben", "Cat", "Dan"]),
        ("layout-own", moment("bigshot", NEW, lambda table: True, typed)),
        (
            "loan",
            moment("bigshot", NEW, lambda table: table.prompt().kind == "bid", lambda app: app.scene.panel.open(1)),
        ),
        (
            "loan-two-colours",
            moment(
                "bigshot", {**NEW, "players": ["Ann", "Ben"]}, lambda table: table.prompt().kind == "roll", borrowed
            ),
        ),
        ("roll-result", moment("bigshot", NEW, lambda table: table.prompt().kind == "roll", rolled)),
        ("first-player-result", moment("bigshot", NEW, lambda table: table.prompt().kind == "first_player", first)),
        ("calibration", calibration),
    ]
