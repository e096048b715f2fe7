"""The table's status: every chain (size, price, shares left, safe) against every player's holding.

One matrix reads at a glance across the table: a row per chain, a column
per player, cash on top. With hidden holdings other players' cells say
"hidden"; a player taps their own name to see their private panel.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import PUBLIC
from companion.games.acquire.insight import chain_names
from companion.palette import SEATS
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button

from .board import ink, letter
from .palette import chain_colour as chain
from .texts import money

NAME_H = 52
ROW_H = 40


class StatusScene(Scene):
    def __init__(self, app: Any, play: Any) -> None:
        super().__init__(app)
        self.play = play

    @property
    def summary(self) -> dict[str, Any]:
        return self.app.table.summary(PUBLIC)

    def columns(self) -> tuple[int, int]:
        """Left edge and width of the player columns."""
        players = len(self.summary["players"])
        left = 356
        return left, (self.size[0] - 8 - left) // players

    def layout(self) -> None:
        self.widgets = []
        self.top_bar(_("Table status"))
        left, width = self.columns()
        for seat, player in enumerate(self.summary["players"]):
            self.widgets.append(Button((left + seat * width + 2, TOP_BAR + 6, width - 4, NAME_H), player["name"],
                                       (lambda s=seat: self.reveal(s)), swatch=SEATS[seat % len(SEATS)],
                                       key=f"reveal-{seat}", size=theme.FONT_SIZES["body"]))

    def reveal(self, seat: int) -> None:
        self.app.pop()
        self.play.reveal(seat)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        summary = self.summary
        players = summary["players"]
        left, width = self.columns()
        y = TOP_BAR + 6
        heads = ((_("Chain"), 8, 150, "left"), (_("Size"), 160, 44, "right"), (_("Price"), 206, 66, "right"),
                 (_("Left"), 274, 44, "right"))
        for text, x, w, align in heads:
            theme.draw_text(surface, text, pygame.Rect(x, y + NAME_H - 28, w, 26), size=theme.FONT_SIZES["small"],
                            color=theme.TEXT_DIM, align=align)
        y += NAME_H + 6
        pygame.draw.rect(surface, theme.PANEL, (4, y, self.size[0] - 8, ROW_H), border_radius=6)
        theme.draw_text(surface, _("Cash"), pygame.Rect(12, y, 140, ROW_H), align="left")
        for seat, player in enumerate(players):
            text = _("hidden") if player["cash"] is None else money(player["cash"])
            theme.draw_text(surface, text, pygame.Rect(left + seat * width + 4, y, width - 8, ROW_H), align="right",
                            color=theme.TEXT_DIM if player["cash"] is None else theme.TEXT)
        y += ROW_H + 4
        held = {c for p in players for c in (p["shares"] or {})}
        names = chain_names(summary)
        ids = [c for c in names if c in summary["chains"] or c in held]
        row_h = min(ROW_H, (self.size[1] - y - 40) // max(1, len(ids)))
        for index, chain_id in enumerate(ids):
            info = summary["chains"].get(chain_id)
            if index % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL, (4, y, self.size[0] - 8, row_h), border_radius=6)
            fill = chain(chain_id)
            pygame.draw.rect(surface, fill, (10, y + 4, row_h - 8, row_h - 8), border_radius=4)
            mark = letter(summary, chain_id) if info else names[chain_id][:1]
            theme.draw_text(surface, mark, pygame.Rect(10, y + 4, row_h - 8, row_h - 8), color=ink(fill))
            name = names[chain_id]
            theme.draw_text(surface, name, pygame.Rect(row_h + 8, y, 150 - row_h, row_h), align="left",
                            color=theme.TEXT if info else theme.TEXT_DIM)
            if info:
                cells = ((str(info["size"]), 160, 44), (money(info["price"]), 206, 66),
                         (str(info["available"]), 274, 44))
                for text, x, w in cells:
                    theme.draw_text(surface, text, pygame.Rect(x, y, w, row_h), align="right")
                if info["safe"]:
                    theme.draw_icon(surface, "star", pygame.Rect(320, y, 30, row_h), theme.WARNING)
            else:
                theme.draw_text(surface, _("off the board"), pygame.Rect(160, y, 190, row_h),
                                size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
            for seat, player in enumerate(players):
                shares = player["shares"]
                text = "?" if shares is None else str(shares.get(chain_id, 0) or "")
                theme.draw_text(surface, text, pygame.Rect(left + seat * width + 4, y, width - 8, row_h),
                                align="right", color=theme.TEXT_DIM if shares is None else theme.TEXT)
            y += row_h
        notes = []
        if not summary["open_holdings"]:
            notes.append(_("Holdings are hidden: tap your name to see yours."))
        notes.append(_("Star: safe chain (11 tiles or more)."))
        if summary["tiles"] == "dealt":
            notes.append(_("{count} tiles left to draw.").format(count=summary["draw_pile"]))
        theme.draw_text(surface, "   ".join(notes), pygame.Rect(8, self.size[1] - 34, self.size[0] - 16, 28),
                        size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
