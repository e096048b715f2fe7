"""Steam Barons as text: the console's board and the touchscreen's private panel.

Drawn from the summary only (``private_for`` is the seat whose own sealed
sale may be shown; the summary already hides everyone else's). Lines stay
short (under 60 characters) so the touchscreen's private panel shows them whole.
"""

from __future__ import annotations

from typing import Any

NAMES = {"orange": "Orange", "green": "Green", "brown": "Brown", "wood": "Wood", "black": "Black", "white": "White"}
PHASES = {
    "company_order": "draw the order of play", "first_player": "draw the first player", "auction": "buy shares",
    "buy": "buy shares", "build": "build track", "deliver": "ship goods", "sell": "sell shares", "over": "game over",
}
MAPS = {"eastern_us": "Eastern US", "northern_england": "Northern England"}


def _name(summary: dict[str, Any], seat: Any) -> str:
    players = summary.get("players", [])
    return players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players) else "-"


def _shares(shares: dict[str, int]) -> str:
    return ", ".join(f"{count} {NAMES.get(company, company)}" for company, count in shares.items()) or "nothing"


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines: list[str] = []
    current = summary.get("current_player")
    for seat, player in enumerate(summary.get("players", [])):
        marker = ">" if seat == current else " "
        crown = " (winner)" if seat in (summary.get("winners") or []) else ""
        held = ", ".join(f"{NAMES.get(c, c)} {n}{'*' if c in player.get('certificates', []) else ''}"
                         for c, n in player.get("shares", {}).items())
        bare = [NAMES.get(c, c) + " 0*" for c in player.get("certificates", []) if c not in player.get("shares", {})]
        held = ", ".join(part for part in (held, ", ".join(bare)) if part) or "no shares"
        lines.append(f" {marker} {seat + 1}. {player.get('name', '?'):<8} ${player.get('cash', 0):<4} {held}{crown}")
    turn = summary.get("turn", 1)
    lines.append(f"   Turn {turn} of 5: {PHASES.get(summary.get('phase', ''), summary.get('phase', ''))}. "
                 f"{MAPS.get(summary.get('map', ''), '')}")
    card = summary.get("card", {})
    lines.append("   Card: placeholder numbers (uncalibrated)" if not card.get("calibrated")
                 else f"   Card: {card.get('name', 'calibrated')}")
    order = ", ".join(NAMES.get(c, c) for c in summary.get("order", []))
    if order:
        lines.append(f"   Order: {order}")
    if summary.get("first_player") is not None:
        lines.append(f"   First-player marker: {_name(summary, summary['first_player'])}   (* certificate)")
    lines.append(f"   {'Company':<8} {'price':>5} {'perf':>4} {'treas':>5} {'control':<8} {'avail':>5} "
                 f"{'unissued':>8} {'links':>5}")
    for company, firm in summary.get("companies", {}).items():
        name = NAMES.get(company, company)
        if firm.get("removed"):
            lines.append(f"   {name:<8} B     bankrupt, removed; {firm.get('links', 0)} links ownerless")
            continue
        price = "B" if firm.get("price") is None else f"${firm['price']}"
        lines.append(f"   {name:<8} {price:>5} {firm.get('performance', 0):>4} {'$' + str(firm.get('treasury', 0)):>5} "
                     f"{_name(summary, firm.get('controller'))[:8]:<8} {firm.get('available', 0):>5} "
                     f"{firm.get('unissued', 0):>8} {firm.get('links', 0):>5}")
    if summary.get("ownerless_links"):
        lines.append(f"   Ownerless links: {summary['ownerless_links']}")
    lines += _moment(summary, private_for)
    moves = summary.get("last_adjustment") or []
    if moves and summary.get("phase") in ("sell", "company_order", "over"):
        lines.append("   Prices moved: " + ", ".join(
            f"{NAMES.get(m['company'], m['company'])} {m['old']}->{'B' if m['new'] is None else m['new']}"
            for m in moves[:3]))
        if len(moves) > 3:
            lines.append("   " + ", ".join(
                f"{NAMES.get(m['company'], m['company'])} {m['old']}->{'B' if m['new'] is None else m['new']}"
                for m in moves[3:]))
    if summary.get("over"):
        winners = [_name(summary, seat) for seat in summary.get("winners", [])]
        lines.append(f"   Winner: {winners[0]}" if len(winners) == 1 else f"   Shared win: {', '.join(winners)}")
    return lines


def _moment(summary: dict[str, Any], private_for: int | None) -> list[str]:
    """What the table is doing now: the auction, the offer, the building company, the sales."""
    phase = summary.get("phase")
    at = NAMES.get(summary.get("at") or "", "")
    auction = summary.get("auction") or {}
    if phase == "auction" and auction:
        high = auction.get("high_bid")
        standing = "no bid yet" if high is None else f"${high} by {_name(summary, auction.get('high_bidder'))}"
        return [f"   Auction of {at} ({auction.get('available')} available): {standing}",
                f"   {_name(summary, auction.get('to_act'))} to bid, at least ${auction.get('min_next_bid')}"]
    if phase == "buy" and auction:
        return [f"   {_name(summary, auction.get('winner'))} won {at} at ${auction.get('price')}; "
                f"{auction.get('available')} left",
                f"   {_name(summary, auction.get('buyer'))} may buy now"]
    if phase == "build":
        data = (summary.get("prompt") or {}).get("data", {})
        return [f"   {at} builds: tile {data.get('tiles', 0) + 1} of {data.get('limit')}, can pay up to "
                f"${data.get('payable')}"]
    if phase == "deliver":
        return [f"   {at} ships, round {summary.get('round')} of 2"]
    sales = summary.get("sales")
    if phase == "sell" and sales:
        lines = [f"   Sales chosen: {', '.join(_name(summary, s) for s in sales['chosen']) or 'nobody yet'}",
                 f"   Waiting for: {', '.join(_name(summary, s) for s in sales['waiting_for'])}"]
        if private_for is not None and sales.get("own") is not None:
            lines.append(f"   Your sealed sale: {_shares(sales['own'])}")
        return lines
    return []
