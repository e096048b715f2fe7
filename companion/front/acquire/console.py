"""Acquire in the console: the 12×9 board as players see it, the chain table, the players."""

from __future__ import annotations

from typing import Any

COLUMNS = range(1, 13)
ROWS = "ABCDEFGHI"


def chain_letter(summary: dict[str, Any], chain: str) -> str:
    return summary.get("chains", {}).get(chain, {}).get("name", chain)[:1].upper()


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    board, last, chains = summary.get("board", {}), summary.get("last_tile"), summary.get("chains", {})
    lines = ["     " + "".join(f"{n:>3}" for n in COLUMNS)]
    for row in ROWS:
        cells = []
        for tile in (f"{column}{row}" for column in COLUMNS):
            mark = "." if tile not in board else "#" if board[tile] is None else chain_letter(summary, board[tile])
            cells.append(f"[{mark}]" if tile == last else f" {mark} ")  # "#": on the board, in no chain
        lines.append(f"   {row} " + "".join(cells))
    lines.append("   (# a tile in no chain, [ ] the last tile)")
    if chains:
        lines.append("   Chains:")
    for chain, info in chains.items():
        safe = "  safe" if info.get("safe") else ""
        lines.append(
            f"   {chain_letter(summary, chain)} {info.get('name', chain):<12} size {info['size']:>2}  "
            f"${info['price']:,} a share  {info['available']:>2} left{safe}"
        )
    for seat, player in enumerate(summary.get("players", [])):
        shares, cash = player.get("shares"), player.get("cash")
        held = (
            "hidden"
            if shares is None
            else (", ".join(f"{chains.get(c, {}).get('name', c)} {n}" for c, n in shares.items()) or "no shares")
        )
        marker = ">" if seat == summary.get("current_player") else " "
        money = "hidden" if cash is None else f"${cash:,}"
        lines.append(f" {marker} {seat + 1}. {player.get('name', '?'):<12} {money:>8}  {held}")
        if private_for == seat and player.get("hand") is not None:
            lines.append(f"        tiles in hand: {', '.join(player['hand']) or 'none'}")
    if summary.get("draw_pile") is not None:
        lines.append(f"   Tiles left to draw: {summary['draw_pile']}")
    if summary.get("over"):
        winners = [summary["players"][w]["name"] for w in summary.get("winners", [])]
        lines.append(f"   Winner: {', '.join(winners)}" if winners else "   Nobody wins.")
    return lines
