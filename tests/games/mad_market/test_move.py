"""A move: the white die's stock up, the black's down, doubles; the forecast; the pawn; the lap payout."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Roll

from .helpers import apply, give_shares, index, land, of_type, own, place, refused, started, types


def fields(state) -> dict[str, int]:
    return dict(state.fields)


def test_white_raises_its_stock_black_lowers_its_stock_then_the_forecast_moves() -> None:
    state = started()
    happened = land(state, "free-1", white=6, black=3)
    moved = of_type(happened, "price_moved")
    assert [(e.stock, e.cause, e.new_field) for e in moved] == [
        ("6", "white", 7),
        ("3", "black", 5),
        ("1", "forecast", 5),
    ]
    # the order of the rules: dice, then forecast, then the pawn
    assert types(happened).index("forecast_moved") < types(happened).index("pawn_moved")


def test_doubles_move_no_price_but_the_forecast_still_moves_and_there_is_no_extra_move() -> None:
    state = started()
    happened = land(state, "free-1", white=4, black=4)
    assert of_type(happened, "doubles")[0].value == 4
    assert [e.cause for e in of_type(happened, "price_moved")] == ["forecast"]
    assert state.fields["4"] == 6
    assert state.phase == "open"  # the move goes on to the open phase, then the next player
    from companion.games.mad_market.actions import EndTurn

    GAME.apply(state, EndTurn(0))
    assert state.current == 1


def test_the_forecast_starts_on_its_start_field_first_moves_to_the_next_and_wraps() -> None:
    state = started()
    board = state.board
    assert state.forecast == board.forecast_start == 1
    happened = land(state, "free-1")
    assert of_type(happened, "forecast_moved")[0].field == 2
    state.forecast = len(board.forecast)
    from .helpers import end_move

    end_move(state)
    happened = land(state, "free-1")
    event = of_type(happened, "forecast_moved")[0]
    stock, direction = board.forecast[0]
    assert event.field == 1 and (event.stock, event.direction) == (stock, direction)


def test_prices_never_leave_the_track() -> None:
    state = started()
    state.fields["6"] = state.board.top
    state.fields["3"] = 1
    happened = land(state, "free-1", white=6, black=3)
    assert state.fields["6"] == state.board.top and state.fields["3"] == 1
    white, black = of_type(happened, "price_moved")[:2]
    assert white.old_field == white.new_field and black.new_field == 1


def test_the_pawn_moves_the_sum_of_the_dice() -> None:
    state = started()
    place(state, 0, "LOG-1")
    GAME.apply(state, Roll(0, 5, 6))
    assert state.players[0].square == index(state, "LOG-1") + 11


def test_passing_start_pays_5_shares_per_company_and_30_for_a_holding() -> None:
    state = started()
    own(state, 0, "LOG-1", "LOG-2", "LOG-3", "CRY-1", "IT-1", "IT-2")
    state.players[0].square = len(state.board.squares) - 3  # free-2 is last: 3 before Start
    happened = GAME.apply(state, Roll(0, 4, 2))  # lands on LOG-2, its own company
    laps = {e.stock: e.shares for e in of_type(happened, "lap_paid")}
    assert laps == {"1": 30, "2": 5, "3": 10}
    assert state.shares.held[0]["1"] == 30 and state.shares.pool["1"] == 270
    assert of_type(happened, "pawn_moved")[0].passed_start


def test_landing_exactly_on_start_pays_the_lap() -> None:
    state = started()
    own(state, 0, "CRY-1")
    state.players[0].square = len(state.board.squares) - 7
    happened = GAME.apply(state, Roll(0, 4, 3))
    assert state.players[0].square == 0 and of_type(happened, "lap_paid")[0].shares == 5


def test_no_lap_payout_without_passing_start() -> None:
    state = started()
    own(state, 0, "CRY-1")
    assert not of_type(land(state, "free-1"), "lap_paid")


def test_shares_the_bank_lacks_are_paid_in_cash_at_the_current_value_without_moving_prices() -> None:
    """The seed's example: a logistics holding, 27 free logistics shares at 7: 21 in cash for the 3 missing."""
    state = started(players=2)
    own(state, 0, "LOG-1", "LOG-2", "LOG-3", "CRY-1")
    give_shares(state, 1, "1", 273)
    state.fields["1"] = 8  # the forecast's first field moves logistics down one: 7 when the lap pays
    state.players[0].square = len(state.board.squares) - 3
    happened = GAME.apply(state, Roll(0, 4, 4))  # doubles: no dice move
    lap = {e.stock: e for e in of_type(happened, "lap_paid")}
    assert (lap["1"].shares, lap["1"].missing, lap["1"].cash) == (27, 3, 21)
    assert lap["2"].shares == 5 and state.cash(0) == 500 + 21
    assert state.fields["1"] == 7  # the lap moved nothing


def test_a_throw_out_of_range_or_by_another_seat_is_refused() -> None:
    state = started()
    assert str(refused(state, Roll(0, 0, 3), "bad_die_value")) == "The white die shows 1 to 6, not 0."
    assert str(refused(state, Roll(0, 3, 7), "bad_die_value")) == "The black die shows 1 to 6, not 7."
    refused(state, Roll(1, 3, 4), "not_your_turn")


def test_the_move_is_two_named_dice_for_the_mover_with_36_outcomes() -> None:
    state = started()
    assert len(GAME.legal_actions(state)) == 36
    actor = GAME.decide(state).actors[0]
    assert actor.seat == 0 and actor.chance
    assert [(d.name, d.field) for d in actor.decision.dice] == [("white", "white"), ("black", "black")]


def test_the_forecast_first_moves_to_the_field_after_the_boards_start_field() -> None:
    board = GAME.prepare_config({"players": ["A", "B"]})["board"]
    board["forecast"]["start"] = 5
    state = started(2, board=board)
    assert state.forecast == 5
    happened = land(state, "free-1", white=2, black=2)  # doubles: the forecast still moves
    event = of_type(happened, "forecast_moved")[0]
    assert event.field == 6 and (event.stock, event.direction) == state.board.forecast[5]
    assert [e.cause for e in of_type(happened, "price_moved")] == ["forecast"]


def test_the_lap_pays_before_the_landing_takes_effect() -> None:
    """Passing Start onto a rival's company without cash: the lap's shares are there to sell for the rent."""
    from .helpers import set_cash

    state = started()
    own(state, 0, "CRY-1")
    own(state, 1, "LOG-2")
    set_cash(state, 0, 0)
    state.players[0].square = (index(state, "LOG-2") - 7) % len(state.board.squares)
    happened = GAME.apply(state, Roll(0, 4, 3))
    assert of_type(happened, "pawn_moved")[0].passed_start
    assert types(happened).index("lap_paid") < types(happened).index("debt_opened")
    assert state.phase == "debt" and state.shares.held[0]["2"] == 5


def test_a_move_the_end_of_the_track_stops_says_the_stock_stays_there() -> None:
    """The log once read "IT falls with the black die: from 1 to 1."."""
    state = started()
    top = len(state.board.track)
    state.fields["3"], state.fields["4"] = top, 1
    moves = of_type(apply(state, Roll(0, 3, 4)), "price_moved")[:2]
    told = [GAME.describe(state, move) for move in moves]
    assert told == [
        f"IT stays on the top field: {state.board.value(top)}.",
        f"Energy stays on the bottom field: {state.board.value(1)}.",
    ]
