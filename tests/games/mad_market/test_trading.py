"""The open phase: stockbrokers before trades, one transaction per type, holdings freeze a type, items."""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import BuyItem, EndTurn, SellCompany, Trade, UseBroker

from .helpers import apply, give_shares, land, of_type, own, refused, set_cash, started


def open_phase(players: int = 3, **options):
    state = started(players, **options)
    land(state, "free-1", white=2, black=2)  # doubles: only the forecast moves (logistics down)
    assert state.phase == "open"
    return state


def test_a_broker_moves_one_stock_one_field_up_or_down() -> None:
    state = open_phase()
    state.players[0].brokers = 2
    apply(state, UseBroker(0, 4, "up"))
    assert state.fields["4"] == 7
    apply(state, UseBroker(0, 2, "down"))
    assert state.fields["2"] == 5


def test_each_broker_once_per_move_on_different_stocks() -> None:
    state = open_phase()
    state.players[0].brokers = 2
    apply(state, UseBroker(0, 4, "up"))
    refused(state, UseBroker(0, 4, "up"), "broker_same_stock")
    apply(state, UseBroker(0, 3, "up"))
    refused(state, UseBroker(0, 5, "up"), "no_broker_left")


def test_a_broker_move_without_a_broker_says_none_was_hired() -> None:
    state = open_phase()
    assert state.players[0].brokers == 0
    refusal = refused(state, UseBroker(0, 4, "up"), "no_broker")
    assert refusal.message() == f"{state.names[0]} has hired no stockbroker."


def test_brokers_work_before_any_trade() -> None:
    state = open_phase()
    state.players[0].brokers = 1
    apply(state, Trade(0, 2, "buy", 10))
    refused(state, UseBroker(0, 4, "up"), "brokers_before_trades")


def test_a_broker_moves_a_frozen_stock_too() -> None:
    state = open_phase()
    own(state, 1, "IT-1", "IT-2", "IT-3")
    state.players[0].brokers = 1
    apply(state, UseBroker(0, 3, "down"))
    assert state.fields["3"] == 5


def test_buying_pays_the_current_value_then_the_price_rises_one_field_whatever_the_quantity() -> None:
    state = open_phase()
    happened = apply(state, Trade(0, 2, "buy", 50))
    traded = of_type(happened, "shares_traded")[0]
    assert (traded.value, traded.total) == (6, 300) and state.cash(0) == 200
    assert state.shares.held[0]["2"] == 50 and state.shares.pool["2"] == 250 and state.fields["2"] == 7


def test_selling_pays_the_current_value_then_the_price_falls_one_field() -> None:
    state = open_phase()
    give_shares(state, 0, "6", 100)
    state.fields["6"] = 10
    apply(state, Trade(0, 6, "sell", 100))
    assert state.cash(0) == 1500 and state.fields["6"] == 9 and state.shares.pool["6"] == 300


def test_one_transaction_per_type_per_move_buy_or_sell_not_both() -> None:
    state = open_phase()
    give_shares(state, 0, "2", 10)
    apply(state, Trade(0, 2, "buy", 5))
    refused(state, Trade(0, 2, "sell", 5), "already_traded")
    refused(state, Trade(0, 2, "buy", 5), "already_traded")
    apply(state, Trade(0, 3, "buy", 5), Trade(0, 4, "buy", 5), Trade(0, 5, "buy", 5), Trade(0, 6, "buy", 5))


def test_buying_is_limited_to_the_free_shares_and_the_cash() -> None:
    state = open_phase()
    give_shares(state, 1, "2", 290)
    refused(state, Trade(0, 2, "buy", 11), "not_enough_free")
    refused(state, Trade(0, 3, "buy", 84), "cannot_afford")  # 84 x 6 = 504
    refused(state, Trade(0, 4, "sell", 1), "not_enough_held")
    assert GAME.legal_actions(state)


