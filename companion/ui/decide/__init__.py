"""Generic decision widgets: any game's decision, drawn from the prompt's actors.

The engine says what each seat must decide as data
(:mod:`companion.core.decisions`); this package turns each kind into touch
widgets, so a game's screen draws only its board picture and status panel:

==============  ==========================================================
:mod:`.choice`  pick one (labelled options), a board position, a confirm
:mod:`.amount`  the bid panel: high bid, cash cap, − n +, quick raises, keypad
:mod:`.basket`  several quantities with limits, a total cap and a live price
:mod:`.dice`    named dice entered from the table, or rolled by the companion
:mod:`.draw`    the card turned up from a known deck: a key per distinct card with
                its count left, or a blind draw by the companion
:mod:`.secret`  the sealed hand-over: "hand the companion to Ann", her entry
                alone on the screen, "hand it on"
:mod:`.entry`   an entry too large to list, handed to the game's board picture
==============  ==========================================================

:class:`~.panel.DecisionPanel` holds what is being entered (a number, a
basket, a selected tile, whose sealed entry is open) and lays out the
decision of the moment; every widget builds its action from the decision,
so a tap can only submit one of the legal choices the engine offered.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from companion.core.decisions import Actor

from . import amount, basket, choice, dice, draw, entry, secret
from .panel import DecisionPanel, Host

Layout = Callable[[DecisionPanel, Actor, pygame.Rect], None]

#: One layout per decision kind (:attr:`companion.core.decisions.Decision.kind`).
LAYOUTS: dict[str, Layout] = {
    "pick": choice.pick,
    "board": choice.board,
    "confirm": choice.confirm,
    "amount": amount.layout,
    "basket": basket.layout,
    "dice": dice.layout,
    "draw": draw.layout,
    "secret": secret.layout,
    "entry": entry.layout,
}

__all__ = ["LAYOUTS", "DecisionPanel", "Host"]
