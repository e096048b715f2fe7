"""Steam Barons' final standing: the players by cash, as the engine ranks them; a tie shares the win."""

from __future__ import annotations

from typing import Any

from companion.core import PUBLIC, Table
from companion.text.i18n import money
from companion.text.standing import Ranked, placed


def standing(table: Table[Any]) -> list[Ranked]:
    """The engine's ranking (richest first, ties in seat order), players tied on cash sharing a place."""
    summary = table.summary(PUBLIC)
    players = summary.get("players", [])
    order = summary.get("ranking") or sorted(range(len(players)), key=lambda s: -(players[s].get("cash") or 0))
    cash = {seat: players[seat].get("cash") or 0 for seat in order}
    rows = [Ranked(seat, str(players[seat].get("name", "?")), cash[seat], money(cash[seat], "$")) for seat in order]
    return placed(rows, [row.value for row in rows], set(summary.get("winners") or []))
