"""What happened in Mad Market: these ``type`` tags drive the game log, the sounds, the lights and the screens.

Templates are English sentences; :mod:`.log` fills the display slots
(``player_name``, ``stock_name``, ``square_name``, ``owner_name`` …) from the
raw fields, which stay in the event so a translation can rebuild its own
wording. Stocks are the strings ``"1"``..``"6"``; companies their ids
(``"IT-2"``); squares their ids (``"police-2"``).
"""

from __future__ import annotations

from companion.core import N_, Codec, Event, N_plural, auction_events

events = Codec("event")


# -- set-up ---------------------------------------------------------------------------------
@events.register
class StartRolled(Event):
    type = "start_rolled"
    template = N_("{player_name} rolls {value} for the first move.")
    player: int
    value: int


@events.register
class StartTie(Event):
    type = "start_tie"
    template = N_("{names_text} tie with {value}: they roll again.")
    players: tuple[int, ...]
    value: int


@events.register
class FirstPlayer(Event):
    type = "first_player"
    template = N_("{player_name} starts.")
    player: int


# -- the move -------------------------------------------------------------------------------
@events.register
class TurnStarted(Event):
    type = "turn_started"
    template = N_("{player_name}'s move{last_text}.")
    player: int
    round: int
    last: bool = False


@events.register
class Rolled(Event):
    type = "rolled"
    template = N_plural(
        "{player_name} throws white {white} and black {black}: {steps} square.",
        "{player_name} throws white {white} and black {black}: {steps} squares.",
        "steps",
    )
    player: int
    white: int
    black: int
    steps: int


@events.register
class Doubles(Event):
    type = "doubles"
    template = N_("White and black both show {value}: the dice move no price.")
    value: int


@events.register
class PriceMoved(Event):
    """A stock's marker moved (or tried to: ``old == new`` at the floor or the ceiling)."""

    type = "price_moved"
    template = N_("{stock_name} {cause_text}: from {old_value} to {new_value}.")
    stock: str
    cause: str  # white, black, forecast, broker, buy, sell, crisis
    old_field: int
    new_field: int
    old_value: int
    new_value: int


@events.register
class ForecastMoved(Event):
    type = "forecast_moved"
    template = N_("The forecast moves to field {field}: {stock_name} {direction_text}.")
    field: int
    stock: str
    direction: str


@events.register
class PawnMoved(Event):
    type = "pawn_moved"
    template = N_("{player_name} moves to {square_name}.")
    player: int
    square: str
    passed_start: bool


@events.register
class LapPaid(Event):
    """The lap payout for one stock: shares from the free supply, the missing ones in cash."""

    type = "lap_paid"
    template = N_plural(
        "{player_name} passes Start: {shares} {stock_name} share{cash_text}.",
        "{player_name} passes Start: {shares} {stock_name} shares{cash_text}.",
        "shares",
    )
    player: int
    stock: str
    shares: int
    missing: int
    cash: int


# -- landing --------------------------------------------------------------------------------
@events.register
class RentPaid(Event):
    type = "rent_paid"
    template = N_("{player_name} pays {owner_name} {amount:,} rent for {company}{holding_text}.")
    player: int
    owner: int
    company: str
    amount: int
    holding: bool
    double: bool = False


@events.register
class NoRent(Event):
    type = "no_rent"
    template = N_("{company} belongs to {holder_text}: no rent.")
    company: str
    holder: int | None  # the seat, or None for the state


@events.register
class CompanyOffered(Event):
    type = "company_offered"
    #: An unowned company the lander is asked to buy (``template``), or one they cannot pay for: then ``player``
    #: is the lander and ``cash`` what they have (``unpaid_template``), for "MED-1 is for sale at 260." alone
    #: did not say why nobody was asked to buy it.
    template = N_("{company} is for sale at {price:,}.")
    unpaid_template = N_("{company} is for sale at {price:,}; {player_name} has only {cash:,} and cannot buy it.")
    #: A lander with no cash at all: "has only 0" read as if a little were there.
    broke_template = N_("{company} is for sale at {price:,}; {player_name} has no cash and cannot buy it.")
    company: str
    price: int
    player: int | None = None
    cash: int | None = None


@events.register
class CompanyBought(Event):
    type = "company_bought"
    template = N_("{player_name} buys {company} for {price:,}{holding_text}.")
    player: int
    company: str
    price: int
    holding: bool


@events.register
class Declined(Event):
    """An offer left; the log says which by the square's kind (see :data:`.log.DECLINED`), for "Ann declines."
    alone did not say what was declined."""

    type = "declined"
    template = N_("{player_name} declines.")
    player: int
    square: str


