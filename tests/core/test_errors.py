"""RuleViolation: a stable code, a translatable template, and the data to explain it."""

from __future__ import annotations

import pytest

from companion.core import (
    BidOverCap,
    BidTooLow,
    InsufficientFunds,
    NotYourTurn,
    OpeningBidTooLow,
    RuleViolation,
    WrongPhase,
)
from companion.core.errors import OfferOverCash
from companion.text.i18n import translator


def test_message_is_the_template_filled_with_data() -> None:
    error = InsufficientFunds(account="Ann", balance=3, amount=5)
    assert str(error) == "Ann has 3 but needs 5."
    assert error.code == "insufficient_funds"
    assert error.to_json() == {
        "code": "insufficient_funds",
        "message": "Ann has 3 but needs 5.",
        "data": {"account": "Ann", "balance": 3, "amount": 5},
    }


def test_rule_violations_are_value_errors() -> None:
    assert issubclass(RuleViolation, ValueError)
    assert issubclass(NotYourTurn, RuleViolation)


def test_translation_is_applied_to_the_template() -> None:
    error = InsufficientFunds(account="Ann", balance=3, amount=5)
    italian = {"{account} has {balance:,} but needs {amount:,}.": "{account} ha {balance:,} ma servono {amount:,}."}
    assert error.message(lambda t: italian.get(t, t)) == "Ann ha 3 ma servono 5."


def test_a_broken_translation_falls_back_to_english() -> None:
    error = InsufficientFunds(account="Ann", balance=3, amount=5)
    assert error.message(lambda t: "{nonsense}") == "Ann has 3 but needs 5."


def test_an_ad_hoc_template_keeps_the_class_code() -> None:
    error = RuleViolation("{tile} cannot be played.", tile="5C")
    assert error.code == "rule_violation" and str(error) == "5C cannot be played."


def test_a_wrong_phase_refusal_says_in_words_what_the_game_waits_for_never_the_tags() -> None:
    error = WrongPhase(action="place_tile", kind="buy", waiting_for="shares to be bought, or none")
    assert str(error) == "That cannot be done now: the game is waiting for shares to be bought, or none."
    italian = {
        "That cannot be done now: the game is waiting for {waiting_for}.": "Ora non si può: il gioco attende {waiting_for}.",
        "shares to be bought, or none": "l'acquisto di azioni (anche nessuna)",
    }
    said = error.message(lambda t: italian.get(t, t))
    assert said == "Ora non si può: il gioco attende l'acquisto di azioni (anche nessuna)."
    assert error.data["action"] == "place_tile" and error.data["kind"] == "buy"  # kept for logs and tests


KIT_AMOUNTS = [
    (
        InsufficientFunds(account="Ann", balance=1500, amount=12000),
        {
            "en": "Ann has 1,500 but needs 12,000.",
            "it": "Ann ha 1.500 ma servono 12.000.",
            "fr": "Ann a 1\xa0500 mais il faut 12\xa0000.",
        },
    ),
    (OpeningBidTooLow(minimum=1200, amount=5), {"en": "The opening bid must be at least 1,200."}),
    (BidTooLow(high_bid=2000, minimum=2100, amount=5), {"it": "Un'offerta deve superare 2.000: almeno 2.100."}),
    (BidOverCap(amount=12000, cap=3000, seat=0), {"en": "A bid of 12,000 is more than the 3,000 this bidder can pay."}),
    (
        OfferOverCash(seat=0, count=3, price=1200, cost=3600, cash=2000),
        {"it": "3 a 1.200 costano 3.600, più dei 2.000 che hai."},
    ),
]


@pytest.mark.parametrize(("refusal", "sentences"), KIT_AMOUNTS, ids=lambda value: type(value).__name__)
def test_the_kits_refusals_group_their_amounts_as_the_language_writes_them(
    refusal: RuleViolation, sentences: dict[str, str]
) -> None:
    """A bid of 12000 read "12000" where every other amount of the table reads "12,000" ("12.000" in Italian)."""
    for code, sentence in sentences.items():
        assert refusal.message(translator(code)) == sentence


def test_an_amount_already_written_as_text_is_said_as_it_is_not_a_crash() -> None:
    """A game that hands a grouped slot its own text ("$1,200") gets its sentence, in English and translated:
    the refusal itself must never fail to be made."""
    refusal = BidOverCap(amount="$12,000", cap="$3,000", seat=0)
    assert refusal.message() == "A bid of $12,000 is more than the $3,000 this bidder can pay."
    assert refusal.message(translator("it")) == "Un'offerta di $12,000 supera i $3,000 che questo offerente può pagare."
