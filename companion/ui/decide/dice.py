"""Dice: the faces the table threw, tapped in per named die, or a roll by the companion.

Each die has its row of faces under its name (white, black), so two dice
thrown together are entered in two taps and never confused. Once every
die has a face, the game's preview says what the throw will do (where the
pawn lands, which prices move) before the confirm button commits it.
"""

from __future__ import annotations

import pygame

from companion.core.decisions import Actor, Dice

from .. import theme
from ..i18n import _
from .panel import GAP, ROW, DecisionPanel, shrink


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Dice)
    # The dice themselves are rolled: the table's random move at this moment might be a side action.
    panel.button(
        (area.left, area.top, area.width, ROW),
        _("Roll for me"),
        lambda: panel.choose(decision.roll(panel.host.chance)),
        color=theme.ACCENT,
        text_color=theme.BACKGROUND,
        key="dice-roll",
    )
    area = shrink(area, ROW + GAP)
    faces: dict[str, int] = {}
    for die in decision.dice:
        chosen = panel.values.get(f"die-{die.field}")
        if chosen is not None:
            faces[die.field] = chosen
        if len(decision.dice) > 1:
            panel.label((area.left, area.top, area.width, 24), _(die.name), size="small", color=theme.TEXT_DIM)
            area = shrink(area, 24)
        width = (area.width - GAP * (die.sides - 1)) // die.sides
        for face in range(1, die.sides + 1):
            picked = chosen == face
            panel.button(
                (area.left + (face - 1) * (width + GAP), area.top, width, ROW),
                str(face),
                (lambda f=die.field, v=face: panel.set(f"die-{f}", v)),
                key=f"die-{die.field}-{face}",
                color=theme.ACCENT if picked else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if picked else theme.TEXT,
            )
        area = shrink(area, ROW + GAP)
    if len(faces) < len(decision.dice):
        return
    action = decision.make(faces)
    area = panel.preview(action, area)
    panel.button(
        (area.left, max(area.top, area.bottom - ROW), area.width, ROW),
        _("Enter {faces}").format(faces=" + ".join(str(faces[d.field]) for d in decision.dice)),
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="dice-confirm",
    )
