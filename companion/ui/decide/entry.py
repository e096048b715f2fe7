"""An entry too large to list (Big Shot's cube placement, an order of tokens drawn from a bag).

The game's own play screen collects it on its board picture
(:meth:`Host.layout_entry`); a game that has none gets the honest
alternative: the companion may decide it when it is chance, and the
console takes it as JSON.
"""

from __future__ import annotations

import pygame

from companion.core.decisions import Actor, Entry
from companion.text.i18n import _

from .. import theme
from .panel import DecisionPanel


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Entry)
    if panel.host.layout_entry(actor, area):
        return
    if actor.chance:
        area = panel.chance_button(area)
    what = decision.choice.describe() if decision.choice is not None else panel.text(actor)
    panel.label(
        (area.left, area.top, area.width, 52),
        _("Enter this at the console or on the board screen: {what}").format(what=what),
        size="small",
        color=theme.TEXT_DIM,
    )
