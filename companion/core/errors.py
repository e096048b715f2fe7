"""The exceptions of the engine kit.

Modelled on python-chess: one precise hierarchy, so a front-end can catch
``RuleViolation`` and show a player the reason, while programming errors keep
their ordinary Python types.

A :class:`RuleViolation` carries three things:

- ``code``: a stable identifier (``"not_your_turn"``) for tests, logs and
  translations; it never changes once published.
- ``template``: an English sentence with ``{field}`` slots, marked for
  translation; ``str(error)`` is the template filled with ``data``. An amount
  a person reads is written ``{cash:,}``: :func:`~companion.core.i18n.fill`
  groups its digits the player's way (6,000 · 6.000 · 6 000).
- ``data``: the values a person needs to understand the refusal.

A class may list in ``translated`` the data fields that hold ``N_`` words of
their own (a die's name, a place's name, a tuple of such words shown as
``{choices:or}``) or a :class:`~companion.core.i18n.Phrase`
(a validator's "must be a whole number from 1 to 999"):
:meth:`RuleViolation.message` translates those too, so "the black die" and a
printed table's problem read right in every language.

Every refusal of the kit's own pieces (auction, offer round, holdings, dice)
has its own class and code here, so that a test, a log line or a translator
can tell "bid too low" from "not your turn" without parsing English.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from .i18n import N_, N_plural, Phrase, Word, fill, say


class RuleViolation(ValueError):
    """An action the rules do not allow. The state it was tried on is unchanged."""

    code: ClassVar[str] = "rule_violation"
    template: str = N_("That is not allowed now.")
    translated: ClassVar[tuple[str, ...]] = ()

    def __init__(self, template: str | None = None, /, **data: Any) -> None:
        if template is not None:
            self.template = template
        self.data: dict[str, Any] = data
        super().__init__(self.message())

    def message(self, translate: Callable[[str], str] | None = None) -> str:
        """The sentence for a player, translated by ``translate`` if given."""
        data = self.data
        if translate and self.translated:
            data = {**data, **{key: _translated(data[key], translate) for key in self.translated if key in data}}
        return fill(self.template, data, translate)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message(), "data": self.data}

    def phrase(self) -> Phrase:
        """The refusal as a :class:`~companion.core.i18n.Phrase`, said later in any language (its ``translated``
        fields as words of that language): a decision carries it beside an option the rules refuse now, so every
        front-end says the engine's own reason without trying the option first."""
        data = {key: _word(value) if key in self.translated else value for key, value in self.data.items()}
        return Phrase(self.template, **data)


def _translated(value: Any, translate: Callable[[str], str]) -> Any:
    """A ``translated`` field in the player's language: a word, a Phrase, or a list of words (``{choices:or}``)."""
    if isinstance(value, str):
        return say(value, translate)
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return [say(item, translate) for item in value]
    return value


def _word(value: Any) -> Any:
    """A ``translated`` field kept for a later language: a plain word as a :class:`Word` (lists too)."""
    if type(value) is str:
        return Word(value)
    if isinstance(value, list | tuple) and all(type(item) is str for item in value):
        return [Word(item) for item in value]
    return value


class NotYourTurn(RuleViolation):
    code = "not_your_turn"
    template = N_("It is {expected_name}'s turn, not {player_name}'s.")


class WrongPhase(RuleViolation):
    """The action is of a kind the game is not asking for at this moment: the sentence says what it waits for.

    ``waiting_for`` is an ``N_`` phrase ("a tile to be played"), translated with the sentence. The action's
    journal tag (``action``) and, where given, the prompt's kind (``kind``) stay in the data for logs and
    tests, never in the sentence: a player typed neither, and a tag reads as English in every language.
    """

    code = "wrong_phase"
    template = N_("That cannot be done now: the game is waiting for {waiting_for}.")
    translated = ("waiting_for",)


class GameOver(RuleViolation):
    code = "game_over"
    template = N_("The game is over: no more moves can be made.")


