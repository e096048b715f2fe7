"""A game in progress: journal + state + listeners.

The :class:`Table` is the only way front-ends change a game. ``submit`` asks
the engine to apply an action to the live state (a refusal changes nothing),
writes the journal entry durably, and only then tells the listeners, so what a
player sees has always survived a power cut. ``undo`` and ``redo`` are journal
entries too (the 18xx.games way): the state is always the replay of the header
and the entries. Neither replays the game: the :class:`~.history.History`
behind the table restores a saved state (see :mod:`companion.core.history`).

Listeners (an LED scene, the sounds, a log) are the table's least trusted
code: one that raises must not turn an action that is already durable into a
crash, nor stop the listeners after it. :meth:`Table._tell` catches what a
listener raises, logs it once per listener and kind of failure (a scene that
fails on every frame must not flood the log), keeps it in
:attr:`Table.faults` for a front-end to show, and goes on; the action stays
applied and journaled.

Hardware callbacks run on other threads; they must never touch the state.
They :meth:`Table.post` a callable into a thread-safe queue, and the main loop
runs :meth:`Table.pump`, which executes them on its own thread.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import field, replace
from itertools import repeat
from operator import attrgetter
from pathlib import Path
from typing import Any, Generic, NoReturn, TypeVar

from companion.data_classes import dataclass
from companion.loggers import later

from .correction import Correction, Fate, preview
from .decisions import Dice, Secret
from .errors import (
    AdjustmentReason,
    AlreadyEntered,
    CodecError,
    ImpossiblePosition,
    JournalError,
    MalformedAction,
    NoSuchSeat,
    NoSuchStep,
    NothingToRedo,
    NothingToUndo,
    RuleViolation,
    StaleInput,
    WentOnMeanwhile,
)
from .game import Game, Prompt
from .history import ADDED, CHECKPOINT_EVERY, Adjusted, Adjustment, Fix, History
from .history import Step as Step  # re-exported: front-ends and the package import it from here
from .i18n import N_, fill, say
from .journal import Entry, Header, JournalWriter, Loaded, dumps, echo, json_text
from .records import Action, Codec, Event, Record

S = TypeVar("S")

REASON_LIMIT = 200
"""The most letters a hand correction's reason may have: a few words for the log, not an essay."""

log = later(__name__)


@dataclass(slots=True)
class Update:
    """What a listener hears: ``kind`` is applied, undone, redone, corrected, adjusted or rejected."""

    kind: str
    action: Action | None = None
    events: list[Event] = field(default_factory=list)
    error: RuleViolation | None = None


Listener = Callable[[Update], None]


@dataclass(frozen=True, slots=True)
class Stamp:
    """The moment of the game an input was entered for: what its player saw.

    A front-end takes :attr:`Table.stamp` when it shows a decision (the
    touchscreen when a frame is presented, the console when it prints the
    prompt, a device when its button is pressed) and hands it back with the
    input. The table refuses an input whose moment has passed for its seat
    (see :meth:`Table.submit`), so a doubled tap or a stale screen never
    lands on the next decision. Stamps are not journaled: only what is
    accepted is, and it replays without them.

    ``screen`` marks a tap on a shared screen: there any change since the
    frame was drawn has passed the moment, whoever made it, because the tap
    is handled by the widgets laid out after the change, which nobody has
    seen (Ben's doubled Pass would land on Cat's Pass button, drawn where
    his was).
    """

    moment: int
    screen: bool = False

    def on_screen(self) -> Stamp:
        """This moment as a shared screen's frame."""
        return Stamp(self.moment, True)


@dataclass(slots=True)
class ListenerFault:
    """A listener that raised: the first failure of its kind, and how often that kind recurred."""

    listener: Listener
    error: BaseException
    update: str  # the kind of update it failed on first
    count: int = 1

    @property
    def name(self) -> str:
        return _name_of(self.listener)

    def __str__(self) -> str:
        return f"listener {self.name} raised {type(self.error).__name__}: {self.error}"


def _name_of(listener: Listener) -> str:
    owner = getattr(listener, "__self__", None)
    name = getattr(listener, "__qualname__", None) or type(listener).__qualname__
    if owner is not None and "." not in name:
        name = f"{type(owner).__qualname__}.{name}"
    return name


def logged(game: Game[S], state: S, step: Step, translate: Callable[[str], str] | None = None) -> list[str]:
    """What the game log says of ``step``: what a correction replaced (or that it was added afterwards) first,
    then an adjustment's reason or
    each event's sentence (a step that caused no event says nothing). ``state`` is the game's, for its names."""
    return _step_sentences(game, state, step, translate, labelled=False)


def _adjusted(adjustment: Adjustment, translate: Callable[[str], str] | None) -> str:
    return fill(N_("The pieces were set by hand: {reason}"), {"reason": adjustment.reason}, translate)


def _was(game: Game[S], state: S, replaced: Step, translate: Callable[[str], str] | None) -> str:
    """What a corrected step was just before its correction, in one line. A step corrected twice says the
    version the second correction replaced, once: not every earlier version nested inside it ("Corrected; it
    was: Corrected; it was: …"); the journal keeps them all."""
    was = " ".join(_step_sentences(game, state, replaced, translate, earlier=False))
    return fill(N_("Corrected; it was: {was}"), {"was": was}, translate)


def _step_sentences(
    game: Game[S],
    state: S,
    step: Step,
    translate: Callable[[str], str] | None,
    *,
    earlier: bool = True,
    labelled: bool = True,
) -> list[str]:
    """A step in the log's sentences; with ``labelled``, its menu label when it caused no event. A corrected
    step first says what it was before the correction, in the same words: both are on record (``earlier``)."""
    if isinstance(step.action, Adjustment):
        sentences = [_adjusted(step.action, translate)]
    else:
        sentences = [game.describe(state, event, translate) for event in step.events]
        if labelled and not sentences:
            sentences = [say(game.label(state, step.action), translate or str)]
    if earlier and step.replaced is ADDED:
        sentences.insert(0, fill(N_("Added afterwards, where it belongs."), {}, translate))
    elif earlier and step.replaced is not None:
        sentences.insert(0, _was(game, state, step.replaced, translate))
    return sentences


