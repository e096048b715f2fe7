"""Mad Market as text: the console's board and the touchscreen's private panel.

Drawn from the summary only, in short lines (under 60 characters where the
names allow): each player (cash, VP, square, shares by stock, companies,
brokers, guards, pack), the six stocks with their values, the forecast and
its next field, the police count, then what the table is doing now (the
offer, the fight round by round, the auction, the debt) and the end.
Nothing in Mad Market is hidden, so ``private_for`` changes nothing.
"""

from __future__ import annotations

from typing import Any

from .texts import fight_rounds

PHASES = {
    "start_roll": "the roll-off",
    "roll": "the dice",
    "land": "the landing",
    "fight": "a fight",
    "crisis": "the crisis die",
    "auction": "an auction",
    "debt": "a debt",
    "open": "trades and items",
    "over": "game over",
}


def _name(summary: dict[str, Any], seat: Any) -> str:
    players = summary.get("players", [])
    return players[seat]["name"] if isinstance(seat, int) and 0 <= seat < len(players) else "-"


def _code(summary: dict[str, Any], stock: Any) -> str:
    return (summary.get("stocks", {}).get(str(stock)) or {}).get("code", str(stock))


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    lines: list[str] = []
    current = summary.get("current_player")
    winners = summary.get("winners") or []
    for seat, player in enumerate(summary.get("players", [])):
        marker = ">" if seat == current else " "
        state = " (out)" if player.get("out") else " (winner)" if seat in winners else ""
        lines.append(
            f" {marker} {seat + 1}. {player.get('name', '?'):<8} {player.get('cash', 0):>5}  "
            f"{player.get('vp', 0):>2} VP  at {player.get('square', '?')}{state}"
        )
        held = " ".join(f"{_code(summary, s)} {n}" for s, n in player.get("shares", {}).items())
        kit = " ".join(
            part
            for part in (
                f"brokers {player['brokers']}" if player.get("brokers") else "",
                f"guards {player['guards']}" if player.get("guards") else "",
                "pack" if player.get("pack") else "",
            )
            if part
        )
        extra = "  ".join(part for part in (held, " ".join(player.get("companies", [])), kit) if part)
        if extra:
            lines.append(f"      {extra}")
    stocks = summary.get("stocks", {})
    lines.append("   Stocks: " + "  ".join(f"{_code(summary, s)} {info['value']}" for s, info in stocks.items()))
    upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
    if upcoming:
        lines.append(
            f"   Forecast on field {summary.get('forecast')}; next: {_code(summary, upcoming['stock'])} "
            f"{upcoming['direction']}"
        )
    lines.append(
        f"   Round {summary.get('round', 1)}, {PHASES.get(summary.get('phase', ''), '')}; target "
        f"{summary.get('target')} VP; police {summary.get('police_next')} officers"
    )
    if not (summary.get("board") or {}).get("calibrated"):
        lines.append("   Board: stand-in (uncalibrated)")
    if summary.get("state_companies"):
        lines.append(f"   Held by the state: {' '.join(summary['state_companies'])}")
    lines += _moment(summary)
    if summary.get("last_round") and not summary.get("over"):
        movers = ", ".join(_name(summary, s) for s in summary.get("last_movers", []))
        lines.append(f"   Last round: {movers or 'nobody'} still to move")
    if summary.get("over"):
        names = [_name(summary, seat) for seat in winners]
        lines.append(f"   Winner: {names[0]}" if len(names) == 1 else f"   Shared win: {', '.join(names)}")
    return lines


def _moment(summary: dict[str, Any]) -> list[str]:
    """What the table is doing now: the offer, the fight, the auction, the debt."""
    offer, fight, auction, debt = (summary.get(k) for k in ("offer", "fight", "auction", "debt"))
    if fight:
        other = "the police" if fight["kind"] == "police" else _name(summary, fight.get("defender"))
        lines = [
            f"   Fight: {_name(summary, fight['player'])} {fight['guards']} guards against {other} {fight['opponents']}"
        ]
        lines += [
            f"     round {n}: white {w} black {b} -> {g} to {o}"
            for n, (w, b, g, o) in enumerate(fight_rounds(fight), start=1)
        ]
        return lines
    if auction:
        high = auction.get("high_bid")
        standing = "no bid yet" if high is None else f"{high} by {_name(summary, auction.get('high_bidder'))}"
        return [
            f"   Auction of {auction['company']} (printed {auction['price']}): {standing}",
            f"   {_name(summary, auction.get('to_act'))} to bid; still in: "
            f"{', '.join(_name(summary, s) for s in auction.get('still_in', []))}",
        ]
    if debt:
        return [f"   Debt: {_name(summary, debt['player'])} owes {debt['amount']}, has {debt['cash']}"]
    if offer:
        what = offer.get("company") or offer.get("square")
        return [
            f"   Offer: {offer['kind'].replace('_', ' ')} at {what}"
            + (f", fee {offer['fee']}" if offer.get("fee") else "")
        ]
    return []
