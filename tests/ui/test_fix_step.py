"""Fixing an earlier step from the log, by touch: the game's own screen at that moment, the question that says
what becomes of every later step, then the game goes on from the corrected history."""

from __future__ import annotations

from typing import Any

import pytest

from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.correct import FixStep
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.log import LogScene
from companion.ui.scenes.play import PlayScene
from ui.test_undo_rewind import GUESSES, log_line_of, open_tiny

BIDS = [{"type": "bid", "player": 1, "amount": 3}, {"type": "bid", "player": 2, "amount": 4}]


def open_fix(app: Any, fingers: Any, step: int, *, add: bool = False) -> None:
    """The log, a tap on ``step`` (0-based), then "Fix this step" (with ``add``, "Add a step before")."""
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, step))
    assert isinstance(app.scene, ConfirmScene)
    fingers.tap("also" if add else "other")
    assert isinstance(app.scene, FixStep) and isinstance(app.scene, PlayScene)


def test_a_mistyped_die_is_fixed_and_the_bids_after_it_are_kept(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    assert app.scene.prompt_text().startswith("Fix step 4: ")
    assert app.scene.find("undo") is None and app.scene.find("log") is None
    fingers.tap("die-white-2")
    fingers.tap("die-black-4")
    fingers.tap("dice-confirm")
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.message == "Fix step 4?"
    assert question.details[0].startswith("It becomes: White 2, black 4: a lot worth 6 points.")
    assert question.details[1:] == ["2 later steps hold as they were."]
    assert len(app.table.steps) == 6 and app.table.steps[3].action.black == 3  # nothing yet
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and not isinstance(app.scene, FixStep)
    assert [s.action.type for s in app.table.steps] == ["guess"] * 3 + ["roll", "bid", "bid"]
    assert app.table.steps[3].action.black == 4
    assert app.table.step_sentences(3)[0].startswith("Corrected; it was: White 2, black 3")


def test_a_fix_that_drops_later_steps_says_which_and_why_and_cancel_changes_nothing(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    before = [s.action for s in app.table.steps]
    open_fix(app, fingers, 4)  # Ben's bid of 3 becomes 5: Cat's 4 is too low now
    assert app.scene.panel.values["amount"] == 3  # from the bid entered, not the least
    for _ in range(2):
        fingers.tap("amount-plus")
    assert app.scene.panel.values["amount"] == 5
    fingers.tap("amount-confirm")
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.details[1].startswith("Step 6 no longer holds and leaves the game (")
    assert question.details[1].endswith(": Cat bids 4.")
    # they come back only by the undo asked next: said before the fix is done, where a table deciding reads it
    assert question.details[-1] == (
        "The step that leaves the game comes back only by an Undo right after the fix: once the game goes on, "
        "it is gone."
    )
    fingers.tap("no")
    assert isinstance(app.scene, FixStep)
    fingers.tap("fix-cancel")
    assert isinstance(app.scene, LogScene) and [s.action for s in app.table.steps] == before


def test_the_fix_starts_at_what_was_entered_and_says_it(app, fingers) -> None:
    """ "Fix this step" began at the least die and did not show the throw entered: a fix of one die began by
    entering both again, from memory."""
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    assert (app.scene.panel.values["die-white"], app.scene.panel.values["die-black"]) == (2, 3)
    assert app.toast is not None and app.toast.text.startswith("Entered at step 4: White 2, black 3"), app.toast
    fingers.tap("die-black-4")  # the one die that was wrong
    fingers.tap("dice-confirm")
    assert isinstance(app.scene, ConfirmScene)
    assert app.scene.details[0].startswith("It becomes: White 2, black 4")


def test_a_refused_entry_is_told_and_nothing_is_asked(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    fingers.tap("die-white-2")
    fingers.tap("die-black-3")  # what step 4 already says
    fingers.tap("dice-confirm")
    assert isinstance(app.scene, FixStep)
    assert app.toast is not None and "already says that" in app.toast.text


def test_a_forgotten_bid_is_added_before_the_step_tapped_and_said_in_the_log(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, 4))
    assert [w.key for w in app.scene.widgets if w.key in ("no", "also", "other", "yes")] == [
        "no",
        "also",
        "other",
        "yes",
    ]
    assert app.scene.find("also").text == "Add a step before"
    fingers.tap("also")
    assert isinstance(app.scene, FixStep) and app.scene.insert
    assert app.scene.prompt_text().startswith("Before step 5: ")
    fingers.tap("amount-plus")  # from the least bid, 1: Ben bids 2 before his bid of 3
    fingers.tap("amount-confirm")
    question = app.scene
    assert isinstance(question, ConfirmScene) and question.message == "Add a step before step 5?"
    assert question.details[0] == "The added step: Ben bids 2."
    assert question.details[1].startswith("Step 5 no longer holds and leaves the game (")
    assert question.details[2:] == [
        "1 later step holds as it was.",
        "The step that leaves the game comes back only by an Undo right after the addition: once the game goes on, "
        "it is gone.",
    ]
    assert question.find("yes").text == "Add" and len(app.table.steps) == 6  # nothing yet
    fingers.tap("yes")
    assert isinstance(app.scene, PlayScene) and not isinstance(app.scene, FixStep)
    assert app.toast is not None and app.toast.text == "Step 5 added; 1 later step no longer held."
    assert [getattr(s.action, "amount", None) for s in app.table.steps[4:]] == [2, 4]
    assert app.table.step_sentences(4) == ["Added afterwards, where it belongs.", "Ben bids 2."]


def test_an_addition_cancelled_at_its_question_changes_nothing(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    before = [s.action for s in app.table.steps]
    open_fix(app, fingers, 4, add=True)
    fingers.tap("amount-confirm")
    fingers.tap("no")
    fingers.tap("fix-cancel")
    assert isinstance(app.scene, LogScene) and [s.action for s in app.table.steps] == before


@pytest.mark.parametrize("add", [False, True])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_fix_screens_fit_in_every_language(app, fingers, language: str, add: bool) -> None:
    set_language(language)
    app.prefs.language = language
    open_tiny(app, [*GUESSES, *BIDS])
    app.push(LogScene(app))
    fingers.at(*log_line_of(app, 4))
    with fit.recording() as drawn:  # the log's question: four answers in a row
        app.draw()
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
    app.pop()
    app.pop()
    open_fix(app, fingers, 4, add=add)
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
    for _ in range(2):  # a fix from the bid entered (3), an addition from the least (1)
        fingers.tap("amount-plus")
    fingers.tap("amount-confirm")
    assert isinstance(app.scene, ConfirmScene)
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []


def test_a_later_step_with_other_effects_says_what_it_does_now_and_did_before(app, fingers) -> None:
    passes = [{"type": "pass", "player": 2}, {"type": "pass", "player": 0}]
    open_tiny(app, [*GUESSES, BIDS[0], *passes])
    assert app.table.step_sentences(6) == ["Ann passes.", "Ben wins the lot of 5 for 3."]
    open_fix(app, fingers, 4)  # Ben's winning bid of 3 becomes 2: the lot is sold for 2 instead
    fingers.tap("amount-minus")  # from the 3 entered
    fingers.tap("amount-confirm")
    # What the step is, said once; then only the sentence that changes, as it reads now and read before.
    changed = [line for line in app.scene.details if line.startswith("Step 7 ")]
    assert changed == ["Step 7 (Ann passes) now: Ben wins the lot of 5 for 2. Before: Ben wins the lot of 5 for 3."]
    assert "1 later step holds as it was." in app.scene.details


@pytest.mark.parametrize(
    ("now", "was"),
    [
        (["Ben wins the lot for 2."], ["Ben wins the lot for 3."]),  # nothing shared
        (["Ann passes.", "Ben wins."], ["Ben wins.", "Ann passes."]),  # the same sentences in another order
    ],
)
def test_a_changed_step_with_nothing_shared_or_nothing_different_is_said_whole(now, was) -> None:
    from companion.text.corrections import _changed

    assert _changed(7, now, was) == f"Step 7 now: {' '.join(now)} Before: {' '.join(was)}"


def test_a_changed_step_that_only_gains_or_only_loses_a_sentence_says_that_one() -> None:
    from companion.text.corrections import _changed

    placed, grows = "Ann places 3F.", "Continental grows by 3F to 7 tiles."
    assert _changed(56, [placed, grows], [placed]) == "Step 56 (Ann places 3F) now also: " + grows
    assert _changed(56, [placed], [placed, grows]) == "Step 56 (Ann places 3F) no longer: " + grows


def test_a_step_of_a_kind_no_longer_asked_is_said_in_a_players_words() -> None:
    from companion.core import Table
    from companion.games import get
    from companion.text.corrections import correction_question

    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    for action in [*GUESSES, BIDS[0], {"type": "pass", "player": 2}, {"type": "pass", "player": 0}]:
        table.submit(action)
    table.submit({"type": "guess", "player": 0, "parity": "odd"})  # the next round opens
    # Cat bid 4 instead of passing: the auction goes on, and Ann's guess of the next round is not asked there.
    question, details = correction_question(
        table, table.preview_correction(6, {"type": "bid", "player": 2, "amount": 4})
    )
    dropped = [line for line in details if "no longer holds" in line]
    assert dropped and all("(at that point the game waits for a bid or a pass)" in line for line in dropped)
    assert not any("is not possible now" in line for line in details)


def test_the_fix_screen_closes_when_the_game_goes_on_meanwhile(app, fingers) -> None:
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    app.table.submit({"type": "pass", "player": 0})  # Ann's pass button, while the fix screen shows step 4
    assert isinstance(app.scene, LogScene)
    assert app.toast is not None and "open the log to fix that step again" in app.toast.text


def test_the_fix_screens_question_takes_the_whole_bar(app, fingers) -> None:
    """Mad Market's "Corriger l'étape 8 : Player 2 : agents de change, transactions, un objet, puis fin du tour"
    shrank in the bar it shared with Log and Undo; the fix screen has neither, so the question has the room."""
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    note = next(w for w in app.scene.widgets if type(w).__name__ == "Note" and w.rect.top < 56)
    assert note.rect.right >= app.scene.size[0] - 8 - 1 and note.rect.left > app.scene.find("fix-cancel").rect.right


def test_the_undo_button_while_fixing_leaves_both_the_game_and_the_moment_alone(app, fingers) -> None:
    """The monkey's finding: the table's undo button undid a step of the moment shown, which the screen never
    heard of (the board drawn for one prompt, the panel laid out for another)."""
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 4)
    moment, steps = app.scene.table, len(app.table.steps)
    app.scene.ask_undo()  # as the simulated table's undo button calls it
    assert isinstance(app.scene, FixStep) and len(moment.steps) == 4 and len(app.table.steps) == steps
    assert app.toast is not None and "undo waits" in app.toast.text


def test_later_steps_that_leave_for_one_reason_are_told_it_once(app, fingers) -> None:
    """A forgotten pass added early in an auction ended it sooner, and every later bid left the game: the question
    said "no longer holds and leaves the game (the game asks for something else at that point)" before each bid,
    the bids lost among the repeats. Now the reason is said once, over the steps it drops."""
    bids = [
        {"type": "bid", "player": 1, "amount": 3},
        {"type": "bid", "player": 2, "amount": 4},
        {"type": "pass", "player": 0},
        {"type": "bid", "player": 1, "amount": 5},
        {"type": "bid", "player": 2, "amount": 6},
    ]
    open_tiny(app, [*GUESSES, *bids])
    open_fix(app, fingers, 5, add=True)  # Cat passes before her bid of 4: Ben's 3 wins once Ann passes
    fingers.tap("amount-pass")
    question = app.scene
    assert isinstance(question, ConfirmScene)
    assert question.details[1].startswith("Step 6 no longer holds and leaves the game (")
    assert question.details[2:] == [
        "Step 7 (Ann passes) now also: Ben wins the lot of 5 for 3.",
        "Steps 8 and 9 no longer hold and leave the game (at that point the game waits for everyone's guess):",
        "Step 8: Ben bids 5.",
        "Step 9: Cat bids 6.",
        "The 3 steps that leave the game come back only by an Undo right after the addition: once the game goes on, "
        "they are gone.",
    ]


def test_a_corrected_step_is_undone_and_fixed_again_by_what_it_is_now(app, fingers) -> None:
    """The Undo button's question, its notice, its Redo line and the fixing screen's "Entered at step" name a
    corrected step by what it is now; the log alone says what it was. The question read "Undo: Corrected; it
    was: Ben bids 3?" and the notice "Undone: Corrected; it was: Ben bids 3." for an undo of Ben's 2."""
    open_tiny(app, [*GUESSES, BIDS[0]])
    app.table.correct(5, {"type": "bid", "player": 1, "amount": 2})
    app.table.rewind(1)  # and forward again: an undo right after the fix would take the fix back whole
    app.table.redo()
    fingers.tap("undo")
    assert app.scene.message == "Undo: Ben bids 2?" and app.scene.details == []
    fingers.tap("yes")
    assert app.toast is not None and app.toast.text == "Undone: Ben bids 2."
    fingers.tap("undo")
    assert app.scene.details[-1] == "Redo instead brings back: Ben bids 2."
    fingers.tap("other")
    open_fix(app, fingers, 4)
    assert app.toast is not None and app.toast.text == "Entered at step 5: Ben bids 2."
    assert app.table.step_sentences(4)[0] == "Corrected; it was: Ben bids 3."


def test_a_fix_confirmed_after_the_game_went_on_says_so_and_changes_nothing(app, fingers) -> None:
    """A seat's button plays while "Fix step 4?" is open: the fix is refused, and the table is told that the game
    went on, not to "look again and enter it anew" on a fixing screen that is gone."""
    open_tiny(app, [*GUESSES, *BIDS])
    open_fix(app, fingers, 3)
    fingers.tap("die-black-4")
    fingers.tap("dice-confirm")
    assert isinstance(app.scene, ConfirmScene)
    app.table.submit({"type": "pass", "player": 0})  # Ann's pass button, meanwhile
    fingers.tap("yes")
    assert app.table.steps[3].action.black == 3 and len(app.table.steps) == 7
    assert isinstance(app.scene, PlayScene) and not isinstance(app.scene, FixStep)
    assert (
        app.toast is not None
        and app.toast.text == "The game went on while that was asked: nothing was done. Ask again."
    )


def test_the_fixing_screen_of_a_die_does_not_offer_to_roll(app, fingers) -> None:
    """A fix is of what the physical dice showed: "Roll for me" there threw new dice in place of the ones seen."""
    open_tiny(app, [*GUESSES, *BIDS])
    assert app.scene.find("dice-roll") is None  # the game waits for bids now
    open_fix(app, fingers, 3)
    assert app.scene.find("die-white-2") is not None and app.scene.find("dice-roll") is None
    app.pop()
    app.pop()
    app.table.rewind(3)  # back to the roll in the game itself: there the companion may throw
    app.reset(PlayScene(app))
    assert app.scene.find("dice-roll") is not None
