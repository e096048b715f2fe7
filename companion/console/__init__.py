"""The text console: plays any registered game from its prompt and summary.

It works over ssh and through a pipe, so tests drive it with stdin. Every
screen is generic: the engine's prompt says who may act and what each must
decide, as data, and :mod:`companion.console.decide` turns each decision
into numbered lines and questions (a bid asks for the number, a basket for
each quantity, dice for each named die, a sealed choice hands the keyboard
over). The summary is drawn by the game's own view when it has one
(:mod:`companion.console.views`) or generically otherwise.
"""

from __future__ import annotations

import json
import os
import select
import sys
from collections.abc import Callable
from typing import Any, TextIO

from companion.core import ActionRange, ActionSet, ChanceSource, CodecError, RuleViolation, Table
from companion.core.records import Action

from .decide import Line, lines_for, primary, question, sealed
from .views import PUBLIC, render

HELP = """\
Commands:
  NUMBER          choose that option (a number, dice or a basket ask their values, or type "NUMBER VALUES")
  TEXT            choose the option whose name is TEXT or ends with it (e.g. "5C")
  u, undo         undo the last action (asks first)      r, redo   redo it
  s, status       show the table again                   l, log    the game log
  show SEAT       a player's private view (hidden cash, shares or tiles)
  json {...}      enter an action as JSON (as the journal stores it)
  h, help, ?      this help                              q, quit   leave; the game stays saved"""


