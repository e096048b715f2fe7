"""Mad Market's refusals: one RuleViolation subclass per reason, each with a stable code.

Templates are sentences a player understands ("Ben owns all three IT
companies: only Ben can trade IT shares.": the name again rather than a
pronoun, since the companion knows names, not genders); the data carry the raw values
(seat, stock, company id, amounts) and ready display strings
(``player_name``, ``stock_name``) for English.
"""

from __future__ import annotations

from companion.core import N_, InvalidChoice, N_plural, RuleViolation, TableError
from companion.core.errors import AlreadyPassed, BidOverCap, NotBidding, NotYourTurnToBid, OpeningBidTooLow
from companion.core.errors import BidTooLow as KitBidTooLow


class BoardError(TableError):
    code = "board"
    template = N_("Board field '{field}' {problem}.")


class BadSeat(InvalidChoice):
    code = "bad_seat"
    template = N_("A seat is a number from 0 to {last}, not {seat!r}.")


class NotYourTurn(RuleViolation):
    code = "not_your_turn"
    template = N_("It is {expected_name}'s turn, not {player_name}'s.")


class BadStock(InvalidChoice):
    code = "bad_stock"
    template = N_("A stock is a number from 1 to 6, not {stock!r}.")


class BadDirection(InvalidChoice):
    code = "bad_direction"
    template = N_("A broker moves a share 'up' or 'down', not {direction!r}.")


class BadSide(InvalidChoice):
    code = "bad_side"
    template = N_("A trade is a 'buy' or a 'sell', not {side!r}.")


class BadCount(InvalidChoice):
    code = "bad_count"
    template = N_("A number of shares or guards is a whole number of at least 1, not {count!r}.")


class BadItem(InvalidChoice):
    code = "bad_item"
    template = N_("The items are jet, yacht, villa and limousine, not {item!r}.")


class UnknownCompany(InvalidChoice):
    code = "unknown_company"
    template = N_("{company!r} is not a company of this board.")


class CannotAfford(RuleViolation):
    code = "cannot_afford"
    template = N_("{player_name} has {cash:,} and cannot pay {cost:,}.")


class BrokerLimit(RuleViolation):
    code = "broker_limit"
    template = N_plural(
        "{player_name} already has {brokers} stockbroker: {limit} at most.",
        "{player_name} already has {brokers} stockbrokers: {limit} at most.",
        "brokers",
    )


class PackLimit(RuleViolation):
    code = "pack_limit"
    template = N_("{player_name} already holds a black-market pack: one at a time.")


class NoPack(RuleViolation):
    code = "no_pack"
    template = N_("{player_name} holds no black-market pack to sell.")


class NotOffered(RuleViolation):
    """A landing decision that the square the player stands on does not offer."""

    code = "not_offered"
    template = N_("“{action}” is not offered on {square}.")


class NoBroker(RuleViolation):
    """A broker's move by a player who hired none: "has used every stockbroker this turn (0)" read as if they
    had had some (a step corrected to "no broker hired" dropped a later broker move with those words)."""

    code = "no_broker"
    template = N_("{player_name} has hired no stockbroker.")


class NoBrokerLeft(RuleViolation):
    code = "no_broker_left"
    template = N_("{player_name} has used every stockbroker this turn ({brokers}).")


class BrokerSameStock(RuleViolation):
    code = "broker_same_stock"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_("A stockbroker already moved {stock_name} this turn: each broker works on a different share.")


class BrokersBeforeTrades(RuleViolation):
    code = "brokers_before_trades"
    template = N_("Stockbrokers work before any trade: {player_name} has already traded this turn.")


class Frozen(RuleViolation):
    """A holding freezes its share type for everyone but its owner."""

    code = "frozen"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_(
        "{owner_name} owns all three {stock_name} companies: only {owner_name} can trade {stock_name} shares."
    )


class AlreadyTraded(RuleViolation):
    code = "already_traded"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_("{player_name} has already traded {stock_name} shares this turn: one transaction per type.")


class NotEnoughFree(RuleViolation):
    code = "not_enough_free"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_plural(
        "The bank has {free} free {stock_name} share, not {count}.",
        "The bank has {free} free {stock_name} shares, not {count}.",
        "free",
    )


class NotEnoughHeld(RuleViolation):
    code = "not_enough_held"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_plural(
        "{player_name} holds {held} {stock_name} share, not {count}.",
        "{player_name} holds {held} {stock_name} shares, not {count}.",
        "held",
    )


class BuyInLastMove(RuleViolation):
    code = "buy_in_last_move"
    template = N_("In the last move shares may only be sold.")


class ItemBought(RuleViolation):
    code = "item_bought"
    template = N_("{player_name} has already bought an item this turn: one per turn.")


class SoldOut(RuleViolation):
    code = "sold_out"
    template = N_("No {item} is left in the supply.")


class NotOwner(RuleViolation):
    code = "not_owner"
    template = N_("{player_name} does not own {company}.")


class SharesFirst(RuleViolation):
    """In a debt, shares are sold before companies."""

    code = "shares_first"
    template = N_("Sell your shares before selling a company to the bank.")


class NoCompanySaleNow(RuleViolation):
    code = "no_company_sale_now"
    template = N_("Companies are not sold in the last move.")


class DebtSaleTooSmall(RuleViolation):
    code = "debt_sale_too_small"
    translated = ("stock_name",)  # a share type's name is a word of the player's language
    template = N_plural(
        "A sale in a debt is one transaction: sell at least {minimum} {stock_name} share "
        "(what the rest of the debt needs) or all {held}.",
        "A sale in a debt is one transaction: sell at least {minimum} {stock_name} shares "
        "(what the rest of the debt needs) or all {held}.",
        "minimum",
    )
    #: When what the rest of the debt needs is every share held, "at least 7 or all 7" says one thing twice.
    ALL_NEEDED = N_plural(
        "A sale in a debt is one transaction, and the rest of the debt needs your one {stock_name} share: sell it.",
        "A sale in a debt is one transaction, and the rest of the debt needs all your {stock_name} shares: "
        "sell all {held}.",
        "held",
    )


class DebtOnlySales(RuleViolation):
    code = "debt_only_sales"
    template = N_("{player_name} owes {owed:,} and has {cash:,}: sell shares, then companies, until it is paid.")


class BidBeyondCash(BidOverCap):
    """Ruling: no bid above the bidder's cash."""

    code = "bid_beyond_cash"
    template = N_("{player_name} has {cash:,} and cannot bid {amount:,}.")


class NotInAuction(NotYourTurnToBid):
    code = "not_in_auction"
    template = N_("It is {expected_name}'s turn to bid, not {player_name}'s.")


class PassIsFinal(AlreadyPassed):
    code = "pass_is_final"
    template = N_("{player_name} passed: passing is final for this auction.")


class OutOfGame(NotBidding):
    code = "out_of_game"
    template = N_("{player_name} has left the game and does not bid.")


class OpeningBidTooSmall(OpeningBidTooLow):
    code = "opening_bid_too_low"
    template = N_("The opening bid for {company} must be at least {minimum:,}.")


class BidTooLow(KitBidTooLow):
    code = "bid_too_low"
    template = N_("A bid for {company} must beat {high_bid:,}: at least {minimum:,}.")
