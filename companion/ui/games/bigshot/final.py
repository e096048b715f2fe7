"""Big Shot's final scores: each player's lots (park doubling shown), cash, debts, fortune, who may win."""

from __future__ import annotations

import pygame

from companion.games.bigshot import insight
from companion.palette import SEATS

from ... import theme
from ...i18n import _
from ...scene import TOP_BAR
from ...scenes.final import FinalScene
from .drawing import color_name, draw_cube


class BigShotFinalScene(FinalScene):
    figure = "fortune"

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        table = self.app.table
        state = table.state
        summary = table.summary()
        winners = set(summary.get("winners") or [])
        results = insight.standings(state)
        order = summary.get("ranking") or [r.seat for r in sorted(results, key=lambda r: -r.fortune)]
        top = TOP_BAR + 6
        area_h = height - 76 - top
        row_h = min(104, area_h // max(1, len(order)))
        for index, seat in enumerate(order):
            result = results[seat]
            rect = pygame.Rect(8, top + index * row_h, width - 16, row_h - 4)
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 6, rect.height),
                             border_radius=3)
            name_color = theme.WARNING if seat in winners else theme.TEXT
            if seat in winners:
                theme.draw_icon(surface, "star", pygame.Rect(rect.left + 10, rect.top + 2, 30, 30), theme.WARNING)
            name = state.names[seat] + ("  " + _("wins") if seat in winners else "")
            theme.draw_text(surface, name, pygame.Rect(rect.left + 42, rect.top + 3, 300, 28),
                            size=theme.FONT_SIZES["title"], color=name_color, align="left")
            theme.draw_text(surface, _("{fortune}M").format(fortune=result.fortune),
                            pygame.Rect(rect.right - 130, rect.top + 3, 120, 30), size=theme.FONT_SIZES["title"],
                            color=name_color, align="right")
            eligible = self.eligibility(result)
            theme.draw_text(surface, eligible, pygame.Rect(rect.left + 350, rect.top + 6, rect.width - 490, 24),
                            size=theme.FONT_SIZES["small"], align="left",
                            color=theme.CONFIRM if result.qualifies else theme.DANGER)
            y = rect.top + 34
            single = len(result.colors) == 1
            line_h = max(16, min(24, (rect.height - 36) // (2 if single else len(result.colors))))
            for color_result in result.colors:
                draw_cube(surface, color_result.color, (rect.left + 14, y + 1, line_h - 4, line_h - 4))
                lots = ", ".join(self.lot_text(state, score) for score in color_result.lots) or _("no lots")
                lots = _("Lots {lots} = {total}M").format(lots=lots, total=color_result.lot_value)
                money = _("cash {cash}M, debts {debts} x 10M").format(cash=color_result.cash,
                                                                    debts=color_result.debts)
                texts = [lots, money] if single else [f"{lots}  |  {money}  =  {color_result.fortune}M"]
                for text in texts:
                    theme.draw_text(surface, text, pygame.Rect(rect.left + 14 + line_h, y, rect.width - 24 - line_h,
                                                               line_h - 2),
                                    size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
                    y += line_h
        if not winners:
            theme.draw_text(surface, _("Nobody owns 2 lots: nobody wins."), pygame.Rect(16, height - 66, 300, 56),
                            align="left")

    @staticmethod
    def lot_text(state, score) -> str:
        if score.lot in state.board.parks:
            return _("{lot} park").format(lot=score.lot)
        if score.multiplier > 1:
            return _("{lot} {base}M x{times} = {value}M").format(lot=score.lot, base=score.base, times=score.multiplier,
                                                           value=score.value)
        return f"{score.lot} {score.base}M"

    @staticmethod
    def eligibility(result) -> str:
        if len(result.colors) == 1:
            count = len(result.colors[0].lots)
            return (_("{n} lots: may win").format(n=count) if result.qualifies
                    else _("{n} lot(s): needs 2 to win").format(n=count))
        counts = ", ".join(f"{color_name(c.color)} {len(c.lots)}" for c in result.colors)
        return (_("lots {counts}: may win").format(counts=counts) if result.qualifies
                else _("lots {counts}: needs 2 each").format(counts=counts))