class Console:
    """A read-eval-print loop over a :class:`Table`."""

    def __init__(
        self,
        table: Table,
        inp: TextIO | None = None,
        out: TextIO | None = None,
        *,
        chance: ChanceSource | None = None,
        idle: Callable[[], None] | None = None,
        idle_interval: float = 0.05,
    ) -> None:
        self.table = table
        self.inp = inp or sys.stdin
        self.out = out or sys.stdout
        self.chance = chance or ChanceSource()
        self.idle = idle
        self.idle_interval = idle_interval
        self.lines: list[Line] = []
        self._unlisten = table.listen(self._heard)
        self._refusal_shown = False
        self._pending = b""
        self._undo_pending = False
        self._undoing: str | None = None
        self._pending_text = ""

    # -- output ------------------------------------------------------------
    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def _heard(self, update: Any) -> None:
        """Show what hardware (buttons, scanners) did while we waited for typing."""
        if update.kind == "rejected" and update.error is not None:
            self.say(f"Refused: {update.error.message()}")
            self._refusal_shown = True
        elif update.kind in ("applied", "redone"):
            for event in update.events:
                self.say(f"  * {self.table.describe(event)}")
        elif update.kind == "undone" and update.action is not None:
            # Described as it was before the undo: a sealed choice stays sealed in the text too.
            self.say(f"Undone: {self._undoing or self.describe_action(update.action)}")

    def describe_action(self, action: Action) -> str:
        """``Ann: bid 3`` — or, for a choice still sealed, only whose it is."""
        seat = getattr(action, "player", None)
        names = self.table.names
        if isinstance(seat, int) and sealed(self.table.prompt(), seat):
            return f"{names[seat]}'s sealed choice"
        who = f"{names[seat]}: " if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return who + self.table.label(action)

    def clear(self) -> None:
        """Wipe what a sealed choice left on the screen (a terminal clears; a pipe gets blank lines)."""
        if getattr(self.out, "isatty", lambda: False)():
            self.out.write("\x1b[2J\x1b[3J\x1b[H")
        else:
            self.out.write("\n" * 3)
        self.out.flush()

    def show_table(self) -> None:
        for line in render(self.table.game.name, self.table.summary(PUBLIC)):
            self.say(line)

    def show_prompt(self) -> None:
        prompt = self.table.prompt()
        if prompt.over:
            self.lines = []
            self.say("The game is over.")
            return
        main = primary(prompt)
        self.say(f"\n{question(self.table, main)}" if main is not None else f"\n{prompt.kind.replace('_', ' ')}")
        self.lines = lines_for(self, prompt)
        if main is not None and main.chance:
            self.say("   0) let the companion decide")
        width = len(str(len(self.lines)))
        for number, line in enumerate(self.lines, 1):
            self.say(f"  {number:>{width}}) {line.text}")

    # -- input -------------------------------------------------------------
    def read_line(self, question: str = "> ") -> str | None:
        """One line of input, or None at end of input. Runs ``idle`` while waiting."""
        self.out.write(question)
        self.out.flush()
        if self.idle is None or not _selectable(self.inp):
            line = self.inp.readline()
            return line.strip() if line else None
        # Read the descriptor ourselves: a buffered stream would hide typed
        # lines from select(), and the idle work (buttons, LEDs) must go on.
        fd = self.inp.fileno()
        while b"\n" not in self._pending:
            ready, _, _ = select.select([fd], [], [], self.idle_interval)
            if not ready:
                self.idle()
                continue
            chunk = os.read(fd, 4096)
            if not chunk:
                if not self._pending:
                    return None
                break
            self._pending += chunk
        raw, _, self._pending = self._pending.partition(b"\n")
        return raw.decode("utf-8", errors="replace").strip()

    def run(self) -> int:
        """Play until the game ends or input ends. Returns an exit status."""
        self.say(f"{self.table.game.title}. Type 'help' for commands.")
        for warning in self.table.warnings:
            self.say(f"Note: {warning}")
        self.show_table()
        self.show_prompt()
        try:
            while True:
                line = self.read_line()
                if line is None or line.lower() in ("q", "quit", "exit"):
                    self.say("Goodbye: the game is saved." if not self.table.over else "Goodbye.")
                    return 0
                if not line:
                    continue
                if self.handle(line):
                    self.show_table()
                    self.show_prompt()
        finally:
            self._unlisten()

    def handle(self, line: str) -> bool:
        """Act on one command. Returns True when the table changed."""
        word, _, rest = line.partition(" ")
        word_l = word.lower()
        if word_l in ("h", "help", "?"):
            self.say(HELP)
            return False
        if word_l in ("s", "status"):
            self.show_table()
            self.show_prompt()
            return False
        if word_l in ("l", "log"):
            for sentence in self.table.log() or ["Nothing has happened yet."]:
                self.say(f"  {sentence}")
            return False
        if word_l in ("u", "undo"):
            return self._undo()
        if word_l in ("r", "redo"):
            return self._attempt(self.table.redo)
        if word_l == "show":
            return self._show_private(rest)
        if word_l == "json":
            try:
                action = self.table.game.actions.decode(json.loads(rest))
            except (json.JSONDecodeError, CodecError) as exc:
                self.say(f"Not an action: {exc}")
                return False
            return self._submit(action)
        action = self._pick(line)
        return action is not None and self._submit(action)

    def _pick(self, line: str) -> Action | None:
        prompt = self.table.prompt()
        parts = line.split()
        main = primary(prompt)
        if parts[0].isdigit():
            number = int(parts[0])
            if number == 0 and main is not None and main.chance:
                return self.table.choose_random(self.chance)
            if not 1 <= number <= len(self.lines):
                self.say(f"Choose 1 to {len(self.lines)}." if self.lines else "There is nothing to choose.")
                return None
            return self.lines[number - 1].act(parts[1:])
        wanted = line.lower()
        texts = [(entry.text.lower(), entry) for entry in self.lines]
        exact = [entry for text, entry in texts if text == wanted]
        matches = exact or [entry for text, entry in texts if text.endswith(" " + wanted)]
        if len(matches) == 1:
            return matches[0].act([])
        if len(matches) > 1:
            self.say(f"'{line}' fits {len(matches)} options: use its number.")
        else:
            self.say(f"'{line}' is not an option or a command. Type 'help'.")
        return None

    def ask_member(self, choice: ActionSet, chance: bool) -> Action | None:
        """A choice with too many forms to list: typed as JSON, or drawn by the companion."""
        hint = " (empty: let the companion decide)" if chance else ""
        text = self.read_line(f"{choice.describe()} as JSON{hint}: ")
        if text is None or (text == "" and not chance):
            self.say("Cancelled.")
            return None
        if text == "":
            return choice.sample(self.chance)
        try:
            return self.table.game.actions.decode(json.loads(text))
        except (json.JSONDecodeError, CodecError) as exc:
            self.say(f"Not an action: {exc}")
            return None

    def ask_number(self, choice: ActionRange, given: str | None) -> Action | None:
        while True:
            text = (
                given
                if given is not None
                else self.read_line(f"{choice.field.replace('_', ' ')} ({choice.low}-{choice.high}): ")
            )
            if text is None or text == "":
                self.say("Cancelled.")
                return None
            given = None
            try:
                value = int(text)
            except ValueError:
                self.say("Type a whole number.")
                continue
            return choice.make(value)

    def _submit(self, action: Action) -> bool:
        return self._attempt(lambda: self.table.submit(action))

    def _attempt(self, operation: Callable[[], Any]) -> bool:
        self._refusal_shown = False
        try:
            operation()
        except RuleViolation as exc:
            if not self._refusal_shown:
                self.say(f"Refused: {exc.message()}")
            return False
        return True

    def _undo(self) -> bool:
        if not self.table.steps:
            self.say("There is nothing to undo.")
            return False
        return self._undo_described(self.describe_action(self.table.steps[-1].action), ask=True)

    def _undo_described(self, text: str, *, ask: bool) -> bool:
        if ask:
            question = f"Undo {text}? [y/N] " if text.endswith("sealed choice") else f"Undo '{text}'? [y/N] "
            if (self.read_line(question) or "").lower() not in ("y", "yes"):
                self.say("Nothing undone.")
                return False
        self._undoing = text
        try:
            return self._attempt(self.table.undo)
        finally:
            self._undoing = None

    # -- hardware requests (see companion.peripherals.FrontEnd) ---------------------------
    def show_private(self, seat: int) -> None:
        self._show_private(str(seat + 1))

    def ask_undo(self) -> None:
        if not self.table.steps:
            self.say("There is nothing to undo.")
            return
        self._undo_pending = True
        self._pending_text = self.describe_action(self.table.steps[-1].action)
        self.say(f"Undo button: press confirm to undo '{self._pending_text}'.")

    def confirm(self) -> None:
        if self._undo_pending:
            self._undo_pending = False
            if self._undo_described(self._pending_text, ask=False):
                self.show_table()
                self.show_prompt()

    def _show_private(self, rest: str) -> bool:
        names = self.table.names
        seat = _seat(rest.strip(), names)
        if seat is None:
            self.say(f"Show whom? Give a seat number 1-{len(names)} or a name.")
            return False
        self.say(f"-- {names[seat]}'s private view --")
        for line in render(self.table.game.name, self.table.summary(seat), private_for=seat):
            self.say(line)
        self.say("-- end of private view --")
        return False


def _seat(text: str, names: list[str]) -> int | None:
    if text.isdigit() and 1 <= int(text) <= len(names):
        return int(text) - 1
    lowered = [name.lower() for name in names]
    return lowered.index(text.lower()) if text.lower() in lowered else None


def _selectable(stream: TextIO) -> bool:
    try:
        stream.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    return sys.platform != "win32"
