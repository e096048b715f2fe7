"""The text console: plays any registered game from its prompt and summary.

It works over ssh and through a pipe, so tests drive it with stdin. Every
screen is generic: the engine's prompt says who may act and what each must
decide, as data, and :mod:`companion.console.decide` turns each decision
into lines and questions (a bid asks for the number, a basket for each
quantity, dice for each named die, a sealed choice hands the keyboard
over). The summary is drawn by the game's own view when it has one
(:mod:`companion.text.summary`) or generically otherwise.

A player types what they see, not what the engine calls it: "5c", "tower",
"buy 2 tower 1 luxor", "pass", "undo". The game reads its own words first
(its GameSpec's ``console_parse``), then :mod:`companion.console.typed`
matches option names in any case. A typed move the rules refuse is submitted
anyway, so the answer is the engine's own reason, and nothing changes.
Everything the console says goes through the player's language.
"""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Literal, TextIO

from companion.core import (
    ActionRange,
    ActionSet,
    Amount,
    Basket,
    ChanceSource,
    Confirm,
    Dice,
    Entry,
    Pick,
    RuleViolation,
    Secret,
    Table,
)
from companion.core.decisions import Actor, seat_of
from companion.core.history import Adjustment
from companion.core.i18n import N_, say
from companion.core.log_words import clauses
from companion.core.records import Action
from companion.core.table import Stamp
from companion.result_levels import levels_for, unasked, unsaid_in
from companion.terminal import printable
from companion.text.below import said_in, unrepeated
from companion.text.columns import follow, width
from companion.text.corrections import (
    correction_done,
    correction_question,
    redo_help,
    redo_preview,
    refix_done,
    rewind_question,
    step_text,
    undo_question,
    unfix_done,
    unfix_question,
)
from companion.text.folding import APOSTROPHES, fold
from companion.text.i18n import _, labelled, listing, ngettext, pgettext, set_language
from companion.text.option_words import describer
from companion.text.ranges import amount_words, range_words
from companion.text.sentence import refusal
from companion.text.standing import ending, standing
from companion.text.summary import PUBLIC, follows, players_table, stand_in_lines, table_view, winners_line
from companion.text.yes_no import said_yes
from companion.typed_lines import read_line

from .commands import ENGLISH, english_command, own_word, own_words, translated, with_own_word
from .decide import (
    BOARD_LIST_MAX,
    CURRENCY,
    HELD,
    Line,
    answer_word,
    ask_amount,
    ask_basket,
    basket_by_names,
    basket_named,
    basket_not_on_offer,
    basket_number,
    choose_by_number,
    counts_read,
    dice_by_name,
    dice_example,
    filled_example,
    hint,
    lines_for,
    most_of,
    number_line,
    number_row,
    open_basket,
    option_line,
    question,
    say_wrapped,
    show_lines,
    typed_amount,
    typed_examples,
    typed_examples_of_basket,
    typed_numbers,
    unit_stripped,
    valued_examples,
    which_line,
    without_unit,
    wrapped,
    yes_or_no,
    zero_line,
)
from .devices import device_notes, link_words
from .fit import asking, fitted
from .near import corrected, known_words, spellings
from .stand_ins import own_copy_lines
from .typed import (
    Unfinished,
    after_name,
    all_words,
    asks_drawn,
    asks_who,
    board_picks,
    by_number,
    draw_words,
    echo_stripped,
    for_another,
    inside,
    listed_by_value,
    matches,
    named_first,
    off_board_pick,
    pass_words,
    roll_words,
    said_amiss,
    said_before,
    who_words,
)
from .yes_no import yes_and_no

SPACE_HINTS = {
    "square": N_("Type a square, e.g. {example}."),
    "tile": N_("Type a tile, e.g. {example}."),
    "lot": N_("Type a lot, e.g. {example}."),
    "space": N_("Type a space, e.g. {example}."),
}
"""What to type for a board pick, by what its keys name (a whole sentence each, so every language can agree)."""

NUMBER_FIRST = re.compile(r"\s*[$€£]?\s*\d")
"""A typed line that starts with a number (an amount, perhaps with its currency sign before it)."""


def not_an_amount(text: str) -> bool:
    """True where ``text``, typed after a bid's word, holds words that are not its unit ("4 euro"): never an
    amount, however asked again. Numbers alone ("5, 2") are asked again as one amount."""
    return any(char.isalpha() for char in text) and typed_amount(text) is None and typed_numbers(text) is None


LAST_MOVE_SENTENCES = 6
"""How many sentences a resumed game's last move may have and still be said whole (a purchase that ends a turn and
opens the next auction is four, about three lines); Steam Barons' last delivery of a turn runs its phase 4, about
thirty."""
MAX_LINE = 4000
"""A typed line longer than this is not a move (a pasted file, a runaway JSON nesting)."""
JSON_CHOICES = 40
"""How many of the legal choices an example for the ``json`` command is chosen from."""
JSON_EXAMPLE = 160
"""The longest example of an action as JSON worth reading in a refusal (a layout of many cubes is not)."""


HELP_ROWS: dict[str, str] = {
    "pass": N_("  pass             pass now, as the question on the table allows"),
    "undo": N_("  u, undo          undo the last action (asks first)"),
    "redo": N_("  r, redo          redo the action last undone"),
    "board": N_("  b, board         the board"),
    "sheet": N_("  sheet, score     the score sheet"),
    "status": N_("  s, status        the table and the question again"),
    "log": N_("  l, log           the game log, numbered by step"),
    "rewind": N_("  rewind N         go back to before step N of the log (asks first, shows what is withdrawn)"),
    "fix": N_("  fix N            enter step N of the log anew; the later steps that still hold are kept (asks first)"),
    "add": N_(
        "  add N            enter a forgotten step before step N of the log; the steps that still hold follow it"
    ),
    "adjust": N_(
        "  adjust           set the pieces by hand when nobody knows which step went wrong (shows them as JSON)"
    ),
    "json": N_("  json {...}       enter an action as JSON (as the journal stores it)"),
    "help": N_("  h, help, ?       this help"),
    "quit": N_("  q, quit          leave; the game stays saved"),
}
"""The help's rows of the commands, each said only where it works now (:func:`help_text`'s ``working``)."""

MOVING = frozenset({"pass", "undo", "redo", "rewind", "fix", "add", "adjust", "json"})
"""The commands that work only at some moments: the others (the board, the log, the help …) always do."""


def help_text(
    examples: Sequence[str] = (),
    *,
    previews: bool = False,
    valued: Sequence[str] = (),
    number: str = "",
    lone: str = "",
    private: str = "",
    waiting: Sequence[str] = (),
    working: Collection[str] = MOVING - {"pass"},
    over: bool = False,
    redo: str = "",
) -> str:
    """The commands, then what to type in this game (``examples``, already in the player's language), if any.

    ``valued``: this game's words for an option with its values ("buy 2 …", "bid 5"), in the
    player's language, shown beside the command that types them. The help said "bid 5, roll 3 4" in every game,
    words that mean nothing at a table where nobody bids nor rolls; a game with none says it without an example.
    Each example's spaces are held (:data:`~.decide.HELD`): :func:`help_lines` keeps it on one line.

    ``previews``: ``? 5C`` reads what an option or a number would do (the game's own words where it has them,
    else the table's trial of it): every game while a question is on the table.

    ``number``: the row for a bare number as the question on the table takes it (:func:`~.decide.number_row`);
    without it, the numbered option.

    ``lone``: what the moment is and how to go on, where one option is all anyone may do (:meth:`Console.lone_words`):
    said in the examples' place, as an example of that option alone ("Buy nothing") told nothing of why.

    ``private``: what a seat's private view shows in this game (its spec's ``private_view``, an ``N_`` phrase):
    the help said "hidden cash, shares or tiles" at every game, shares and tiles at a table that has none.

    ``waiting``: what a side action the rules do not allow yet waits for (:meth:`Console._side_not_yet`: "The end
    cannot be declared yet: … It can be once …"), said after the commands, before the moment's words.

    ``working``: which of the commands that work only at some moments (:data:`MOVING`) work now; ``over``: the
    game is over, so nothing is typed as a move. After Big Shot's end the help still listed "pass", "json" and
    "adjust", and "pass" as a button the console does not have.

    ``redo``: the row of ``redo`` where it would do a fix again, naming it (:func:`~companion.text.corrections.redo_help`):
    "redo the action last undone" hid that it changes a step and drops later ones again."""
    rows = [_("Commands:")]
    if not over:
        rows.append(_("  WORDS            type a square, an option or the first words of one, in any case"))
        rows.append(number or _("  NUMBER           choose that numbered option"))
        if valued:  # this game's own words with values ("buy 2 …", "bid 5"), never another game's
            rows.append(
                _("  WORDS N          an option by its first word, with its values, e.g. {examples}").format(
                    examples=clauses([example.replace(" ", HELD) for example in valued], _)  # each kept on one line
                )
            )
        else:
            rows.append(_("  WORDS N          an option by its first word, with its values"))
    for name, row in HELP_ROWS.items():
        if name == "help":
            rows.append(
                _("  show SEAT        a player's private view ({hidden})").format(hidden=_(private))
                if private
                else _("  show SEAT        a player's private view")
            )
        if name == "status" and over:  # no question is asked any more: the final scores are shown again
            rows.append(_("  s, status        the table and the final scores again"))
        elif name == "redo" and redo and name in working:
            rows.append(redo)
        elif name not in MOVING or (name in working and not (over and name in {"pass", "adjust", "json"})):
            rows.append(_(row))
    if previews:
        rows.append(_("  ? WORDS          all that an option would do, without choosing it"))
    text = "\n".join(rows)
    for reason in waiting:  # "The end cannot be declared yet: …": listed nowhere else until it can
        text += "\n" + reason
    if lone:
        return text + "\n" + lone
    if not examples or (not over and list(examples) == list(valued)):
        # "In this game, for example: buy 1 Luxor" under "WORDS N … e.g. buy 1 Luxor" said the example twice
        return text
    return text + "\n" + _("In this game, for example: {examples}").format(examples=examples_text(examples))


def examples_text(examples: Sequence[str]) -> str:
    """The help's examples as a player reads them: single words as the language lists choices ("Ann, Ben or
    Cat", "Ann, Ben o Cat"), where "Ann; Ben" read as one odd entry; examples of several words ("buy 2 tower",
    "white wood … (the companies as drawn)") stay apart by semicolons, which no example holds."""
    if len(examples) > 1 and not any(" " in example for example in examples):
        return listing(examples, "or")
    return clauses(examples, _)


HELP_ROW = re.compile(r"^(\s+)(\S.*?)\s{2,}(\S.*)$")
"""A help line's indent, its command ("rewind N", "u, undo"), then, past two spaces or more, its explanation."""


def help_lines(text: str) -> list[str]:
    """The help as lines within the console's columns, every explanation starting in one column, past the longest command.

    Each command is named by its English words and the first of the console's language ("u, undo, annulla").

    A translation's longer command ("offro 5, tira 3 4") pushed its own explanation two columns right of the
    others; and an explanation too long for one line goes on under its first word, not under the command (an
    80-column terminal broke it mid-word).
    """
    rows = [HELP_ROW.match(line) for line in text.split("\n")]
    commands = [row.group(1) + with_own_word(row.group(2)) if row else "" for row in rows]
    column = max((len(command) + 2 for command in commands), default=0)
    lines: list[str] = []
    for line, row, command in zip(text.split("\n"), rows, commands, strict=True):
        if row is None:
            lines += wrapped(line, width(), subsequent_indent="  ", break_on_hyphens=False) or [""]
            continue
        start = command.ljust(column)
        lines += wrapped(start + row.group(3), width(), subsequent_indent=" " * column, break_on_hyphens=False)
    return [line.rstrip().replace(HELD, " ") for line in lines]


def chance_zero(decision: object) -> str:
    """What a bare 0 does at a question chance may answer: the companion rolls the dice, or decides (a draw, who
    starts). "0: let the companion decide" at a die read oddly, most in Italian: the companion throws it."""
    return _("0: the companion rolls") if isinstance(decision, Dice) else _("0: let the companion decide")


def confirming(question: str) -> str:
    """A question shared with the touchscreen ("Undo: Ann buys 2 Luxor?") as the console asks it: the one line
    that takes the answer, its yes and no in the players' letters ("Annullare: …? [s/N] ")."""
    # NOTE: a yes-or-no question's letters at the console: the language's yes, then N (the default, on Enter).
    letters = _("[y/N]")
    return f"{question} {letters} "


