"""What an undo or a rewind withdraws, and what a correction changes, in the game's own sentences and the
player's language.

The questions name the steps as the game log does ("Undo: Ann buys 2 Luxor
for $800?"), never an action's code. A choice that is still sealed is named
only as "Ann's sealed choice": the log's sentences never reveal one either,
but the question must not even hint at it.
"""

from __future__ import annotations

from typing import Any

from companion.core import Correction, Fate
from companion.core.correction import Later
from companion.core.records import Action

from .brackets import ENDING
from .i18n import _, ngettext


def _name(table: Any, seat: int) -> str:
    names = table.names
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


def step_text(table: Any, index: int, sealed: dict[int, int] | None = None, *, earlier: bool = True) -> list[str]:
    """The sentences of effective step ``index`` (0-based), or its sealed-choice stand-in.

    ``sealed`` is ``table.sealed_steps()`` when the caller names many steps (asked once). Without ``earlier``,
    a corrected or added step is named by what it does now, never by what it was before (the log's "Corrected;
    it was: …" belongs to the log): what an undo, a rewind or a fix takes back or changes is the step as it is.
    """
    seat = (table.sealed_steps() if sealed is None else sealed).get(index)
    if seat is not None:
        return [_("{name}'s sealed choice.").format(name=_name(table, seat))]
    return table.step_sentences(index, _, earlier=earlier)


def undo_question(table: Any) -> tuple[str, list[str]]:
    """The undo question for the latest step, and the further sentences it withdraws; right after a fix, the
    question to take the fix back whole and what comes back (:func:`unfix_question`)."""
    if table.fix_to_undo is not None:
        return unfix_question(table)
    seat = table.sealed_seat(-1)
    if seat is not None:
        return _("Undo {name}'s sealed choice?").format(name=_name(table, seat)), []
    first, *rest = table.step_sentences(-1, _, earlier=False)
    return _("Undo: {what}?").format(what=first.rstrip(". ")), rest


def rewind_question(table: Any, start: int) -> tuple[str, list[str]]:
    """The question to go back to before effective step ``start``, and every step it withdraws, oldest first."""
    count = len(table.steps) - start
    sealed = table.sealed_steps()
    details = [" ".join(step_text(table, index, sealed, earlier=False)) for index in range(start, start + count)]
    if count == 1:
        return _("Go back one step? This is withdrawn:"), details
    return ngettext(
        "Go back {count} step? This is withdrawn:", "Go back {count} steps? These are withdrawn:", count
    ).format(count=count), details


def unfix_question(table: Any) -> tuple[str, list[str]]:
    """The undo question right after a fix, which takes it back whole: what the fixed step goes back to (an added
    step: that it leaves), and every step the fix dropped, which comes back."""
    fix = table.fix_to_undo
    before = table.fix_sentences(fix.before, _)
    if fix.added:
        question = _("Undo the addition of step {step}?").format(step=fix.step)
        now = " ".join(table.fix_sentences(fix.after[:1], _)[0])
        details = [_("Step {step} leaves the game: {what}").format(step=fix.step, what=now)]
    else:
        question = _("Undo the fix of step {step}?").format(step=fix.step)
        details = [_("Step {step} is again: {what}").format(step=fix.step, what=" ".join(before[0]))]
    back = [(number, " ".join(before[number - fix.step])) for number in fix.back]
    if len(back) == 1:
        number, what = back[0]
        details.append(_("Step {step} comes back: {what}").format(step=number, what=what))
    elif back:
        first, last = back[0][0], back[-1][0]
        if last - first + 1 == len(back):
            heading = (
                _("Steps {first} and {last} come back:") if len(back) == 2 else _("Steps {first} to {last} come back:")
            ).format(first=first, last=last)
        else:
            heading = ngettext("{count} step comes back:", "{count} steps come back:", len(back)).format(
                count=len(back)
            )
        details += [heading, *(_("Step {step}: {what}").format(step=number, what=what) for number, what in back)]
    return question, details


def unfix_done(fix: Any) -> str:
    """What the table is told once a fix is taken back whole: "Fix of step 7 undone: 3 steps are back."."""
    count = len(fix.back)
    if not count:
        done = _("Addition of step {step} undone.") if fix.added else _("Fix of step {step} undone.")
        return done.format(step=fix.step)
    said = (
        ngettext(
            "Addition of step {step} undone: {count} step is back.",
            "Addition of step {step} undone: {count} steps are back.",
            count,
        )
        if fix.added
        else ngettext(
            "Fix of step {step} undone: {count} step is back.",
            "Fix of step {step} undone: {count} steps are back.",
            count,
        )
    )
    return said.format(step=fix.step, count=count)


