"""Every item of the supply is among a move's choices, one the rules refuse now greyed with the engine's reason.

Only the items the cash paid for were offered: the villa, the yacht or the jet vanished from every front-end
without a word, and with no cash the whole Item tab went. Every item keeps its place now, in the rules' order;
one too dear or sold out is disabled and says why, as the engine would refuse it.
"""

from __future__ import annotations

import pytest

from companion.core.decisions import Basket, PickOption
from companion.core.i18n import say
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import BuyItem, EndTurn
from companion.games.mad_market.rules import ITEMS
from companion.games.mad_market.state import State
from companion.text.i18n import _

from .helpers import apply, land, refused, set_cash, started
from .test_trading import open_phase


def items(state: State) -> dict[str, PickOption]:
    """The item options beside the open phase's basket, by item, in the order they are offered."""
    [actor] = GAME.decisions(state, GAME.prompt(state))
    basket = actor.decision
    assert isinstance(basket, Basket)
    keys = [option.key for option in basket.others]
    assert keys[-1] == "end_turn"
    return {option.key.removeprefix("item-"): option for option in basket.others if option.key.startswith("item-")}


def test_every_item_is_offered_in_its_place_those_too_dear_greyed_with_the_engines_reason() -> None:
    state = open_phase()
    set_cash(state, 0, 600)
    offered = items(state)
    assert list(offered) == list(ITEMS)
    for item, option in offered.items():
        price = state.board.items[item][1]
        assert option.action == BuyItem(0, item) and option.detail == f"{price:,}"
        if price <= 600:
            assert option.enabled and not option.reason
        else:
            assert not option.enabled
            assert say(option.reason, _) == refused(state, BuyItem(0, item), "cannot_afford").message(_)
            assert say(option.reason, _) == f"Ann has 600 and cannot pay {price:,}."


def test_with_no_cash_every_item_is_still_there_and_greyed() -> None:
    state = open_phase()
    set_cash(state, 0, 0)
    offered = items(state)
    assert list(offered) == list(ITEMS) and not any(option.enabled for option in offered.values())


def test_an_item_sold_out_says_so() -> None:
    state = open_phase()
    set_cash(state, 0, 5000)
    supply = state.board.items["limousine"][2]
    state.players[1].items["limousine"] = supply
    option = items(state)["limousine"]
    assert not option.enabled
    assert say(option.reason, _) == refused(state, BuyItem(0, "limousine"), "sold_out").message(_)


def test_once_an_item_is_bought_the_move_offers_none() -> None:
    state = open_phase()
    set_cash(state, 0, 5000)
    apply(state, BuyItem(0, "villa"))
    assert items(state) == {}


def test_a_move_with_nothing_to_buy_or_sell_says_so_rather_than_list_what_cannot_be_done() -> None:
    """With no cash and no share, ending the move is all there is: the question said "brokers, trades, one item,
    then end the move", and the console's help gave "End the move" as its one example without saying why."""
    state = open_phase()
    set_cash(state, 0, 0)
    assert GAME.legal_actions(state) == [EndTurn(0)]
    [actor] = GAME.decisions(state, GAME.prompt(state))
    assert actor.decision.text("Ann") == "Ann: nothing to buy or sell: end the move"
    set_cash(state, 0, 600)
    [actor] = GAME.decisions(state, GAME.prompt(state))
    assert actor.decision.text("Ann") == "Ann: trades, one item, then end the move"


def test_stockbrokers_are_named_only_when_one_can_be_used() -> None:
    """ "brokers, trades, one item" was asked of a player who had hired none."""
    state = open_phase()
    set_cash(state, 0, 600)
    state.players[0].brokers = 1
    [actor] = GAME.decisions(state, GAME.prompt(state))
    assert actor.decision.text("Ann") == "Ann: brokers, trades, one item, then end the move"
    state.players[0].brokers = 0
    [actor] = GAME.decisions(state, GAME.prompt(state))
    assert "brokers" not in actor.decision.text("Ann")


@pytest.mark.parametrize(
    ("language", "ending"),
    [("en", "Police squares mean a fight."), ("fr", "une case Police veut dire combat."), ("it", "vuol dire scontro.")],
)
def test_the_black_markets_note_is_a_sentence_with_its_full_stop(language: str, ending: str) -> None:
    """ "…; avec un paquet, une case Police veut dire combat" ran on to the options with no full stop."""
    from companion.text.i18n import translator

    state = started(3)
    land(state, "black_market-1")
    [actor] = GAME.decisions(state, GAME.prompt(state))
    note = say(actor.decision.values["note"], translator(language))
    assert note.endswith(ending), note
