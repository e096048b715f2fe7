"""Steam Barons' final screen: the ranking by cash (a tie shares the win) beside the last stock chart."""

from __future__ import annotations

import pygame

from companion.core.i18n import N_
from companion.text.standing import winner_names
from companion.ui import theme
from companion.ui.ranking import draw_card, draw_verdict
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene

from .drawing import adjustment_lines, draw_stock_chart

LEFT_W = 300
"""The ranking's column: the players' cards, then the verdict under them."""
LINE_H = 22
"""A price move's line under the chart; the chart gives up height (never its performance track) for six."""


class SteamBaronsFinalScene(FinalScene):
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.playing.summary()
        rows = self.standing()
        top = TOP_BAR + 8
        left_w = LEFT_W
        verdict_box = pygame.Rect(8, height - 66 - 30, LEFT_W, 26)  # the price moves take the column right of it
        row_h = min(60, (verdict_box.top - 4 - top) // max(1, len(rows)))  # six cards end above the verdict
        for index, row in enumerate(rows):
            rect = pygame.Rect(8, top + index * row_h, left_w, row_h - 4)
            draw_card(surface, rect, row.seat, row.won, 26)
            colour = theme.WARNING if row.won else theme.TEXT
            theme.draw_text(
                surface,
                f"{row.place}. {row.name}",
                pygame.Rect(rect.left + 40, rect.top, 170, rect.height),
                size=theme.FONT_SIZES["title"],
                color=colour,
                align="left",
            )
            theme.draw_text(
                surface,
                row.label,
                pygame.Rect(rect.right - 90, rect.top, 82, rect.height),
                size=theme.FONT_SIZES["title"],
                color=colour,
                align="right",
            )
        names = winner_names(rows)
        draw_verdict(surface, verdict_box, names, N_("{name} wins with the most cash."))
        lines = adjustment_lines(summary)  # every company's last price move: up to six, all of them shown
        above_buttons = height - 66 - 8 - top
        chart = pygame.Rect(left_w + 16, top, width - left_w - 24, min(236, above_buttons - 6 - LINE_H * len(lines)))
        draw_stock_chart(surface, chart, summary)
        y = chart.bottom + 6
        for line in lines:
            theme.draw_text(
                surface,
                line,
                pygame.Rect(chart.left + 4, y, chart.width - 8, LINE_H - 2),
                size=theme.FONT_SIZES["small"],
                color=theme.TEXT_DIM,
                align="left",
            )
            y += LINE_H
