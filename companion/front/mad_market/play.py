"""Mad Market's play screen: the status panel, the share market chart and the generic decision widgets.

Left, every player (cash, VP, square, shares and companies per stock,
brokers, guards, the pack), the police count and the round. Top right, the
share market chart (:mod:`.chart`): a roll being entered shows its price
moves there and where the pawn lands; a fight shows its rounds; a tap shows
the referee's view of every player's worth instead. While a basket or a bid
needs the room the chart shrinks to a strip of values.

Every decision is the generic panel's: the white and the black die, the
landing's offers as picks, the guards and the bids on the amount panel,
the debt's sales in the basket. The open phase's one decision holds the
trades, the brokers, the items and the company sales together, too many
for one panel, so the screen splits it into tabs (Buy, Sell, Brokers,
Item, Companies): each tab is the generic basket or the generic option
grid over the same legal choices, with End the move always beside.
"""

from __future__ import annotations

import dataclasses
from functools import cached_property, partial
from typing import Any, NamedTuple

import pygame

from companion.core import N_, PUBLIC, ActionRange, Basket, Dice
from companion.core.decisions import Actor, BasketItem, PickOption
from companion.core.records import Action
from companion.games.mad_market.board import Board
from companion.palette import SEATS
from companion.text.i18n import _, ngettext, number, pgettext
from companion.ui import theme
from companion.ui.decide import basket
from companion.ui.decide.choice import options_grid
from companion.ui.decide.panel import GAP, ROW, shrink
from companion.ui.pictures import Pictures
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene
from companion.ui.theme import clip as fit_name

from . import texts
from .chart import COMPACT_H, FULL_H, draw_compact, draw_fight, draw_market, draw_worth
from .palette import STOCK_COLOURS, stock_colour

MODES = (
    ("buy", N_("Buy")),
    ("sell", N_("Sell")),
    ("broker", N_("Brokers")),
    ("item", N_("Item")),
    ("company", N_("Companies")),
)
EMPTY = {
    "buy": N_("No shares to buy now"),
    "sell": N_("No shares to sell now"),
    "broker": N_("No stockbroker to use now"),
    "item": N_("No item to buy now"),
    "company": N_("No company to sell now"),
}
"""What a tab with nothing to offer says when opened or tapped greyed (the tab stays, greyed: the row never
changes)."""
FIGHT_QUESTIONS = {
    "police": N_("Police fight: white for {player}, black for the police"),
    "takeover": N_("Takeover fight: white for {player}, black for {owner}"),
}
"""A fight's question in the top bar: who throws which die (each side's cards are the chart's heading)."""
SMALL = theme.FONT_SIZES["small"]  # the least a play screen may use (companion.ui.fit.SMALLEST)
NAME = SMALL + 2  # a player's name, cash and VP: a step above the rest of their row


def amount(value: Any) -> str:
    """An amount of the player's card, grouped as the language writes it; "?" where the summary has none."""
    return number(value) if isinstance(value, int) else "?"


ROW_MOST = 62  # a player's row at two or three players: three lines with air between them
FOOT_LINE = 17  # a status line under the players, at the small type
NAME_LINE, SQUARE_LINE, CHIP_LINE = 16, 14, 17  # a row's three lines at their least: six players and the last round
CHIP_LEAST = 30  # a stock chip at its narrowest, unless the row must also hold a long kit
CHIP_GAP = 3
KIT_GAP = 10  # between the chips (or the square's name) and the kit
PIP_COLUMN = 6  # the column of pips at a chip's right, one per company of its stock
PIP_CHIP = 14  # a chip of pips alone: a stock held only as companies


class Chip(NamedTuple):
    """A stock held, in a player's row: its share count and companies, and the chip's width."""

    stock: str
    shares: int
    companies: int
    width: int


def fits(text: str, width: int) -> bool:
    """Whether ``text`` fits ``width`` at the small type (a basket line's note)."""
    return theme.text_size(text, SMALL)[0] <= width


