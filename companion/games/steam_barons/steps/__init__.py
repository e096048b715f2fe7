"""The turn as the rulebook lists it: one step object for each moment the game waits for someone.

Set-up: the order of play (chance), the first player (chance). Each of the
five turns: 1 buy shares (an auction per company, then buying at the winning
bid), 2 build track, 3 ship goods (two rounds), 5 sell shares (sealed).
Phases 4 (dividends and prices), 6 (bankruptcy), 7 (a new order of play: the
first step again) and 8 run by themselves in :mod:`..flow`. After turn 5 the
game ends.

The engine asks ``STEPS[state.phase]`` for the prompt, the legal actions, the
decisions, the handling of an action, its preview and the pass button; a
choice's label comes from the step that takes its action (:func:`label`), so
an action is worded the same whenever it is shown.
"""

from __future__ import annotations

from companion.core import Action, ActionRange, ActionSet, Choice

from ..state import State
from .after_auction import BuyAfterAuction
from .auction import Auction
from .build_track import BuildTrack
from .first_player import FirstPlayerMarker
from .game_end import GameEnd
from .order_of_play import OrderOfPlay
from .sell_shares import SellShares
from .ship_goods import ShipGoods
from .step import Step, plain_label

TURN: tuple[Step, ...] = (
    OrderOfPlay(),
    FirstPlayerMarker(),
    Auction(),
    BuyAfterAuction(),
    BuildTrack(),
    ShipGoods(),
    SellShares(),
    GameEnd(),
)
"""Every step, in the order a game goes through them."""

STEPS: dict[str, Step] = {step.phase: step for step in TURN}
"""The step of each ``state.phase``."""

TAKES: dict[type[Action], Step] = {kind: step for step in TURN for kind in step.rules}
"""The step that takes each action."""


def label(state: State, choice: Choice) -> str:
    """A short menu text for a choice, worded by the step that takes its action."""
    if isinstance(choice, ActionSet):
        return choice.describe()
    step = TAKES.get(choice.cls if isinstance(choice, ActionRange) else type(choice))
    return plain_label(choice) if step is None else step.label(state, choice)


__all__ = ["STEPS", "TAKES", "TURN", "Step", "label"]
