"""Paying debts: cash first, then shares, then companies at half price; with nothing left, leaving the game."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import EndTurn, SellCompany, Trade

from .helpers import apply, give_shares, land, of_type, own, refused, set_cash, started


def in_debt(cash: int = 100, players: int = 3, **options):
    """Ann owes the casino 300 with ``cash`` in hand."""
    state = started(players, **options)
    set_cash(state, 0, cash)
    return state


def test_a_payment_the_cash_covers_is_made_at_once() -> None:
    state = in_debt(300)
    land(state, "casino-1")
    assert state.phase == "open" and state.cash(0) == 0


def test_a_larger_debt_is_paid_by_selling_shares_at_the_current_value_with_one_price_move() -> None:
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    land(state, "casino-1")
    assert state.phase == "debt" and GAME.prompt(state).player == 0
    happened = apply(state, Trade(0, 2, "sell", 34))  # 34 x 6 = 204: 304 in hand
    assert of_type(happened, "debt_paid")[0].amount == 300 and state.cash(0) == 4
    assert state.fields["2"] == 5 and state.phase == "open"
    refused(state, Trade(0, 2, "sell", 1), "already_traded")  # the debt sale was this move's transaction


def test_a_debt_sale_sells_at_least_what_the_debt_needs_or_the_whole_type() -> None:
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    give_shares(state, 0, "5", 10)
    land(state, "casino-1")
    refusal = refused(state, Trade(0, 2, "sell", 33), "debt_sale_too_small")
    assert refusal.data["minimum"] == 34
    ranges = {r.fixed["stock"]: (r.low, r.high) for r in GAME.legal_actions(state)}
    assert ranges == {2: (34, 50), 5: (10, 10)}
    apply(state, Trade(0, 5, "sell", 10))  # all of a type, debt still open
    assert state.phase == "debt" and state.cash(0) == 160


def test_only_sales_are_open_in_a_debt() -> None:
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    land(state, "casino-1")
    refused(state, Trade(0, 3, "buy", 1), "debt_only_sales")
    refused(state, EndTurn(0), "wrong_phase")


def test_companies_are_sold_only_once_no_share_can_be_sold() -> None:
    state = in_debt(100)
    give_shares(state, 0, "2", 5)
    own(state, 0, "PH-1", "LOG-1")
    land(state, "casino-1")
    refusal = refused(state, SellCompany(0, "PH-1"), "shares_first")
    assert str(refusal) == "Sell your shares before selling a company to the bank."
    apply(state, Trade(0, 2, "sell", 5))
    assert state.cash(0) == 130 and {a.type for a in GAME.legal_actions(state)} == {"sell_company"}
    happened = apply(state, SellCompany(0, "LOG-1"), SellCompany(0, "PH-1"))
    assert [e.amount for e in of_type(happened, "company_sold")] == [50, 150]
    assert state.pile == ["LOG-1", "PH-1"] and state.cash(0) == 30 and state.phase == "open"


def test_frozen_shares_stay_frozen_in_a_debt_by_default() -> None:
    state = in_debt(100)
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 100)
    own(state, 0, "LOG-1")
    land(state, "casino-1")
    refused(state, Trade(0, 3, "sell", 100), "frozen")
    assert {a.type for a in GAME.legal_actions(state)} == {"sell_company"}


def test_the_setting_lets_frozen_shares_be_sold_in_a_debt() -> None:
    state = in_debt(100, frozen_debt_sales=True)
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 100)
    land(state, "casino-1")
    apply(state, Trade(0, 3, "sell", 40))  # the black die moved IT to 5: 40 x 5 = 200
    assert state.phase == "open"


def test_with_nothing_left_the_player_pays_all_they_have_and_leaves_the_game() -> None:
    state = in_debt(100)
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 7)  # frozen: cannot be sold
    happened = land(state, "IT-2")  # 180 holding rent to Ben
    assert of_type(happened, "went_bankrupt")[0].paid == 100
    assert state.players[0].out and state.cash(1) == 600 and state.cash(0) == 0
    assert state.shares.held[0]["3"] == 0 and state.shares.pool["3"] == 300
    assert state.current == 1 and state.phase == "roll"
    assert GAME.summary(state)["players"][0]["out"] is True


def test_a_bankrupt_player_is_skipped_from_then_on() -> None:
    state = in_debt(0)
    land(state, "casino-1")
    assert state.players[0].out and state.current == 1
    from .helpers import end_move

    for _ in range(2):
        land(state, "free-1")
        end_move(state)
    assert state.current == 1 and state.round == 2


def test_the_last_player_in_the_game_wins() -> None:
    state = in_debt(0, players=2)
    state.players[0].items["jet"] = 1
    state.players[0].vp = 15
    happened = land(state, "casino-1")
    over = of_type(happened, "game_over")[0]
    assert over.winners == (1,) and over.reason == "alone" and GAME.is_over(state)


def test_the_bankrupt_pays_the_creditor_what_they_have() -> None:
    state = in_debt(60)
    own(state, 1, "IT-2")
    happened = land(state, "IT-2")
    bankrupt = of_type(happened, "went_bankrupt")[0]
    assert (bankrupt.paid, bankrupt.creditor) == (60, 1) and state.cash(1) == 560


def test_leaving_the_game_takes_guards_brokers_and_pack_but_items_stay_out_of_the_supply() -> None:
    from companion.games.mad_market.end import ranking
    from companion.games.mad_market.trading import remaining

    state = in_debt(0)
    player = state.players[0]
    player.guards, player.brokers, player.pack = 3, 1, True
    player.items["villa"] = 1
    player.vp = 3
    supply = remaining(state, "villa")
    land(state, "casino-1")
    assert player.out and (player.guards, player.brokers, player.pack) == (0, 0, False)
    assert player.items == {"villa": 1} and player.vp == 3 and remaining(state, "villa") == supply
    assert ranking(state)[-1] == {"player": 0, "vp": 3, "cash": 0, "cash_and_shares": 0, "out": True}


def test_a_debt_sale_is_a_trade_of_the_move_so_the_stockbrokers_are_past() -> None:
    """Ruling: stockbrokers work before any trade, and a forced sale is one (the debt comes before the open phase)."""
    from companion.games.mad_market.actions import UseBroker

    state = in_debt(100)
    state.players[0].brokers = 1
    give_shares(state, 0, "2", 50)
    land(state, "casino-1")
    refused(state, UseBroker(0, 4, "up"), "wrong_phase")  # no broker in a debt
    apply(state, Trade(0, 2, "sell", 34))
    assert state.phase == "open"
    refused(state, UseBroker(0, 4, "up"), "brokers_before_trades")
    assert not any(getattr(c, "type", "") == "use_broker" for c in GAME.legal_actions(state))
    give_shares(state, 0, "5", 5)
    apply(state, Trade(0, 5, "sell", 5))  # other types still trade once each


def test_a_frozen_type_sellable_in_a_debt_is_not_noted_as_frozen() -> None:
    state = in_debt(299, frozen_debt_sales=True)  # one short: a single share pays it
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 100)
    land(state, "casino-1")
    basket = GAME.decide(state).actors[0].decision
    line = next(item for item in basket.items if item.key == "sell-3")
    assert line.high == 100 and line.note == ""
    assert basket.allows({"sell-3": 1})


def test_a_debt_that_needs_every_share_of_a_type_says_sell_all_once() -> None:
    """ "sell at least 10 … or all 10" said one thing twice: when the rest of the debt needs every share held, the
    refusal says to sell them all."""
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    give_shares(state, 0, "5", 10)
    land(state, "casino-1")
    refusal = refused(state, Trade(0, 5, "sell", 3), "debt_sale_too_small")
    assert refusal.data["minimum"] == refusal.data["held"] == 10
    assert str(refusal).endswith("needs all your Media shares: sell all 10."), str(refusal)
    assert "at least" in str(refused(state, Trade(0, 2, "sell", 33), "debt_sale_too_small"))


def test_a_debtor_with_nothing_to_sell_is_not_told_to_sell() -> None:
    """ "Didier doit 1 000 … il faut vendre les actions, puis les entreprises." was followed at once by "ne peut
    pas payer": the first sentence told him to sell what he did not have. Only the words change, not the rule."""
    from companion.text.i18n import translator

    state = in_debt(0)
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert opened.sellable is False and state.players[0].out
    said = GAME.describe(state, opened)
    assert "nothing to sell" in said and "must be sold" not in said, said
    french = GAME.describe(state, opened, translator("fr"))
    assert "rien à vendre" in french and "il faut vendre" not in french, french


