"""Big Shot in the console: the ring of auction spaces, the lots, the players, from the summary alone."""

from __future__ import annotations

from typing import Any

from companion.console.views import grid, player_lines, winners_line

LETTERS = {"red": "R", "yellow": "Y", "black": "B", "white": "W"}


def money(value: int | None) -> str:
    return "hidden" if value is None else f"{value}M"  # null: cash this viewer may not see


def player(info: dict[str, Any]) -> str:
    lots = ", ".join(info["lots"]) or "no lots"
    return (
        f"{'/'.join(info['colors']):<12} cash {money(info['cash']):>6}  debts {info['debts']}  {lots}  "
        f"fortune {money(info['fortune'])}"
    )


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    broker = summary["broker"]
    ring = [
        f"{'>' if i == broker else ' '}{i + 1:>2} {''.join(LETTERS[c] for c in space) or '-':<4}"
        for i, space in enumerate(summary["spaces"])
    ]
    lines = [f"   Turn {summary['turn']} of 18.  Cubes: R red, Y yellow, B black, W white.", *grid(ring, 6)]
    lines += ["   (> the broker)", "   Lots:"]
    for lot, info in summary["lots"].items():
        value = "park" if info["park"] else f"{info['value']}M"
        counts = " ".join(f"{LETTERS[c]}{n}" for c, n in info["cubes"].items()) or "empty"
        lines.append(f"   {lot:<4} {value:>5}  {counts}" + (f"  won by {info['owner']}" if info["owner"] else ""))
    lines += player_lines(summary, player, width=10)
    auction = summary["auction"]
    if auction is not None:
        high, bidder = auction["high_bid"], auction["high_bidder"]
        who = summary["players"][bidder]["name"] if bidder is not None else None
        lines.append(f"   Auction: {'no bid yet' if high is None else f'{high}M by {who}'}")
    return lines + winners_line(summary, "Nobody wins: nobody owns two lots.")
