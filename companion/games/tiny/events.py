"""What happened in Tiny Auction: events drive the game log, the sounds and the screens.

A sealed guess produces :class:`Guessed`, which names the seat and nothing
else: events reach every screen and the written log, so they must never carry
a secret. The guesses become public only in the one :class:`GuessesRevealed`
event, when the last seat has guessed.
"""

from __future__ import annotations

from companion.core import N_, Codec, Event, N_plural, auction_events

events = Codec("event")


@events.register
class Guessed(Event):
    type = "guessed"
    template = N_("{player_name} has made a secret guess.")
    player: int


@events.register
class GuessesRevealed(Event):
    """Every seat's guess, by seat, shown at once (the engine's ``describe`` names the seats)."""

    type = "guesses_revealed"
    template = N_("The guesses are revealed: {guesses}.")
    guesses: tuple[str, ...]


@events.register
class Rolled(Event):
    type = "rolled"
    template = N_plural(
        "White {white}, black {black}: a lot worth {value} point.",
        "White {white}, black {black}: a lot worth {value} points.",
        "value",
    )
    white: int
    black: int
    value: int


@events.register
class GuessPaid(Event):
    type = "guess_paid"
    template = N_("{player_name} guessed right and receives 1 coin.")
    player: int


@events.register
class BidMade(auction_events.BidMade):
    template = N_("{player_name} bids {amount}.")


Passed = events.register(auction_events.Passed)


@events.register
class LotWon(Event):
    type = "lot_won"
    template = N_("{player_name} wins the lot of {value} for {price}.")
    player: int
    value: int
    price: int


@events.register
class GameEnded(Event):
    type = "game_ended"
    template = N_("The game is over.")
    winners: tuple[int, ...]
