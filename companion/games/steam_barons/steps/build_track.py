"""Build track: companies in order of play; the controller enters each tile's cost.

"Costs are paid from the company treasury, never by players. To pay, a company
may issue shares: each issued share puts $5 in its treasury ... only to cover
the cost just incurred, and only while unissued tokens remain." A company
builds at most its map's limit of tiles a turn. The controller fills a basket
of the tile's cost (quick buttons for the map's city link and terrain
surcharges) and whether it completes a link, beside End building; a company
that can pay nothing can only end. Before confirming, the preview shows the
shares the tile would issue. The rules: :mod:`..building`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core import N_, Action, ActionRange, Actor, Choice, N_plural, Prompt
from companion.core.decisions import Basket, BasketItem, Confirm, Limit, PickOption, Quick
from companion.data_classes import dataclass

from .. import building, flow
from ..actions import Build, EndBuild
from ..rules import ISSUE_VALUE
from ..state import BUILD, State
from .step import CompanyTurn, company_values


@dataclass(frozen=True, slots=True)
class BuildBasket(Basket):
    """The build entry: the tile's cost and a yes-or-no "completes a link"; the action carries a true boolean.

    The basket's price is the tile's cost, so its button reads "Build $5".
    """

    def make(self, quantities: Mapping[str, int]) -> Action:
        return Build(
            self.fixed["player"],
            quantities.get("cost", 0),
            bool(quantities.get("completes_link", 0)),
            self.fixed.get("company"),
        )

    def cost(self, quantities: Mapping[str, int]) -> int:
        return quantities.get("cost", 0)


TERRAINS = {"hill": N_("hill +${amount}"), "mountain": N_("mountain +${amount}")}
"""The map's terrain surcharges as quick buttons beside a tile's cost (unknown terrains read "+$n")."""


def map_costs(state: State) -> tuple[Quick, ...]:
    """Quick buttons for the tile's cost: one more dollar, the map's city link, each terrain's surcharge."""
    rules = state.map_rules
    quick = [Quick(N_("+${amount}"), 1)]
    if rules.city_link:
        quick.append(Quick(N_("city link ${amount}"), rules.city_link, adds=False))
    quick += [Quick(TERRAINS.get(terrain, N_("+${amount}")), extra) for terrain, extra in rules.surcharges.items()]
    return tuple(quick)


class BuildTrack(CompanyTurn):
    phase = BUILD
    waiting_for = N_("a tile or the end of building")
    rules = {Build: building.build, EndBuild: building.end_build}
    then = staticmethod(flow.after_build)  # the next company builds, or shipping begins

    def facts(self, state: State, company: str) -> dict[str, Any]:
        rules = state.map_rules
        return {
            "tiles": state.tiles,
            "limit": state.limit(),
            "treasury": state.treasury(company),
            "unissued": state.shares.unissued[company],
            "payable": building.payable(state, company),
            "city_link": rules.city_link,
            "surcharges": dict(rules.surcharges),
        }

    def legal_actions(self, state: State) -> list[Choice]:
        company = state.company
        controller = state.companies[company].controller
        assert controller is not None
        most = building.payable(state, company)
        built: list[Choice] = []
        if most >= 1:
            built = [
                ActionRange(Build, "cost", 1, most, {"player": controller, "completes_link": link, "company": company})
                for link in (False, True)
            ]
        return [*built, EndBuild(controller, company)]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """A basket of the tile's cost and "completes a link" beside End building (only End with no money)."""
        seat = prompt.player
        assert seat is not None
        company = state.company
        legal = self.legal_actions(state)
        ranges = [c for c in legal if isinstance(c, ActionRange)]
        end = PickOption("end_build", N_("End building"), EndBuild(seat, company))
        if not ranges:  # no money and no share left to issue: the company can only stop
            confirm = Confirm(
                N_("{name} builds for {company}: no money and no share left to issue"),
                values=company_values(state),
                action=end.action,
                button=end.label,
            )
            return (Actor(seat, confirm),)
        high = ranges[0].high
        items = (
            BasketItem(
                "cost",
                N_("tile cost ($)"),
                high=high,
                low=1,
                start=2,
                quick=map_costs(state),
                limit=Limit(N_("the treasury and the shares left to issue pay at most ${most:,}"), {"most": high}),
            ),
            BasketItem("completes_link", N_("completes a link"), high=1, switch=True),
        )
        basket = BuildBasket(
            N_("{name} builds for {company}: tile {tile} of {limit}"),
            values={
                **company_values(state),
                "tile": state.tiles + 1,
                "limit": state.limit(),
                "treasury": state.treasury(company),
                "unissued": state.shares.unissued[company],
                # "0 shares to issue at $5" priced nothing: with every share issued the treasury alone pays. The
                # question above names the company and the tile ("Ann builds for Orange: tile 1 of 2"): the note
                # said "Orange: tile 1 of 2; …" again under it
                "note": N_plural(
                    "Treasury ${treasury:,}, {unissued} share to issue at $5",
                    "Treasury ${treasury:,}, {unissued} shares to issue at $5",
                    "unissued",
                )
                if state.shares.unissued[company]
                else N_("Treasury ${treasury:,}, no share left to issue"),
            },
            items=items,
            cls=Build,
            fixed={"player": seat, "company": company},
            choices=tuple(legal),
            unit="$",
            others=(end,),
            button=N_("Build {cost}"),
        )
        return (Actor(seat, basket),)

    def label(self, state: State, choice: Action | ActionRange) -> str:
        if isinstance(choice, ActionRange):
            if choice.cls is Build:
                link = " completing a link" if choice.fixed.get("completes_link") else ""
                return f"tile ${choice.low}..${choice.high}{link}"
            return super().label(state, choice)
        if isinstance(choice, Build):
            return f"tile ${choice.cost}" + (" completing a link" if choice.completes_link else "")
        return "end building" if isinstance(choice, EndBuild) else super().label(state, choice)

    def preview(self, state: State, action: Action) -> Any:
        """A tile's issue and the treasury after it."""
        if type(action) is Build and type(action.cost) is int:
            return build_preview(state, action.cost)
        return None

    def pass_action(self, state: State, seat: int) -> Action | None:
        """The pass button ends the building, for the company's controller."""
        company = state.company
        return EndBuild(seat, company) if state.companies[company].controller == seat else None


def build_preview(state: State, cost: int) -> dict[str, Any]:
    """What a tile of ``cost`` would do to the building company: the issue before confirming."""
    company = state.company
    treasury = state.treasury(company)
    payable = building.payable(state, company)
    issue = building.shares_to_issue(treasury, cost) if cost <= payable else 0
    return {
        "company": company,
        "cost": cost,
        "treasury": treasury,
        "unissued": state.shares.unissued[company],
        "payable": payable,
        "can_pay": 1 <= cost <= payable,
        "issue": issue,
        "issue_value": issue * ISSUE_VALUE,
        "treasury_after": treasury + ISSUE_VALUE * issue - cost if cost <= payable else treasury,
        "tiles": state.tiles,
        "limit": state.limit(),
    }