@dataclass(slots=True)
class Replayed(Generic[S]):
    state: S
    steps: list[Step]
    redo: list[Action]


def replay(game: Game[S], header: Header, entries: Sequence[Entry], where: str = "<journal>") -> Replayed[S]:
    """Rebuild a game from its header and entries, refusing anything the rules refuse.

    Undo withdraws the latest effective action, redo restores the latest
    withdrawn one, and a new action clears what could be redone. Each
    effective action is applied about once, however many undos the journal
    holds (see :mod:`companion.core.history`).
    """
    history = _replay_history(game, header, entries, where)
    return Replayed(history.state, history.steps, history.redo_actions)


def _replay_history(game: Game[S], header: Header, entries: Sequence[Entry], where: str) -> History[S]:
    if header.game != game.name:
        raise JournalError(f"this journal is for {header.game!r}, not {game.name!r}", path=where, line=1)
    try:
        history = History(game, header.config)
    except (RuleViolation, ValueError, KeyError, TypeError) as exc:
        raise JournalError(f"invalid config: {exc}", path=where, line=1) from None
    # Reading needs no dense checkpoints (a changed mind takes a spare): a saved state every 16 actions,
    # then the table's own interval for what is played next (a checkpoint at 16 is one at 4 too).
    every, history.every = history.every, max(history.every, CHECKPOINT_EVERY)
    # The entry of each step of the history's line (its journal line is read only for a refusal naming it).
    made: list[Entry] = []
    made_of: dict[Fix, tuple[list[Entry], list[Entry]]] = {}  # a fix's steps' entries, before it and after it
    decode = game.actions.decode
    upgrade = None if type(game).upgrade is Game.upgrade else game.upgrade  # the default gives the action back
    last = len(entries) - 1
    index = 0
    while index <= last:
        entry = entries[index]
        # A run of plain entries starts here, unless an undo withdraws its first action at once (the run would give
        # it back to this loop): asked inline, for undos and redos come here too.
        if entry.plain is not None and not (index < last and entries[index + 1].undo):
            index = _plain_run(history, entries, index, game.actions, upgrade, made, where)
            if index > last:
                break
            entry = entries[index]
        index += 1
        if entry.undo:
            if not history.length:
                raise JournalError("undo with nothing to undo", path=where, line=entry.line)
            history.undo(settle=False)
            continue
        if entry.unfix:
            fix = history.fix_to_undo
            if fix is None:
                raise JournalError("unfix with no correction or addition just before", path=where, line=entry.line)
            history.unfix()
            made[fix.position :] = made_of[fix][0]
            continue
        if entry.redo and history.fix_to_redo is not None:
            fix = history.fix_to_redo
            history.redo()  # the fix done again: its steps were each accepted when it was first done
            made[fix.position :] = made_of[fix][1]
            continue
        if entry.redo:
            if not history.can_redo:
                raise JournalError("redo with nothing to redo", path=where, line=entry.line)
            action, done = history.line[history.length].action, made[history.length]
            try:
                history.redo()
            except RuleViolation as exc:  # its line read only now: a usual entry's is worked out when asked
                raise JournalError(f"{action.type} refused by the rules: {exc}", path=where, line=done.line) from None
            continue
        if entry.adjust is not None:
            try:
                history.play(Adjustment(entry.adjust["position"], entry.adjust["reason"]))
            except (RuleViolation, ValueError, KeyError, TypeError) as exc:
                raise JournalError(f"adjustment refused: {exc}", path=where, line=entry.line) from None
            del made[history.length - 1 :]
            made.append(entry)
            continue
        try:
            by_hand = _fixed_adjustment(entry) if entry.correct else None
            action = decode(entry.action) if by_hand is None else by_hand
        except CodecError as exc:
            raise JournalError(str(exc), path=where, line=entry.line) from None
        if entry.correct or entry.insert:
            history.settle()
            refused = _seat_refusal(game, history.state, (action,), entries, index - 1, where)
            if refused is not None:
                raise refused[1]
            step, insert = entry.correct or entry.insert, bool(entry.insert)
            try:
                correction = preview(history, step, action, insert=insert)
            except RuleViolation as exc:
                what = "addition" if insert else "correction"
                raise JournalError(f"{what} refused by the rules: {exc}", path=where, line=entry.line) from None
            kept = [made[later.step - 1] for later in correction.later if later.fate is not Fate.DROPPED]
            before = made[step - 1 : history.length]
            fixed = history.fix(step - 1, correction.line, added=insert, back=_back(correction))
            made[step - 1 :] = [entry, *kept]
            made_of[fixed] = (before, made[step - 1 :])
            continue
        refused = _seat_refusal(game, history.state, (action,), entries, index - 1, where)
        if refused is not None:
            raise refused[1]
        # Whether an undo follows (then _changes_mind asks what comes after it) is asked inline: every entry asks.
        spare = index <= last and entries[index].undo and _changes_mind(entries, index - 1)
        try:
            history.play(action if upgrade is None else upgrade(history.state, action), spare=spare)
        except RuleViolation as exc:
            raise JournalError(f"{action.type} refused by the rules: {exc}", path=where, line=entry.line) from None
        del made[history.length - 1 :]
        made.append(entry)
    history.settle()
    history.every = every
    return history


ADJUST = "adjust"
"""The type of a corrected step's action that sets the pieces by hand again (:meth:`Table.correct` of a step that set
them): ``{"type": "adjust", "position": {...}, "reason": "..."}``, which no game's codec holds."""


def _fixed_adjustment(entry: Entry) -> Adjustment | None:
    """The pieces set by hand anew that a correction entry holds, or None (a game's action: its codec reads it)."""
    body = entry.action
    if not isinstance(body, dict) or body.get("type") != ADJUST:
        return None
    position, reason = body.get("position"), body.get("reason")
    if not isinstance(position, dict) or not isinstance(reason, str):
        raise CodecError("an 'adjust' correction needs a 'position' object and a 'reason'")
    return Adjustment(position, reason)


def _back(correction: Correction) -> tuple[int, ...]:
    """The steps a correction drops, numbered as they are before it (and again once it is taken back)."""
    return tuple(later.step for later in correction.later if later.fate is Fate.DROPPED)


