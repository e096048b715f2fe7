"""What players (and chance) do in Mad Market. ``player`` is always the 0-based seat that acts.

Chance actions carry the dice typed from the table or rolled by the
companion: ``start_roll`` (the roll-off, one die per contender), ``roll``
(the move's white and black dice), ``fight_roll`` (one round of a police or
takeover fight) and ``crisis_die`` (the stock-market crisis). Stocks are the
strings ``"1"``..``"6"`` in the summary; in actions they are numbers 1-6 like
the die faces.
"""

from __future__ import annotations

from companion.core import Action, Codec
from companion.core.bids import Bid as Bid  # named here too: this module lists all the game's actions
from companion.core.bids import Pass as Pass

actions = Codec("action")


@actions.register
class StartRoll(Action):
    """Chance, at set-up: one contender's die in the roll-off for the first player."""

    type = "start_roll"
    player: int
    value: int


@actions.register
class Roll(Action):
    """Chance: the move's two dice, thrown together by ``player``."""

    type = "roll"
    player: int
    white: int
    black: int


@actions.register
class BuyCompany(Action):
    type = "buy_company"
    player: int


@actions.register
class HireBroker(Action):
    type = "hire_broker"
    player: int


@actions.register
class HireGuards(Action):
    type = "hire_guards"
    player: int
    count: int


@actions.register
class BuyPack(Action):
    type = "buy_pack"
    player: int


@actions.register
class SellPack(Action):
    type = "sell_pack"
    player: int


@actions.register
class Takeover(Action):
    """On a rival's company where its owner's pawn stands, with guards: take it over instead of paying."""

    type = "takeover"
    player: int


@actions.register
class PayFee(Action):
    """On a rival's company where a takeover is possible: pay the rent instead."""

    type = "pay_fee"
    player: int


@actions.register
class Decline(Action):
    """Leave a landing's offer (a company, a broker, guards, a pack) alone."""

    type = "decline"
    player: int


@actions.register
class FightRoll(Action):
    """Chance: one round of a fight; white is the player (or attacker), black the police (or owner)."""

    type = "fight_roll"
    white: int
    black: int


@actions.register
class CrisisDie(Action):
    """Chance: the stock-market crisis die; that stock falls to the bottom field."""

    type = "crisis_die"
    value: int


actions.register(Bid)
actions.register(Pass)


@actions.register
class UseBroker(Action):
    type = "use_broker"
    player: int
    stock: int
    direction: str


@actions.register
class Trade(Action):
    """Buy or sell ``count`` shares of ``stock`` at the current price; the price then moves one field."""

    type = "trade"
    player: int
    stock: int
    side: str
    count: int


@actions.register
class BuyItem(Action):
    type = "buy_item"
    player: int
    item: str


@actions.register
class SellCompany(Action):
    """Sell a company to the state for half its printed price (it joins the auction pile)."""

    type = "sell_company"
    player: int
    company: str


@actions.register
class EndTurn(Action):
    type = "end_turn"
    player: int
