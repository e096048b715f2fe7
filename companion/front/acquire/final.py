"""Final scoring: final cash as a bar chart, with what the end brought each player (bonuses, sales)."""

from __future__ import annotations

from typing import Any

import pygame

from companion.palette import SEATS
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene

from .texts import money


def final_figures(steps: list[Any], players: int) -> tuple[list[int], list[int]]:
    """Bonuses and share sales of the final scoring per seat (the events after the last purchase)."""
    events = [event for step in steps for event in step.events]
    start = max((i for i, e in enumerate(events) if e.type == "shares_bought"), default=-1) + 1
    bonuses, sales = [0] * players, [0] * players
    for event in events[start:]:
        if event.type in ("bonus_paid", "final_sale"):
            (bonuses if event.type == "bonus_paid" else sales)[event.player] += event.amount
    return bonuses, sales


class AcquireFinalScene(FinalScene):
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.table.summary()
        winners, players = set(summary["winners"]), summary["players"]
        bonuses, sales = final_figures(self.app.table.steps, len(players))
        row_h = min(64, (height - TOP_BAR - 90) // max(1, len(players)))
        biggest = max([p["cash"] or 0 for p in players] + [1])
        bar_left, bar_max, y = 300, width - 300 - 140, TOP_BAR + 10
        for seat in sorted(range(len(players)), key=lambda s: -(players[s]["cash"] or 0)):
            cash, won = players[seat]["cash"] or 0, seat in winners
            if won:
                theme.draw_icon(surface, "star", pygame.Rect(6, y, 34, row_h - 28), theme.WARNING)
            theme.draw_text(
                surface,
                players[seat]["name"],
                pygame.Rect(44, y, 250, row_h - 28),
                size=theme.FONT_SIZES["title"],
                align="left",
                color=theme.WARNING if won else theme.TEXT,
            )
            detail = _("bonuses {bonuses} · shares sold {sales}").format(
                bonuses=money(bonuses[seat]), sales=money(sales[seat])
            )
            theme.draw_text(
                surface,
                detail,
                pygame.Rect(44, y + row_h - 30, 250, 24),
                size=theme.FONT_SIZES["small"],
                color=theme.TEXT_DIM,
                align="left",
            )
            length = max(4, int(bar_max * cash / biggest))
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (bar_left, y + 8, length, row_h - 20), border_radius=5)
            theme.draw_text(
                surface,
                money(cash),
                pygame.Rect(bar_left + length + 8, y, 130, row_h - 6),
                size=theme.FONT_SIZES["button"],
                align="left",
            )
            y += row_h
        if winners:
            names = [players[s]["name"] for s in sorted(winners)]
            text = (_("{name} wins.") if len(names) == 1 else _("{names} share the win.")).format(
                name=names[0], names=", ".join(names)
            )
            theme.draw_text(
                surface,
                text,
                pygame.Rect(16, height - 66, 300, 56),
                size=theme.FONT_SIZES["title"],
                align="left",
                color=theme.WARNING,
            )