class InvalidChoice(RuleViolation):
    """A value outside the options or range on offer."""

    code = "invalid_choice"


class InsufficientFunds(RuleViolation):
    code = "insufficient_funds"
    template = N_("{account} has {balance:,} but needs {amount:,}.")


class NothingToUndo(RuleViolation):
    code = "nothing_to_undo"
    template = N_("There is nothing to undo.")


class NothingToRedo(RuleViolation):
    code = "nothing_to_redo"
    template = N_("There is nothing to redo.")


class NoSuchStep(RuleViolation):
    code = "no_such_step"
    template = N_plural(
        "There is no step {step} to correct: the game has {steps} step.",
        "There is no step {step} to correct: the game has {steps} steps.",
        "steps",
    )


class SameEntry(RuleViolation):
    code = "same_entry"
    template = N_("Step {step} already says that: nothing to correct.")


class MalformedAction(RuleViolation):
    """An action the journal could not read back: wrong field types, an unknown kind, or a value JSON cannot hold.

    Raised by the table's gate (:meth:`~companion.core.table.Table.admit`) before any engine sees
    the action, so every input path (touch, console, buttons, serial lines, scanners, phones,
    bots) gets the journal codec's own answer. ``reason`` is the codec's sentence naming the field.
    """

    code = "malformed_action"
    template = N_("That entry cannot be used: {reason}.")


class StaleInput(RuleViolation):
    """An input entered for an earlier moment: the game has moved on (or gone back) since it was shown.

    A tap on a screen drawn before the last change, a line typed at an old
    prompt, a button pressed twice: each carries the table's
    :class:`~companion.core.table.Stamp` of what its player saw, and the table
    refuses it rather than apply it to the next decision.
    """

    code = "stale_input"
    template = N_("That was entered for an earlier moment of the game: look again and enter it anew.")


class MovedOn(StaleInput):
    """An input for an earlier moment from a seat that has nothing to decide now: its turn was played meanwhile
    (answered at the table's screen while the phone still showed it, or by another input). "Look again and enter
    it anew" sent its player looking for a decision that was no longer there."""

    code = "moved_on"
    template = N_("The game moved on before that arrived: nothing is waiting for your answer now.")


class WentOnMeanwhile(StaleInput):
    """An undo, a rewind, a redo, a fix or the pieces set by hand, confirmed on a question the game has moved on
    from: a seat's button, a phone or a scanner changed the game while it was open, and what was asked about is
    no longer what would be done (the undo of Ann's purchase would have undone Ben's pass instead)."""

    code = "went_on_meanwhile"
    template = N_("The game went on while that was asked: nothing was done. Ask again.")


class AlreadyEntered(StaleInput):
    """The same input twice for one decision (a doubled tap, a bouncing button): counted once."""

    code = "already_entered"
    template = N_("That was already entered once.")


class NoSuchSeat(RuleViolation):
    """An action for a seat the table does not have."""

    code = "no_such_seat"
    template = N_("There is no seat {seat} at this table (seats 0 to {last}).")


class ConfigError(RuleViolation):
    """A game configuration the rules cannot start from (wrong player count, unknown option)."""

    code = "config"


class TableError(ConfigError):
    """A printed table (a board, a stock-market card) that cannot be played with: names the field at fault.

    ``problem`` is a :class:`~companion.core.i18n.Phrase` (the check's own
    words), translated with the sentence. Each game words its template ("Board
    field …", "Card field …"); :class:`~companion.core.printed.FieldChecks`
    builds it.
    """

    code = "table"
    translated = ("problem",)


class ImpossiblePosition(ConfigError):
    """A position no game can be in (a chain's price that does not match its tiles, more shares than exist),
    named in one sentence: the table reads it and fixes the one number."""

    code = "impossible_position"


class AdjustmentReason(RuleViolation):
    code = "adjustment_reason"
    template = N_("Say in a few words why the pieces are set by hand (at most {limit} letters).")


class NoPositions(ConfigError):
    code = "no_positions"
    template = N_("{game} cannot start from a position yet.")


