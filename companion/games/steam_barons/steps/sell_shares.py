"""Sell shares: simultaneous and secret, then one reveal.

"Each player chooses what to sell, then all sales are revealed together and
paid at the current price ... In turn 5 every player must sell everything."
Every seat still to choose is asked at once, each behind a :class:`Secret`:
a basket of its sellable shares, each line saying how many the seat holds
(in turn 5 exactly everything). The rules:
:mod:`..selling`.
"""

from __future__ import annotations

from companion.core import N_, Action, ActionRange, Actor, Basket, BasketItem, Choice, Prompt, RuleViolation, Secret
from companion.core.i18n import N_plural, Phrase, Word

from .. import flow, selling
from ..actions import Sell
from ..choices import Sales
from ..rules import COMPANY_NAMES
from ..state import SELL, State
from .step import Step

HOLDING = N_plural("you hold {count} share", "you hold {count} shares")
"""A sale's line, beside its company: the shares the seller holds, which only their own sealed screen shows (a
greyed "+" was all that said there were no more)."""


class SellShares(Step):
    phase = SELL
    waiting_for = N_("the sealed sales")
    rules = {Sell: selling.submit}
    then = staticmethod(flow.end_turn)  # phases 6 to 8 once the sales are revealed

    def prompt(self, state: State) -> Prompt:
        sales = state.sales
        assert sales is not None
        waiting = sales.waiting_for
        data = {"waiting_for": list(waiting), "seats": list(sales.seats), "last_turn": selling.last_turn(state)}
        return Prompt(waiting[0], self.phase, data=data)

    def legal_actions(self, state: State) -> list[Choice]:
        assert state.sales is not None
        last = selling.last_turn(state)
        return [Sales(seat, selling.sellable(state, seat), last) for seat in state.sales.waiting_for]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """One secret actor per seat still to choose, its inner decision a basket of that seat's shares."""
        sales = state.sales
        assert sales is not None
        chosen = tuple(seat for seat in sales.seats if sales.has_chosen(seat))
        last = selling.last_turn(state)
        actors = []
        for choice in self.legal_actions(state):
            assert isinstance(choice, Sales)
            seat = choice.player
            lines = tuple(
                BasketItem(
                    company,
                    COMPANY_NAMES[company],
                    high=held,
                    low=held if last else 0,
                    price=state.companies[company].price,
                    note=Phrase(HOLDING, count=held),
                )
                for company, held in choice.have.items()
            )
            inner = Basket(
                N_("{name}: sell in secret (everything, last turn)")
                if last
                else N_("{name}: choose in secret what to sell"),
                items=lines,
                cls=Sell,
                fixed={"player": seat},
                into="shares",
                choices=(choice,),
                unit="$",
                button=N_("Confirm sealed sale"),
                receives=True,  # paid at the current price
            )
            values = (
                {
                    "note": N_("Last turn: every share is sold, each seat in secret."),
                    "everyone": N_("Sealed sales: everyone sells every share"),
                }
                if last
                else {"everyone": N_("Sealed sales: everyone chooses what to sell")}
            )
            sealed = Secret(N_("{name}: sell shares"), values=values, inner=inner, seats=sales.seats, chosen=chosen)
            actors.append(Actor(seat, sealed))
        return tuple(actors)

    def pass_action(self, state: State, seat: int) -> Action | None:
        """A seat's pass button seals its sale of nothing: "Each player chooses what to sell", and nothing is a
        choice in every turn but the last. The press is the seat's own, as a spoken "I sell nothing" would be;
        the screen still says only that the seat has chosen, never what, until the reveal."""
        if state.sales is None:
            return None
        return Sell(seat, {}) if selling.problem(state, seat, {}) is None else None

    def pass_refusal(self, state: State, seat: int) -> RuleViolation | None:
        """Why a seat's pass is no sale of nothing, in the rules' words: the seat has chosen already, holds nothing
        it could sell, or must sell every share (the last turn)."""
        if state.sales is None or not 0 <= seat < state.players:  # a button at an empty seat: no rule of ours
            return None
        refusal = selling.problem(state, seat, {})
        return refusal if isinstance(refusal, RuleViolation) else None

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, Sell):  # what a seller sees sealed: in their language ("vendi 1 Legno")
            sold = [
                Phrase(N_("{count} {company}"), count=n, company=Word(COMPANY_NAMES.get(c, c)))
                for c, n in choice.shares.items()
            ]
            return Phrase(N_("sell {shares:and}"), shares=sold) if sold else Phrase(N_("sell nothing"))
        return super().label(state, choice)
