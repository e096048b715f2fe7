"""The end: the target stops the game at the end of the move; later players in the round get a last move."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import BuyItem, EndTurn, Roll, SellCompany, Trade
from companion.games.mad_market.end import ranking
from companion.text.i18n import _, set_language

from .helpers import apply, end_move, give_shares, land, of_type, own, refused, set_cash, started


def reach(state, seat: int, vp: int = 34) -> list:
    """``seat`` (the mover, in the open phase) has ``vp`` VP and buys a limousine to reach 35."""
    give_vp(state, seat, vp)
    set_cash(state, seat, max(state.cash(seat), 200))
    return apply(state, BuyItem(seat, "limousine"), EndTurn(seat))


def test_the_seed_example_six_players_the_third_stops_the_fourth_fifth_and_sixth_move() -> None:
    state = started(6, first=0)
    end_move_quiet(state)  # 1st
    end_move_quiet(state)  # 2nd
    land(state, "free-1")
    happened = reach(state, 2)
    reached = of_type(happened, "target_reached")[0]
    assert reached.player == 2 and reached.last == (3, 4, 5) and state.last_round
    assert not GAME.is_over(state) and state.current == 3
    assert GAME.summary(state)["last_round"] is True
    for seat in (3, 4):
        end_move_quiet(state)
        assert state.current == seat + 1
    happened = end_move_quiet(state)
    over = of_type(happened, "game_over")[0]
    assert over.winners == (2,) and over.reason == "target"


def give_vp(state, seat: int, vp: int) -> None:
    """``seat`` holds items worth ``vp`` VP (the biggest first, as far as the supply goes)."""
    from companion.games.mad_market.trading import remaining

    left = vp
    for item in ("jet", "yacht", "villa", "limousine"):
        worth = state.board.items[item][0]
        count = min(left // worth, remaining(state, item) - (1 if item == "limousine" else 0))
        if count > 0:
            state.players[seat].items[item] = state.players[seat].items.get(item, 0) + count
            left -= count * worth
    assert left == 0
    state.players[seat].vp += vp


def end_move_quiet(state) -> list:
    return land(state, "free-1") + end_move(state)


def test_the_round_counts_from_the_first_player() -> None:
    state = started(4, first=2)  # order 2, 3, 0, 1
    end_move_quiet(state)
    land(state, "free-1")
    happened = reach(state, 3)
    assert of_type(happened, "target_reached")[0].last == (0, 1)


def test_the_last_player_in_the_round_ends_the_game_at_once() -> None:
    state = started(3, first=1)  # order 1, 2, 0
    end_move_quiet(state)
    end_move_quiet(state)
    land(state, "free-1")
    happened = reach(state, 0)
    assert of_type(happened, "game_over") and GAME.is_over(state)


def test_with_two_players_the_game_ends_at_once() -> None:
    state = started(2, first=0)
    land(state, "free-1")
    happened = reach(state, 0)
    assert of_type(happened, "target_reached")[0].last == () and of_type(happened, "game_over")


def test_the_game_stops_only_at_the_end_of_the_move() -> None:
    state = started(3)
    land(state, "free-1")
    give_vp(state, 0, 34)
    apply(state, BuyItem(0, "limousine"))
    assert not GAME.is_over(state) and state.phase == "open"
    give_shares(state, 0, "2", 5)
    apply(state, Trade(0, 2, "sell", 5))  # the move goes on


def test_in_the_last_move_shares_may_be_sold_and_one_item_bought_but_no_company_sold_nor_share_bought() -> None:
    state = started(3)
    land(state, "free-1")
    reach(state, 0)
    assert state.current == 1
    give_shares(state, 1, "2", 100)
    own(state, 1, "LOG-1")
    land(state, "free-1", white=2, black=2)
    assert GAME.prompt(state).data["last_move"] is True
    refused(state, Trade(1, 3, "buy", 1), "buy_in_last_move")
    refused(state, SellCompany(1, "LOG-1"), "no_company_sale_now")
    apply(state, Trade(1, 2, "sell", 100))
    apply(state, BuyItem(1, "villa"))
    refused(state, BuyItem(1, "limousine"), "item_bought")
    assert not any(getattr(c, "type", "") == "sell_company" for c in GAME.legal_actions(state))


def test_most_vp_wins_and_a_last_move_may_overtake_the_stopper() -> None:
    state = started(3)
    land(state, "free-1")
    give_vp(state, 1, 30)
    happened = reach(state, 0)
    assert of_type(happened, "target_reached")[0].player == 0
    land(state, "free-1")
    set_cash(state, 1, 1000)
    apply(state, BuyItem(1, "yacht"), EndTurn(1))  # 37 VP against 35
    happened = end_move_quiet(state)
    assert of_type(happened, "game_over")[0].winners == (1,)


def test_ties_go_to_cash_then_cash_and_shares_then_a_shared_win() -> None:
    state = started(3)
    for seat in range(3):
        give_vp(state, seat, 10)
    set_cash(state, 0, 300)
    set_cash(state, 1, 300)
    set_cash(state, 2, 100)
    give_shares(state, 2, "1", 100)  # worth more, but cash decides first
    give_shares(state, 1, "2", 1)
    places = [row["player"] for row in ranking(state)]
    assert places == [1, 0, 2]
    from companion.games.mad_market.end import winners

    assert winners(state) == (1,)
    state.shares.move("2", 1, 1, "pool")
    assert winners(state) == (0, 1)  # still tied: a shared win


def test_companies_never_count_and_players_out_never_win() -> None:
    state = started(3)
    own(state, 2, *list(state.board.companies)[:6])
    set_cash(state, 0, 501)
    state.players[1].out = True
    give_vp(state, 1, 50)
    from companion.games.mad_market.end import winners

    for seat in range(3):
        if seat == 1:
            set_cash(state, 1, 0)
    assert winners(state) == (0,)
    assert ranking(state)[-1]["player"] == 1


def test_after_the_end_every_action_is_refused() -> None:
    state = started(2)
    land(state, "free-1")
    reach(state, 0)
    refused(state, Roll(1, 3, 4), "game_over")
    assert GAME.legal_actions(state) == [] and GAME.summary(state)["winners"] == [0]


def test_a_round_limit_ends_simulated_games_and_says_so() -> None:
    state = started(2, round_limit=1)
    end_move_quiet(state)
    happened = end_move_quiet(state)
    assert of_type(happened, "game_over")[0].reason == "round_limit"
    assert GAME.summary(state)["end_reason"] == "round_limit"


def test_stockbrokers_still_work_in_a_last_move() -> None:
    from companion.games.mad_market.actions import UseBroker

    state = started(3)
    land(state, "free-1")
    reach(state, 0)
    state.players[1].brokers = 1
    land(state, "free-1", white=2, black=2)
    assert state.last_round and state.current == 1
    before = state.fields["4"]
    happened = apply(state, UseBroker(1, 4, "up"))
    assert of_type(happened, "broker_used") and state.fields["4"] == before + 1


def test_the_target_is_the_tables_choice() -> None:
    state = started(2, target=10)
    land(state, "free-1")
    give_vp(state, 0, 9)
    set_cash(state, 0, 200)
    happened = apply(state, BuyItem(0, "limousine"), EndTurn(0))
    assert of_type(happened, "target_reached")[0].vp == 10 and GAME.is_over(state)
    assert GAME.summary(state)["target"] == 10


def test_an_item_bought_is_named_with_its_own_article_in_each_language() -> None:
    """The log once said "Zoé achète villa" and "Bruno compra limousine": the article is the language's."""
    from companion.text.i18n import _, set_language

    state = started()
    land(state, "free-1")
    set_cash(state, 0, 1000)
    bought = of_type(apply(state, BuyItem(0, "villa")), "item_bought")[0]
    assert GAME.describe(state, bought) == "Ann buys a villa (3 VP) for 500: 3 VP now."
    try:
        set_language("fr")
        assert GAME.describe(state, bought, _) == "Ann achète une villa (3 PV) pour 500 : 3 PV désormais."
        set_language("it")
        assert GAME.describe(state, bought, _) == "Ann compra una villa (3 PV) per 500: ora 3 PV."
    finally:
        set_language("en")


