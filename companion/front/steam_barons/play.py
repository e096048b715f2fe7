"""Steam Barons' play screen: the status panel, the stock chart, and the generic decision widgets.

Left, the status panel (per player cash, shares and certificates; per
company in order of play its price, treasury, performance and controller,
the shares on offer and the links being in the decision's hint when they
matter; the card's calibration). Top right, the board picture: the
stock chart (price track 0–18 and B with every company's marker, green and
pink squares, the adjustment table; after phase 4 the markers run to their
new squares), or while building and shipping the checklist of what the
companion cannot see on the map with the engine's preview of the entry. A
tap on it shows the referee's insight instead.

Every decision is the generic panel's (:mod:`companion.ui.decide`), drawn
from the prompt's actors: bids and purchases on the bid panel, tiles and
deliveries in the basket (the map's surcharges as the hint above the cost),
the sealed sales through the hand-over, the first player as a pick. Only the
order of play drawn from a real bag is this game's own entry
(:meth:`layout_entry`): the company tokens tapped in the order they came out.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from companion.core import PUBLIC, is_legal
from companion.core.decisions import Actor, Entry
from companion.core.records import Action
from companion.games.steam_barons.actions import CompanyOrder
from companion.text.i18n import _, ngettext, number, pgettext
from companion.ui import theme
from companion.ui.decide.panel import GAP, ROW
from companion.ui.pictures import Pictures
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.scenes.play import PlayScene

from . import texts
from .drawing import SMALL, chip, company_colour, company_name, draw_status_panel, draw_stock_chart
from .holdings import certificates
from .palette import COMPANY_COLOURS
from .payout import PayoutScene

CHART_H = 158
RUN_SECONDS = 1.2  # the markers' run to their new squares after phase 4


class SteamBaronsPlayScene(PlayScene):
    status_width = 300

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.moved_at: float | None = None  # when phase 4 last moved the prices (the chart's run)
        self.show_insight = False  # a tap on the chart shows the referee's view instead
        self.run_on_return = False  # phase 4's screen is up: the markers run when the play screen is back
        self._summaries: dict[int | None, dict[str, Any]] = {}
        self._look: str | None = None
        # The status panel and the chart, kept while they look the same: some eighty texts and sixty shapes a
        # frame, which the play screen and every view drawn over it (a private view, a question) would draw again.
        self.pictures = Pictures(kept=8)

    def summary(self, viewer: int | None = PUBLIC) -> dict[str, Any]:
        """The table's summary as ``viewer`` sees it, worked out once per change of the table: the status panel,
        the chart and a private view all read it at every frame, and each time it copies every company's
        payouts and the last price moves."""
        if viewer not in self._summaries:
            self._summaries[viewer] = self.table.summary(viewer)
        return self._summaries[viewer]

    @property
    def look(self) -> str:
        """The public summary as text, once per change of the table: the kept pictures' keys (a key that leaves
        nothing out, so a picture is drawn again whenever anything it could show has changed)."""
        if self._look is None:
            self._look = repr(self.summary())
        return self._look

    # -- hooks of the generic screen ---------------------------------------------------------
    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(self.status_width + 8, TOP_BAR + 4, self.size[0] - self.status_width - 14, CHART_H)

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """A tap on the chart switches to the referee's view and back (it selects nothing)."""
        self.show_insight = not self.show_insight
        self.app.dirty = True
        return None

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return COMPANY_COLOURS.get(key)

    def preview_lines(self, action: Action) -> list[str]:
        return texts.preview_lines(self.table.preview(action))

    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool:
        """The order of play: the companion's draw, or the tokens tapped in as they came out of a real bag."""
        panel, decision = self.panel, actor.decision
        assert isinstance(decision, Entry), "the order of play is an entry: too many orders to list"
        companies = list(self.prompt().data.get("companies", []))
        drawn = sorted((c for c in companies if c in panel.values), key=lambda c: panel.values[c])
        grid_rows = -(-len(companies) // 3)
        compact = area.height < (grid_rows + 2) * (ROW + GAP) - GAP
        offered = actor.chance  # not where a step is fixed: the order the table drew then is entered
        if offered and not compact:
            area = panel.chance_button(area)
        width = (area.width - 2 * GAP) // 3
        for index, company in enumerate(companies):
            place = drawn.index(company) + 1 if company in drawn else None
            rect = (area.left + index % 3 * (width + GAP), area.top + index // 3 * (ROW + GAP), width, ROW)
            panel.button(
                rect,
                f"{place}. {company_name(company)}" if place else company_name(company),
                partial(panel.set, company, len(drawn)),
                key=f"order-{company}",
                swatch=company_colour(company),
                enabled=place is None,
                size=theme.FONT_SIZES["small"],
            )
        top = area.top + grid_rows * (ROW + GAP)
        in_bag = [company for company in companies if company not in drawn]
        # The last token left in the bag can only come out last: the order is known without a tap for it.
        action = CompanyOrder(tuple(drawn + in_bag) if len(in_bag) == 1 else tuple(drawn))
        small = theme.FONT_SIZES["small"] if compact else theme.FONT_SIZES["button"]
        if (
            compact and offered
        ):  # a long hint left no room for a row of its own: the companion's draw joins Clear and confirm
            chance_w = (area.width - 2 * GAP) * 2 // 5
            panel.button(
                (area.left, top, chance_w, ROW),
                _("Let the companion decide"),
                self.decide_chance,
                color=theme.ACCENT,
                text_color=theme.BACKGROUND,
                key="chance",
                size=small,
            )
            left = area.left + chance_w + GAP
        else:
            left = area.left
        half = (area.right - left - GAP) // 2
        panel.button(
            (left, top, half, ROW),
            _("Clear"),
            self.clear_order,
            key="order-clear",
            enabled=bool(drawn),
            size=small,
            refused=lambda: panel.say(_("No token tapped in yet: nothing to clear")),
        )
        # A greyed confirm says how many tokens are still to be tapped in, never a tap that does nothing.
        untapped = len(in_bag) - 1
        panel.button(
            (left + half + GAP, top, half, ROW),
            _("This order"),
            lambda: panel.choose(action),
            key="order-confirm",
            color=theme.CONFIRM,
            enabled=decision.choice is not None and is_legal(action, [decision.choice]),
            size=small,
            refused=lambda: panel.say(
                ngettext(
                    "Tap the tokens in as they come out of the bag: {count} more token to tap",
                    "Tap the tokens in as they come out of the bag: {count} more tokens to tap",
                    untapped,
                ).format(count=untapped)
            ),
        )
        return True

    def clear_order(self) -> None:
        self.panel.values.clear()
        self.layout()

    def result_scene(self, update: Any) -> Scene | None:
        """Phase 4 (dividends, then prices) on a screen of its own: a table, not thirty sentences."""
        if any(getattr(event, "type", "") == "company_result" for event in update.events):
            self.run_on_return = True
            return PayoutScene(self.app)
        return None

    def enter(self) -> None:
        """Back from the payout screen, the markers run to their new squares where the table can see them."""
        if self.run_on_return:
            self.run_on_return = False
            self.moved_at = self.app.clock()
        self._summaries, self._look = {}, None  # the table may have changed while another screen was on top
        super().enter()

    # -- the chart's run after phase 4 ------------------------------------------------------
    def on_table(self, update: Any) -> None:
        moved = update.kind in ("applied", "redone") and any(
            getattr(e, "type", "") in ("price_moved", "prices_held") for e in update.events
        )
        self.moved_at = self.app.clock() if moved else None  # the next change ends the run at once
        self._summaries, self._look = {}, None
        super().on_table(update)

    def animating(self, now: float) -> bool:
        return self.moved_at is not None and now - self.moved_at < RUN_SECONDS + 0.1

    # -- drawing -----------------------------------------------------------------------------
    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The status panel as its kept picture (the summary and whose turn it is say how it looks), with the
        players' rows a finger names."""
        summary, current = self.summary(), self.prompt().player

        def paint(target: pygame.Surface, rect: pygame.Rect) -> list[tuple[pygame.Rect, int]]:
            rows = draw_status_panel(target, rect, summary, current=current)
            return [(row.move(-rect.left, -rect.top), seat) for row, seat in rows]  # relative to the panel

        rows = self.pictures.draw(surface, area, ("status", self.look, current), paint)
        self.player_rows = [(row.move(area.topleft), seat) for row, seat in rows]

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The stock chart, the checklist while building and shipping, or the referee's insight, as its kept
        picture; the markers' run after phase 4 is drawn afresh at every frame (it follows the clock)."""
        summary = self.summary()
        kind = self.prompt().kind
        if self.show_insight:
            self.pictures.draw(surface, rect, ("insight", self.look), partial(self.draw_insight, summary=summary))
        elif kind in ("build", "deliver"):
            paint = partial(self.draw_checklist, summary=summary, kind=kind)
            self.pictures.draw(surface, rect, ("checklist", self.look, kind), paint)
        else:
            run = None if self.moved_at is None else min(1.0, (self.app.clock() - self.moved_at) / RUN_SECONDS)
            # the status panel beside says the card is a stand-in: the chart does not say it again
            if run is not None and run < 1.0:
                draw_stock_chart(surface, rect, summary, run, flagged=False)
            else:  # at its end the run draws what no run draws
                paint = partial(draw_stock_chart, summary=summary, flagged=False)
                self.pictures.draw(surface, rect, ("chart", self.look), paint)

    def draw_insight(self, surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any]) -> None:
        """Each company's payouts at its performance now, and its price if phase 4 ran now (tap to close)."""
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        theme.draw_text(
            surface,
            _("If phase 4 ran now (tap to close)"),
            pygame.Rect(rect.left + 8, rect.top + 2, rect.width - 16, 22),
            size=theme.FONT_SIZES["small"],
            color=theme.TEXT_DIM,
            align="left",
        )
        for index, (company, line) in enumerate(
            zip(summary.get("insight") or {}, texts.insight_lines(summary), strict=False)
        ):
            y = rect.top + 24 + index * 22
            chip(surface, company, pygame.Rect(rect.left + 8, y + 4, 10, 14))
            theme.draw_text(
                surface, line, pygame.Rect(rect.left + 22, y, rect.width - 30, 22), size=SMALL, align="left"
            )

    def draw_checklist(self, surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any], kind: str) -> None:
        """What the map keeps, to check before confirming (the basket itself says what the entry will do)."""
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        company = summary.get("at") or ""
        title = (
            _("{company} builds: check on the map") if kind == "build" else _("{company} ships: check on the map")
        ).format(company=company_name(company))
        chip(surface, company, pygame.Rect(rect.left + 8, rect.top + 8, 14, 20))
        theme.draw_text(
            surface,
            title,
            pygame.Rect(rect.left + 28, rect.top + 4, rect.width - 36, 28),
            size=theme.FONT_SIZES["body"],
            align="left",
        )
        lines = texts.build_checklist(summary.get("map", "")) if kind == "build" else texts.delivery_checklist()
        small = theme.FONT_SIZES["small"]
        y = rect.top + 36
        for line in lines:
            pygame.draw.rect(surface, theme.TEXT_DIM, (rect.left + 12, y + 5, 12, 12), width=2, border_radius=2)
            for piece in theme.wrap(line, rect.width - 40, small):  # a long check takes two lines, at its size
                theme.draw_text(
                    surface, piece, pygame.Rect(rect.left + 32, y, rect.width - 40, 20), size=small, align="left"
                )
                y += 20
            y += 2

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cash, shares and certificates, and its own sealed sale if it has chosen one."""
        summary = self.summary(seat)
        player = summary["players"][seat]
        held = ", ".join(f"{count} {company_name(c)}" for c, count in player["shares"].items())
        held = held or pgettext("shares", "none")  # "Shares: none", not "Shares: no shares"
        lines = [_("Cash ${cash}").format(cash=number(player["cash"])), _("Shares: {held}").format(held=held)]
        if certificates(summary, player):  # none once the game is over: it decides nothing then
            lines.append(
                _("Certificates: {companies}").format(
                    companies=", ".join(company_name(c) for c in certificates(summary, player))
                )
            )
        own = (summary.get("sales") or {}).get("own")
        if own is not None:
            sold = ", ".join(f"{n} {company_name(c)}" for c, n in own.items()) or _("nothing")
            lines.append(_("Your sealed sale: {sold}").format(sold=sold))
        for index, line in enumerate(lines):
            theme.draw_text(surface, line, pygame.Rect(area.left, area.top + index * 32, area.width, 28), align="left")
