"""Every Steam Barons screen state, reached as players reach it, for ``scripts/screenshots``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import ChanceSource

Shot = tuple[str, Callable[[Any], None]]


def _play_until(app: Any, chance: ChanceSource, stop: Callable[[Any], bool], limit: int = 5000) -> None:
    """Random legal moves through the app (as the seats would tap them) until ``stop(table)``."""
    table = app.table
    for _ in range(limit):
        if table.over or stop(table):
            return
        app.submit(table.choose_random(chance))


def _kind(kind: str) -> Callable[[Any], bool]:
    return lambda table: table.prompt().kind == kind


def steam_barons_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.scenes.log import LogScene
    from companion.ui.scenes.new_game import NewGameScene
    from companion.ui.specs import play_scene_for

    from .calibrate import CardScene

    chance = ChanceSource(11)

    def open_game(app: Any, config: dict[str, Any]) -> None:
        app.close_table()
        app.open_table(start_new("steam_barons", {**config, "seed": 5}))
        app.reset(play_scene_for(app))

    def new_game(app: Any) -> None:
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game("steam_barons")
        scene.set_count(6)

    def order(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat", "Dan"]})

    def first_player(app: Any) -> None:
        app.submit(app.table.legal_actions()[0])

    def auction(app: Any) -> None:
        app.submit(app.table.legal_actions()[0])

    def auction_bid(app: Any) -> None:
        seat = app.table.prompt().player
        app.submit({"type": "bid", "player": seat, "amount": 6})

    def insight(app: Any) -> None:
        app.scene.show_insight = True
        _play_until(app, chance, _kind("deliver"))

    def buy(app: Any) -> None:
        _play_until(app, chance, _kind("buy"))

    def build(app: Any) -> None:
        _play_until(app, chance, _kind("build"))

    def build_issue(app: Any) -> None:
        app.scene.set_value("cost", 12)

    def deliver(app: Any) -> None:
        app.scene.show_insight = False
        _play_until(app, chance, _kind("deliver"))

    def sell(app: Any) -> None:
        _play_until(app, chance, _kind("sell"))

    def sell_sealed(app: Any) -> None:
        _play_until(app, chance, lambda t: _kind("sell")(t) and bool(t.summary()["sales"]["chosen"]))

    def sale_panel(app: Any) -> None:
        waiting = app.table.summary()["sales"]["waiting_for"]
        app.scene.open_sale(waiting[0])

    def private(app: Any) -> None:
        app.scene.close_sale()
        chosen = app.table.summary()["sales"]["chosen"]
        app.scene.reveal(chosen[0])

    def adjustment(app: Any) -> None:
        app.scene.hide_private()
        _play_until(app, chance, _kind("company_order"))

    def later_turn(app: Any) -> None:
        _play_until(app, chance, lambda t: t.summary()["turn"] >= 3 and _kind("build")(t))

    def northern_england(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], "map": "northern_england"})
        _play_until(app, chance, _kind("auction"))

    def log(app: Any) -> None:
        app.push(LogScene(app))

    def final(app: Any) -> None:
        app.pop()
        _play_until(app, chance, lambda t: False, limit=20000)

    def card(section: str) -> Callable[[Any], None]:
        def step(app: Any) -> None:
            if not isinstance(app.scene, CardScene):
                app.push(CardScene(app))
            app.scene.open_section(section)
            fields = app.scene.form.fields(section)
            app.scene.select(fields[len(fields) // 2])
        return step

    return [
        ("new-game", new_game), ("order", order), ("first-player", first_player), ("auction", auction),
        ("auction-bid", auction_bid), ("buy", buy), ("build", build), ("build-issue", build_issue),
        ("insight", insight), ("deliver", deliver), ("sell", sell),
        ("sell-sealed", sell_sealed), ("sell-panel", sale_panel), ("sell-private", private), ("adjustment", adjustment),
        ("later-turn", later_turn), ("northern-england", northern_england), ("log", log), ("final", final),
        ("card-price", card("price")), ("card-performance", card("performance")),
        ("card-adjustment", card("adjustment")), ("card-maps", card("maps")),
    ]
