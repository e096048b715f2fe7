"""The exceptions of the engine kit.

Modelled on python-chess: one precise hierarchy, so a front-end can catch
``RuleViolation`` and show a player the reason, while programming errors keep
their ordinary Python types.

A :class:`RuleViolation` carries three things:

- ``code``: a stable identifier (``"not_your_turn"``) for tests, logs and
  translations; it never changes once published.
- ``template``: an English sentence with ``{field}`` slots, marked for
  translation; ``str(error)`` is the template filled with ``data``.
- ``data``: the values a person needs to understand the refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from .i18n import N_


class RuleViolation(ValueError):
    """An action the rules do not allow. The state it was tried on is unchanged."""

    code: ClassVar[str] = "rule_violation"
    template: ClassVar[str] = N_("That is not allowed now.")

    def __init__(self, template: str | None = None, /, **data: Any) -> None:
        if template is not None:
            self.template = template
        self.data: dict[str, Any] = data
        super().__init__(self.message())

    def message(self, translate: Callable[[str], str] | None = None) -> str:
        """The sentence for a player, translated by ``translate`` if given."""
        template = translate(self.template) if translate else self.template
        try:
            return template.format(**self.data)
        except (KeyError, IndexError, ValueError):
            # A translation with a wrong slot must not hide the refusal itself.
            return self.template.format(**self.data)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message(), "data": self.data}


class NotYourTurn(RuleViolation):
    code = "not_your_turn"
    template = N_("It is {expected_name}'s turn, not {player_name}'s.")


class WrongPhase(RuleViolation):
    """The action is of a kind the game is not asking for at this moment."""

    code = "wrong_phase"
    template = N_("{action} is not possible now: the game is waiting for {waiting_for}.")


class GameOver(RuleViolation):
    code = "game_over"
    template = N_("The game is over: no more moves can be made.")


class InvalidChoice(RuleViolation):
    """A value outside the options or range on offer."""

    code = "invalid_choice"


class InsufficientFunds(RuleViolation):
    code = "insufficient_funds"
    template = N_("{account} has {balance} but needs {amount}.")


class NothingToUndo(RuleViolation):
    code = "nothing_to_undo"
    template = N_("There is nothing to undo.")


class NothingToRedo(RuleViolation):
    code = "nothing_to_redo"
    template = N_("There is nothing to redo.")


class ConfigError(RuleViolation):
    """A game configuration the rules cannot start from (wrong player count, unknown option)."""

    code = "config"


class AuctionError(RuleViolation):
    code = "auction"


class CodecError(ValueError):
    """A JSON object that is not a valid action or event; names the field at fault."""


class JournalError(ValueError):
    """A journal file that cannot be loaded; the message names the file and line."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = ""
        if path is not None:
            where = f"{path}"
            if line is not None:
                where += f", line {line}"
            where += ": "
        elif line is not None:
            where = f"line {line}: "
        super().__init__(where + message)
        self.reason = message


class InvariantBroken(AssertionError):
    """A consistency check failed: the engine itself is wrong, not the player."""
