"""The Acquire screenshot tour (``python -m companion.ui.screenshots --game acquire``).

Reaches every Acquire screen the way a table does: start tiles, previews of
each tile outcome, the chain picker, the buy panel, a tie for the survivor,
the bonus summary, a holder's disposal, a board with a safe chain, status and
private panels with hidden holdings, the dealt hand, the two-player market
and the final scoring.
"""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.games.acquire.actions import PlaceTile
from companion.games.acquire.board import TILE_NAMES

Shot = tuple[str, Any]


def _open(app: Any, **config: Any) -> Any:
    from companion.storage import start_new
    from companion.ui.scenes.play import play_scene_for

    app.open_table(start_new("acquire", config))
    app.reset(play_scene_for(app))
    return app.scene


def _place(app: Any, tile: str) -> None:
    app.scene.select(tile)
    app.scene.place()


def _tap(app: Any, key: str) -> None:
    button = app.scene.find(key)
    assert button is not None and button.on_tap is not None, key
    button.on_tap()


def _kind(app: Any, kind: str) -> str | None:
    """An empty space whose outlook is ``kind`` now."""
    seat = app.table.prompt().player
    for tile in TILE_NAMES:
        if tile not in app.scene.public["board"] and app.table.preview(PlaceTile(seat, tile))["kind"] == kind:
            return tile
    return None


def _random_until(app: Any, chance: ChanceSource, stop: Any, limit: int = 3000) -> None:
    table = app.table
    for _ in range(limit):
        if stop(table) or table.over:
            return
        app.submit(table.choose_random(chance))


def tour() -> list[Shot]:
    chance = ChanceSource(11)

    def start_tiles(app: Any) -> None:
        _open(app, players=["Ann", "Ben", "Cat"])
        _place(app, "1A")
        _place(app, "12I")
        app.scene.select("6E")

    def found_preview(app: Any) -> None:
        app.scene.place()
        app.scene.select("2A")

    def chain_picker(app: Any) -> None:
        app.scene.place()

    def buy_panel(app: Any) -> None:
        _tap(app, "chain-tower")
        _tap(app, "buy-tower-plus")
        _tap(app, "buy-tower-plus")

    def lonely_preview(app: Any) -> None:
        _tap(app, "buy-confirm")
        app.scene.select("4A")

    def grow_preview(app: Any) -> None:
        app.scene.place()
        _tap(app, "buy-tower-plus")
        _tap(app, "buy-confirm")
        _place(app, "5A")
        _tap(app, "chain-luxor")
        _tap(app, "buy-luxor-plus")
        _tap(app, "buy-luxor-plus")
        _tap(app, "buy-confirm")
        app.scene.select("1B")

    def merge_preview(app: Any) -> None:
        app.scene.place()
        _tap(app, "buy-luxor-plus")
        _tap(app, "buy-confirm")
        app.scene.select("3A")

    def taken_preview(app: Any) -> None:
        app.scene.select("5A")

    def tie_preview(app: Any) -> None:
        _open(app, players=["Ann", "Ben", "Cat"])
        for tile in ("1A", "12I", "6E"):
            _place(app, tile)
        _place(app, "2A")
        _tap(app, "chain-tower")
        _tap(app, "buy-none")
        _place(app, "4A")
        _tap(app, "buy-none")
        _place(app, "5A")
        _tap(app, "chain-luxor")
        _tap(app, "buy-luxor-plus")
        _tap(app, "buy-confirm")
        app.scene.select("3A")

    def survivor_picker(app: Any) -> None:
        app.scene.place()

    def bonus_summary(app: Any) -> None:
        _tap(app, "survivor-tower")

    def disposal(app: Any) -> None:
        _tap(app, "bonus-ok")
        _tap(app, "trade-plus")
        _tap(app, "sell-plus")

    def declare_end_offered(app: Any) -> None:
        _open(app, players=["Ann", "Ben", "Cat", "Dan"], seed=5)
        _random_until(app, chance, lambda t: any(c["safe"] for c in t.summary()["chains"].values())
                      and t.prompt().kind == "place_tile")

    def safe_board(app: Any) -> None:
        _random_until(app, chance, lambda t: sum(c["safe"] for c in t.summary()["chains"].values()) >= 2
                      and t.prompt().kind == "place_tile" and len(t.summary()["chains"]) >= 3)

    def dead_preview(app: Any) -> None:
        tile = _kind(app, "dead") or _kind(app, "unplayable") or _kind(app, "merge")
        app.scene.select(tile)

    def status(app: Any) -> None:
        app.scene.cancel_preview()
        _tap(app, "status")

    def hidden_status(app: Any) -> None:
        app.pop()
        _open(app, players=["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], open_holdings=False, seed=3)
        _random_until(app, chance, lambda t: len(t.summary()["chains"]) >= 4 and t.prompt().kind == "buy")
        app.scene.layout()

    def hidden_status_table(app: Any) -> None:
        _tap(app, "status")

    def private(app: Any) -> None:
        _tap(app, "reveal-2")

    def dealt_hand(app: Any) -> None:
        app.scene.hide_private()
        _open(app, players=["Ann", "Ben", "Cat"], tiles="dealt", seed=8)
        _random_until(app, chance, lambda t: len(t.steps) >= 9 and t.prompt().kind == "place_tile")
        _tap(app, "my-tiles")

    def market_dealt(app: Any) -> None:
        app.scene.hide_private()
        _open(app, players=["Ann", "Ben"], tiles="dealt", seed=4)
        _random_until(app, chance, lambda t: t.prompt().kind == "market_holding")

    def market_physical(app: Any) -> None:
        _open(app, players=["Ann", "Ben"], seed=4)
        _random_until(app, chance, lambda t: t.prompt().kind == "market_holding")

    def final(app: Any) -> None:
        _open(app, players=["Ann", "Ben", "Cat", "Dan"], seed=9)
        _random_until(app, chance, lambda t: False, limit=20000)

    return [("start-tile", start_tiles), ("preview-found", found_preview), ("chain-picker", chain_picker),
            ("buy-panel", buy_panel), ("preview-lonely", lonely_preview), ("preview-grow", grow_preview),
            ("preview-merge", merge_preview), ("preview-taken", taken_preview), ("preview-tie", tie_preview),
            ("survivor-picker", survivor_picker), ("bonus-summary", bonus_summary), ("disposal", disposal),
            ("board-safe", declare_end_offered), ("board-two-safe", safe_board), ("preview-dead", dead_preview),
            ("status", status), ("hidden-holdings", hidden_status), ("hidden-status", hidden_status_table),
            ("private-panel", private), ("dealt-hand", dealt_hand), ("market-dealt", market_dealt),
            ("market-physical", market_physical), ("final", final)]
