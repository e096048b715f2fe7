"""Steam Barons' refusals: one RuleViolation subclass per reason, each with a stable code.

The auction's and the offer round's refusals subclass the kit's own (a
front-end may catch :class:`~companion.core.AuctionError` or
:class:`~companion.core.OfferError`), worded with the company's and the
player's names.

Every template is an English sentence a player understands ("Black's opening
bid must be at least $4."); the data carry the raw values (seat, company id,
amounts) so a translation can rebuild the sentence, plus ready-made display
strings (``player_name``, ``company_name``) for English.
"""

from __future__ import annotations

from typing import Any, ClassVar

from companion.core import (
    N_,
    AlreadyPassed,
    BadOfferCount,
    BidOverCap,
    InvalidChoice,
    N_plural,
    OfferOverCash,
    RuleViolation,
    TableError,
)
from companion.core import BidTooLow as KitBidTooLow
from companion.core import OpeningBidTooLow as KitOpeningBidTooLow


class NamesCompany:
    """A refusal that names a company: its name (Wood, Orange) is a word of the player's language."""

    translated: ClassVar[tuple[str, ...]] = ("company_name",)


class CardError(TableError):
    code = "card"
    template = N_("Card field '{field}' {problem}.")


class UnknownCompany(InvalidChoice):
    code = "unknown_company"
    template = N_("{company!r} is not a company of the game (orange, green, brown, wood, black, white).")


class BadSeat(InvalidChoice):
    code = "bad_seat"
    template = N_("A seat is a number from 0 to {last}, not {seat!r}.")


class BadOrder(InvalidChoice):
    """The companies by their names in the player's language ("Bianco, Legno e Verde"), never the engine's keys."""

    code = "bad_order"
    template = N_("The order of play lists every active company exactly once ({expected:and}), not {order:and}.")
    translated: ClassVar[tuple[str, ...]] = ("expected", "order")


class NotYourTurn(RuleViolation):
    code = "not_your_turn"
    template = N_("It is {expected_name}'s turn, not {player_name}'s.")


class NotController(NamesCompany, RuleViolation):
    """Only a company's controller (its certificate holder) builds and ships for it."""

    code = "not_controller"
    template = N_("{player_name} does not control {company_name}: {controller_name} decides for it.")


class WrongCompany(RuleViolation):
    """A company's own action for another company than the one operating: a stale screen or a doubled tap."""

    code = "wrong_company"
    template = N_("That was for {given_name}; {company_name} is operating now.")
    translated = ("given_name", "company_name")


class NoCompanyNamed(NamesCompany, RuleViolation):
    """A company's own action that does not say which company it is for."""

    code = "no_company_named"
    template = N_("Say which company this is for: {company_name} is operating now.")


class OpeningBidTooLow(NamesCompany, KitOpeningBidTooLow):
    code = "opening_bid_too_low"
    template = N_("{company_name}'s opening bid must be at least ${minimum:,}.")


class BidTooLow(NamesCompany, KitBidTooLow):
    code = "bid_too_low"
    template = N_("A bid for {company_name} must beat ${high_bid:,}: at least ${minimum:,}.")


class PassIsFinal(AlreadyPassed):
    code = "pass_is_final"
    template = N_("{player_name} passed: passing is final for this auction.")


class BidBeyondCash(BidOverCap):
    """Ruling: nobody may bid more than their cash (the winner must be able to buy a share)."""

    code = "bid_beyond_cash"
    template = N_("{player_name} has ${cash:,} and cannot bid ${amount:,}.")


class BadBuyCount(NamesCompany, BadOfferCount):
    """A count outside what may be bought; with one count possible, that count alone ("may buy only 1 … share"),
    never a range from a number to itself ("1 to 1")."""

    code = "bad_buy_count"
    template = N_plural(
        "{player_name} may buy {low} to {high} {company_name} share now, not {count}.",
        "{player_name} may buy {low} to {high} {company_name} shares now, not {count}.",
        "high",
    )
    only = N_plural(
        "{player_name} may buy only {high} {company_name} share now, not {count}.",
        "{player_name} may buy only {high} {company_name} shares now, not {count}.",
        "high",
    )

    def __init__(self, template: str | None = None, /, **data: Any) -> None:
        super().__init__(self.only if template is None and data.get("low") == data.get("high") else template, **data)


