"""Steam Barons' screenshot tour: the generic one (every decision, the sealed hand-over, the final
screen), then what only this game shows: the tapped-in order of play, the referee's insight, a tile's
issue previewed on the checklist, a seat's own sealed sale, the markers' run after phase 4, phase 4's
own screen (dividends and prices), the six-player Northern England chart, and the card calibration
screen's sections."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import ChanceSource
from companion.ui.screenshots import Shot, generic_tour, play_until


def _at(kind: str, also: Callable[[Any], bool] = lambda table: True) -> Callable[[Any], bool]:
    return lambda table: table.prompt().kind == kind and also(table)


def steam_barons_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.scenes.form import FormScene
    from companion.ui.specs import play_scene_for

    from .calibrate import FORM

    chance = ChanceSource(5)

    def open_game(app: Any, players: int, game_map: str = "eastern_us") -> None:
        app.close_table()
        app.open_table(
            start_new(
                "steam_barons",
                {"players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][:players], "map": game_map, "seed": 5},
            )
        )
        app.reset(play_scene_for(app))

    def order_tapped(app: Any) -> None:
        open_game(app, 4)
        for company in ("white", "black", "wood"):
            app.scene.panel.set(company, len(app.scene.panel.values))

    def insight(app: Any) -> None:
        play_until(app, chance, _at("auction"))
        app.scene.show_insight = True

    def build_issue(app: Any) -> None:
        app.scene.show_insight = False
        play_until(app, chance, _at("build", lambda t: t.prompt().data["payable"] > t.prompt().data["treasury"]))
        app.scene.panel.set("item-cost", app.table.prompt().data["treasury"] + 6)

    def own_sale(app: Any) -> None:
        play_until(app, chance, _at("sell", lambda t: bool(t.summary()["sales"]["chosen"])))
        app.scene.reveal(app.table.summary()["sales"]["chosen"][0])

    def adjustment_run(app: Any) -> None:
        app.scene.hide_private()
        play_until(app, chance, _at("company_order"))
        app.scene.moved_at = app.clock() - 0.5

    def payout(app: Any) -> None:
        """Phase 4's own screen, as the table saw it before the markers ran."""
        from .payout import PayoutScene

        app.push(PayoutScene(app))

    def northern_england(app: Any) -> None:
        open_game(app, 6, "northern_england")
        play_until(app, chance, _at("auction"))

    def card(section: str) -> Callable[[Any], None]:
        def step(app: Any) -> None:
            if not isinstance(app.scene, FormScene):
                app.push(FormScene(app, FORM))
            cells = app.scene.form.cells(section)
            app.scene.show(section, cells[len(cells) // 2].path)

        return step

    return [
        *generic_tour("steam_barons", ["Ann", "Ben", "Cat", "Dan"]),
        ("order-tapped", order_tapped),
        ("insight", insight),
        ("build-issue", build_issue),
        ("own-sale", own_sale),
        ("adjustment-run", adjustment_run),
        ("payout", payout),
        ("northern-england", northern_england),
        *((f"card-{section}", card(section)) for section in ("price", "performance", "adjustment", "maps")),
    ]
