"""Phase 4, dividends: Final Performance pays the shareholders, the controller's CEO bonus, the treasury."""

from __future__ import annotations

from .helpers import TEST_CARD, give_shares, of_type, score, set_cash, set_price, started


def game(players: int = 3):
    return started(players, card=TEST_CARD)


def test_every_share_held_by_a_player_pays_the_dividend_and_others_pay_nothing() -> None:
    state = game()
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "orange", 1)
    state.shares.issue("orange", 3)  # 3 more in Available Shares: they pay nothing
    cash = [state.cash(s) for s in range(3)]
    events = score(state, {"orange": 6})  # row from 5: $2 a share
    paid = {e.player: e.amount for e in of_type(events, "dividend_paid") if e.company == "orange"}
    assert paid == {0: 4, 1: 2}
    assert [state.cash(s) - cash[s] for s in range(3)] == [4, 2, 0]


def test_the_ceo_bonus_is_paid_only_above_nine_once_to_the_controller() -> None:
    state = game()
    give_shares(state, 0, "orange", 3)
    give_shares(state, 1, "green", 1)
    events = score(state, {"orange": 10, "green": 9})
    bonuses = of_type(events, "ceo_bonus_paid")
    assert [(e.company, e.player, e.amount) for e in bonuses] == [("orange", 0, 5)]  # one sum, not per share


def test_performance_beyond_the_last_row_uses_the_last_row() -> None:
    state = game()
    give_shares(state, 0, "orange", 1)
    events = score(state, {"orange": 40})
    result = [e for e in of_type(events, "company_result") if e.company == "orange"][0]
    assert (result.dividend, result.profit, result.ceo_bonus) == (5, 6, 9)


def test_the_company_profit_goes_to_the_treasury_from_the_bank() -> None:
    state = game()
    give_shares(state, 0, "orange", 1)
    treasury = state.treasury("orange")
    score(state, {"orange": 2})
    assert state.treasury("orange") == treasury + 2


def test_a_controller_with_no_shares_still_gets_the_ceo_bonus() -> None:
    state = game()
    give_shares(state, 1, "orange", 1)
    state.shares.sell("orange", 1, 1)  # sold everything, kept the certificate
    events = score_with_a_controller(state, {"orange": 12})
    assert [(e.player, e.amount) for e in of_type(events, "ceo_bonus_paid")] == [(1, 5)]
    assert not [e for e in of_type(events, "dividend_paid") if e.company == "orange"]


def score_with_a_controller(state, performances):
    give_shares(state, 2, "white", 1)  # someone must build, so the game stops before phase 4
    return score(state, performances)


def test_everything_is_paid_before_prices_move_and_a_company_going_bankrupt_still_pays() -> None:
    state = game()
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "green", 1)
    set_price(state, "orange", 0)
    # Stacks 12, 6, 3: boxes +1, 0, -1; orange goes from $0 to B.
    events = score(state, {"orange": 3, "green": 12, "brown": 6, "wood": 6, "black": 6, "white": 6})
    assert [e.company for e in of_type(events, "went_bankrupt")] == ["orange"]
    kinds = [e.type for e in events]
    assert kinds.index("dividend_paid") < kinds.index("price_moved")
    assert kinds.index("profit_paid") < kinds.index("price_moved")
    paid = [e for e in of_type(events, "dividend_paid") if e.company == "orange"]
    assert paid and paid[0].amount == 2


def test_ruling_an_uncontrolled_company_receives_the_profit_for_zero_and_moves_with_its_stack() -> None:
    state = game()
    give_shares(state, 0, "orange", 1)
    events = score(state, {"orange": 0})
    brown = [e for e in of_type(events, "company_result") if e.company == "brown"][0]
    assert (brown.performance, brown.profit, brown.ceo_bonus) == (0, 1, 0)
    assert state.treasury("brown") == 5 + 1
    (held,) = of_type(events, "prices_held")  # one stack at 0, in a box that moves nothing
    assert {"brown", "orange"} <= set(held.companies) and not of_type(events, "price_moved")


def test_the_bank_is_unlimited_it_pays_whatever_it_has_already_paid_out() -> None:
    state = game()
    set_cash(state, 2, 1000)  # far more than the box's coins have left the bank already
    assert state.ledger["bank"] < -1000
    give_shares(state, 0, "orange", 2)
    cash = state.cash(0)
    events = score(state, {"orange": 16})  # $5 a share and a $9 CEO bonus
    assert state.cash(0) == cash + 2 * 5 + 9 and of_type(events, "profit_paid")
    state.ledger.check()


def test_the_summary_keeps_the_last_payout_for_the_screens_what_each_seat_received_from_each_company() -> None:
    """The payout screen is drawn from the public summary: every company's result in order of play, and what
    each seat received from it (dividends and the CEO bonus together), as the events paid it."""
    from companion.core import PUBLIC
    from companion.games.steam_barons import GAME

    state = game()
    give_shares(state, 0, "orange", 3)
    give_shares(state, 1, "orange", 1)
    events = score(state, {"orange": 10})
    results = GAME.summary(state, PUBLIC)["last_results"]
    assert [r["company"] for r in results] == list(state.order)
    orange = next(r for r in results if r["company"] == "orange")
    told = next(e for e in of_type(events, "company_result") if e.company == "orange")
    assert (orange["performance"], orange["dividend"], orange["profit"], orange["ceo_bonus"]) == (
        told.performance,
        told.dividend,
        told.profit,
        told.ceo_bonus,
    )
    received = [0, 0, 0]
    for event in of_type(events, "dividend_paid") + of_type(events, "ceo_bonus_paid"):
        if event.company == "orange":
            received[event.player] += event.amount
    assert orange["paid"] == received and received[0] > received[1] > 0
    assert GAME.summary(state, PUBLIC)["turns"] == 5


def test_a_companys_result_leaves_its_profit_and_ceo_bonus_to_their_payments() -> None:
    """The result line said "…, profit $3, CEO bonus $5." and the payments then said them again ("Orange's treasury
    receives $3 profit.", "Ann receives the Orange CEO bonus: $5."): the log says each amount once, by its payment."""
    from companion.games.steam_barons import GAME

    state = game()
    give_shares(state, 0, "orange", 3)
    events = score(state, {"orange": 10, "green": 5})
    results = {e.company: e for e in of_type(events, "company_result")}
    green, orange = results["green"], results["orange"]
    assert green.profit > 0 and orange.ceo_bonus > 0
    assert GAME.describe(state, green) == f"Green, performance 5: ${green.dividend:,} a share."
    assert GAME.describe(state, orange) == f"Orange, performance 10: ${orange.dividend:,} a share."
    log = [GAME.describe(state, event) for event in events]
    assert sum(f"${green.profit:,} profit" in line or f"profit ${green.profit:,}" in line for line in log) == 1
    assert f"Green's treasury receives ${green.profit:,} profit." in log
    assert sum(f"${orange.ceo_bonus:,}" in line and "CEO" in line for line in log) == 1


def test_a_company_that_pays_no_dividend_says_so_rather_than_0_a_share() -> None:
    """ "Orange, performance 0: $0 a share." was said of every company in the first phase 4."""
    from companion.games.steam_barons import GAME

    state = game()
    give_shares(state, 0, "orange", 1)
    events = score(state, {"orange": 0})
    orange = next(e for e in of_type(events, "company_result") if e.company == "orange")
    assert orange.dividend == 0
    assert GAME.describe(state, orange) == "Orange, performance 0: no dividend."
