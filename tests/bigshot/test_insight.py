"""Referee insight: what placing the cubes on offer would do to a lot; fortunes with park doubling."""

from __future__ import annotations

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Pass, Place, Roll
from companion.games.bigshot.insight import lot_outcomes, standings, winning_placements

from .helpers import apply, auction_to_roller, started

R, Y, B, W = "red", "yellow", "black", "white"


def rulebook_example():
    """The rulebook's tactics example: the lot holds 2 yellow, 1 red, 1 white; 2 red, 1 yellow, 1 black on offer."""
    state = started(spaces={1: (Y, Y, R, W), 2: (R, R, Y, B)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L20": (Y, Y, R, W)}))
    apply(state, Roll(1, 1))
    return state


def test_the_rulebook_example_three_players_can_each_win_the_lot() -> None:
    state = rulebook_example()
    assert state.offer() == (R, R, Y, B)
    assert [o.cubes for o in winning_placements(state, "L20", R)] == [(B, R, R)]  # 3/2/1/1
    assert [o.cubes for o in winning_placements(state, "L20", Y)] == [(B, R, Y)]  # 3/2/1/1
    assert [o.cubes for o in winning_placements(state, "L20", W)] == [(R, R, Y)]  # 3/3/1: the tied cancel
    assert winning_placements(state, "L20", B) == []


def test_every_distinct_choice_that_fits_is_listed_with_its_effect() -> None:
    state = rulebook_example()
    outcomes = lot_outcomes(state, "L20")
    assert len(outcomes) == 3 + 4 + 3  # distinct picks of 1, 2 and 3 cubes from r r y b (room for 3)
    one_black = next(o for o in outcomes if o.cubes == (B,))
    assert not one_black.completes and one_black.counts == {Y: 2, R: 1, W: 1, B: 1}
    assert one_black.winner == Y and one_black.owner == 1  # who would get it if the game ended so
    assert all(o.completes == (sum(o.counts.values()) == 7) for o in outcomes)


def test_a_decided_lot_offers_nothing_and_explicit_cubes_can_be_asked_about() -> None:
    state = rulebook_example()
    assert lot_outcomes(state, "L21", (W,))[0].winner == W
    state.awarded["L21"] = None
    assert lot_outcomes(state, "L21") == []


def test_fortunes_now_show_the_park_doubling() -> None:
    state = started(spaces={1: (R, R, R, Y), 2: (R, R, B, Y)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"P1": (R,), "A9": (R, R), "L18": (Y,)}))
    auction_to_roller(state, 1)
    apply(state, Place(1, {"A10": (R, R), "L16": (B, Y)}))
    ann = standings(state)[0]
    assert [(s.lot, s.value) for s in ann.colors[0].lots] == [("P1", 0), ("A9", 18), ("A10", 20)]
    assert (ann.fortune, ann.qualifies) == (48, True)
    third = standings(state)[2]
    assert (third.fortune, third.qualifies) == (10, False)


def test_the_preview_of_a_placement_says_what_it_does_to_each_lot() -> None:
    state = rulebook_example()
    apply(state, *(Pass(seat) for seat in (2, 3, 0)))  # Ben rolled and takes r r y b free
    assert state.phase == "place"
    preview = GAME.preview(state, Place(1, {"L20": (R, R, B), "L21": (), "A9": (Y,)}))["lots"]
    assert preview["L20"] == {
        "decided": False,
        "held": 4,
        "counts": {Y: 2, R: 3, W: 1, B: 1},
        "total": 7,
        "fits": True,
        "completes": True,
        "winner": R,
        "owner": 0,
        "tied_above": False,
    }
    assert preview["L21"]["held"] == 0 and preview["L21"]["winner"] is None  # as it stands: empty
    white = GAME.preview(state, Place(1, {"L20": (R, R, Y)}))["lots"]["L20"]
    assert white["winner"] == W and white["owner"] == 3 and white["tied_above"]  # 3/3/1: the tied cancel
    assert GAME.preview(state, Place(1, {"L20": (R, R, Y, B)}))["lots"]["L20"]["fits"] is False


def test_the_preview_of_a_decided_lot_names_its_winner_and_other_actions_have_none() -> None:
    state = rulebook_example()
    assert GAME.preview(state, Place(1, {"L21": ()})) is None  # not placing now: bidding
    apply(state, *(Pass(seat) for seat in (2, 3, 0)))
    state.lots["L21"], state.awarded["L21"] = {W: 1}, W
    assert GAME.preview(state, Place(1, {"L21": ()}))["lots"]["L21"] == {
        "decided": True,
        "held": 1,
        "winner": W,
        "owner": 3,
    }
    assert GAME.preview(state, Pass(1)) is None
