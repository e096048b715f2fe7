"""An on-screen keyboard for players' names (no physical keyboard at the table)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button

ROWS = ("1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.")
MAX_LENGTH = 12


class KeyboardScene(Scene):
    def __init__(self, app, title: str, text: str, on_done: Callable[[str], None]) -> None:
        super().__init__(app)
        self.title, self.text, self.on_done = title, text, on_done
        self.shift = True  # names start with a capital

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(self.title)
        key_w, key_h, top = 74, 56, TOP_BAR + 70
        for row_index, row in enumerate(ROWS):
            left = (width - len(row) * (key_w + 4)) // 2
            for column, char in enumerate(row):
                shown = char if self.shift else char.lower()
                self.widgets.append(
                    Button(
                        (left + column * (key_w + 4), top + row_index * (key_h + 4), key_w, key_h),
                        shown,
                        (lambda c=shown: self._type(c)),
                        key=f"key-{char}",
                    )
                )
        bottom = top + 4 * (key_h + 4)
        self.widgets += [
            Button((16, bottom, 150, key_h), _("Shift"), self._shift, key="shift"),
            Button((176, bottom, 300, key_h), _("Space"), lambda: self._type(" "), key="space"),
            Button((486, bottom, 140, key_h), _("Del"), self._delete, key="delete"),
            Button((636, bottom, width - 652, key_h), _("Done"), self._done, color=theme.CONFIRM, key="done"),
        ]

    def _type(self, char: str) -> None:
        if len(self.text) < MAX_LENGTH:
            self.text += char
            if self.shift and char.isalpha():
                self.shift = False
                self.layout()

    def _delete(self) -> None:
        self.text = self.text[:-1]
        if not self.text:
            self.shift = True
            self.layout()

    def _shift(self) -> None:
        self.shift = not self.shift
        self.layout()

    def _done(self) -> None:
        text = self.text.strip()
        if not text:
            self.app.notify(_("A name needs at least one letter."), error=True)
            return
        self.app.pop()
        self.on_done(text)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, _height = self.size
        field = pygame.Rect(16, TOP_BAR + 8, width - 32, 54)
        pygame.draw.rect(surface, theme.PANEL, field, border_radius=8)
        theme.draw_text(surface, self.text + "|", field.inflate(-24, -8), size=theme.FONT_SIZES["title"], align="left")

    def key(self, key: int) -> bool:
        if key == pygame.K_RETURN:
            self._done()
        elif key == pygame.K_BACKSPACE:
            self._delete()
        elif pygame.K_a <= key <= pygame.K_z or pygame.K_0 <= key <= pygame.K_9 or key == pygame.K_SPACE:
            char = pygame.key.name(key)
            self._type(" " if key == pygame.K_SPACE else (char.upper() if self.shift else char))
        else:
            return False
        return True
