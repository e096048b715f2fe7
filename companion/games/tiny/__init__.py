"""Tiny Auction: a test-only game that exercises every piece of the engine kit.

It is also the worked example of ``docs/adding-a-game.md``: small enough to
read in one sitting, yet it has a secret simultaneous decision, a pair of dice
thrown together, an English auction with a cash cap, a ledger and a journal.

The rules, so the engine reads like them:

- 2–4 players, 5 coins each, ``rounds`` rounds (default 3).
- Each round opens with a **sealed guess** (:mod:`.guess`): every player, at
  the same time and unseen, guesses whether the coming throw adds up to
  ``odd`` or ``even``. A guess once made is final. Nothing of it shows to
  anyone else until the last guess is in; then all are revealed together.
- The **throw** (:mod:`.roll`): a white die and a black die thrown together;
  the lot is worth their sum in points, and each right guess earns 1 coin
  from the bank.
- The lot is sold by **English auction** (:mod:`.bidding`), bidding clockwise
  from the round's roller's left (the roller, seat 0 in round 1 then
  clockwise, speaks last), opening at 1 coin; nobody may bid more than their
  cash. If nobody bids, the roller takes the lot free.
- Final score (:mod:`.scoring`): lots won (points) + coins. Highest score wins; ties share.
"""

from .actions import PARITIES, SUMS, Bid, Guess, GuessSum, Pass, Roll, actions
from .engine import GAME, TinyAuction
from .events import (
    BidMade,
    GameEnded,
    Guessed,
    GuessesRevealed,
    GuessPaid,
    LotWon,
    Passed,
    Rolled,
    events,
)
from .state import START_CASH, State

__all__ = [
    "GAME",
    "PARITIES",
    "SUMS",
    "START_CASH",
    "Bid",
    "BidMade",
    "GameEnded",
    "Guess",
    "GuessPaid",
    "GuessSum",
    "Guessed",
    "GuessesRevealed",
    "LotWon",
    "Pass",
    "Passed",
    "Roll",
    "Rolled",
    "State",
    "TinyAuction",
    "actions",
    "events",
]
