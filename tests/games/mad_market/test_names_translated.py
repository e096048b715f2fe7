"""A share type's name is a word the player reads in their language: "Logistica sale", not "Logistics sale"."""

from __future__ import annotations

from companion.core.i18n import say
from companion.games.mad_market import BOARD, GAME
from companion.games.mad_market.actions import SellCompany, UseBroker
from companion.games.mad_market.board import STANDIN_STOCK_NAMES, Board
from companion.games.mad_market.errors import NotEnoughHeld
from companion.games.mad_market.events import PriceMoved, SharesTraded
from companion.games.mad_market.log import describe
from companion.text.i18n import _, set_language

from .helpers import own, started

ITALIAN = {
    "Logistics": "Logistica",
    "{stock_name} {cause_text}: from {old_value} to {new_value}.": "{stock_name} {cause_text}: da {old_value} a {new_value}.",
}


def italian(text: str) -> str:
    return ITALIAN.get(text, text)


def board() -> Board:
    return Board.from_data(BOARD.packaged_table())


def test_the_standin_names_are_in_the_catalog() -> None:
    """Every name of the packaged board is marked for translation (kept in step with data/standin.toml)."""
    assert sorted(stock.name for stock in board().stocks.values()) == sorted(STANDIN_STOCK_NAMES)


def test_a_name_reads_in_the_language_and_an_unknown_one_as_typed() -> None:
    shown = board()
    assert shown.stock_name("1", italian) == "Logistica" and shown.stock_name("1") == "Logistics"
    assert shown.stock_name("2", italian) == "Cryptocurrency"  # not in this catalog: as typed


def test_the_log_names_the_stock_in_the_language() -> None:
    moved = PriceMoved("1", "white", 6, 7, 6, 7)
    assert describe(["Ann"], board(), moved, italian).startswith("Logistica ")
    traded = SharesTraded(0, "1", "buy", 1, 6, 6)
    assert describe(["Ann"], board(), traded) == "Ann buys one Logistics share for 6."  # one share: its own sentence


def test_a_refusal_names_the_stock_in_the_language() -> None:
    refused = NotEnoughHeld(player_name="Ann", held=1, stock="1", stock_name="Logistics", count=2)
    assert str(refused) == "Ann holds 1 Logistics share, not 2."
    assert "Logistica" in refused.message(italian)


def test_the_trade_lines_name_the_stock_in_the_language() -> None:
    """A trade line ("buy Logistics") and why its "+" stops are read in the player's language."""
    from companion.core.i18n import say
    from companion.games.mad_market import GAME

    from .helpers import land, started

    state = started(3)
    land(state, "free-1", white=2, black=2)
    items = {item.key: item for item in GAME.decide(state).actors[0].decision.items}
    words = {
        **ITALIAN,
        "buy {stock}": "compra {stock}",
        "{stock} left at the bank: {count}": "{stock} in banca: {count}",
    }
    assert items["buy-1"].label == "buy Logistics"  # a plain string everywhere else
    assert say(items["buy-1"].label, lambda text: words.get(text, text)) == "compra Logistica"
    state.shares.pool["1"] = 1
    items = {item.key: item for item in GAME.decide(state).actors[0].decision.items}
    assert (
        items["buy-1"].limit is not None
        and items["buy-1"].limit.say(lambda text: words.get(text, text)) == "Logistica in banca: 1"
    )


def test_a_menus_broker_and_sale_read_in_the_language() -> None:
    """The open phase's options a console and a phone list by the engine's label ("broker: Logistics up", "sell
    IT-2 to the state (90)") are sentences in the catalog, their stock and direction words too."""
    state = started()
    own(state, 0, "IT-2")
    broker, sale = GAME.label(state, UseBroker(0, 1, "up")), GAME.label(state, SellCompany(0, "IT-2"))
    assert (broker, sale) == ("broker: Logistics up", "sell IT-2 to the state (90)")
    set_language("it")
    try:
        assert say(broker, _) == "agente di borsa: Logistica al rialzo"
        assert say(sale, _) == "vendi IT-2 allo Stato (90)"
    finally:
        set_language("en")
