"""The effective actions of a game and the state after them, with checkpoints so undo never replays the game.

python-chess's move stack is the model: going back restores a saved state
instead of rebuilding it from the first move. Saving the state after every
action would cost a copy per action in memory and time, so the history keeps
a copy (a *checkpoint*) every :data:`CHECKPOINT_EVERY` effective actions. Going
back to any point copies the nearest checkpoint at or before it and re-applies
at most ``CHECKPOINT_EVERY - 1`` actions: undo costs the same at the first
action and the three-thousandth, and loading a journal applies each effective
action about once, however often its players undid. A game whose state is
copied field by field (:mod:`companion.core.state_copy`, ten times cheaper than
pickle) has a checkpoint every :data:`COPIED_EVERY` actions instead.

The history is one *line* of steps: the effective ones first, then the
withdrawn ones that redo would restore, latest withdrawn first from the end.
``length`` says how many are effective. Undo and redo only move ``length``; a
new action cuts the line there. A checkpoint at position ``p`` is the state
after ``line[:p]``, so it stays true until the line is cut before ``p``.

The state may lag or lead ``length`` while a journal is read (``settle=False``):
a run of undos then costs nothing until the next action, and an undo followed
by a redo of the same action costs nothing at all, because the state already
holds it. :meth:`History.settle` brings the state to ``length`` when it matters.
A reader that knows an action is undone and replaced next asks for a *spare*
(the state before it, used once), so a player who changed their mind costs one
saved state, not a checkpoint and the actions after it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar, cast

from companion.data_classes import dataclass

from .game import Game
from .records import Action, Event
from .state_copy import copier

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Adjustment(Action):
    """A correction of the present state: the game's pieces set by hand to ``position``, for ``reason``.

    Not one of the game's actions: the table writes it when nobody knows which step went wrong ("the bank
    paid Ann $100 too much an hour ago"), so the game goes on from what the table counts. It is a step like
    any other for undo, redo, corrections and replay.
    """

    position: dict[str, Any]
    reason: str
    type: ClassVar[str] = "adjust"  # not in any game's codec: journaled as an entry of its own


@dataclass(frozen=True, slots=True)
class Adjusted(Event):
    """The event of an :class:`Adjustment`: the log says the position was set by hand, and why."""

    reason: str
    type: ClassVar[str] = "adjusted"


def advance(game: Game[S], config: dict[str, Any], state: S, action: Action) -> tuple[S, list[Event]]:
    """``state`` after ``action``, and what it caused: the game's rules apply an action (changing ``state`` in
    place); an adjustment replaces the state with its position's (``config`` is the game's prepared one)."""
    if isinstance(action, Adjustment):
        rest = {key: value for key, value in config.items() if key != "position"}
        return game.start({**rest, "position": action.position}), [Adjusted(action.reason)]
    return state, game.apply(state, action)


@dataclass(slots=True)
class Step:
    """One effective action and what it caused, for the game log."""

    action: Action
    events: list[Event]
    replaced: Step | None = None  # the step a correction replaced with this one (the log says what it was)


ADDED: Step = Step(cast(Action, None), [])
"""What a step added afterwards replaced: nothing. A forgotten step entered later where it belonged
(:meth:`Table.correct <companion.core.table.Table.correct>` with ``insert``) holds this as its ``replaced``, so the
log says it was added afterwards, as a corrected step says what it was. Its action is never read: every reader of
``replaced`` asks ``is ADDED`` first."""


@dataclass(slots=True, eq=False)
class Fix:
    """A correction or an addition as an undo asked right after it takes it back whole.

    ``position`` effective steps come before the fixed one (its number less one); ``before`` are the effective
    steps from there as they were before the fix (every step it dropped among them), ``after`` as the fix left
    them. ``back`` numbers the steps the fix dropped as they were numbered before it, and are again once it is
    taken back. Compared by identity: two fixes alike are still two fixes."""

    position: int
    before: list[Step]
    after: list[Step]
    added: bool = False  # an addition (nothing replaced) rather than a correction
    back: tuple[int, ...] = ()

    @property
    def step(self) -> int:
        """The fixed (or added) step's number, from 1."""
        return self.position + 1


