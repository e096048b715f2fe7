"""What happened in Big Shot: these ``type`` tags drive the lights, sounds and game log.

Templates are English sentences; :meth:`BigShot.describe` fills the slots that
need the table's names (``player_name``, ``owner_name``, ``roller_name`` …). Money
that comes and goes by colour names its colour only where a player has two
(``one_colour_template`` otherwise: with three or four players the name says it).
"""

from __future__ import annotations

from companion.core import Codec, Event, auction_events
from companion.core.i18n import N_

events = Codec("event")


@events.register
class LayoutSet(Event):
    type = "layout_set"
    template = N_("The 72 cubes are on the 18 auction spaces; the broker starts on space {broker_label}.")
    spaces: tuple[tuple[str, ...], ...]
    broker: int


@events.register
class FirstPlayerChosen(Event):
    type = "first_player"
    template = N_("{player_name} won the roll and starts.")
    player: int


@events.register
class TurnStarted(Event):
    type = "turn_started"
    template = N_("Turn {turn} of 18: {roller_name} rolls.")
    turn: int
    roller: int


@events.register
class Rolled(Event):
    type = "rolled"
    template = N_("{player_name} rolls {value}.")
    player: int
    value: int


@events.register
class BrokerMoved(Event):
    """``path`` lists every space the broker crossed, empty ones included, ending on ``space``."""

    type = "broker_moved"
    template = N_("The broker counts {steps} and stops on space {space_label} (empty spaces are not counted).")
    space: int
    steps: int
    path: tuple[int, ...]


@events.register
class AuctionStarted(Event):
    type = "auction_started"
    template = N_("Auction on space {space_label}: {cubes_text}. {roller_name} speaks last.")
    space: int
    cubes: tuple[str, ...]
    roller: int


@events.register
class BidMade(auction_events.BidMade):
    template = N_("{player_name} bids {amount}M.")


Passed = events.register(auction_events.Passed)


@events.register
class AuctionRepeated(Event):
    """Hidden money: the winner bid more than they had; their cash is open from now on."""

    type = "auction_repeated"
    template = N_(
        "{player_name} bid {amount}M but can pay only {cash}M: the auction is repeated "
        "and {player_name}'s money stays open for the rest of the game."
    )
    #: A winner with no money at all: "can pay only 0M" read as if a little were there.
    broke_template = N_(
        "{player_name} bid {amount}M but has no money: the auction is repeated "
        "and {player_name}'s money stays open for the rest of the game."
    )
    player: int
    amount: int
    cash: int


@events.register
class AuctionWon(Event):
    type = "auction_won"
    template = N_("{player_name} takes the cubes of space {space_label} {price_text}.")
    #: Bought: the price is said once, by the payment's sentence ("Ben pays 3M to the bank.") or, where the winner's
    #: two colours could each pay, by the question of which pays; "… for 3M." before "… pays 3M" said it twice.
    bought_template = N_("{player_name} takes the cubes of space {space_label}.")
    player: int
    space: int
    price: int
    free: bool


@events.register
class Paid(Event):
    type = "paid"
    template = N_("{player_name} pays {amount}M to the bank from {color}.")
    one_colour_template = N_("{player_name} pays {amount}M to the bank.")
    player: int
    color: str
    amount: int


@events.register
class LoanTaken(Event):
    type = "loan_taken"
    template = N_("{player_name} takes a loan for {color}: {amount}M and a 10M debt certificate.")
    one_colour_template = N_("{player_name} takes a loan: {amount}M and a 10M debt certificate.")
    player: int
    amount: int
    color: str


@events.register
class CubesPlaced(Event):
    type = "cubes_placed"
    template = N_("{player_name} places {placement_text}.")
    player: int
    placement: dict[str, tuple[str, ...]]


@events.register
class LotAwarded(Event):
    """A lot goes to a colour: its owner's (``template``), the dummy's, or nobody's. Each is a sentence of its
    own, so a language puts its article and preposition before the colour ("revient au rouge", "va al rosso").

    Nobody's lot is said two ways: cubes tied so that no colour has a count of its own (``nobody_template``), or
    no cube at all (``empty``, ``empty_template``), where "no colour has a count of its own" said nothing a player
    could see. ``empty`` comes from the lot as the engine awards it, so a journal written before it replays to
    the same game (events are not stored)."""

    type = "lot_awarded"
    template = N_("{lot} goes to {color} ({owner_name}).")
    dummy_template = N_("{lot} goes to {color}, the dummy: nobody owns it.")
    nobody_template = N_("{lot} goes to nobody (no colour has a count of its own).")
    empty_template = N_("Nobody placed a cube on {lot}: it stays unowned.")
    lot: str
    color: str | None
    owner: int | None
    empty: bool = False


@events.register
class GameEnded(Event):
    type = "game_over"
    template = N_("The game is over. Fortunes: {fortunes_text}. {winners_text}")
    winners: tuple[int, ...]
    fortunes: tuple[int, ...]
