"""What the Steam Barons screens say beside the decisions: hints, previews, checklists, the insight.

Built only from the engine's public contract (the prompt's data, the summary,
``Table.preview``), translated with ``_`` so the three languages read the
rulebook's terms. The checklists list what the companion cannot see on the
map and the players must check themselves before confirming.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core import N_
from companion.text.i18n import _, ngettext

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


def hint(prompt: Mapping[str, Any], name: Callable[[int], str]) -> str | None:
    """One line above the decision: what is at stake now (the widgets show the numbers being entered)."""
    kind = prompt.get("kind")
    data = prompt.get("data") or {}
    company = company_name(data["company"]) if isinstance(data.get("company"), str) else ""
    if kind == "auction":
        if data.get("high_bid") is None:
            return _("{company}: {available} on offer, opening bid at least ${minimum}").format(
                company=company, available=data.get("available", 0), minimum=data.get("min_next_bid")
            )
        bidder = data.get("high_bidder")
        return _("{company}: {available} on offer, ${high} by {name}, next bid at least ${minimum}").format(
            company=company,
            available=data.get("available", 0),
            high=data.get("high_bid"),
            name=name(bidder) if isinstance(bidder, int) else "?",
            minimum=data.get("min_next_bid"),
        )
    if kind == "buy":
        return _("{company} at ${price} a share: {available} left, up to {high} affordable").format(
            company=company, price=data.get("price"), available=data.get("available"), high=data.get("high")
        )
    if kind == "build":
        return ngettext(
            "{company}: tile {tile} of {limit}; treasury ${treasury}, {unissued} share to issue at $5",
            "{company}: tile {tile} of {limit}; treasury ${treasury}, {unissued} shares to issue at $5",
            data.get("unissued") or 0,
        ).format(
            company=company,
            tile=data.get("tiles", 0) + 1,
            limit=data.get("limit"),
            treasury=data.get("treasury"),
            unissued=data.get("unissued"),
        )
    if kind == "deliver":
        return ngettext(
            "{company}: {links} own link, {ownerless} ownerless; only own links add performance",
            "{company}: {links} own links, {ownerless} ownerless; only own links add performance",
            data.get("links") or 0,
        ).format(company=company, links=data.get("links"), ownerless=data.get("ownerless"))
    if kind == "sell" and data.get("last_turn"):  # otherwise the sealed hand-over says it all
        return _("Last turn: every share is sold, each seat in secret.")
    if kind == "company_order":
        return _("Draw the company tokens from the bag, or let the companion draw.")
    return None


def preview_lines(preview: Mapping[str, Any] | None) -> list[str]:
    """The engine's preview of a tile or a delivery, in words, before it is confirmed."""
    if not preview:
        return []
    if "issue" in preview:
        if not preview["can_pay"]:
            return [
                _("{company} can pay at most ${payable}: this ${cost} tile cannot be paid").format(
                    company=company_name(preview["company"]), payable=preview["payable"], cost=preview["cost"]
                )
            ]
        if preview["issue"]:
            return [
                ngettext(
                    "Issues {count} share (${value}); treasury ${before} then ${after}",
                    "Issues {count} shares (${value}); treasury ${before} then ${after}",
                    preview["issue"],
                ).format(
                    count=preview["issue"],
                    value=preview["issue_value"],
                    before=preview["treasury"],
                    after=preview["treasury_after"],
                )
            ]
        return [
            _("Paid from the treasury: ${before} then ${after}").format(
                before=preview["treasury"], after=preview["treasury_after"]
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
        after = "B" if info.get("bankrupt_after") else f"${info.get('price_after')}"
        now = info.get("price_now")
        lines.append(
            _(
                "{company}: perf. {performance}, ${dividend}/share, CEO ${ceo}, profit ${profit}; "
                "price {now} then {after}"
            ).format(
                company=company_name(company),
                performance=info["performance"],
                dividend=info["dividend"],
                ceo=info["ceo_bonus"],
                profit=info["profit"],
                now="B" if now is None else f"${now}",  # a company already on the track's B square
                after=after,
            )
        )
    return lines
