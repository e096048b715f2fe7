"""Scoring: parks double adjacent lots of the same owner; fortune; 2 lots to win; ties; nobody."""

from __future__ import annotations

import copy

from companion.games.bigshot import BOARD, GAME
from companion.games.bigshot.actions import Loan
from companion.games.bigshot.scoring import fortunes, ranking, winners

from .helpers import apply, finish, started

R, Y, B, W = "red", "yellow", "black", "white"


def owners(**lots: str) -> dict[str, str]:
    return dict(lots)


def test_the_rulebook_example_park_and_adjacent_9_and_10_make_38() -> None:
    state = started()
    result = fortunes(state, owners(P1=R, A9=R, A10=R, A11=W))
    red, white = result[0].colors[0], result[3].colors[0]
    assert red.lot_value == 38  # 9x2 + 10x2
    assert white.lot_value == 11  # the park is red's: no doubling for white
    assert [(s.lot, s.multiplier) for s in red.lots] == [("P1", 1), ("A9", 2), ("A10", 2)]


def test_a_park_alone_or_a_lot_alone_doubles_nothing() -> None:
    state = started()
    assert fortunes(state, owners(P1=R, B9=R))[0].colors[0].lot_value == 9  # B9 borders P2, not P1
    assert fortunes(state, owners(A9=R, P2=R))[0].colors[0].lot_value == 9


def test_ruling_a_lot_next_to_two_parks_of_the_same_owner_is_doubled_twice() -> None:
    board = BOARD.packaged_table()
    board["adjacency"]["P2"] = ["B9", "B10", "B11", "A9"]
    state = started(board=board)
    red = fortunes(state, owners(P1=R, P2=R, A9=R))[0].colors[0]
    a9 = next(s for s in red.lots if s.lot == "A9")
    assert a9.multiplier == 4 and a9.parks == ("P1", "P2") and red.lot_value == 36
    half = fortunes(state, owners(P1=R, P2=Y, A9=R))[0].colors[0]
    assert half.lot_value == 18


def test_fortune_is_lots_plus_cash_minus_10_per_debt() -> None:
    state = started()
    apply(state, Loan(0))
    red = fortunes(state, owners(L20=R, L21=R))[0]
    assert red.fortune == 41 + 19 - 10


def test_only_owners_of_two_lots_can_win_and_parks_count() -> None:
    state = started()
    result = fortunes(state, owners(L21=R, P1=Y, A9=Y))
    assert not result[0].qualifies and result[1].qualifies
    assert winners(result) == (1,)  # red has more (31M) but only one lot


def test_the_highest_fortune_wins_even_if_negative() -> None:
    state = started()
    for _ in range(1):
        apply(state, Loan(1))
    poor = copy.deepcopy(state)
    poor.ledger.transfer("yellow", "bank", 19, "test: spend everything")
    poor.debts["yellow"] = 3
    result = fortunes(poor, owners(P1=Y, P2=Y))
    assert result[1].fortune == -30 and winners(result) == (1,)


def test_a_tie_shares_the_win() -> None:
    state = started()
    result = fortunes(state, owners(A9=R, A10=R, B9=Y, B10=Y))
    assert winners(result) == (0, 1)


def test_nobody_with_two_lots_means_nobody_wins_but_a_ranking() -> None:
    state = started()
    result = fortunes(state, owners(L21=R, L20=Y, A9=B))
    assert winners(result) == ()
    assert ranking(result) == [0, 1, 2, 3]


def test_game_over_announces_winners_from_the_final_scoring() -> None:
    state = started(spaces={1: (R, R, Y, B), 2: (R, R, Y, W)})
    happened = finish(state)
    over = happened[-1]
    assert over.type == "game_over" and state.phase == "over"
    result = fortunes(state, state.awarded)
    assert over.winners == winners(result) == tuple(state.winners)
    assert over.fortunes == tuple(r.fortune for r in result)
    summary = GAME.summary(state)
    assert summary["winners"] == list(over.winners) and summary["ranking"] == ranking(result)
    assert [p["fortune"] for p in summary["players"]] == list(over.fortunes)
