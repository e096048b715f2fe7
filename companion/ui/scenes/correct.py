"""Fixing an earlier step from the log: the decision of that moment asked again, then what the fix would do.

A player taps a step in the log and chooses "Fix this step". The game's own play screen then shows the
decision of the moment just before that step (:meth:`Table.moment <companion.core.table.Table.moment>`):
the board to tap a tile on, the dice to type, the amount to enter, all with the widgets the game always
uses. What the player enters there is not played: the real table works out the correction
(:meth:`Table.preview_correction <companion.core.table.Table.preview_correction>`) and a question shows,
before anything is written, what becomes of every later step — kept as it was, kept with other effects, or
dropped with the rules' reason. Confirming commits it as one journal entry; cancelling leaves the game as
it was. The console asks the same question in the same words (:func:`.undo.correction_question`).

"Add a step before" opens the same screen at the same moment for a step nobody entered (Bruno's forgotten
share): what is entered there is added before the tapped step, which follows it with the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from companion.core import Amount, Dice, Game, RuleViolation, Table, Update
from companion.core.records import Action
from companion.core.table import Stamp
from companion.text.corrections import correction_done, correction_question, step_text
from companion.text.i18n import _

from ..scene import TOP_BAR
from ..widgets import Button, Note
from .play import PlayScene

if TYPE_CHECKING:
    from ..app import App


class FixStep(PlayScene):
    """What turns a game's play screen into the screen that fixes step ``step``: put before the game's play
    screen class by :func:`fix_scene_for`, so the board, the dice and the amounts are the game's own."""

    def __init__(self, app: App, step: int, *, insert: bool = False) -> None:
        self.step, self.insert = step, insert
        self.moment = app.playing.moment(step)  # before the play screen's set-up, which reads the table
        super().__init__(app)
        if not insert:  # what was entered, shown: the dice and the number start where the step has them
            recorded = app.playing.steps[step - 1].action
            actor = self.moment.prompt().primary()
            if actor is not None:
                self.panel.values.update(recorded_values(actor.decision, recorded))
            said = step_text(app.playing, step - 1, earlier=False)
            self.entered = _("Entered at step {step}: {what}").format(step=step, what=said[0]) if said else ""

    entered = ""
    """The step as it was entered, told once when the screen opens (its dice and number are where it left them)."""

    def enter(self) -> None:
        super().enter()
        if self.entered:
            self.app.notify(self.entered)
            self.entered = ""

    @property
    def table(self) -> Table[Any]:
        return self.moment

    @property
    def game(self) -> Game[Any]:
        return self.moment.game

    def prompt_text(self) -> str:
        if self.insert:
            return _("Before step {step}: {prompt}").format(step=self.step, prompt=super().prompt_text())
        return _("Fix step {step}: {prompt}").format(step=self.step, prompt=super().prompt_text())

    offers_sheet = False  # the scores of a moment in the past would only confuse

    def layout(self) -> None:
        """The play screen's layout without its way to the menu, the log, undo and the scores: Cancel instead.

        A sealed hand-over owns the whole screen here as in play: its own Cancel goes back to the seats, where
        this one waits (laid over "Hand the companion to Ben" and across a secret entry's title, it was a
        second Cancel on one seat's private screen)."""
        super().layout()
        if self.panel.covering:
            return
        kept = [w for w in self.widgets if getattr(w, "key", None) not in ("menu", "log", "undo")]
        width = self.size[0]
        for widget in kept:  # the question takes the bar's whole width: "Fix step 8:" makes it longer
            if isinstance(widget, Note) and widget.rect.top < TOP_BAR:
                widget.rect.width = width - widget.rect.left - 8
        cancel = Button((6, 4, 100, TOP_BAR - 8), _("Cancel"), self.app.pop, key="fix-cancel")
        self.widgets = [cancel, *kept]

    def ask_undo(self) -> None:
        """The table's undo button while a step is being fixed: the moment shown is not the game's to undo."""
        self.app.notify(_("Finish or cancel the fix first: undo waits."), error=True)

    def on_table(self, update: Update) -> None:
        """The game itself changed while this screen shows an earlier moment of it (a seat's button, a scanner):
        that moment may no longer be step ``step``'s, so the screen closes and says so."""
        if update.kind == "rejected":
            return
        app = self.app
        app.pop()
        app.notify(_("The game went on meanwhile: open the log to fix that step again."), error=True)

    def submit(self, action: Action) -> bool:
        """Not played: the correction it would make is worked out on the real table and asked about first."""
        from .dialog import ConfirmScene

        app = self.app
        try:
            correction = app.playing.preview_correction(self.step, action, insert=self.insert)
        except RuleViolation as exc:
            app.notify(exc.message(_), error=True)
            return False
        shown = app.playing.stamp
        question, details = correction_question(app.playing, correction)
        verb = _("Add") if self.insert else _("Fix")
        app.push(ConfirmScene(app, question, verb, lambda: self.commit(action, shown), details=details))
        return False

    def commit(self, action: Action, shown: Stamp) -> None:
        """Back to the game, then the correction (the play screen hears it and lays the new moment out)."""
        app = self.app
        while len(app.scenes) > 1 and not (isinstance(app.scene, PlayScene) and not isinstance(app.scene, FixStep)):
            app.pop()
        try:
            correction = app.playing.correct(self.step, action, answers=shown, insert=self.insert)
        except RuleViolation:
            return  # the table's listener has shown the reason
        app.notify(correction_done(correction))


def recorded_values(decision: Any, action: Action) -> dict[str, int]:
    """What the fixing screen's widgets start at for the step's ``action``: each die as it was thrown, the number
    as it was entered. Fixing a die of 5 once began at 1, and the screen did not show what had been entered."""
    written = action.to_json()
    if isinstance(decision, Dice):
        return {
            f"die-{die.field}": written[die.field] for die in decision.dice if isinstance(written.get(die.field), int)
        }
    if isinstance(decision, Amount) and decision.range is not None:
        value = written.get(decision.range.field)
        return {"amount": value} if isinstance(value, int) else {}
    return {}


_FIX_CLASSES: dict[type[PlayScene], type[FixStep]] = {}
"""Each game's fixing screen class, made once: the same class every time a step of that game is fixed."""


def _fix_class(play: type[PlayScene]) -> type[FixStep]:
    made = _FIX_CLASSES.get(play)
    if made is None:
        # A class made at run time from the game's own play screen: the type checker cannot follow type().
        made = _FIX_CLASSES[play] = cast("type[FixStep]", type(f"Fix{play.__name__}", (FixStep, play), {}))
    return made


def fix_scene_for(app: App, step: int, *, insert: bool = False) -> FixStep:
    """The screen that fixes step ``step`` (from 1) of the open game, or with ``insert`` adds a step before
    it: its own play screen at that moment."""
    from ..specs import play_scene

    return _fix_class(play_scene(app.playing.game.name))(app, step, insert=insert)