def refix_done(table: Any, fix: Any) -> str:
    """What the table is told once a redo does a fix again: the step as the fix makes it, and how many later steps
    leave the game again (the console's ``redo`` asks nothing first: this is where it hears what it did)."""
    now = " ".join(table.fix_sentences(fix.after[:1], _)[0])
    said = _("Step {step} added again: {what}") if fix.added else _("Step {step} fixed again: {what}")
    return " ".join([said.format(step=fix.step, what=now), *_leave_again(fix, done=True)])


def _leave_again(fix: Any, *, done: bool = False) -> list[str]:
    """How many later steps a fix done again drops again (``done``: dropped), in one sentence (none: nothing)."""
    count = len(fix.back)
    if not count:
        return []
    said = (
        ngettext("{count} later step left the game again.", "{count} later steps left the game again.", count)
        if done
        else ngettext("{count} later step leaves the game again.", "{count} later steps leave the game again.", count)
    )
    return [said.format(count=count)]


def _redo_fix(table: Any, fix: Any) -> str:
    """What Redo does when it does a fix again, in one line: "Redo fixes step 5 again: Ben bids 5."."""
    now = " ".join(table.fix_sentences(fix.after[:1], _)[0])
    said = _("Redo adds step {step} again: {what}") if fix.added else _("Redo fixes step {step} again: {what}")
    return said.format(step=fix.step, what=now)


def redo_preview(table: Any) -> list[str]:
    """What Redo would do now, for a player who asks first (the console's ``? redo``): the step it brings back, or
    the fix it does again with every later step that leaves the game again; nothing to redo, said so."""
    fix = table.fix_to_redo
    if fix is not None:
        before = table.fix_sentences(fix.before, _)
        back = [(number, " ".join(before[number - fix.step])) for number in fix.back]
        lines = [_redo_fix(table, fix)]
        if len(back) == 1:
            number, what = back[0]
            lines.append(_("Step {step} leaves the game again: {what}").format(step=number, what=what))
        elif back:
            first, last = back[0][0], back[-1][0]
            if last - first + 1 == len(back):
                heading = (
                    _("Steps {first} and {last} leave the game again:")
                    if len(back) == 2
                    else _("Steps {first} to {last} leave the game again:")
                ).format(first=first, last=last)
            else:
                heading = ngettext(
                    "{count} step leaves the game again:", "{count} steps leave the game again:", len(back)
                ).format(count=len(back))
            lines += [heading, *(_("Step {step}: {what}").format(step=number, what=what) for number, what in back)]
        return lines
    if not table.can_redo:
        return [_("There is nothing to redo.")]
    return [_("Redo brings back: {what}").format(what=" ".join(table.redo_sentences(_)))]


def redo_help(table: Any) -> str:
    """The help's row of ``redo`` when it would do a fix again, naming it ("" otherwise: the usual row)."""
    fix = table.fix_to_redo
    if fix is None:
        return ""
    now = " ".join(table.fix_sentences(fix.after[:1], _)[0])
    row = (
        _("  r, redo          add step {step} again: {what}")
        if fix.added
        else _("  r, redo          fix step {step} again: {what}")
    )
    return " ".join([row.format(step=fix.step, what=now), *_leave_again(fix)])


def redo_question(table: Any) -> str:
    """The question when only a redo is possible (everything was undone): what it brings back."""
    fix = table.fix_to_redo
    if fix is not None:
        now = " ".join(table.fix_sentences(fix.after[:1], _)[0]).rstrip(". ")
        if fix.added:
            return _("Redo the addition of step {step}: {what}?").format(step=fix.step, what=now)
        return _("Redo the fix of step {step}: {what}?").format(step=fix.step, what=now)
    first = table.redo_sentences(_)[0]
    return _("Redo: {what}?").format(what=first.rstrip(". "))


def redo_lines(table: Any) -> list[str]:
    """Under an undo question when a redo is possible too: what Redo would bring back instead (a fix done again:
    then how many later steps leave the game again, a line of its own: "Ben bids 5. 2 later …" read as a "5.2")."""
    fix = table.fix_to_redo
    if fix is not None:
        now = " ".join(table.fix_sentences(fix.after[:1], _)[0])
        if fix.added:
            said = _("Redo instead adds step {step} again: {what}").format(step=fix.step, what=now)
        else:
            said = _("Redo instead fixes step {step} again: {what}").format(step=fix.step, what=now)
        return [said, *_leave_again(fix)]  # the steps its undo brought back go again: said, not left to find
    return [_("Redo instead brings back: {what}").format(what=" ".join(table.redo_sentences(_)))]


