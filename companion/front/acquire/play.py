"""The Acquire play screen: the generic decision panel beside the board picture or the table's status.

Tiles are decided on the board: a tap selects a space, the panel says what
it would do (the engine's preview: the chain it grows or founds, the
survivor of a merger and the bonuses it pays now) and Confirm places it; a
space the rules refuse says why at once. Everything else — naming a chain,
a tie for the survivor, a holder's shares, buying, the two-player market —
sits beside the status panel: players' cash and holdings against every
chain's size, price and shares left (six or seven chains to buy from take
the whole width). After a merger the payout is explained there while the
holders decide, with what the holder deciding ends with, live.
With dealt tiles a hand is private: "My tiles" opens its owner's panel,
where a tap on a tile selects it; the board never tells whose tile it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from companion.core import PUBLIC
from companion.core.decisions import Actor, Basket, BoardPick, Choice_
from companion.core.records import Action
from companion.games.acquire.actions import PlaceTile
from companion.games.acquire.decide import NO_TILE
from companion.games.acquire.insight import chain_names, worth
from companion.palette import SEATS
from companion.ui import theme
from companion.ui.decide.basket import LINE
from companion.ui.decide.choice import select
from companion.ui.decide.panel import GAP, ROW, primary
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button

from . import texts
from .board import BOARD, SIDE, chip, draw_board, tile_at
from .palette import CHAIN_COLOURS

TILES = ("start_tile", "place_tile")
ROW_H = 30
SMALL = theme.FONT_SIZES["small"]


class AcquirePlayScene(PlayScene):
    status_width = 380

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.note: list[tuple[int | None, str]] = []  # the last payout, explained while holders decide
        self.hand: list[tuple[pygame.Rect, str]] = []

    # -- reading -----------------------------------------------------------------------
    @property
    def public(self) -> dict[str, Any]:
        return self.table.summary(PUBLIC)

    def main(self) -> Actor | None:
        return primary(self.table.prompt())

    def on_board(self) -> bool:
        """Tiles (and the final board) are decided on the board picture; the rest beside the status."""
        return self.table.over or self.table.prompt().kind in TILES

    def wide(self) -> bool:
        """A basket too long for one column beside the status takes the whole width."""
        actor = self.main()
        if actor is None or not isinstance(actor.decision, Basket):
            return False
        extra = (ROW + GAP if len(self.table.prompt().actors) > 1 else 0) + (26 if self.hint(actor) else 0)
        needed = len(actor.decision.items) * (LINE + GAP) + ROW + GAP + 28 + extra
        return needed > self.size[1] - TOP_BAR - 10

    # -- the generic screen's hooks ----------------------------------------------------
    def board_rect(self) -> pygame.Rect | None:
        return BOARD if self.on_board() else None

    def decision_area(self) -> pygame.Rect:
        if self.on_board():
            top = SIDE.top if self.panel.selected else SIDE.top + len(self.table.names) * ROW_H + 8
            return pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)
        if self.wide():
            return pygame.Rect(8, TOP_BAR + 4, self.size[0] - 16, self.size[1] - TOP_BAR - 10)
        return super().decision_area()

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return CHAIN_COLOURS.get(key)

    def option_text(self, actor: Actor, option: Choice_) -> str:
        """A space's headline (what it would do); a chain in a tie with its size."""
        if isinstance(actor.decision, BoardPick) and option.key != NO_TILE:
            return texts.headline(self.table.preview(option.action), chain_names(self.public), self.name(actor.seat))
        if self.table.prompt().kind in ("choose_survivor", "choose_defunct"):
            size = self.public["chains"][option.key]["size"]
            return _("{chain} · {size} tiles").format(chain=option.label, size=size)
        return super().option_text(actor, option)

    def listed_options(self, actor: Actor, options: list[Choice_]) -> list[Choice_]:
        """Spaces are tapped on the board (a dealt hand is private): only "No playable tile" is a button."""
        return [option for option in options if option.key == NO_TILE]

    def preview_lines(self, action: Action) -> list[str]:
        shown = self.table.preview(action)
        if shown is None:
            return []
        width = self.decision_area().width
        lines = texts.explanation(shown, chain_names(self.public), list(self.table.names))
        return [piece for line in lines for piece in theme.wrap(line, width, SMALL)]

    def hint(self, actor: Actor) -> str | None:
        if actor.decision.values.get("hand") or self.panel.selected:
            return None
        return texts.hint(self.table.prompt().kind, dict(actor.decision.values))

    def layout_prompt(self, area: pygame.Rect) -> None:
        super().layout_prompt(area)
        actor = self.main()
        if actor is not None and actor.decision.values.get("hand") and self.panel.selected is None \
                and self.panel.opened is None and actor.seat is not None:
            seat = actor.seat
            self.widgets.append(Button((area.left, area.top, area.width, ROW), _("My tiles"),
                                       lambda: self.reveal(seat), key="my-tiles", color=theme.ACCENT,
                                       text_color=theme.BACKGROUND))

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """The space under the finger if it may be played now; else the engine's reason, at once."""
        tile, actor = tile_at(pos), self.main()
        if tile is None or actor is None or not isinstance(actor.decision, BoardPick) or self.panel.opened is not None:
            return None
        if actor.decision.values.get("hand"):
            self.app.notify(_("Tiles are placed from the player's own tiles: tap My tiles."))
            return None
        squares = [option for option in actor.decision.options if option.key != NO_TILE]
        if any(option.key == tile for option in squares):
            return tile
        if squares:
            shown = self.table.preview(replace(squares[0].action, tile=tile))
            self.app.notify(texts.refused(shown["refusal"]) or texts.headline(shown, {}, ""), error=True)
        return None

    # -- acting ------------------------------------------------------------------------
    def on_table(self, update: Any) -> None:
        if update.kind == "applied":
            self.note = texts.bonus_note(update.events, self.public) or self.note
        elif update.kind in ("undone", "redone"):
            self.note = []
        super().on_table(update)

    def press(self, pos: tuple[int, int]) -> None:
        """A tap on a tile of the private hand selects it (and hides the hand)."""
        tile = next((tile for rect, tile in self.hand if rect.collidepoint(pos)), None)
        if self.private_seat is not None and tile is not None:
            self.hide_private()
            select(self.panel, tile)
            return
        super().press(pos)

    # -- drawing -----------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        summary = self.public
        self.player_rows = []
        if self.on_board():
            marks = {}
            if summary["tiles"] == "physical" and summary["prompt"]["kind"] == "start_tile":
                marks = {tile: SEATS[seat % len(SEATS)] for seat, tile in enumerate(summary["start_tiles"]) if tile}
            draw_board(surface, summary, selected=self.panel.selected, marks=marks)
            if not self.panel.selected:
                self.draw_players(surface, summary, SIDE, [])
        elif not self.wide():
            self.draw_status(surface, pygame.Rect(8, TOP_BAR + 4, self.status_width - 8, self.size[1] - TOP_BAR - 10))

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Players' cash and shares, then every chain's size, price and shares left (or the payout)."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        summary = self.public
        held = {chain for player in summary["players"] for chain in (player["shares"] or {})}
        ids = [chain for chain in chain_names(summary) if chain in summary["chains"] or chain in held]
        y = self.draw_players(surface, summary, area.inflate(-8, -8), ids) + 8
        actor = self.main()
        if summary["prompt"]["kind"] != "dispose" or actor is None or actor.seat is None:
            self.draw_chains(surface, summary, pygame.Rect(area.left + 8, y, area.width - 16, area.bottom - y - 4))
            return
        values = self.panel.values
        lines = [(None, line) for line in texts.disposal(dict(actor.decision.values), values.get("item-sell", 0),
                                                         values.get("item-trade", 0),
                                                         summary["players"][actor.seat]["cash"])]
        for seat, line in lines + self.note:
            for piece in theme.wrap(line, area.width - 32, SMALL):
                if y + 24 > area.bottom:
                    return
                if seat is not None:
                    pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (area.left + 8, y + 3, 6, 18))
                theme.draw_text(surface, piece, pygame.Rect(area.left + 20, y, area.width - 28, 24), size=SMALL,
                                align="left", color=theme.TEXT if seat is None else theme.TEXT_DIM)
                y += 24

    def draw_players(self, surface: pygame.Surface, summary: dict[str, Any], area: pygame.Rect,
                     ids: list[str]) -> int:
        """A row per player (tap a name for the private panel): cash, then shares under each chain's chip."""
        y, right = area.top, area.right - 26 * len(ids)
        if ids:
            for index, chain in enumerate(ids):
                chip(surface, summary, chain, pygame.Rect(right + index * 26 + 2, y, 22, 20))
            y += 22
        for seat, player in enumerate(summary["players"]):
            row = pygame.Rect(area.left, y, area.width, ROW_H - 2)
            if seat == summary["prompt"]["player"]:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (row.left + 4, row.top + 5, 6, row.height - 10))
            theme.draw_text(surface, player["name"], pygame.Rect(row.left + 16, y, right - row.left - 110, row.height),
                            size=SMALL, align="left")
            cash = _("hidden") if player["cash"] is None else texts.money(player["cash"])
            theme.draw_text(surface, cash, pygame.Rect(right - 96, y, 90, row.height), size=SMALL, align="right",
                            color=theme.TEXT_DIM if player["cash"] is None else theme.TEXT)
            for index, chain in enumerate(ids):
                count = "?" if player["shares"] is None else str(player["shares"].get(chain, 0) or "")
                theme.draw_text(surface, count, pygame.Rect(right + index * 26, y, 26, row.height), size=SMALL)
            self.player_rows.append((row, seat))
            y += ROW_H
        return y

    def draw_chains(self, surface: pygame.Surface, summary: dict[str, Any], area: pygame.Rect) -> None:
        """Each chain on the board: size, price, shares left, a star once safe."""
        chains = summary["chains"]
        columns = ((_("Chain"), 0, 150, "left"), (_("Size"), 150, 56, "right"), (_("Price"), 206, 84, "right"),
                   (_("Left"), 290, 50, "right"))
        if not chains:
            theme.draw_paragraph(surface, _("No chain is on the board yet."), area, size=SMALL, color=theme.TEXT_DIM)
            return
        row_h = min(28, (area.height - 22) // len(chains))
        for text, x, w, align in columns:
            theme.draw_text(surface, text, pygame.Rect(area.left + x, area.top, w, 20), size=SMALL,
                            color=theme.TEXT_DIM, align=align)
        y = area.top + 22
        for chain, info in chains.items():
            chip(surface, summary, chain, pygame.Rect(area.left, y + 2, 22, row_h - 4))
            cells = ((info["name"], 28, 122, "left"), (str(info["size"]), 150, 56, "right"),
                     (texts.money(info["price"]), 206, 84, "right"), (str(info["available"]), 290, 50, "right"))
            for text, x, w, align in cells:
                theme.draw_text(surface, text, pygame.Rect(area.left + x, y, w, row_h), size=SMALL, align=align)
            if info["safe"]:
                theme.draw_icon(surface, "star", pygame.Rect(area.right - 18, y + 4, 18, 18), theme.WARNING)
            y += row_h

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """Cash, shares at today's prices, worth if the game ended now, and (dealt) the hand to play from."""
        own = self.table.summary(seat)
        player, chains = own["players"][seat], own["chains"]
        theme.draw_text(surface, _("Cash {cash}  ·  worth now {worth}").format(
            cash=texts.money(player["cash"]), worth=texts.money(worth(self.table.summary())[seat] or 0)),
            pygame.Rect(area.left, area.top, area.width, 32), size=theme.FONT_SIZES["button"], align="left")
        x, y = area.left, area.top + 40
        if not player["shares"]:
            theme.draw_text(surface, _("No shares."), pygame.Rect(x, y, 200, 40), color=theme.TEXT_DIM, align="left")
        for chain, count in (player["shares"] or {}).items():
            if x + 150 > area.right:
                x, y = area.left, y + 40
            chip(surface, own, chain, pygame.Rect(x, y + 4, 24, 28))
            value = _("{count} at {price}").format(count=count, price=texts.money(chains[chain]["price"])) \
                if chain in chains else _("{count} (off the board)").format(count=count)
            theme.draw_text(surface, value, pygame.Rect(x + 30, y, 118, 36), size=SMALL, align="left")
            x += 156
        self.hand = []
        if player.get("hand") is None:
            return
        actor = self.main()
        acting = actor is not None and actor.seat == seat and bool(actor.decision.values.get("hand"))
        tip = _("Your tiles: tap one to see what it does and place it.") if acting else _("Your tiles")
        theme.draw_text(surface, tip, pygame.Rect(area.left, area.bottom - 112, area.width, 26),
                        color=theme.TEXT_DIM, align="left")
        width = min(96, (area.width - 5 * 8) // 6)
        for index, tile in enumerate(player["hand"]):
            rect = pygame.Rect(area.left + index * (width + 8), area.bottom - 80, width, 72)
            kind = self.table.preview(PlaceTile(seat, tile))["kind"]
            playable = kind in ("lonely", "grow", "found", "merge")
            pygame.draw.rect(surface, theme.BACKGROUND if playable else theme.DISABLED, rect, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if acting and playable else theme.PANEL, rect, width=2,
                             border_radius=8)
            theme.draw_text(surface, tile, pygame.Rect(rect.left, rect.top + 4, rect.width, 36),
                            size=theme.FONT_SIZES["title"])
            theme.draw_text(surface, texts.outlook_word(kind), pygame.Rect(rect.left + 4, rect.top + 42,
                                                                           rect.width - 8, 24), size=SMALL,
                            color=theme.TEXT_DIM)
            if acting and playable:
                self.hand.append((rect, tile))
