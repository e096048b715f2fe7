"""Steam Barons' play screen: the status panel, the stock chart, and each moment's decision.

Left, the status panel (per player cash, shares and certificates; per
company price, performance, treasury, controller, available and unissued
shares, links; the card's calibration). Top right, the stock chart (price
track 0–18 and B with every company's marker, green and pink squares, the
performance track, the adjustment table; after phase 4 the markers run to
their new squares), or during building and shipping the checklist of what
the companion cannot see on the map. Below it, the decision of the moment,
built only from the prompt's actors (decisions as data), so every tap makes
an action the engine offered:

- an auction or a purchase: a number with − / + and quick raises, confirm, pass;
- a tile: its cost with the map's surcharges as quick buttons, "completes a
  link", the issue preview, confirm, end building;
- a delivery: own and ownerless links, confirm, skip;
- the sealed sales: one button per seat still to choose; a seat's panel opens
  for that player alone (the others look away) and closes on confirming;
- the order of play: the companion's draw, or the tokens tapped in the order
  they came out of a real bag.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import PUBLIC, Amount, Basket, Confirm, Entry, Pick, Secret, is_legal
from companion.core.records import Action
from companion.games.steam_barons.actions import CompanyOrder
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button, Label

from . import texts
from .drawing import chip, company_colour, company_name, draw_status_panel, draw_stock_chart

GAP = 6
ROW_H = 52
RUN_SECONDS = 1.2


class SteamBaronsPlayScene(PlayScene):
    status_width = 300

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.values: dict[str, int] = {}  # the numbers being entered for the current decision
        self.order: list[str] = []  # a physical draw being tapped in
        self.selling_seat: int | None = None  # whose sealed sale panel is open
        self.moved_at: float | None = None  # when phase 4 last moved the prices (the chart's run)
        self.show_insight = False  # a tap on the chart shows the referee's view instead

    # -- reading the prompt ------------------------------------------------------------------
    def main_actor(self) -> Any:
        prompt = self.table.prompt()
        return prompt.actor(prompt.player) or (prompt.actors[0] if prompt.actors else None)

    def prompt_text(self) -> str:
        prompt = self.table.prompt()
        if prompt.over:
            return _("The game is over")
        if prompt.kind == "sell":
            return _("Sealed sales")
        actor = self.main_actor()
        if actor is None:
            return super().prompt_text()
        decision = actor.decision
        label = decision.inner.label if isinstance(decision, Secret) and decision.inner else decision.label
        values = {k: (_(v) if isinstance(v, str) else v) for k, v in decision.values.items()}
        try:
            return _(label).format(name=self.name(actor.seat) if actor.seat is not None else "", **values)
        except (KeyError, IndexError, ValueError):
            return super().prompt_text()

    def value(self, key: str, default: int, low: int, high: int) -> int:
        value = min(max(self.values.get(key, default), low), high)
        self.values[key] = value
        return value

    # -- layout ------------------------------------------------------------------------------
    def board_rect(self) -> pygame.Rect:
        width, _height = self.size
        return pygame.Rect(self.status_width + 6, TOP_BAR + 4, width - self.status_width - 12, 158)

    def decision_area(self) -> pygame.Rect:
        width, height = self.size
        top = self.board_rect().bottom + 6
        return pygame.Rect(self.status_width + 6, top, width - self.status_width - 12, height - top - 6)

    def layout_prompt(self, area: pygame.Rect) -> None:
        area = self.decision_area()
        prompt = self.table.prompt()
        if prompt.over:
            self.widgets.append(Button((area.left, area.top, area.width, 64), _("Final scores"), self.show_final,
                                       color=theme.CONFIRM, key="final"))
            return
        hint = texts.hint(self.table.summary(PUBLIC), prompt.to_json())
        if hint and prompt.kind not in ("sell",):
            self.widgets.append(Label((area.left, area.top, area.width, 24), hint, size=theme.FONT_SIZES["small"],
                                      color=theme.TEXT_DIM))
            area = pygame.Rect(area.left, area.top + 26, area.width, area.height - 26)
        if prompt.kind == "sell":
            self.layout_sales(prompt, area)
            return
        actor = self.main_actor()
        if actor is None:
            return
        decision = actor.decision
        if prompt.kind == "company_order" and isinstance(decision, Entry):
            self.layout_order(decision, area)
        elif prompt.kind == "build" and isinstance(decision, Basket):
            self.layout_build(decision, area)
        elif isinstance(decision, Basket):
            self.layout_delivery(decision, area)
        elif isinstance(decision, Amount):
            self.layout_amount(decision, area)
        elif isinstance(decision, Pick):
            if actor.chance:
                self.chance_button(area)
                area = pygame.Rect(area.left, area.top + ROW_H + GAP, area.width, area.height - ROW_H - GAP)
            self.layout_buttons([option.action for option in decision.options], area)
        elif isinstance(decision, Confirm) and decision.action is not None:
            self.widgets.append(Label((area.left, area.top, area.width, 30),
                                      _(decision.label).format(name=self.name(actor.seat), **decision.values),
                                      size=theme.FONT_SIZES["body"]))
            self.widgets.append(Button((area.left, area.top + 36, area.width, ROW_H), _("Pass"),
                                       lambda a=decision.action: self.choose(a), key="sb-pass"))

    def chance_button(self, area: pygame.Rect) -> None:
        self.widgets.append(Button((area.left, area.top, area.width, ROW_H), _("Let the companion decide"),
                                   self.decide_chance, color=theme.ACCENT, text_color=theme.BACKGROUND, key="chance"))

    def number_row(self, key: str, label: str, value: int, low: int, high: int, y: int, area: pygame.Rect) -> None:
        """− value +, with the limits' buttons greyed at the ends."""
        side = ROW_H
        self.widgets.append(Button((area.left, y, side, ROW_H), "−", lambda: self.bump(key, -1, low, high),
                                   key=f"{key}-minus", enabled=value > low))
        self.widgets.append(Label((area.left + side + GAP, y, area.width - 2 * side - 2 * GAP, ROW_H),
                                  f"{label} {value}".strip(), size=theme.FONT_SIZES["button"], align="center"))
        self.widgets.append(Button((area.right - side, y, side, ROW_H), "+", lambda: self.bump(key, 1, low, high),
                                   key=f"{key}-plus", enabled=value < high))

    def bump(self, key: str, delta: int, low: int, high: int) -> None:
        self.values[key] = min(max(self.values.get(key, low) + delta, low), high)
        self.layout()

    def layout_amount(self, decision: Amount, area: pygame.Rect) -> None:
        """A bid or a number of shares: − n +, quick raises, confirm, pass or buy nothing."""
        bidding = decision.field == "amount"
        value = self.value("amount", decision.low, decision.low, decision.high)
        label = "$" if bidding else _("shares")
        self.number_row("sb-amount", label if bidding else "", value, decision.low, decision.high, area.top, area)
        y = area.top + ROW_H + GAP
        if bidding:
            quick = [(f"+{step}", min(decision.high, value + step)) for step in (1, 2, 5)]
        else:  # counts worth a tap: none (if allowed), one, two, all
            counts = [c for c in dict.fromkeys((decision.low, 1, 2, decision.high)) if decision.low <= c <= decision.high]
            quick = [(_("none") if c == 0 else _("all ({count})").format(count=c) if c == decision.high else str(c), c)
                     for c in counts[-3:]] if len(counts) > 1 else []
        if quick:
            width = (area.width - GAP * (len(quick) - 1)) // len(quick)
            for index, (text, target) in enumerate(quick):
                self.widgets.append(Button((area.left + index * (width + GAP), y, width, ROW_H - 4), text,
                                           (lambda t=target: self.set_value("amount", t)), key=f"sb-quick-{index}",
                                           size=theme.FONT_SIZES["body"]))
        y += ROW_H + GAP
        action = decision.make(value)
        text = (_("Bid ${amount}").format(amount=value) if bidding
                else _("Buy {count}").format(count=value) if value else _("Buy nothing"))
        others = list(decision.others)
        confirm_w = area.width if not others else (area.width - GAP) * 2 // 3
        self.widgets.append(Button((area.left, y, confirm_w, ROW_H), text, lambda: self.choose(action),
                                   color=theme.CONFIRM, key="sb-confirm"))
        for option in others:
            self.widgets.append(Button((area.left + confirm_w + GAP, y, area.width - confirm_w - GAP, ROW_H),
                                       _("Pass"), lambda a=option.action: self.choose(a), key="sb-pass"))

    def set_value(self, key: str, value: int) -> None:
        self.values[key] = value
        self.layout()

    def layout_build(self, decision: Basket, area: pygame.Rect) -> None:
        """The tile's cost (quick buttons add the map's surcharges), completes a link, confirm, end building."""
        items = {item.key: item for item in decision.items}
        high = items["cost"].high
        end = decision.others[0].action if decision.others else None
        if high >= 1:
            cost = self.value("cost", 2, 1, high)
            self.number_row("sb-cost", "$", cost, 1, high, area.top, area)
            y = area.top + ROW_H + GAP
            quick = [("+$1", 1, True), *texts.surcharge_buttons(self.table.prompt().data)]
            width = (area.width - GAP * (len(quick) - 1)) // len(quick)
            for index, (text, dollars, adds) in enumerate(quick):
                target = min(high, max(1, cost + dollars if adds else dollars))
                self.widgets.append(Button((area.left + index * (width + GAP), y, width, ROW_H - 4), text,
                                           (lambda t=target: self.set_value("cost", t)),
                                           key=f"sb-surcharge-{index}", size=theme.FONT_SIZES["small"]))
            y += ROW_H + GAP
            link = bool(self.values.get("link", 0))
            half = (area.width - GAP) // 2
            self.widgets.append(Button((area.left, y, half, ROW_H),
                                       _("Completes a link: yes") if link else _("Completes a link: no"),
                                       lambda: self.set_value("link", 0 if link else 1), key="sb-link",
                                       color=theme.ACCENT if link else theme.PANEL_LIGHT,
                                       text_color=theme.BACKGROUND if link else theme.TEXT,
                                       size=theme.FONT_SIZES["small"]))
            action = decision.make({"cost": cost, "completes_link": int(link)})
            self.widgets.append(Button((area.left + half + GAP, y, half, ROW_H), _("Build ${cost}").format(cost=cost),
                                       lambda: self.choose(action), color=theme.CONFIRM, key="sb-build",
                                       enabled=decision.allows({"cost": cost, "completes_link": int(link)})))
            y += ROW_H + GAP
        else:
            self.widgets.append(Label((area.left, area.top, area.width, 30), _("No money and no share left to issue"),
                                      size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM))
            y = area.top + 36
        if end is not None:
            self.widgets.append(Button((area.left, y, area.width, ROW_H - 4), _("End building"),
                                       lambda: self.choose(end), key="sb-end-build"))

    def layout_delivery(self, decision: Basket, area: pygame.Rect) -> None:
        """Own and ownerless links of one cube; confirm or skip."""
        items = {item.key: item for item in decision.items}
        own = self.value("own", items["own_links"].high, 0, items["own_links"].high)
        self.number_row("sb-own", _("own links"), own, 0, items["own_links"].high, area.top, area)
        y = area.top + ROW_H + GAP
        ownerless = self.value("ownerless", 0, 0, items["ownerless_links"].high)
        if items["ownerless_links"].high:
            self.number_row("sb-ownerless", _("ownerless"), ownerless, 0, items["ownerless_links"].high, y, area)
            y += ROW_H + GAP
        quantities = {"own_links": own, "ownerless_links": ownerless}
        action = decision.make(quantities)
        half = (area.width - GAP) // 2
        self.widgets.append(Button((area.left, y, half, ROW_H), _("Deliver"), lambda: self.choose(action),
                                   color=theme.CONFIRM, key="sb-deliver", enabled=decision.allows(quantities)))
        for option in decision.others:
            self.widgets.append(Button((area.left + half + GAP, y, half, ROW_H), _("Skip delivery"),
                                       lambda a=option.action: self.choose(a), key="sb-skip"))

    def layout_order(self, decision: Entry, area: pygame.Rect) -> None:
        """The companion's draw, or the tokens tapped in the order a real bag gave them."""
        companies = list(self.table.prompt().data.get("companies", []))
        self.chance_button(area)
        y = area.top + ROW_H + GAP
        columns = 3
        width = (area.width - GAP * (columns - 1)) // columns
        for index, company in enumerate(companies):
            place = self.order.index(company) + 1 if company in self.order else None
            text = f"{place}. {company_name(company)}" if place else company_name(company)
            self.widgets.append(Button((area.left + (index % columns) * (width + GAP),
                                        y + (index // columns) * 50, width, 48), text,
                                       (lambda c=company: self.draw_token(c)), key=f"sb-order-{company}",
                                       swatch=company_colour(company), enabled=place is None,
                                       size=theme.FONT_SIZES["small"]))
        y += -(-len(companies) // columns) * 50
        half = (area.width - GAP) // 2
        action = CompanyOrder(tuple(self.order))
        complete = decision.choice is not None and is_legal(action, [decision.choice])
        self.widgets.append(Button((area.left, y, half, 48), _("Clear"), self.clear_order,
                                   key="sb-order-clear", enabled=bool(self.order)))
        self.widgets.append(Button((area.left + half + GAP, y, half, 48), _("This order"),
                                   lambda: self.choose(action), key="sb-order-confirm", color=theme.CONFIRM,
                                   enabled=complete))

    def draw_token(self, company: str) -> None:
        if company not in self.order:
            self.order.append(company)
        self.layout()

    def clear_order(self) -> None:
        self.order = []
        self.layout()

    def layout_sales(self, prompt: Any, area: pygame.Rect) -> None:
        """One button per seat still to choose; a seat's panel is its own (the others look away)."""
        if self.selling_seat is not None:
            actor = prompt.actor(self.selling_seat)
            if actor is None:
                self.selling_seat = None
            else:
                self.layout_sale_panel(actor)
                return
        summary = self.table.summary(PUBLIC)
        self.widgets.append(Label((area.left, area.top, area.width, 24),
                                  texts.hint(summary, prompt.to_json()) or "", size=theme.FONT_SIZES["small"],
                                  color=theme.TEXT_DIM))
        chosen = summary["sales"]["chosen"] if summary.get("sales") else []
        y = area.top + 28
        seats = [actor.seat for actor in prompt.actors]
        names = [self.name(seat) for seat in chosen]
        if names:
            self.widgets.append(Label((area.left, y, area.width, 24),
                                      _("Chosen (sealed): {names}").format(names=", ".join(names)),
                                      size=theme.FONT_SIZES["small"], color=theme.CONFIRM))
            y += 28
        columns = 2
        width = (area.width - GAP) // columns
        for index, seat in enumerate(seats):
            self.widgets.append(Button((area.left + (index % columns) * (width + GAP),
                                        y + (index // columns) * (ROW_H + GAP), width, ROW_H),
                                       _("{name}: sell in secret").format(name=self.name(seat)),
                                       (lambda s=seat: self.open_sale(s)), key=f"sb-sell-{seat}",
                                       size=theme.FONT_SIZES["small"]))

    def open_sale(self, seat: int) -> None:
        self.selling_seat = seat
        self.values = {}
        self.layout()

    def close_sale(self) -> None:
        self.selling_seat = None
        self.values = {}
        self.layout()

    def sale_panel_rect(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(40, TOP_BAR + 8, width - 80, height - TOP_BAR - 16)

    def layout_sale_panel(self, actor: Any) -> None:
        """The seat's sellable shares, each 0..held (all of them in the last turn), confirm sealed or cancel."""
        secret = actor.decision
        basket = secret.inner
        assert isinstance(basket, Basket)
        box = self.sale_panel_rect()
        inner = box.inflate(-32, -24)
        self.widgets = [w for w in self.widgets if getattr(w, "key", None) in ("menu", "log", "undo")]
        self.widgets.append(Label((inner.left, inner.top, inner.width, 30),
                                  _("{name} sells in secret: the others look away").format(name=self.name(actor.seat)),
                                  size=theme.FONT_SIZES["title"]))
        y = inner.top + 36
        quantities: dict[str, int] = {}
        row_w = inner.width - 140
        for item in basket.items:
            count = self.value(f"sell-{item.key}", item.low, item.low, item.high)
            quantities[item.key] = count
            row = pygame.Rect(inner.left + 140, y, row_w, ROW_H)
            self.widgets.append(Label((inner.left, y, 136, ROW_H),
                                      f"{company_name(item.key)} ${item.price}", size=theme.FONT_SIZES["body"]))
            if item.low == item.high:
                self.widgets.append(Label((row.left, y, row.width, ROW_H),
                                          _("{count} of {held}: everything is sold").format(count=count,
                                                                                           held=item.high),
                                          size=theme.FONT_SIZES["body"]))
            else:
                self.number_row(f"sb-sale-{item.key}", "", count, item.low, item.high, y, row)
            y += ROW_H + GAP
        total = basket.cost(quantities)
        action = basket.make(quantities)
        third = (inner.width - 2 * GAP) // 3
        bottom = box.bottom - 12 - ROW_H
        self.widgets.append(Label((inner.left, bottom - 34, inner.width, 30),
                                  _("Sold at today's prices: ${total}").format(total=total),
                                  size=theme.FONT_SIZES["body"]))
        self.widgets.append(Button((inner.left, bottom, third, ROW_H), _("Cancel"), self.close_sale,
                                   key="sb-sale-cancel"))
        self.widgets.append(Button((inner.left + third + GAP, bottom, 2 * third + GAP, ROW_H),
                                   _("Confirm sealed sale"), lambda: self.seal(action), color=theme.CONFIRM,
                                   key="sb-sale-confirm", enabled=basket.allows(quantities)))

    def seal(self, action: Action) -> None:
        self.selling_seat = None
        self.values = {}
        self.choose(action)

    # -- acting ------------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        self.app.submit(action)  # what was entered is cleared when the table tells the change (on_table)

    def on_table(self, update: Any) -> None:
        moved = update.kind in ("applied", "redone") and any(getattr(e, "type", "") == "price_moved"
                                                            for e in update.events)
        self.moved_at = self.app.clock() if moved else None  # the next move ends the run at once
        if update.kind in ("applied", "redone", "undone"):
            # A new decision starts from its own defaults (before the layout below reads them).
            self.values = {}
            self.order = []
            self.page = 0
            if update.kind == "undone":
                self.selling_seat = None
        super().on_table(update)

    def animating(self, now: float) -> bool:
        return self.moved_at is not None and now - self.moved_at < RUN_SECONDS + 0.1

    def pass_for(self, seat: int) -> bool:
        """A seat's pass button: pass a bid, buy nothing, end building or skip a delivery."""
        action = self.table.pass_action(seat)
        if action is None:
            self.app.notify(_("{name} cannot pass now.").format(name=self.name(seat)), error=True)
            return False
        return self.app.submit(action)

    # -- drawing -----------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        self.draw_status(surface, pygame.Rect(4, TOP_BAR + 4, self.status_width - 2, height - TOP_BAR - 10))
        if self.selling_seat is None:
            self.draw_board(surface, self.board_rect(), now)

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        prompt = self.table.prompt()
        self.player_rows = draw_status_panel(surface, area, self.table.summary(PUBLIC), current=prompt.player)

    def tap_background(self, pos: tuple[int, int]) -> None:
        """A tap on the chart switches to the referee's view and back; a tap on a name shows its panel."""
        if self.board_rect().collidepoint(pos):
            self.show_insight = not self.show_insight
            self.app.dirty = True
            return
        super().tap_background(pos)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, now: float | None = None) -> None:
        """The stock chart, or while building and shipping the checklist of what the map keeps."""
        summary = self.table.summary(PUBLIC)
        kind = self.table.prompt().kind
        if self.show_insight:
            self.draw_insight(surface, rect, summary)
            return
        if kind in ("build", "deliver"):
            self.draw_checklist(surface, rect, summary, kind)
            return
        moving = None
        if self.moved_at is not None and now is not None:
            moving = min(1.0, (now - self.moved_at) / RUN_SECONDS)
        draw_stock_chart(surface, rect, summary, moving)

    def draw_insight(self, surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any]) -> None:
        """Each company's payouts at its performance now, and its price if phase 4 ran now (tap to close)."""
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        theme.draw_text(surface, _("If phase 4 ran now (tap to close)"),
                        pygame.Rect(rect.left + 8, rect.top + 2, rect.width - 16, 22), size=theme.FONT_SIZES["small"],
                        color=theme.TEXT_DIM, align="left")
        y = rect.top + 24
        for company, line in zip(summary.get("insight") or {}, texts.insight_lines(summary), strict=False):
            chip(surface, company, pygame.Rect(rect.left + 8, y + 4, 10, 14))
            theme.draw_text(surface, line, pygame.Rect(rect.left + 22, y, rect.width - 30, 22), size=15,
                            align="left")
            y += 22

    def draw_checklist(self, surface: pygame.Surface, rect: pygame.Rect, summary: dict[str, Any], kind: str) -> None:
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        company = summary.get("at") or ""
        title = (_("{company} builds: check on the map") if kind == "build"
                 else _("{company} ships: check on the map")).format(company=company_name(company))
        chip(surface, company, pygame.Rect(rect.left + 8, rect.top + 8, 14, 20))
        theme.draw_text(surface, title, pygame.Rect(rect.left + 28, rect.top + 4, rect.width - 36, 28),
                        size=theme.FONT_SIZES["body"], align="left")
        lines = texts.build_checklist(summary.get("map", "")) if kind == "build" else texts.delivery_checklist()
        y = rect.top + 36
        for line in lines:
            pygame.draw.rect(surface, theme.TEXT_DIM, (rect.left + 12, y + 5, 12, 12), width=2, border_radius=2)
            theme.draw_text(surface, line, pygame.Rect(rect.left + 32, y, rect.width - 40, 22),
                            size=theme.FONT_SIZES["small"], align="left")
            y += 22
        action = self.preview_action()
        for line in texts.preview_lines(self.table.preview(action) if action is not None else None):
            theme.draw_text(surface, line, pygame.Rect(rect.left + 12, rect.bottom - 28, rect.width - 24, 24),
                            size=theme.FONT_SIZES["body"], color=theme.WARNING, align="left")

    def preview_action(self) -> Action | None:
        """The tile or delivery being entered now, for the engine's preview."""
        actor = self.main_actor()
        if actor is None or not isinstance(actor.decision, Basket):
            return None
        decision = actor.decision
        if self.table.prompt().kind == "build":
            if "cost" not in self.values:
                return None
            return decision.make({"cost": self.values["cost"], "completes_link": self.values.get("link", 0)})
        return decision.make({"own_links": self.values.get("own", 0), "ownerless_links": self.values.get("ownerless", 0)})

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if self.selling_seat is not None:
            surface.fill(theme.BACKGROUND)
            box = self.sale_panel_rect()
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
            if self.selling_seat is not None:
                from companion.palette import SEATS

                pygame.draw.rect(surface, SEATS[self.selling_seat % len(SEATS)], box, width=4, border_radius=12)
            for widget in self.widgets:
                if widget.visible:
                    widget.draw(surface)
            return
        super().draw(surface, now)

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's cash, shares and certificates, and its own sealed sale if it has chosen one."""
        summary = self.table.summary(seat)
        player = summary["players"][seat]
        lines = [_("Cash ${cash}").format(cash=player["cash"])]
        held = ", ".join(f"{count} {company_name(c)}" for c, count in player["shares"].items()) or _("no shares")
        lines.append(_("Shares: {held}").format(held=held))
        if player.get("certificates"):
            lines.append(_("Certificates: {companies}").format(
                companies=", ".join(company_name(c) for c in player["certificates"])))
        sales = summary.get("sales") or {}
        if sales.get("own") is not None:
            sold = ", ".join(f"{n} {company_name(c)}" for c, n in sales["own"].items()) or _("nothing")
            lines.append(_("Your sealed sale: {sold}").format(sold=sold))
        y = area.top
        for line in lines:
            theme.draw_text(surface, line, pygame.Rect(area.left, y, area.width, 28), align="left")
            y += 32
