"""What the Steam Barons screens say beside the decisions: hints, previews, checklists, the insight.

Built only from the engine's public contract (the prompt's data, the summary,
``Table.preview``), translated with ``_`` so the three languages read the
rulebook's terms. The checklists list what the companion cannot see on the
map and the players must check themselves before confirming.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core import N_
from companion.text.i18n import _, money, ngettext, number

from .drawing import company_name

BUILD_CHECKS = (
    N_("The company's track is continuous"),
    N_("No new city is built"),
)
PORT_CHECK = N_("Track starts from a port city, a city linked to a port, or the company's own track")
DELIVERY_CHECKS = (
    N_("The cube stops at the first city of its colour"),
    N_("No city or town visited twice, no link used twice"),
    N_("Only the company's own links and ownerless links"),
    N_("Black cubes go only to black cities"),
)


def build_checklist(game_map: str) -> list[str]:
    """What the controller checks on the map before entering a tile."""
    checks = [_(text) for text in BUILD_CHECKS]
    if game_map == "eastern_us":
        checks.append(_(PORT_CHECK))
    return checks


def delivery_checklist() -> list[str]:
    return [_(text) for text in DELIVERY_CHECKS]


def preview_lines(preview: Mapping[str, Any] | None) -> list[str]:
    """The engine's preview of a tile or a delivery, in words, before it is confirmed."""
    if not preview:
        return []
    if "issue" in preview:
        if not preview["can_pay"]:
            return [
                _("{company} can pay at most ${payable}: this ${cost} tile cannot be paid").format(
                    company=company_name(preview["company"]),
                    payable=number(preview["payable"]),
                    cost=number(preview["cost"]),
                )
            ]
        if preview["issue"]:
            return [
                ngettext(
                    "Issues {count} share (${value}) to pay for this ${cost} tile; the treasury is left with ${after}",
                    "Issues {count} shares (${value}) to pay for this ${cost} tile; the treasury is left with ${after}",
                    preview["issue"],
                ).format(
                    count=preview["issue"],
                    value=number(preview["issue_value"]),
                    cost=number(preview["cost"]),
                    after=number(preview["treasury_after"]),
                )
            ]
        # "Paid from the treasury: $5 then $1" read as two payments: the tile's cost, then what is left
        return [
            _("The treasury pays ${cost} for this tile and is left with ${after}").format(
                cost=number(preview["cost"]), after=number(preview["treasury_after"])
            )
        ]
    if "performance_after" in preview:
        return [
            _("Performance {before} then {after}").format(
                before=preview["performance"], after=preview["performance_after"]
            )
        ]
    return []


def insight_lines(summary: Mapping[str, Any]) -> list[str]:
    """The referee's insight: each company's payouts now and its price if phase 4 ran now."""
    lines = []
    for company, info in (summary.get("insight") or {}).items():
        after = "B" if info.get("bankrupt_after") else money(info.get("price_after"), "$")
        now = info.get("price_now")
        lines.append(
            _(
                "{company}: perf. {performance}, ${dividend}/share, CEO ${ceo}, profit ${profit}; "
                "price {now} then {after}"
            ).format(
                company=company_name(company),
                performance=info["performance"],
                dividend=number(info["dividend"]),
                ceo=number(info["ceo_bonus"]),
                profit=number(info["profit"]),
                now="B" if now is None else money(now, "$"),  # a company already on the track's B square
                after=after,
            )
        )
    return lines
