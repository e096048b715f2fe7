"""The Acquire play screen: the board on the left, the decision on the right.

The board fills the screen's height (cells 48×52); the side panel holds the
menu, the prompt, the players and the buttons of the current decision.
Decisions with many numbers (buying, a holder's disposal, a bonus payout)
open as a sheet over the board; "Board" folds the sheet away to look.

Flow of a turn: tap a space → preview of what it would do (from the
engine's preview of the tile (``Table.preview``) and, if refused, the engine's own
reason) → "Place" → chain picker / survivor picker / defunct order → bonus
payout summary → each holder's sell/trade/keep → the buy panel.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import PUBLIC, ActionRange
from companion.games.acquire.actions import (
    Buy,
    ChooseDefunct,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    MarketHolding,
    NoPlayableTile,
    PlaceTile,
    StartTile,
)
from companion.games.acquire.insight import chain_names, worth
from companion.palette import SEATS
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button

from .board import BOARD, draw_board, ink, letter, tile_at
from .palette import chain_colour as chain
from .texts import BonusNote, Preview, bonus_note, money, preview, prompt_text

SIDE = pygame.Rect(BOARD.right + 8, 4, 800 - BOARD.right - 12, 472)
SHEET = BOARD.inflate(2, 2)
ROW = 50
BUTTON_H = 52
ACTING = ("place_tile", "found_chain", "choose_survivor", "choose_defunct", "dispose", "buy")


def outlook_word(kind: str) -> str:
    """One word under a hand tile: what it would do now."""
    words = {"lonely": _("alone"), "grow": _("grows"), "found": _("founds"), "merge": _("merges"),
             "unplayable": _("not now"), "dead": _("dead"), "taken": _("taken")}
    return words.get(kind, kind)


def fit_paragraph(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int,
                  color: tuple[int, int, int] = theme.TEXT) -> int:
    """Wrapped text, shrunk until it fits ``rect``; returns the height used."""
    while size > theme.MIN_FONT:
        lines = theme.wrap(text, rect.width, size)
        fits = all(theme.font(size).size(line)[0] <= rect.width for line in lines)
        if fits and len(lines) * theme.font(size).get_linesize() <= rect.height:
            break
        size -= 1
    return theme.draw_paragraph(surface, text, rect, size=size, color=color)


class AcquirePlayScene(PlayScene):
    """Board, previews, pickers, merger flow, buy panel, status and private panels."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.selected: str | None = None
        self.buy: dict[str, int] = {}
        self.sell = 0
        self.trade = 0
        self.disposal_for: tuple[int, str] | None = None
        self.note: BonusNote | None = None
        self.folded = False
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.from_hand = False

    # -- reading ---------------------------------------------------------------------
    @property
    def public(self) -> dict[str, Any]:
        return self.table.summary(PUBLIC)

    @property
    def full(self) -> dict[str, Any]:
        return self.table.summary()

    @property
    def turn(self) -> int:
        """The seat whose turn it is (while a holder decides, still the mergemaker)."""
        return self.public["current_player"]

    @property
    def kind(self) -> str:
        return self.table.prompt().kind

    @property
    def hidden(self) -> bool:
        return not self.public["open_holdings"]

    def legal(self, cls: type) -> list[Any]:
        return [c for c in self.table.legal_actions() if isinstance(c, cls)]

    def sheet(self) -> str | None:
        """The sheet over the board now: ``bonus``, ``dispose``, ``buy`` or None."""
        if self.table.over or self.folded:
            return None
        if self.note is not None:
            return "bonus"
        if self.kind in ("dispose", "buy"):
            return self.kind
        return None

    def current_preview(self) -> Preview | None:
        if self.selected is None or self.kind not in ("start_tile", "place_tile"):
            return None
        if self.kind == "start_tile":
            taken = self.selected in self.public["board"]
            seat = self.table.prompt().player
            title = (_("{tile} is already on the board") if taken else _("{name}'s start tile: {tile}")).format(
                tile=self.selected, name=self.name(seat))
            return Preview(self.selected, "start", title, [], not taken)
        shown = preview(self.table.preview(PlaceTile(self.turn, self.selected)), self.public)
        if self.public["tiles"] == "dealt" and not self.from_hand:
            shown.lines.append(_("Tiles are placed from the player's own tiles: tap My tiles."))
            shown.playable = False
        return shown

    # -- layout ----------------------------------------------------------------------
    def layout(self) -> None:
        third = (SIDE.width - 8) // 3
        self.widgets = [
            Button((SIDE.left, SIDE.top, third, BUTTON_H), _("Menu"), self.menu, key="menu"),
            Button((SIDE.left + third + 4, SIDE.top, third, BUTTON_H), _("Log"), self.show_log, key="log"),
            Button((SIDE.right - third, SIDE.top, third, BUTTON_H), _("Undo"), self.ask_undo, key="undo",
                   enabled=self.table.can_undo),
        ]
        self._reset_stale_choices()
        bottom = SIDE.bottom
        if self.table.over:
            self.widgets.append(Button((SIDE.left, bottom - BUTTON_H, SIDE.width, BUTTON_H), _("Final scores"),
                                       self.show_final, color=theme.CONFIRM, text_color=theme.BACKGROUND,
                                       key="final"))
            return
        kind = self.kind
        found = self.current_preview()
        if found is not None:
            self.layout_preview(found)
            return
        bottom = self.layout_common(bottom)
        top = SIDE.top + BUTTON_H + 70
        area = pygame.Rect(SIDE.left, top, SIDE.width, bottom - top)
        if kind == "place_tile":
            self.layout_place(area)
        elif kind == "found_chain":
            self.layout_picker(area, self.legal(FoundChain), "chain", sizes=False)
        elif kind == "choose_survivor":
            self.layout_picker(area, self.legal(ChooseSurvivor), "survivor", sizes=True)
        elif kind == "choose_defunct":
            self.layout_picker(area, self.legal(ChooseDefunct), "defunct", sizes=True)
        elif kind == "market_holding":
            self.layout_market(area)
        sheet = self.sheet()
        if sheet == "bonus":
            self.layout_bonus()
        elif sheet == "dispose":
            self.layout_dispose()
        elif sheet == "buy":
            self.layout_buy()

    def _reset_stale_choices(self) -> None:
        prompt = self.table.prompt()
        if prompt.kind != "buy":
            self.buy = {}
        if prompt.kind == "dispose":
            here = (prompt.player, prompt.data["chain"])
            if here != self.disposal_for:
                self.disposal_for, self.sell, self.trade = here, 0, 0
        else:
            self.disposal_for = None
        if prompt.kind not in ("start_tile", "place_tile"):
            self.selected = None
        if prompt.kind not in ("dispose", "market_holding"):
            self.note = None  # the merger is settled: its payout summary has served

    def layout_common(self, bottom: int) -> int:
        """Status, Board (when a sheet is folded or open) and Declare end: the side panel's last row."""
        half = (SIDE.width - 4) // 2
        y = bottom - BUTTON_H
        self.widgets.append(Button((SIDE.left, y, half, BUTTON_H), _("Status"), self.show_status, key="status"))
        if self.kind in ACTING and self.table.prompt().player == self.turn:
            # Always offered to the player on turn, enabled only when the rules allow it; never highlighted.
            self.widgets.append(Button((SIDE.right - half, y, half, BUTTON_H), _("Declare end"), self.declare_end,
                                       enabled=bool(self.legal(DeclareEnd)), key="declare-end"))
        free = y - 4
        if self.kind in ("dispose", "buy") or self.note is not None:
            text = _("Show panel") if self.folded else _("Show board")
            self.widgets.append(Button((SIDE.left, free - BUTTON_H, SIDE.width, BUTTON_H), text, self.fold,
                                       key="fold"))
            free -= BUTTON_H + 4
        return free

    def layout_preview(self, shown: Preview) -> None:
        y = SIDE.bottom - BUTTON_H
        half = (SIDE.width - 4) // 2
        self.widgets += [
            Button((SIDE.left, y, half, BUTTON_H), _("Cancel"), self.cancel_preview, key="cancel-preview"),
            Button((SIDE.right - half, y, half, BUTTON_H), _("Place {tile}").format(tile=shown.tile), self.place,
                   color=theme.CONFIRM, text_color=theme.BACKGROUND, enabled=shown.playable, key="place"),
        ]

    def layout_place(self, area: pygame.Rect) -> None:
        y = area.bottom - BUTTON_H
        if self.public["tiles"] == "dealt":
            self.widgets.append(Button((SIDE.left, y, SIDE.width, BUTTON_H), _("My tiles"),
                                       lambda: self.reveal(self.turn), key="my-tiles",
                                       color=theme.ACCENT, text_color=theme.BACKGROUND))
        else:
            self.widgets.append(Button((SIDE.left, y, SIDE.width, BUTTON_H), _("No playable tile"),
                                       self.no_tile, key="no-tile"))

    def layout_picker(self, area: pygame.Rect, choices: list[Any], prefix: str, *, sizes: bool) -> None:
        chains = self.public["chains"]
        names = chain_names(self.public)
        columns = 1 if len(choices) * (theme.MIN_TARGET + 4) <= area.height else 2
        rows = -(-len(choices) // columns)
        pitch = min(BUTTON_H + 4, area.height // max(1, rows))
        width = (SIDE.width - 4 * (columns - 1)) // columns
        for index, choice in enumerate(choices):
            text = names[choice.chain]
            if sizes:
                text = _("{chain} · {size} tiles").format(chain=text, size=chains[choice.chain]["size"])
            row, column = divmod(index, columns)
            self.widgets.append(Button((SIDE.left + column * (width + 4), area.top + row * pitch, width, pitch - 4),
                                       text, (lambda c=choice: self.choose(c)), swatch=chain(choice.chain),
                                       key=f"{prefix}-{choice.chain}"))

    def layout_market(self, area: pygame.Rect) -> None:
        y = area.top
        self.widgets.append(Button((SIDE.left, y, SIDE.width, BUTTON_H), _("Let the companion draw"),
                                   self.decide_chance, color=theme.ACCENT, text_color=theme.BACKGROUND, key="chance"))
        y += BUTTON_H + 30
        if self.legal(ActionRange):
            width = (SIDE.width - 8) // 3
            pitch = max(theme.MIN_TARGET + 2, (area.bottom - y) // 4)
            for number in range(1, 13):
                row, column = divmod(number - 1, 3)
                self.widgets.append(Button((SIDE.left + column * (width + 4), y + row * pitch, width,
                                            pitch - 2), str(number),
                                           (lambda n=number: self.choose(MarketHolding(n))), key=f"market-{number}"))

    # -- sheets ----------------------------------------------------------------------
    def counter(self, key: str, x: int, y: int, enabled_minus: bool, enabled_plus: bool,
                minus: Any, plus: Any, width: int = 150) -> None:
        """− and + buttons around a number drawn by the sheet (wet fingers: no typing)."""
        self.widgets += [
            Button((x, y, 48, 48), "−", minus, enabled=enabled_minus, key=f"{key}-minus", size=32),
            Button((x + width - 48, y, 48, 48), "+", plus, enabled=enabled_plus, key=f"{key}-plus", size=32),
        ]

    def layout_bonus(self) -> None:
        self.widgets.append(Button((SHEET.right - 200, SHEET.bottom - 64, 184, BUTTON_H), _("Continue"),
                                   self.dismiss_note, color=theme.CONFIRM, text_color=theme.BACKGROUND,
                                   key="bonus-ok"))

    def disposal_ranges(self) -> dict[int, ActionRange]:
        """Trade amount → the engine's range of sales allowed with it."""
        return {c.fixed["trade"]: c for c in self.legal(ActionRange) if c.cls is Dispose}

    def layout_dispose(self) -> None:
        ranges = self.disposal_ranges()
        if not ranges:
            return
        trades = sorted(ranges)
        self.trade = min(self.trade, trades[-1])
        self.sell = min(self.sell, ranges[self.trade].high)
        x = SHEET.left + 200
        y = SHEET.top + 118
        self.counter("sell", x, y, self.sell > 0, self.sell < ranges[self.trade].high,
                     lambda: self.set_disposal(self.sell - 1, self.trade),
                     lambda: self.set_disposal(self.sell + 1, self.trade))
        self.counter("trade", x, y + 60, self.trade > 0, self.trade + 2 in ranges and
                     self.sell <= ranges[self.trade + 2].high,
                     lambda: self.set_disposal(self.sell, self.trade - 2),
                     lambda: self.set_disposal(self.sell, self.trade + 2))
        held = self.table.prompt().data["held"]
        bottom = SHEET.bottom - 64
        third = (SHEET.width - 48) // 3
        left = SHEET.left + 16
        self.widgets += [
            Button((left, bottom, third, BUTTON_H), _("Keep all"), lambda: self.set_disposal(0, 0),
                   key="keep-all"),
            Button((left + third + 8, bottom, third, BUTTON_H), _("Sell all"),
                   lambda: self.set_disposal(ranges[0].high, 0), enabled=held > 0, key="sell-all"),
            Button((left + 2 * (third + 8), bottom, third, BUTTON_H), _("Confirm"), self.dispose,
                   color=theme.CONFIRM, text_color=theme.BACKGROUND, key="dispose-confirm"),
        ]

    def buy_options(self) -> list[dict[str, int]]:
        return [c.shares for c in self.legal(Buy)]

    def buy_limit(self, chain_id: str, options: list[dict[str, int]]) -> int:
        """The most shares of ``chain_id`` the engine allows with the other counts as chosen."""
        others = {c: n for c, n in self.buy.items() if c != chain_id and n}
        best = 0
        for option in options:
            rest = {c: n for c, n in option.items() if c != chain_id}
            if rest == others:
                best = max(best, option.get(chain_id, 0))
        return best

    def layout_buy(self) -> None:
        options = self.buy_options()
        y = SHEET.top + 84
        for chain_id in self.public["chains"]:
            count = self.buy.get(chain_id, 0)
            high = self.buy_limit(chain_id, options)
            self.counter(f"buy-{chain_id}", SHEET.right - 170, y, count > 0, count < high,
                         (lambda c=chain_id: self.set_buy(c, -1)), (lambda c=chain_id: self.set_buy(c, 1)))
            y += ROW
        bottom = SHEET.bottom - 64
        total = sum(self.buy.values())
        self.widgets += [
            Button((SHEET.right - 380, bottom, 170, BUTTON_H), _("Buy nothing"), lambda: self.choose_buy({}),
                   key="buy-none"),
            Button((SHEET.right - 200, bottom, 184, BUTTON_H),
                   _("Buy {count}").format(count=total) if total else _("Buy"),
                   lambda: self.choose_buy(dict(self.buy)), enabled=total > 0, color=theme.CONFIRM,
                   text_color=theme.BACKGROUND, key="buy-confirm"),
        ]

    # -- acting ----------------------------------------------------------------------
    def on_table(self, update: Any) -> None:
        if update.kind == "applied" and not self.table.over:
            note = bonus_note(update.events, self.full)
            if note is not None:
                self.note = note
        elif update.kind in ("undone", "redone"):
            self.note = None
        if update.kind != "rejected":
            self.folded = False
        super().on_table(update)

    def select(self, tile: str) -> None:
        """Preview ``tile`` (a board tap, or a tile of the hand)."""
        self.selected = tile
        self.layout()

    def cancel_preview(self) -> None:
        self.selected = None
        self.layout()

    def place(self) -> None:
        tile, seat = self.selected, self.table.prompt().player
        if tile is None or seat is None:
            return
        action = StartTile(seat, tile) if self.kind == "start_tile" else PlaceTile(seat, tile)
        if self.app.submit(action):
            self.selected = None
        self.layout()

    def no_tile(self) -> None:
        self.choose(NoPlayableTile(self.turn))

    def declare_end(self) -> None:
        self.choose(DeclareEnd(self.turn))

    def fold(self) -> None:
        self.folded = not self.folded
        self.layout()

    def dismiss_note(self) -> None:
        self.note = None
        self.layout()

    def set_disposal(self, sell: int, trade: int) -> None:
        self.sell, self.trade = max(0, sell), max(0, trade)
        self.layout()

    def dispose(self) -> None:
        seat = self.table.prompt().player
        self.choose(Dispose(seat, self.sell, self.trade))

    def set_buy(self, chain_id: str, delta: int) -> None:
        count = self.buy.get(chain_id, 0) + delta
        if count > 0:
            self.buy[chain_id] = count
        else:
            self.buy.pop(chain_id, None)
        self.layout()

    def choose_buy(self, shares: dict[str, int]) -> None:
        self.choose(Buy(self.turn, shares))

    def show_status(self) -> None:
        from .status import StatusScene

        self.app.push(StatusScene(self.app, self))

    # -- input -----------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> None:
        if self.private_seat is not None:
            for rect, tile in self.hand_rects:
                if rect.collidepoint(pos):
                    self.hide_private()
                    self.select_from_hand(tile)
                    return
        super().press(pos)

    def select_from_hand(self, tile: str) -> None:
        self.from_hand = True
        self.select(tile)

    def tap_background(self, pos: tuple[int, int]) -> None:
        tile = tile_at(pos)
        if tile is not None and self.sheet() is None:
            if self.kind in ("start_tile", "place_tile"):
                self.from_hand = False
                self.select(tile)
            return
        super().tap_background(pos)

    # -- drawing ---------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        summary = self.public
        marks = {}
        if self.public["tiles"] == "physical" and summary["prompt"]["kind"] == "start_tile":
            marks = {tile: SEATS[seat % len(SEATS)] for seat, tile in enumerate(summary["start_tiles"]) if tile}
        draw_board(surface, summary, selected=self.selected, marks=marks)
        pygame.draw.rect(surface, theme.PANEL, SIDE.inflate(4, 4).move(0, 0), border_radius=8)
        self.draw_prompt(surface, summary)
        found = self.current_preview()
        top = SIDE.top + BUTTON_H + 70
        if found is not None:
            self.draw_preview(surface, found, pygame.Rect(SIDE.left + 6, top, SIDE.width - 12,
                                                          SIDE.bottom - BUTTON_H - 8 - top))
        elif self.kind in ("start_tile", "place_tile", "dispose", "buy") or self.table.over:
            buttons = [w.rect.top for w in self.widgets if w.rect.left >= SIDE.left and w.rect.top > top]
            self.draw_players(surface, summary, pygame.Rect(SIDE.left, top, SIDE.width,
                                                            min(buttons + [SIDE.bottom]) - 6 - top))
        elif self.kind == "market_holding" and self.legal(ActionRange):
            theme.draw_text(surface, _("or the number on the tile drawn:"),
                            pygame.Rect(SIDE.left + 4, top + BUTTON_H + 4, SIDE.width - 8, 28),
                            size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM)
        sheet = self.sheet()
        if sheet is not None:
            pygame.draw.rect(surface, theme.PANEL, SHEET, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, SHEET, width=2, border_radius=10)
            getattr(self, f"draw_{sheet}")(surface, summary)

    def draw_prompt(self, surface: pygame.Surface, summary: dict[str, Any]) -> None:
        box = pygame.Rect(SIDE.left, SIDE.top + BUTTON_H + 6, SIDE.width, 60)
        seat = summary["prompt"]["player"]
        if isinstance(seat, int):
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (box.left, box.top + 4, 8, box.height - 8),
                             border_radius=3)
        fit_paragraph(surface, prompt_text(summary, [p["name"] for p in summary["players"]]),
                      box.inflate(-16, -4).move(6, 0), theme.FONT_SIZES["button"])

    def draw_preview(self, surface: pygame.Surface, shown: Preview, area: pygame.Rect) -> None:
        colour = theme.TEXT if shown.playable or shown.kind == "start" else theme.WARNING
        used = fit_paragraph(surface, shown.title, pygame.Rect(area.left, area.top, area.width, 60),
                             theme.FONT_SIZES["button"], colour)
        text = "\n".join(shown.lines)
        if text:
            fit_paragraph(surface, text, pygame.Rect(area.left, area.top + used + 8, area.width,
                                                     area.height - used - 8), theme.FONT_SIZES["body"],
                          theme.TEXT_DIM)

    def draw_players(self, surface: pygame.Surface, summary: dict[str, Any], area: pygame.Rect) -> None:
        """Each player's cash (or "hidden"); tap a name for their private panel."""
        players = summary["players"]
        self.player_rows = []
        if area.height < 30:
            return
        row_h = min(theme.MIN_TARGET, area.height // max(1, len(players)))
        turn = summary["current_player"]
        for seat, player in enumerate(players):
            row = pygame.Rect(area.left, area.top + seat * row_h, area.width, row_h - 2)
            if seat == turn:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (row.left + 4, row.top + 6, 8, row.height - 12),
                             border_radius=3)
            cash = _("hidden") if player["cash"] is None else money(player["cash"])
            theme.draw_text(surface, player["name"], pygame.Rect(row.left + 18, row.top, 96, row.height),
                            align="left")
            theme.draw_text(surface, cash, pygame.Rect(row.left + 116, row.top, row.width - 122, row.height),
                            align="right", color=theme.TEXT_DIM if player["cash"] is None else theme.TEXT)
            self.player_rows.append((row, seat))

    def draw_bonus(self, surface: pygame.Surface, summary: dict[str, Any]) -> None:
        note = self.note
        assert note is not None
        area = SHEET.inflate(-32, -24)
        fill = chain(note.chain)
        pygame.draw.rect(surface, fill, (area.left, area.top, 40, 40), border_radius=6)
        theme.draw_text(surface, letter(self.full, note.chain) if note.chain in summary["chains"]
                        else note.chain[:1].upper(), pygame.Rect(area.left, area.top, 40, 40), color=ink(fill),
                        size=theme.FONT_SIZES["title"])
        theme.draw_text(surface, note.title, pygame.Rect(area.left + 52, area.top, area.width - 52, 40),
                        size=theme.FONT_SIZES["title"], align="left")
        y = area.top + 56
        for seat, text in note.lines:
            colour = SEATS[seat % len(SEATS)] if seat is not None else theme.TEXT_DIM
            used = fit_paragraph(surface, text, pygame.Rect(area.left + 18, y, area.width - 18, 56),
                                 theme.FONT_SIZES["body"])
            pygame.draw.rect(surface, colour, (area.left, y, 8, used), border_radius=3)
            y += used + 14
        fit_paragraph(surface, _("Then each holder, from the player of the merging tile clockwise, sells, trades "
                                 "or keeps their shares."), pygame.Rect(area.left, SHEET.bottom - 130,
                                                                        area.width, 56),
                      theme.FONT_SIZES["body"], theme.TEXT_DIM)

    def draw_dispose(self, surface: pygame.Surface, summary: dict[str, Any]) -> None:
        prompt = self.table.prompt()
        data = prompt.data
        seat = prompt.player
        chains = self.full["chains"]
        names = chain_names(self.public)
        defunct, survivor = names[data["chain"]], names[data["survivor"]]
        area = SHEET.inflate(-32, -24)
        pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (area.left, area.top + 4, 8, 32), border_radius=3)
        theme.draw_text(surface, _("{name}: {held} {chain} shares").format(
            name=self.name(seat), held=data["held"], chain=defunct), pygame.Rect(area.left + 16, area.top,
                                                                                  area.width - 16, 40),
                        size=theme.FONT_SIZES["title"], align="left")
        theme.draw_text(surface, _("{survivor} absorbs {defunct}. Sell at {price} each; trade 2 for 1 {survivor} "
                                   "({left} left).").format(survivor=survivor, defunct=defunct,
                                                            price=money(data["price"]),
                                                            left=data["survivor_available"]),
                        pygame.Rect(area.left, area.top + 44, area.width, 30), color=theme.TEXT_DIM, align="left")
        keep = data["held"] - self.sell - self.trade
        rows = [(_("Sell"), self.sell, _("receive {amount}").format(amount=money(self.sell * data["price"]))),
                (_("Trade"), self.trade, _("receive {count} {chain}").format(count=self.trade // 2, chain=survivor)),
                (_("Keep"), keep, _("worthless until {chain} returns").format(chain=defunct))]
        y = SHEET.top + 118
        for index, (label, value, effect) in enumerate(rows):
            row_y = y + index * 60
            theme.draw_text(surface, label, pygame.Rect(area.left, row_y, 150, 48), size=theme.FONT_SIZES["button"],
                            align="left")
            theme.draw_text(surface, str(value), pygame.Rect(SHEET.left + 248, row_y, 54, 48),
                            size=theme.FONT_SIZES["title"])
            effect_rect = pygame.Rect(SHEET.left + 362, row_y, SHEET.right - 362 - 16, 48)
            lines = len(theme.wrap(effect, effect_rect.width, theme.FONT_SIZES["body"]))
            line_h = theme.font(theme.FONT_SIZES["body"]).get_linesize()
            fit_paragraph(surface, effect, effect_rect.inflate(0, -max(0, 48 - lines * line_h)),
                          theme.FONT_SIZES["body"], theme.TEXT_DIM)
        # Live preview of what the holder ends with (their cash only with open holdings).
        player = summary["players"][seat]
        receive = self.sell * data["price"]
        held_survivor = (self.full["players"][seat]["shares"] or {}).get(data["survivor"], 0)
        if player["cash"] is not None:
            cash = _("Cash {before} + {amount} = {after}").format(
                before=money(player["cash"]), amount=money(receive), after=money(player["cash"] + receive))
        else:
            cash = _("Cash +{amount}").format(amount=money(receive))
        if self.hidden:
            shares = _("{chain} +{count}").format(chain=survivor, count=self.trade // 2)
        else:
            shares = _("{chain} {before} + {count} = {after}").format(
                chain=survivor, before=held_survivor, count=self.trade // 2, after=held_survivor + self.trade // 2)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, (area.left, y + 186, area.width, 44), border_radius=6)
        theme.draw_text(surface, f"{cash}   ·   {shares}", pygame.Rect(area.left + 12, y + 186, area.width - 24, 44),
                        size=theme.FONT_SIZES["button"], align="left")
        del chains

    def draw_buy(self, surface: pygame.Surface, summary: dict[str, Any]) -> None:
        seat = self.turn
        area = SHEET.inflate(-32, -24)
        chains = summary["chains"]
        own = self.table.summary(seat)["players"][seat]["cash"]
        pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (area.left, area.top + 4, 8, 32), border_radius=3)
        theme.draw_text(surface, _("{name} buys shares (up to 3)").format(name=self.name(seat)),
                        pygame.Rect(area.left + 16, area.top, area.width - 16, 40), size=theme.FONT_SIZES["title"],
                        align="left")
        heads = pygame.Rect(area.left, area.top + 44, area.width, 26)
        columns = ((_("Chain"), area.left + 8, "left"), (_("Size"), area.left + 190, "right"),
                   (_("Price"), area.left + 280, "right"), (_("Left"), area.left + 350, "right"))
        for text, right, align in columns:
            rect = pygame.Rect(right - 80, heads.top, 80, heads.height) if align == "right" else \
                pygame.Rect(right, heads.top, 120, heads.height)
            theme.draw_text(surface, text, rect, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align=align)
        y = SHEET.top + 84
        if not chains:
            fit_paragraph(surface, _("No chain is on the board yet: there is nothing to buy."),
                          pygame.Rect(area.left, y, area.width, 60), theme.FONT_SIZES["body"], theme.TEXT_DIM)
        for chain_id, info in chains.items():
            fill = chain(chain_id)
            pygame.draw.rect(surface, fill, (area.left, y + 4, 40, 40), border_radius=6)
            theme.draw_text(surface, letter(summary, chain_id), pygame.Rect(area.left, y + 4, 40, 40), color=ink(fill),
                            size=theme.FONT_SIZES["title"])
            name = info["name"] + ("  " + _("safe") if info["safe"] else "")
            theme.draw_text(surface, name, pygame.Rect(area.left + 50, y, 140, 48), align="left")
            for value, right in ((str(info["size"]), 190), (money(info["price"]), 280),
                                 (str(info["available"]), 350)):
                theme.draw_text(surface, value, pygame.Rect(area.left + right - 80, y, 80, 48), align="right",
                                color=theme.TEXT if info["available"] else theme.TEXT_DIM)
            theme.draw_text(surface, str(self.buy.get(chain_id, 0)), pygame.Rect(SHEET.right - 122, y, 54, 48),
                            size=theme.FONT_SIZES["title"])
            y += ROW
        total = sum(chains[c]["price"] * n for c, n in self.buy.items())
        lines = [_("Total {amount}").format(amount=money(total)),
                 _("Cash after {amount}").format(amount=money(own - total)) if not self.hidden
                 else _("Cash is private")]
        bottom = SHEET.bottom - 64
        for index, text in enumerate(lines):
            theme.draw_text(surface, text, pygame.Rect(area.left, bottom - 2 + index * 28, SHEET.width - 420, 28),
                            size=theme.FONT_SIZES["button"] if index == 0 else theme.FONT_SIZES["body"],
                            color=theme.TEXT if index == 0 else theme.TEXT_DIM, align="left")

    # -- private panel ---------------------------------------------------------------
    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """Cash, shares at today's prices, worth if the game ended now, and (dealt) the hand."""
        own = self.table.summary(seat)
        player = own["players"][seat]
        chains = own["chains"]
        worth_now = worth(self.full)[seat]
        theme.draw_text(surface, _("Cash {cash}  ·  worth now {worth}").format(
            cash=money(player["cash"]), worth=money(worth_now or 0)), pygame.Rect(area.left, area.top, area.width, 32),
                        size=theme.FONT_SIZES["button"], align="left")
        y = area.top + 40
        x = area.left
        shares = player["shares"] or {}
        if not shares:
            theme.draw_text(surface, _("No shares."), pygame.Rect(x, y, 200, 40), color=theme.TEXT_DIM, align="left")
        for chain_id, count in shares.items():
            fill = chain(chain_id)
            label = chain_names(self.public)[chain_id]
            value = _("{count} at {price}").format(count=count, price=money(chains[chain_id]["price"])) \
                if chain_id in chains else _("{count} (off the board)").format(count=count)
            box = pygame.Rect(x, y, 152, 56)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
            pygame.draw.rect(surface, fill, (box.left, box.top, 10, box.height), border_radius=4)
            theme.draw_text(surface, label, pygame.Rect(box.left + 16, box.top + 2, box.width - 20, 26),
                            align="left")
            theme.draw_text(surface, value, pygame.Rect(box.left + 16, box.top + 28, box.width - 20, 24),
                            size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
            x += box.width + 8
            if x + box.width > area.right:
                x, y = area.left, y + 62
        self.hand_rects = []
        hand = player.get("hand")
        if hand is None:
            return
        y = area.bottom - 88
        acting = self.kind == "place_tile" and self.turn == seat
        tip = _("Your tiles: tap one to see what it does and place it.") if acting else _("Your tiles")
        theme.draw_text(surface, tip, pygame.Rect(area.left, y - 30, area.width, 26), size=theme.FONT_SIZES["body"],
                        align="left", color=theme.TEXT_DIM)
        width = min(96, (area.width - 5 * 8) // 6)
        for index, tile in enumerate(hand):
            rect = pygame.Rect(area.left + index * (width + 8), y, width, 72)
            kind = self.table.preview(PlaceTile(seat, tile))["kind"]
            playable = kind in ("lonely", "grow", "found", "merge")
            pygame.draw.rect(surface, theme.BACKGROUND if playable else theme.DISABLED, rect, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if acting and playable else theme.PANEL, rect, width=2,
                             border_radius=8)
            theme.draw_text(surface, tile, pygame.Rect(rect.left, rect.top + 4, rect.width, 36),
                            size=theme.FONT_SIZES["title"])
            theme.draw_text(surface, outlook_word(kind), pygame.Rect(rect.left + 4, rect.top + 42,
                                                                                   rect.width - 8, 24),
                            size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM)
            if acting:
                self.hand_rects.append((rect, tile))
