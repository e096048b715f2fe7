"""Steam Barons as text: the console's board (players, companies, the moment), from the summary only, and the
order of play typed in words (:func:`parse`).

``private_for`` is the seat whose own sealed sale may be shown (the summary
already hides everyone else's). Lines stay under 60 characters.
"""

from __future__ import annotations

import re
from typing import Any

from companion.core import N_, PUBLIC, Entry, RuleViolation
from companion.core.records import Action
from companion.games.steam_barons.actions import CompanyOrder
from companion.games.steam_barons.rules import COMPANY_NAMES, MAP_NAMES
from companion.text.i18n import _

PHASES = {
    "company_order": "draw the order of play",
    "first_player": "draw the first player",
    "auction": "buy shares",
    "buy": "buy shares",
    "build": "build track",
    "deliver": "ship goods",
    "sell": "sell shares",
    "over": "game over",
}


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    players = summary.get("players", [])

    def name(seat: Any) -> str:
        return players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players) else "-"

    def shares(held: dict[str, int], certificates: Any = ()) -> str:
        return ", ".join(f"{COMPANY_NAMES.get(c, c)} {n}{'*' if c in certificates else ''}" for c, n in held.items())

    lines = []
    for seat, player in enumerate(players):
        mine = {**{c: 0 for c in player.get("certificates", [])}, **player.get("shares", {})}
        crown = " (winner)" if seat in (summary.get("winners") or []) else ""
        lines.append(
            f" {'>' if seat == summary.get('current_player') else ' '} {seat + 1}. {player['name']:<8} "
            f"${player.get('cash', 0):<4} {shares(mine, player.get('certificates', [])) or 'no shares'}"
            f"{crown}"
        )
    lines.append(
        f"   Turn {summary.get('turn', 1)} of 5: {PHASES.get(summary.get('phase', ''), '')}. "
        f"{MAP_NAMES.get(summary.get('map', ''), '')}"
    )
    card = summary.get("card", {})
    lines.append(
        f"   Card: {card.get('name')}" if card.get("calibrated") else "   Card: placeholder numbers (uncalibrated)"
    )
    if summary.get("order"):
        lines.append("   Order: " + ", ".join(COMPANY_NAMES.get(c, c) for c in summary["order"]))
    if summary.get("first_player") is not None:
        lines.append(f"   First-player marker: {name(summary['first_player'])}   (* certificate)")
    lines.append(
        f"   {'Company':<8} {'price':>5} {'perf':>4} {'treas':>5} {'control':<8} {'avail':>5} "
        f"{'unissued':>8} {'links':>5}"
    )
    for company, firm in summary.get("companies", {}).items():
        label = COMPANY_NAMES.get(company, company)
        if firm.get("removed"):
            lines.append(f"   {label:<8} B     bankrupt, removed; {firm.get('links', 0)} links ownerless")
            continue
        price = "B" if firm.get("price") is None else f"${firm['price']}"
        lines.append(
            f"   {label:<8} {price:>5} {firm.get('performance', 0):>4} {'$' + str(firm.get('treasury', 0)):>5} "
            f"{name(firm.get('controller'))[:8]:<8} {firm.get('available', 0):>5} "
            f"{firm.get('unissued', 0):>8} {firm.get('links', 0):>5}"
        )
    if summary.get("ownerless_links"):
        lines.append(f"   Ownerless links: {summary['ownerless_links']}")
    at, auction, data = (
        COMPANY_NAMES.get(summary.get("at") or "", ""),
        summary.get("auction") or {},
        (summary.get("prompt") or {}).get("data", {}),
    )
    if summary.get("phase") == "auction" and auction:
        high = auction.get("high_bid")
        lines.append(
            f"   Auction of {at} ({auction.get('available')} available): "
            + ("no bid yet" if high is None else f"${high} by {name(auction.get('high_bidder'))}")
        )
    elif summary.get("phase") == "buy" and auction:
        lines.append(
            f"   {name(auction.get('winner'))} won {at} at ${auction.get('price')}; {auction.get('available')} left"
        )
    elif summary.get("phase") == "build":
        lines.append(
            f"   {at} builds: tile {data.get('tiles', 0) + 1} of {data.get('limit')}, "
            f"can pay up to ${data.get('payable')}"
        )
    sales = summary.get("sales")
    if summary.get("phase") == "sell" and sales:
        lines.append(f"   Sales chosen: {', '.join(name(s) for s in sales['chosen']) or 'nobody yet'}")
        lines.append(f"   Waiting for: {', '.join(name(s) for s in sales['waiting_for'])}")
        if private_for is not None and sales.get("own") is not None:
            sold = ", ".join(f"{n} {COMPANY_NAMES.get(c, c)}" for c, n in sales["own"].items())
            lines.append(f"   Your sealed sale: {sold or 'nothing'}")
    moves = [
        f"{COMPANY_NAMES.get(m['company'], m['company'])} {m['old']}->{'B' if m['new'] is None else m['new']}"
        for m in summary.get("last_adjustment") or []
    ]
    if moves and summary.get("phase") in ("sell", "company_order", "over"):
        lines += ["   Prices moved: " + ", ".join(moves[:3])] + (["   " + ", ".join(moves[3:])] if moves[3:] else [])
    if summary.get("over"):
        winners = [name(seat) for seat in summary.get("winners", [])]
        lines.append(f"   Winner: {winners[0]}" if len(winners) == 1 else f"   Shared win: {', '.join(winners)}")
    return lines


ORDER_WORDS = (N_("order"),)
"""The word a typed order of play may start with ("order white wood …")."""


class UnknownCompany(RuleViolation):
    code = "unknown_company"
    template = N_("'{text}' is not one company: type the companies' names ({names}) in the order drawn.")


def parse(text: str, table: Any) -> Action | RuleViolation | None:
    """The action a typed line means in Steam Barons' words (None: not its words; the console goes on).

    The order of play is drawn from a real bag at the table, so the console
    takes it as the companies' names in the order drawn ("white wood green
    brown black orange"), in English or the player's language, each as
    much of its name as tells it from the others ("wh wo g br bl o"). What is
    not every company once is the engine's to refuse, with its reason.
    """
    main = table.prompt().primary()
    decision = main.decision if main is not None else None
    if not isinstance(decision, Entry) or decision.choice is None or decision.choice.type != "company_order":
        return None
    tokens = [token.casefold() for token in re.split(r"[\s,;:>]+", text.strip()) if token]
    if tokens and tokens[0] in {word.casefold() for english in ORDER_WORDS for word in (english, _(english))}:
        tokens = tokens[1:]
    if not tokens:
        return None
    companies = [c for c, firm in table.summary(PUBLIC)["companies"].items() if not firm.get("removed")]
    names = {c: {c.casefold(), _(COMPANY_NAMES[c]).casefold(), COMPANY_NAMES[c].casefold()} for c in companies}
    order = []
    for token in tokens:
        found = [c for c, said in names.items() if token in said] or [
            c for c, said in names.items() if any(name.startswith(token) for name in said)
        ]
        if len(found) != 1:
            listed = ", ".join(_(COMPANY_NAMES[c]) for c in companies)
            return UnknownCompany(text=token, names=listed)
        order.append(found[0])
    return CompanyOrder(tuple(order))
