"""The Acquire screenshot tour: the generic one, then what only Acquire shows.

The generic tour shoots every kind of decision and the final screen; this
adds each tile preview, a refused space, the payout while a holder
decides, hidden holdings, a dealt hand, the two-player market both ways
and a buy from six chains.
"""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.ui.decide.choice import select
from companion.ui.screenshots import Shot, generic_tour, play_until

from .board import cell_rect


def _open(app: Any, **config: Any) -> None:
    from companion.storage import start_new
    from companion.ui.scenes.play import play_scene_for

    app.open_table(start_new("acquire", {"players": ["Ann", "Ben", "Cat"], **config}))
    app.reset(play_scene_for(app))


def _tap(app: Any, *keys: str) -> None:
    for key in keys:
        button = app.scene.find(key)
        assert button is not None and button.enabled and button.on_tap is not None, key
        button.on_tap()


def _place(app: Any, *tiles: str) -> None:
    for tile in tiles:
        select(app.scene.panel, tile)
        _tap(app, "board-confirm")


def tour() -> list[Shot]:
    chance = ChanceSource(11)

    def until(stop: Any, **config: Any) -> Any:
        def step(app: Any) -> None:
            _open(app, **config)
            play_until(app, chance, stop, limit=5000)
            app.scene.layout()
        return step

    def found(app: Any) -> None:
        _open(app)
        _place(app, "1A", "12I", "6E")
        select(app.scene.panel, "2A")

    def grow(app: Any) -> None:
        _tap(app, "board-confirm", "pick-tower", "item-tower-plus", "item-tower-plus", "basket-confirm")
        _place(app, "4A")
        _tap(app, "item-tower-plus", "basket-confirm")
        _place(app, "5A")
        _tap(app, "pick-luxor", "item-luxor-plus", "item-luxor-plus", "basket-confirm")
        select(app.scene.panel, "1B")

    def merge(app: Any) -> None:
        _tap(app, "board-confirm", "item-luxor-plus", "basket-confirm")
        select(app.scene.panel, "3A")

    def refused(app: Any) -> None:
        _tap(app, "board-cancel")
        app.scene.tap_background(cell_rect("5A").center)

    def payout(app: Any) -> None:
        app.toast = None
        select(app.scene.panel, "3A")
        _tap(app, "board-confirm", "item-trade-plus", "item-sell-plus")

    def tie(app: Any) -> None:
        _open(app)
        _place(app, "1A", "12I", "6E", "2A")
        _tap(app, "pick-tower", "basket-none")
        _place(app, "4A")
        _tap(app, "basket-none")
        _place(app, "5A")
        _tap(app, "pick-luxor", "basket-none")
        select(app.scene.panel, "3A")

    def dealt_hand(app: Any) -> None:
        _open(app, tiles="dealt", seed=8)
        play_until(app, chance, lambda t: len(t.steps) >= 9 and t.prompt().kind == "place_tile")
        app.scene.layout()
        _tap(app, "my-tiles")

    def hidden(app: Any) -> None:
        until(lambda t: len(t.summary()["chains"]) >= 4 and t.prompt().kind == "buy",
              players=["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], open_holdings=False, seed=3)(app)

    def private(app: Any) -> None:
        app.scene.reveal(2)

    return [*generic_tour("acquire", ["Ann", "Ben", "Cat"]),
            ("preview-found", found), ("preview-grow", grow), ("preview-merge", merge), ("refused", refused),
            ("payout", payout), ("preview-tie", tie), ("survivor", lambda app: _tap(app, "board-confirm")),
            ("dealt-hand", dealt_hand), ("hidden-holdings", hidden), ("hidden-private", private),
            ("market-physical", until(lambda t: t.prompt().kind == "market_holding", players=["Ann", "Ben"],
                                      seed=4)),
            ("market-dealt", until(lambda t: t.prompt().kind == "market_holding", players=["Ann", "Ben"],
                                   tiles="dealt", seed=4)),
            ("buy-six-chains", until(lambda t: len(t.summary()["chains"]) >= 6 and t.prompt().kind == "buy",
                                     players=["Ann", "Ben", "Cat", "Dan"], seed=5))]
