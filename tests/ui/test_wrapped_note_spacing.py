"""A note that wraps keeps its own lines closer together than the gap to the next note: "Ancora in gara: Giocatore
3," over "Giocatore 1, Giocatore 2" read as two notes when both gaps were the same."""

from __future__ import annotations

from typing import Any

import pygame

from companion.ui import theme
from companion.ui.decide.panel import DecisionPanel
from companion.ui.widgets import Label

HINT = "Ancora in gara: Giocatore 3, Giocatore 1, Giocatore 2"


class Host:
    """Just what a decision panel's lines need: widgets to add to."""

    def __init__(self) -> None:
        self.widgets: list[Any] = []


def gaps(labels: list[Label]) -> list[int]:
    return [after.rect.top - before.rect.top for before, after in zip(labels, labels[1:], strict=False)]


def test_a_wrapped_notes_lines_sit_closer_than_the_gap_between_notes() -> None:
    pygame.init()
    host = Host()
    panel = DecisionPanel(host)  # type: ignore[arg-type]
    area = pygame.Rect(0, 0, 260, 400)
    below = panel.lines(area, HINT)
    hint = [widget for widget in host.widgets if isinstance(widget, Label)]
    assert len(hint) == 2, [label.text for label in hint]  # the hint wraps onto a second line
    panel.lines(below, "Passare è definitivo")
    labels = [widget for widget in host.widgets if isinstance(widget, Label)]
    inside, between = gaps(labels)
    assert inside < between, (inside, between)
    assert area.top + panel.lines_height(HINT, area.width, "small") == below.top  # measured as drawn
    letters = theme.font(theme.FONT_SIZES["small"]).get_linesize()
    assert inside >= letters  # the letters of one line never reach the next's
