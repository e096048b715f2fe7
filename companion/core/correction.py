"""Fixing an earlier entry in place: a correction replaces one past step and keeps what still holds.

At a table a die is typed as 3 when it showed 4, a tile entered as 5C when 5D was placed, and someone
notices twenty moves later. Undo would throw away everything after the mistake. A correction instead
replays the steps after it on the corrected history, one by one: each is kept if the rules still accept it
(its effects may change: a bonus now paid to someone else) and dropped, with the rules' reason, if they do
not. :func:`preview` says all of that before anything is committed; :meth:`Table.correct
<companion.core.table.Table.correct>` commits it as one journal entry of its own, so the original entry and
the fix are both on record.

Chance the companion already drew (a roll it made) is an ordinary recorded action: it is replayed as it
was, unless the correction is to that very entry.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from companion.data_classes import dataclass

from .errors import NoSuchStep, RuleViolation, SameEntry
from .history import ADDED, History, Step, advance
from .records import Action, Event


class Fate(StrEnum):
    """What a correction does to a step after the corrected one."""

    HOLDS = "holds"  # accepted again, with the same effects
    CHANGES = "changes"  # accepted again, with other effects (a bonus paid to someone else)
    DROPPED = "dropped"  # refused by the rules on the corrected history: it leaves the game


@dataclass(slots=True)
class Later:
    """One step after the corrected one: its number (from 1), its action, and what the correction does to it."""

    step: int
    action: Action
    fate: Fate
    before: list[Event]
    after: list[Event]
    reason: RuleViolation | None = None
    replaced: Step | None = None  # what an earlier correction replaced with this step, kept with it


@dataclass(slots=True)
class Correction:
    """A correction worked out and not yet committed: the step, its old and new action, and every later step."""

    step: int
    old: Step | None  # None: nothing is replaced, the new action is added before step ``step``
    new: Action
    events: list[Event]
    later: list[Later]

    @property
    def added(self) -> bool:
        """Whether the new action is added before step ``step`` (which then follows it) rather than replacing it."""
        return self.old is None

    @property
    def line(self) -> list[Step]:
        """The steps from the corrected one on, as the game will hold them: the new action, then those kept."""
        kept = [Step(step.action, step.after, step.replaced) for step in self.later if step.fate is not Fate.DROPPED]
        return [Step(self.new, self.events, ADDED if self.old is None else self.old), *kept]

    def count(self, fate: Fate) -> int:
        return sum(1 for later in self.later if later.fate is fate)


def preview(history: History[Any], step: int, action: Action, *, insert: bool = False) -> Correction:
    """What replacing step ``step`` (from 1) of ``history``'s effective steps with ``action`` would do, or with
    ``insert``, adding ``action`` before it (step ``step`` itself is then the first of the later steps).

    Nothing changes: the steps are replayed on a copy of the state before ``step``. The new action itself
    must be accepted there (a refusal is raised with the rules' reason); the later ones are sorted into
    :class:`Fate`s. The same action as the step's is refused: there is nothing to correct.
    """
    steps = history.steps
    if not 1 <= step <= len(steps):
        raise NoSuchStep(step=step, steps=len(steps))
    old = None if insert else steps[step - 1]
    if old is not None and action == old.action:
        raise SameEntry(step=step)
    game, config = history.game, history.config
    state = history.state_at(step - 1)
    state, events = advance(game, config, state, action)  # a refusal raises: the correction is not possible
    later: list[Later] = []
    first = step - 1 if insert else step  # the later steps, numbered as the log numbers them now
    for number, past in enumerate(steps[first:], start=first + 1):
        try:
            state, after = advance(game, config, state, past.action)
        except RuleViolation as exc:  # the engine changed nothing: the next step meets the same state
            later.append(Later(number, past.action, Fate.DROPPED, past.events, [], exc, past.replaced))
            continue
        fate = Fate.HOLDS if after == past.events else Fate.CHANGES
        later.append(Later(number, past.action, fate, past.events, after, None, past.replaced))
    return Correction(step, old, action, events, later)
