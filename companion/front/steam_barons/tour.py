"""Steam Barons' screenshot tour: the generic one (every decision, the sealed hand-over, the final
screen), then what only this game shows: the tapped-in order of play, the referee's insight, a tile's
issue previewed on the checklist, a seat's own sealed sale, the markers' run after phase 4, phase 4's
own screen (dividends and prices), the six-player Northern England chart, the sales' result card at a table of six
long names (sellers paid alike named together), and the card calibration screen's sections."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import ChanceSource
from companion.games.steam_barons.actions import Sell
from companion.ui.screenshots import Shot, generic_tour, play_until

LONG = ["Alessandrina", "Bartholomews", "Christophers", "Dominiquette", "Evangelinaaa", "Fitzgeraldss"]
"""Six names as long as the on-screen keyboard types them."""

IDLE = {"price": 5, "available": 1, "treasury": 0}
SALES: dict[str, Any] = {
    "turn": 2,
    "phase": "sell",
    "first_player": 0,
    "players": [
        {"cash": 10, "shares": {"green": 2, "black": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"black": 1}},
        {"cash": 10, "shares": {"black": 2}},
    ],
    "companies": {
        "green": {"price": 6, "treasury": 3, "controller": 0, "links": 2, "available": 1},
        "black": {"price": 6, "treasury": 3, "controller": 5, "links": 2, "available": 1},
        **{company: IDLE for company in ("orange", "white", "wood", "brown")},
    },
    "sales": {"0": {"green": 1}, "1": {"green": 1}, "2": {"green": 1}, "3": {"green": 1}, "4": {"black": 1}},
}
"""Turn 2's sealed sales at a table of six (:data:`LONG`), all in but the last seat's: five players each sell one
share at $6; the last seals :data:`LAST_SALE`, two Black shares ($12)."""
LAST_SALE = Sell(5, {"black": 2})


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

    def sales_card(app: Any) -> None:
        app.close_table()
        app.open_table(start_new("steam_barons", {"players": LONG, "position": SALES}))
        app.reset(play_scene_for(app))
        app.submit(LAST_SALE)

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
        ("sales-card", sales_card),
        *((f"card-{section}", card(section)) for section in ("price", "performance", "adjustment", "maps")),
    ]
