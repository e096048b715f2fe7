"""The end of the game: after turn 5 nobody acts, and every action is refused as too late."""

from __future__ import annotations

from companion.core import Action, Actor, Choice, Event, GameOver, Prompt, RuleViolation

from ..state import OVER, State
from .step import Step

OVER_PROMPT = Prompt(None, OVER)


class GameEnd(Step):
    phase = OVER
    rules = {}

    @staticmethod
    def then(state: State) -> list[Event]:
        """Nothing follows the end (and no action gets here: the end takes none)."""
        return []

    def prompt(self, state: State) -> Prompt:
        return OVER_PROMPT

    def legal_actions(self, state: State) -> list[Choice]:
        return []

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        return ()

    def refusal(self, action: Action) -> RuleViolation:
        return GameOver()
