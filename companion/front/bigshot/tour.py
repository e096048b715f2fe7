"""Every Big Shot screen state, reached as players reach it, for ``companion.ui.screenshots``."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.games.bigshot.actions import Layout

Shot = tuple[str, Any]


def _play_until(app: Any, chance: ChanceSource, stop: Any, limit: int = 3000) -> None:
    table = app.table
    for _ in range(limit):
        if table.over or stop(table):
            return
        app.submit(table.choose_random(chance))


def _completing(table: Any) -> bool:
    """A placement is due and some lot can be completed with the cubes in hand."""
    prompt = table.prompt()
    if prompt.kind != "place":
        return False
    return any(0 < room <= len(prompt.data["cubes"]) for room in prompt.data["room"].values())


def bigshot_tour() -> list[Shot]:
    from companion.storage import start_new

    from companion.ui.scenes.new_game import NewGameScene
    from companion.ui.scenes.play import play_scene_for
    from companion.ui.scenes.settings import SettingsScene

    from .calibrate import BoardScene

    chance = ChanceSource(5)

    def open_game(app: Any, config: dict[str, Any]) -> None:
        app.close_table()
        app.open_table(start_new("bigshot", {**config, "seed": 3}))
        app.reset(play_scene_for(app))

    def new_game(app: Any) -> None:
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game("bigshot")
        scene.set_count(4)

    def new_game_three(app: Any) -> None:
        app.scene.set_count(3)
        app.scene.options["bigshot_hidden"] = True
        app.scene.layout()

    def new_game_two(app: Any) -> None:
        app.scene.set_count(2)

    def layout(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat", "Dan"]})

    def layout_own(app: Any) -> None:
        scene = app.scene
        scene.start_own_layout()
        dealt = scene.dealt()
        for color in [c for space in dealt.spaces for c in space][:30]:
            scene.add_cube(color)

    def layout_broker(app: Any) -> None:
        scene = app.scene
        dealt = scene.dealt()
        for color in [c for space in dealt.spaces for c in space][30:]:
            scene.add_cube(color)
        scene.pick_broker(dealt.broker)

    def first_player(app: Any) -> None:
        scene = app.scene
        scene.confirm_layout()

    def roll(app: Any) -> None:
        app.scene.choose(app.table.legal_actions()[0])

    def bid(app: Any) -> None:
        scene = app.scene
        scene.choose(next(c for c in app.table.legal_actions() if getattr(c, "type", "") == "roll"))
        seat = app.table.prompt().player
        from companion.games.bigshot.actions import Bid

        scene.choose(Bid(seat, 3))
        scene.raise_bid(2)

    def bid_keypad(app: Any) -> None:
        app.scene.toggle_keypad()
        app.scene.typed_bid("12")

    def loans(app: Any) -> None:
        app.scene.toggle_keypad()
        app.scene.toggle_loans()

    def loan_confirm(app: Any) -> None:
        app.scene.pick_loan(1, app.table.summary()["players"][1]["colors"][0])

    def place(app: Any) -> None:
        scene = app.scene
        scene.cancel_loan()
        scene.toggle_loans()
        _play_until(app, chance, lambda t: t.prompt().kind == "place" and t.summary()["turn"] >= 3)
        lots = [lot for lot, room in app.table.prompt().data["room"].items() if room >= 2]
        scene.tap_lot(lots[0])
        scene.tap_lot(lots[0])

    def place_seventh(app: Any) -> None:
        scene = app.scene
        scene.clear_staged()
        scene.choose(app.table.choose_random(chance))
        _play_until(app, chance, _completing)
        prompt = app.table.prompt()
        lot, room = next((lot, room) for lot, room in prompt.data["room"].items()
                         if 0 < room <= len(prompt.data["cubes"]))
        for _ in range(room):
            scene.tap_lot(lot)

    def private(app: Any) -> None:
        app.scene.clear_staged()
        app.scene.reveal(0)

    def undo(app: Any) -> None:
        app.scene.hide_private()
        app.scene.ask_undo()

    def late(app: Any) -> None:
        app.pop()
        _play_until(app, chance, lambda t: t.summary()["turn"] >= 15 and t.prompt().kind == "bid")

    def final(app: Any) -> None:
        _play_until(app, chance, lambda t: False)

    def two_pay(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben"], "hidden_money": True})
        table = app.table
        app.submit(next(c for c in table.legal_actions() if isinstance(c, Layout)))
        _play_until(app, chance, lambda t: t.prompt().kind == "pay")

    def two_roll_loans(app: Any) -> None:
        _play_until(app, chance, lambda t: t.prompt().kind == "roll")
        app.scene.toggle_loans()

    def two_private(app: Any) -> None:
        app.scene.toggle_loans()
        app.scene.reveal(1)

    def three_dummy(app: Any) -> None:
        open_game(app, {"players": ["Ann", "Ben", "Cat"], "colors": ["white", "red", "yellow"]})
        table = app.table
        app.submit(next(c for c in table.legal_actions() if isinstance(c, Layout)))

    def settings(app: Any) -> None:
        app.close_table()
        from companion.ui.scenes.home import HomeScene

        app.reset(HomeScene(app))
        app.push(SettingsScene(app))

    def calibration(app: Any) -> None:
        app.push(BoardScene(app))

    def calibration_park(app: Any) -> None:
        app.scene.select(next(lot for lot in app.scene.lots if app.scene.is_park(lot)))

    def calibration_error(app: Any) -> None:
        scene = app.scene
        scene.select(next(lot for lot in scene.lots if not scene.is_park(lot)))
        scene.typed("0")
        scene.save()

    return [("new-game", new_game), ("new-game-3", new_game_three), ("new-game-2", new_game_two),
            ("layout", layout), ("layout-own", layout_own), ("layout-broker", layout_broker),
            ("first-player", first_player), ("roll", roll), ("bid", bid), ("bid-keypad", bid_keypad),
            ("loans", loans), ("loan-confirm", loan_confirm), ("place", place), ("place-seventh", place_seventh),
            ("private", private), ("undo", undo), ("late", late), ("final", final), ("two-pay", two_pay),
            ("two-loans", two_roll_loans), ("two-private", two_private), ("three-dummy", three_dummy),
            ("settings", settings), ("calibration", calibration), ("calibration-park", calibration_park),
            ("calibration-error", calibration_error)]
