"""A problem the table must read before playing, full screen: a settings file the companion cannot use.

On the appliance nobody sees the service's log. A configuration with a
mistake used to stop the program with exit status 2, systemd restarted it
five times, and the login prompt came back: the table saw a blank screen and
then a terminal. Instead the companion starts on its default settings and
says so here, with the file and the key from the error, until someone taps
Continue; then the game goes on as usual.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from companion.text.i18n import _

from .. import theme
from ..scene import Scene
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App


class NoticeScene(Scene):
    """A title, the reason in full, and one button that goes on to ``then``."""

    def __init__(self, app: App, title: str, reason: str, button: str, then: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.title, self.reason, self.button_text, self.then = title, reason, button, then

    def layout(self) -> None:
        width, height = self.size
        self.widgets = [
            Button((width // 2 - 170, height - 84, 340, 64), self.button_text, self.go_on, key="continue"),
        ]

    def go_on(self) -> None:
        self.app.replace(self.then())

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        pygame.draw.rect(surface, theme.DANGER, (0, 0, width, 10))
        area = pygame.Rect(40, 32, width - 80, height - 84 - 24 - 32)
        used = theme.draw_paragraph(surface, self.title, area, size=theme.FONT_SIZES["title"])
        area.height -= used + 20
        area.top += used + 20
        theme.draw_paragraph(surface, self.reason, area, size=theme.FONT_SIZES["button"])


def settings_problem(app: App, reason: str, then: Callable[[], Scene]) -> NoticeScene:
    """The notice for a configuration the companion could not use: it plays on the default settings."""
    return NoticeScene(
        app,
        _("The settings file has a mistake: the companion plays with its default settings until it is fixed."),
        reason,
        _("Continue"),
        then,
    )