_PLAIN = attrgetter("plain")
"""An entry's action as its JSON object, when the entry is a plain action line."""


def _plain_run(
    history: History[S],
    entries: Sequence[Entry],
    start: int,
    codec: Codec,
    upgrade: Callable[[S, Action], Action] | None,
    made: list[Entry],
    where: str,
) -> int:
    """Replay the run of plain action entries from ``entries[start]``; the index of the first entry after it.

    A plain entry (one with :attr:`Entry.plain`: an action line as the companion writes it) is one action played
    after the others, which is nearly every entry of a journal: the run's actions are decoded in one loop
    and played by :meth:`History.follow`, without the general loop's questions (an undo, a redo, an
    adjustment, a correction) and :meth:`History.play`'s call for each. It is exactly what the general
    loop does with each, in the same order of refusals:

    - the run stops before an entry that is not plain, and gives back its last action when an undo
      follows it (the general loop then asks whether that action is worth a spare);
    - an action that does not decode ends the run: the actions before it are played first (a refusal of
      theirs is the journal's first error), then its own error is raised, naming its line;
    - a refusal of the rules names the line of the entry whose action was refused.
    """
    decode = codec.decode
    if len(made) > history.length:  # a redo line's steps, which the run's first action cuts
        if entries[start].plain is None:
            return start
        del made[history.length :]
    actions: list[Action] = []
    add, readers = actions.append, codec.readers
    failure: Exception | None = None
    for index in range(start, len(entries)):  # not a slice: a journal of many runs would copy its tail for each
        entry = entries[index]
        data = entry.plain  # its action, read once
        if data is None:
            if entry.undo and actions:  # the action it withdraws goes the general way (a spare, or not)
                actions.pop()
            break
        try:  # decode()'s own steps to the tag's compiled reader, without its call
            read = readers[data["type"]]
        except (KeyError, TypeError):  # no type, one not decoded yet, or not a text: decode() says what follows
            read = decode
        try:
            add(read(data))
        except CodecError as exc:
            failure = JournalError(str(exc), path=where, line=entry.line)
            break
        except Exception as exc:  # raised as the general loop would: after the actions before it
            failure = exc
            break
    stranger = _stranger(history, actions, entries, start, where) if actions else None
    if stranger is not None:  # raised after the actions before it, as a refusal of theirs comes first
        del actions[stranger[0] :]
        failure = stranger[1]
    if actions:
        made += entries[start : start + len(actions)]  # the run's entries, one per action
        before = history.length
        try:
            history.follow(actions, upgrade)
        except RuleViolation as exc:
            refused = history.length - before
            line = entries[start + refused].line
            raise JournalError(f"{actions[refused].type} refused by the rules: {exc}", path=where, line=line) from None
    if failure is not None:
        raise failure
    return start + len(actions)  # the entry after the run: not plain, or the last action's when an undo follows


def _stranger(
    history: History[S], actions: Sequence[Action], entries: Sequence[Entry], start: int, where: str
) -> tuple[int, JournalError] | None:
    """:func:`_seat_refusal` of a run of plain entries, asked entry by entry only when a seat the run names is not
    the table's: the seats named (a handful) are gathered by ``map``'s own loops from the entries' JSON objects,
    whose seats the run's records were decoded from (a loop of Python over the records cost replay 1,200
    instructions an entry)."""
    named = set(map(dict.get, map(_PLAIN, entries[start : start + len(actions)]), repeat("player")))
    named.discard(None)
    if not named or named.issubset(range(len(history.game.player_names(history.state)))):
        return None
    return _seat_refusal(history.game, history.state, actions, entries, start, where)


def _seat_refusal(
    game: Game[S], state: S, actions: Sequence[Action], entries: Sequence[Entry], start: int, where: str
) -> tuple[int, JournalError] | None:
    """The first of ``actions`` (the action of ``entries[start]``, then of each entry after it) for a seat the table
    does not have, and its refusal as the table's gate words it live (:class:`NoSuchSeat`), naming its entry's line;
    None when every seat named is at the table.

    A journal edited by hand ("player": 9 at a table of three) reached the engine, whose refusal ("It is Cat's
    turn, not 9's.") read as if seat 9 existed and only its turn had not come. A journal the companion wrote
    never holds one: the gate refused it before it was written."""
    seats = 0
    for index, action in enumerate(actions):
        seat = getattr(action, "player", None)
        if isinstance(seat, int):
            seats = seats or len(game.player_names(state))  # the table's seats: counted once, when a seat is named
            if not 0 <= seat < seats:
                refusal = NoSuchSeat(seat=seat, last=seats - 1)
                line = entries[start + index].line
                return index, JournalError(f"{action.type} refused: {refusal}", path=where, line=line)
    return None


def _changes_mind(entries: Sequence[Entry], index: int) -> bool:
    """True if the action of ``entries[index]`` is undone next and something else follows, not its redo.

    Then the state before it is needed exactly once, right after: it is worth
    a copy (see :meth:`History.play`'s ``spare``). An undo followed by its
    redo costs nothing anyway, and neither does a run of undos.
    """
    after = index + 1
    if after >= len(entries) or not entries[after].undo:  # the usual case, asked of every entry: no slice
        return False
    return after + 1 == len(entries) or not (entries[after + 1].undo or entries[after + 1].redo)