def _said(table: Any, events: list[Any], action: Action) -> str:
    """What a step does, in the log's sentences (its menu label when it caused no event)."""
    return " ".join(_sentences(table, events, action))


def _sentences(table: Any, events: list[Any], action: Action) -> list[str]:
    sentences = [table.describe(event, _) for event in events]
    return sentences if sentences else [table.label(action)]


def _changed(step: int, now: list[str], was: list[str]) -> str:
    """A later step whose effects change: only the sentences that differ, after the first one both say (what the
    step is: "Cat throws white 5 and black 2"). A roll's five sentences twice over, one of them changed, left the
    player to find the difference; where no sentence is shared, or none differs, the whole of both."""
    kept = [sentence for sentence in now if sentence in was]
    new = " ".join(sentence for sentence in now if sentence not in was)
    gone = " ".join(sentence for sentence in was if sentence not in now)
    if not kept or not (new or gone):
        return _("Step {step} now: {what} Before: {was}").format(step=step, what=" ".join(now), was=" ".join(was))
    said = kept[0].rstrip(". ")
    if not gone:
        return _("Step {step} ({said}) now also: {what}").format(step=step, said=said, what=new)
    if not new:
        return _("Step {step} ({said}) no longer: {was}").format(step=step, said=said, was=gone)
    return _("Step {step} ({said}) now: {what} Before: {was}").format(step=step, said=said, what=new, was=gone)


def _reason(refusal: Any) -> str:
    """Why a later step no longer holds, in a player's words: a step of a kind the corrected game no longer
    asks for at that point says what the game waits for there ("shares to be bought, or none"), not the
    rules' internal names ("buy is not possible now"), nor only that it "asks for something else", which left
    the table to guess which entry the fixed game now misses."""
    if refusal is None:
        return ""
    if refusal.code == "wrong_phase":
        waiting = refusal.data.get("waiting_for")
        if isinstance(waiting, str) and waiting:
            return _("at that point the game waits for {waiting_for}").format(waiting_for=_(waiting))
        return _("the game asks for something else at that point")
    return str(refusal.message(_))


def unbracketed(reason: str) -> str:
    """A reason said in brackets, its own closing bracket set off by a comma: Italian's "l'acquisto di azioni
    (anche nessuna)" read "(a quel punto la partita attende l'acquisto di azioni (anche nessuna))"."""
    found = ENDING.fullmatch(reason)
    return reason if found is None else f"{found['head']}, {found['inner']}"


MISFITS = ("wrong_phase", "not_your_turn")
"""Refusals that only say a step does not fit where the game stands (another kind of step, another seat's)."""


def _dropped_lines(dropped: list[tuple[int, str, str, str]]) -> list[str]:
    """Lines for a run of later steps that leave the game for one reason (``(step, reason, what, own)`` each:
    ``own``, a reason of the step's own said beside it, or "").

    One step is one line, reason and all. Several are one line saying the reason once, then each step's
    sentences: a fix early in an auction dropped every later bid, and the question repeated "no longer holds
    and leaves the game (the game asks for something else at that point)" before each, the steps themselves
    lost in it.
    """
    if not dropped:
        return []
    if len(dropped) == 1:
        step, reason, what, own = dropped[0]
        return [
            _("Step {step} no longer holds and leaves the game ({reason}): {what}").format(
                step=step, reason=own or reason, what=what
            )
        ]
    reason = dropped[0][1]
    two = len(dropped) == 2  # "Steps 7 to 8" read oddly for two steps
    heading = (
        _("Steps {first} and {last} no longer hold and leave the game ({reason}):")
        if two
        else _("Steps {first} to {last} no longer hold and leave the game ({reason}):")
    ).format(first=dropped[0][0], last=dropped[-1][0], reason=reason)
    return [
        heading,
        *(
            _("Step {step} ({reason}): {what}").format(step=step, reason=own, what=what)
            if own
            else _("Step {step}: {what}").format(step=step, what=what)
            for step, _reason, what, own in dropped
        ),
    ]


