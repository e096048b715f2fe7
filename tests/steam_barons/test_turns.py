"""The game turn: eight phases, five turns, a new order after turns 1–4 only, the most cash wins."""

from __future__ import annotations

from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import CompanyOrder, Sell

from .helpers import (
    apply,
    end_builds,
    finish_turn,
    give_shares,
    go_bankrupt,
    of_type,
    refused,
    sell_nothing,
    set_cash,
    set_treasury,
    skip_auctions,
    skip_deliveries,
    started,
    types,
)


def test_phases_come_in_the_rulebooks_order() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    kinds = []
    events = skip_auctions(state)
    kinds.append(state.phase)
    events += end_builds(state)
    kinds.append(state.phase)
    order = types(events)
    assert order.index("building_started") < order.index("shipping_round") < order.index("company_result")
    assert order.index("company_result") < order.index("prices_held") < order.index("selling_started")
    assert kinds == ["build", "sell"]  # orange built nothing: no deliveries asked


def test_a_new_order_is_drawn_at_the_end_of_turns_one_to_four_and_not_after_turn_five() -> None:
    state = started(2)
    turns_seen = []
    for turn in range(1, 6):
        assert state.turn == turn
        turns_seen.append(turn)
        skip_auctions(state)
        end_builds(state)
        skip_deliveries(state)
        sell_nothing(state)
        if turn < 5:
            assert state.phase == "company_order"
            assert GAME.prompt(state).data["turn"] == turn + 1
            events = apply(state, GAME.legal_actions(state)[0])
            assert of_type(events, "turn_started")[0].turn == turn + 1
        else:
            assert state.phase == "over"
    assert turns_seen == [1, 2, 3, 4, 5]


def test_the_game_ends_after_turn_five_and_the_most_cash_wins() -> None:
    state = started(3)
    for _ in range(4):
        finish_turn(state)
    set_cash(state, 1, 90)
    events = finish_turn(state)
    assert state.phase == "over" and GAME.is_over(state)
    ended = of_type(events, "game_over")[0]
    assert ended.winners == (1,) and state.winners == (1,)
    assert GAME.describe(state, ended).endswith("Ben wins.")


def test_a_tie_shares_the_win() -> None:
    state = started(3)
    for _ in range(4):
        finish_turn(state)
    set_cash(state, 0, 50)
    set_cash(state, 2, 50)
    events = finish_turn(state)
    assert state.winners == (0, 2)
    assert "Ann and Cat share the win." in GAME.describe(state, of_type(events, "game_over")[0])


def test_ruling_with_one_active_company_the_order_needs_no_draw() -> None:
    state = started(2)
    for company in ("green", "brown", "wood", "black", "white"):
        go_bankrupt(state, company)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    end_builds(state)
    events = apply(state, Sell(0, {}))
    assert state.turn == 2 and of_type(events, "order_drawn")[0].order == ("orange",)


def test_nothing_can_be_done_after_the_end() -> None:
    state = started(2)
    for _ in range(5):
        finish_turn(state)
    refused(state, CompanyOrder(("orange",)), "game_over")
    assert GAME.legal_actions(state) == [] and GAME.decide(state).actors == ()


def test_treasuries_do_not_count_only_players_cash_wins() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)  # Ann controls orange
    for _ in range(4):
        finish_turn(state)
    set_treasury(state, "orange", 500)  # the company is rich, its controller is not
    set_cash(state, 1, 90)
    finish_turn(state)
    assert state.phase == "over" and state.winners == (1,)
    assert GAME.summary(state)["ranking"][0] == 1


def test_the_turn_under_way_is_the_next_one_while_its_order_is_drawn() -> None:
    """The summary counts the turn once its order is set; the screens head the draw with the turn it is for."""
    from companion.games.steam_barons.summary import turn_under_way

    state = started(2)
    assert turn_under_way(GAME.summary(state)) == 1
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    sell_nothing(state)
    summary = GAME.summary(state)
    assert summary["phase"] == "company_order" and summary["turn"] == 1
    assert turn_under_way(summary) == GAME.prompt(state).data["turn"] == 2
    fresh = GAME.summary(GAME.new_game(GAME.prepare_config({"players": ["Ann", "Ben"]})))
    assert fresh["phase"] == "company_order" and turn_under_way(fresh) == 1  # the first draw, before the marker
