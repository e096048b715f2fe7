"""Awarding a lot: at its 7th cube, to the highest count no other colour shares; at the end, the rest."""

from __future__ import annotations

import pytest

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Place
from companion.games.bigshot.lots import award_color

from .helpers import apply, auction_to_roller, finish, refused, started, types

R, Y, B, W = "red", "yellow", "black", "white"


@pytest.mark.parametrize(
    "counts, winner",
    [
        ({R: 7}, R),
        ({R: 4, Y: 3}, R),
        ({R: 3, Y: 2, B: 1, W: 1}, R),
        ({R: 3, Y: 3, B: 1}, B),  # the rulebook: 3/3/1 goes to the single cube
        ({R: 2, Y: 2, B: 2, W: 1}, W),  # 2/2/2/1 likewise
        ({R: 2, Y: 1, B: 1}, R),  # end of game 2/1/1 → the 2
        ({R: 2, Y: 2, B: 1}, B),  # 2/2/1 → the 1
        ({R: 1}, R),  # 1/0
        ({R: 3, Y: 3}, None),  # no count is unique: nobody
        ({R: 2, Y: 2, B: 1, W: 1}, None),
        ({}, None),
        ({R: 0, Y: 0}, None),
    ],
)
def test_highest_count_no_other_colour_shares(counts, winner) -> None:
    assert award_color(counts) == winner


def fill(state, placements):
    """Play one free auction per placement (roller takes the cubes; placement as given)."""
    happened = []
    for placement in placements:
        auction_to_roller(state, 1)
        happened += apply(state, Place(state.winner, placement))
    return happened


def test_the_7th_cube_awards_the_lot_at_once_and_freezes_it() -> None:
    state = started(spaces={1: (R, R, R, Y), 2: (Y, Y, B, R), 3: (R, Y, B, W)})
    happened = fill(state, [{"L21": (R, R, R, Y)}, {"L21": (Y, Y, B), "L16": (R,)}])
    awarded = [e for e in happened if e.type == "lot_awarded"]
    assert [(e.lot, e.color, e.owner) for e in awarded] == [("L21", B, 2)]  # 3/3/1: the single black cube
    assert types(happened)[-3:] == ["cubes_placed", "lot_awarded", "turn_started"]
    assert state.lots["L21"] == {B: 1} and state.awarded["L21"] == B
    assert state.removed[R] == 3 and state.removed[Y] == 3
    auction_to_roller(state, 1)
    error = refused(state, Place(2, {"L21": (R,), "L16": (Y, B, W)}), "placement")
    assert str(error) == "L21 has been awarded: it takes no more cubes."
    assert GAME.summary(state)["lots"]["L21"] == {
        "value": 21,
        "park": False,
        "parks_near": [],
        "cubes": {B: 1},
        "owner": B,
        "leader": B,
        "decided": True,
    }


def test_several_lots_can_be_completed_by_one_placement() -> None:
    state = started(spaces={1: (R, R, R, Y), 2: (R, Y, Y, Y), 3: (B, W, R, Y)})
    happened = fill(
        state, [{"L20": (R, R, R), "L21": (Y,)}, {"L20": (R, Y, Y), "L21": (Y,)}, {"L20": (B,), "L21": (W, R, Y)}]
    )
    awarded = {e.lot: e.color for e in happened if e.type == "lot_awarded"}
    assert awarded == {"L20": R}
    assert sum(state.lots["L21"].values()) == 5


def test_at_the_end_lots_with_fewer_than_7_are_awarded_by_the_same_rule() -> None:
    state = started(spaces={1: (R, R, Y, B), 2: (R, R, Y, Y), 3: (B, Y, R, W)})
    fill(state, [{"P1": (R, R, Y, B)}, {"P2": (R, R, Y, Y)}, {"L20": (B,), "L19": (Y, R, W)}])
    assert not state.awarded
    happened = finish(state, keep={"P1", "P2", "L20", "L19"})
    assert state.awarded["P1"] == R  # 2/1/1 → the 2
    assert state.awarded["P2"] is None  # 2/2 → nobody
    assert state.awarded["L20"] == B  # 1/0
    assert state.awarded["L19"] is None  # 1/1/1 → nobody
    assert len(state.awarded) == 13  # every lot decided
    assert state.lots["P2"] == {R: 2, Y: 2}  # nobody's: the cubes stay
    assert state.lots["P1"] == {R: 1}
    final = {
        e.lot: (e.color, e.owner) for e in happened if e.type == "lot_awarded" and e.lot in {"P1", "P2", "L19", "L20"}
    }
    assert final == {"P1": (R, 0), "P2": (None, None), "L19": (None, None), "L20": (B, 2)}
    assert happened[-1].type == "game_over"
    texts = [GAME.describe(state, e) for e in happened]
    assert "P1 goes to red (Ann)." in texts
    assert "P2 goes to nobody (no colour has a count of its own)." in texts


def test_two_two_one_at_the_end_goes_to_the_single_cube() -> None:
    state = started(spaces={1: (R, R, Y, Y), 2: (B, Y, R, W)})
    fill(state, [{"L21": (R, R, Y, Y)}, {"L21": (B,), "L16": (Y, R, W)}])
    finish(state, keep={"L21", "L16", "B11"})
    assert state.awarded["L21"] == B
    assert state.awarded["L16"] is None  # 1/1/1
    assert state.awarded["B11"] is None and state.lots["B11"] == {}  # empty: nobody


EMPTY_AND_TIED = {
    "en": ("Nobody placed a cube on B11: it stays unowned.", "L16 goes to nobody (no colour has a count of its own)."),
    "it": (
        "Nessuno ha messo un cubetto su B11: resta senza proprietario.",
        "L16 non va a nessuno (ogni colore è in parità con un altro).",
    ),
    "fr": (
        "Personne n'a posé de cube sur B11 : il reste sans propriétaire.",
        "L16 ne revient à personne (chaque couleur est à égalité avec une autre).",
    ),
}


@pytest.mark.parametrize("code", sorted(EMPTY_AND_TIED))
def test_a_lot_nobody_placed_a_cube_on_is_said_empty_not_tied(code: str) -> None:
    """An empty lot was logged "B11 goes to nobody (no colour has a count of its own)": true, but with no cube
    there is no count to have. It is said as a player sees it; a tied lot keeps its own sentence."""
    from companion.text.i18n import translator

    state = started(spaces={1: (R, R, Y, Y), 2: (B, Y, R, W)})
    fill(state, [{"L21": (R, R, Y, Y)}, {"L21": (B,), "L16": (Y, R, W)}])
    happened = finish(state, keep={"L21", "L16", "B11"})
    awarded = {e.lot: e for e in happened if e.type == "lot_awarded"}
    assert awarded["B11"].empty and not awarded["L16"].empty and not awarded["L21"].empty
    said = tuple(GAME.describe(state, awarded[lot], translator(code)) for lot in ("B11", "L16"))
    assert said == EMPTY_AND_TIED[code]
