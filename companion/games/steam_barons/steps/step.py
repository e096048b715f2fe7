"""A step of the turn as an object: who acts, what they may do, what each action does, what follows.

The 18xx.games engine's shape (``lib/engine/step``): a step owns its actions,
the entities that act, their processing and its wording, and a round is a
list of steps. Here each moment the game waits for input is one
:class:`Step`; the engine looks up the step of ``state.phase`` and asks it, so
everything about a step reads in one place instead of being spread over the
engine's prompt, legal actions, decisions, labels and apply.

A step holds no state of its own: the :class:`~..state.State` does, and one
step object serves every game. What an action does is the rule module's
(:mod:`..buying`, :mod:`..building` …, each quoting its part of the rulebook);
what comes once a step's part is over is :mod:`..flow`'s.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from companion.core import Action, ActionRange, Actor, Choice, Event, Prompt, RuleViolation, WrongPhase

from ..actions import Build, Deliver, EndBuild, SkipDelivery
from ..rules import COMPANY_NAMES
from ..state import State

Rule = Callable[[State, Any], tuple[list[Event], bool]]
"""A rule module's handling of one action: its checks, its change, and whether the step's part is over."""


class Step(ABC):
    """One moment of the turn the game waits for, with everything the engine asks of it."""

    phase: ClassVar[str]
    """The ``state.phase`` this step is."""
    waiting_for: ClassVar[str]
    """What the step waits for, in words (an ``N_`` message): the refusal of any other action says it."""
    rules: ClassVar[Mapping[type[Action], Rule]]
    """The actions this step takes, each with the rule that checks it and carries it out."""

    @staticmethod
    @abstractmethod
    def then(state: State) -> list[Event]:
        """What follows once this step's part is over: the next company or the next phase."""

    @abstractmethod
    def prompt(self, state: State) -> Prompt:
        """Who acts now, and what a screen needs to ask them."""

    @abstractmethod
    def legal_actions(self, state: State) -> list[Choice]:
        """Every action the step accepts now (ranges and sets for the large families)."""

    @abstractmethod
    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """What each seat decides now, as data every front-end renders, built from :meth:`legal_actions`."""

    def refusal(self, action: Action) -> RuleViolation:
        """The refusal of an action this step does not take: it names what the game waits for."""
        return WrongPhase(action=getattr(action, "type", type(action).__name__), waiting_for=self.waiting_for)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        """A short menu text for one of this step's choices (its type and range, unless a step words it)."""
        return plain_label(choice)

    def preview(self, state: State, action: Action) -> Any:
        """What ``action`` would do, shown before it is confirmed (None: nothing to show)."""
        return None

    def pass_action(self, state: State, seat: int) -> Action | None:
        """What ``seat``'s pass button means in this step (None: it cannot pass now)."""
        return None

    def pass_refusal(self, state: State, seat: int) -> RuleViolation | None:
        """Why ``seat`` cannot pass in this step, in the rules' words (None: no reason but that it cannot)."""
        return None

    def upgrade(self, state: State, action: Action) -> Action:
        """``action`` from an older journal in today's form (default: as it is)."""
        return action


COMPANY_TURN = (Build, EndBuild, Deliver, SkipDelivery)
"""The actions of a company's own turn, which name the company they are for."""


class CompanyTurn(Step):
    """A step in which each company in order of play acts in turn, through its controller (build, ship)."""

    def prompt(self, state: State) -> Prompt:
        """The operating company's controller acts; the screen is told the company and :meth:`facts`."""
        company = state.company
        firm = state.companies[company]
        return Prompt(firm.controller, self.phase, data={"company": company, **self.facts(state, company)})

    @abstractmethod
    def facts(self, state: State, company: str) -> dict[str, Any]:
        """What a screen needs to ask the controller, beside the company's name."""

    def upgrade(self, state: State, action: Action) -> Action:
        """A company-turn action from a journal written before it named its company: the operating one's."""
        if isinstance(action, COMPANY_TURN) and action.company is None:
            return dataclasses.replace(action, company=state.company)
        return action


def plain_label(choice: Action | ActionRange) -> str:
    """A choice's type, and its range: the menu text of a choice nobody words better."""
    if isinstance(choice, ActionRange):
        return f"{choice.type} {choice.low}..{choice.high}"
    return choice.type


def company_values(state: State) -> dict[str, Any]:
    """The values every decision about the company the game is at words itself with."""
    return {"company": COMPANY_NAMES[state.company]}
