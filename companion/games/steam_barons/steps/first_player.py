"""The first player (set-up): chance gives one player the first-player marker.

"First-player marker: random player." Nobody's turn: a pick of the seats, drawn
at the table or by the companion. The rule: :func:`..ordering.first_player`.
"""

from __future__ import annotations

from companion.core import N_, Action, ActionRange, Actor, Choice, Pick, PickOption, Prompt

from .. import flow, ordering
from ..actions import FirstPlayer
from ..state import FIRST_PLAYER, State
from .step import Step


class FirstPlayerMarker(Step):
    phase = FIRST_PLAYER
    waiting_for = N_("the first player")
    rules = {FirstPlayer: ordering.first_player}
    then = staticmethod(flow.after_first_player)  # turn 1 begins

    def prompt(self, state: State) -> Prompt:
        return Prompt(None, self.phase, chance=True)

    def legal_actions(self, state: State) -> list[Choice]:
        return [FirstPlayer(seat) for seat in range(state.players)]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """One chance pick of the seats, each named."""
        options = tuple(
            PickOption(str(action.player), state.names[action.player], action)
            for action in self.legal_actions(state)
            if isinstance(action, FirstPlayer)
        )
        return (Actor(None, Pick(N_("Who takes the first-player marker?"), options=options), chance=True),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, FirstPlayer):
            return f"{state.names[choice.player]} takes the marker"
        return super().label(state, choice)
