"""The text console: plays any registered game from its prompt and summary.

It works over ssh and through a pipe, so tests drive it with stdin. Every
screen is generic: the engine's prompt says who must act and what kind of
decision is wanted, ``legal_actions`` gives the numbered choices (a numeric
range asks for a number), and the summary is drawn by a per-game view when
one exists (:mod:`companion.console.views`) or generically otherwise.
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

from .views import PUBLIC, render

HELP = """\
Commands:
  NUMBER          choose that option (a range asks for the number, or type "NUMBER VALUE")
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
        self.choices: list[Any] = []
        self._unlisten = table.listen(self._heard)
        self._refusal_shown = False
        self._pending = b""
        self._undo_pending = False

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
                self.say(f"  * {self.table.game.describe(self.table.state, event)}")
        elif update.kind == "undone" and update.action is not None:
            self.say(f"Undone: {self.describe_action(update.action)}")

    def describe_action(self, action: Action) -> str:
        seat = getattr(action, "player", None)
        names = self.table.game.player_names(self.table.state)
        who = f"{names[seat]}: " if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return who + self.table.game.label(self.table.state, action)

    def show_table(self) -> None:
        for line in render(self.table.game.name, self.table.summary(PUBLIC)):
            self.say(line)

    def show_prompt(self) -> None:
        prompt = self.table.prompt()
        game, state = self.table.game, self.table.state
        if prompt.over:
            self.choices = []
            self.say("The game is over.")
            return
        names = game.player_names(state)
        who = "Chance" if prompt.player is None else names[prompt.player]
        self.say(f"\n{who} — {prompt.kind.replace('_', ' ')}")
        self.choices = list(self.table.legal_actions())
        if prompt.chance:
            self.say("   0) let the companion decide")
        width = len(str(len(self.choices)))
        for number, choice in enumerate(self.choices, 1):
            self.say(f"  {number:>{width}}) {game.label(state, choice)}")

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
        if parts[0].isdigit():
            number = int(parts[0])
            if number == 0 and prompt.chance and self.choices:
                return self.table.game.choose_random(self.table.state, self.chance)
            if not 1 <= number <= len(self.choices):
                self.say(f"Choose 1 to {len(self.choices)}." if self.choices else "There is nothing to choose.")
                return None
            choice = self.choices[number - 1]
            if isinstance(choice, ActionSet):
                return self._ask_member(choice, prompt.chance)
            if isinstance(choice, ActionRange):
                return self._ask_number(choice, parts[1] if len(parts) > 1 else None)
            return choice
        wanted = line.lower()
        labels = [(self.table.game.label(self.table.state, c).lower(), c) for c in self.choices]
        exact = [c for label, c in labels if label == wanted]
        matches = exact or [c for label, c in labels if label.endswith(" " + wanted)]
        if len(matches) == 1:
            choice = matches[0]
            return self._ask_number(choice, None) if isinstance(choice, ActionRange) else choice
        if len(matches) > 1:
            self.say(f"'{line}' fits {len(matches)} options: use its number.")
        else:
            self.say(f"'{line}' is not an option or a command. Type 'help'.")
        return None

    def _ask_member(self, choice: ActionSet, chance: bool) -> Action | None:
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

    def _ask_number(self, choice: ActionRange, given: str | None) -> Action | None:
        while True:
            text = given if given is not None else self.read_line(
                f"{choice.field.replace('_', ' ')} ({choice.low}-{choice.high}): ")
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
        last = self.table.steps[-1].action
        answer = self.read_line(f"Undo '{self.describe_action(last)}'? [y/N] ")
        if (answer or "").lower() not in ("y", "yes"):
            self.say("Nothing undone.")
            return False
        return self._attempt(self.table.undo)

    # -- hardware requests (see companion.peripherals.FrontEnd) ---------------------------
    def show_private(self, seat: int) -> None:
        self._show_private(str(seat + 1))

    def ask_undo(self) -> None:
        if not self.table.steps:
            self.say("There is nothing to undo.")
            return
        self._undo_pending = True
        self.say(f"Undo button: press confirm to undo '{self.describe_action(self.table.steps[-1].action)}'.")

    def confirm(self) -> None:
        if self._undo_pending:
            self._undo_pending = False
            if self._attempt(self.table.undo):
                self.show_table()
                self.show_prompt()

    def _show_private(self, rest: str) -> bool:
        names = list(self.table.game.player_names(self.table.state))
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