@events.register
class BrokerHired(Event):
    type = "broker_hired"
    template = N_("{player_name} hires a stockbroker for {price:,} ({brokers} now).")
    player: int
    price: int
    brokers: int


@events.register
class GuardsHired(Event):
    type = "guards_hired"
    template = N_plural(
        "{player_name} hires {count} security guard for {price:,} ({guards} now).",
        "{player_name} hires {count} security guards for {price:,} ({guards} now).",
    )
    player: int
    count: int
    price: int
    guards: int


@events.register
class PackBought(Event):
    type = "pack_bought"
    template = N_("{player_name} buys a black-market pack for {price:,}.")
    player: int
    price: int


@events.register
class PackSold(Event):
    type = "pack_sold"
    template = N_("{player_name} sells the black-market pack for {price:,}.")
    player: int
    price: int


@events.register
class PoliceQuiet(Event):
    type = "police_quiet"
    template = N_("{player_name} carries no pack: the police let them pass.")
    player: int


@events.register
class FightStarted(Event):
    """A police fight (``defender`` None) or a takeover fight (``defender`` the owner)."""

    type = "fight_started"
    template = N_plural(
        "{fight_text}: {player_name}'s {guards} guard against {opponents} {opponents_text}.",
        "{fight_text}: {player_name}'s {guards} guards against {opponents} {opponents_text}.",
        "guards",
    )
    kind: str  # police or takeover
    player: int
    guards: int
    opponents: int
    defender: int | None = None
    company: str | None = None


@events.register
class FightRound(Event):
    """One round's throws and the cards left; ``defender`` is a takeover's owner (None in a police fight), so the
    round names who defends as the fight's start does."""

    type = "fight_round"
    template = N_plural(
        "White {white}, black {black}: {player_name} has {guards} guard left, {opponents} {opponents_text} left.",
        "White {white}, black {black}: {player_name} has {guards} guards left, {opponents} {opponents_text} left.",
        "guards",
    )
    kind: str
    player: int
    white: int
    black: int
    guards: int
    opponents: int
    defender: int | None = None


@events.register
class PoliceWon(Event):
    """The police fight is over; ``player_won`` says who won."""

    type = "police_fight_over"
    template = N_("{police_result_text}")
    player: int
    player_won: bool


@events.register
class PackConfiscated(Event):
    type = "pack_confiscated"
    template = N_("The police confiscate {player_name}'s pack and fine them {fine:,}.")
    player: int
    fine: int


@events.register
class TakeoverDone(Event):
    type = "takeover"
    template = N_("{player_name} takes {company} over from {owner_name}.")
    player: int
    owner: int
    company: str
    fought: bool


@events.register
class TakeoverFailed(Event):
    type = "takeover_failed"
    template = N_("{owner_name} keeps {company}: {player_name} pays double.")
    player: int
    owner: int
    company: str


@events.register
class AuctionOpened(Event):
    type = "auction_opened"
    template = N_("Auction of {company} (board price {price:,}): {player_name} bids first, at least {minimum:,}.")
    company: str
    price: int
    player: int
    minimum: int


@events.register
class BidMade(auction_events.CompanyBidMade):
    template = N_("{player_name} bids {amount:,} for {company}.")


Passed = events.register(auction_events.CompanyPassed)


@events.register
class AuctionWon(auction_events.CompanyAuctionWon):
    template = N_("{player_name} wins {company} for {price:,}.")


@events.register
class NobodyBid(auction_events.CompanyNobodyBid):
    template = N_("Nobody bids for {company}: it stays where it was.")


@events.register
class NothingToAuction(Event):
    type = "nothing_to_auction"
    template = N_("Every company has an owner: nothing to auction.")


@events.register
class PersonalCrisis(Event):
    type = "personal_crisis"
    template = N_("Personal stock crisis: {player_name} returns {returned_text}.")
    player: int
    returned: dict[str, int]


@events.register
class MarketCrisis(Event):
    type = "market_crisis"
    template = N_("Stock market crisis: the die shows {value} ({stock_name}).")  # the price move says the fall
    value: int
    stock: str


@events.register
class VacationPaid(Event):
    type = "vacation_paid"
    template = N_("Vacation: {player_name} pays {amount:,}, half their money.")
    player: int
    amount: int


@events.register
class CasinoPaid(Event):
    type = "casino_paid"
    template = N_("Casino: {player_name} pays {amount:,}.")
    player: int
    amount: int