def test_a_debtor_with_shares_is_told_to_sell_them() -> None:
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    own(state, 0, "PH-1")
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert opened.sellable is True and "shares, then companies, must be sold" in GAME.describe(state, opened)


def test_a_debt_only_companies_can_pay_says_so_in_the_log_and_the_question() -> None:
    """Ben had no share and one company: the log said "shares, then companies, must be sold" and the question
    "Step 2: no share can be sold", a step 1 he never had. Only the words change, not the rule."""
    from companion.games.mad_market.decide import ONLY_COMPANIES

    state = in_debt(100)
    own(state, 0, "PH-1")
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert opened.companies_only is True and state.phase == "debt"
    said = GAME.describe(state, opened)
    assert said.endswith("with no share to sell, only companies can pay it."), said
    assert "then companies" not in said, said
    (actor,) = GAME.decisions(state, GAME.prompt(state))
    assert actor.decision.values["note"] == ONLY_COMPANIES


def test_a_debt_that_sold_its_shares_first_calls_the_companies_step_2() -> None:
    from companion.games.mad_market.decide import THEN_COMPANIES

    state = in_debt(100)
    give_shares(state, 0, "5", 10)
    own(state, 0, "PH-1")
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert opened.companies_only is False
    apply(state, Trade(0, 5, "sell", 10))
    (actor,) = GAME.decisions(state, GAME.prompt(state))
    assert actor.decision.values["note"] == THEN_COMPANIES


def test_a_debtor_with_shares_and_no_company_is_told_to_sell_shares_only() -> None:
    """ "Cat deve ad Ann 90 di affitto per IT-2 e ha solo 4: vanno vendute le azioni, poi le aziende." Cat had no
    company: the log spoke of companies to sell."""
    state = in_debt(100)
    give_shares(state, 0, "2", 50)
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert opened.shares_only is True
    said = GAME.describe(state, opened)
    assert said.endswith("and has 100: shares must be sold."), said
