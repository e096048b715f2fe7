"""The game log: every step of the game in its own sentences, scrollable, and a way back to any of them.

Each step (one action and what it caused) is numbered once; its further
sentences follow indented. Tapping a step asks to go back to before it: the
question lists every step that would be withdrawn, from that one to the
latest, in the game's sentences (a still-sealed choice only as "Ann's sealed
choice"), and a confirmation makes one undo per step
(:meth:`companion.core.table.Table.rewind`): the journal keeps its format and
the console's redo still brings them back one by one. The same question
offers to fix that step instead (:mod:`.correct`): entered anew, with every
later step kept that still holds. When no single step can be found (a count
that drifted an hour ago), *Set the pieces* opens the position editor on the
game as it stands (:mod:`.position`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from companion.text.i18n import _, ngettext

from .. import specs, theme
from ..paging import page_buttons, scrolled
from ..scene import TOP_BAR, Scene
from ..widgets import Button

if TYPE_CHECKING:
    from companion.core import Update
    from companion.core.table import Stamp

    from ..app import App

HINT = 30  # the line under the log that says a step can be tapped


class LogScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.lines: list[tuple[str, int]] = []  # (text, the effective step it belongs to)
        self.first = 0
        self.selected: int | None = None  # the step a rewind is being asked for
        self._drag_from: tuple[int, int] | None = None
        self._opened = False

    @property
    def area(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(10, TOP_BAR + 8, width - 110, height - TOP_BAR - 16 - HINT)

    @property
    def per_page(self) -> int:
        return (self.area.height - 12) // self.line_height

    @property
    def line_height(self) -> int:
        return theme.font(theme.FONT_SIZES["body"]).get_linesize() + 6

    def enter(self) -> None:
        width = self.area.width - 24
        self.lines = []
        table = self.app.playing
        for step in range(len(table.steps)):
            number = f"{step + 1}. "
            for index, sentence in enumerate(table.step_sentences(step, _)):
                wrapped = theme.wrap(sentence, width - 40, theme.FONT_SIZES["body"])
                lead = number if index == 0 else "    "
                self.lines += [(lead + wrapped[0], step)] + [(f"    {rest}", step) for rest in wrapped[1:]]
        if not self._opened:  # open at the latest steps; coming back from a question keeps the place
            self.first = max(0, len(self.lines) - self.per_page)
            self._opened = True
        self.first = min(self.first, max(0, len(self.lines) - self.per_page))
        self.selected = None
        super().enter()

    def on_table(self, update: Update) -> None:
        """The game changed while the log is open (a seat's button, a phone): its steps are read again, so the
        log never shows a step undone meanwhile nor misses a new one; a log read at its end stays there."""
        if update.kind == "rejected":
            return
        at_end = self.first >= max(0, len(self.lines) - self.per_page)
        self.enter()
        if at_end:
            self.first = max(0, len(self.lines) - self.per_page)
        self.app.dirty = True

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Game log"))
        if specs.has_position_editor(self.app.playing.game.name):
            # When no one step can be found to fix, the table counts the pieces again and sets them so.
            title = self.widgets[-1]
            title.rect.width = width - 236 - title.rect.left
            self.widgets.append(
                Button((width - 226, 4, 216, TOP_BAR - 8), _("Set the pieces"), self.adjust, key="adjust")
            )
        self.widgets += page_buttons(self, (width - 90, TOP_BAR + 8, 80, 80), (width - 90, height - 90, 80, 80))

    def scroll(self, delta: int) -> None:
        self.first = scrolled(self, delta)
        self.layout()

    # -- going back ----------------------------------------------------------------
    def step_at(self, pos: tuple[int, int]) -> int | None:
        """The step whose line is under ``pos``, or None."""
        area = self.area
        if not area.collidepoint(pos):
            return None
        row = self.first + (pos[1] - area.top - 6) // self.line_height
        if pos[1] < area.top + 6 or row >= min(len(self.lines), self.first + self.per_page):
            return None
        return self.lines[row][1]

    def ask_rewind(self, step: int) -> None:
        """Ask to go back to before ``step`` (0-based), listing every step that would be withdrawn."""
        from companion.text.corrections import rewind_question

        from .dialog import ConfirmScene

        table = self.app.playing
        if not 0 <= step < len(table.steps):
            return
        self.selected = step
        message, details = rewind_question(table, step)
        asked = table.stamp  # a seat's button or a phone may play while the question is open: then it is refused
        fix = (_("Fix this step"), lambda: self.fix(step))
        add = (_("Add a step before"), lambda: self.fix(step, insert=True))
        self.app.push(
            ConfirmScene(
                self.app, message, _("Go back"), lambda: self.rewind(step, asked), details=details, other=fix, also=add
            )
        )

    def fix(self, step: int, *, insert: bool = False) -> None:
        """Enter step ``step`` (0-based) anew on the game's own screen at that moment, or with ``insert`` a
        forgotten step before it; the rest is kept if it holds."""
        from .correct import fix_scene_for
        from .position import open_fix

        if not insert and self.app.playing.set_by_hand(step + 1) is not None:
            open_fix(self.app, step + 1)  # pieces set by hand are fixed where they were set: in the editor
            return
        self.app.push(fix_scene_for(self.app, step + 1, insert=insert))

    def adjust(self) -> None:
        """The position editor on the game as it stands: the pieces set by hand, with a reason, journaled."""
        from .position import open_adjust

        open_adjust(self.app)

    def rewind(self, step: int, asked: Stamp | None = None) -> None:
        """Go back to before ``step`` (0-based); ``asked``: the moment the steps it withdraws were listed."""
        from companion.core import RuleViolation

        table = self.app.playing
        count = len(table.steps) - step
        try:
            table.rewind(count, answers=asked)
        except RuleViolation as exc:  # the table told its listeners too: its cue is played once, there
            self.app.notify(exc.message(_), error=True, cue=False)
            return
        from .play import PlayScene

        # Back to the game, from the final scores too: the game goes on from the chosen step.
        if any(isinstance(scene, PlayScene) for scene in self.app.scenes):
            while not isinstance(self.app.scene, PlayScene):
                self.app.pop()
        # Said over the game, as an undo is: the screen jumped back, which a table looking away could not tell from
        # a screen that did nothing (the console says the same).
        self.app.notify(ngettext("Went back {count} step.", "Went back {count} steps.", count).format(count=count))

    # -- drawing and input ---------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        area = self.area
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        if not self.lines:
            theme.draw_text(surface, _("Nothing has happened yet."), area.inflate(-20, -20), color=theme.TEXT_DIM)
            return
        for index, (line, step) in enumerate(self.lines[self.first : self.first + self.per_page]):
            rect = pygame.Rect(
                area.left + 12, area.top + 6 + index * self.line_height, area.width - 24, self.line_height
            )
            if step == self.selected:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect.inflate(8, 0), border_radius=4)
            theme.draw_text(surface, line, rect, align="left")
        hint = pygame.Rect(area.left + 4, area.bottom + 4, area.width - 8, HINT - 4)
        theme.draw_text(
            surface,
            _("Tap a step to go back to before it, fix it, or add a forgotten one before it."),
            hint,
            size=theme.FONT_SIZES["small"],
            color=theme.TEXT_DIM,
        )

    def tap_background(self, pos: tuple[int, int]) -> None:
        self._drag_from = pos

    def release(self, pos: tuple[int, int]) -> None:
        if self._drag_from is not None:
            start, self._drag_from = self._drag_from, None
            lines = int((start[1] - pos[1]) / self.line_height)  # toward zero: a wobbling tap is no scroll
            if lines:
                self.scroll(lines)
                return
            step = self.step_at(start)
            if step is not None and abs(start[1] - pos[1]) < self.line_height // 2:
                self.ask_rewind(step)
            return
        super().release(pos)
