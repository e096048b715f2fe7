"""Final scoring: final cash as a bar chart, with what the end brought each player (bonuses, sales)."""

from __future__ import annotations

from typing import Any

import pygame

from companion.text.i18n import _
from companion.ui.ranking import Ranked, draw_ranking, draw_verdict
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene

from .texts import money


def end_details(steps: list[Any], players: int) -> list[str]:
    """Per seat, what the final scoring brought: bonuses and share sales (the events after the last purchase)."""
    events = [event for step in steps for event in step.events]
    start = max((i for i, e in enumerate(events) if e.type == "shares_bought"), default=-1) + 1
    bonuses, sales = [0] * players, [0] * players
    for event in events[start:]:
        if event.type in ("bonus_paid", "final_sale"):
            (bonuses if event.type == "bonus_paid" else sales)[event.player] += event.amount
    return [
        _("bonuses {bonuses} · sales {sales}").format(bonuses=money(bonus), sales=money(sale))
        for bonus, sale in zip(bonuses, sales, strict=True)
    ]


class AcquireFinalScene(FinalScene):
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.playing.summary()
        players, winners = summary["players"], summary["winners"]
        details = end_details(self.app.playing.steps, len(players))
        cash = [player["cash"] or 0 for player in players]
        rows = [Ranked(seat, p["name"], cash[seat], money(cash[seat]), details[seat]) for seat, p in enumerate(players)]
        draw_ranking(surface, pygame.Rect(0, TOP_BAR + 10, width, height - TOP_BAR - 90), rows, winners)
        names = [players[seat]["name"] for seat in sorted(winners)]
        draw_verdict(surface, pygame.Rect(16, height - 66, 300, 56), names)
