"""The position editor: a game joined in progress, or the pieces of the game being played set by hand.

The generic form screen (:mod:`.form`) over the game's
:class:`~companion.ui.positions.PositionEditor`, its sections in the order
a table counts its pieces, the engine's verdict always on the bottom line.
Two doors lead here:

- the new-game screen's *From a position*: the editor opens on the set-up
  of a new game of those players and options; *Start here* starts a journal
  whose header holds the position, and the game's own screen takes over;
- the game log's *Set the pieces*: the editor opens on the game as it
  stands (a count nobody can trace to one step: "the bank paid Ann $100 too
  much an hour ago"); *Set them so* asks why in a few words, then the table
  journals the adjustment (:meth:`~companion.core.table.Table.adjust`),
  which the log and the final scores show. If the game moved while the
  editor was open (a pass button), the adjustment is refused as stale and
  the editor stays, with what was typed;
- the log's *Fix this step* on a step that set the pieces by hand: the editor opens on the pieces as that step
  set them, its reason offered again; what is saved replaces that step (a correction: the question first says
  what becomes of every later step, as any fix's does).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from companion.core import N_, RuleViolation, Table
from companion.core.errors import WentOnMeanwhile
from companion.core.history import Adjustment
from companion.core.table import Stamp
from companion.games import get
from companion.text.i18n import _

from .. import specs
from ..positions import Position, position_form
from .form import FormScene

if TYPE_CHECKING:
    from ..app import App

REASONS = (N_("Counted again at the table"), N_("A payment was wrong"), N_("A piece was moved by mistake"))
"""Reasons offered under the keyboard: the ones a table gives most (a reason of its own is typed)."""


class PositionScene(FormScene):
    """The form screen for a position: what it saves starts a game there, or sets the game's pieces so."""

    def __init__(
        self,
        app: App,
        game: str,
        config: dict[str, Any],
        *,
        table: Table[Any] | None = None,
        remember: Callable[[], None] | None = None,
        fixing: int = 0,
    ) -> None:
        engine = get(game)
        settings = table.header.config if table is not None else config
        rest = {key: value for key, value in settings.items() if key != "position"}
        editor = specs.position_editor(game, engine.prepare_config(rest))
        if editor is None:  # the editor is offered only for a game that has one (specs.has_position_editor)
            raise ValueError(f"{game} has no position editor")
        self.game, self.config, self.table, self.remember = game, rest, table, remember
        self.written: Position | None = None
        self.stamp = table.stamp if table is not None else None  # an adjustment answers the game as it was opened
        # fixing: the step (from 1) that set the pieces by hand, shown as it set them and replaced by what is saved
        self.fixing = fixing if table is not None and table.set_by_hand(fixing) is not None else 0
        current = (table.position(self.fixing or None)) if table is not None else None
        spec = position_form(engine, rest, editor, self.keep, current=current)
        if self.fixing:
            title = _("Fix step {step}: the pieces set by hand").format(step=self.fixing)
            spec = replace(spec, title=title, origin_saved=N_("the pieces as that step set them"))
        super().__init__(app, spec)

    def keep(self, position: Position) -> None:
        self.written = position

    def save(self) -> None:
        refusal = self.form.save()
        if refusal is not None:
            self.refused(refusal)
            return
        if self.table is None:
            self.start()
        else:
            self.ask_reason()

    def save_and_leave(self) -> None:
        """Back's question answered with the save: starting or setting the pieces leaves the editor by itself."""
        self.save()

    def start(self) -> None:
        from companion.storage import start_new

        from ..specs import play_scene_for

        try:
            table = start_new(self.game, {**self.config, "position": self.written})
        except RuleViolation as exc:
            self.refused(exc)
            return
        if self.remember is not None:
            self.remember()
        self.app.open_table(table)
        self.app.pop()  # this editor; the new-game screen under it becomes the game's
        self.app.replace(play_scene_for(self.app))
        self.app.notify(_("The game starts from the position."))

    def ask_reason(self) -> None:
        from .keyboard import REASON_LENGTH, REASON_WORDS, KeyboardScene

        suggestions = [_(reason) for reason in REASONS]
        earlier = self.table.set_by_hand(self.fixing) if self.table is not None and self.fixing else None
        self.app.push(
            KeyboardScene(
                self.app,
                _("Why are the pieces set by hand?"),
                earlier or "",  # a fix of the step: its reason, to keep or to say better
                self.adjust,
                suggestions=suggestions,
                longest=REASON_LENGTH,
                words=REASON_WORDS,
            )
        )

    def adjust(self, reason: str) -> None:
        """The keyboard has closed on the reason: journal the adjustment, and go back to the game."""
        from .play import PlayScene

        if self.table is None or self.written is None:  # asked only once the game's pieces were saved
            return
        if self.fixing:
            self.ask_fix(Adjustment(self.written, reason))
            return
        try:
            self.table.adjust(self.written, reason, answers=self.stamp)
        except RuleViolation as exc:  # no reason, or the game moved meanwhile: the editor stays, with the typing
            self.form.kept = {}
            said = exc.message(_)
            if isinstance(exc, WentOnMeanwhile):  # this editor shows the pieces as they were: every save is refused
                said = _(
                    "The game went on meanwhile: nothing was set. Go back and open Set the pieces again; "
                    "what was typed stays here to read."
                )
            self.app.notify(said, error=True, cue=False)  # the table's listeners played its cue
            self.layout()
            return
        self.app.notify(_("The pieces are set: the log says so."))
        while len(self.app.scenes) > 1 and not isinstance(self.app.scene, PlayScene):
            self.app.pop()

    def ask_fix(self, adjustment: Adjustment) -> None:
        """The pieces of the step being fixed set anew: what becomes of every later step is asked first, as any
        fix's question asks it; nothing changes before its answer."""
        from companion.text.corrections import correction_question

        from .dialog import ConfirmScene

        table, app = self.table, self.app
        assert table is not None
        try:
            correction = table.preview_correction(self.fixing, adjustment)
        except RuleViolation as exc:
            self.form.kept = {}
            app.notify(exc.message(_), error=True, cue=False)
            self.layout()
            return
        shown = table.stamp
        question, details = correction_question(table, correction)
        app.push(ConfirmScene(app, question, _("Fix"), partial(self.commit_fix, adjustment, shown), details=details))

    def commit_fix(self, adjustment: Adjustment, shown: Stamp) -> None:
        """Back to the game, then the step replaced by the pieces set anew (refused: the game went on since)."""
        from companion.text.corrections import correction_done

        from .play import PlayScene

        table, app = self.table, self.app
        assert table is not None
        while len(app.scenes) > 1 and not isinstance(app.scene, PlayScene):
            app.pop()
        try:
            correction = table.correct(self.fixing, adjustment, answers=shown)
        except RuleViolation as exc:
            app.notify(exc.message(_), error=True, cue=False)
            return
        app.notify(correction_done(correction))


def open_new(app: App, game: str, config: dict[str, Any], *, remember: Callable[[], None] | None = None) -> None:
    """The editor on the set-up of a new game of ``config``; Start here starts the game there."""
    app.push(PositionScene(app, game, config, remember=remember))


def open_fix(app: App, step: int) -> None:
    """The editor on the pieces step ``step`` (from 1) set by hand; what is saved replaces that step."""
    table = app.playing
    app.push(PositionScene(app, table.game.name, table.header.config, table=table, fixing=step))


def open_adjust(app: App) -> None:
    """The editor on the app's open game as it stands; Set them so journals the pieces set by hand."""
    table = app.playing
    app.push(PositionScene(app, table.game.name, table.header.config, table=table))
