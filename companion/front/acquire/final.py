"""Final scoring: final cash as a bar chart, with what the end brought each player (bonuses, sales)."""

from __future__ import annotations

import pygame

from companion.text.standing import winner_names
from companion.ui.ranking import draw_ranking, draw_verdict
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene


class AcquireFinalScene(FinalScene):
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        rows = self.standing()
        winners = {row.seat for row in rows if row.won}
        draw_ranking(surface, pygame.Rect(0, TOP_BAR + 10, width, height - TOP_BAR - 90), rows, winners)
        draw_verdict(surface, pygame.Rect(16, height - 66, 300, 56), winner_names(rows))
