"""Acquire's final standing: final cash (a tie shares the win), with what the end brought each player."""

from __future__ import annotations

from typing import Any

from companion.core import PUBLIC, Table
from companion.text.i18n import _
from companion.text.standing import Ranked, placed

from .texts import money


def end_details(steps: list[Any], players: int) -> list[str]:
    """Per seat, what the final scoring brought: bonuses and share sales (the events after the last purchase), said
    as what the end brought ("final bonuses …"): "bonuses" alone read as every bonus of the game."""
    events = [event for step in steps for event in step.events]
    start = max((i for i, e in enumerate(events) if e.type == "shares_bought"), default=-1) + 1
    bonuses, sales = [0] * players, [0] * players
    for event in events[start:]:
        if event.type in ("bonus_paid", "final_sale"):
            (bonuses if event.type == "bonus_paid" else sales)[event.player] += event.amount
    return [
        _("final bonuses {bonuses} · sales {sales}").format(bonuses=money(bonus), sales=money(sale))
        for bonus, sale in zip(bonuses, sales, strict=True)
    ]


def standing(table: Table[Any]) -> list[Ranked]:
    """The players by final cash, richest first (ties keep seat order and share a place, as they share the win),
    each with the bonuses and sales the final scoring paid them."""
    summary = table.summary(PUBLIC)
    players = summary["players"]
    details = end_details(table.steps, len(players))
    cash = [player["cash"] or 0 for player in players]
    rows = [Ranked(seat, p["name"], cash[seat], money(cash[seat]), details[seat]) for seat, p in enumerate(players)]
    rows.sort(key=lambda row: -row.value)
    return placed(rows, [row.value for row in rows], summary["winners"])