@dataclass(frozen=True, slots=True)
class Fixes:
    """The fixes an undo or a redo may take back or do again whole.

    ``fixed``: the fixes whose line the effective steps are exactly, latest last (an undo takes back the last).
    ``unfixed``: the fixes taken back whole, the next to do again last (a redo does it once no withdrawn step is
    left). A new step, an adjustment or another fix forgets them all; an ordinary undo or redo forgets ``fixed``."""

    fixed: tuple[Fix, ...] = ()
    unfixed: tuple[Fix, ...] = ()


def _fixes(fixed: tuple[Fix, ...], unfixed: tuple[Fix, ...]) -> Fixes | None:
    return Fixes(fixed, unfixed) if fixed or unfixed else None


_new_step = object.__new__
"""How :meth:`History.follow` makes a :class:`Step` (its three slots then set): cheaper than its constructor."""

_NOTHING_CUT: tuple[list[Step], dict[int, Any], Fixes | None] = ([], {}, None)
"""What a play that cut no redo line keeps for :meth:`History.retract` (read, never changed: shared)."""

CHECKPOINT_EVERY = 16
"""Effective actions between two saved states: an undo re-applies fewer than this many.

Measured on this machine (docs/PERFORMANCE.md): applying an action costs
5-15 µs in every engine, saving a state 5-100 µs (pickle's dumps) and restoring
it as much (loads), so 16 keeps an undo under about half a millisecond while
the saves add one or two µs per action to a replay; the memory is one pickled
state per 16 actions (2-7 KB each).
"""


COPIED_EVERY = 4
"""Effective actions between two saved states when the game's state is copied field by field.

Such a copy (:mod:`companion.core.state_copy`) costs about a third of a
typical action to save and as much to restore, a tenth of pickle's: saving
every 4 actions adds less than a tenth of an action to each, and an undo
(a changed mind) re-applies 1.5 actions on average instead of 7.5. The memory
is one live copy per 4 actions (a few KB each: about 3 MB for a 3,000-action
journal of the tile-laying game).
"""


