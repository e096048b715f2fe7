"""Why a trade's quantity stops where it does, as the engine's decision data (a greyed "+" says it)."""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import HireGuards
from companion.text.i18n import set_language

from .helpers import give_shares, land, set_cash, started


def open_phase():
    state = started(3)
    land(state, "free-1", white=2, black=2)
    assert state.phase == "open"
    return state


def lines(state):
    decision = GAME.decide(state).actors[0].decision
    return decision, {item.key: item for item in decision.items}


def test_a_buy_line_says_whether_the_cash_or_the_banks_shares_bind() -> None:
    state = open_phase()
    set_cash(state, 0, 60)
    decision, items = lines(state)
    price = state.value("2")
    item = items["buy-2"]
    assert item.high == 60 // price
    assert item.limit is not None and item.limit.say() == f"60 buys at most {60 // price} at {price}"
    set_cash(state, 0, 100_000)
    decision, items = lines(state)
    free = state.shares.pool["2"]
    assert items["buy-2"].high == free
    assert items["buy-2"].limit.say() == f"{state.board.stock_name('2')} left at the bank: {free}"


def test_a_sell_line_says_how_many_the_seat_holds_and_one_stock_goes_per_trade() -> None:
    state = open_phase()
    give_shares(state, 0, "3", 1)
    decision, items = lines(state)
    assert items["sell-3"].limit.say() == f"{state.board.stock_name('3')} held by Ann: 1"
    assert items["sell-1"].limit is None  # nothing held: the line is closed, its note says why
    assert decision.lines == 1 and decision.lines_note
    assert not decision.allows({"buy-2": 1, "sell-3": 1})


def test_guards_say_what_the_cash_pays_for() -> None:
    state = started(3)
    land(state, next(square.id for square in state.board.squares if square.kind == "guard"))
    assert state.phase == "land"
    set_cash(state, 0, 95)
    decision = GAME.decide(state).actors[0].decision
    assert decision.range.cls is HireGuards and decision.high == 3
    assert decision.limit.say() == "95 pays for at most 3 at 30"


def test_guards_say_what_the_cash_pays_for_in_italian_as_the_trades_do() -> None:
    """The Italian refusal read "500 bastano per al massimo 16 a 30", words no table says; the trade's own line
    beside it reads "con 60 se ne comprano al massimo 2 a 30"."""
    from companion.text.i18n import _, set_language

    state = started(3)
    land(state, next(square.id for square in state.board.squares if square.kind == "guard"))
    set_cash(state, 0, 95)
    set_language("it")
    try:
        said = GAME.decide(state).actors[0].decision.limit.say(_)
    finally:
        set_language("en")
    assert said == "con 95 se ne pagano al massimo 3 a 30"


def test_a_bid_says_what_the_cash_pays_at_most_in_every_language() -> None:
    """A bid typed over the cash read "Giocatore 1 ha 270." alone, where every other refusal says what it means
    for the number: the engine's reason is now the touchscreen's own "can pay at most"."""
    from companion.text.i18n import _, set_language

    state = started(3)
    set_cash(state, 0, 1270)
    land(state, "auction-2")
    decision = GAME.decide(state).actors[0].decision
    assert decision.cap == 1270
    said = {}
    for language in ("en", "it", "fr"):
        set_language(language)
        try:
            said[language] = decision.limit.say(_)
        finally:
            set_language("en")
    assert said == {
        "en": "Ann can pay at most 1,270",
        "it": "Ann può pagare al massimo 1.270",
        "fr": "Ann peut payer au plus 1\u00a0270",
    }


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_bids_preview_leaves_the_board_price_to_the_question_above_it(code: str) -> None:
    """ "Cat: bid for LOG-1 (board price 100)" over "Cat bids 1 for LOG-1 (board price 100)": the board price was
    said twice on the bid panel."""
    from companion.core import Table
    from companion.core.bids import Bid
    from companion.front.mad_market.words import Reading, bid

    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": 2}, created="now")
    summary = table.summary()
    summary["auction"] = {"company": "LOG-1", "price": 100}
    set_language(code)
    try:
        words = bid(Reading(summary, Bid(2, 1), table.header.config), Bid(2, 1), {})
    finally:
        set_language("en")
    assert words is not None
    assert words.full[0].startswith("Cat ") and "LOG-1" in words.full[0] and "100" not in words.full[0], words.full
