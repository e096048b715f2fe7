"""Mad Market's final standing: VP, then cash, then cash and shares at their last value; a tie all the way shares
the win. A player bankrupt before the end ranks after everyone still in the game."""

from __future__ import annotations

from typing import Any

from companion.core import N_, PUBLIC, Table
from companion.core.history import Adjusted
from companion.games.mad_market.events import TurnStarted, WentBankrupt
from companion.text.i18n import _, number
from companion.text.standing import Ranked, placed

OUT = N_("bankrupt: ranked after those still in")
"""What a player who left the game by bankruptcy has in place of cash: why they rank after everyone still in the
game (the ranking ruling), even above them on VP. "bankrupt, out of the game" beside a loser's 1 VP under a
winner's 0 VP left a table asking why the order."""
OUT_IN_ROUND = N_("bankrupt in round {round}: ranked after those still in")
""":data:`OUT` with the round the player left the game in, where the game's log tells it."""


def rounds_left(table: Table[Any]) -> dict[int, int]:
    """The round in which each player who went bankrupt left the game, by seat, read from the log: the round of
    the last move started before the bankruptcy; where none was started since the game's position was set (a game
    begun from a position, or set by hand), the round the public summary gave at that moment. A player set out
    of the game by hand has no bankruptcy in the log, so no round."""
    left: dict[int, int] = {}
    current: int | None = None
    for index, step in enumerate(table.steps, 1):
        for event in step.events:
            if isinstance(event, Adjusted):
                current = None
            elif isinstance(event, TurnStarted):
                current = event.round
            elif isinstance(event, WentBankrupt):
                if current is None:
                    current = int(table.moment(index).summary(PUBLIC).get("round") or 0) or None
                if current is not None:
                    left[event.player] = current
    return left


def out_detail(seat: int, left: dict[int, int]) -> str:
    """What a bankrupt player has in place of cash, with the round they left in where the log tells it
    (:func:`rounds_left`): the final scores and the console's score sheet say it in the same words."""
    return _(OUT_IN_ROUND).format(round=left[seat]) if seat in left else _(OUT)


def standing(table: Table[Any]) -> list[Ranked]:
    """The engine's ``ranking`` (the order of the rules' tie-breaks), players level on every one of them sharing a
    place; each line says what decided between players on the same VP (cash, cash with shares)."""
    summary = table.summary(PUBLIC)
    players = summary.get("players", [])
    ranking = summary.get("ranking") or [
        {"player": s, "vp": p["vp"], "cash": p["cash"], "cash_and_shares": p["cash"]}
        for s, p in sorted(enumerate(players), key=lambda sp: (-sp[1]["vp"], -sp[1]["cash"]))
    ]
    left = rounds_left(table) if any(entry.get("out") for entry in ranking) else {}
    rows = []
    for entry in ranking:
        seat = entry["player"]
        out = bool(entry.get("out"))
        detail = (
            out_detail(seat, left)
            if out
            else _("cash {cash} · with shares {total}").format(
                cash=number(entry["cash"]), total=number(entry["cash_and_shares"])
            )
        )
        label = _("{vp} VP").format(vp=entry["vp"])
        rows.append(Ranked(seat, str(players[seat]["name"]), entry["vp"], label, detail, out=out))
    keys = [(not e.get("out"), e["vp"], e["cash"], e["cash_and_shares"]) for e in ranking]
    return placed(rows, keys, set(summary.get("winners") or []))