class AuctionError(RuleViolation):
    """Base of the English auction's refusals (:class:`~companion.core.auction.EnglishAuction`)."""

    code = "auction"


class AuctionClosed(AuctionError):
    code = "auction_closed"
    template = N_("The auction is over.")


class NotBidding(AuctionError):
    code = "not_bidding"
    template = N_("That seat is not bidding in this auction.")


class AlreadyPassed(AuctionError):
    code = "already_passed"
    template = N_("You passed: passing is final for this auction.")


class NotYourTurnToBid(AuctionError):
    code = "not_your_turn_to_bid"
    template = N_("It is not your turn to bid.")


class BidNotWhole(AuctionError):
    code = "bid_not_whole"
    template = N_("A bid is a whole number, not {amount!r}.")


class OpeningBidTooLow(AuctionError):
    code = "opening_bid_too_low"
    template = N_("The opening bid must be at least {minimum:,}.")


class BidTooLow(AuctionError):
    code = "bid_too_low"
    template = N_("A bid must beat {high_bid:,}: at least {minimum:,}.")


class BidOverCap(AuctionError):
    """The bid is more than the bidder may bid (its cash, as the game reckons it)."""

    code = "bid_over_cap"
    template = N_("A bid of {amount:,} is more than the {cap:,} this bidder can pay.")


class OfferError(RuleViolation):
    """Base of the offer round's refusals (:class:`~companion.core.offer.OfferRound`)."""

    code = "offer"


class OfferClosed(OfferError):
    code = "offer_closed"
    template = N_("The offer round is over.")


class NotYourOffer(OfferError):
    code = "not_your_offer"
    template = N_("It is not your turn to buy.")


class BadOfferCount(OfferError):
    code = "bad_offer_count"
    template = N_("You may buy {low} to {high} now, not {count!r}.")


class OfferOverCash(OfferError):
    code = "offer_over_cash"
    template = N_("{count} at {price:,} cost {cost:,}, more than the {cash:,} you have.")


class HoldingsError(RuleViolation):
    """Base of the refusals of :class:`~companion.core.holdings.Holdings`: a move that cannot happen."""

    code = "holdings"


class UnknownCompany(HoldingsError):
    code = "unknown_company"
    template = N_("{company!r} is not a company here.")


class UnknownPlace(HoldingsError):
    code = "unknown_place"
    template = N_("{place!r} is not a place where shares can be.")


class BadShareCount(HoldingsError):
    code = "bad_share_count"
    template = N_("A number of shares is a whole number of at least 0, not {count!r}.")


class SamePlace(HoldingsError):
    code = "same_place"
    template = N_("Shares cannot move from {place} to itself.")


class NotEnoughShares(HoldingsError):
    code = "not_enough_shares"
    template = N_plural(
        "Only {have} share of {company} is there, not {count}.",
        "Only {have} shares of {company} are there, not {count}.",
        "have",
    )


class BadDieValue(InvalidChoice):
    """A die value the die cannot show; names the die (``die_name`` is translated with the sentence)."""

    code = "bad_die_value"
    template = N_("The {die_name} die shows 1 to {sides}, not {value!r}.")
    translated = ("die_name",)


class MissingDie(InvalidChoice):
    code = "missing_die"
    template = N_("Enter the {die_name} die too.")
    translated = ("die_name",)


class UnknownDie(InvalidChoice):
    code = "unknown_die"
    template = N_("There is no die called {die!r} here.")


class CodecError(ValueError):
    """A JSON object that is not a valid action or event; names the field at fault."""


class JournalError(ValueError):
    """A journal file that cannot be loaded; the message names the file and line."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        self.path = path
        self.line = line
        where = ""
        if path is not None:
            where = f"{path}"
            if line is not None:
                where += f", line {line}"
            where += ": "
        elif line is not None:
            where = f"line {line}: "
        super().__init__(where + message)
        self.reason = message


class InvariantBroken(AssertionError):
    """A consistency check failed: the engine itself is wrong, not the player."""
