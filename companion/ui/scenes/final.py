"""Final scoring: the ranking with a bar chart of the deciding figure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from companion.text.i18n import _, language, ngettext
from companion.text.standing import Ranked, standing

from .. import theme
from ..ranking import draw_ranking
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Note

if TYPE_CHECKING:
    from ..app import App


def final_scene_for(app: App) -> Scene:
    from ..specs import final_scene

    return final_scene(app.playing.game.name)(app)


class FinalScene(Scene):
    """Generic final screen: the game's final standing (:mod:`companion.text.standing`, the one the console and
    the phones show too) as bars of the deciding figure, winners marked; a game's own screen draws the same
    standing its way (cards beside its board)."""

    _standing: tuple[tuple[Any, ...], list[Ranked]] | None = None

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

    def standing(self) -> list[Ranked]:
        """The final standing, worked out once (not at every frame) while the table and the language stay."""
        table = self.app.playing
        key = (id(table), table.stamp.moment, language())
        if self._standing is None or self._standing[0] != key:
            self._standing = (key, standing(table))
        return self._standing[1]

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        rows = self.standing()
        winners = {row.seat for row in rows if row.won}
        draw_ranking(surface, pygame.Rect(0, TOP_BAR + 12, width, height - TOP_BAR - 90), rows, winners)
        if not winners:
            theme.draw_text(surface, _("Nobody wins."), pygame.Rect(16, height - 66, 300, 56), align="left")
