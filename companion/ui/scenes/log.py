"""The game log: every event of the game as a sentence, scrollable by finger or buttons."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button


class LogScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.lines: list[str] = []
        self.first = 0
        self._drag_from: int | None = None

    @property
    def per_page(self) -> int:
        return (self.size[1] - TOP_BAR - 20) // self.line_height

    @property
    def line_height(self) -> int:
        return theme.font(theme.FONT_SIZES["body"]).get_linesize() + 6

    def enter(self) -> None:
        width = self.size[0] - 120
        self.lines = []
        for number, sentence in enumerate(self.app.table.log(_), 1):
            wrapped = theme.wrap(sentence, width - 40, theme.FONT_SIZES["body"])
            self.lines += [f"{number}. {wrapped[0]}"] + [f"    {rest}" for rest in wrapped[1:]]
        self.first = max(0, len(self.lines) - self.per_page)  # open at the latest events
        super().enter()

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Game log"))
        self.widgets += [
            Button(
                (width - 90, TOP_BAR + 8, 80, 80),
                _("Up"),
                lambda: self.scroll(-self.per_page),
                key="up",
                icon="up",
                enabled=self.first > 0,
            ),
            Button(
                (width - 90, height - 90, 80, 80),
                _("Down"),
                lambda: self.scroll(self.per_page),
                key="down",
                icon="down",
                enabled=self.first + self.per_page < len(self.lines),
            ),
        ]

    def scroll(self, delta: int) -> None:
        self.first = max(0, min(max(0, len(self.lines) - self.per_page), self.first + delta))
        self.layout()

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        area = pygame.Rect(10, TOP_BAR + 8, width - 110, height - TOP_BAR - 16)
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        if not self.lines:
            theme.draw_text(surface, _("Nothing has happened yet."), area.inflate(-20, -20), color=theme.TEXT_DIM)
            return
        for index, line in enumerate(self.lines[self.first : self.first + self.per_page]):
            rect = pygame.Rect(
                area.left + 12, area.top + 6 + index * self.line_height, area.width - 24, self.line_height
            )
            theme.draw_text(surface, line, rect, align="left")

    def tap_background(self, pos: tuple[int, int]) -> None:
        self._drag_from = pos[1]

    def release(self, pos: tuple[int, int]) -> None:
        if self._drag_from is not None:
            lines = (self._drag_from - pos[1]) // self.line_height
            self._drag_from = None
            if lines:
                self.scroll(lines)
            return
        super().release(pos)
