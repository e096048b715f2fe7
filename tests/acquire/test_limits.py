"""Why a chain's shares stop where they do in the buy basket (a greyed "+" says it), hidden cash kept hidden."""

from __future__ import annotations

from companion.core import POOL

from .helpers import act, line, place, position, set_cash
from .test_decisions import main


def limits(state) -> dict[str, str]:
    return {item.key: item.limit.say() for item in main(state).items}


def limits_in(state, translate) -> dict[str, str]:
    return {item.key: item.limit.say(translate) for item in main(state).items}


def test_three_a_turn_the_banks_last_shares_or_the_cash() -> None:
    state = position(chains={"tower": line("A", 1, 3), "american": line("C", 1, 2)}, turn=2)
    set_cash(state, 2, 1000)
    state.shares.move("american", 23, POOL, 1)
    act(state, place(2, "9I"))
    assert limits(state) == {"tower": "at most 3 shares a turn", "american": "American left at the bank: 2"}
    state = position(chains={"tower": line("A", 1, 3)}, turn=2)
    set_cash(state, 2, 700)
    act(state, place(2, "9I"))
    assert limits(state) == {"tower": "$700 buys at most 2 at $300"}


def test_with_hidden_holdings_the_reason_does_not_name_the_cash() -> None:
    state = position(chains={"tower": line("A", 1, 3)}, turn=2, open_holdings=False)
    set_cash(state, 2, 700)
    act(state, place(2, "9I"))
    assert limits(state) == {"tower": "no more than the cash buys"}


def test_the_cash_and_the_price_are_written_in_groups_of_thousands() -> None:
    """ "$100 ne comprano al massimo 0 a $1200" beside a line headed "Continental $1.200": both amounts of the
    reason are written as every amount is, in the table's language."""
    from companion.text.i18n import _, set_language

    state = position(chains={"tower": line("A", 1, 10)}, turn=2)
    set_cash(state, 2, 1100)
    act(state, place(2, "9I"))
    assert limits(state) == {"tower": "$1,100 buys at most 1 at $600"}
    set_language("it")
    try:
        assert limits_in(state, _) == {"tower": "$1.100 ne comprano al massimo 1 a $600"}
    finally:
        set_language("en")
