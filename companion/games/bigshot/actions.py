"""What players (and chance) do in Big Shot. ``player`` is always the 0-based seat."""

from __future__ import annotations

from companion.core import Action, Codec
from companion.core.bids import Bid as Bid  # named here too: this module lists all the game's actions
from companion.core.bids import Pass as Pass

actions = Codec("action")


@actions.register
class Layout(Action):
    """The 72 cubes on the 18 auction spaces (4 each) and the broker's starting space.

    Dealt by the companion (:func:`~companion.games.bigshot.layout.deal_layout`)
    or typed in from a layout the players made at the table.
    """

    type = "layout"
    spaces: tuple[tuple[str, ...], ...]
    broker: int


@actions.register
class FirstPlayer(Action):
    """Who won the roll for first turn (entered from the table or rolled by the companion)."""

    type = "first_player"
    player: int


@actions.register
class Roll(Action):
    """The roller's die: entered from the real die or rolled by the companion."""

    type = "roll"
    player: int
    value: int


@actions.register
class Loan(Action):
    """Take a debt certificate. ``color`` is needed with two players (each colour borrows apart)."""

    type = "loan"
    player: int
    color: str | None = None


actions.register(Bid)
actions.register(Pass)


@actions.register
class Pay(Action):
    """Two players only: which of the winner's colours pays the winning bid (no mixing)."""

    type = "pay"
    player: int
    color: str


@actions.register
class Place(Action):
    """Where the 4 cubes just won go: lot -> colours, e.g. ``{"L20": ["red", "white"]}``."""

    type = "place"
    player: int
    cubes: dict[str, tuple[str, ...]]
