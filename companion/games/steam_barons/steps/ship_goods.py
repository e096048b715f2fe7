"""Ship goods: two rounds; in each, every company in order of play may ship one cube.

"A cube ... may use only the company's own links and ownerless links (left by
bankrupt companies). The company's performance rises by the number of its
**own** links used." The controller fills a basket of own and ownerless links
beside Skip delivery; before confirming, the preview shows the performance
the delivery reaches. The rules: :mod:`..shipping`.
"""

from __future__ import annotations

from typing import Any

from companion.core import N_, Action, ActionRange, Actor, Basket, BasketItem, Choice, N_plural, PickOption, Prompt

from .. import flow, shipping
from ..actions import Deliver, SkipDelivery
from ..choices import Deliveries
from ..state import DELIVER, State
from .step import CompanyTurn, company_values


class ShipGoods(CompanyTurn):
    phase = DELIVER
    waiting_for = N_("a delivery or a skip")
    rules = {Deliver: shipping.deliver, SkipDelivery: shipping.skip}
    then = staticmethod(flow.after_delivery)  # the next company ships, the next round, or phase 4

    def facts(self, state: State, company: str) -> dict[str, Any]:
        return {"round": state.round, "links": state.companies[company].links, "ownerless": state.ownerless}

    def legal_actions(self, state: State) -> list[Choice]:
        company = state.company
        controller = state.companies[company].controller
        assert controller is not None
        return [
            Deliveries(controller, state.companies[company].links, state.ownerless, company),
            SkipDelivery(controller, company),
        ]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """A basket of own and ownerless links beside Skip delivery.

        A kind of link the company has none of is left out (its count is 0 in the delivery): a line showing a bare
        0 with nothing to tap read like a fault, on a map where nobody has gone bankrupt yet; the note says there
        are none in words, as the board's lines leave ownerless links out until there are some."""
        seat = prompt.player
        assert seat is not None
        company = state.company
        items = tuple(
            item
            for item in (
                BasketItem("own_links", N_("own links"), high=state.companies[company].links),
                BasketItem("ownerless_links", N_("ownerless links"), high=state.ownerless),
            )
            if item.high > 0
        ) or (BasketItem("own_links", N_("own links"), high=0),)  # (no delivery at all: Skip is all there is)
        none = {item: 0 for item in ("own_links", "ownerless_links") if item not in {i.key for i in items}}
        note = (  # the question above names the company ("Ann ships for Orange: round 1 of 2"): not again here
            N_plural(
                "{links} own link, {ownerless} ownerless; only own links add performance",
                "{links} own links, {ownerless} ownerless; only own links add performance",
                "links",
            )
            if state.ownerless
            else N_plural(
                "{links} own link; no ownerless links on the map",
                "{links} own links; no ownerless links on the map",
                "links",
            )
        )
        basket = Basket(
            N_("{name} ships for {company}: round {round} of 2"),
            values={
                **company_values(state),
                "round": state.round,
                "links": state.companies[company].links,
                "ownerless": state.ownerless,
                "note": note,
            },
            items=items,
            cls=Deliver,
            fixed={"player": seat, "company": company, **none},
            choices=tuple(self.legal_actions(state)),
            others=(PickOption("skip_delivery", N_("Skip delivery"), SkipDelivery(seat, company)),),
            button=N_("Deliver"),
        )
        return (Actor(seat, basket),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, Deliver):
            return f"deliver {choice.own_links} own + {choice.ownerless_links} ownerless links"
        return "skip delivery" if isinstance(choice, SkipDelivery) else super().label(state, choice)

    def preview(self, state: State, action: Action) -> Any:
        """The performance a delivery brings the company to."""
        if type(action) is Deliver and type(action.own_links) is int:
            firm = state.companies[state.company]
            return {
                "company": state.company,
                "performance": firm.performance,
                "performance_after": firm.performance + max(0, action.own_links),
            }
        return None

    def pass_action(self, state: State, seat: int) -> Action | None:
        """The pass button skips the delivery, for the company's controller."""
        company = state.company
        return SkipDelivery(seat, company) if state.companies[company].controller == seat else None
