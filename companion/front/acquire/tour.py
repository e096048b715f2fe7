"""The Acquire screenshot tour: the generic one (every kind of decision, the final screen), then what only
Acquire shows: a merger's preview (and a tie of four chains at a table of six long names, its two pages), hidden
holdings, a dealt hand, the two-player market (a tile drawn at the
table, or with dealt tiles the companion's draw), a buy from six chains, the score sheet (six players, two
players, hidden holdings and a player's own row), a refused space and the last "No playable tile" of a round."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from companion.core import ChanceSource
from companion.games.acquire.actions import Buy, NoPlayableTile
from companion.ui.decide.choice import select
from companion.ui.screenshots import Shot, generic_tour, moment, read_on

from .board import cell_rect

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
LONG = ["Alessandrina", "Bartholomews", "Christophers", "Dominiquette", "Evangelinaaa", "Fitzgeraldss"]
"""Six names as long as the on-screen keyboard types them."""

FOUR_WAY: dict[str, Any] = {
    "step": "place_tile",
    "turn": 0,
    "cash": [6000] * 6,
    "shares": [
        {"tower": 5, "luxor": 2, "american": 2, "festival": 2},
        {"tower": 2, "luxor": 2, "american": 2, "festival": 5},
        {"tower": 2, "luxor": 2, "american": 2},
        {"tower": 2, "luxor": 2, "american": 2, "festival": 2},
        {"tower": 2, "american": 5, "festival": 2},
        {"luxor": 5, "festival": 2},
    ],
    "chains": {
        "tower": ["1D", "2D", "3D"],
        "luxor": ["5D", "6D", "7D"],
        "american": ["4A", "4B", "4C"],
        "festival": ["4E", "4F", "4G"],
    },
}
"""Tower, Luxor, American and Festival, three tiles each around 4D, at a table of six (:data:`LONG`): each chain has
one majority holder and four players tied for second, each named. The longest preview a tile makes: more than the
side column holds, so it pages."""


def merging(table: Any) -> str | None:
    """A tile that would merge chains now, if the player on turn may play one."""
    tiles = [a for a in table.legal_actions() if hasattr(a, "tile") and table.prompt().kind == "place_tile"]
    return next((a.tile for a in tiles if table.preview(a)["kind"] == "merge"), None)


def at(kind: str, chains: int = 0, steps: int = 0) -> Callable[[Any], bool]:
    """Stop at a ``kind`` prompt once ``chains`` chains are on the board and ``steps`` moves are played."""
    return lambda t: t.prompt().kind == kind and len(t.summary()["chains"]) >= chains and len(t.steps) >= steps


def tour() -> list[Shot]:
    from companion.storage import start_new
    from companion.ui.specs import play_scene_for

    chance = ChanceSource(11)

    def shot(
        stop: Callable[[Any], bool], then: Callable[[Any], Any] | None = None, players: int = 3, **config: Any
    ) -> Callable[[Any], None]:
        return moment("acquire", {"players": NAMES[:players], **config}, stop, then, chance=chance)

    def select_merge(app: Any) -> None:
        select(app.scene.panel, merging(app.table))

    def open_hand(app: Any) -> None:
        app.scene.find("my-tiles").on_tap()

    def open_sheet(app: Any) -> None:
        app.scene.find("sheet").on_tap()

    def tap_last_tile(app: Any) -> None:  # a refused space: its toast is shot last
        app.scene.tap_background(cell_rect(app.table.summary()["last_tile"]).center)

    def skip_a_round_but_one(app: Any) -> None:  # the blockage ruling's warning, under the last player's question
        for _ in range(len(app.table.names) - 1):
            for action in (NoPlayableTile(app.table.prompt().player), None):
                app.submit(action or Buy(app.table.prompt().player, {}))
                read_on(app)
        app.scene.layout()

    def four_way(app: Any) -> Iterator[str]:  # the tile's preview, then its second page
        app.open_table(start_new("acquire", {"players": LONG, "position": FOUR_WAY, "tiles": "physical"}))
        app.reset(play_scene_for(app))
        select(app.scene.panel, "4D")
        yield "preview-four-way"
        app.scene.find("preview-down").on_tap()
        yield "preview-four-way-2"

    return [
        *generic_tour("acquire", NAMES[:3]),
        ("preview-merge", shot(lambda t: merging(t) is not None, select_merge, players=4, seed=2)),
        ("preview-four-way", four_way),
        ("hidden-holdings", shot(at("buy", chains=4), players=6, open_holdings=False, seed=3)),
        ("hidden-private", lambda app: app.scene.reveal(2)),
        ("hidden-board", shot(at("place_tile", steps=14), players=6, open_holdings=False, seed=3)),
        ("dealt-hand", shot(at("place_tile", steps=9), open_hand, tiles="dealt", seed=8)),
        ("market", shot(at("market_holding"), players=2, seed=4)),
        ("market-dealt", shot(at("market_holding"), players=2, tiles="dealt", seed=4)),
        ("buy-six-chains", shot(at("buy", chains=6), players=4, seed=5)),
        ("found-with-chains", shot(at("found_chain", chains=3), players=4, seed=5)),
        ("sheet", shot(at("buy", chains=5), open_sheet, players=6, seed=3)),
        ("sheet-two-players", shot(at("buy", chains=3), open_sheet, players=2, seed=4)),
        ("sheet-hidden", shot(at("buy", chains=4), open_sheet, players=6, open_holdings=False, seed=3)),
        ("sheet-hidden-private", lambda app: app.scene.reveal(2)),
        ("refused", shot(at("place_tile", steps=12), tap_last_tile)),
        ("last-skip", shot(at("place_tile", steps=12), skip_a_round_but_one, players=6)),
    ]
