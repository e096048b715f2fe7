"""Final scoring: the ranking with a bar chart of the deciding figure."""

from __future__ import annotations

from typing import Any

import pygame

from companion.palette import SEATS

from .. import theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button


def final_scene_for(app: Any) -> Scene:
    from ..specs import final_scene

    return final_scene(app.table.game.name)(app)


class FinalScene(Scene):
    """Generic final screen: players by ``figure`` (cash unless a game says otherwise), winners marked."""

    figure = "cash"

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Final scores"))
        self.widgets += [
            Button((width - 236, height - 66, 220, 56), _("Home"), self.home, color=theme.CONFIRM, key="home"),
            Button((width - 466, height - 66, 220, 56), _("Game log"), self.log, key="log"),
        ]

    def home(self) -> None:
        from .home import HomeScene

        self.app.close_table()
        self.app.reset(HomeScene(self.app))

    def log(self) -> None:
        from .log import LogScene

        self.app.push(LogScene(self.app))

    def rows(self) -> list[tuple[int, str, int, str]]:
        """(seat, name, value, detail) per player, best first."""
        summary = self.app.table.summary()
        rows = []
        for seat, player in enumerate(summary.get("players", [])):
            value = player.get(self.figure)
            value = value if isinstance(value, int) else 0
            rows.append((seat, player.get("name", "?"), value, self.detail(player)))
        return sorted(rows, key=lambda r: -r[2])

    def detail(self, player: dict[str, Any]) -> str:
        return ""

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.table.summary()
        winners = set(summary.get("winners") or [])
        rows = self.rows()
        top = TOP_BAR + 12
        row_h = min(56, (height - TOP_BAR - 90) // max(1, len(rows)))
        biggest = max([abs(r[2]) for r in rows] + [1])
        bar_left, bar_max = 300, width - 300 - 130
        for index, (seat, name, value, detail) in enumerate(rows):
            y = top + index * row_h
            if seat in winners:
                theme.draw_icon(surface, "star", pygame.Rect(8, y, 36, row_h - 6), theme.WARNING)
            theme.draw_text(
                surface,
                name,
                pygame.Rect(44, y, 172, row_h - 6),
                size=theme.FONT_SIZES["title"],
                align="left",
                color=theme.WARNING if seat in winners else theme.TEXT,
            )
            if detail:
                theme.draw_text(
                    surface,
                    detail,
                    pygame.Rect(216, y, 80, row_h - 6),
                    size=theme.FONT_SIZES["small"],
                    color=theme.TEXT_DIM,
                    align="left",
                )
            length = max(4, int(bar_max * abs(value) / biggest))
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (bar_left, y + 6, length, row_h - 18), border_radius=4)
            theme.draw_text(surface, str(value), pygame.Rect(bar_left + length + 8, y, 120, row_h - 6), align="left")
        if not winners:
            theme.draw_text(surface, _("Nobody wins."), pygame.Rect(16, height - 66, 300, 56), align="left")
