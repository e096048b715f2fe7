"""Acquire in the console: the 12×9 board as players see it, the chain table, the players."""

from __future__ import annotations

from typing import Any

from companion.console.views import player_lines, winners_line

COLUMNS = range(1, 13)
ROWS = "ABCDEFGHI"


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    board, last, chains = summary["board"], summary["last_tile"], summary["chains"]
    letters = {chain: info["name"][:1].upper() for chain, info in chains.items()}
    lines = ["     " + "".join(f"{n:>3}" for n in COLUMNS)]
    for row in ROWS:
        cells = []
        for tile in (f"{column}{row}" for column in COLUMNS):
            mark = "." if tile not in board else "#" if board[tile] is None else letters[board[tile]]
            cells.append(f"[{mark}]" if tile == last else f" {mark} ")  # "#": on the board, in no chain
        lines.append(f"   {row} " + "".join(cells))
    lines += ["   (# a tile in no chain, [ ] the last tile)", *(["   Chains:"] if chains else [])]
    for chain, info in chains.items():
        safe = "  safe" if info["safe"] else ""
        lines.append(
            f"   {letters[chain]} {info['name']:<12} size {info['size']:>2}  "
            f"${info['price']:,} a share  {info['available']:>2} left{safe}"
        )

    def holdings(player: dict[str, Any]) -> str:
        cash, shares = player["cash"], player["shares"]
        held = ", ".join(f"{chains[c]['name'] if c in chains else c} {n}" for c, n in (shares or {}).items())
        return f"{'hidden' if cash is None else f'${cash:,}':>8}  {'hidden' if shares is None else held or 'no shares'}"

    players = player_lines(summary, holdings)
    hand = summary["players"][private_for].get("hand") if private_for is not None else None
    if private_for is not None and hand is not None:  # only the owner's view holds it
        players.insert(private_for + 1, f"        tiles in hand: {', '.join(hand) or 'none'}")
    if summary.get("draw_pile") is not None:
        players.append(f"   Tiles left to draw: {summary['draw_pile']}")
    return lines + players + winners_line(summary)
