"""Big Shot in the console: the ring of auction spaces, the lots, the players, from the summary alone."""

from __future__ import annotations

from typing import Any

LETTERS = {"red": "R", "yellow": "Y", "black": "B", "white": "W"}


def cubes(colours: list[str]) -> str:
    return "".join(LETTERS.get(c, "?") for c in colours) or "-"


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines = [f"   Turn {summary.get('turn', '?')} of 18.  Cubes: R red, Y yellow, B black, W white."]
    broker = summary.get("broker")
    spaces = summary.get("spaces", [])
    row = []
    for index, space in enumerate(spaces):
        mark = ">" if index == broker else " "
        row.append(f"{mark}{index + 1:>2} {cubes(space):<4}")
        if len(row) == 6:
            lines.append("   " + "  ".join(row))
            row = []
    if row:
        lines.append("   " + "  ".join(row))
    lines.append("   (> the broker)")
    lines.append("   Lots:")
    for lot, info in summary.get("lots", {}).items():
        value = "park" if info.get("park") else f"{info.get('value')}M"
        counts = " ".join(f"{LETTERS.get(c, c)}{n}" for c, n in info.get("cubes", {}).items()) or "empty"
        owner = info.get("owner")
        status = f"  won by {owner}" if owner else ""
        lines.append(f"   {lot:<4} {value:>5}  {counts}{status}")
    current = summary.get("current_player")
    for seat, player in enumerate(summary.get("players", [])):
        cash = player.get("cash")
        money = "hidden" if cash is None else f"{cash}M"
        marker = ">" if seat == current else " "
        colours = "/".join(player.get("colors", []))
        lots = ", ".join(player.get("lots", [])) or "no lots"
        fortune = player.get("fortune")
        worth = "hidden" if fortune is None else f"{fortune}M"
        lines.append(f" {marker} {seat + 1}. {player.get('name', '?'):<10} {colours:<12} cash {money:>6}  "
                     f"debts {player.get('debts', 0)}  {lots}  fortune {worth}")
    auction = summary.get("auction")
    if isinstance(auction, dict):
        high = auction.get("high_bid")
        bidder = auction.get("high_bidder")
        who = summary["players"][bidder]["name"] if isinstance(bidder, int) else None
        lines.append(f"   Auction: {'no bid yet' if high is None else f'{high}M by {who}'}")
    if summary.get("over"):
        winners = [summary["players"][w]["name"] for w in summary.get("winners", [])]
        lines.append(f"   Winner: {', '.join(winners)}" if winners else "   Nobody wins: nobody owns two lots.")
    return lines