def said(state, happened, *kinds: str) -> list[str]:
    return [GAME.describe(state, event, _) for event in happened if event.type in kinds]


def test_the_target_that_ends_the_game_is_said_once_in_each_language() -> None:
    """ "Ann reaches 35 VP: the game ends." then "The game is over: the target is reached. Ann wins." said the
    same thing twice: the target is said where it is reached, the end by the game over alone."""
    expected = {
        "en": ["Ann reaches the target with 35 VP.", "The game is over. Ann wins."],
        "it": ["Ann raggiunge l'obiettivo con 35 PV.", "La partita è finita. Vince Ann."],
        "fr": ["Ann atteint l'objectif avec 35 PV.", "La partie est terminée. Ann gagne."],
    }
    state = started(2, first=0)
    land(state, "free-1")
    happened = reach(state, 0)
    try:
        for language, sentences in expected.items():
            set_language(language)
            assert said(state, happened, "target_reached", "game_over") == sentences
    finally:
        set_language("en")


def test_a_last_round_says_who_moves_and_its_end_says_who_wins() -> None:
    state = started(4, first=2)  # order 2, 3, 0, 1
    end_move_quiet(state)
    land(state, "free-1")
    assert said(state, reach(state, 3), "target_reached") == ["Dan reaches 35 VP: Ann and Ben have a last move."]
    end_move_quiet(state)
    assert said(state, end_move_quiet(state), "game_over") == ["The game is over. Dan wins."]