# -- debts ----------------------------------------------------------------------------------
@events.register
class DebtOpened(Event):
    type = "debt_opened"
    template = N_(
        "{player_name} owes {amount:,} to {creditor_text} and has {cash:,}: shares, then companies, must be sold."
    )
    #: A debtor with no share and no company to sell is told only what is owed (``bare_template``): "shares,
    #: then companies, must be sold" told a player to sell what they did not have, just before "cannot pay".
    bare_template = N_("{player_name} owes {amount:,} to {creditor_text} and has {cash:,}, with nothing to sell.")
    player: int
    amount: int
    creditor: int | None  # a seat, or None for the bank
    cash: int
    sellable: bool = True
    """False when the debtor has no share and no company to sell (the debt then ends the game for them at once)."""
    company: str | None = None
    """The company whose rent is owed (None for any other debt): "Ben owes 70 to Ann" did not say what for."""
    companies_only: bool = False
    """True when the debtor has no share to sell but a company: "shares, then companies, must be sold" told a
    player with no share to sell shares."""
    shares_only: bool = False
    """True when the debtor has shares to sell but no company: "then companies" told of companies they had not."""


@events.register
class DebtPaid(Event):
    type = "debt_paid"
    template = N_("{player_name} pays {amount:,} to {creditor_text}.")
    player: int
    amount: int
    creditor: int | None


@events.register
class CompanySold(Event):
    """A company sold to the state; in a debt, ``owed`` is the debt and ``short`` what the cash still lacked after
    the sale (0: enough), so the log says the sale's outcome (:data:`.log.DEBT_SALES`)."""

    type = "company_sold"
    template = N_("{player_name} sells {company} to the state for {amount:,}.")
    player: int
    company: str
    amount: int
    owed: int = 0
    """The debt the sale was made for (0: a sale of the player's own will)."""
    short: int = 0
    """What the cash still lacked for the debt after the sale (0: enough)."""
    creditor: int | None = None


@events.register
class WentBankrupt(Event):
    type = "went_bankrupt"
    template = N_("{player_name} cannot pay: pays {paid:,} to {creditor_text} and leaves the game.")
    player: int
    paid: int
    creditor: int | None


# -- the open phase -------------------------------------------------------------------------
@events.register
class BrokerUsed(Event):
    type = "broker_used"
    template = N_("{player_name}'s stockbroker moves {stock_name} {direction_text}.")
    player: int
    stock: str
    direction: str


@events.register
class SharesTraded(Event):
    type = "shares_traded"
    #: A purchase (``template``) or a sale (``sale_template``) says its count, the value and the total. One share
    #: is a sentence of its own (``one_template``, ``one_sale_template``): its value is the whole amount, which
    #: "1 share at 6, 6 in all" said twice. Each is a whole sentence: "buys" or "sells" is never put into one.
    template = N_plural(
        "{player_name} buys {count} {stock_name} share at {value}, {total:,} in all.",
        "{player_name} buys {count} {stock_name} shares at {value}, {total:,} in all.",
    )
    sale_template = N_plural(
        "{player_name} sells {count} {stock_name} share at {value}, {total:,} in all.",
        "{player_name} sells {count} {stock_name} shares at {value}, {total:,} in all.",
    )
    one_template = N_("{player_name} buys one {stock_name} share for {value}.")
    one_sale_template = N_("{player_name} sells one {stock_name} share for {value}.")
    player: int
    stock: str
    side: str
    count: int
    value: int
    total: int
    owed: int = 0
    """The debt a sale was made for (0: a trade of the open phase): "sells 10 LOG shares, 60 in all" alone did not
    say whether the debt was now covered (:data:`.log.DEBT_SALES`)."""
    short: int = 0
    """What the cash still lacked for the debt after the sale (0: enough)."""
    creditor: int | None = None


@events.register
class ItemBought(Event):
    type = "item_bought"
    # "a villa", "une villa"; what the item is worth too, not only the new total ("(3 VP) for 500: 12 VP now")
    template = N_("{player_name} buys {item_text} ({item_vp} VP) for {price:,}: {vp} VP now.")
    player: int
    item: str
    price: int
    vp: int


@events.register
class TurnEnded(Event):
    type = "turn_ended"
    template = N_("{player_name} ends the move.")
    player: int


# -- the end --------------------------------------------------------------------------------
@events.register
class TargetReached(Event):
    type = "target_reached"
    template = N_("{player_name} reaches {vp} VP: {last_text}")
    player: int
    vp: int
    last: tuple[int, ...]


@events.register
class GameOver(Event):
    type = "game_over"
    template = N_("The game is over{reason_text}. {winners_text}")
    winners: tuple[int, ...]
    reason: str  # target, alone, round_limit
