"""A question with two answers, or three, over the screen that asked it (undo or redo, rewind, leave a game).

A question may carry ``details``: sentences shown under it, one bullet each
(what an undo also withdraws, every step a rewind takes back). They wrap to
the box and scroll, by finger or by the Up/Down buttons, when they are more
than the box holds, so a rewind of fifty steps is read, not cut off.

Nothing under a question changes while it is asked, so the screen below, the
shade, the box and its text are drawn once into a cached layer (again only
after a scroll or a new layout); a frame then costs one blit and the buttons.
The layer's surface and the shade are made once and drawn into again: making
an 800×480 surface costs more than filling it (the Pi Zero feels both).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from companion.text.i18n import _

from .. import theme
from ..paging import page_buttons, scrolled
from ..scene import Scene
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App

BUTTONS = 64
SCROLL = 56
PAD = 10  # the list's text inside its panel
PLAIN_LEAST = 200
"""The least height of a plain question's box: a one-line question still reads as a dialog, not a strip."""


class ConfirmScene(Scene):
    def __init__(
        self,
        app: App,
        message: str,
        yes: str,
        on_yes: Callable[[], None],
        no: str | None = None,
        *,
        details: Sequence[str] = (),
        other: tuple[str, Callable[[], None]] | None = None,
        also: tuple[str, Callable[[], None]] | None = None,
    ) -> None:
        super().__init__(app)
        self.message, self.yes, self.no, self.on_yes = message, yes, no or _("Cancel"), on_yes
        #: A third answer between Cancel and the main one (the undo question's Redo), or None.
        self.other = other
        #: A fourth answer, after Cancel and before the third (the log's "Add a step before"), or None.
        self.also = also
        self.details = list(details)
        self.below = app.scenes[-1] if app.scenes else None
        self.first = 0  # the first detail line shown
        self._drag_from: int | None = None
        self._layer: pygame.Surface | None = None
        self._layer_shows: tuple[tuple[int, int], int] | None = None  # the size and first line it was drawn for

    # -- geometry ----------------------------------------------------------------
    @property
    def box(self) -> pygame.Rect:
        """The plain question's box, as tall as its question and its buttons, centred (a one-line "Undo: Ann places
        12I?" stood over 150 px of empty box); with details, as tall as they need, up to the whole screen but a
        margin."""
        width, height = self.size
        if not self.details:
            title = theme.font(theme.FONT_SIZES["title"]).get_linesize()
            asked = theme.wrap(self.message, width - 168, theme.FONT_SIZES["title"])
            tall = min(height - 32, max(PLAIN_LEAST, 28 + len(asked) * title + 28 + BUTTONS + 20))
            return pygame.Rect(60, (height - tall) // 2, width - 120, tall)
        title = theme.font(theme.FONT_SIZES["title"]).get_linesize()
        need = 20 + len(self.question) * title + 10 + len(self.lines) * self.line_height + 8 + BUTTONS + 40
        tall = min(height - 32, max(need, height - 160))
        return pygame.Rect(24, (height - tall) // 2, width - 48, tall)

    @property
    def question(self) -> list[str]:
        return theme.wrap(self.message, self.size[0] - 96, theme.FONT_SIZES["title"])

    @property
    def list_area(self) -> pygame.Rect:
        """Where the details go: under the question, above the buttons, left of the scroll buttons."""
        box = self.box
        top = box.top + 20 + len(self.question) * theme.font(theme.FONT_SIZES["title"]).get_linesize() + 10
        return pygame.Rect(box.left + 24, top, box.width - 48 - SCROLL - 8, box.bottom - BUTTONS - 32 - top)

    @property
    def line_height(self) -> int:
        return theme.font(theme.FONT_SIZES["body"]).get_linesize() + 4

    @property
    def lines(self) -> list[str]:
        """The details wrapped to the list's width: a bullet on each sentence's first line."""
        width = self.size[0] - 96 - SCROLL - 8 - 2 * PAD - 16  # the list's width (see list_area) inside its padding
        result: list[str] = []
        for detail in self.details:
            wrapped = theme.wrap(detail, width, theme.FONT_SIZES["body"])
            result += [f"• {wrapped[0]}"] + [f"   {rest}" for rest in wrapped[1:]]
        return result

    @property
    def per_page(self) -> int:
        return max(1, self.list_area.height // self.line_height)

    @property
    def scrolls(self) -> bool:
        return len(self.lines) > self.per_page

    # -- widgets -----------------------------------------------------------------
    def layout(self) -> None:
        self._layer_shows = None  # drawn again at the next frame, into the same surface
        box = self.box
        bottom = box.bottom - BUTTONS - 20
        # Cancel, the further answers if any, the main one: equal widths, 20 px apart.
        answers: list[tuple[str, Callable[[], None], str, theme.RGB | None]] = [(self.no, self.app.pop, "no", None)]
        if self.also is not None:
            answers.append((self.also[0], self._also, "also", None))
        if self.other is not None:
            answers.append((self.other[0], self._other, "other", None))
        answers.append((self.yes, self._yes, "yes", theme.CONFIRM))
        width = (box.width - 20 * (len(answers) + 1)) // len(answers)
        self.widgets = [
            Button((box.left + 20 + index * (width + 20), bottom, width, BUTTONS), label, press, color=color, key=key)
            for index, (label, press, key, color) in enumerate(answers)
        ]
        if self.scrolls:
            area = self.list_area
            self.widgets += page_buttons(
                self, (area.right + 8, area.top, SCROLL, SCROLL), (area.right + 8, area.bottom - SCROLL, SCROLL, SCROLL)
            )

    def scroll(self, delta: int) -> None:
        self.first = scrolled(self, delta)
        self.layout()
        self.app.dirty = True

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def _other(self) -> None:
        assert self.other is not None
        self.app.pop()
        self.other[1]()

    def _also(self) -> None:
        assert self.also is not None
        self.app.pop()
        self.also[1]()

    # -- input -------------------------------------------------------------------
    def tap_background(self, pos: tuple[int, int]) -> None:
        self._drag_from = pos[1] if self.list_area.collidepoint(pos) else None

    def release(self, pos: tuple[int, int]) -> None:
        if self._drag_from is not None:
            lines = (self._drag_from - pos[1]) // self.line_height
            self._drag_from = None
            if lines:
                self.scroll(lines)
            return
        super().release(pos)

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, now: float) -> None:
        size = surface.get_size()
        if self._layer is None or self._layer.get_size() != size:
            self._layer, self._layer_shows = pygame.Surface(size), None
        if self._layer_shows != (size, self.first):
            self.draw_static(self._layer, now)  # the screen below (or the background) covers all it held
            self._layer_shows = (size, self.first)
        surface.blit(self._layer, (0, 0))
        for widget in self.widgets:
            widget.draw(surface)

    def draw_static(self, surface: pygame.Surface, now: float) -> None:
        """What does not change while the question is asked: the screen below, shaded, and the box with its text."""
        if self.below is not None:
            self.below.draw(surface, now)
        else:
            surface.fill(theme.BACKGROUND)
        surface.blit(shade(surface.get_size()), (0, 0))
        box = self.box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        if self.details:
            question = pygame.Rect(box.left + 24, box.top + 20, box.width - 48, self.list_area.top - box.top - 20)
            theme.draw_paragraph(surface, self.message, question, size=theme.FONT_SIZES["title"])
            self._draw_details(surface)
        else:
            question = pygame.Rect(box.left + 24, box.top + 28, box.width - 48, box.height - 28 - 28 - BUTTONS - 20)
            theme.draw_paragraph(surface, self.message, question, size=theme.FONT_SIZES["title"])

    def _draw_details(self, surface: pygame.Surface) -> None:
        area = self.list_area
        pygame.draw.rect(surface, theme.BACKGROUND, area.inflate(0, 8), border_radius=8)
        for index, line in enumerate(self.lines[self.first : self.first + self.per_page]):
            rect = pygame.Rect(
                area.left + PAD, area.top + index * self.line_height, area.width - 2 * PAD, self.line_height
            )
            theme.draw_text(surface, line, rect, align="left")


@lru_cache(maxsize=2)
def shade(size: tuple[int, int]) -> pygame.Surface:
    """The dark veil over the screen below a question, made once per screen size (blitted, never drawn into)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 170))
    return veil
