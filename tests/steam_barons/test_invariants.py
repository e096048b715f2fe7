"""The consistency checks ``simulate`` runs after every action catch each broken law.

Random games only prove the engine keeps the laws if the checker would
notice a break: each test here breaks one law on purpose (behind the books'
back, as a bug would) and expects :class:`~companion.core.InvariantBroken`.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.core import InvariantBroken
from companion.games.steam_barons import GAME
from companion.games.steam_barons.state import State, account

from .helpers import finish_turn, give_shares, go_bankrupt, skip_auctions, started


def broken(state: State, change: Callable[[State], object]) -> None:
    GAME.check_invariants(state)  # sound before
    change(state)
    with pytest.raises(InvariantBroken):
        GAME.check_invariants(state)


def test_money_is_conserved_bank_players_and_treasuries() -> None:
    broken(started(3), lambda s: s.ledger._balances.__setitem__(account(0), s.cash(0) + 1))
    broken(started(3), lambda s: s.ledger._balances.__setitem__("orange", s.treasury("orange") - 1))


def test_every_companys_tokens_are_accounted_for_per_map() -> None:
    for game_map in ("eastern_us", "northern_england"):
        broken(started(3, map=game_map), lambda s: s.shares.seats[1].__setitem__("green", 1))  # a token from nowhere
        broken(started(3, map=game_map), lambda s: s.shares.unissued.__setitem__("green", 0))  # tokens lost


@pytest.mark.parametrize("price", [19, -1])
def test_prices_stay_within_zero_to_eighteen(price: int) -> None:
    def move(state: State) -> None:
        state.companies["brown"].price = price

    broken(started(3), move)


def test_a_company_is_at_b_only_between_phases_four_and_six() -> None:
    def bankrupt(state: State) -> None:
        state.companies["brown"].price = None

    broken(started(3), bankrupt)  # during the auctions


def test_the_certificate_holder_never_holds_fewer_shares_than_another_player() -> None:
    def hand_over(state: State) -> None:
        state.companies["orange"].controller = 1

    state = started(3)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "orange", 1)
    broken(state, hand_over)


def test_shareholders_without_a_certificate_holder_are_caught() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    broken(state, lambda s: setattr(s.companies["orange"], "controller", None))


def test_a_removed_company_holds_nothing_and_is_out_of_the_order() -> None:
    state = started(3)
    go_bankrupt(state, "white", links=2)
    broken(state, lambda s: s.order.append("white"))
    state = started(3)
    go_bankrupt(state, "white", links=2)
    broken(state, lambda s: setattr(s, "ownerless", 1))  # the ownerless links are the removed companies' links


def test_exactly_five_turns() -> None:
    broken(started(3), lambda s: setattr(s, "turn", 6))
    state = started(2)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    broken(state, lambda s: setattr(s, "phase", "over"))  # over in turn 1
    state = started(2)
    for _ in range(5):
        finish_turn(state)
    GAME.check_invariants(state)
    assert state.phase == "over" and state.turn == 5


def test_the_company_the_game_is_at_matches_its_place_in_the_order() -> None:
    """``company`` is kept beside ``at`` for speed: a stale one is caught."""
    state = started(3)
    assert state.phase == "auction" and state.company == state.order[state.at]
    broken(state, lambda s: setattr(s, "company", s.order[s.at + 1]))
    state = started(3)
    broken(state, lambda s: setattr(s, "at", s.at + 1))  # moved without ``go_to``
