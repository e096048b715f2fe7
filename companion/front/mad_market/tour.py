"""Mad Market's screenshot tour: the generic one (every decision, the final screen), then what only this game
shows: a roll's moves on the chart before it is confirmed and what it did once entered, a fight round by round,
the debt's sales, each tab of the open phase, a player's full panel, and the board calibration screen's sections."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import ChanceSource
from companion.ui.screenshots import Shot, generic_tour, play_until


def _at(kind: str, also: Callable[[Any], bool] = lambda table: True) -> Callable[[Any], bool]:
    return lambda table: table.prompt().kind == kind and also(table)


def mad_market_tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.scenes.form import FormScene
    from companion.ui.specs import play_scene_for

    from .calibrate import FORM

    chance = ChanceSource(5)

    def open_game(app: Any, seed: int = 5) -> None:
        app.close_table()
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat", "Dan", "Eve"], "seed": seed}))
        app.reset(play_scene_for(app))

    def reach(app: Any, stop: Callable[[Any], bool]) -> None:
        """Play on until ``stop``; a game that ends first is followed by a new one (a few at most)."""
        for seed in range(6, 16):
            play_until(app, chance, stop, limit=20000)
            if not app.table.over:
                return
            open_game(app, seed)

    def roll_entered(app: Any) -> None:
        open_game(app)
        play_until(app, chance, _at("roll", lambda t: len(t.steps) > 12))
        app.scene.panel.values.update({"die-white": 5, "die-black": 2})
        app.scene.layout()

    def roll_told(app: Any) -> None:
        """Those dice entered: the result card tells the table what they did, until the next tap."""
        app.scene.find("dice-confirm").on_tap()

    def tab(mode: str) -> Callable[[Any], None]:
        def step(app: Any) -> None:
            reach(app, _at("open", lambda t: app.scene.find(f"mode-{mode}") is not None))
            app.scene.open_mode(mode)

        return step

    def traded(app: Any) -> None:
        """The buy tab after one stock was bought this move: its line fixed at 0 with why, its count in the
        column of the other lines' counts, between their − and +."""
        tab("buy")(app)
        stock = next(key for key in ("1", "2", "3", "4", "5", "6") if app.scene.find(f"item-buy-{key}-plus"))
        app.scene.find(f"item-buy-{stock}-plus").on_tap()
        app.scene.find("basket-confirm").on_tap()
        app.scene.open_mode("buy")

    def fight(app: Any) -> None:
        """A police fight after two rounds: Ann buys a pack and three guards, then lands on a Police square."""
        from companion.games.mad_market import BOARD

        board = BOARD.packaged_table()
        board["squares"][1:1] = [
            {"kind": "free"},
            {"kind": "black_market"},
            {"kind": "free"},
            {"kind": "guard"},
            {"kind": "free"},
            {"kind": "police"},
        ]
        app.close_table()
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "board": board, "seed": 1}))
        app.reset(play_scene_for(app))
        script = [{"type": "start_roll", "player": 0, "value": 6}, {"type": "start_roll", "player": 1, "value": 1}]
        for landing in ({"type": "buy_pack", "player": 0}, {"type": "hire_guards", "player": 0, "count": 3}):
            script += [
                {"type": "roll", "player": 0, "white": 1, "black": 1},
                landing,
                {"type": "end_turn", "player": 0},
                {"type": "roll", "player": 1, "white": 6, "black": 5},
                {"type": "end_turn", "player": 1},
            ]
        script += [
            {"type": "roll", "player": 0, "white": 1, "black": 1},
            {"type": "fight_roll", "white": 5, "black": 2},
            {"type": "fight_roll", "white": 3, "black": 4},
        ]
        for action in script:
            if app.table.prompt().kind == "land" and action["type"] == "end_turn":
                app.submit(app.table.pass_action(action["player"]))  # whatever Ben's square offers: declined
            app.submit(action)
        app.scene.panel.values.update({"die-white": 6, "die-black": 6})
        app.scene.layout()

    def debt(app: Any) -> None:
        reach(app, _at("debt", lambda t: t.prompt().actors[0].decision.kind == "basket"))

    def private(app: Any) -> None:
        app.scene.reveal(app.table.prompt().player or 0)

    def worth(app: Any) -> None:
        app.scene.hide_private()
        open_game(app, 7)
        reach(app, _at("land", lambda t: len(t.steps) > 40))
        app.scene.show_worth = True

    def board(section: str, index: int) -> Callable[[Any], None]:
        def step(app: Any) -> None:
            if not isinstance(app.scene, FormScene):
                app.push(FormScene(app, FORM))
            fields = {
                "squares": ("squares", index, "price"),
                "track": ("track", "values", 3),
                "forecast": ("forecast", "fields", 2, "stock"),
                "items": ("items", "jet", "count"),
            }
            app.scene.show(section, fields[section])

        return step

    def square_kind(app: Any) -> None:
        app.scene.show("squares", ("squares", 2, "kind"))

    def quantity_steps(app: Any) -> None:
        """Two hundred shares on offer (a richer start, fewer shares a stock): one line opened on its own, at
        "max", with the bank's reason for the top under the steps."""
        from companion.games.mad_market import BOARD

        board = BOARD.packaged_table()
        board["numbers"].update(start_cash=1500, shares_per_stock=200)
        app.close_table()
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat", "Dan"], "board": board, "seed": 5}))
        app.reset(play_scene_for(app))
        play_until(app, ChanceSource(3), _at("open"), limit=2000)
        app.scene.open_mode("buy")
        app.scene.find("item-buy-1-type").on_tap()
        app.scene.find("item-buy-1-max").on_tap()

    def quantity_keypad(app: Any) -> None:
        """The same line's keypad with 250 typed: refused, with the reason, OK greyed."""
        app.scene.find("item-buy-1-keypad").on_tap()
        for digit in "250":
            app.scene.find(f"pad-{digit}").on_tap()

    return [
        *generic_tour("mad_market", ["Ann", "Ben", "Cat", "Dan"]),
        ("roll-entered", roll_entered),
        ("roll-told", roll_told),
        ("open-sell", tab("sell")),
        ("open-brokers", tab("broker")),
        ("open-item", tab("item")),
        ("open-traded", traded),
        ("open-companies", tab("company")),
        ("fight-rounds", fight),
        ("debt", debt),
        ("private", private),
        ("worth", worth),
        ("board-squares", board("squares", 1)),
        ("board-square-kind", square_kind),
        ("board-track", board("track", 0)),
        ("board-forecast", board("forecast", 0)),
        ("board-items", board("items", 0)),
        ("quantity-steps", quantity_steps),
        ("quantity-keypad", quantity_keypad),
    ]