class CannotAffordShares(NamesCompany, OfferOverCash):
    code = "cannot_afford_shares"
    template = N_plural(
        "{player_name} has ${cash:,}: {count} {company_name} share at ${price:,} costs ${cost:,}.",
        "{player_name} has ${cash:,}: {count} {company_name} shares at ${price:,} cost ${cost:,}.",
    )


class BadCost(InvalidChoice):
    code = "bad_cost"
    template = N_("A tile costs a whole number of dollars, at least $1, not {cost!r}.")


class BadCompletesLink(InvalidChoice):
    """``completes_link`` is true or false: the journal's codec refuses anything else, and so does the engine
    for an action built in code, so that an accepted build is always one of ``legal_actions``."""

    code = "bad_completes_link"


class BuildLimit(NamesCompany, RuleViolation):
    code = "build_limit"
    template = N_plural(
        "{company_name} has built its {limit} tile this turn.",
        "{company_name} has built its {limit} tiles this turn.",
        "limit",
    )


class CannotPayTile(NamesCompany, RuleViolation):
    """The treasury plus every unissued share at $5 cannot pay the tile: nothing is issued."""

    code = "cannot_pay_tile"
    template = N_plural(
        "{company_name} can pay ${treasury:,} and issue {unissued} more share (${value:,}): this ${cost:,} tile cannot be paid.",
        "{company_name} can pay ${treasury:,} and issue {unissued} more shares (${value:,}): this ${cost:,} tile cannot be paid.",
        "unissued",
    )


class BadLinks(InvalidChoice):
    code = "bad_links"
    template = N_("Links are whole numbers of at least 0, not {own_links!r} and {ownerless_links!r}.")


class TooManyOwnLinks(NamesCompany, RuleViolation):
    code = "too_many_own_links"
    template = N_plural(
        "{company_name} has {links} link of its own, not {own_links}.",
        "{company_name} has {links} links of its own, not {own_links}.",
        "links",
    )


class TooManyOwnerlessLinks(RuleViolation):
    code = "too_many_ownerless_links"
    template = N_plural(
        "There is {ownerless} ownerless link on the map, not {ownerless_links}.",
        "There are {ownerless} ownerless links on the map, not {ownerless_links}.",
        "ownerless",
    )


class EmptyDelivery(RuleViolation):
    code = "empty_delivery"
    template = N_("A delivery moves a cube over at least one link: enter its links or skip the delivery.")


class AlreadyChosen(RuleViolation):
    code = "already_chosen"
    template = N_("{player_name} has already chosen what to sell.")


class NotSelling(RuleViolation):
    code = "not_selling"
    template = N_("{player_name} has no shares to sell in this phase.")


class BadSale(InvalidChoice):
    code = "bad_sale"
    template = N_("Name each company sold with a whole number of shares, at least 1 ({company}: {count!r}).")


class SellingTooMany(NamesCompany, RuleViolation):
    code = "selling_too_many"
    template = N_plural(
        "{player_name} holds {held} {company_name} share, not {count}.",
        "{player_name} holds {held} {company_name} shares, not {count}.",
        "held",
    )


class BankruptShares(NamesCompany, RuleViolation):
    """Ruling: shares of a company at B cannot be sold; phase 6 removes them."""

    code = "bankrupt_shares"
    template = N_("{company_name} is bankrupt: its shares cannot be sold.")


class MustSellEverything(RuleViolation):
    code = "must_sell_everything"
    template = N_("In the last turn {player_name} must sell every share: {missing_text}.")


def not_your_turn(names: list[str], seat: object, expected: int | None) -> NotYourTurn:
    """The refusal for a seat acting out of turn, with both names for the sentence."""
    name = names[seat] if type(seat) is int and 0 <= seat < len(names) else str(seat)
    return NotYourTurn(
        player=seat,
        expected=expected,
        player_name=name,
        expected_name=names[expected] if expected is not None else "nobody",
    )
