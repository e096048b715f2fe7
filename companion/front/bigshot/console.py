"""Big Shot in the console: the ring of auction spaces, the lots, the players, from the summary alone."""

from __future__ import annotations

from typing import Any

LETTERS = {"red": "R", "yellow": "Y", "black": "B", "white": "W"}


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines = [f"   Turn {summary.get('turn', '?')} of 18.  Cubes: R red, Y yellow, B black, W white."]
    broker, spaces = summary.get("broker"), summary.get("spaces", [])
    ring = [
        f"{'>' if i == broker else ' '}{i + 1:>2} {''.join(LETTERS.get(c, '?') for c in s) or '-':<4}"
        for i, s in enumerate(spaces)
    ]
    lines += ["   " + "  ".join(ring[i : i + 6]) for i in range(0, len(ring), 6)] + ["   (> the broker)", "   Lots:"]
    for lot, info in summary.get("lots", {}).items():
        value = "park" if info.get("park") else f"{info.get('value')}M"
        counts = " ".join(f"{LETTERS.get(c, c)}{n}" for c, n in info.get("cubes", {}).items()) or "empty"
        lines.append(f"   {lot:<4} {value:>5}  {counts}" + (f"  won by {info['owner']}" if info.get("owner") else ""))
    for seat, player in enumerate(summary.get("players", [])):
        cash, fortune = player.get("cash"), player.get("fortune")
        lots = ", ".join(player.get("lots", [])) or "no lots"
        mark = ">" if seat == summary.get("current_player") else " "
        lines.append(
            f" {mark} {seat + 1}. {player.get('name', '?'):<10} {'/'.join(player.get('colors', [])):<12} "
            f"cash {'hidden' if cash is None else f'{cash}M':>6}  debts {player.get('debts', 0)}  {lots}  "
            f"fortune {'hidden' if fortune is None else f'{fortune}M'}"
        )
    auction = summary.get("auction")
    if isinstance(auction, dict):
        high, bidder = auction.get("high_bid"), auction.get("high_bidder")
        who = summary["players"][bidder]["name"] if isinstance(bidder, int) else None
        lines.append(f"   Auction: {'no bid yet' if high is None else f'{high}M by {who}'}")
    if summary.get("over"):
        winners = [summary["players"][w]["name"] for w in summary.get("winners", [])]
        lines.append(f"   Winner: {', '.join(winners)}" if winners else "   Nobody wins: nobody owns two lots.")
    return lines
