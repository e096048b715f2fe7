"""What the players and chance do in Tiny Auction: the journal's vocabulary.

Each action is one line of the journal, so a sealed guess is its own entry
(``{"type": "guess", "player": 1, "parity": "even"}``) even though nobody sees
it until the reveal: the journal is the referee's record, not a player's view.
"""

from __future__ import annotations

from companion.core import Action, Codec
from companion.core.bids import Bid as Bid  # named here too: this module lists all the game's actions
from companion.core.bids import Pass as Pass

actions = Codec("action")

PARITIES = ("odd", "even")
"""What a sealed guess may say: the parity of the coming throw's sum."""

SUMS = tuple(range(2, 13))
"""What a sealed guess of the exact sum may say (the ``guess: "sum"`` option): 2 to 12."""


@actions.register
class Guess(Action):
    """A seat's sealed guess for the round: ``odd`` or ``even``."""

    type = "guess"
    player: int
    parity: str


@actions.register
class GuessSum(Action):
    """A seat's sealed guess of the throw's exact sum (2 to 12), when the game is played with ``guess: "sum"``.

    Its options are numbers, so a front-end that also numbers its lines must
    tell "the option 7" from "the seventh line": the test of that lives here.
    """

    type = "guess_sum"
    player: int
    total: int


@actions.register
class Roll(Action):
    """The pair of dice thrown together (chance): the white die and the black die."""

    type = "roll"
    white: int
    black: int


actions.register(Bid)
actions.register(Pass)