class Console:
    """A read-eval-print loop over a :class:`Table`."""

    def __init__(
        self,
        table: Table[Any],
        inp: TextIO | None = None,
        out: TextIO | None = None,
        *,
        chance: ChanceSource | None = None,
        idle: Callable[[], None] | None = None,
        idle_interval: float = 0.05,
        language: str | None = None,
        missing: Sequence[str] = (),
    ) -> None:
        self.table = table
        self.missing = tuple(missing)
        """The devices that are missing ("sound", "lights"): told once, before the first question."""
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout
        self.chance = chance or ChanceSource()
        self.idle = idle
        self.idle_interval = idle_interval
        if language is not None:
            set_language(language)
        self.lines: list[Line] = []
        self.numbered: list[Line] = []
        self.value: Line | None = None
        self.first = 1
        """The lowest number the turn's question lists: 0 where its line 0 is the companion's own choice."""
        self.lone: Line | None = None
        """The turn question's one option, chosen by an Enter (see :meth:`_lone_choice`), or None."""
        self._unlisten = table.listen(self._heard)
        self._refusal_shown = False
        self.seen: Stamp | None = None  # the table's moment when the prompt was last shown
        self._rewinding = False
        self._undo_pending = False
        self._undoing: str | None = None
        self._pending_text = ""
        self._pending_stamp: Stamp | None = None  # the moment the undo button named the step
        self._waiting: str | None = None  # the question a read is waiting on, while it waits
        self._interrupted = False  # something was said meanwhile: the question is asked again after it
        self._at_turn = False  # the read waits on the turn's own question (not a number or a confirmation)
        self._leaving = False  # "q" was typed at a question inside a decision: the console leaves after it
        self._end_said = False
        self._noted: tuple[str, list[str]] = ("", [])
        """The last question's template and its note as said: the same note under the same question asked of the
        next player is not said again (the opening draw's rule was said once for each player)."""
        """The game's own sentence of its end was printed whole (the last move's events, or its "Last move: …"),
        so the final standing follows it without saying the end again (see :meth:`show_standing`)."""
        self._unfinished_said = False
        """The game's reading of a line typed in part said what it lacks before asking for it ("1 is a column: type
        a tile such as 1E." above "The row of 1 (A to I)")."""
        self._view_shown: list[str] | None = None
        """The table's view as last shown (whole, before any line was left out): after an entry only what changed
        in it is written (:meth:`show_table`)."""
        self._echoed: list[str] = []
        """The sentences of the step just taken, as its echo wrote them: the table's view written after them
        leaves out its last lines that they say (:meth:`show_table`)."""
        self._dry: list[str] | None = None
        """While ``? WORDS`` reads a line as typed (:meth:`_preview_typed`): the questions the reading asked, each
        left unanswered, so nothing is read from the keyboard."""

    # -- output ------------------------------------------------------------
    def say(self, text: str = "", *, whole: bool = False) -> None:
        """Print a line; a control character in it (a name from a copied journal) is shown, never obeyed.

        A line longer than a terminal's 80 columns is broken at its words (:func:`~.fit.fitted`); ``whole``
        keeps it one line, for text to copy and paste back (a position's JSON).
        Said while a question waits for typing (a device's news, a button's move), the line starts a line of
        its own rather than after the question's "> ", and the question is asked again after it.
        """
        if self._waiting is not None and not self._interrupted:
            self._interrupted = True
            self.out.write("\n")
        self.out.write(printable(text if whole else fitted(text)) + "\n")
        self.out.flush()

    def say_prose(self, text: str, indent: str = "", hanging: str = "  ") -> None:
        """A sentence (an event, a refusal, a step of the log, a note) within 78 columns, its later rows under
        its words (``hanging`` more than ``indent``): an 80-column terminal broke a longer one mid-word."""
        for part in text.split("\n"):
            say_wrapped(self, part, indent, hanging)

    def _heard(self, update: Any) -> None:
        """Show what hardware (buttons, scanners) did while we waited for typing."""
        if update.kind == "rejected" and update.error is not None:
            self.say_prose(refusal(update.error.message(_)))
            self._refusal_shown = True
        elif update.kind in ("applied", "redone"):
            levels = levels_for(self.table.game.name)
            events = list(update.events)
            for event, left in zip(events, unsaid_in(events, levels), strict=True):
                if not left:  # else the question shown next says it ("Turn 2 of 18: Ben rolls")
                    sentence = self.table.describe(event, _)
                    self._echoed.append(sentence)
                    self.say_prose("* " + sentence, "  ", "  ")
            self._end_said = self.table.over  # the ending move's events say the end, in the game's words
        elif update.kind == "undone" and update.action is not None and not self._rewinding:
            # Named as it was before the undo: a sealed choice stays sealed in the text too.
            self.say(_("Undone: {what}").format(what=self._undoing or say(self.table.label(update.action), _)))

    def last_step(self) -> str:
        """The latest step in the game's own sentences, or whose sealed choice it is (never its content)."""
        seat = self.table.sealed_seat(-1)
        if seat is not None:
            return _("{name}'s sealed choice").format(name=self.table.names[seat])
        return " ".join(self.table.step_sentences(-1, _, earlier=False))

    def _unasked(self, sentences: list[str]) -> list[str]:
        """The latest step's ``sentences`` without those of its events the question shown next says again
        (:func:`~companion.result_levels.unsaid`), as its echo leaves them out: a resumed auction read "Last move:
        … Auction of Orange (1 share on offer): Ann bids first, at least $5." over that very question. A step
        told otherwise than one sentence an event (a correction) is said whole."""
        events = self.table.steps[-1].events if self.table.steps else ()
        return unasked(sentences, events, levels_for(self.table.game.name))

    def say_last_move(self) -> None:
        """The latest step, said when a game is resumed: its first sentence, and the count of the rest when there
        are more than :data:`LAST_MOVE_SENTENCES` (Steam Barons' last delivery of a turn runs phase 4, about
        thirty sentences, which made a paragraph of fifteen lines above the question); ``log`` lists them."""
        seat = self.table.sealed_seat(-1)
        sentences = (
            [self.last_step()] if seat is not None else self._unasked(self.table.step_sentences(-1, _, earlier=False))
        )
        if len(sentences) > LAST_MOVE_SENTENCES:
            more = len(sentences) - 1
            self.say_prose(_("Last move: {what}").format(what=sentences[0].strip()))
            self.say_prose(
                ngettext(
                    "… and {count} more sentence: type 'log' to read it.",
                    "… and {count} more sentences: type 'log' to read them.",
                    more,
                ).format(count=more),
                "  ",
                "  ",
            )
            return
        last = " ".join(sentences).strip()
        if last:
            self.say_prose(_("Last move: {what}").format(what=last))
            self._end_said = self.table.over and seat is None  # a finished game's last move, its end said whole

    def clear(self) -> None:
        """Wipe what a sealed choice left on the screen (a terminal clears; a pipe gets blank lines)."""
        if getattr(self.out, "isatty", lambda: False)():
            self.out.write("\x1b[2J\x1b[3J\x1b[H")
        else:
            self.out.write("\n" * 3)
        self.out.flush()
        self._view_shown = None  # the table is no longer on the screen: shown whole next

    def show_table(self, *, opening: bool = False, asked: bool = True, changes: bool = False) -> None:
        """The table; at the ``opening``, its stand-ins' lines are followed by where the owner's own go, once.

        ``asked``: the table's question is written right under it, so its last lines that the question says again
        are left out (:func:`~.below.unrepeated`).

        ``changes``: after an entry, only the view's lines that were not in the view last shown (:func:`changed`):
        the stand-in board's note, the turn's heading and every lot were written again after every move, the
        move's own lines lost among them. ``status`` and ``board`` still show the whole table."""
        full = table_view(self.table)
        lines = unrepeated(full, self._question_lines(), self.table.names, full) if asked else full
        if changes and self._echoed:
            # the step's sentences just written above it say its last lines again: Steam Barons' "Prices moved:
            # Orange 5→6, …" under "* Orange: field 3 (+1), price $5 to $6." and the like
            lines = unrepeated(lines, self._echoed, self.table.names, full)
            # and a line an event just said in other words: "* Turn 1 of 5 begins: buy shares." over "Turn 1 of 5:
            # buy shares." (with no such event above it, the view's line is said)
            lines = [line for line in lines if not said_in(line, self._echoed)]
        if changes and self._view_shown is not None:
            # the changes of the view as shown whole: a player's line last among them is never read as the view's
            # last line ("> 3. Cat … 10M" under "(high bid 3M by Ann)" was left out as said by the question)
            lines = [line for line in changed(self._view_shown, full) if line in lines]
        self._view_shown = full
        self._echoed = []
        if (
            asked or opening
        ) and self.table.over:  # the final scores under it star the winners: "Shared win: Ben and Cat" again
            said = set(winners_line(self.table.summary(PUBLIC)))
            lines = [line for line in lines if line not in said]
        if opening:
            told = len(stand_in_lines(self.table))
            where = ["   " + text for text in own_copy_lines(self.table.game, self.table.header.config)]
            lines = lines[:told] + where + lines[told:]
        for line in lines:
            self.say(line)

    def _question_lines(self) -> list[str]:
        """The question :meth:`show_prompt` writes, the note under it and the number it asks ("$8 to $30 (high bid
        $7 by Ben)"), or none."""
        prompt = self.table.prompt()
        main = None if prompt.over else prompt.primary()
        if main is None:
            return []
        asked = [line.text for line in lines_for(self, prompt) if line.hint]
        return [question(self.table, main), *hint(self.table, main), *asked]

    def show_sheet(self, viewer: int | None = None) -> None:
        """The game's score sheet for ``viewer`` (public when None), or the players' table."""
        sheet = self._spec_part("console_sheet")
        summary = self.table.summary(PUBLIC if viewer is None else viewer)
        lines = (
            sheet(summary, viewer, self.table)
            if sheet is not None
            else players_table(summary, summary.get("current_player"))
        )
        for line in lines:
            self.say(line)

    def show_standing(self) -> None:
        """The final standing under its heading: each player's place, name, figure and what made it, in columns
        within 80 (:mod:`companion.text.standing`, as the touchscreen's final screen and the phones show it).

        Above it, the end and who won ("The game is over. Ann wins.", as a phone's headline says it) only where the
        game's own sentence of its end was not just printed whole: after the ending move's "* The game is over.
        Ann wins." the console said "The game is over." again, a thing said twice."""
        for line in ending(standing(self.table), self._end_said, width()):
            self.say(line)

    def show_prompt(self) -> None:
        self.seen = self.table.stamp  # what a line typed at this prompt answers
        prompt = self.table.prompt()
        self.lone = None
        self.first = 1
        if prompt.over:
            self.lines, self.numbered, self.value = [], [], None
            self.show_standing()
            # The end left a bare prompt: the table, reading the scores together, was not told what it can type.
            self.say("")
            self._say_what_now()
            return
        main = prompt.primary()
        if main is not None:
            self.say(f"\n{question(self.table, main)}")
            noted, self._noted = self._noted, (main.decision.label, hint(self.table, main))
            for said in self._noted[1] if self._noted != noted else ():  # as the touchscreen's ("Still in: …")
                self.say_prose(said, "  ", "  ")
        elif prompt.actors:
            self.say("\n" + clauses([question(self.table, actor) for actor in prompt.actors], _))
        self.lines = lines_for(self, prompt)
        self.value = next((line for line in self.lines if line.hint), None)
        if self.value is not None:  # a bid or a die: a bare number is the value, options go by name
            self.numbered = []
            self.say_prose(number_line(self.value), "  ", "  ")  # French: "noir : tapez"
            if main is not None and main.chance:
                self.say("  " + chance_zero(main.decision))
            others = [line for line in self.lines if line is not self.value]
            if others:
                self.say("  " + _("or type one of:"))
            width = max((len(line.text) for line in others if line.about), default=0)
            for line in others:  # with what each would do, as the options of a pick ("Decline  no guards, 135 kept")
                say_wrapped(self, f"{line.text:<{width}}  {line.about}" if line.about else line.text, "    ", "  ")
            explained = self._explain_hint(prompt, False)  # "? 1" at the guards, where the game words the number
            if explained:
                self.say_prose(explained, "  ", "  ")
            self.lone = self._lone_choice(main, False)
            return
        squares = [line for line in self.lines if line.board]
        typed = len(squares) > BOARD_LIST_MAX  # nobody reads a hundred numbered squares
        self.numbered = [line for line in self.lines if line.listed and not (typed and line.board)]
        # A chance confirm is already the companion's one outcome ("Let the companion draw"): no line 0 beside it.
        companion = main is not None and main.chance and not isinstance(main.decision, Confirm)
        if companion and not listed_by_value(self.numbered):
            piled = bool(self.numbered) and self.numbered[0].pile is not None
            width = 2 if piled else len(str(len(self.numbered)))  # under the numbers of the lines below it
            self.say(f"  {0:>{width}}) " + _("let the companion decide"))
            self.first = 0  # a hint of the numbers to type starts at it
        show_lines(self, self.numbered)
        if companion and self.companion_by_zero():
            self.say("  " + _("0: let the companion decide"))  # numbers listed by their values: "0" says how
        if typed:
            self.say("  " + self._square_hint(prompt))
        explained = self._explain_hint(prompt, typed)
        if explained:
            self.say_prose(explained, "  ", "  ")
        self.lone = self._lone_choice(main, companion)

    def _say_what_now(self) -> None:
        """What may be typed once the game is over, where no question is asked."""
        self.say_prose(
            _(
                "Type 'sheet' for the score sheet, 'log' for every step, 'undo' to take back the last move, "
                "or 'quit' to leave."
            ),
            "",
            "  ",
        )

    def _lone_choice(self, main: Actor | None, companion: bool) -> Line | None:
        """The one thing anyone may do now, when it is a single option of the turn's question (a "Buy nothing"
        where nothing is for sale): an Enter at the turn's "> " chooses it, as the prompt says (see
        :meth:`turn_question`). It was typed every turn. Never where there is another way: a second line, the
        companion's own choice (a throw, a draw), a pass, a number or words to type; an amount whose range holds
        one value is that value (the auction's winner buying the one share left was told to type "1")."""
        if main is None or companion or main.chance or len(self.lines) != 1:
            return None
        line = self.lines[0]
        decision = main.decision
        if line.hint and isinstance(decision, Amount) and decision.range is not None and decision.range.type != "bid":
            if decision.low == decision.high:  # an amount of one value ("1 share", the last one left): no choice in it
                only = str(decision.low)
                # named by its amount ("(Enter: 1 share)"), which the line may leave to the note above it
                return replace(line, text=amount_words(decision), act=lambda _rest: line.act([only]))
            return None
        if not (line.option and line.listed and line.enabled) or line.refused or line.hint or line.board:
            return None
        passing = self._pass_action()
        return line if passing is None or passing == line.act([]) else None

    def lone_words(self) -> str:
        """Where one option is all anyone may do (:attr:`lone`: a "Buy nothing" where nothing is on sale), the help's
        last lines: the question on the table, which says why ("Ben: no chain to buy from"), and how to go on. The
        help gave the option as its one example ("In this game, for example: Buy nothing"), which said neither."""
        main = self.table.prompt().primary()
        if self.lone is None or main is None:
            return ""
        # NOTE: the help's last two lines where one option is all there is: the question on the table, then
        # how to go on ("Enter" is the keyboard's key, as in "(Enter: Buy nothing) > ")
        return _("Now: {question}\nPress Enter, or type '{choice}', to go on.").format(
            question=question(self.table, main), choice=self.lone.text
        )

    def turn_question(self) -> str:
        """What the turn's read asks: "> ", or, where one option is all there is, "(Enter: Buy nothing) > "."""
        if self.lone is None:
            return "> "
        # NOTE: "Enter" is the keyboard's key: pressing it chooses the one option shown ("(Enter: Buy nothing) > ")
        return _("(Enter: {choice})").format(choice=self.lone.text) + " > "

    def _explain_hint(self, prompt: Any, typed: bool) -> str:
        """How to read all that an option would do ("? 12E"), under options that say it in a few words, or under
        a board typed by its squares when the game words its previews (none otherwise)."""
        about = next((line for line in self.numbered if line.about and not line.refused), None)
        if about is not None and " " in about.text and not listed_by_value(self.numbered):
            # "Buy CRY-1 for 140" is a button's words, not a name to type: the option's number is
            number = str(self.numbered.index(about) + 1)
            return _("Type '? {number}' to read all that option {number} would do.").format(number=number)
        if about is not None:
            example = about.text
        elif (asked := self._typed_example(prompt)) is not None:  # "? 1" at a bid, "? 3 4" at the dice
            example = asked
        elif typed and self._spec_part("option_words") is not None:
            decision = board_picks(prompt)[0]
            square = decision.options[len(decision.options) // 2]
            describe = describer(self.table)
            told = describe(square.action) if describe is not None else None
            if told is None or len(told.full) < 2:  # a start tile: its headline is all there is to read
                return ""
            example = square.key
        else:
            return ""
        if " " in example:  # "… tout ce que ferait coût de la tuile 1": words said twice read as a stumble
            return _("Type '? {example}' to read all that it would do.").format(example=example)
        return _("Type '? {example}' to read all that {example} would do.").format(example=example)

    def companion_by_zero(self) -> bool:
        """True if the lines are numbers listed by their values (the market's 1 to 12) that are not a draw's pile
        (which says "random") and none of them is 0: a typed "0" is then the companion's own choice, and is
        said under the numbers, where a numbered list says it as its line 0."""
        numbered = self.numbered
        if not listed_by_value(numbered) or numbered[0].pile is not None:
            return False
        return not matches("0", self.lines)

    def _square_hint(self, prompt: Any) -> str:
        decision = board_picks(prompt)[0]
        example = decision.options[len(decision.options) // 2].key
        hint = SPACE_HINTS.get(decision.space)
        if hint is not None:
            return _(hint).format(example=example)
        return _("Type a {space}, e.g. {example}.").format(space=_(decision.space), example=example)

    # -- input -------------------------------------------------------------
    def read_line(self, question: str = "> ") -> str | None:
        """One line of input, or None at end of input, or when "q" or "undo" (in any of their words) is typed at a
        question inside a decision, which is then left as at the end of input. Runs ``idle`` while waiting.

        Read as every question at the console reads (:func:`~companion.typed_lines.read_line`): from the
        descriptor, so the idle work goes on and lines typed ahead of a question are kept for it. A question
        longer than a line ("Undo: Ann trades 2 Luxor for 1 Tower. Tower absorbs …? [y/N] ") says its first rows
        as lines of their own and waits on its last, rather than running past the terminal's edge mid-word.
        """
        if self._dry is not None:  # "? 1" reading what typing 1 would do: the question it asks, never answered
            self._dry.append(question)
            return None
        asked = question
        question = asking(question)  # a long one ("Undo: … ? [y/N] ") broken at its words, room left to answer
        self.out.write(printable(question))
        self.out.flush()
        self._waiting, self._interrupted = question, False
        try:
            line = read_line(self.inp, self._idle_asking if self.idle is not None else None, self.idle_interval)
        except UnicodeDecodeError:  # a terminal in another encoding: the line is lost, not the game
            self._waiting = None
            self.say(_("That line is not readable text: type it again."))
            return ""
        finally:
            self._waiting = None
            follow(self.out)  # what it writes next fits the terminal as it is now (resized while it waited)
        if line and not line.isascii():  # "n’a" from a phone's keyboard is "n'a" to every reading below
            line = line.translate(APOSTROPHES)
        if line and not self._at_turn and " " not in line and self._command(line) in ("quit", "undo"):
            # "q" or "annuler" typed at a question inside a decision (a basket's quantity, a number, a yes or no):
            # the decision is left as at the end of input, and "q" then leaves the game, where "q" was answered
            # "Type a number from 0 to 53." and the only way out was the end of input.
            self._leaving = self._leaving or self._command(line) == "quit"
            return None
        if line and not self._at_turn and self._asks_help(line):
            # "help" at a die's or a quantity's own question was answered "The black die shows 1 to 6."
            self.say_prose(
                _(
                    "Type the answer to this question, or '{undo}' to leave it; then '{help}' lists the commands."
                ).format(undo=own_word("undo"), help=own_word("help"))
            )
            return self.read_line(asked)
        return line

    def _asks_help(self, line: str) -> bool:
        """True for "help", "?" or the language's word for it ("aiuto") typed alone (never "h": a letter may be an
        answer) at a question inside a decision."""
        word = line.strip()
        return fold(word) != "h" and " " not in word and self._command(word) == "help"

    def _idle_asking(self) -> None:
        """The idle work while a question waits; if it said anything, the question is asked again below it
        (the table's next question, when a device moved the game on while the turn's question waited)."""
        assert self.idle is not None
        self.idle()
        waiting = self._waiting
        if self._interrupted and waiting is not None:
            self._interrupted = False
            if self._at_turn and self.seen is not None and self.table.stamp != self.seen:
                # A button moved the game on (a pass): the question shown is no longer the one on the table.
                self._waiting = None
                follow(self.out)
                self.show_table(changes=True)
                self.show_prompt()
                asked = self.turn_question()  # the new question's own: "(Enter: …)" only where it has one option
                waiting = asking(asked)
                self._waiting = waiting
            self.out.write(printable(waiting))
            self.out.flush()

    def run(self) -> int:
        """Play until the game ends or input ends. Returns an exit status."""
        follow(self.out)
        self.say(_("{game}. Type 'help' for commands.").format(game=_(self.table.game.title)))
        for warning in self.table.warnings:
            self.say(_("Note: {warning}").format(warning=warning))
        for note in device_notes(self.missing):
            self.say(note)
        # The question comes under it, a resumed game's last move between them: what it says is not said above it
        # too (a resumed auction's "Auction of Orange (1 share on offer): no bids" over "1 share on offer").
        self.show_table(opening=True)
        if self.table.steps:  # a game resumed: where it stands, as the log's last line says it
            self.say_last_move()
        self.show_prompt()
        try:
            while True:
                self._at_turn = True
                try:
                    line = None if self._leaving else self.read_line(self.turn_question())
                finally:
                    self._at_turn = False
                if line is None or (self._command(line) == "quit" and " " not in line):
                    self.say(_("Goodbye: the game is saved.") if not self.table.over else _("Goodbye."))
                    return 0
                if not line:
                    if line == "" and self._choose_lone():
                        self.show_table(changes=True)
                        self.show_prompt()
                    elif line == "" and self.lone is None:
                        self._nothing_typed()
                    continue
                if self.handle(line):
                    self.show_table(changes=True)
                    self.show_prompt()
        finally:
            self._unlisten()

    def _nothing_typed(self) -> None:
        """An empty line at a number asked at the turn's question (a bid, a count, a die): what to type, and the
        pass word where the seat may pass; at a menu, the numbers it takes. A bare "> " again, at an auction, left
        the table wondering whether the Enter had passed."""
        if self.seen != self.table.stamp:
            return
        what = self._what_to_type()
        if what:
            self.say_prose(" ".join((_("Nothing typed."), what)))
            self._ask_again()

    def _what_to_type(self) -> str:
        """What the turn's question takes, as a sentence: the number asked ("From $5 to $30: type the number, e.g.
        5, or type 'pass'."), else the menu's numbers ("Choose 1 to 6."), else the square to type; "" for none."""
        value = self.value
        if value is None:
            if len(self.numbered) == 1 and self.numbered[0].entry:  # its "type it, e.g. …" (never "Ben chooses…")
                said = self.numbered[0].text
                return said[:1].upper() + said[1:] + "."
            if self.numbered:
                return choose_by_number(len(self.numbered), self.first)
            prompt = self.table.prompt()
            return self._square_hint(prompt) if board_picks(prompt) else ""
        passing = self._pass_action()
        words = pgettext("typed at the console", "pass")
        word = next((part.strip() for part in words.split("|") if part.strip()), "pass")
        asked = number_line(value)  # "1M to 10M: type the number, e.g. 1" (French: "10M : tapez")
        asked = asked[:1].upper() + asked[1:]  # a sentence of its own: "De 1M à 10M : …"
        # NOTE: what to type at a number asked (a bid); {word} is the word typed to pass ("pass")
        said = _("{asked}, or type '{word}'.") if passing is not None else _("{asked}.")
        return said.format(asked=asked, word=word)

    def _yes_or_no_to_choice(self, line: str) -> Action | Literal[False] | None:
        """A lone yes or no typed at the turn's question (an amount's is :meth:`_yes_or_no_to_amount`'s): the seat's
        pass or the one other option where those two are the question's (:func:`~.yes_no.yes_and_no`); a yes to a
        question of one option is that option; anywhere else the word is refused with what the question takes
        (False), rather than read as the first option whose words hold it ("oui" opened the cost of a tile listed as
        "completes a link (yes or no)"). None for any other line: a number, a command's letter, an option's name."""
        text = line.strip()
        answer = yes_or_no(text)
        main = self.table.prompt().primary()
        if answer is None or text.isdigit() or main is None or isinstance(main.decision, Secret):
            return None
        if matches(line, self.lines):
            return None  # "No", a player's or an option's name or the start of it ("no" of "none"): it is that one
        if len(fold(text)) < 2 and self._command(text) is not None:
            return None  # "s", the status: a letter is a command's
        passing = self._pass_action()
        pair = yes_and_no(main.decision, passing)
        if pair is not None:
            return pair[answer]
        lone = self.lone if self.seen == self.table.stamp else None
        if lone is not None and (answer == 1 or lone.act([]) == passing):
            return lone.act([]) or False  # a no to a question whose one option is to pass is that pass
        if lone is not None:
            # NOTE: {text} is a "no" typed where one option is all there is; {choice} is that option
            said = _("'{text}': there is nothing else to choose here. Press Enter, or type '{choice}', to go on.")
            self.say_prose(said.format(text=text, choice=lone.text))
            return False
        # NOTE: {text} is a "yes" or a "no" typed at a question that is not asked yes or no; {what} says what to type
        said = _("'{text}': this question is not answered yes or no. {what}")
        self.say_prose(said.format(text=text, what=self._what_to_type() or _("Type 'help'.")).strip())
        return False

    def _choose_lone(self) -> bool:
        """An Enter at the turn's question: its one option chosen (the prompt said so), if the table is still at
        the moment it was shown. Returns True when the table changed."""
        lone = self.lone
        if lone is None or self.seen != self.table.stamp:
            return False
        action = lone.act([])
        return action is not None and self._submit(action)

    def handle(self, line: str) -> bool:
        """Act on one command or typed move. Returns True when the table changed."""
        if len(line) > MAX_LINE:
            self.say(_("That line is too long to be a move."))
            return False
        word, _sp, rest = line.partition(" ")
        command = self._command(line)
        lettered = self._answer_by_letter(line) if len(line.strip()) == 1 else None
        if lettered is not None:
            return self._submit(lettered) or self._ask_again()
        asked = rest.strip()
        if word == "?" and len(asked) > 1 and " " not in asked and self._command(asked) in ("undo", "redo"):
            self._say_undo_or_redo(self._command(asked) == "redo")  # "? redo": what it would do, nothing done
            return False
        if word == "?" and rest.strip():  # "? 6D": what an option would do, not the help
            self._explain(rest.strip())
            return False
        if command == "help":
            previews = not self.table.over  # every option and number is read by "?" (Table.trial), in every game
            valued = valued_examples(self.table.prompt(), self._examples_now())
            number = number_row(self.table.prompt(), numbered=bool(self.numbered), lines=bool(self.lines))
            lone = self.lone_words()  # its last lines say the question: not asked again under them
            said = help_text(
                self.help_examples(),
                previews=previews,
                valued=valued,
                number=number,
                lone=lone,
                private=self._private_view(),
                waiting=self._side_not_yet(),
                working=self._working(),
                over=self.table.over,
                redo=redo_help(self.table),
            )
            for line in help_lines(said):
                self.say(line)
            return False if lone else self._ask_again()  # the help ran long: what is asked, right above the "> "
        if command == "status" and not rest:
            self.show_table()
            self.show_prompt()
            return False
        if command == "board" and not rest:
            self.show_table(asked=False)
            return self._ask_again()
        if command == "sheet" and not rest:
            self.show_sheet()
            return self._ask_again()
        if command == "log" and not rest:
            self.show_log()
            return self._ask_again()
        if command == "rewind":
            return self._rewind(rest) or self._ask_again()
        if command == "fix":
            return self._fix(rest)
        if command == "add":
            return self._fix(rest, insert=True)
        if command == "adjust" and not rest:
            return self._adjust() or self._ask_again()
        if command == "undo" and not rest:
            return self._undo() or self._ask_again()
        if command == "redo" and not rest:
            return self._redo() or self._ask_again()
        if command == "show":
            return self._show_private(rest) or self._ask_again()
        if command == "json":
            action = self._decode(rest)
            return (action is not None and self._submit(action)) or self._ask_again()
        action = self._typed_move(line)
        return (action is not None and self._submit(action)) or self._ask_again()

    def _ask_again(self) -> Literal[False]:
        """After a line that was not taken (refused with its reason, a question inside the decision left, every
        quantity 0): the question on the table again, in its short form, right above the next "> ". A bare "> "
        under "Choose 0 to 3." left the table wondering what was being asked. Once the game is over, what may be
        typed then ("Type 'sheet' …"); nothing where the console is leaving."""
        prompt = self.table.prompt()
        if self._leaving or self._dry is not None:
            return False
        if prompt.over:  # no question: what may be typed now, as the end said it
            self._say_what_now()
            return False
        main = prompt.primary()
        if main is not None:
            self.say(question(self.table, main))
        elif prompt.actors:
            self.say(clauses([question(self.table, actor) for actor in prompt.actors], _))
        return False

    def _working(self) -> set[str]:
        """The commands of :data:`MOVING` that work at this moment, for the help: "pass" where the seat asked may
        pass, "undo" and "redo" where there is a step to take back or to put back, the log's corrections where it
        has steps, "adjust" where the game sets its pieces by hand, "json" while a move is asked."""
        table = self.table
        working = {"json"} if not table.over else set()
        if self._pass_action() is not None:
            working.add("pass")
        if table.can_undo:
            working.add("undo")
        if table.can_redo:
            working.add("redo")
        if table.steps:
            working |= {"rewind", "fix", "add"}
        try:
            table.position()
        except RuleViolation:  # a game without positions: nothing to set by hand
            pass
        else:
            working.add("adjust")
        return working

    def _typed_move(self, line: str) -> Action | None:
        """The move a line typed at the turn's question means, as it is read there: a pass, a yes or a no, an
        option, a number, the game's own words; None where it means none (the reason said) or a question it
        asked was left. Nothing is submitted: ``? WORDS`` reads the line here too (:meth:`_preview_typed`)."""
        word, _sp, rest = line.partition(" ")
        if (word.lower() == "pass" and not rest) or fold(line) in pass_words():  # "passo" at an Italian auction
            passing = self._pass_action()
            if passing is not None:
                return passing
            if not matches(line, self.lines):  # no option called "pass" either
                main = self.table.prompt().primary()
                if main is not None and isinstance(main.decision, Secret):  # whose pass? each seat seals its own
                    self.say(_("A sealed choice is each player's own: type the number before their name, then choose."))
                else:
                    self.say(_("Nobody can pass now."))
                return None
        said_for = self._said_for(line)
        if said_for is None:
            return None
        answered = self._yes_or_no_to_amount(said_for)
        if answered is None:
            answered = self._yes_or_no_to_choice(said_for)
        if answered is not None:
            return answered or None
        return self._pick(said_for, None if said_for == line else line)

    def _acting(self) -> set[int]:
        """The seats acting beside the main question (a loan any player may take): each may be named."""
        prompt = self.table.prompt()
        main = prompt.primary()
        return {actor.seat for actor in prompt.actors if actor.seat is not None and actor is not main}

    def _said_for(self, line: str) -> str | None:
        """``line`` as the game is to read it where it starts with a player's name ("Ben sells 2 trades 2"): None
        (the reason said) where the name is another player's than the one asked, the line without the name where it
        is theirs, else the line as it is.

        Read before any reading of the game's: the basket's took "Ben sell 2 trade 2" at Ann's shares for a
        quantity called "ben sell" and said it was not among those asked. A line an option is called keeps its name
        ("Anna: Take the loan"), and so do a move the game lets be named (a second loan: the rule says why) and a
        line at a question of who, whose answer is a name.
        """
        main = self.table.prompt().primary()
        players = self.table.names
        seat = named_first(line, players)
        if main is None or seat is None or matches(line, self.lines) or self._listed_as(line) is not None:
            return line
        if self._named(line) is not None or self._games_move_for(line, seat):
            return line  # a move the game reads for the seat named (a second loan): the engine's rule says why not
        names = [name for found_line in self.lines for name in found_line.names]
        refused = for_another(line, main, players, names, self._acting())
        if refused is not None:
            self.say_prose(refused)
            return None
        rest = after_name(line, players[seat]) if seat == main.seat and not asks_who(main.decision, players) else None
        return line if rest is None else rest

    def _yes_or_no_to_amount(self, line: str) -> Action | Literal[False] | None:
        """A yes or a no typed at an amount asked beside a way to decline it ("Zoé: buy Green shares at $13?" beside
        "Buy nothing", a bid beside "Pass"): no is the decline, as the pass button; yes is the one amount there is,
        or asks how many (False: that question was left). Both were "'non' is not an option or a command".
        A 0 where the least is 1 is the decline too: "assumi guardie, da 1 a 16" answered 0 with the rules' "a
        number of shares or guards is at least 1". Never another number, a letter (a command's), nor a word an
        option is called."""
        text = line.strip()
        main = self.table.prompt().primary()
        counts = main.decision.range if main is not None and isinstance(main.decision, Amount) else None
        if main is None or not isinstance(main.decision, Amount) or counts is None:
            return None
        zero = text == "0" and counts.low > 0
        if not zero and (len(fold(text)) < 2 or text.isdigit()) or matches(line, self.lines):
            return None
        answer = 0 if zero else yes_or_no(text)
        passing = self._pass_action()
        decision = main.decision
        if answer is None or passing is None or not any(other.action == passing for other in decision.others):
            return None
        if answer == 0:
            return passing
        if counts.low == counts.high:
            return counts.make(counts.low)
        return ask_amount(self, decision, []) or False

    def _command(self, line: str) -> str | None:
        """The command ``line`` starts with ("undo", "log"), typed in English or in the console's language
        ("annulla", "journal"), or None. A word of the language that names an option on offer, or that the game
        reads as a move, is that option or move, not the command (:mod:`.commands`). A word the game's words only
        refuse is no move: at a question of chains, where every word is read as a chain's name, "annuler" and
        "état" were answered "'état' is not a chain of this game" at a French table."""
        word = line.partition(" ")[0]
        english = english_command(word)
        if english is not None:
            return english
        own = translated(word)
        if own is None or matches(line, self.lines):
            return None
        parse = self._spec_part("console_parse")
        return own if parse is None or not isinstance(parse(line, self.table), Action | Unfinished) else None

    def _answer_by_letter(self, line: str) -> Action | None:
        """A letter typed at a question of listed options that the game's words read as one of them ("l" for the
        chain its board marks L): the answer, not the command of that letter ("l", the log);
        the command is still there by its whole word. Anywhere else a letter is the command."""
        main = self.table.prompt().primary()
        parse = self._spec_part("console_parse")
        if main is None or not isinstance(main.decision, Pick) or parse is None:
            return None
        parsed = parse(line.strip(), self.table)
        return parsed if isinstance(parsed, Action) else None

    def _decode(self, text: str) -> Action | None:
        """An action typed as JSON; anything else is said in the player's language (no JSON at all, no object, no
        "type", nesting too deep), with a line the table would take now (:meth:`json_example`), JSON's or the
        codec's own words kept only where they say more (the column, the field at fault). Python's English alone
        ("Expecting value: line 1 column 1 (char 0)", "action has no 'type'") said neither what was wrong nor
        what to type."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                wrong = _("Not an action: an action is a JSON object, between {{ and }}.").format()
            elif "type" not in data:
                wrong = _('Not an action: the object has no "type".')
            else:
                return self.table.game.actions.decode(data)
        except RecursionError:
            wrong = _("Not an action: the JSON is nested too deeply.")
        except json.JSONDecodeError as exc:
            if not text.strip():
                wrong = _("Type the action after json, as a JSON object.")
            elif exc.pos == 0:
                wrong = _("Not an action: this is not JSON.")
            else:  # where it goes wrong, in JSON's words, helps mend a long line
                wrong = _("Not an action: this is not JSON from column {column} on ({detail}).").format(
                    column=exc.colno, detail=exc.msg
                )
        except (ValueError, TypeError, KeyError, AttributeError) as exc:  # CodecError among them: a field at fault
            wrong = _("Not one of this game's actions: {detail}.").format(detail=str(exc).rstrip("."))
        example = self.json_example()
        if example is None:
            self.say_prose(wrong)
        else:
            self.say_prose(f"{wrong} " + _("For example:"))
            self.say(f"  json {example}", whole=True)  # one line, to copy
        return None

    def json_example(self) -> str | None:
        """An action the table would take now, as the ``json`` command takes it: the shortest of the first legal
        choices (a range at its least, a set drawn from a fixed seed), or None when none is short enough to read."""
        written: list[str] = []
        for choice in self.table.legal_actions()[:JSON_CHOICES]:
            if isinstance(choice, ActionRange):
                action = choice.make(choice.low)
            elif isinstance(choice, ActionSet):
                action = choice.sample(ChanceSource(0))
            else:
                action = choice
            written.append(json.dumps(self.table.game.actions.encode(action), ensure_ascii=False))
        shortest = min(written, key=len, default=None)
        return shortest if shortest is not None and len(shortest) <= JSON_EXAMPLE else None

    def _pass_action(self) -> Action | None:
        """What a typed "pass" means: the pass of the seat the table waits for. Not at a sealed choice: "pass"
        names no seat there, and would have sealed the first seat's choice unasked (each seat seals its own,
        under its own line)."""
        prompt = self.table.prompt()
        main = prompt.primary()
        if main is not None and isinstance(main.decision, Secret):
            return None
        seat = prompt.player if prompt.player is not None else main.seat if main is not None else None
        return self.table.pass_action(seat) if seat is not None else None

    def example_for(self, action_type: str) -> str | None:
        """What the game says to type for an entry of ``action_type`` (translated, filled as this moment takes it:
        :meth:`_filled`), or None."""
        example = dict(self._own_examples()).get(action_type)
        return self._filled(action_type, example) if example else None

    def _filled(self, action_type: str, example: str) -> str | None:
        """A game's example for ``action_type`` (an ``N_`` text) in the player's language, its fields filled from
        the question on the table and its ``{typed}`` with the game's own words for an action it takes now (its
        GameSpec's ``console_example``, asked about the action set on offer)."""
        typed = None
        hook = self._spec_part("console_example") if "{typed}" in example else None
        if hook is not None:
            choice = next((c for c in self.table.legal_actions() if c.type == action_type), None)
            typed = hook(choice) if choice is not None else None
        return filled_example(_(example), self.table.prompt(), typed)

    def _side_not_yet(self) -> list[str]:
        """What a side action of the table the rules do not allow yet waits for, in the engine's words, for the
        help: the options list only what may be done now (a line that only refuses broke the flows of one option),
        so the help said nowhere when the end of a game may be declared, where a player may declare it."""
        prompt = self.table.prompt()
        return [
            question(self.table, actor)
            for actor in prompt.actors
            if actor.side and isinstance(actor.decision, Confirm) and actor.decision.action is None
        ]

    def help_examples(self) -> list[str]:
        """What to type in this game, for the help: the game's own words (its GameSpec's ``console_examples``)
        for what the question on the table asks, else that question's first options; none when there is nothing
        to type.

        A game's words for one moment (Steam Barons' order of play, drawn once a turn) would mislead as the
        help of every other moment, so the examples follow the actions on offer: at a secret sale the help still
        showed the order of play, the game's words for a moment that was not this one.
        """
        passing = self._pass_action() is not None
        return self._examples_now() or typed_examples(self.table, self.table.prompt(), passing=passing)

    def _examples_now(self) -> list[str]:
        """The game's own words for the actions on offer, translated, their fields filled from the question on the
        table (:func:`~.decide.filled_example`: "buy 1 Luxor"); one that this moment cannot fill is left out."""
        offered = {choice.type for choice in self.table.legal_actions()}
        now = [self._filled(kind, example) for kind, example in self._own_examples() if kind in offered]
        return list(dict.fromkeys(example for example in now if example))

    def _own_examples(self) -> tuple[tuple[str, str], ...]:
        """The game's own ``(action type, N_ example)`` words (its GameSpec's ``console_examples``), if any."""
        from companion.registry import UnknownGame, spec

        try:
            return spec(self.table.game.name).console_examples
        except UnknownGame:
            return ()

    def _private_view(self) -> str:
        """What a seat's private view shows in this game (:attr:`companion.registry.GameSpec.private_view`)."""
        from companion.registry import UnknownGame, spec

        try:
            return spec(self.table.game.name).private_view
        except UnknownGame:
            return ""

    def _spec_part(self, name: str) -> Any:
        from companion.registry import UnknownGame, spec

        try:
            return spec(self.table.game.name).get(name)
        except UnknownGame:
            return None

    def _pick(self, line: str, typed: str | None = None, *, first: bool = True) -> Action | None:
        """The action a typed line means: a number, the game's own words, an option's name, a square; else the
        same line without the question's words ("inizia Bruno" at "Chi inizia?", ``typed`` is then the line as
        typed, for the refusal; ``first`` is false for such a line, read again)."""
        prompt = self.table.prompt()
        parts = line.split()
        main = prompt.primary()
        if self.value is not None and main is not None and isinstance(main.decision, Amount):
            if parts and fold(parts[-1]) in all_words() and not any(fold(line) in found.names for found in self.lines):
                most = most_of(main.decision)  # "tout", "compra tutto": the most the number may be, as typed
                if most is None:
                    self.say(
                        _("There is no most to take here: type the number ({range}).").format(range=self.value.text)
                    )
                    return None
                line = " ".join([*parts[:-1], str(most)])
            line = unit_stripped(without_unit(line, main.decision.unit))  # "5M", "offro 5 m", "2 actions"
            parts = line.split()
            if typed_numbers(line) is not None or typed_amount(line) is not None:
                return self.value.act([line])  # one amount, however grouped ("1 200", "1.200"), or asked again
        elif self.value is not None:
            throw = typed_numbers(line) or typed_numbers(unit_stripped(line))  # "5, 2" as "5 2"; "5 dés" as "5"
            if throw is None and main is not None and isinstance(main.decision, Dice):
                throw = dice_by_name(main.decision, line)  # "blanc 5 noir 2"
            if throw is not None:
                if throw == ["0"] and main is not None and main.chance and isinstance(main.decision, Dice):
                    return self.table.decide_chance(self.chance)
                return self.value.act(throw)  # "5" bids 5, "3 4" are the two dice
        # A number then words ("2 tower") is a count and what it counts, never the option numbered 2 with the
        # words dropped (a "buy nothing" taken for "buy 2 Tower"): it goes to the game's words.
        basket = main.decision if main is not None and isinstance(main.decision, Basket) else None
        line = counts_read(line, self.lines, basket)  # "luxor 3 actions", "3 azioni": the counts without their nouns
        parts = line.split()
        worded = any(not (answer_word(basket, part) if basket else part.isdigit()) for part in parts[1:])
        if parts[0].isdigit() and not worded and (self.numbered or len(parts) > 1 or not self.lines):
            number = int(parts[0])
            if number == 0 and main is not None and main.chance and not matches(parts[0], self.lines):
                return self.table.decide_chance(self.chance)
            nothing = zero_line(main.decision) if number == 0 and main is not None and not parts[1:] else None
            if nothing is not None and not matches(parts[0], self.lines):
                return nothing.act([])  # "0" at a purchase: the "Buy nothing" beside it, never "Choose 1 to 2."
            unlisted = not parts[1:] and by_number(parts[0], self.numbered, self.lines) == ([], None)
            if unlisted and main is not None and isinstance(main.decision, Confirm):  # "7" typed to bid at a pass
                self.say_prose(self._no_most(main, parts[0]))  # why nothing is counted here, as for "max"
                return None
            if unlisted and (how := basket_number(self, parts[0])):  # "3", a tile's cost, at "Choose 1 to 2."
                self.say_prose(" ".join((choose_by_number(len(self.numbered), self.first), how)))
                return None
            chosen = which_line(self, parts[0], self.numbered, self.lines, self.first)  # a value, else a position
            if chosen is not None and chosen.option and parts[1:]:
                # "1 200" at "1) Pass" (a bid the player cannot make) passed, the 200 dropped: an option takes no
                # number, so the line is refused with what to type
                self.say(
                    _("{option} takes no number: type it without '{numbers}'.").format(
                        option=chosen.text, numbers=" ".join(parts[1:])
                    )
                )
                return None
            return chosen.act(parts[1:]) if chosen is not None else None
        copied = self._listed_as(line)
        if copied is not None:
            return copied.act([])
        parsed = self._move(line)
        if parsed is not None:
            return None if parsed is False else parsed
        worded_value = self._value_with_its_word(parts)
        if worded_value is not None:
            return None if worded_value is False else worded_value
        if main is not None and isinstance(main.decision, Basket) and open_basket(main.decision):
            by_names = basket_by_names(main.decision, line)  # "own links 1"
            if by_names is not None:
                return ask_basket(self, main.decision, by_names)
            refused = basket_not_on_offer(main.decision, line)  # "tower 2 luxor 1", Luxor sold out
            if isinstance(refused, str):
                self.say_prose(refused)
                return None
            if refused is not None:
                return refused  # not on offer: the engine says why
        found = matches(line, self.lines)
        if main is not None and isinstance(main.decision, Basket) and not any(shown.option for shown in found):
            keys = basket_named(main.decision, line) if open_basket(main.decision) else None
            if keys is not None:  # "energy": those lines asked, from the first of them, not the basket's first
                return ask_basket(self, main.decision, [], keys)
        values: list[str] = []
        if (
            not found
            and len(parts) > 1
            and all(part.isdigit() or (basket is not None and answer_word(basket, part)) for part in parts[1:])
        ):
            verb_lines = matches(parts[0], self.lines)
            counted = [found_line for found_line in verb_lines if not found_line.option]  # "bid 5", "roll 3 4"
            if verb_lines and not counted:  # "buy 3" at "Buy the company": an option takes no number, never drops it
                self.say(
                    _("{option} takes no number: type it without '{numbers}'.").format(
                        option=verb_lines[0].text if len(verb_lines) == 1 else parts[0], numbers=" ".join(parts[1:])
                    )
                )
                return None
            found, values = counted, parts[1:]
        if not found:
            square = off_board_pick(line, prompt, self.table.game.actions.decode)
            if square is not None:
                return square  # not on offer: the engine says why
            found = inside(line, self.lines)  # "limo" for "Buy a limousine (200)"
        if not found:
            named = self._named(line)
            if named is not None:
                return named  # not on offer: the engine says why
        if len(found) == 1:
            return found[0].act(values)
        if len(found) > 1:
            listed = [line for line in found if line in self.numbered]
            if len(listed) == len(found):
                numbers = ", ".join(str(self.numbered.index(line) + 1) for line in found)
                self.say(
                    ngettext(
                        "'{text}' fits {count} option ({numbers}): use its number.",
                        "'{text}' fits {count} options ({numbers}): use its number.",
                        len(found),
                    ).format(text=line, count=len(found), numbers=numbers)
                )
            else:
                # The options named, as they read: "'take the loan' fits 4 options: type more of it" did not say
                # that the more to type was a player's name ("Ben: Take the loan (+9M)").
                self.say_prose(
                    ngettext(
                        "'{text}' fits {count} option: {options}. Type more of it.",
                        "'{text}' fits {count} options: {options}. Type more of one.",
                        len(found),
                    ).format(text=line, count=len(found), options=fitting(found))
                )
            return None
        if self.value is not None and isinstance(main.decision if main else None, Amount) and NUMBER_FIRST.match(line):
            # "5 euros" at a bid: a number with words it is not written with, said what to type, never "not an option"
            self.say(_("'{text}' is not read as an amount: {hint}.").format(text=line, hint=self.value.hint))
            return None
        if main is not None and parts and fold(parts[-1]) in all_words() and not isinstance(main.decision, Basket):
            self.say_prose(
                self._no_most(main, typed or line)
            )  # "max" where nothing is counted: why, not "not an option"
            return None
        if main is not None:
            asked = " ".join([question(self.table, main), *hint(self.table, main)])
            decision = main.decision
            leading = roll_words() if isinstance(decision, Dice) else draw_words() if asks_drawn(decision) else ()
            around = who_words() if asks_who(decision, self.table.names) else ()
            names = [name for found_line in self.lines for name in found_line.names]
            if first:  # (the line as typed, read once: a shorter one is read again below)
                taken, acting, said = {*leading, *around}, self._acting(), typed or line
                amiss = said_amiss(said, main, self.table.names, question(self.table, main), taken, names, acting)
                if amiss is not None:
                    self.say_prose(amiss)
                    return None
            shorter = echo_stripped(line, asked, leading, names, around)
            # A number left alone is a value asked (a die, a bid, the market's "9" of a list of values), never an
            # option's place: "1 odd" is not option 1.
            valued = self.value is not None or listed_by_value(self.numbered)
            if shorter is not None and (valued or not shorter.replace(" ", "").isdigit()):
                return self._pick(shorter, typed or line, first=False)
        meant = self._meant_instead(typed or line)
        if meant is not None:  # "pase": the line put right, offered and never taken
            # NOTE: {text} is a line nothing reads; {meant} is the same line with a mistyped word put right
            said = _("'{text}' is not an option or a command: did you mean '{meant}'?")
            self.say_prose(said.format(text=typed or line, meant=meant))
            return None
        self.say(_("'{text}' is not an option or a command. Type 'help'.").format(text=typed or line))
        return None

    def _no_most(self, main: Actor, text: str) -> str:
        """Why ``text``, a word for the most ("max", "tout", "tutto") or an amount ("7"), takes nothing at a
        question that counts nothing: where the question is the one thing to confirm (a forced pass: "Cat: no
        chain to buy from", "Ann has no money to bid for LOG-1: pass"), its own words are the engine's reason;
        then what to type. It was "'max' is not an option or a command", as if the player had mistyped, and "7"
        at "Cat cannot bid 7: pass" was "Type 1: it is the only choice.", the reason left unsaid."""
        reason = question(self.table, main).rstrip(".") if isinstance(main.decision, Confirm) else ""
        lone = self.lone if self.seen == self.table.stamp else None
        if lone is not None:
            what = _("Press Enter, or type '{choice}', to go on.").format(choice=lone.text)
        else:
            what = self._what_to_type() or _("Type 'help'.")
        if reason:
            # NOTE: {text} is "max" (or "all") typed where nothing is counted; {reason} is the question's own words
            # (why the only answer is to pass); {what} says what to type
            said = _("'{text}': there is no amount to take here ({reason}). {what}")
        else:
            # NOTE: {text} is "max" (or "all") typed where nothing is counted; {what} says what to type
            said = _("'{text}': there is no amount to take here. {what}")
        return said.format(text=text, reason=reason, what=what)

    def _meant_instead(self, text: str) -> str | None:
        """``text`` with a word typed a letter or two off a word the question knows put right (:mod:`.near`),
        where the line so put right would be read as a move; None anywhere else, or while a line is only read
        (a preview, another such guess)."""
        if self._dry is not None:
            return None
        known = known_words(
            [
                *self.table.names,
                *(name for found in self.lines for name in found.names),
                *pass_words(),
                *(word for words in ENGLISH.values() for word in words if len(word) > 1),
                *(word for words in own_words().values() for word in words.split("|")),
            ]
        )
        guess = corrected(text, known, spellings(found.text for found in self.lines))
        if guess is None:
            return None
        with self._only_read() as (asked, _heard):
            read = self._command(guess) is not None or self._typed_move(guess) is not None or bool(asked)
        return guess if read else None

    @contextmanager
    def _only_read(self) -> Iterator[tuple[list[str], io.StringIO]]:
        """A line read as typed with nothing said, asked or drawn: the questions its reading asks (each left
        unanswered, :meth:`read_line`) and what it said, for ``? WORDS`` and a typo's guess. The table's own
        chance source is kept for its draws; nothing is submitted by a reading."""
        asked: list[str] = []
        heard = io.StringIO()
        out, chance = self.out, self.chance
        self.out, self.chance, self._dry = heard, ChanceSource(), asked
        try:
            yield asked, heard
        finally:
            self.out, self.chance, self._dry = out, chance, None

    def _games_move_for(self, line: str, seat: int) -> bool:
        """True where the game's own words read ``line`` as a move of ``seat`` ("Ann take the loan"), asking
        nothing more (a line it reads in part is not its move yet)."""
        parse = self._spec_part("console_parse")
        read = parse(line, self.table) if parse is not None else None
        return isinstance(read, Action) and seat_of(read) == seat

    def _listed_as(self, text: str) -> Line | None:
        """The one option listed in just the words ``text`` says (its line's whole text, in any case), or None.

        Read before the game's own words: a game that words its buttons lists "Sell LOG-2 for 50", and the game's
        reading of a sale took that line for shares of a stock named "LOG-2 for" and refused it. What a player
        copies from the list is the option listed, whatever else its words could mean."""
        wanted = fold(text)
        found = [line for line in self.lines if line.option and fold(line.text) == wanted]
        return found[0] if len(found) == 1 else None

    def _move(self, text: str) -> Action | Literal[False] | None:
        """The move the game reads in ``text`` (:meth:`_parsed`); False when it refused the line (its reason said) or
        the line was given up; None when the game reads no move there."""
        parsed = self._parsed(text)
        if isinstance(parsed, RuleViolation):
            self.say_prose(refusal(parsed.message(_)))
            return False
        if isinstance(parsed, Unfinished):  # given up: said so already
            return False
        return parsed

    def _parsed(self, text: str) -> Action | RuleViolation | Unfinished | None:
        """The game's reading of ``text`` (its ``console_parse``), None if it reads no move there; a line it reads
        only in part is completed first: what it lacks is asked (its wrong word, or the words left to type) and
        the line read again, so a long entry (an order of six companies) is never typed again whole; what is
        typed there that is a whole move by itself (the whole line typed again, out of habit) is taken as it is.
        An :class:`Unfinished` returned is one given up (Enter, end of input), with "Cancelled." said."""
        parse = self._spec_part("console_parse")
        if parse is None:
            return None
        parsed = parse(self._drawn_said(text, parse), self.table)
        while isinstance(parsed, Unfinished):
            if parsed.said:  # (a missing count needs only its question)
                self.say_prose(parsed.said)
            self._unfinished_said = bool(parsed.said)
            drawn = parsed.drawn if parsed.wrong is None else None  # (a word to replace is the player's to type)
            asked = parsed.asked + (" " + _("(0: let the companion decide the rest)") if drawn is not None else "")
            typed = self.read_line(labelled(asked, ""))  # French: "… (0 : …) : "
            if not typed:
                self.say(_("Cancelled."))
                return parsed
            if drawn is not None and typed.strip() == "0":  # as the question's own 0, for what is left
                return drawn(self.chance)
            typed = self._drawn_said(typed, parse)  # "the rest: I drew black orange"
            alone = parse(typed, self.table)
            parsed = alone if isinstance(alone, Action) else parse(parsed.completed(typed), self.table)
        return parsed

    def _drawn_said(self, text: str, parse: Callable[[str, Table[Any]], object]) -> str:
        """``text`` without the "I drew" ("ho estratto", "j'ai tiré") said before it at an entry of what was drawn,
        for the game's own reading; else ``text`` as it is.

        An entry is typed in the game's words and read by the game before the console's matching, which leaves
        such words out: "I drew white wood green …" at the order of play was read whole, and its "I" asked again
        as a company. (A question of listed options is matched by the console first, the words left out there.)
        The words are left out only where the game reads nothing in them by themselves (a word a company is called
        is an answer, never what is said before one) and none is an offered option's, so the answer is never made
        shorter. The line that asks for the entry is no option: its example ("the companies as drawn",
        "dans l'ordre tiré") holds the very words said before a draw.
        """
        main = self.table.prompt().primary()
        if main is None or not isinstance(main.decision, Entry) or not asks_drawn(main.decision):
            return text
        names = [name for found in self.lines if found.option for name in found.names]
        shorter = said_before(text, draw_words(), names)
        if shorter is None:
            return text
        phrase = " ".join(text.split()[: len(text.split()) - len(shorter.split())])
        return text if parse(phrase, self.table) is not None else shorter

    def _value_with_its_word(self, parts: list[str]) -> Action | Literal[False] | None:
        """ "buy 1", "bid 5": the number asked for (a bid, a count) after a word its line answers to, or None;
        False where the words after the number are not its unit ("offro 4 euro"), said as for "4 euro" alone.

        Such a line was matched by its name's first words: "buy 1" began "buy 1..1 shares" and "bid 5" began
        "bid $5..$30", so the line was taken without its number and asked for it again ("Type the number").
        "offro 4 euro" asked "Type a whole number." under a question of its own, which took nothing else ("passa"
        was asked again), and once left said "'offro 4 euro' is not an option or a command".
        """
        if self.value is None:
            return None
        main = self.table.prompt().primary()
        if main is not None and isinstance(main.decision, Amount):  # "bid 1,200", "bid $7": one amount, however written
            split = next((index for index, part in enumerate(parts) if CURRENCY.match(part) or part[:1].isdigit()), 0)
            numbers = parts[split:]  # asked again if they are not one amount ("bid 5, 2"), never dropped
        else:  # "roll 3 4": numbers only
            split = next((index for index, part in enumerate(parts) if part.isdigit()), len(parts))
            numbers = parts[split:]
            if not all(part.isdigit() for part in numbers):
                return None
        words = parts[:split]
        if not words or not numbers or self.value not in matches(" ".join(words), self.lines):
            return None
        if main is not None and isinstance(main.decision, Amount) and not_an_amount(" ".join(numbers)):
            said = " ".join(parts)
            self.say(_("'{text}' is not read as an amount: {hint}.").format(text=said, hint=self.value.hint))
            return False
        return self.value.act(numbers)

    def _explain(self, text: str) -> None:
        """``? 6D``: all that choosing an option would do, said and not chosen (the touchscreen's preview of a
        tapped space: its headline, then why, a merger's bonuses each apart).

        At a busy table the list says each tile's outcome in a few words; the one tile a player hesitates over
        is read in full here, so the prompt stays short and nobody chooses blind. Any square may be asked, as a
        tap on the touchscreen's board may, not only the tiles listed."""
        if self._explain_throw(text) or self._explain_basket(text):
            return
        describe = describer(self.table)
        meant = self._meant(text)
        words = describe(meant[0]) if describe is not None and meant is not None else None
        number = self._amount_meant(text) is not None and self.value is not None
        if meant is not None and not meant[1] and number and self.value is not None:
            # "? 99" at "1 to 4 guards": the numbers that answer it, never "not an option" for a number asked
            main = self.table.prompt().primary()  # the whole range: the line may leave its least to the note
            asked = amount_words(main.decision) if main and isinstance(main.decision, Amount) else self.value.text
            self.say(_("'{text}' is not a number asked now: {range}.").format(text=text, range=asked))
            self._say_trial(text, meant[0], head=False)  # and the rules' own reason, where they refuse it
            return
        if meant is not None and number and words is None:
            self._say_trial(text, meant[0])  # "? 7" at a bid: what typing 7 would do, or why the rules refuse it
            return
        unlisted = text.isdigit() and bool(self.numbered) and by_number(text, self.numbered, self.lines) == ([], None)
        if meant is None and not unlisted:
            self._preview_typed(text)  # "? 1" at a purchase's quantities, "? oui": what typing it would do
            return
        if meant is None:  # a number no line has: said once, never "Choose 1 to 7." too
            self.say(_("'{text}' is not an option now.").format(text=text))
            return
        if not meant[1] and (words is None or words.allowed):
            self.say(_("'{text}' is not an option now.").format(text=text))
            return
        if words is None and not self._sealed():  # "? pass", "? 3" at a pick: what choosing it would do
            self._say_trial(text, meant[0])
            return
        if words is None:
            self.say(_("Nothing to tell about '{text}' before it is chosen.").format(text=text))
            return
        self._say_words(text, words.full, allowed=words.allowed)

    def _preview_typed(self, text: str) -> None:
        """What typing ``text`` at the turn's question would do, read as it would be read (:meth:`_typed_move`) with
        nothing submitted and no question answered: the move it makes tried on a copy of the table
        (:meth:`_say_trial`), or the question it would ask next ("Imperial (0-3, $400 each)"), or what the console
        would answer it ("'oui': this question is not answered yes or no."). A seat's secret choice is never tried.

        "? 1" at a purchase of shares, where typing 1 asks the quantities, said "'1' is not an option now"."""
        main = self.table.prompt().primary()
        if main is not None and main.chance and text.strip() == "0":
            self.say("  " + chance_zero(main.decision))
            return
        self._unfinished_said = False
        with self._only_read() as (asked, heard):
            action = self._typed_move(text)
        said = heard.getvalue()
        if action is not None and not self._sealed():
            self._say_trial(text, action)
        elif asked:
            cancelled = {_("Cancelled."), _("Nothing chosen.")}
            refused = [line for line in said.splitlines() if line.strip() and line.strip() not in cancelled]
            if refused:  # "1 9" at "Imperial (0-3)": its refusal, then the question asked again
                self.out.write("\n".join(refused) + "\n")
            if refused and self._unfinished_said:
                return  # "1 is a column: type a tile such as 1E." says what to type: not "asks: The row of 1" too
            question = " ".join(asked[-1].split()).rstrip(":> ").strip()
            # NOTE: what "? 1" says where typing 1 asks a question of its own ("Imperial (0-3, $400 each)")
            self.say_prose(_("Typing '{text}' asks: {question}").format(text=text, question=question), "  ", "  ")
        elif said.strip():
            self.out.write(said)
        else:
            self.say(_("'{text}' is not an option now.").format(text=text))

    def _say_words(self, text: str, full: Sequence[str], *, allowed: bool = True) -> None:
        """An option's words in full (:meth:`_explain`): its headline, then each line of why under it. Where the
        rules allow it, under "If you type '{text}':", as every preview is headed (:meth:`_say_trial`): "Ben buys
        CRY-1 for 140" alone read as if Ben had bought it. A refusal ("6F cannot be played now") stands alone."""
        head, *why = full
        indent = "  "
        if allowed:
            self.say_prose(_("If you type '{text}':").format(text=text), indent, "  ")
            indent = "    "
        self.say_prose(head, indent, "  ")
        for line in why:
            self.say_prose(line, indent + "  ", "  ")

    def _explain_throw(self, text: str) -> bool:
        """``? 5`` at a die (``? 3 4`` at two): what that throw typed would do (the game's words for it where it has
        them, else :meth:`_say_trial`), or the die's
        own refusal of a face it cannot show or of a die left out ("Enter the black die."), and a bare 0 where the
        companion may throw, that it then does; False where ``text`` is no throw of the dice asked now (more
        numbers than dice), which is then read as any option is.

        "? 5" at a roll said "'5' is not an option now." though "5" is the very answer asked."""
        main = self.table.prompt().primary()
        if self.value is None or main is None or not isinstance(main.decision, Dice):
            return False
        decision = main.decision
        throw = typed_numbers(text) or typed_numbers(unit_stripped(text)) or dice_by_name(decision, text)
        if not throw or len(throw) > len(decision.dice):
            return False
        if main.chance and throw == ["0"]:  # the companion's own throw: said as the question says it
            self.say("  " + chance_zero(decision))
            return True
        faces = {die.field: int(face) for die, face in zip(decision.dice, throw, strict=False)}
        try:
            decision.check(faces)
        except RuleViolation as exc:
            self.say_prose(exc.message(_), "  ", "  ")
            return True
        action = decision.make(faces)
        describe = describer(self.table)
        words = describe(action) if describe is not None else None
        if words is not None:  # the game words its throws (Mad Market's moves of the stocks): its words, kept
            self._say_words(text, words.full, allowed=words.allowed)
        else:
            self._say_trial(text, action)
        return True

    def _explain_basket(self, text: str) -> bool:
        """``? tower 2`` at a basket (a purchase of shares by chain): what typing those quantities would do
        (:meth:`_say_trial`), or the rules' reason where they refuse them; a line not asked here is said so.
        False where ``text`` names no line of the basket with a number.

        A count typed after "?" said "'tower 2' is not an option now." though "tower 2" buys two."""
        main = self.table.prompt().primary()
        if main is None or not isinstance(main.decision, Basket) or not open_basket(main.decision):
            return False
        decision = main.decision
        answers = basket_by_names(decision, text)
        if answers is None:
            refused = basket_not_on_offer(decision, text)  # "tower 2 luxor 1", Luxor sold out
            if isinstance(refused, str):
                self.say_prose(refused)
            elif refused is not None:
                self._say_trial(text, refused)
            return refused is not None
        if not all(answer.isdigit() for answer in answers):  # a yes or a no: the line's own question reads it
            return False
        quantities = {item.key: item.low for item in decision.items if item.low == item.high}
        asked = [item for item in decision.items if item.low != item.high]
        quantities.update({item.key: int(answer) for item, answer in zip(asked, answers, strict=True)})
        self._say_trial(text, decision.make(quantities))
        return True

    def _sealed(self) -> bool:
        """True while a seat chooses in secret: a choice tried on a copy of the table might close the sealed
        round and tell the others' choices in its sentences, so nothing is tried then."""
        return any(isinstance(actor.decision, Secret) for actor in self.table.prompt().actors)

    def _say_trial(self, text: str, action: Action, *, head: bool = True) -> None:
        """What typing the number ``text`` (made into ``action``) would do, tried on a copy of the table
        (:meth:`~companion.core.table.Table.trial`): the game log's sentences and that the rules allow it now, or
        that they do not and their own reason, as the table would refuse it. With ``head`` false (the number is
        already said to be outside the range asked), only a refusal's reason. Nothing changes, nothing is
        journaled. The log's sentences stand under "If you type '7':", read as a preview: "Cat rolls 3." alone
        read as if the die had been thrown.

        "? 7" at a bid said "Nothing to tell about '7' before it is chosen.", so a player learnt only by bidding
        whether the rules took the bid and what it made."""
        try:
            sentences = self.table.trial(action, _)
        except RuleViolation as exc:
            if head:
                self.say_prose(_("The rules do not allow '{text}' now:").format(text=text), "  ", "  ")
            self.say_prose(exc.message(_), "    " if head else "  ", "  ")
            return
        if not head:
            return
        # NOTE: the head of what "? 3" would do, said as the game log would say it but not done ("Cat rolls 3.")
        self.say_prose(_("If you type '{text}':").format(text=text), "  ", "  ")
        shown = sentences[:LAST_MOVE_SENTENCES]
        for sentence in shown:
            self.say_prose(sentence, "    ", "  ")
        more = len(sentences) - len(shown)
        if more:
            self.say_prose(
                ngettext("… and {count} more sentence.", "… and {count} more sentences.", more).format(count=more),
                "    ",
                "  ",
            )
        self.say_prose(_("The rules allow it now."), "  ", "  ")  # the head says what to type: never twice

    def _meant(self, text: str) -> tuple[Action, bool] | None:
        """The action an option typed after ``?`` names, by its number, the game's words or its name, and whether
        it may be said what it would do: an option listed, or any square of a board typed by its squares.

        A square that a hand listed tile by tile does not offer may only be said refused (:meth:`_explain`):
        the preview leaves hands out, and "7H stands alone" would read as if 7H were the player's, where "6F
        cannot be played now", a tile of the hand the list leaves out, is what the player asks about. None for
        anything else (a command, a bid: nothing to preview). Nothing is asked and nothing submitted."""
        amount = self._amount_meant(text)
        if amount is not None:
            return amount
        parts = text.split()
        if len(parts) == 1 and parts[0].isdigit() and self.numbered:
            if by_number(parts[0], self.numbered, self.lines) == ([], None):
                return None  # no line's number: said once by the caller, never "Choose 1 to 6." before it too
            line = which_line(self, parts[0], self.numbered, self.lines, self.first)
            chosen = line.act([]) if line is not None and line.option else None
            return (chosen, True) if chosen is not None else None
        parse = self._spec_part("console_parse")
        parsed = parse(text, self.table) if parse is not None else None
        if isinstance(parsed, Action):
            listed = any(line.board for line in self.numbered)
            return parsed, not listed or parsed in [line.act([]) for line in self.lines if line.option]
        options = [line for line in matches(text, self.lines) if line.option]
        named = options[0].act([]) if len(options) == 1 else None
        if named is not None:
            return named, True
        square = off_board_pick(text, self.table.prompt(), self.table.game.actions.decode)
        return (square, not any(line.board for line in self.numbered)) if square is not None else None

    def _typed_example(self, prompt: Any) -> str | None:
        """A plain answer the turn's question takes, for the hint under it: the least number asked (a bid, the
        guards to hire), a throw of the dice asked, a basket's first line with a quantity ("Imperial 1"); None
        anywhere else (a sealed choice is never tried). ``? N`` tries any of them (:meth:`_explain`).

        The hint stood only where the game words its numbers (the guards to hire): a bid, a die and a purchase
        of shares, where the same preview works, had none."""
        main = prompt.primary()
        decision = main.decision if main is not None else None
        if self._sealed() or decision is None:
            return None
        if isinstance(decision, Amount) and decision.range is not None:
            # one value ("1 share", the last left) is what the Enter takes: no hint beside "(Enter: 1 share)"
            return str(decision.low) if decision.low != decision.high else None
        if isinstance(decision, Dice):
            return dice_example(decision)
        if isinstance(decision, Basket) and open_basket(decision):
            return next(iter(typed_examples_of_basket(decision)), None)
        return None

    def _amount_meant(self, text: str) -> tuple[Action, bool] | None:
        """Where a number typed alone answers the question (the guards to hire, a bid), the action ``? 2`` names:
        what typing "2" would do, as "2" answers it, never option 2 or "not an option now". It may be said only
        within the question's range; a number outside it is refused with the rule's words. None where no number
        is asked or ``text`` is no amount ("? decline" names an option)."""
        main = self.table.prompt().primary()
        if self.value is None or main is None or not isinstance(main.decision, Amount) or main.decision.range is None:
            return None
        decision = main.decision
        value = typed_amount(unit_stripped(without_unit(text.strip(), decision.unit)))
        if value is None:
            return None
        return decision.make(value), decision.low <= value <= decision.high

    def _named(self, line: str) -> Action | None:
        """The one action the game lets a player name by ``line`` though nothing on offer is called so ("villa"
        with no villa to buy: none left, too little cash, not this moment), or None. Submitted, it is refused
        with the rule's own reason rather than "'villa' is not an option"."""
        named = [option_line(action.type, self.table.label(action), action) for action in self.table.named_actions()]
        found = matches(line, named) or inside(line, named)
        return found[0].act([]) if len(found) == 1 else None

    def ask_member(self, choice: ActionSet, chance: bool) -> Action | None:
        """A choice with too many forms to list: typed as JSON, or drawn by the companion."""
        hint = " " + _("(empty: let the companion decide)") if chance else ""
        example = self.example_for(choice.type)
        if example is not None:
            asked = _("Type it, e.g. {example}").format(example=example)
        else:
            asked = _("{choice} as JSON").format(choice=choice.describe())
        text = self.read_line(labelled(asked + hint, ""))  # French: "… (vide : …) : "
        if text is None or (text == "" and not chance):
            self.say(_("Cancelled."))
            return None
        if text == "":
            return choice.sample(self.chance)
        if text.lstrip().startswith(("{", "[")):
            return self._decode(text)
        parsed = self._move(text)
        if parsed is False:
            return None
        if parsed is None and example is not None:  # asked in the game's words: answered in them, never JSON's
            self.say(_("'{text}' is not understood here: type it like {example}.").format(text=text, example=example))
            return None
        if parsed is None:
            return self._decode(text)  # asked as JSON: JSON's own message says what is wrong
        return parsed

    def ask_number(
        self, choice: ActionRange, given: str | None, words: str | None = None, unit: str = "", most: int | None = None
    ) -> Action | None:
        """A number for ``choice``, asked with what may be typed (``words``: "1M or more"; else its range), and
        typed alone or with its ``unit`` ("5M", "2 actions"), or as "all" ("tout", "tutto") where it has a top
        (``most``)."""
        words = words or range_words(choice.low, choice.high)
        while True:
            text = (
                given
                if given is not None
                else self.read_line(labelled(_("Type the number ({range})").format(range=words), ""))
            )
            if text is None or text == "":
                self.say(_("Cancelled."))
                return None
            given = None
            if fold(text) in all_words():
                if most is None:  # a bid with hidden money: its top is the rules' ceiling, never meant
                    self.say(_("There is no most to take here: type the number ({range}).").format(range=words))
                    continue
                return choice.make(most)
            value = typed_amount(unit_stripped(without_unit(text.strip(), unit)))
            if value is None:
                self.say(_("Type a whole number."))
                continue
            return choice.make(value)

    def _submit(self, action: Action) -> bool:
        """Submit ``action`` as an answer to the prompt last shown: if the game moved on for that seat
        since (a pass button pressed meanwhile), the table refuses the line instead of applying it."""
        return self._attempt(lambda: self.table.submit(action, answers=self.seen))

    def _attempt(self, operation: Callable[[], Any]) -> bool:
        self._refusal_shown = False
        try:
            operation()
        except RuleViolation as exc:
            if not self._refusal_shown:
                self.say_prose(refusal(exc.message(_)))
            return False
        return True

    def show_log(self) -> None:
        """The game log, one numbered line per step (a sealed choice named only by its player)."""
        count = len(self.table.steps)
        if not count:
            self.say(_("Nothing has happened yet."))
            return
        sealed = self.table.sealed_steps()
        for index in range(count):
            self.say_prose(f"{index + 1:4d}. " + " ".join(step_text(self.table, index, sealed)), "", " " * 6)
        self.say_prose(
            _(
                "Type 'rewind N' to go back to before step N, 'fix N' to enter it anew, "
                "'add N' to add a forgotten step before it."
            )
        )

    def _rewind(self, rest: str) -> bool:
        """``rewind N``: show every step it withdraws, ask, then undo back to before step N."""
        count = len(self.table.steps)
        if not count:
            self.say(_("There is nothing to undo."))
            return False
        text = rest.strip()
        if not text.isdigit() or not 1 <= int(text) <= count:
            if count == 1:  # one step: said as the one thing to type, not "from 1 to 1"
                self.say(_("Rewind to which step? Type 'rewind 1': it is the only step (see 'log')."))
            else:
                self.say(
                    _("Rewind to which step? Type 'rewind N' with N from 1 to {count} (see 'log').").format(count=count)
                )
            return False
        steps = count - int(text) + 1
        _question, withdrawn = rewind_question(self.table, int(text) - 1)
        asked = self.table.stamp  # a button or a phone may play while the question waits: then it is refused
        # Asked once: what is withdrawn, then the question that takes the answer (the touchscreen's "Go back 3
        # steps? These are withdrawn:" over a list, then "Go back? [y/N]", asked it twice).
        self.say(ngettext("{count} step is withdrawn:", "{count} steps are withdrawn:", steps).format(count=steps))
        self._say_withdrawn(withdrawn)
        if not said_yes(self.read_line(confirming(_("Go back to before step {step}?").format(step=int(text)))) or ""):
            self.say(_("Nothing undone."))
            return False
        self._rewinding = True
        try:
            done = self._attempt(lambda: self.table.rewind(steps, answers=asked))
        finally:
            self._rewinding = False
        if done:
            self.say(ngettext("Went back {count} step.", "Went back {count} steps.", steps).format(count=steps))
        return done

    def _fix(self, rest: str, *, insert: bool = False) -> bool:
        """``fix N``: ask step N's decision anew, show what becomes of every later step, ask, then correct.
        ``add N`` (``insert``): the same moment's decision for a forgotten step, added before step N."""
        real = self.table
        count = len(real.steps)
        text = rest.strip()
        if not text.isdigit() or not 1 <= int(text) <= count:
            if not count:
                self.say(_("Nothing has happened yet."))
            elif insert and count == 1:
                self.say(_("Add before which step? Type 'add 1': it is the only step (see 'log')."))
            elif insert:
                self.say(
                    _("Add before which step? Type 'add N' with N from 1 to {count} (see 'log').").format(count=count)
                )
            elif count == 1:
                self.say(_("Fix which step? Type 'fix 1': it is the only step (see 'log')."))
            else:
                self.say(_("Fix which step? Type 'fix N' with N from 1 to {count} (see 'log').").format(count=count))
            return self._ask_again()
        step = int(text)
        if not insert and real.set_by_hand(step) is not None:
            return self._fix_by_hand(step) or self._ask_again()
        what = " ".join(step_text(real, step - 1, earlier=False))
        if insert:
            self.say_prose(_("Before step {step}, which says: {what}").format(step=step, what=what))
        else:
            self.say_prose(_("Step {step} says: {what}").format(step=step, what=what))
        self.table = real.moment(step)  # the decision of that moment, read as any other
        try:
            self.show_prompt()
            asked = (
                _("What was forgotten? (empty: nothing) ")
                if insert
                else _("What should it have been? (empty: nothing) ")
            )
            line = self.read_line(asked)
            while line and line.startswith("?") and line[1:].strip():  # "? 9E" reads an option, as at the turn
                self._explain(line[1:].strip())
                line = self.read_line(asked)
            if line and line.lower().startswith("json "):
                action = self._decode(line[5:])
            else:
                action = self._pick(line) if line else None
        finally:
            self.table = real
        fixed = action is not None and self._confirm_fix(step, action, insert=insert)
        if not fixed:
            self.say(_("Nothing added.") if insert else _("Nothing fixed."))
            self.show_prompt()  # back to the game's own question
        return fixed

    def _confirm_fix(self, step: int, action: Action, *, insert: bool = False) -> bool:
        table = self.table
        try:
            correction = table.preview_correction(step, action, insert=insert)
        except RuleViolation as exc:
            self.say_prose(refusal(exc.message(_)))
            return False
        question, details = correction_question(table, correction)
        self._say_withdrawn(details)  # what the fix does, then its question, which takes the answer
        shown = table.stamp
        if not said_yes(self.read_line(confirming(question)) or ""):
            return False
        done: list[Any] = []
        if not self._attempt(lambda: done.append(table.correct(step, action, answers=shown, insert=insert))):
            return False
        self.say(correction_done(done[0]))
        return True

    def _fix_by_hand(self, step: int) -> bool:
        """``fix N`` of a step that set the pieces by hand: fixed as it was made, the pieces as that step set them
        shown as JSON to correct and its reason kept unless another is typed, then the fix's question."""
        table = self.table
        earlier = table.set_by_hand(step) or ""
        self.say(
            _("Step {step} set the pieces by hand (copy, correct the numbers, paste back as one line):").format(
                step=step
            )
        )
        typed, corrected = self._typed_position(table.position(step), _("Nothing fixed."))
        if not typed:
            return False
        # NOTE: {reason} is the reason the step was given, kept when nothing is typed
        reason = self.read_line(_("Why, in a few words (empty: {reason}): ").format(reason=earlier)) or earlier
        if not self._confirm_fix(step, Adjustment(corrected, reason)):
            self.say(_("Nothing fixed."))
            return False
        return True

    def _typed_position(self, position: Any, nothing: str) -> tuple[bool, Any]:
        """``position`` shown as one line of JSON, then the corrected one read back: (True, it), or (False, None)
        once ``nothing`` (a blank line) or why the line is not a position has been said."""
        self.say(json.dumps(position, ensure_ascii=False), whole=True)
        typed = self.read_line(_("The corrected position (empty: nothing): "))
        if not typed:
            self.say(nothing)
            return False, None
        try:
            return True, json.loads(typed)
        except (ValueError, RecursionError) as exc:
            self.say(_("Not a position: {reason}").format(reason=exc))
            return False, None

    def _adjust(self) -> bool:
        """``adjust``: the pieces as a JSON position, edited and typed back with a reason; nothing on a blank."""
        try:
            position = self.table.position()
        except RuleViolation as exc:  # a game without positions yet
            self.say_prose(refusal(exc.message(_)))
            return False
        self.say(_("The pieces now (copy, correct the numbers, paste back as one line):"))
        typed, corrected = self._typed_position(position, _("Nothing changed."))
        if not typed:
            return False
        reason = self.read_line(_("Why, in a few words: ")) or ""
        seen = self.table.stamp
        if not self._attempt(lambda: self.table.adjust(corrected, reason, answers=seen)):
            return False
        self.say(_("The pieces were set by hand: {reason}").format(reason=reason.strip()))
        return True

    def _undo(self) -> bool:
        if not self.table.can_undo:
            self.say(_("There is nothing to undo."))
            return False
        return self._undo_described(ask=True)

    def _say_undo_or_redo(self, redo: bool) -> None:
        """``? undo`` or ``? redo``: what it would take back or do (a fix done again with every step it drops again),
        asked first as any option may be; nothing changes."""
        if redo:
            first, *rest = redo_preview(self.table)
        elif not self.table.can_undo:
            first, rest = _("There is nothing to undo."), []
        else:
            first, rest = undo_question(self.table)
        self.say_prose(first)
        self._say_withdrawn(rest)

    def _redo(self) -> bool:
        """``redo``: the latest step undone comes back (its events are told as it is heard), or a fix taken back
        whole is done again, said in one line."""
        fix = self.table.fix_to_redo
        if not self._attempt(self.table.redo):
            return False
        if fix is not None:
            self.say_prose(refix_done(self.table, fix))
        return True

    def _unfix(self, *, ask: bool, asked: Stamp | None) -> bool:
        """:meth:`_undo_described` right after a fix: the fix taken back whole, asked first with ``ask`` (what
        the fixed step goes back to, and each step that comes back), then said in one line."""
        fix = self.table.fix_to_undo
        asked = asked or self.table.stamp
        if ask:
            question, details = unfix_question(self.table)
            self._say_withdrawn(details)  # what comes back, then the question, which takes the answer
            if not said_yes(self.read_line(confirming(question)) or ""):
                self.say(_("Nothing undone."))
                return False
        self._rewinding = True  # told here in one line, not as an "Undone: …" of the fixed step
        try:
            done = self._attempt(lambda: self.table.undo(answers=asked))
        finally:
            self._rewinding = False
        if done and fix is not None:
            self.say_prose(unfix_done(fix))
        return done

    def _undo_described(self, *, ask: bool, text: str | None = None, asked: Stamp | None = None) -> bool:
        """Undo the latest step, asking first with ``ask``; ``asked`` is the moment it was named (the undo
        button's), else now: a seat's button or a phone that plays before the answer makes it refused. Right
        after a fix, the fix is taken back whole (:meth:`_unfix`)."""
        if self.table.fix_to_undo is not None:
            return self._unfix(ask=ask, asked=asked)
        text = text or self.last_step()
        asked = asked or self.table.stamp
        if ask:
            question, withdrawn = undo_question(self.table)  # the touchscreen's question, in its words
            if withdrawn:
                # A step that set off others is asked about by its own sentence, what else it takes back listed
                # first: the last delivery runs phase 4, and its thirty sentences made one question ending "… Ann
                # wins? [y/N]". The list comes before the question, which is asked once and takes the answer.
                self.say(_("Undoing the latest step also takes back:"))
                self._say_withdrawn(withdrawn)
                text = self._latest_sentences()[0]
            if not said_yes(self.read_line(confirming(question)) or ""):
                self.say(_("Nothing undone."))
                return False
        self._undoing = text
        try:
            return self._attempt(lambda: self.table.undo(answers=asked))
        finally:
            self._undoing = None

    # -- hardware requests (see companion.peripherals.FrontEnd) ---------------------------
    @staticmethod
    def link_words(kind: str, state: str) -> str | None:
        """A scanner, reader or button box missing or unplugged, in the console's words (what to type)."""
        return link_words(kind, state)

    def show_private(self, seat: int) -> None:
        self._show_private(str(seat + 1))

    def ask_undo(self) -> bool:
        """The undo button: the latest step, to undo with the confirm button; False when there is none."""
        if not self.table.can_undo:
            self.say(_("There is nothing to undo."))
            return False
        self._undo_pending, self._pending_stamp = True, self.table.stamp
        fix = self.table.fix_to_undo
        if fix is not None:
            _question, details = unfix_question(self.table)
            pressed = (
                _("Undo button: press confirm to undo the addition of step {step}.")
                if fix.added
                else _("Undo button: press confirm to undo the fix of step {step}.")
            )
            self.say_prose(pressed.format(step=fix.step))
            self._say_withdrawn(details)
            return True
        first, *withdrawn = self._latest_sentences()
        self._pending_text = first if withdrawn else self.last_step()
        self.say(_("Undo button: press confirm to undo: {what}").format(what=self._pending_text))
        self._say_withdrawn(withdrawn)
        return True

    def _latest_sentences(self) -> list[str]:
        """The latest step's sentences, its own first (a sealed choice: whose it is, never what)."""
        return step_text(self.table, len(self.table.steps) - 1, earlier=False)

    def _say_withdrawn(self, sentences: list[str]) -> None:
        """What else an undo, a rewind or a fix takes back or changes, a line each under its question."""
        for sentence in sentences:
            self.say_prose(f"- {sentence}", "  ", "  ")

    def confirm(self) -> bool:
        """The confirm button: the undo the undo button asked about; False (said so) when none is pending."""
        if not self._undo_pending:
            self.say(_("Nothing to confirm now: type your choice."))
            return False
        self._undo_pending = False
        if self._undo_described(ask=False, text=self._pending_text, asked=self._pending_stamp):
            self.show_table(changes=True)
            self.show_prompt()
        return True

    def _show_private(self, rest: str) -> bool:
        names = self.table.names
        seat = _seat(rest.strip(), names)
        if seat is None:
            self.say(_("Show whom? Give a seat number 1-{count} or a name.").format(count=len(names)))
            return False
        self.say(_("-- {name}'s private view --").format(name=names[seat]))
        for line in table_view(self.table, seat):
            self.say(line)
        if self._spec_part("console_sheet") is not None:
            self.show_sheet(seat)
        self.say(_("-- end of private view --"))
        return False


def changed(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """The blocks of the view ``after`` with a line the view ``before`` did not have, in their order (blank lines
    left out): what an entry changed on the table ("Turn 2 of 18" once the turn is new, a lot won, the board with
    its new tile), where what stays the same (a stand-in's note, the lots nobody touched) is not written again.

    A block is a line and the lines read only with it (:func:`~companion.text.summary.follows`: a grid's rows, a
    table's, the players'): written whole, since one row of a board without its column numbers is no board."""
    shown = set(before)
    lines: list[str] = []
    block: list[str] = []
    new = False
    for line in after:
        if block and follows(line, block[-1]):
            block.append(line)
            new = new or line not in shown
            continue
        if new:
            lines += [kept for kept in block if kept.strip()]
        block, new = [line], bool(line.strip()) and line not in shown
    if new:
        lines += [kept for kept in block if kept.strip()]
    return lines


FITTING_SHOWN = 6
"""How many of the options a typed word fits are named when it fits more than one."""


def fitting(found: Sequence[Line]) -> str:
    """The options a typed word fits, as they read, the first few of many then "…"."""
    shown = [line.text for line in found[:FITTING_SHOWN]]
    return "; ".join(shown) + ("; …" if len(found) > FITTING_SHOWN else "")


def _seat(text: str, names: list[str]) -> int | None:
    """The seat ``text`` names: its number, or its player's name in any case, accents optional ("Benoit" for
    "Benoît", which was "Show whom?"), or the one name it begins."""
    if text.isdigit() and 1 <= int(text) <= len(names):
        return int(text) - 1
    wanted, plain_names = fold(text), [fold(name) for name in names]
    if wanted in plain_names:
        return plain_names.index(wanted)
    starting = [seat for seat, name in enumerate(plain_names) if wanted and name.startswith(wanted)]
    return starting[0] if len(starting) == 1 else None
