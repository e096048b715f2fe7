"""The ledger: money moves only by transfer, and the total never changes."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core import BANK, InsufficientFunds, InvariantBroken, Ledger, RuleViolation
from companion.core.ledger import Transfer


def make() -> Ledger:
    ledger = Ledger(["ann", "ben", "company"], record=True)
    ledger.transfer(BANK, "ann", 100, "starting cash")
    ledger.transfer(BANK, "ben", 50, "starting cash")
    return ledger


def test_transfer_moves_money_and_is_recorded() -> None:
    ledger = make()
    ledger.transfer("ann", "ben", 30, "bought a lot")
    assert (ledger["ann"], ledger["ben"]) == (70, 80)
    assert ledger.history[-1] == Transfer("ann", "ben", 30, "bought a lot")


def test_a_player_cannot_go_negative_and_nothing_moves() -> None:
    ledger = make()
    before = ledger.balances()
    with pytest.raises(InsufficientFunds) as caught:
        ledger.transfer("ben", "ann", 51, "too much")
    assert caught.value.data == {"account": "ben", "balance": 50, "amount": 51}
    assert ledger.balances() == before


def test_the_bank_may_go_negative() -> None:
    ledger = make()
    assert ledger[BANK] == -150
    ledger.check()


def test_accounts_allowed_to_go_negative_are_configurable() -> None:
    ledger = Ledger(["state"], may_go_negative=[BANK, "state"])
    ledger.transfer("state", BANK, 5, "a loan from the state")
    assert ledger["state"] == -5
    ledger.check()


@pytest.mark.parametrize("amount", [-1, 1.5, True])
def test_amounts_must_be_whole_and_not_negative(amount: object) -> None:
    with pytest.raises(RuleViolation):
        make().transfer("ann", "ben", amount, "bad")  # type: ignore[arg-type]


def test_unknown_accounts_are_a_programming_error() -> None:
    with pytest.raises(KeyError):
        make().transfer("ann", "nobody", 1, "typo")


def test_check_catches_money_changed_outside_transfer() -> None:
    ledger = make()
    ledger._balances["ann"] += 1  # what the choke point exists to prevent
    with pytest.raises(InvariantBroken, match="not conserved"):
        ledger.check()


def test_copy_is_independent() -> None:
    ledger = make()
    other = ledger.copy()
    other.transfer("ann", "ben", 10, "x")
    assert ledger["ann"] == 100


@given(
    st.lists(
        st.tuples(
            st.sampled_from([BANK, "ann", "ben", "company"]),
            st.sampled_from([BANK, "ann", "ben", "company"]),
            st.integers(min_value=0, max_value=200),
        ),
        max_size=60,
    )
)
def test_any_sequence_of_transfers_conserves_money(moves: list[tuple[str, str, int]]) -> None:
    ledger = make()
    for source, target, amount in moves:
        before = ledger.balances()
        try:
            ledger.transfer(source, target, amount, "random")
        except InsufficientFunds:
            assert ledger.balances() == before
        ledger.check()
        assert sum(ledger.balances().values()) == 0
        assert all(balance >= 0 for name, balance in ledger.balances().items() if name != BANK)


def test_a_ledger_that_does_not_record_keeps_no_history() -> None:
    ledger = Ledger(["ann"])
    ledger.transfer(BANK, "ann", 5, "starting cash")
    assert ledger["ann"] == 5 and ledger.history == []


def test_balance_reads_every_balance_after_transfers_copies_and_pickling() -> None:
    ledger = make()
    ledger.transfer("ann", "company", 40, "shares")
    copied = ledger.copy()
    copied.transfer("company", "ben", 15, "dividend")
    restored = pickle.loads(pickle.dumps(copied, pickle.HIGHEST_PROTOCOL))
    restored.transfer("ben", BANK, 5, "fee")
    for each in (ledger, copied, restored):
        assert dict(each.balance) == each.balances()
        assert all(each.balance[name] == each[name] for name in each.balances())
    assert (ledger.balance["company"], copied.balance["company"], restored.balance["ben"]) == (40, 25, 60)
