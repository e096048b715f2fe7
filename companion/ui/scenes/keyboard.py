"""An on-screen keyboard for players' names (no physical keyboard at the table).

Names come from several languages (Zoé, Niccolò, François): an accents key
turns the letter rows into a page of accented letters, one big key each
(a long press is hard to time with wet fingers, and a page keeps every key
as large as a letter's). French players get the AZERTY rows they know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from companion.core import N_
from companion.text.i18n import _

from .. import theme
from ..scene import TOP_BAR, Scene
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App

QWERTY = ("1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.")
AZERTY = ("1234567890", "AZERTYUIOP", "QSDFGHJKLM", "WXCVBN'-.")
ACCENTS = ("ÀÁÂÄÆÇÈÉÊË", "ÌÍÎÏÑÒÓÔÖŒ", "ÙÚÛÜŸÝØÅÃß")
"""The accented letters of the names a table meets most (French, Italian, Spanish, German, Nordic)."""
LAYOUTS = {"fr": AZERTY}
"""The letter rows by language (QWERTY for any other)."""
ROWS = QWERTY
MAX_LENGTH = 12
MAX_SUGGESTIONS = 6
"""Names offered under the keys: as many as a table seats, in one row."""


def rows_for(language: str) -> tuple[str, ...]:
    """The letter rows a player of ``language`` expects."""
    return LAYOUTS.get(language, QWERTY)


@dataclass(frozen=True)
class Words:
    """What the keyboard says around the text it takes, as ``N_`` templates: the empty field's hint (when a row
    of offers is under the keys) and the refusal of an empty Done. A name's by default; a reason typed for the
    log has its own, where "Type a name" and "A name needs a letter" would ask for the wrong thing."""

    hint: str
    empty: str


NAME_WORDS = Words(
    N_("Type a name, or tap one from the last game below"),
    N_("A name needs at least one letter."),
)
REASON_WORDS = Words(
    N_("Type the reason, or tap one below"),
    N_("Say why in a few words."),
)
REASON_LENGTH = 40
"""The longest reason typed on the keys: a short sentence that still fits the field in one line."""


class KeyboardScene(Scene):
    """The name being typed in a field along the top, the keys under it, and (``suggestions``) a row of names
    to take with one tap: the names of the last game, so the same friends need not type themselves again."""

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        on_done: Callable[[str], None],
        *,
        suggestions: Sequence[str] = (),
        longest: int = MAX_LENGTH,
        words: Words | None = None,
    ) -> None:
        super().__init__(app)
        self.title, self.text, self.on_done = title, text, on_done
        self.suggestions = list(suggestions)[:MAX_SUGGESTIONS]
        self.longest = longest  # a name's twelve letters; a sentence typed here (a reason) is given more
        self.words = words or NAME_WORDS
        self.shift = not text.strip()  # a name starts with a capital; a name being corrected goes on in small letters
        self.accents = False  # the accented letters' page instead of the letters

    @property
    def rows(self) -> tuple[str, ...]:
        return ACCENTS if self.accents else rows_for(self.app.prefs.language)

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(self.title)
        key_w, key_h, top = 74, 56, TOP_BAR + 70
        for row_index, row in enumerate(self.rows):
            left = (width - len(row) * (key_w + 4)) // 2
            for column, char in enumerate(row):
                shown = char if self.shift else char.lower()
                self.widgets.append(
                    Button(
                        (left + column * (key_w + 4), top + row_index * (key_h + 4), key_w, key_h),
                        shown,
                        partial(self._type, shown),
                        key=f"key-{char}",
                    )
                )
        bottom = top + 4 * (key_h + 4)
        switch = "ABC" if self.accents else ("ÀÉ" if self.shift else "àé")
        self.widgets += [
            Button((16, bottom, 140, key_h), _("Shift"), self._shift, key="shift"),
            Button(
                (162, bottom, 100, key_h),
                switch,
                self._switch,
                key="accents",
                color=theme.ACCENT if self.accents else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if self.accents else theme.TEXT,
            ),
            Button((268, bottom, 220, key_h), _("Space"), lambda: self._type(" "), key="space"),
            Button((494, bottom, 136, key_h), _("Del"), self._delete, key="delete"),
            Button((636, bottom, width - 652, key_h), _("Done"), self._done, color=theme.CONFIRM, key="done"),
        ]
        self.layout_suggestions(bottom + key_h + 6)

    def layout_suggestions(self, top: int) -> None:
        """The offered names in one row under the keys, sharing the width (each a full-size target)."""
        if not self.suggestions:
            return
        width, height = self.size
        count, gap = len(self.suggestions), 6
        name_w = (width - 32 - gap * (count - 1)) // count
        row_h = max(theme.MIN_TARGET, height - top - 4)
        for index, name in enumerate(self.suggestions):
            self.widgets.append(
                Button(
                    (16 + index * (name_w + gap), top, name_w, row_h),
                    name,
                    partial(self._take, name),
                    color=theme.PANEL,
                    size=theme.FONT_SIZES["small"],
                    key=f"suggestion-{index}",
                )
            )

    def _take(self, name: str) -> None:
        """An offered name: the field becomes it and the seat is named at once."""
        self.text = name
        self._done()

    def _type_as_is(self, char: str) -> None:
        """A character from a physical keyboard: its case is the keyboard's, so the on-screen Shift lets go."""
        if len(self.text) < self.longest:
            self.text += char
            if self.shift or self.accents:
                self.shift = self.accents = False
                self.layout()

    def _type(self, char: str) -> None:
        if len(self.text) < self.longest:
            self.text += char
            if char.isalpha() and (self.shift or self.accents):
                # After a capital the letters are small again; after an accented letter, the letters come back.
                self.shift = False
                self.accents = False
                self.layout()

    def _switch(self) -> None:
        self.accents = not self.accents
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
            self.app.notify(_(self.words.empty), error=True)
            return
        self.app.pop()
        self.on_done(text)
        self.app.dirty = True  # the screen below shows what was typed on the next frame, without another tap

    def field(self) -> pygame.Rect:
        """The field along the top where the name being typed shows."""
        return pygame.Rect(16, TOP_BAR + 8, self.size[0] - 32, 54)

    def keep_clear(self) -> list[pygame.Rect]:
        """The keys, and the field: the player watches the name grow as they type, and a device's notice at
        start-up (three lines, some ten seconds) lay over it, so a name was typed unseen."""
        return [*super().keep_clear(), self.field()]

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        field = self.field()
        pygame.draw.rect(surface, theme.PANEL, field, border_radius=8)
        theme.draw_text(surface, self.text + "|", field.inflate(-24, -8), size=theme.FONT_SIZES["title"], align="left")
        if not self.text and self.suggestions:  # the row under the keys says what it is from the empty field
            hint = _(self.words.hint)
            box = pygame.Rect(field.left + 40, field.top, field.width - 52, field.height)
            theme.draw_text(surface, hint, box, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")

    def enter(self) -> None:
        # A PC keyboard types through SDL's text input: what the keyboard's layout and
        # dead keys make (é, ñ, ß, capitals with Shift), not just the US letters.
        pygame.key.start_text_input()
        super().enter()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    def key(self, key: int) -> bool:
        """Enter finishes, Backspace deletes, Escape goes back; letters arrive as text (see :meth:`text_input`).

        Every other key is kept here, so typing a name never reaches a shortcut
        (the simulated table's buttons answer letter keys).
        """
        if key == pygame.K_RETURN:
            self._done()
        elif key == pygame.K_BACKSPACE:
            self._delete()
        elif key == pygame.K_ESCAPE:
            return False
        return True

    def text_input(self, typed: str) -> bool:
        """A physical keyboard's text: printable characters are typed as they come, up to the name's length."""
        used = False
        for char in typed:
            if char.isprintable():
                self._type_as_is(char)
                used = True
        return used
