"""Mad Market's final screen: the ranking by VP (then cash, then cash and shares) beside the last share market.

The engine's ``ranking`` is the order of the rules' tie-breaks; players on
the same VP and cash show what decided between them (cash plus shares at
their current value), and a tie all the way shares the win.
"""

from __future__ import annotations

from functools import cached_property

import pygame

from companion.core.i18n import N_
from companion.games.mad_market.board import Board
from companion.text.standing import shares_place, tied_word, winner_names
from companion.ui import theme
from companion.ui.ranking import draw_card, draw_verdict
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene

from .chart import FULL_H, draw_market

LEFT_W = 330
TITLE, BODY = theme.FONT_SIZES["title"], theme.FONT_SIZES["body"]
GAP = 10
"""The room on either side of the word "tied" between a player's name and their VP: a bankrupt player's line under
them had no room for it in Italian or French, so a shared place says it on the name's line, whole, a long name
giving way to it ("2. Giocat…  a pari merito")."""


class MadMarketFinalScene(FinalScene):
    @cached_property
    def board(self) -> Board:
        table = self.app.table
        assert table is not None
        return Board.from_data(table.header.config["board"], validated=True)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        table = self.app.table
        assert table is not None
        summary = table.summary()
        rows = self.standing()
        top = TOP_BAR + 8
        verdict_box = pygame.Rect(8, height - 100, 460, 26)
        row_h = min(60, (verdict_box.top - 4 - top) // max(1, len(rows)))  # six cards end above the verdict
        # every card's second line in one type, the largest all of them fit whole: "contanti 124 · 124 contando le
        # azioni" was drawn at 14 px, the smallest there is, on cards with room for it at 18
        detail_size = min(
            (theme.clip(row.detail, LEFT_W - 46, theme.FONT_SIZES["small"], least=theme.MIN_FONT)[1] for row in rows),
            default=theme.MIN_FONT,
        )
        for index, row in enumerate(rows):
            rect = pygame.Rect(8, top + index * row_h, LEFT_W, row_h - 4)
            draw_card(surface, rect, row.seat, row.won, 24)
            colour = theme.WARNING if row.won else theme.TEXT_DIM if row.out else theme.TEXT
            half = rect.height // 2
            name, said, size = pygame.Rect(rect.left + 38, rect.top, 170, half + 6), f"{row.place}. {row.name}", BODY
            if shares_place(row, rows):  # "2. Ben  tied": the word said whole after the name, which gives way to it
                word, small = tied_word(), theme.FONT_SIZES["small"]
                figure = rect.right - 8 - theme.text_size(row.label, TITLE)[0]
                name.width = min(name.width, figure - GAP - theme.text_size(word, small)[0] - GAP - name.left)
                said, size = theme.clip(said, name.width, BODY)
                name.width = theme.text_size(said, size)[0]
                after = name.right + GAP
                tied = pygame.Rect(after, rect.top, figure - GAP - after, half + 6)
                theme.draw_text(surface, word, tied, size=small, color=theme.TEXT_DIM, align="left")
            theme.draw_text(surface, said, name, size=size, color=colour, align="left")
            theme.draw_text(
                surface,
                row.label,
                pygame.Rect(rect.right - 100, rect.top, 92, half + 6),
                size=TITLE,
                color=colour,
                align="right",
            )
            detail = pygame.Rect(rect.left + 38, rect.top + half + 2, rect.width - 46, half - 4)
            theme.draw_text(surface, row.detail, detail, size=detail_size, color=theme.TEXT_DIM, align="left")
        names = winner_names(rows)
        alone = summary.get("end_reason") == "alone"
        one = N_("{name} wins: every other player went bankrupt.") if alone else N_("{name} wins with the most VP.")
        # a bankrupt player level with the winner on VP or above ranks below all the same: the verdict says why
        best = max((row.value for row in rows if row.won), default=0)
        if not alone and any(row.out and row.value >= best for row in rows):
            one = N_("{name} wins with the most VP of the players still in the game.")
        draw_verdict(surface, verdict_box, names, one)
        draw_market(surface, pygame.Rect(LEFT_W + 16, top, width - LEFT_W - 24, FULL_H), summary, self.board)