class History(Generic[S]):
    """A game's line of steps, how many of them are effective, and the state after them."""

    def __init__(self, game: Game[S], config: dict[str, Any], *, every: int | None = None) -> None:
        self.game = game
        self.config = config
        self.state: S = game.start(config)
        # A game that keeps the default copy_state has its saved states kept in its saved form
        # (Game.save_state): a copy made field by field when its state's types allow, else pickled bytes
        # (saving is then half a copy, dumps, and a state takes a fifth of the memory).
        self._pickled = type(game).copy_state is Game.copy_state
        # With the default saved form as well, a state copied field by field is saved by its compiled copy itself:
        # a checkpoint is then that one call, without save_state's look-up of the copy and its wrapper around it
        # (about 2,000 instructions of a save and a restore). A state of another class takes save_state's way.
        kind = type(self.state)
        copy = copier(kind, game.unchanging) if self._pickled else None
        own_form = type(game).save_state is Game.save_state and type(game).load_state is Game.load_state
        self._kind: type[Any] | None = kind if copy is not None and own_form else None
        self._copy: Callable[[Any], Any] | None = copy if self._kind is not None else None
        if every is None:
            every = COPIED_EVERY if copy is not None else CHECKPOINT_EVERY
        if every < 1:
            raise ValueError("checkpoints need a positive interval")
        self.every = every
        self.line: list[Step] = []
        self.length = 0
        self._at = 0  # how many steps of the line the state holds
        self._checkpoints: dict[int, Any] = {0: self._freeze(self.state)}
        self._cut: tuple[list[Step], dict[int, Any], Fixes | None] | None = None  # what the latest play replaced
        self.fixes: Fixes | None = None  # the fixes an undo or a redo would take back or do again whole

    # -- reading ---------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        """The effective steps, oldest first (a new list)."""
        return self.line[: self.length]

    @property
    def redo_actions(self) -> list[Action]:
        """The withdrawn actions as a redo stack, the next one to redo last: under them, the new action of each fix
        taken back whole (:meth:`unfix`), which a redo does again once no withdrawn step is left."""
        fixes = [fix.after[0].action for fix in self.fixes.unfixed] if self.fixes is not None else []
        return [*fixes, *(step.action for step in reversed(self.line[self.length :]))]

    @property
    def can_redo(self) -> bool:
        return self.length < len(self.line) or self.fix_to_redo is not None

    @property
    def fix_to_undo(self) -> Fix | None:
        """The fix the effective steps are exactly the line of, if nothing was played, undone or redone since:
        :meth:`unfix` takes it back whole."""
        fixes = self.fixes
        return fixes.fixed[-1] if fixes is not None and fixes.fixed else None

    @property
    def fix_to_redo(self) -> Fix | None:
        """The fix taken back whole that :meth:`redo` does again, once no withdrawn step is left to redo."""
        fixes = self.fixes
        if fixes is None or not fixes.unfixed or self.length < len(self.line):
            return None
        return fixes.unfixed[-1]

    @property
    def checkpoints(self) -> list[int]:
        """The positions whose state is saved (for tests and the benchmark)."""
        return sorted(self._checkpoints)

    # -- changing --------------------------------------------------------
    def play(self, action: Action, *, spare: bool = False) -> list[Event]:
        """Apply a new action after the effective steps; it cuts the redo line.

        A refusal raises the engine's :class:`~companion.core.errors.RuleViolation`
        and changes nothing. :meth:`retract` takes the action back, redo line
        included, if what follows it fails. ``spare`` keeps a copy of the state
        before the action, for a reader who knows an undo comes next: going
        back then takes that copy as it is, instead of copying a checkpoint and
        re-applying the actions after it.
        """
        length = self.length
        if self._at != length:  # settle(), asked of every action: without its call
            self._restore(length)
        if spare and length % self.every and length not in self._checkpoints:
            before = self._freeze(self.state)
        else:
            before = None
        if isinstance(action, Adjustment):
            self.state, events = advance(self.game, self.config, self.state, action)
        else:  # advance()'s usual case, without its call: the rules change the state in place
            events = self.game.apply(self.state, action)
        if before is not None:
            self._checkpoints[length] = before
        fixes = self.fixes  # a new step forgets the fixes undo or redo would take back or do again whole
        if fixes is not None:
            self.fixes = None
        line = self.line
        if len(line) > length:  # a redo line to cut, with its checkpoints
            tail = line[length:]
            dropped = {p: s for p, s in self._checkpoints.items() if p > length}
            for position in dropped:
                del self._checkpoints[position]
            del line[length:]
            self._cut = (tail, dropped, fixes)
        else:
            self._cut = _NOTHING_CUT if fixes is None else ([], {}, fixes)
        step = _new_step(Step)  # Step(action, events) without the call of its constructor, as follow() makes it
        step.action, step.events, step.replaced = action, events, None
        line.append(step)
        self.length = self._at = length = length + 1
        if not length % self.every:
            self._save()
        return events

    def follow(self, actions: list[Action], prepare: Callable[[S, Action], Action] | None = None) -> None:
        """:meth:`play` each of ``actions`` in turn, without a spare (a reader's run of plain journal entries).

        A journal's replay plays nearly every action it holds through here, and :meth:`play`'s
        bookkeeping around the rule (its call, the tests for a lagging state, a spare and a redo line to
        cut, an adjustment) was about a fifth of replaying an entry. When the state is at the effective
        steps and there is no redo line, playing an action is exactly: the rules apply it to the state
        (in place), its :class:`Step` joins the line, and every :attr:`every` steps a checkpoint is saved;
        that is all this loop does. An adjustment, or a history that is not so, goes through :meth:`play`
        action by action. ``prepare`` gives the action to play from the state and each action
        (:meth:`Game.upgrade`, when the game has one), as a reader gives :meth:`play`.

        A refusal (the rules', or ``prepare``'s) raises as :meth:`play`'s would, with the actions before
        it played and kept: ``length`` says how many.
        """
        if self._at != self.length or len(self.line) != self.length or self.fixes is not None:
            for action in actions:
                self.play(action if prepare is None else prepare(self.state, action))
            return
        apply, state, line, every = self.game.apply, self.state, self.line, self.every
        start = length = self.length
        try:
            for action in actions:
                played = action if prepare is None else prepare(state, action)
                if isinstance(played, Adjustment):  # replaces the state: play() does it
                    self.length = self._at = length
                    self.play(played)
                    state, length = self.state, self.length
                    continue
                events = apply(state, played)
                # Step(played, events) without the call of its constructor (a fifth of the step's cost)
                step = _new_step(Step)
                step.action, step.events, step.replaced = played, events, None
                line.append(step)
                length += 1
                if not length % every:
                    self.length = self._at = length
                    self._save()
        finally:
            self.length = self._at = length
            if length != start:
                self._cut = _NOTHING_CUT  # what play() leaves after an action that cut nothing

    def retract(self) -> None:
        """Take back the latest :meth:`play` entirely: its step goes and the redo line it cut returns."""
        if self._cut is None or self.length != len(self.line) or not self.length:
            raise RuntimeError("nothing played to retract")
        tail, dropped, fixes = self._cut
        self._cut = None
        self.fixes = fixes
        self.line.pop()
        self.length -= 1
        for position in [p for p in self._checkpoints if p > self.length]:
            del self._checkpoints[position]
        self.line.extend(tail)
        self._checkpoints.update(dropped)
        self._restore(self.length)

    def undo(self, *, settle: bool = True) -> Step:
        """Withdraw the latest effective step and return it; with ``settle`` the state follows at once."""
        if not self.length:
            raise IndexError("nothing to undo")
        self._cut = None
        if self.fixes is not None and self.fixes.fixed:  # the line is no longer exactly a fix's
            self.fixes = _fixes((), self.fixes.unfixed)
        self.length -= 1
        if settle:
            self.settle()
        return self.line[self.length]

    def redo(self) -> list[Event]:
        """Restore the latest withdrawn step and return its events.

        If the state already holds that step (undone while reading a journal,
        not yet settled), nothing is applied again: the engine is deterministic,
        so the events are the ones it gave the first time. With no withdrawn
        step left, a fix taken back whole (:meth:`unfix`) is done again.
        """
        fix = self.fix_to_redo
        if fix is not None:
            return self.refix(fix)
        if not self.can_redo:
            raise IndexError("nothing to redo")
        self._cut = None
        if self.fixes is not None and self.fixes.fixed:  # the line is no longer exactly a fix's
            self.fixes = _fixes((), self.fixes.unfixed)
        step = self.line[self.length]
        if self._at > self.length:
            self.length += 1
            return step.events
        self.settle()
        self.state, events = advance(self.game, self.config, self.state, step.action)
        self.line[self.length] = Step(step.action, events, step.replaced)
        self.length += 1
        self._at = self.length
        self._save()
        return events

    def state_at(self, position: int) -> S:
        """A copy of the state after the first ``position`` effective steps; the history is left as it is."""
        if not 0 <= position <= self.length:
            raise IndexError(f"no position {position} in {self.length} steps")
        base = max(p for p in self._checkpoints if p <= position)  # every saved state is true of the line
        state = self._thaw(self._checkpoints[base], spent=False)
        for step in self.line[base:position]:
            state, _events = advance(self.game, self.config, state, step.action)
        return state

    def rewrite(self, position: int, steps: list[Step]) -> None:
        """Make the effective steps the first ``position`` ones followed by ``steps`` (a correction's line).

        Each of ``steps`` is applied again in turn: the caller has checked that the rules accept every one
        (:func:`~companion.core.correction.preview`), and the engine is deterministic, so their events are
        the ones the preview gave. What could be redone is dropped, as after a new action.
        """
        if not 0 <= position <= self.length:
            raise IndexError(f"no position {position} in {self.length} steps")
        self._cut = None
        self.fixes = None
        self.length = position
        self.settle()
        for stale in [p for p in self._checkpoints if p > position]:
            del self._checkpoints[stale]
        del self.line[position:]
        for step in steps:
            self.state, events = advance(self.game, self.config, self.state, step.action)
            self.line.append(Step(step.action, events, step.replaced))
            self.length += 1
            self._at = self.length
            self._save()

    def fix(self, position: int, steps: list[Step], *, added: bool = False, back: tuple[int, ...] = ()) -> Fix:
        """:meth:`rewrite` as a correction (``added``: an addition) does it, remembered so that an undo right after
        it takes it back whole (:meth:`unfix`); ``back`` numbers the steps it drops. What could be redone, a fix
        taken back included, is forgotten; the fixes whose line this one changed stay underneath it."""
        fixed = self.fixes.fixed if self.fixes is not None and self.length == len(self.line) else ()
        done = Fix(position, self.line[position : self.length], [], added, back)
        self.rewrite(position, steps)
        done.after = self.line[position:]
        self.fixes = Fixes((*fixed, done), ())
        return done

    def unfix(self) -> Fix:
        """Take back the latest fix whole: the effective steps as they were before it, every step it dropped
        among them; a :meth:`redo` then does it again. Raises IndexError when the latest change was not a fix."""
        fix = self.fix_to_undo
        if fix is None or self.fixes is None:
            raise IndexError("no fix to take back")
        fixes = self.fixes
        self.rewrite(fix.position, fix.before)
        self.fixes = Fixes(fixes.fixed[:-1], (*fixes.unfixed, fix))
        return fix

    def refix(self, fix: Fix) -> list[Event]:
        """Do again ``fix``, which :meth:`unfix` took back (the next to redo); its step's events."""
        fixes = self.fixes
        if fixes is None or self.fix_to_redo is not fix:
            raise IndexError("no fix to do again")
        self.rewrite(fix.position, fix.after)
        self.fixes = Fixes((*fixes.fixed, fix), fixes.unfixed[:-1])
        return self.line[fix.position].events

    def settle(self) -> None:
        """Bring the state to the effective steps if undos or redos left it elsewhere."""
        if self._at != self.length:
            self._restore(self.length)

    # -- checkpoints -----------------------------------------------------
    def _save(self) -> None:
        if self._at % self.every == 0 and self._at not in self._checkpoints:
            self._checkpoints[self._at] = self._freeze(self.state)

    def _freeze(self, state: S) -> Any:
        """A saved copy of ``state``: its compiled copy, the game's saved form, or the game's own copy."""
        copy = self._copy
        if copy is not None and type(state) is self._kind:
            return copy(state)
        return self.game.save_state(state) if self._pickled else self.game.copy_state(state)

    def _thaw(self, saved: Any, *, spent: bool) -> S:
        """A live state from ``saved``; a ``spent`` one (not kept) is handed over without another copy."""
        copy = self._copy
        if copy is not None and type(saved) is self._kind:
            return saved if spent else copy(saved)
        if self._pickled:
            return self.game.load_state(saved)
        return saved if spent else self.game.copy_state(saved)

    def _restore(self, target: int) -> None:
        """Make the state the one after ``line[:target]``: the nearest checkpoint, then the actions after it."""
        if target % self.every and target in self._checkpoints:  # a spare (see play): used once, as it is
            self.state = self._thaw(self._checkpoints.pop(target), spent=True)
            self._at = target
            return
        base = target - target % self.every
        while base not in self._checkpoints:
            base -= self.every  # a checkpoint lost to a cut line and not yet passed again
        self.state = self._thaw(self._checkpoints[base], spent=False)
        self._at = base
        while self._at < target:
            self.state, _events = advance(self.game, self.config, self.state, self.line[self._at].action)
            self._at += 1
            self._save()