class MadMarketPlayScene(PlayScene):
    status_width = 270

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.mode: str | None = None  # the open phase's tab
        self.show_worth = False  # a tap on the chart shows each player's worth instead
        self._summary: dict[str, Any] | None = None
        self._look: str | None = None
        # The status panel and the chart, kept while they look the same: some seventy texts and fifty shapes a
        # frame, which the play screen and every view drawn over it (a private view, a question) would draw again.
        self.pictures = Pictures(kept=8)
        self.chart_said: tuple[str, ...] = ()  # the throw's preview the chart says, as last drawn (:meth:`left_out`)

    @cached_property
    def board(self) -> Board:
        """The board the game was started with (the journal header embeds all of it)."""
        return Board.from_data(self.table.header.config["board"], validated=True)

    @property
    def summary(self) -> dict[str, Any]:
        """The public summary, computed once per change of the table (every option and panel reads it)."""
        if self._summary is None:
            self._summary = self.table.summary(PUBLIC)
        return self._summary

    @property
    def look(self) -> str:
        """The public summary as text, once per change of the table: the kept pictures' keys (a key that leaves
        nothing out, so a picture is drawn again whenever anything it could show has changed)."""
        if self._look is None:
            self._look = repr(self.summary)
        return self._look

    # -- hooks of the generic screen ---------------------------------------------------------
    def prompt_text(self) -> str:
        """A fight's question without its counts while the chart shows the fight: its heading says each side's
        cards (the title said them too, "guards: 2, officers: 1" over "Ann (2 guards) against the police (1)").
        With the worth on the chart instead, the question counts them as the console and the phones do."""
        fight = self.summary.get("fight")
        actor = self.prompt().primary()
        shown = not self.show_worth or self.entered_dice() is not None  # a throw entered brings the fight back
        if fight and shown and self.panel.card is None and actor is not None and isinstance(actor.decision, Dice):
            question = FIGHT_QUESTIONS["police" if fight["kind"] == "police" else "takeover"]
            names = self.table.names
            owner = names[fight["defender"]] if fight.get("defender") is not None else ""
            return _(question).format(player=names[fight["player"]], owner=owner)
        return super().prompt_text()

    def board_rect(self) -> pygame.Rect:
        actor = self.prompt().primary()
        compact = actor is not None and actor.decision.kind in ("basket", "amount")
        compact = compact or self.prompt().kind == "open"
        return pygame.Rect(
            self.status_width + 8, TOP_BAR + 4, self.size[0] - self.status_width - 14, COMPACT_H if compact else FULL_H
        )

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """A tap on the chart shows the referee's view of everyone's worth, and back (it selects nothing)."""
        self.show_worth = not self.show_worth
        self.layout()  # the title counts a fight's cards while the chart does not show them
        self.app.dirty = True
        return None

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        """Stock colours for stocks (3), stock lines (buy-3, sell-3), brokers (broker-3-up) and companies (IT-2)."""
        parts = key.split("-")
        if key in STOCK_COLOURS:
            return STOCK_COLOURS[key]
        if parts[0] in ("buy", "sell", "broker") and len(parts) > 1:
            return stock_colour(parts[1])
        company = self.board.companies.get(key.removeprefix("company-"))
        return stock_colour(company.stock) if company is not None else None

    def option_text(self, actor: Actor, option: PickOption) -> str:
        return texts.option_text(option.key, option.action, self.board, self.summary) or super().option_text(
            actor, option
        )

    def hint(self, actor: Actor) -> str | None:
        if self.prompt().kind in ("roll", "fight", "open"):
            return None  # the chart shows the roll's moves and the fight's rounds; two dice need the room
        return super().hint(actor)  # the engine's note, as the console and the phones say it

    def preview_lines(self, action: Action) -> list[str]:
        return texts.preview_lines(self.table.preview(action), self.board, self.summary)

    def enter(self) -> None:
        self._summary = self._look = None  # the table may have changed while another screen was on top
        super().enter()

    def on_table(self, update: Any) -> None:
        self._summary = self._look = None
        if self.table.prompt().kind != "open":
            self.mode = None
        super().on_table(update)

    # -- the open phase, in tabs ---------------------------------------------------------------
    def layout_prompt(self, area: pygame.Rect) -> None:
        prompt = self.prompt()
        actor = prompt.primary()
        decision = actor.decision if actor is not None and isinstance(actor.decision, Basket) else None
        # Anything but a basket of the open phase or a debt, or a roll's result card: the generic panel shows it.
        if actor is None or decision is None or prompt.kind not in ("open", "debt") or self.panel.card is not None:
            super().layout_prompt(area)
            return
        if prompt.kind == "debt":
            hint = self.hint(actor)
            if hint:
                self.panel.label((area.left, area.top, area.width, 24), hint, size="small", color=theme.TEXT_DIM)
            self.layout_trades(actor, decision, list(decision.items), None, shrink(area, 26), "sell")
            return
        others = {option.key: option for option in decision.others}
        lines = {side: [i for i in decision.items if i.key.startswith(f"{side}-")] for side in ("buy", "sell")}
        offers = {
            mode: [o for k, o in others.items() if k.startswith(f"{mode}-")] for mode in ("broker", "item", "company")
        }
        live = {
            **{side: any(i.high > 0 for i in found) for side, found in lines.items()},
            **{mode: any(option.enabled for option in found) for mode, found in offers.items()},
        }
        # Every tab always, in its place: a tab that vanished (the last company sold, the move's item bought)
        # widened the others under the finger. One with nothing to offer now is greyed and says so when tapped
        # (Sell with no shares too: it was left live in dim words beside greyed tabs); one whose offers are all
        # refused opens, each offer greyed with its reason; the tab open when its last offer went stays open.
        if self.mode is None:
            self.mode = next((mode for mode, _text in MODES if live[mode]), "sell")
        width = (area.width - GAP * (len(MODES) - 1)) // len(MODES)
        for index, (mode, text) in enumerate(MODES):
            chosen = mode == self.mode
            self.panel.button(
                (area.left + index * (width + GAP), area.top, width, ROW - 4),
                _(text),
                partial(self.open_mode, mode),
                key=f"mode-{mode}",
                size=SMALL,
                color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if chosen else theme.TEXT,  # greyed words are the greyed tab's
                enabled=chosen or (live[mode] if mode in lines else bool(offers[mode])),
                refused=partial(self.panel.say, _(EMPTY[mode])),
            )
        area = shrink(area, ROW + 2)
        end = others.get("end_turn")
        if self.mode in lines:
            self.layout_trades(actor, decision, lines[self.mode], end, area, self.mode)
            return
        bottom = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
        if end is not None:
            self.panel.button(bottom, self.option_text(actor, end), lambda: self.act(end.action), key="basket-end_turn")
        area = pygame.Rect(area.left, area.top, area.width, area.height - ROW - GAP)
        if not offers[self.mode]:
            self.panel.label(
                (area.left, area.top, area.width, 28), _(EMPTY[self.mode]), size="small", color=theme.TEXT_DIM
            )
        elif self.mode == "broker":
            self.layout_brokers(actor, offers["broker"], area)
        else:
            options_grid(self.panel, actor, offers[self.mode], area, lambda option: self.act(option.action))

    def act(self, action: Action) -> None:
        self.panel.choose(action)

    def layout_trades(
        self,
        actor: Actor,
        decision: Basket,
        items: list[BasketItem],
        end: PickOption | None,
        area: pygame.Rect,
        side: str,
    ) -> None:
        """One side's lines in the generic basket: live prices, and why a line cannot move (or must)."""
        seat = decision.fixed["player"]
        lows = {f"{c.fixed['side']}-{c.fixed['stock']}": c.low for c in decision.choices if isinstance(c, ActionRange)}
        least = {key: low for key, low in lows.items() if low > 1}
        footer = ROW + GAP + 28 + 2 * 28  # the basket's total and confirm, and room for two lines of preview
        column = (area.width - GAP) // 2 if len(items) * (basket.LINE + GAP) > area.height - footer else area.width

        def room(item: BasketItem) -> int:  # the note's width beside the line's controls (basket.line's)
            return basket.note_width(item, column, lines=items) - 20

        shown = tuple(
            dataclasses.replace(
                item,
                label=texts.code(self.board, item.key.split("-")[1]),
                note=self.trade_note(item, seat, side, least.get(item.key), room(item)),
            )
            for item in items
        )
        if decision is not None and len(shown) == 1 and end is None:  # a debt's one way out, ready to confirm
            shown = (dataclasses.replace(shown[0], start=lows.get(shown[0].key)),)
        button = N_("Buy {count} for {cost}") if side == "buy" else N_("Sell {count} for {cost}")
        if self.prompt().kind == "debt":  # the money is said once, by "you receive"; the preview says what it covers
            button = N_("Sell {count}")
        one_side = dataclasses.replace(
            decision,
            items=shown,
            unit="",
            button=button,
            idle=N_("Buy") if side == "buy" else N_("Sell"),  # greyed at 0, where "Sell 0 for 0" read as an offer
            others=(end,) if end is not None else (),
        )
        basket.layout(self.panel, dataclasses.replace(actor, decision=one_side), area)

    def trade_note(self, item: BasketItem, seat: int, side: str, least: int | None, room: int) -> str:
        """Why a stock's line cannot move, or must, in words that fit ``room`` whole at the small type: a
        shorter wording where two columns leave little room, a long holder's name cut short, never the rest."""
        if least is not None:
            whole = (
                _("all {count}").format(count=item.high)
                if least == item.high
                else _("at least {count}, up to {high}").format(count=least, high=item.high)
            )
            return whole if fits(whole, room) else _("min {least}").format(least=least)
        stock = item.key.split("-")[1]
        note = texts.basket_note(stock, self.summary, seat, side, item.high)
        holder = self.summary["stocks"][stock].get("holding")
        if not fits(note, room) and isinstance(holder, int):  # "Maximiliana holds all 3": the name gives way
            name = self.summary["players"][holder]["name"]
            rest = theme.text_size(note, SMALL)[0] - theme.text_size(name, SMALL)[0]
            note = note.replace(name, fit_name(name, room - rest, SMALL, SMALL)[0])
        return note

    def layout_brokers(self, actor: Actor, options: list[PickOption], area: pygame.Rect) -> None:
        """A column per stock, ▲ over ▼: each tap is one broker's move at once."""
        used = len((self.summary.get("turn") or {}).get("brokers_used", []))
        self.panel.label(
            (area.left, area.top, area.width, 24),
            _("Each broker moves a different stock one field ({used} used this move)").format(used=used),
            size="small",
            color=theme.TEXT_DIM,
        )
        stocks = sorted({option.key.split("-")[1] for option in options})
        width = (area.width - GAP * (len(stocks) - 1)) // max(1, len(stocks))
        for column, stock in enumerate(stocks):
            for row, direction in enumerate(("up", "down")):
                option = next((o for o in options if o.key == f"broker-{stock}-{direction}"), None)
                if option is None:
                    continue
                self.panel.button(
                    (area.left + column * (width + GAP), area.top + 28 + row * (ROW + GAP), width, ROW),
                    self.option_text(actor, option),
                    partial(self.act, option.action),
                    key=f"pick-{option.key}",
                    size=SMALL,
                    swatch=stock_colour(stock),
                )

    def open_mode(self, mode: str) -> None:
        self.mode = mode
        self.panel.values.clear()
        self.panel.page = 0
        self.layout()

    # -- drawing -----------------------------------------------------------------------------
    def left_out(self) -> list[list[str]]:
        """The panel's preview sentences left out, but a throw's: the chart says its price moves and landing (or a
        fight's rounds) above the dice, which leave the panel no room to say them again."""
        return [lines for lines in super().left_out() if not set(lines) <= set(self.chart_said)]

    def entered_dice(self) -> tuple[int, int] | None:
        values = self.panel.values
        if "die-white" in values and "die-black" in values:
            return values["die-white"], values["die-black"]
        return None

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The chart as its kept picture: the strip, the worth, a fight (with the throw being entered) or the
        market (with the moves of the roll being entered), each keyed by what it shows."""
        summary, look, board = self.summary, self.look, self.board
        self.chart_said = ()
        if rect.height <= COMPACT_H:
            self.pictures.draw(surface, rect, ("compact", look), lambda s, r: draw_compact(s, r, summary, board))
            return
        dice = self.entered_dice()
        actor = self.prompt().primary()
        if dice is not None and actor is not None and isinstance(actor.decision, Dice):
            # A throw being entered is said on the chart alone (the dice leave the panel no room for it): the worth
            # a tap opened gives way to it, and a tap on the chart then leaves it there.
            self.show_worth = False
        if self.show_worth:
            self.pictures.draw(surface, rect, ("worth", look), lambda s, r: draw_worth(s, r, summary))
            return
        if summary.get("fight"):
            entered = None
            if dice is not None and actor is not None and isinstance(actor.decision, Dice):
                after = self.preview_lines(actor.decision.make({"white": dice[0], "black": dice[1]}))
                entered = _("This throw: white {white}, black {black}").format(white=dice[0], black=dice[1])
                entered = " · ".join([entered, *after])
                self.chart_said = tuple(after)
            names = list(self.table.names)
            paint = partial(draw_fight, summary=summary, names=names, entered=entered)
            self.pictures.draw(surface, rect, ("fight", look, tuple(names), entered), paint)
            return
        ghosts: dict[str, int] = {}
        landing = None
        if (
            dice is not None
            and actor is not None
            and isinstance(actor.decision, Dice)
            and summary.get("phase") == "roll"
        ):
            preview = self.table.preview(actor.decision.make({"white": dice[0], "black": dice[1]}))
            if preview:
                ghosts = {move["stock"]: move["new"] for move in preview["moves"]}
                landing = texts.roll_lines(preview, self.board, summary)
        roll = self.chart_said = tuple(landing or ())
        key = ("market", look, tuple(sorted(ghosts.items())), roll)
        self.pictures.draw(surface, rect, key, lambda s, r: draw_market(s, r, summary, board, ghosts, roll))

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The status panel as its kept picture (the summary and whose turn it is say how it looks), with the
        players' rows a finger names."""
        current = self.prompt().player

        def paint(target: pygame.Surface, rect: pygame.Rect) -> list[tuple[pygame.Rect, int]]:
            rows = self.paint_status(target, rect, current)
            return [(row.move(-rect.left, -rect.top), seat) for row, seat in rows]  # relative to the panel

        rows = self.pictures.draw(surface, area, ("status", self.look, current), paint)
        self.player_rows = [(row.move(area.topleft), seat) for row, seat in rows]

    def paint_status(
        self, surface: pygame.Surface, area: pygame.Rect, current: int | None
    ) -> list[tuple[pygame.Rect, int]]:
        """A row per player (see :meth:`draw_player`), and under them the round, the target and the police;
        returns each player's row and seat.

        Every word is at least the small type (18 px) and none is cut short but a player's name: the rows
        share what the status lines leave, three lines each even at six players."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        summary = self.summary
        players = summary.get("players", [])
        footer = self.status_footer(summary, area.width - 16)
        foot_h = FOOT_LINE * len(footer) + 6
        row_h = min(ROW_MOST, (area.height - 6 - foot_h) // max(1, len(players)))
        rows = []
        for seat, player in enumerate(players):
            row = pygame.Rect(area.left + 4, area.top + 4 + seat * row_h, area.width - 8, row_h - 2)
            rows.append((row, seat))
            if seat == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pygame.draw.rect(
                surface, SEATS[seat % len(SEATS)], (row.left + 2, row.top + 4, 6, row.height - 8), border_radius=3
            )
            self.draw_player(surface, row, player)
        y = area.bottom - foot_h + 2
        for line, colour in footer:
            theme.draw_text(
                surface,
                line,
                pygame.Rect(area.left + 8, y, area.width - 16, FOOT_LINE),
                size=SMALL,
                color=colour,
                align="left",
            )
            y += FOOT_LINE
        return rows

    def status_footer(self, summary: dict[str, Any], width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The status lines under the players, each with its colour: the round, target and police broken at its
        " · " where the line is full (one line is too long for the panel at the small type in every language),
        then in the last round who still moves."""
        # The officers the *next* police fight brings: "police officers: 3" beside a fight against 2 read as this one's;
        # counted in officers, as the fight's own lines count them ("next police fight: 3" said 3 of what?). Once the
        # game is over there is no next fight.
        status = _("Round {round} · target {target} VP").format(
            round=summary.get("round", 1), target=summary.get("target")
        )
        police = int(summary.get("police_next") or 0)
        if not summary.get("over"):
            status += " · " + ngettext(
                "next police fight: {police} officer", "next police fight: {police} officers", police
            ).format(police=police)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for part in status.split(" · "):
            joined = f"{lines[-1][0]} · {part}" if lines else part
            if lines and theme.text_size(joined, SMALL)[0] <= width:
                lines[-1] = (joined, theme.TEXT_DIM)
            else:
                lines.append((part, theme.TEXT_DIM))
        if summary.get("last_round") and not summary.get("over"):  # the final scores say how it ended
            players = summary.get("players", [])
            left = ", ".join(players[s]["name"] for s in summary.get("last_movers", []))
            last = _("Last moves: {names}").format(names=left) if left else _("Last round")
            lines += [(line, theme.WARNING) for line in theme.wrap(last, width, SMALL)]
        return lines

    def draw_player(self, surface: pygame.Surface, row: pygame.Rect, player: dict[str, Any]) -> None:
        """Three lines: the name with cash and VP; the square the pawn stands on; the shares and the kit.

        The square has a line of its own so that "Guardia di sicurezza 1" is never cut short, and a long name
        is cut short before the cash and VP are."""
        colour = theme.TEXT_DIM if player.get("out") else theme.TEXT
        inner = pygame.Rect(row.left + 12, row.top + 1, row.width - 16, row.height - 2)
        spare = max(0, inner.height - NAME_LINE - SQUARE_LINE - CHIP_LINE) // 3  # shared out at fewer players
        first, second = NAME_LINE + spare, SQUARE_LINE + spare
        numbers = f"{number(player['cash'])}  " + _("{vp} VP").format(vp=player["vp"])
        line = pygame.Rect(inner.left, inner.top, inner.width, first)
        theme.draw_text(surface, numbers, line, size=NAME, color=colour, align="right")
        line.width -= theme.text_size(numbers, NAME)[0] + 10
        name, size = fit_name(player["name"], line.width, NAME, SMALL)
        theme.draw_text(surface, name, line, size=size, color=colour, align="left")
        where = _("out") if player.get("out") else texts.place(self.board, player["square"])
        square = pygame.Rect(inner.left, inner.top + first, inner.width, second)
        theme.draw_text(surface, where, square, size=SMALL, color=theme.TEXT_DIM, align="left")
        holdings = pygame.Rect(inner.left, square.bottom, inner.width, inner.bottom - square.bottom)
        kit = self.kit(player)
        kit_w = theme.text_size(kit, SMALL)[0]
        chips = self.chips(player)
        kit_line = holdings  # after the chips, where it belongs
        if kit and sum(chip.width + CHIP_GAP for chip in chips) + KIT_GAP + kit_w > holdings.width:
            if theme.text_size(where, SMALL)[0] + KIT_GAP + kit_w <= square.width:
                kit_line = square  # beside a short square's name, so the chips keep their room
            else:
                chips = self.chips(player, narrow=True)
        if kit:
            theme.draw_text(surface, kit, kit_line, size=SMALL, color=theme.WARNING, align="right")
        self.draw_chips(surface, holdings, chips)

    def kit(self, player: dict[str, Any]) -> str:
        """Brokers, guards and the pack in a few letters ("B1 G2 pack", French "A1 V2 paquet"); empty without any."""
        parts = (
            # NOTE: a player's stockbrokers beside their name: the word's first letter, then how many.
            _("B{count}").format(count=player["brokers"]) if player.get("brokers") else "",
            # NOTE: a player's security guards beside their name: the word's first letter, then how many.
            _("G{count}").format(count=player["guards"]) if player.get("guards") else "",
            _("pack") if player.get("pack") else "",
        )
        return " ".join(part for part in parts if part)

    def chips(self, player: dict[str, Any], narrow: bool = False) -> list[Chip]:
        """A chip per stock held, as wide as its count and its column of pips need, at least
        :data:`CHIP_LEAST` (``narrow``: no least, for a row that must also hold a long kit)."""
        owned: dict[str, int] = {}
        for company in player.get("companies", []):
            stock = self.board.companies[company].stock or ""
            owned[stock] = owned.get(stock, 0) + 1
        shares = player.get("shares", {})
        found = []
        for stock in self.board.stocks:
            count, companies = shares.get(stock, 0), owned.get(stock, 0)
            if not count and companies:  # companies but no share: the pips alone ("0" beside them read as a count)
                found.append(Chip(stock, 0, companies, PIP_CHIP))
            elif count:
                need = theme.text_size(str(count), SMALL)[0] + 6 + (PIP_COLUMN if companies else 0)
                found.append(Chip(stock, count, companies, need if narrow else max(CHIP_LEAST, need)))
        return found

    def draw_chips(self, surface: pygame.Surface, rect: pygame.Rect, chips: list[Chip]) -> None:
        """The chips left to right: the share count on the stock's colour, a pip per company at its right; a
        stock held only as companies, its pips alone in the middle of a narrow chip."""
        x = rect.left
        for chip in chips:
            box = pygame.Rect(x, rect.top + 1, chip.width, rect.height - 2)
            pygame.draw.rect(surface, stock_colour(chip.stock), box, border_radius=4)
            pips = PIP_COLUMN if chip.companies else 0
            column = box.right - pips // 2 - 1
            if chip.shares:
                digits = pygame.Rect(box.left, box.top, box.width - pips, box.height)
                theme.draw_text(surface, str(chip.shares), digits, size=SMALL, color=theme.BACKGROUND)
            else:
                column = box.centerx
            for pip in range(chip.companies):
                centre = (column, box.centery + (pip - (chip.companies - 1) / 2) * 5)
                pygame.draw.circle(surface, theme.BACKGROUND, centre, 2)
            x += chip.width + CHIP_GAP

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """One player in full: cash and worth, shares with their value, companies, items, kit."""
        summary = self.summary
        player = summary["players"][seat]
        worth = (summary.get("insight") or {}).get("worth", [{}] * (seat + 1))[seat]
        shares = ", ".join(
            f"{n} {self.board.stock_name(s, _)} ({number(n * summary['stocks'][s]['value'])})"
            for s, n in player.get("shares", {}).items()
        ) or _("none")
        items = ", ".join(f"{n} {_(item)}" for item, n in player.get("items", {}).items()) or pgettext("items", "none")
        lines = [
            _("Cash {cash} · worth {total} (shares {shares}, companies {companies})").format(
                cash=number(player["cash"]),
                total=amount(worth.get("total")),
                shares=amount(worth.get("shares")),
                companies=amount(worth.get("companies")),
            ),
            _("Shares: {shares}").format(shares=shares),
            _("Companies: {companies}").format(companies=", ".join(player.get("companies", [])) or _("none")),
            _("{vp} VP; items: {items}").format(vp=player["vp"], items=items),
            _("Brokers {brokers} · guards {guards} · pack: {pack}").format(
                brokers=player["brokers"], guards=player["guards"], pack=_("yes") if player["pack"] else _("no")
            ),
        ]
        y = area.top
        for line in lines:
            for piece in theme.wrap(line, area.width, theme.FONT_SIZES["body"]):
                theme.draw_text(surface, piece, pygame.Rect(area.left, y, area.width, 28), align="left")
                y += 30