def test_a_holding_freezes_the_type_for_everyone_else() -> None:
    state = open_phase()
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 10)
    refusal = refused(state, Trade(0, 3, "sell", 5), "frozen")
    assert str(refusal) == "Ben owns all three IT companies: only Ben can trade IT shares."
    refused(state, Trade(0, 3, "buy", 5), "frozen")
    basket = GAME.decide(state).actors[0].decision
    line = next(item for item in basket.items if item.key == "sell-3")
    assert line.high == 0 and line.note.startswith("frozen")


def test_the_holding_owner_trades_the_type() -> None:
    state = open_phase()
    own(state, 0, "IT-1", "IT-2", "IT-3")
    apply(state, Trade(0, 3, "buy", 10))
    assert state.shares.held[0]["3"] == 10


@pytest.mark.parametrize(
    ("item", "vp", "price"), [("jet", 15, 2000), ("yacht", 7, 1000), ("villa", 3, 500), ("limousine", 1, 200)]
)
def test_items_cost_their_price_and_give_their_vp(item: str, vp: int, price: int) -> None:
    state = open_phase()
    set_cash(state, 0, 2000)
    happened = apply(state, BuyItem(0, item))
    assert of_type(happened, "item_bought")[0].vp == vp and state.cash(0) == 2000 - price
    assert GAME.summary(state)["players"][0]["items"] == {item: 1}


def test_one_item_per_move_and_the_supply_is_finite() -> None:
    state = open_phase()
    set_cash(state, 0, 5000)
    apply(state, BuyItem(0, "limousine"))
    refused(state, BuyItem(0, "villa"), "item_bought")
    state.turn.item = None
    state.players[1].items["jet"] = 4
    state.players[1].vp = 60
    refused(state, BuyItem(0, "jet"), "sold_out")
    refused(state, BuyItem(0, "boat"), "bad_item")


def test_a_company_sells_to_the_state_for_half_its_price_and_joins_the_auction_pile() -> None:
    state = open_phase()
    own(state, 0, "PH-3", "LOG-1")
    happened = apply(state, SellCompany(0, "PH-3"), SellCompany(0, "LOG-1"))
    assert [e.amount for e in of_type(happened, "company_sold")] == [175, 50]
    assert state.pile == ["PH-3", "LOG-1"] and GAME.summary(state)["state_companies"] == ["PH-3", "LOG-1"]
    refused(state, SellCompany(0, "IT-1"), "not_owner")
    refused(state, SellCompany(0, "XX-9"), "unknown_company")


def test_half_a_price_is_rounded_in_the_sellers_favour() -> None:
    board = GAME.prepare_config({"players": ["A", "B"]})["board"]
    board["squares"][1]["price"] = 101
    state = started(2, board=board)
    land(state, "free-1")
    own(state, 0, "LOG-1")
    assert of_type(apply(state, SellCompany(0, "LOG-1")), "company_sold")[0].amount == 51


def test_the_open_phase_is_a_trading_basket_beside_brokers_items_company_sales_and_the_end() -> None:
    state = open_phase()
    state.players[0].brokers = 1
    own(state, 0, "CRY-1")
    give_shares(state, 0, "4", 3)
    actor = GAME.decide(state).actors[0]
    basket = actor.decision
    assert basket.kind == "basket" and basket.values == {}
    lines = {item.key: item for item in basket.items}
    assert lines["buy-2"].high == 83 and lines["buy-2"].price == 6 and lines["sell-4"].high == 3
    assert basket.allows({"buy-2": 10}) and not basket.allows({"buy-2": 10, "sell-4": 1}) and not basket.allows({})
    assert basket.make({"sell-4": 2}) == Trade(0, 4, "sell", 2)
    keys = {o.key for o in basket.others}
    assert {"end_turn", "company-CRY-1", "broker-1-up", "item-limousine"} <= keys
    assert GAME.pass_action(state, 0) == EndTurn(0)


