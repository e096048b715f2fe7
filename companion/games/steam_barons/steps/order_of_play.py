"""The order of play (set-up and phase 7): chance draws the companies' order from the bag.

"Order of play of the companies: random draw" at set-up; "Draw a new random
company order (not in the last turn)" in phase 7, of the active companies
only. Nobody's turn: the companion offers its own draw (from the seed), or the
table enters the order it drew from a real bag. The rules: :mod:`..ordering`.
"""

from __future__ import annotations

from companion.core import N_, Action, ActionRange, Actor, Choice, Entry, Prompt

from .. import flow, ordering
from ..actions import CompanyOrder
from ..choices import AnyOrder
from ..rules import COMPANY_NAMES
from ..state import COMPANY_ORDER, State
from .step import Step


class OrderOfPlay(Step):
    phase = COMPANY_ORDER
    waiting_for = N_("the order of play")
    rules = {CompanyOrder: ordering.set_order}
    then = staticmethod(flow.after_order)  # at set-up the first player, in phase 7 the next turn

    def prompt(self, state: State) -> Prompt:
        turn = state.turn + (0 if state.marker is None else 1)
        return Prompt(None, self.phase, chance=True, data={"turn": turn, "companies": ordering.to_draw(state)})

    def legal_actions(self, state: State) -> list[Choice]:
        return [CompanyOrder(ordering.drawn(state)), AnyOrder(tuple(ordering.to_draw(state)))]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """An entry: the companion's draw, or any order from a real bag, marked ``drawn`` (the tokens come out of
        a bag, so a player answers with what they drew: "I drew white wood …", "ho estratto bianco legno …")."""
        any_order = next(c for c in self.legal_actions(state) if isinstance(c, AnyOrder))
        values = {"note": N_("Draw the company tokens from the bag, or let the companion draw."), "drawn": True}
        question = N_("Draw the order of play of the companies")
        return (Actor(None, Entry(question, values=values, choice=any_order), chance=True),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, CompanyOrder):
            return "order: " + ", ".join(COMPANY_NAMES.get(c, c) for c in choice.order)
        return super().label(state, choice)
