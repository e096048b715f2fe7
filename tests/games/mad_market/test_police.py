"""The police: a free square without a pack; with one, a fight against 2, 3, 4, then 5 officers."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import FightRoll

from .helpers import apply, end_move, land, of_type, started


def carrier(guards: int, players: int = 3):
    state = started(players)
    state.players[0].pack = True
    state.players[0].guards = guards
    return state


def test_without_a_pack_the_police_square_is_free_and_the_count_does_not_advance() -> None:
    state = started()
    happened = land(state, "police-1")
    assert of_type(happened, "police_quiet") and state.phase == "open" and state.police_next == 2


def test_the_first_fight_has_two_officers_and_the_player_throws_white() -> None:
    state = carrier(3)
    happened = land(state, "police-2")
    started_ = of_type(happened, "fight_started")[0]
    assert (started_.guards, started_.opponents) == (3, 2) and state.police_next == 3
    apply(state, FightRoll(1, 4))
    assert state.fight.guards == 2 and state.fight.opponents == 2
    apply(state, FightRoll(5, 4))
    assert state.fight.opponents == 1


def test_a_winner_keeps_the_pack_and_the_surviving_guards() -> None:
    state = carrier(3)
    land(state, "police-1")
    happened = apply(state, FightRoll(6, 1), FightRoll(2, 1))
    assert of_type(happened, "police_fight_over")[0].player_won
    assert state.players[0].pack and state.players[0].guards == 3 and state.cash(0) == 500
    assert state.phase == "open"


def test_when_both_sides_run_out_together_the_player_wins() -> None:
    state = carrier(1)
    state.police_next = 2
    land(state, "police-1")
    apply(state, FightRoll(6, 1))  # 1 guard, 1 officer left
    happened = apply(state, FightRoll(3, 3))
    assert of_type(happened, "police_fight_over")[0].player_won and state.players[0].pack
    assert state.players[0].guards == 0


def test_a_loser_has_the_pack_confiscated_and_pays_the_1000_fine() -> None:
    state = carrier(1)
    state.ledger.transfer("bank", "p0", 1000, "test")
    land(state, "police-1")
    happened = apply(state, FightRoll(1, 2))
    assert not of_type(happened, "police_fight_over")[0].player_won
    assert of_type(happened, "pack_confiscated")[0].fine == 1000
    assert not state.players[0].pack and state.cash(0) == 500 and state.phase == "open"


def test_the_fine_goes_through_the_debt_flow() -> None:
    state = carrier(1)
    from .helpers import give_shares

    give_shares(state, 0, "2", 200)
    land(state, "police-1")
    happened = apply(state, FightRoll(1, 2))
    assert of_type(happened, "debt_opened")[0].amount == 1000 and state.phase == "debt"


def test_a_carrier_without_guards_loses_at_once_and_the_count_still_advances() -> None:
    state = carrier(0)
    state.ledger.transfer("bank", "p0", 1000, "test")
    happened = land(state, "police-1")
    assert not of_type(happened, "police_fight_over")[0].player_won and not state.players[0].pack
    assert state.police_next == 3 and state.cash(0) == 500


def test_the_count_is_shared_by_all_players_and_squares_and_stops_at_five() -> None:
    state = carrier(6, players=2)
    seen = []
    for turn in range(6):
        seat = state.current
        state.players[seat].pack = True
        state.players[seat].guards = 6
        happened = land(state, "police-1" if turn % 2 else "police-3")
        seen.append(of_type(happened, "fight_started")[0].opponents)
        while state.phase == "fight":
            apply(state, FightRoll(6, 1))  # the player wins every round
        end_move(state)
    assert seen == [2, 3, 4, 5, 5, 5] and state.police_next == 5


def test_a_fight_round_is_a_chance_pair_of_dice_with_no_seat() -> None:
    state = carrier(2)
    land(state, "police-1")
    actor = GAME.decide(state).actors[0]
    assert actor.seat is None and actor.chance and actor.decision.kind == "dice"
    assert GAME.preview(state, FightRoll(1, 6)) == {"guards": 1, "opponents": 2}


def test_a_carrier_without_guards_is_told_so_not_counted_zero_guards() -> None:
    """The log once read "Police fight: Ann's 0 guards against 2 officers."."""
    state = carrier(0)
    state.ledger.transfer("bank", "p0", 1000, "test")
    started_fight = of_type(land(state, "police-1"), "fight_started")[0]
    assert GAME.describe(state, started_fight) == "Police fight: Ann has no guards against 2 officers."
    fought = carrier(2)
    started_fight = of_type(land(fought, "police-1"), "fight_started")[0]
    assert GAME.describe(fought, started_fight) == "Police fight: Ann's 2 guards against 2 officers."
