"""Big Shot's final standing: the players who may win (2 lots) by fortune, then the others by fortune.

Only a player owning 2 lots can win, and the highest fortune among them wins, even a negative one; a tie shares
the win. So a richer player short of 2 lots ranks after every player who qualified: first place is always the
win, as the star says. Nobody qualifying, the standing is the fortunes alone (and nobody wins).
"""

from __future__ import annotations

from typing import Any

from companion.core import PUBLIC, Table
from companion.text.i18n import _, ngettext
from companion.text.standing import Ranked, placed

from .texts import eligibility, fortune_text


def makeup(player: dict[str, Any]) -> str:
    """What a fortune is made of: the lots' value, the cash and any debts ("lots 30M · cash 22M · 1 debt")."""
    lots = sum(colour["lot_value"] for colour in player["by_color"].values())
    cash, debts = player["cash"] or 0, player["debts"]
    if not debts:
        return _("lots {lots}M · cash {cash}M").format(lots=lots, cash=cash)
    return ngettext("lots {lots}M · cash {cash}M · {n} debt", "lots {lots}M · cash {cash}M · {n} debts", debts).format(
        lots=lots, cash=cash, n=debts
    )


def standing(table: Table[Any]) -> list[Ranked]:
    """The engine's ranking by fortune with the players who qualified first (ties keep seat order and share a
    place); each line says whether the player qualified and what their fortune is made of."""
    summary = table.summary(PUBLIC)
    players = summary["players"]
    order = summary.get("ranking") or sorted(range(len(players)), key=lambda s: -(players[s]["fortune"] or 0))
    order = sorted(order, key=lambda seat: not players[seat]["qualifies"])
    rows = []
    for seat in order:
        player = players[seat]
        fortune = player["fortune"] or 0
        detail = f"{eligibility(player, over=True)} · {makeup(player)}"
        rows.append(Ranked(seat, str(player["name"]), fortune, fortune_text(fortune), detail))
    keys = [(players[row.seat]["qualifies"], row.value) for row in rows]
    return placed(rows, keys, set(summary.get("winners") or []))
