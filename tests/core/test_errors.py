"""RuleViolation: a stable code, a translatable template, and the data to explain it."""

from __future__ import annotations

from companion.core import InsufficientFunds, NotYourTurn, RuleViolation, WrongPhase


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
    italian = {"{account} has {balance} but needs {amount}.": "{account} ha {balance} ma servono {amount}."}
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