def test_a_trade_preview_gives_the_total_and_the_price_after() -> None:
    state = open_phase()
    assert GAME.preview(state, Trade(0, 2, "buy", 10)) == {
        "stock": "2",
        "count": 10,
        "value": 6,
        "total": 60,
        "side": "buy",
        "price": {"old": 6, "new": 7},
    }


def test_a_frozen_stock_still_moves_with_the_dice_and_the_forecast() -> None:
    """The holding's shares move for everyone's dice and the forecast; only trading them is frozen."""
    state = started()
    own(state, 1, "IT-1", "IT-2", "IT-3")
    state.forecast = len(state.board.forecast)  # the next field is the first: IT up
    assert state.board.forecast[0] == ("3", "up")
    happened = land(state, "free-1", white=3, black=5)
    assert [(e.stock, e.cause) for e in of_type(happened, "price_moved")] == [
        ("3", "white"),
        ("5", "black"),
        ("3", "forecast"),
    ]
    assert state.fields["3"] == 8
    refused(state, Trade(0, 3, "buy", 1), "frozen")


def test_the_frozen_debt_setting_changes_nothing_outside_a_debt() -> None:
    state = open_phase(frozen_debt_sales=True)
    own(state, 1, "IT-1", "IT-2", "IT-3")
    give_shares(state, 0, "3", 10)
    refused(state, Trade(0, 3, "sell", 10), "frozen")
    assert not any(getattr(c, "fixed", {}).get("stock") == 3 for c in GAME.legal_actions(state))


def test_money_has_no_other_uses_than_the_rules_name() -> None:
    """Stocks, companies, items and the squares' costs: there is no loan and no other way to spend or raise money."""
    assert set(GAME.actions.types) == {
        "start_roll",
        "roll",
        "buy_company",
        "hire_broker",
        "hire_guards",
        "buy_pack",
        "sell_pack",
        "takeover",
        "pay_fee",
        "decline",
        "fight_roll",
        "crisis_die",
        "bid",
        "pass",
        "use_broker",
        "trade",
        "buy_item",
        "sell_company",
        "end_turn",
    }
    state = open_phase()
    state.players[0].brokers = 1
    own(state, 0, "CRY-1")
    give_shares(state, 0, "4", 3)
    assert {c.type for c in GAME.legal_actions(state)} == {
        "use_broker",
        "trade",
        "buy_item",
        "sell_company",
        "end_turn",
    }


TRADE_WORDS = {
    "en": (
        "Ann buys one Cryptocurrency share for 6.",
        "Ann sells one Pharma share for 6.",
        "Ann buys 2 IT shares at 6, 12 in all.",
        "Ann sells 3 Media shares at 6, 18 in all.",
    ),
    "it": (
        "Ann compra un'azione Criptovalute per 6.",
        "Ann vende un'azione Farmaceutica per 6.",
        "Ann compra 2 azioni IT a 6, 12 in tutto.",
        "Ann vende 3 azioni Media a 6, 18 in tutto.",
    ),
    "fr": (
        "Ann achète une action Cryptomonnaies pour 6.",
        "Ann vend une action Pharmacie pour 6.",
        "Ann achète 2 actions IT à 6, 12 au total.",
        "Ann vend 3 actions Médias à 6, 18 au total.",
    ),
}


@pytest.mark.parametrize("language", sorted(TRADE_WORDS))
def test_the_log_says_a_one_share_trade_s_value_once_and_a_larger_trade_s_total(language: str) -> None:
    """One share's value is the whole amount: once read "Ann buys 1 Cryptocurrency share at 6, 6 in all"."""
    from companion.text.i18n import translator

    state = open_phase()
    give_shares(state, 0, "6", 1)
    give_shares(state, 0, "5", 3)
    happened = apply(
        state, Trade(0, 2, "buy", 1), Trade(0, 6, "sell", 1), Trade(0, 3, "buy", 2), Trade(0, 5, "sell", 3)
    )
    told = tuple(GAME.describe(state, event, translator(language)) for event in of_type(happened, "shares_traded"))
    assert told == TRADE_WORDS[language]
