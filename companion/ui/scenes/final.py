"""Final scoring: the ranking with a bar chart of the deciding figure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from companion.text.i18n import _, ngettext

from .. import theme
from ..ranking import Ranked, draw_ranking
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Note

if TYPE_CHECKING:
    from ..app import App


def final_scene_for(app: App) -> Scene:
    from ..specs import final_scene

    return final_scene(app.playing.game.name)(app)


FIGURES = ("score", "vp", "fortune", "cash")
"""What a summary may rank players by, in the order the generic final screen looks for them."""


class FinalScene(Scene):
    """Generic final screen: players by their deciding figure, winners marked.

    The figure is ``figure`` when a subclass names it, else the first of
    :data:`FIGURES` the summary's players carry: a score, victory points, a
    fortune, or cash, so bars never rank players by something that did not
    decide the game.
    """

    figure: str | None = None

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Final scores"))
        adjusted = len(self.app.table.adjustments) if self.app.table is not None else 0
        if adjusted:  # the scores rest on pieces a table set by hand: said where the scores are read
            note = ngettext(
                "The pieces were set by hand once: the game log says why.",
                "The pieces were set by hand {count} times: the game log says why.",
                adjusted,
            ).format(count=adjusted)
            self.widgets.append(Note((width - 420, 4, 404, TOP_BAR - 8), note, color=theme.WARNING))
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

    def rows(self) -> list[Ranked]:
        """One line per player: the deciding figure (``figure`` of the summary) and what made it."""
        summary = self.app.playing.summary()
        rows = []
        players = summary.get("players", [])
        figure = self.figure or next((f for f in FIGURES if players and f in players[0]), "cash")
        for seat, player in enumerate(players):
            value = player.get(figure)
            value = value if isinstance(value, int) else 0
            rows.append(Ranked(seat, player.get("name", "?"), value, str(value), self.detail(player)))
        return rows

    def detail(self, player: dict[str, Any]) -> str:
        return ""

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.playing.summary()
        winners = set(summary.get("winners") or [])
        draw_ranking(surface, pygame.Rect(0, TOP_BAR + 12, width, height - TOP_BAR - 90), self.rows(), winners)
        if not winners:
            theme.draw_text(surface, _("Nobody wins."), pygame.Rect(16, height - 66, 300, 56), align="left")
