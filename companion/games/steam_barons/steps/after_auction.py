"""Buy shares, after the auction: the winner buys, then every other player may, at the winning bid.

"When all but one have passed, the winner must buy at least one share at the
winning bid and may buy any number of the available shares. Then, starting
with the next player clockwise, each other player may buy any of the
remaining shares at the same price, once." The seat asked gets an amount
("Buy 2") beside "Buy nothing" where it may decline, and only a confirm of
buying nothing, which says why, when no share is affordable. The rules: :mod:`..buying`.
"""

from __future__ import annotations

from companion.core import (
    N_,
    Action,
    ActionRange,
    Actor,
    Amount,
    Choice,
    Confirm,
    Limit,
    N_plural,
    PickOption,
    Prompt,
)

from .. import buying, flow
from ..actions import Buy
from ..log import company_name
from ..state import BUY, State
from .step import Step, company_values


class BuyAfterAuction(Step):
    phase = BUY
    waiting_for = N_("a purchase")
    rules = {Buy: buying.buy}
    then = staticmethod(flow.after_company_sold)  # the next company's auction, or building

    def prompt(self, state: State) -> Prompt:
        assert state.buyer is not None
        low, high = buying.buy_limits(state, state.buyer)
        return Prompt(
            state.buyer,
            self.phase,
            data={
                "company": state.company,
                "price": state.price,
                "winner": state.winner,
                "available": state.shares.available[state.company],
                "low": low,
                "high": high,
            },
        )

    def legal_actions(self, state: State) -> list[Choice]:
        assert state.buyer is not None
        low, high = buying.buy_limits(state, state.buyer)
        return [ActionRange(Buy, "count", low, high, {"player": state.buyer})]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """An amount of 1 up to what the seat can pay, beside "Buy nothing" for a seat that may decline."""
        seat = prompt.player
        assert seat is not None
        # The winner's question asks how many: "Ann won Brown: buy shares at $8" stood right under the auction's
        # own "Ann wins the Brown auction at $8 a share.", the win said twice.
        label = (
            N_("{name}: how many {company} shares at ${price:,}?")
            if seat == state.winner
            else N_("{name}: buy {company} shares at ${price:,}?")
        )
        values = {**company_values(state), "price": state.price}
        offer = next(c for c in self.legal_actions(state) if isinstance(c, ActionRange))
        nothing = Buy(seat, 0)
        if offer.high < 1:  # no share affordable (the round stops once none is left): the question says so
            label = N_("{name} cannot pay ${price:,} for a share of {company}")
            return (Actor(seat, Confirm(label, values=values, action=nothing, button=N_("Buy nothing"))),)
        others = (PickOption("nothing", N_("Buy nothing"), nothing),) if nothing in offer else ()
        counts = ActionRange(Buy, "count", max(1, offer.low), offer.high, dict(offer.fixed))
        # What the seat can afford is said only where its cash, not the shares left, stops the count. The company
        # and the price are the question's ("Ann won Orange: buy shares at $6"): the note said them again under it.
        note = (
            N_plural("{available} share left", "{available} shares left", "available")
            if state.shares.available[state.company] <= offer.high
            else N_plural(
                "{available} share left, up to {high} affordable",
                "{available} shares left, up to {high} affordable",
                "available",
            )
        )
        left = {"available": state.shares.available[state.company], "high": offer.high, "note": note}
        decision = Amount(
            label,
            values={**values, **left},
            range=counts,
            unit=N_("shares"),
            others=others,
            button=N_("Buy {value} for {cost}"),  # the total, as every basket's purchase says it
            price=state.price,
            price_unit="$",
            limit=buy_limit(state, seat, offer.high),  # the range's top is what the seat can pay
        )
        return (Actor(seat, decision),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, ActionRange):
            if choice.cls is Buy:
                return f"buy {choice.low}..{choice.high} {company_name(state.company)}"
            return super().label(state, choice)
        return f"buy {choice.count}" if isinstance(choice, Buy) else super().label(state, choice)

    def pass_action(self, state: State, seat: int) -> Action | None:
        """The pass button buys nothing, for a seat asked that may decline (not the winner)."""
        return Buy(seat, 0) if state.buyer == seat and seat != state.winner else None


def buy_limit(state: State, seat: int, high: int) -> Limit:
    """Why the shares bought stop at ``high``: the company's last shares, or what the seat's cash pays for."""
    offer = state.offer
    assert offer is not None
    if offer.left <= high:
        return Limit(N_("shares left to buy: {count}"), {"count": offer.left})
    return Limit(
        N_("${cash:,} pays for at most {count} at ${price:,}"),
        {"cash": state.cash(seat), "count": high, "price": state.price},
    )
