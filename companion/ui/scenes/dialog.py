"""A question with two answers, over the screen that asked it (undo, leave a game)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..i18n import _
from ..scene import Scene
from ..widgets import Button


class ConfirmScene(Scene):
    def __init__(self, app, message: str, yes: str, on_yes: Callable[[], None], no: str | None = None) -> None:
        super().__init__(app)
        self.message, self.yes, self.no, self.on_yes = message, yes, no or _("Cancel"), on_yes
        self.below = app.scenes[-1] if app.scenes else None

    def layout(self) -> None:
        width, height = self.size
        box = self.box
        half = (box.width - 60) // 2
        self.widgets = [
            Button((box.left + 20, box.bottom - 84, half, 64), self.no, self.app.pop, key="no"),
            Button(
                (box.left + 40 + half, box.bottom - 84, half, 64), self.yes, self._yes, color=theme.CONFIRM, key="yes"
            ),
        ]

    @property
    def box(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(60, 80, width - 120, height - 160)

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if self.below is not None:
            self.below.draw(surface, now)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 170))
        surface.blit(shade, (0, 0))
        box = self.box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        theme.draw_paragraph(surface, self.message, box.inflate(-48, -140).move(0, -40), size=theme.FONT_SIZES["title"])
        for widget in self.widgets:
            widget.draw(surface)
