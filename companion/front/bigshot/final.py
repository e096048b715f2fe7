"""Big Shot's final scores: each player's lots (park doubling shown), cash, debts, fortune, who may win.

:func:`draw_player` also draws a seat's private view during play: what the
final scores would say of that seat if the game ended now.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.palette import SEATS
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene

from .drawing import color_name, draw_cube, lot_score_text

SMALL = theme.FONT_SIZES["small"]


def draw_player(surface: pygame.Surface, rect: pygame.Rect, player: dict[str, Any], lots: dict[str, Any],
                won: bool = False) -> None:
    """Name (a star if they won), fortune, whether they may win, then per colour: lots, cash and debts."""
    ink = theme.WARNING if won else theme.TEXT
    if won:
        theme.draw_icon(surface, "star", pygame.Rect(rect.left + 10, rect.top + 2, 30, 30), theme.WARNING)
    name = player["name"] + ("  " + _("wins") if won else "")
    left = rect.left + 58 + min(280, theme.font(theme.FONT_SIZES["title"]).size(name)[0])  # then whether they may win
    theme.draw_text(surface, name, pygame.Rect(rect.left + 42, rect.top + 3, left - rect.left - 50, 28),
                    size=theme.FONT_SIZES["title"], color=ink, align="left")
    theme.draw_text(surface, _("{fortune}M").format(fortune=player["fortune"]), pygame.Rect(
        rect.right - 130, rect.top + 3, 120, 30), size=theme.FONT_SIZES["title"], color=ink, align="right")
    theme.draw_text(surface, eligibility(player), pygame.Rect(left, rect.top + 6, rect.right - 140 - left, 24),
                    size=SMALL, align="left", color=theme.CONFIRM if player["qualifies"] else theme.DANGER)
    colours, y = player["by_color"], rect.top + 34
    line_h = max(16, min(24, (rect.height - 36) // (2 if len(colours) == 1 else len(colours))))
    for color, mine in colours.items():
        draw_cube(surface, color, (rect.left + 14, y + 1, line_h - 4, line_h - 4))
        scores = ", ".join(lot_score_text(score, lots, total=True) for score in mine["scores"])
        scores = _("Lots {lots} = {total}M").format(lots=scores or _("no lots"), total=mine["lot_value"])
        money = _("cash {cash}M, debts {debts} x 10M").format(cash=mine["cash"], debts=mine["debts"])
        for text in [scores, money] if len(colours) == 1 else [f"{scores}  |  {money}  =  {mine['fortune']}M"]:
            theme.draw_text(surface, text, pygame.Rect(rect.left + 14 + line_h, y, rect.width - 24 - line_h,
                            line_h - 2), size=SMALL, color=theme.TEXT_DIM, align="left")
            y += line_h


def eligibility(player: dict[str, Any]) -> str:
    """Whether the player may win: 2 lots (with each colour, for two players)."""
    colours, ok = player["by_color"], player["qualifies"]
    if len(colours) == 1:
        n = len(next(iter(colours.values()))["lots"])
        return _("{n} lots: may win").format(n=n) if ok else _("{n} lot(s): needs 2 to win").format(n=n)
    counts = ", ".join(f"{color_name(color)} {len(mine['lots'])}" for color, mine in colours.items())
    return (_("lots {counts}: may win") if ok else _("lots {counts}: needs 2 each")).format(counts=counts)


class BigShotFinalScene(FinalScene):
    figure = "fortune"

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.table.summary()
        players, winners = summary["players"], set(summary.get("winners") or [])
        order = summary.get("ranking") or sorted(range(len(players)), key=lambda seat: -players[seat]["fortune"])
        row_h = min(104, (height - 82 - TOP_BAR) // max(1, len(order)))
        for index, seat in enumerate(order):
            rect = pygame.Rect(8, TOP_BAR + 6 + index * row_h, width - 16, row_h - 4)
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 6, rect.height), border_radius=3)
            draw_player(surface, rect, players[seat], summary["lots"], seat in winners)
        if not winners:
            theme.draw_text(surface, _("Nobody owns 2 lots: nobody wins."), pygame.Rect(16, height - 66, 300, 56),
                            align="left")