def _run_lines(table: Any, run: list[Later], sealed: dict[int, int]) -> list[str]:
    """Lines for a run of consecutive later steps that no longer hold.

    A dropped step changes nothing, so every step of a run meets the game at the same point: where it waits
    for one decision none of them gives. Told step by step, their refusals scattered the run ("It is Ann's
    turn, not Cat's", "the game waits for the cubes to be placed", "No loans now" in turn: a roll fixed in
    Big Shot's first turn made fourteen headings of one cause). Now the run is told under what the game waits
    for, once; a step refused for a reason of its own (a purchase of a chain no longer on the board) says it
    beside its sentences, and a first step refused so keeps its line (it is the step the fix broke)."""
    said = [
        (
            later.step,
            unbracketed(_reason(later.reason).rstrip(".")),
            " ".join(step_text(table, later.step - 1, sealed, earlier=False)),
            later.reason is not None and later.reason.code in MISFITS,
        )
        for later in run
    ]
    waiting = next((reason for later, (_s, reason, _w, _m) in zip(run, said, strict=True) if _wrong(later)), None)
    if waiting is None or len(said) == 1:  # nothing to tell them by: a run of each reason, as it comes
        lines: list[str] = []
        group: list[tuple[int, str, str, str]] = []
        for step, reason, what, _misfit in said:
            if group and group[-1][1] != reason:
                lines += _dropped_lines(group)
                group = []
            group.append((step, reason, what, ""))
        return lines + _dropped_lines(group)
    lines = []
    if not said[0][3]:  # the step the fix broke, with its own reason
        step, reason, what, _misfit = said.pop(0)
        lines = _dropped_lines([(step, reason, what, "")])
    return lines + _dropped_lines(
        [(step, waiting, what, "" if misfit else reason) for step, reason, what, misfit in said]
    )


def _wrong(later: Later) -> bool:
    return later.reason is not None and later.reason.code == "wrong_phase"


def correction_question(table: Any, correction: Correction) -> tuple[str, list[str]]:
    """The question before a correction is committed, and what becomes of each later step, oldest first.

    Steps whose effects change and steps that no longer hold are named one by one; the steps that hold as
    they were are counted in one line (twenty unchanged steps are not news)."""
    sealed = table.sealed_steps()
    now = _said(table, correction.events, correction.new)
    if correction.added:  # a forgotten step; the later steps keep the numbers the log shows until it is added
        question = _("Add a step before step {step}?").format(step=correction.step)
        details: list[str] = [_("The added step: {now}").format(now=now)]
    else:
        question = _("Fix step {step}?").format(step=correction.step)
        details = [_("It becomes: {now}").format(now=now)]  # a step's sentences can run long: they scroll
    run: list[Later] = []  # consecutive dropped steps: they all meet the game at one point
    for later in correction.later:
        if later.fate is Fate.DROPPED:
            run.append(later)
            continue
        details += _run_lines(table, run, sealed)
        run = []
        if later.fate is Fate.CHANGES:
            after = _sentences(table, later.after, later.action)
            details.append(_changed(later.step, after, step_text(table, later.step - 1, sealed, earlier=False)))
    details += _run_lines(table, run, sealed)
    holds = correction.count(Fate.HOLDS)
    if holds:
        details.append(
            ngettext("{count} later step holds as it was.", "{count} later steps hold as they were.", holds).format(
                count=holds
            )
        )
    if not correction.later:
        details.append(_("It is the latest step: nothing after it changes."))
    dropped = correction.count(Fate.DROPPED)
    if dropped:  # they come back only by the undo asked next: a table that plays on first has lost them
        said = (
            ngettext(
                "The step that leaves the game comes back only by an Undo right after the addition: once the game "
                "goes on, it is gone.",
                "The {count} steps that leave the game come back only by an Undo right after the addition: once the "
                "game goes on, they are gone.",
                dropped,
            )
            if correction.added
            else ngettext(
                "The step that leaves the game comes back only by an Undo right after the fix: once the game goes "
                "on, it is gone.",
                "The {count} steps that leave the game come back only by an Undo right after the fix: once the game "
                "goes on, they are gone.",
                dropped,
            )
        )
        details.append(said.format(count=dropped))
    return question, details


def correction_done(correction: Correction) -> str:
    """What the table is told once a correction (or an addition) is committed."""
    dropped, added = correction.count(Fate.DROPPED), correction.added
    if not dropped:
        done = _("Step {step} added.") if added else _("Step {step} fixed.")
        return done.format(step=correction.step)
    said = (
        ngettext(
            "Step {step} added; {count} later step no longer held.",
            "Step {step} added; {count} later steps no longer held.",
            dropped,
        )
        if added
        else ngettext(
            "Step {step} fixed; {count} later step no longer held.",
            "Step {step} fixed; {count} later steps no longer held.",
            dropped,
        )
    )
    return said.format(step=correction.step, count=dropped)