class Table(Generic[S]):
    """A live game: the engine's state, the journal it is saved in, and who is watching."""

    def __init__(self, game: Game[S], header: Header, writer: JournalWriter | None = None) -> None:
        self.game = game
        self.header = header
        self.writer = writer
        self.history: History[S] = History(game, header.config)
        self.warnings: list[str] = []
        self.last_refusal: RuleViolation | None = None
        self._listeners: list[Listener] = []
        self.faults: list[ListenerFault] = []
        self._faults_by_kind: dict[tuple[int, type[BaseException]], ListenerFault] = {}
        # Commands posted from other threads (serial lines, buttons, phones): a deque's append and popleft are
        # atomic, so it is a queue between threads without ``queue``, which brings ``threading`` and ``heapq``
        # (5 M instructions) to every table, a replay's too.
        self._intake: deque[Callable[[Table[S]], Any]] = deque()
        self._moment = 0  # accepted changes so far (actions, undos, redos): what a Stamp records
        self._answered: dict[int | None, tuple[int, Action]] = {}  # seat -> (moment after its last action, that action)
        self._went_back = 0  # the moment after the latest undo or redo
        self._latest: Action | None = None  # the latest action accepted, whoever's
        self._seats: tuple[Any, int] = (None, 0)  # a state and how many seats it has (the gate's seat check)
        self._writers = game.actions.writers  # the codec's compiled line writers by record type (the gate's usual case)
        # A moment of the past, shown to fix a step (:meth:`moment`): a throw or a draw of then is entered as the table
        # saw it, so no outcome is offered to the companion to decide (a new throw in place of the one seen).
        self.past = False

    # -- creation --------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: Game[S],
        config: dict[str, Any],
        *,
        created: str,
        path: str | Path | None = None,
        durable: bool = True,
    ) -> Table[S]:
        """Start a game. ``config`` is prepared (validated, chance fixed) and stored in the header."""
        prepared = game.prepare(config)
        header = Header(game=game.name, config=prepared, created=created)
        table = cls(game, header)
        if path is not None:
            table.writer = JournalWriter.create(path, header, durable=durable)
        return table

    @classmethod
    def resume(
        cls,
        game: Game[S],
        loaded: Loaded,
        path: str | Path | None = None,
        *,
        durable: bool = True,
        where: str | None = None,
    ) -> Table[S]:
        """Continue a loaded journal; appending resumes after its last sound entry (none without a ``path``: a
        table only read, as ``companion replay`` reads one; ``where`` names its file in a refusal)."""
        where = where or (str(path) if path is not None else "<journal>")
        history = _replay_history(game, loaded.header, loaded.entries, where)
        table = cls(game, loaded.header)
        table.history = history
        table.warnings = list(loaded.warnings)
        if path is not None:
            table.writer = JournalWriter.resume(path, loaded, durable=durable)
            table.writer.steps = history.length  # what corrections dropped is known from the replay only
        return table

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()

    # -- reading ---------------------------------------------------------
    @property
    def state(self) -> S:
        """The engine's live state: for the engine and bots only; front-ends use the methods below."""
        return self.history.state

    @property
    def steps(self) -> list[Step]:
        """The effective steps, oldest first (a new list)."""
        return self.history.steps

    @property
    def redo_stack(self) -> list[Action]:
        """The withdrawn actions, the next one to redo last."""
        return self.history.redo_actions

    def prompt(self) -> Prompt:
        """The current prompt with its actors: every seat that may act and the decision it faces. At a moment of the
        past (:meth:`moment`) no actor's outcome is chance's: what the table saw then is entered as it was."""
        prompt = self.game.decide(self.state)
        if self.past:
            actors = tuple(replace(actor, chance=False) if actor.chance else actor for actor in prompt.actors)
            return replace(prompt, actors=actors)
        return prompt

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions(self.state)

    def summary(self, viewer: int | None = None) -> dict[str, Any]:
        return self.game.summary(self.state, viewer)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    # The public contract for front-ends, so that none of them reads ``state``.
    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return list(self.game.player_names(self.state))

    def label(self, choice: Any) -> str:
        """A short menu text for a legal choice or an action."""
        return self.game.label(self.state, choice)

    def describe(self, event: Event, translate: Callable[[str], str] | None = None) -> str:
        """The game-log sentence of ``event``. The pieces set by hand are the table's event, not the game's: a
        redone adjustment was told as an empty line ("  *") at the console and an empty result card."""
        if isinstance(event, Adjusted):
            return fill(N_("The pieces were set by hand: {reason}"), {"reason": event.reason}, translate)
        return self.game.describe(self.state, event, translate)

    def named_actions(self) -> list[Action]:
        """The actions a player may name by a word, allowed now or not, for the engine to refuse with its reason."""
        return list(self.game.named_actions(self.state))

    def pass_action(self, seat: int) -> Action | None:
        """What ``seat``'s pass button means now, or None."""
        return self.game.pass_action(self.state, seat)

    def pass_refusal(self, seat: int) -> RuleViolation | None:
        """Why ``seat``'s pass button means nothing now, or None (the game gives no reason)."""
        return self.game.pass_refusal(self.state, seat)

    def preview(self, action: Action) -> Any:
        """The game's referee insight for ``action`` before it is confirmed (None if the game gives none)."""
        return self.game.preview(self.state, action)

    def trial(
        self, action: Action | dict[str, Any], translate: Callable[[str], str] | None = None, *, restated: bool = True
    ) -> list[str]:
        """What ``action`` would do now, in the game log's sentences, or the rules' refusal raised as
        :meth:`submit` would raise it; nothing changes and nothing is journaled or told to the listeners.

        A player asks what typing a number would do ("? 7" at a bid) before typing it: the action passes the
        same gate (:meth:`admit`) and the engine applies it to a copy of the state, so the answer is exactly what
        the table would then say or refuse. An action that causes no event is named by its menu label. Without
        ``restated``, an event that only says the action again (:meth:`Event.restates`: "Ann rolls 3." of the
        3 asked about) is left out, and an action that does nothing more says nothing."""
        record = self.admit(action)
        state = self.game.copy_state(self.state)
        events = self.game.apply(state, record)
        if not restated:
            events = [event for event in events if not event.restates(record)]
            return _step_sentences(self.game, state, Step(record, events), translate, labelled=False)
        return _step_sentences(self.game, state, Step(record, events), translate)

    def choose_random(self, chance: Any) -> Action:
        """A random legal action drawn from ``chance`` (the random player of ``simulate`` and the monkey)."""
        return self.game.choose_random(self.state, chance)

    def decide_chance(self, chance: Any) -> Action:
        """The companion's outcome of the chance decision on the table, drawn from ``chance``: the dice thrown,
        never another move the random player might make meanwhile (a random seat's loan, taken where the
        players asked the companion to roll the die); other chance decisions as the game draws them."""
        main = self.prompt().primary()
        if main is not None and main.chance and isinstance(main.decision, Dice):
            return main.decision.roll(chance)
        return self.choose_random(chance)

    @property
    def can_undo(self) -> bool:
        return self.history.length > 0

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    def log(self, translate: Callable[[str], str] | None = None) -> list[str]:
        """The game log: one sentence per event, oldest first (a corrected step says first what it was)."""
        return [line for step in self.steps for line in logged(self.game, self.state, step, translate)]

    @property
    def adjustments(self) -> list[str]:
        """Why the pieces were set by hand, in the order it happened (the final scores say it too)."""
        return [step.action.reason for step in self.steps if isinstance(step.action, Adjustment)]

    def step_sentences(
        self, index: int = -1, translate: Callable[[str], str] | None = None, *, earlier: bool = True
    ) -> list[str]:
        """What effective step ``index`` did (default: the latest), in the game log's own sentences.

        This is what an undo or a rewind names, so players read the game's
        words ("Ann buys 2 Luxor shares for $800.") rather than an action's code.
        The log is public: a sealed choice's events say only that a seat has
        chosen, never what. A step that caused no event falls back to its
        menu label. A corrected or added step first says so (the log's "Corrected; it was: …"); without
        ``earlier`` only what the step does now: an undo of a corrected step asked "Undo: Corrected; it was:
        Ann places 5D?" and withdrew the 10A it had become.
        """
        return self._sentences(self.history.line[self._position(index)], translate, earlier=earlier)

    def _sentences(self, step: Step, translate: Callable[[str], str] | None, *, earlier: bool = True) -> list[str]:
        """A step in the log's sentences; its menu label when it caused no event. A corrected step first says
        what it was before the correction, in the same words: both are on record (unless not ``earlier``)."""
        return _step_sentences(self.game, self.state, step, translate, earlier=earlier)

    def redo_sentences(self, translate: Callable[[str], str] | None = None) -> list[str]:
        """What a redo would bring back, in the game log's own sentences (empty when nothing can be redone).

        A redo restores the very step that was undone, so its recorded events
        name it; the log is public, so they never reveal a sealed choice. A
        step that caused no event is named by its menu label, as in
        :meth:`step_sentences`; a corrected one by what it does now, never by what it was.
        """
        fix = self.history.fix_to_redo
        if fix is not None:  # a fix taken back whole: its step as the fix makes it
            return self._sentences(fix.after[0], translate, earlier=False)
        if not self.history.can_redo:
            return []
        return self._sentences(self.history.line[self.history.length], translate, earlier=False)

    def sealed_seat(self, index: int = -1) -> int | None:
        """The seat whose choice effective step ``index`` is, if that choice is still sealed, else None.

        Front-ends then say "Ann's sealed choice" instead of the step.
        """
        return self.sealed_steps().get(self._position(index))

    def sealed_steps(self) -> dict[int, int]:
        """Effective steps (by index) that are still-sealed choices, with their seats.

        A choice stays sealed while its seat is among those who have chosen
        in a secret decision that is still open; it is that seat's latest
        step. One call answers for a whole list (a rewind's), with one prompt.
        """
        seats: set[int] = set()
        for actor in self.prompt().actors:
            if isinstance(actor.decision, Secret):
                seats.update(actor.decision.chosen)
        found: dict[int, int] = {}
        for position in range(self.history.length - 1, -1, -1):
            if not seats:
                break
            seat = getattr(self.history.line[position].action, "player", None)
            if seat in seats:
                found[position] = seat
                seats.discard(seat)
        return found

    def _position(self, index: int) -> int:
        """``index`` among the effective steps (negative from the latest) as a position from the first."""
        length = self.history.length
        position = index if index >= 0 else length + index
        if not 0 <= position < length:
            raise IndexError(index)
        return position

    @property
    def stamp(self) -> Stamp:
        """The game's current moment, for an input to be checked against when it comes back (thread-safe read)."""
        return Stamp(self._moment)

    def _check_moment(self, record: Action, answers: Stamp) -> None:
        """Refuse ``record`` if its seat's moment has passed since ``answers`` was taken.

        The moment passes for everyone when the game goes back or forward by
        an undo or a redo, and for one seat when that seat's own action (or,
        for chance, any chance action) is accepted: another seat's action does
        not make a seat's input stale (several may act at once; the rules
        still judge the input). On a shared screen (``answers.screen``) any
        accepted change passes it. The same action again is the same input
        counted once (:class:`AlreadyEntered`); anything else was meant for a
        decision that is gone (:class:`StaleInput`).
        """
        if answers.moment < self._went_back:
            raise StaleInput()
        if answers.screen and answers.moment < self._moment:
            raise AlreadyEntered() if self._latest == record else StaleInput()
        last = self._answered.get(getattr(record, "player", None))
        if last is not None and last[0] > answers.moment:
            if last[1] == record:
                raise AlreadyEntered()
            raise StaleInput()

    def _moved(self, record: Action | None = None) -> None:
        """Count an accepted change: an action of ``record``'s seat, or (None) an undo or redo."""
        self._moment += 1
        if record is None:
            self._went_back = self._moment
        else:
            self._answered[getattr(record, "player", None)] = (self._moment, record)
            self._latest = record

    # -- listening -------------------------------------------------------
    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every change; returns a function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _tell(self, update: Update) -> None:
        """Tell every listener; one that raises is logged (once per kind of failure) and skipped."""
        for listener in list(self._listeners):
            try:
                listener(update)
            except Exception as exc:  # noqa: BLE001 - a listener's fault must never stop the game
                self._listener_failed(listener, update, exc)

    def _listener_failed(self, listener: Listener, update: Update, exc: Exception) -> None:
        # The fault keeps the listener alive, so its id cannot be reused by another one.
        key = (id(listener), type(exc))
        fault = self._faults_by_kind.get(key)
        if fault is not None:
            fault.count += 1
            return
        fault = ListenerFault(listener, exc, update.kind)
        self._faults_by_kind[key] = fault
        self.faults.append(fault)
        log.error(
            "%s while telling it %s %s; the game goes on",
            fault,
            update.kind,
            update.action.type if update.action is not None else "",
            exc_info=exc,
        )

    def _refuse(self, error: RuleViolation, action: Action | None = None) -> None:
        self._tell(Update("rejected", action, error=error))
        raise error

    # -- changing --------------------------------------------------------
    def submit(self, action: Action | dict[str, Any], *, answers: Stamp | None = None) -> list[Event]:
        """Apply ``action``, journal it durably, then tell the listeners.

        Every action first passes :meth:`admit`, the gate shared by every
        input. A refused action raises :class:`RuleViolation` and changes
        nothing, neither the state nor the journal; listeners hear of the
        refusal so a front-end can show the reason and play the cue (an
        action the gate refused is not handed to them: its fields are not
        to be trusted). A listener that raises is logged and skipped: the
        action stays applied and journaled.

        ``answers`` is the :class:`Stamp` of the moment the input was entered
        for (every input path passes one; code that plays on its own, such as
        a bot or a scripted tour, may leave it out): an input whose moment has
        passed is refused as stale, with nothing journaled.
        """
        try:
            # _admit()'s usual case without its call: a record of a type seen before, exactly what its line reads
            # back as (its compiled writer gives its text), whose seat is one of the table's or who has none
            write = self._writers.get(type(action))
            text = write(action) if write is not None else None
            seat = getattr(action, "player", None)
            if text is not None and type(seat) is int:
                seats = self._seats if self._seats[0] is self.history.state else self._count_seats()
                usual = 0 <= seat < seats[1]
            else:
                usual = text is not None and seat is None
            if usual:
                record: Action = action  # type: ignore[assignment]  # a record: only records have a writer
            else:  # anything else: the whole gate, for its record or its refusal
                record, text = self._admit(action)
                seat = getattr(record, "player", None)
            if answers is not None:
                self._check_moment(record, answers)
        except RuleViolation as exc:
            self._refuse(exc)
        try:
            events = self.history.play(record)
        except RuleViolation as exc:
            self._refuse(exc, record)
        writer = self.writer
        if writer is not None:  # _journal()'s usual case without its call
            if text is None:
                text = json_text(self.game.actions.encode(record))
            try:
                writer.append_action(text)
            except BaseException as exc:
                self._unwritten(exc, self.history.retract, record)
        # _moved(record) without its call (every action passes here): the moment passes for the record's seat
        self._moment = moment = self._moment + 1
        self._answered[seat] = (moment, record)
        self._latest = record
        if self._listeners:
            self._tell(Update("applied", record, events))
        return events

    def admit(self, action: Action | dict[str, Any]) -> Action:
        """The one gate every input passes: the action exactly as the journal will read it back.

        Touch, console, pass buttons, serial lines, scanners, phones and bots
        all reach the engine through here. The action is encoded into the
        very line the journal writes (:func:`~companion.core.journal.dumps`),
        parsed back (:func:`~companion.core.journal.echo`) and decoded by the
        game's codec, which checks every field's type as replay does; the
        record returned is the decoded one. So a code-built action with a
        seat of ``True`` or ``2.0``, a number a JSON line cannot hold, a text
        that is not UTF-8, or a dict keyed by numbers is refused here with the
        codec's reason, and what is acknowledged is exactly what replays. A
        record the codec knows to be exactly what its line reads back as
        (:meth:`~companion.core.records.Codec.exact`: plain values of the
        declared types, as engines and screens build them) skips writing and
        reading the line, which would give it back unchanged. A seat the
        table does not have is refused in one sentence for every game. Nothing changes on a
        refusal: the engine has not seen the action.
        """
        return self._admit(action)[0]

    def _admit(self, action: Action | dict[str, Any]) -> tuple[Action, str | None]:
        """:meth:`admit`'s record, and its JSON text when the codec wrote it on the way (an exact record's
        :meth:`~companion.core.records.Codec.line`, which the journal then writes as it is)."""
        codec = self.game.actions
        try:
            write = codec.writers.get(type(action))  # the action's type seen before: its compiled line writer
            text = write(action) if write is not None else codec.line(action) if isinstance(action, Record) else None
            if text is not None and not isinstance(action, dict):  # (a text is only written of a record)
                record = action  # its line would read back as this very record: no need to read it
            else:
                if isinstance(action, dict):
                    data = action
                elif isinstance(action, Record):
                    data = codec.encode(action)
                else:
                    raise CodecError(f"an action must be a record or a JSON object, not {type(action).__name__}")
                record = codec.decode(echo({"action": data})["action"])  # as the journal's line reads back
        except CodecError as exc:
            raise MalformedAction(reason=str(exc)) from None
        except RecursionError:
            raise MalformedAction(reason="it is nested too deeply") from None
        except (TypeError, ValueError) as exc:  # no JSON form: NaN, a set, too many digits, a lone surrogate
            raise MalformedAction(reason=f"it has no JSON form ({str(exc)[:80]})") from None
        seat = getattr(record, "player", None)
        if isinstance(seat, int):
            seats = self._seats if self._seats[0] is self.history.state else self._count_seats()
            if not 0 <= seat < seats[1]:
                raise NoSuchSeat(seat=seat, last=seats[1] - 1)
        return record, text

    def _count_seats(self) -> tuple[Any, int]:
        """The present state and how many seats it has: counted once per state object (a restore makes another)."""
        state = self.history.state
        self._seats = (state, len(self.game.player_names(state)))
        return self._seats

    def _journal(
        self, entry: dict[str, Any] | None, take_back: Callable[[], Any], action: Action | None, text: str = ""
    ) -> None:
        """Make ``entry`` durable (None: ``action``, whose JSON is ``text``); if that fails, ``take_back`` what was
        applied (from a saved state) and re-raise.

        A write the storage refuses with a reason (a full card: a
        :class:`RuleViolation`) is told to the listeners like any refusal, so
        the screen shows it and the cue plays; other failures just propagate.
        """
        if self.writer is None:
            return
        try:
            if entry is None:
                self.writer.append_action(text)
            else:
                self.writer.append(entry)
        except BaseException as exc:
            self._unwritten(exc, take_back, action)

    def _unwritten(self, exc: BaseException, take_back: Callable[[], Any], action: Action | None) -> NoReturn:
        """``take_back`` what the journal could not keep (not durable, so not acknowledged), then refuse with the
        storage's reason (a :class:`RuleViolation`, told to the listeners) or let any other failure propagate."""
        take_back()
        if isinstance(exc, RuleViolation):
            self._refuse(exc, action)
        raise exc

    def moment(self, step: int) -> Table[S]:
        """A table of this game at the moment just before step ``step`` (from 1), with no journal.

        What a correction asks is the decision of that moment: a screen or the console shows this table's
        prompt and reads the replacement from it as from any decision, then hands it to :meth:`correct`.
        Nothing done to it reaches this table or its journal. Its prompt leaves no outcome to chance (:attr:`past`):
        a fix is of what happened at the table, never a throw or a draw the companion makes anew."""
        if not 1 <= step <= self.history.length:
            raise NoSuchStep(step=step, steps=self.history.length)
        scratch: Table[S] = Table(self.game, self.header)
        scratch.history.rewrite(0, self.history.steps[: step - 1])
        scratch.past = True
        return scratch

    def preview_correction(self, step: int, action: Action | dict[str, Any], *, insert: bool = False) -> Correction:
        """What replacing step ``step`` (from 1) with ``action`` would do, step by later step, or with
        ``insert``, adding ``action`` before that step (a step nobody entered); nothing changes.

        The action passes the same gate as any input (:meth:`admit`); the rules' refusal of it at that
        point of the game is raised as it is (:func:`~companion.core.correction.preview`)."""
        return preview(self.history, step, self._gate(action, insert), insert=insert)

    def _gate(self, action: Action | dict[str, Any], insert: bool) -> Action:
        """A correction's action through its gate: a game's through :meth:`admit`; the pieces set by hand anew
        (an :class:`Adjustment` replacing a step that set them) through :meth:`adjust`'s checks."""
        if isinstance(action, Adjustment) and not insert:
            return self._adjustment(action.position, action.reason)
        return self.admit(action)

    def correct(
        self, step: int, action: Action | dict[str, Any], *, answers: Stamp | None = None, insert: bool = False
    ) -> Correction:
        """Replace step ``step`` (from 1) with ``action``, or with ``insert`` add ``action`` before it, keep
        the later steps the rules still accept, drop the others; journal it as one entry of its own and
        return what it did.

        ``answers`` is the moment the preview was shown: if the game changed since, what the table
        confirmed is no longer what would happen, and the correction is refused (:class:`WentOnMeanwhile`). A refusal
        changes nothing. Afterwards undo and redo work on the corrected line as on any other, and every
        input entered before the correction is stale.
        """
        try:
            record = self._gate(action, insert)
            if answers is not None and answers.moment < self._moment:
                raise WentOnMeanwhile()  # its question named later steps that have changed since
            correction = preview(self.history, step, record, insert=insert)
        except RuleViolation as exc:
            self._refuse(exc)
        if self.writer is not None:
            kind = "insert" if insert else "correct"
            if isinstance(record, Adjustment):
                body = {"type": ADJUST, "position": record.position, "reason": record.reason}
            else:
                body = self.game.actions.encode(record)
            entry = {kind: {"step": step, "action": body}}
            try:
                self.writer.append(entry)
            except RuleViolation as exc:  # the storage refused the write: nothing changed
                self._refuse(exc, record)
        self.history.fix(step - 1, correction.line, added=insert, back=_back(correction))
        if self.writer is not None:
            self.writer.steps = self.history.length
        self._moved()
        self._tell(Update("corrected", record, correction.events))
        return correction

    def position(self, step: int | None = None) -> dict[str, Any]:
        """The game's pieces now, as a position (what an editor shows to be corrected by hand); with ``step`` (from
        1), as they were right after that step (the pieces a step set by hand, shown to fix it)."""
        if step is None:
            return self.game.position(self.state)
        if not 1 <= step <= self.history.length:
            raise NoSuchStep(step=step, steps=self.history.length)
        return self.game.position(self.history.state_at(step))

    def set_by_hand(self, step: int) -> str | None:
        """Why effective step ``step`` (from 1) set the pieces by hand, or None when it is a move of the game: such
        a step is fixed as pieces set by hand again (:meth:`correct` with an :class:`Adjustment`)."""
        if not 1 <= step <= self.history.length:
            return None
        action = self.history.line[step - 1].action
        return action.reason if isinstance(action, Adjustment) else None

    def adjust(self, position: dict[str, Any], reason: str, *, answers: Stamp | None = None) -> list[Event]:
        """Set the game's pieces by hand to ``position``, for ``reason``: a correction of the present state.

        When nobody knows which step went wrong ("the bank paid Ann $100 too much an hour ago"), the table
        counts what is right and the game goes on from there. The position must be one the rules can be in
        (refused in one sentence otherwise), the reason must say why in a few words; both are journaled as
        one entry, shown in the log and on the final scores. Undo takes it back like any step.
        """
        try:
            adjustment = self._adjustment(position, reason, answers)
            events = self.history.play(adjustment)
        except RuleViolation as exc:
            self._refuse(exc)
        self._journal(
            {"adjust": {"position": adjustment.position, "reason": adjustment.reason}}, self.history.retract, None
        )
        self._moved()
        self._tell(Update("adjusted", None, events))
        return events

    def _adjustment(self, position: dict[str, Any], reason: str, answers: Stamp | None = None) -> Adjustment:
        """The pieces set by hand to ``position`` for ``reason``, as the journal will hold them, or the refusal
        raised (not told: the caller tells it, or a preview only raises it): a reason of a few words, a position of
        JSON the rules can be in, entered at the moment ``answers`` (the game went on since: refused)."""
        if not isinstance(reason, str) or not reason.strip() or len(reason) > REASON_LIMIT:
            raise AdjustmentReason(limit=REASON_LIMIT)
        if answers is not None and answers.moment < self._moment:
            raise WentOnMeanwhile()
        if not isinstance(position, dict):
            raise ImpossiblePosition(N_("A position is a JSON object of the game's pieces."))
        try:
            json.dumps(position, allow_nan=False)  # a NaN or a set has no place in a journal line
            line = dumps({"adjust": {"position": position, "reason": reason.strip()}})  # as the journal holds it
            body = json.loads(line)["adjust"]
        except (TypeError, ValueError, RecursionError) as exc:
            raise MalformedAction(reason=f"it has no JSON form ({str(exc)[:80]})") from None
        # what the table cannot see (the order of a bag) kept as the game's position writes it
        rest = {key: value for key, value in self.header.config.items() if key != "position"}
        body["position"] = self.game.prepare_position(rest, body["position"])
        return Adjustment(body["position"], body["reason"])

    def _asked(self, answers: Stamp | None) -> None:
        """Refuse an undo, a rewind or a redo confirmed on a question shown at ``answers`` if the game changed
        since: the question named steps that are no longer the ones it would take back or bring back."""
        if answers is not None and answers.moment < self._moment:
            self._refuse(WentOnMeanwhile())

    def undo(self, *, answers: Stamp | None = None) -> Action:
        """Withdraw the latest effective action and return it (a saved state is restored, nothing replayed).

        Right after a correction or an addition (nothing played, undone or redone since) the fix is taken back
        whole instead (journaled as ``unfix``): the steps as they were before it, every step it dropped among
        them; the fixed step's new action is returned and listeners hear ``undone``. A redo does it again.

        ``answers`` is the moment the undo question was shown: a change since (a seat's button, a phone) is
        refused as :class:`WentOnMeanwhile`, and nothing is undone."""
        self._asked(answers)
        if self.history.fix_to_undo is not None:
            return self._unfix()
        if not self.history.length:
            self._refuse(NothingToUndo())
        if self.writer is not None:
            try:
                self.writer.append({"undo": True})
            except RuleViolation as exc:  # the storage refused the write: nothing changed
                self._refuse(exc)
        step = self.history.undo()
        self._moved()
        self._tell(Update("undone", step.action))
        return step.action

    @property
    def fix_to_undo(self) -> Fix | None:
        """The correction or addition an undo would take back whole (it was the latest change), else None."""
        return self.history.fix_to_undo

    @property
    def fix_to_redo(self) -> Fix | None:
        """The fix a redo would do again (taken back whole, and no withdrawn step left before it), else None."""
        return self.history.fix_to_redo

    def fix_sentences(self, steps: list[Step], translate: Callable[[str], str] | None = None) -> list[list[str]]:
        """Each of ``steps`` (a fix's, :attr:`Fix.before` or :attr:`Fix.after`) in the log's sentences, each named
        by what it does there (never "Corrected; it was: …"): what an undo or a redo of a fix brings back."""
        return [self._sentences(step, translate, earlier=False) for step in steps]

    def _unfix(self) -> Action:
        """:meth:`undo` right after a correction or an addition: the fix taken back whole, journaled as an entry of
        its own (an ``undo`` entry keeps its meaning); the line as it was before it, every dropped step back."""
        fix = self.history.fix_to_undo
        assert fix is not None
        if self.writer is not None:
            try:
                self.writer.append({"unfix": True})
            except RuleViolation as exc:  # the storage refused the write: nothing changed
                self._refuse(exc)
        self.history.unfix()
        if self.writer is not None:
            self.writer.steps = self.history.length
        self._moved()
        action = fix.after[0].action
        self._tell(Update("undone", action))
        return action

    def rewind(self, count: int, *, answers: Stamp | None = None) -> list[Action]:
        """Withdraw the latest ``count`` effective actions, latest first, and return them in that order
        (``answers``: the moment the steps it withdraws were listed, as for :meth:`undo`).

        Going back to an earlier point of the log is ``count`` undos: one
        journal entry each, so the journal format is unchanged and redo
        restores them one by one, oldest first. Asking for more steps than
        there are is refused and changes nothing. The state is restored once,
        after the last entry is durable; if a journal write fails on the way,
        the undos already written stand and the error is raised.
        """
        self._asked(answers)  # first: a game undone meanwhile may leave nothing of what was listed
        if count < 1:
            raise ValueError("a rewind withdraws at least one step")
        if count > self.history.length:
            self._refuse(NothingToUndo())
        withdrawn: list[Action] = []
        refused: RuleViolation | None = None
        try:
            for _ in range(count):
                if self.writer is not None:
                    try:
                        self.writer.append({"undo": True})
                    except RuleViolation as exc:  # the storage refused: the undos before it stand
                        refused = exc
                        break
                withdrawn.append(self.history.undo(settle=False).action)
        finally:
            self.history.settle()
            if withdrawn:
                self._moved()
            for action in withdrawn:
                self._tell(Update("undone", action))
        if refused is not None:
            self._refuse(refused)
        return withdrawn

    def redo(self, *, answers: Stamp | None = None) -> list[Event]:
        """Restore the latest withdrawn action (``answers``: the moment the question naming it was shown, as for
        :meth:`undo`); with none left, do again a fix :meth:`undo` took back whole (listeners hear ``corrected``)."""
        self._asked(answers)
        fix = self.history.fix_to_redo
        if fix is not None:
            return self._refix(fix)
        if not self.history.can_redo:
            self._refuse(NothingToRedo())
        action = self.history.line[self.history.length].action
        try:
            events = self.history.redo()
        except RuleViolation as exc:
            self._refuse(exc, action)
        self._journal({"redo": True}, self.history.undo, action)
        self._moved()
        self._tell(Update("redone", action, events))
        return events

    def _refix(self, fix: Fix) -> list[Event]:
        """:meth:`redo` of a fix taken back whole: done again, as it was, the ``redo`` entry journaled first."""
        if self.writer is not None:
            try:
                self.writer.append({"redo": True})
            except RuleViolation as exc:  # the storage refused the write: nothing changed
                self._refuse(exc)
        events = self.history.refix(fix)
        if self.writer is not None:
            self.writer.steps = self.history.length
        self._moved()
        self._tell(Update("corrected", fix.after[0].action, events))
        return events

    # -- the intake queue ------------------------------------------------
    def post(self, command: Callable[[Table[S]], Any]) -> None:
        """Queue ``command`` from any thread; it runs in :meth:`pump` on the main thread."""
        self._intake.append(command)

    def pump(self) -> int:
        """Run every queued command now, on this thread. Refusals are told, not raised."""
        done = 0
        intake = self._intake
        while intake:
            command = intake.popleft()  # there: only this thread takes from the queue
            done += 1
            try:
                command(self)
            except RuleViolation as exc:
                # Listeners have heard the refusal; a queued press must not stop the loop.
                self.last_refusal = exc
        return done
