"""The Acquire play screen: the generic decision panel beside the board picture or the table's status.

Tiles are decided on the board: a tap selects a space, the panel says what it would do (the engine's
preview: the chain it grows or founds, a merger's survivor and the bonuses it pays now) and Confirm places
it; a space the rules refuse says why at once. Everything else (naming a chain, a tie, a holder's shares,
buying, the two-player market) sits beside the status panel: players' cash and holdings, every chain's size,
price and shares left, or, while shares are settled, what the holder ends with and the payout explained.
A basket too long to sit beside it takes the whole width. A dealt hand is private: "My tiles" opens its
owner's panel, where a tap on a tile selects it; the player on turn may also tap the tile's space on the board
(any other space says why it cannot be played), and the board never marks whose tile a space is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from companion.core import PUBLIC
from companion.core.decisions import Actor, Basket, BoardPick, Pick, PickOption
from companion.core.i18n import say
from companion.core.records import Action
from companion.games.acquire.actions import PlaceTile, StartTile
from companion.games.acquire.decide import NO_TILE
from companion.games.acquire.errors import TileNotInHand
from companion.games.acquire.insight import chain_names
from companion.palette import SEATS
from companion.text.i18n import _, language, ngettext
from companion.ui import theme
from companion.ui.decide.basket import LINE
from companion.ui.decide.choice import select
from companion.ui.decide.panel import GAP, ROW
from companion.ui.pictures import Pictures
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene
from companion.ui.tables import Column, draw_rows, holdings, seat_lines, seat_lines_fit, seat_mark

from . import preview, texts
from .board import HIT, SIDE, company, draw_board, tile_at
from .palette import CHAIN_COLOURS
from .sheet import AcquireSheetScene

ROW_H = 30
SMALL = theme.FONT_SIZES["small"]


def hidden_note() -> str:
    """How a player sees their own holdings when they are hidden (translated when drawn)."""
    return _("Holdings are hidden: tap your name to see yours.")


CHAIN_COLUMNS = (Column(28, 118, "left"), Column(146, 54), Column(200, 70), Column(276, 66))


def safe_mark(row: pygame.Rect) -> pygame.Rect:
    """Where a safe chain's star goes in its ``row`` of the status panel: at the head of the size column, read
    with the size ("★ 18") as on the score sheet. At the row's end it followed the shares left, and "19★" read
    as nineteen of something starred."""
    size = CHAIN_COLUMNS[1]
    return pygame.Rect(row.left + size.left + 2, row.centery - 9, 18, 18)


class AcquirePlayScene(PlayScene):
    status_width = 380
    offers_sheet = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.note: list[tuple[texts.Payee, str]] = []  # the last payout, explained while holders decide
        self.brief_note: list[tuple[texts.Payee, str]] = []  # the same without the why, where it does not fit
        self.hand: list[tuple[pygame.Rect, str]] = []
        self.refused: list[tuple[pygame.Rect, str]] = []
        """The tiles of the private hand the rules refuse now, each with the engine's reason, said when tapped."""
        self.pictures = Pictures(kept=4)  # the board as it is and with a space or two selected
        self._public: tuple[tuple[int, int], dict[str, Any]] | None = None
        self._status: tuple[tuple[Any, ...], pygame.Surface, list[tuple[pygame.Rect, int]]] | None = None

    @property
    def public(self) -> dict[str, Any]:
        """The public summary, worked out once per layout and the frames drawn after it, as :meth:`prompt` is
        (the board, the status, the players' rows and every option's text read it; it sums every holding)."""
        key = (self._frame_epoch, id(self.table))
        if self._public is None or self._public[0] != key:
            self._public = (key, self.table.summary(PUBLIC))
        return self._public[1]

    def on_board(self) -> bool:
        """Tiles (and the final board) are decided on the board picture; the rest beside the status."""
        return self.table.over or self.prompt().kind in ("start_tile", "place_tile")

    def focused(self) -> bool:
        """A tile's preview or a side decision (declaring the end) is open: it takes the whole side column, the
        players' rows giving way (a refusal that explains what would allow the end can run to ten lines)."""
        return bool(self.panel.selected) or self.panel.opened is not None

    def wide(self) -> bool:
        """True if a basket is too long for one column beside the status (six or seven chains)."""
        actor = self.prompt().primary()
        if actor is None or not isinstance(actor.decision, Basket):
            return False
        extra = (ROW + GAP if len(self.prompt().actors) > 1 else 0) + (26 if self.hint(actor) else 0)
        return len(actor.decision.items) * (LINE + GAP) + ROW + GAP + 28 + extra > self.size[1] - TOP_BAR - 10

    def result_area(self) -> pygame.Rect:
        """A step's result card goes under the players' rows (the generic rule), except over the board or a wide
        decision, where the status panel is not drawn as usual."""
        return self.status_area() if self.on_board() or self.wide() else super().result_area()

    def under_players(self, width: int) -> int:
        """With every seat's cash hidden, the line under the names that says so, said whole."""
        players = self.public["players"]
        if players and all(player["cash"] is None for player in players):
            return 24 * len(theme.wrap(hidden_note(), width - 16, SMALL))
        return 0

    def board_rect(self) -> pygame.Rect | None:
        """Where a tap names a space: the board with its margins (the board itself is drawn in the background)."""
        return HIT if self.on_board() else None

    def decision_area(self) -> pygame.Rect:
        if self.on_board():
            top = SIDE.top + (0 if self.focused() else self.players_height(SIDE.width) + 8)
            return pygame.Rect(SIDE.left, top, SIDE.width, SIDE.bottom - top)
        if self.wide():
            return pygame.Rect(8, TOP_BAR + 4, self.size[0] - 16, self.size[1] - TOP_BAR - 10)
        return super().decision_area()

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return CHAIN_COLOURS.get(key)

    def option_text(self, actor: Actor, option: PickOption) -> str:
        """A space's headline (what it would do); a chain in a tie with its size."""
        if isinstance(actor.decision, BoardPick) and option.key != NO_TILE:
            return preview.headline(self.table.preview(option.action), chain_names(self.public), self.name(actor.seat))
        if self.prompt().kind in ("choose_survivor", "choose_defunct"):
            info = self.public["chains"][option.key]
            size = info["size"]
            return ngettext("{chain} · {size} tile", "{chain} · {size} tiles", size).format(
                chain=option.label, size=size
            )
        return super().option_text(actor, option)

    def listed_options(self, actor: Actor, options: list[PickOption]) -> list[PickOption]:
        """Spaces are tapped on the board (and a dealt hand is private): only "No playable tile" is a button."""
        return [option for option in options if option.key == NO_TILE]

    def preview_lines(self, action: Action) -> list[str]:
        shown = self.table.preview(action)
        lines = preview.explanation(shown, chain_names(self.public), list(self.table.names)) if shown else []
        return [piece for line in lines for piece in theme.wrap(line, self.decision_area().width, SMALL)]

    def hint(self, actor: Actor) -> str | None:
        hidden = actor.decision.values.get("hand") or self.panel.selected  # a hand is private; a preview says more
        if hidden:
            return None
        rule, kind = super().hint(actor), self.prompt().kind
        if rule and kind == "place_tile":  # the round's last "No playable tile": its warning takes the room
            return rule  # (with six players' rows, the gesture under it pushed the button off the column)
        said = [text for text in (rule, texts.tap_hint(kind)) if text]
        return " ".join(said) or None  # the rule of the moment, then how the board takes it

    def dealt_seat(self) -> int | None:
        """The seat placing a tile from its private dealt hand now, if any (the board never shows whose tiles)."""
        actor = self.prompt().primary()
        return actor.seat if actor is not None and actor.decision.values.get("hand") else None

    def layout_prompt(self, area: pygame.Rect) -> None:
        super().layout_prompt(area)
        seat = self.dealt_seat()
        if seat is not None and self.panel.selected is None and self.panel.opened is None:
            rect = pygame.Rect(area.left, area.top, area.width, ROW)
            button = self.panel.button(rect, _("My tiles"), lambda: self.reveal(seat), key="my-tiles")
            button.color, button.text_color = theme.ACCENT, theme.BACKGROUND

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """The space under the finger if it may be played now; else the engine's reason, once, at once.

        With dealt tiles a space of a tile in the hand of the player on turn is as good as choosing that
        tile in their hand (they hold the companion); any other space says why the rules refuse it: taken,
        dead, an eighth chain, or not in their hand.
        """
        tile, actor = tile_at(pos), self.prompt().primary()
        if tile is None or actor is None or not isinstance(actor.decision, BoardPick) or self.panel.opened is not None:
            return None
        squares = [option for option in actor.decision.options if option.key != NO_TILE]
        if any(option.key == tile and option.enabled for option in squares):
            return tile
        if squares:
            square = squares[0].action
            assert isinstance(square, PlaceTile | StartTile), "a space's option places a tile there"
            shown = self.table.preview(replace(square, tile=tile))
            reason = texts.refused(shown["refusal"])
            if not reason and self.dealt_seat() is not None:
                reason = TileNotInHand(tile=tile, player=actor.seat, player_name=self.name(actor.seat)).message(_)
            self.app.notify(reason or preview.headline(shown, {}, ""), error=True)
        return None

    def sheet_scene(self) -> AcquireSheetScene:
        return AcquireSheetScene(self.app)

    def on_table(self, update: Any) -> None:
        if update.kind == "applied":
            # The table's summary, not the one kept from the last layout: that one is from before this change.
            summary = self.table.summary(PUBLIC)
            if note := texts.bonus_note(update.events, summary):
                self.note, self.brief_note = note, texts.bonus_note(update.events, summary, brief=True)
        elif update.kind in ("undone", "redone", "corrected", "adjusted"):
            self.note, self.brief_note = [], []
        super().on_table(update)

    def press(self, pos: tuple[int, int]) -> None:
        """A tap on a tile of the private hand selects it (and hides the hand)."""
        tile = next((t for r, t in self.hand if r.collidepoint(pos)), None) if self.private_seat is not None else None
        reason = (
            next((w for r, w in self.refused if r.collidepoint(pos)), None) if self.private_seat is not None else None
        )
        if reason is not None:  # a greyed tile says why the rules refuse it, as the console and the phones list it
            self.app.notify(reason, error=True)
            return None
        if tile is None:
            return super().press(pos)
        self.hide_private()
        select(self.panel, tile)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        summary = self.public
        self.player_rows = []
        if self.on_board():
            marks = {
                tile: SEATS[seat % len(SEATS)]
                for seat, tile in enumerate(summary["start_tiles"])
                if tile and summary["tiles"] == "physical" and summary["prompt"]["kind"] == "start_tile"
            }
            draw_board(surface, summary, self.pictures, selected=self.panel.selected, marks=marks)
            if not self.focused():
                self.draw_players(surface, summary, SIDE, [])
        elif not self.wide():
            self.draw_status(surface, pygame.Rect(8, TOP_BAR + 4, self.status_width - 8, self.size[1] - TOP_BAR - 10))

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The status panel, copied from its last drawing while it shows the same.

        Some forty cells, a chip per chain and a rounded panel cost more than the rest of a frame, and change
        only with the table or the basket's amounts. The copy is taken from the canvas just drawn on (the
        screen's background under it), so it is the same pixels; the players' rows a finger names are kept
        with it.
        """
        look = (theme.current, language(), tuple(area), self.status_look())
        kept = self._status
        if kept is not None and kept[0] == look and not theme.watched():
            surface.blit(kept[1], area)
            self.player_rows = list(kept[2])
            return
        self.paint_status(surface, area)
        same = kept is not None and kept[1].get_size() == area.size
        picture = kept[1] if kept is not None and same else pygame.Surface(area.size, 0, surface)
        picture.blit(surface, (0, 0), area)
        self._status = (look, picture, list(self.player_rows))

    def status_look(self) -> str:
        """All that the status panel shows, as text (a key that leaves nothing out): the summary's players and
        chains, whose turn it is and what they decide, the amounts chosen in the basket and the last payout."""
        summary, actor, values = self.public, self.prompt().primary(), self.panel.values
        deciding = (actor.seat, actor.decision.values) if actor is not None else None
        sell, trade = values.get("item-sell", 0), values.get("item-trade", 0)
        shown = (summary["players"], summary["chains"], summary["prompt"], summary["names"], deciding, self.note)
        return repr((*shown, sell, trade))

    def paint_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Players' cash and shares, then every chain (or what the holder settling shares ends with)."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        summary, actor, values = self.public, self.prompt().primary(), self.panel.values
        held = {chain for player in summary["players"] for chain in (player["shares"] or {})}
        ids = [chain for chain in chain_names(summary) if chain in summary["chains"] or chain in held]
        y = self.draw_players(surface, summary, area.inflate(-8, -8), ids) + 8
        rest = pygame.Rect(area.left + 8, y, area.width - 16, area.bottom - y)
        if summary["prompt"]["kind"] != "dispose" or actor is None or actor.seat is None:
            return self.draw_chains(surface, summary, rest)
        cash = summary["players"][actor.seat]["cash"]
        sell, trade = values.get("item-sell", 0), values.get("item-trade", 0)
        ends = texts.disposal(dict(actor.decision.values), sell, trade, cash)
        # The payout's whys where they fit; else who received how much, the whys being in the log and the card.
        seat_lines(surface, rest, ends + (self.note if seat_lines_fit(rest, ends + self.note) else self.brief_note))
        return None

    def draw_players(self, surface: pygame.Surface, summary: dict[str, Any], area: pygame.Rect, ids: list[str]) -> int:
        """A row per player (tap a name for the private panel): cash, then shares under each chain's chip.

        With hidden holdings there is nothing to put in those columns: the rows are names, and one line says
        how a player sees their own (rather than "hidden" and "?" in every cell).
        """
        current, players = summary["prompt"]["player"], summary["players"]
        if players and all(player["cash"] is None for player in players):
            return self.draw_names(surface, players, area, current)
        companies = [company(summary, chain) for chain in ids]
        y, self.player_rows = holdings(surface, area, players, companies, current=current, money=texts.money)
        return y

    def players_height(self, width: int) -> int:
        """The height of the players' rows in a column ``width`` wide (and, holdings hidden, the line under them)."""
        players = self.public["players"]
        rows = len(players) * ROW_H
        if players and all(player["cash"] is None for player in players):
            rows += 24 * len(theme.wrap(hidden_note(), width - 8, SMALL))
        return rows

    def draw_names(
        self, surface: pygame.Surface, players: list[dict[str, Any]], area: pygame.Rect, current: int | None
    ) -> int:
        """Hidden holdings: a row per name, then how to see one's own; returns the y under them."""
        y, self.player_rows = area.top, []
        for seat, player in enumerate(players):
            row = pygame.Rect(area.left, y, area.width, ROW_H - 2)
            if seat == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            seat_mark(surface, seat, row.left + 4, row.top + 5, row.height - 10)
            theme.draw_text(surface, player["name"], row.inflate(-32, 0).move(8, 0), size=SMALL, align="left")
            self.player_rows.append((row, seat))
            y += ROW_H
        for line in theme.wrap(hidden_note(), area.width - 8, SMALL):
            theme.draw_text(
                surface,
                line,
                pygame.Rect(area.left + 4, y, area.width - 8, 24),
                size=SMALL,
                color=theme.TEXT_DIM,
                align="left",
            )
            y += 24
        return y

    def draw_chains(self, surface: pygame.Surface, summary: dict[str, Any], area: pygame.Rect) -> None:
        """Each chain on the board: size, price, shares left, a star once safe."""
        chains, empty = summary["chains"], _("No chain is on the board yet.")
        header = [_("Chain"), _("Size"), _("Price"), _("Left")]
        rows = [
            [info["name"], str(info["size"]), texts.money(info["price"]), str(info["available"])]
            for info in chains.values()
        ]
        chips = [company(summary, chain) for chain in chains]
        boxes = draw_rows(surface, area, CHAIN_COLUMNS, header, rows, chips=chips, empty=empty)
        for info, box in zip(chains.values(), boxes, strict=True):
            if info["safe"]:
                theme.draw_icon(surface, "star", safe_mark(box), theme.WARNING)

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """Cash, shares at today's prices, worth if the game ended now, and (dealt) the hand to play from."""
        own = self.table.summary(seat)
        player, acting = own["players"][seat], self.dealt_seat() == seat
        cash = texts.money(player["cash"])
        if player["worth"] is not None:
            title = _("Cash {cash}  ·  worth now {worth}").format(cash=cash, worth=texts.money(player["worth"]))
        else:  # hidden holdings: the bonuses would tell who holds what, so only cash and shares count here
            with_shares = texts.money(player["cash"] + player["share_value"])
            title = _("Cash {cash}  ·  with shares {worth}").format(cash=cash, worth=with_shares)
        top = pygame.Rect(area.topleft, (area.width, 32))
        theme.draw_text(surface, title, top, size=theme.FONT_SIZES["button"], align="left")
        held = pygame.Rect(area.left, area.top + 40, area.width, area.height - 160)
        theme.draw_paragraph(surface, texts.holdings(own, seat), held, color=theme.TEXT_DIM)
        self.hand, self.refused = [], []
        actor = self.prompt().primary() if acting else None
        reasons = {  # the decision's own words for each tile it greys
            option.key: say(option.reason, _)
            for option in (actor.decision.options if actor is not None and isinstance(actor.decision, Pick) else ())
            if option.reason and not option.enabled
        }
        if player.get("hand") is not None:
            tip = _("Your tiles: tap one to see what it does and place it.") if acting else _("Your tiles")
            above = pygame.Rect(area.left, area.bottom - 112, area.width, 26)
            theme.draw_text(surface, tip, above, color=theme.TEXT_DIM, align="left")
        for index, tile in enumerate(player.get("hand") or []):
            rect = pygame.Rect(area.left + index * 104, area.bottom - 80, 96, 72)
            kind = self.table.preview(PlaceTile(seat, tile))["kind"]
            playable = kind in ("lonely", "grow", "found", "merge")
            pygame.draw.rect(surface, theme.BACKGROUND if playable else theme.DISABLED, rect, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if acting and playable else theme.PANEL, rect, 2, border_radius=8)
            theme.draw_text(surface, tile, rect.inflate(0, -36).move(0, -14), size=theme.FONT_SIZES["title"])
            word = texts.outlook_word(kind)
            theme.draw_text(surface, word, rect.inflate(-8, -48).move(0, 18), size=SMALL, color=theme.TEXT_DIM)
            if acting and playable:
                self.hand.append((rect, tile))
            elif tile in reasons:
                self.refused.append((rect, reasons[tile]))
