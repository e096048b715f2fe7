"""Buy shares, the auction: one English auction per company with shares in Available Shares.

"The first-player marker holder bids first, then clockwise; a player may pass,
and a pass is final for that auction. The first bid is at least the current
share price (at least $1 if the price is 0); each later bid is higher."
**Ruling**: nobody bids more than their cash. The seat to bid is asked for an
amount (the high bid, its bidder, its cash as the cap) beside Pass; a seat
that cannot pay the minimum can only pass. The rules: :mod:`..buying`.
"""

from __future__ import annotations

from typing import Any

from companion.core import N_, Action, ActionRange, Actor, Amount, Choice, Confirm, Limit, N_plural, PickOption, Prompt

from .. import buying, flow
from ..actions import Bid, Pass
from ..state import AUCTION, State
from .step import Step, company_values


class Auction(Step):
    phase = AUCTION
    waiting_for = N_("a bid or a pass")
    rules = {Bid: buying.bid, Pass: buying.pass_}
    then = staticmethod(flow.after_company_sold)  # the next company's auction, or building

    def prompt(self, state: State) -> Prompt:
        auction = state.auction
        assert auction is not None and auction.to_act is not None
        seat = auction.to_act
        return Prompt(
            seat,
            self.phase,
            data={
                "company": state.company,
                "available": state.shares.available[state.company],
                "high_bid": auction.high_bid,
                "high_bidder": auction.high_bidder,
                "min_next_bid": auction.min_next_bid,
                "max_bid": state.cash(seat),
            },
        )

    def legal_actions(self, state: State) -> list[Choice]:
        assert state.auction is not None
        seat = state.auction.to_act
        assert seat is not None
        choices: list[Choice] = [Pass(seat)]
        low, high = buying.bid_range(state, seat)
        if low <= high:
            choices.append(ActionRange(Bid, "amount", low, high, {"player": seat}))
        return choices

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """An amount up to the seat's cash beside Pass; only Pass when the cash is short of the minimum."""
        auction = state.auction
        seat = prompt.player
        assert auction is not None and seat is not None
        values = company_values(state)
        ranges = [c for c in self.legal_actions(state) if isinstance(c, ActionRange)]
        low, _ = buying.bid_range(state, seat)
        if not ranges:
            confirm = Confirm(
                N_("{name} cannot pay ${minimum:,} for {company}: pass"),
                values={**values, "minimum": low},
                action=Pass(seat),
                button=N_("Pass"),
            )
            return (Actor(seat, confirm),)
        cash = state.cash(seat)
        decision = Amount(
            N_("{name}: bid for {company}"),
            values={**values, "minimum": low, **_on_offer(state)},
            range=ranges[0],
            high_bid=auction.high_bid,
            high_bidder=auction.high_bidder,
            cap=cash,
            unit="$",
            others=(PickOption("pass", N_("Pass"), Pass(seat)),),
            limit=Limit(N_("{name} has ${cash:,} and cannot bid more"), {"name": state.names[seat], "cash": cash}),
        )
        return (Actor(seat, decision),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, ActionRange):
            return f"bid ${choice.low}..${choice.high}" if choice.cls is Bid else super().label(state, choice)
        if isinstance(choice, Bid):
            return f"bid ${choice.amount}"
        return "pass" if isinstance(choice, Pass) else super().label(state, choice)

    def pass_action(self, state: State, seat: int) -> Action | None:
        """The pass button passes a bid, for the seat to bid."""
        return Pass(seat) if state.auction is not None and state.auction.to_act == seat else None


def _on_offer(state: State) -> dict[str, Any]:
    """What a bidder weighs beside the bid: the shares on offer, with the note that says so under the question on
    every front-end.

    The standing bid and its bidder are the decision's own (``high_bid``), which every front-end writes above
    the number ("High bid $6 by Ann"); the note said them too, and the bid panel gave the high bid twice.
    """
    assert state.auction is not None
    available = state.shares.available[state.company]
    # The shares counted with their noun ("1 share on offer"): "Nero: 1 in vendita" did not say 1 of what. The
    # company is the question's ("Ann: bid for Wood"), the least bid the range's ("$7 to $30") on every front-end:
    # "Wood: 1 share on offer, next bid at least $7" said both again.
    note = N_plural("{available} share on offer", "{available} shares on offer", "available")
    return {"available": available, "note": note}
