"""Rules help: each game's rules in short, rulings included, in the table's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from companion.games import get, playable
from companion.text.i18n import _

from .. import theme
from ..scene import TOP_BAR, Scene
from ..widgets import Button, option_row, shares

if TYPE_CHECKING:
    from ..app import App

TABS_TOP = TOP_BAR + 2
TEXT_TOP = TABS_TOP + 60


class RulesHelpScene(Scene):
    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        self.games = playable(include_test=app.show_test_games) or playable()
        self.game = game or (app.table.game.name if app.table else self.games[0])
        self.page = 0
        self.pages: list[list[str]] = []

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Rules help"))
        # One tab per game, on a row of their own under the title.
        titles = [_(get(name).title) for name in self.games]
        places = shares(titles, 10, width - 10, theme.FONT_SIZES["button"], gap=6)
        tabs = [(x, TABS_TOP, tab_w, 50) for x, tab_w in places]
        self.widgets += option_row(tabs, zip(self.games, titles, strict=True), self.game, self.choose, "tab")
        self.paginate()
        self.widgets += [
            Button(
                (16, height - 62, 160, 54), _("Previous"), lambda: self.turn(-1), enabled=self.page > 0, key="previous"
            ),
            Button(
                (width - 176, height - 62, 160, 54),
                _("Next"),
                lambda: self.turn(1),
                enabled=self.page < len(self.pages) - 1,
                key="next",
            ),
        ]

    def paginate(self) -> None:
        width, height = self.size
        size = theme.FONT_SIZES["body"]
        line_h = theme.font(size).get_linesize()
        per_page = (height - TEXT_TOP - 70) // line_h
        lines: list[str] = []
        for paragraph in get(self.game).rules:
            lines += theme.wrap(_(paragraph), width - 48, size) + [""]
        self.pages = [lines[i : i + per_page] for i in range(0, max(1, len(lines)), per_page)] or [[]]
        self.page = min(self.page, len(self.pages) - 1)

    def choose(self, name: str) -> None:
        self.game, self.page = name, 0
        self.layout()

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        line_h = theme.font(theme.FONT_SIZES["body"]).get_linesize()
        if not any(self.pages[self.page]):
            theme.draw_text(
                surface,
                _("No rules help for this game yet."),
                pygame.Rect(24, TEXT_TOP, width - 48, 40),
                color=theme.TEXT_DIM,
            )
        for index, line in enumerate(self.pages[self.page]):
            theme.draw_text(surface, line, pygame.Rect(24, TEXT_TOP + index * line_h, width - 48, line_h), align="left")
