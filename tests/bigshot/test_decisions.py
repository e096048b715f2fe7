"""Decisions as data: each moment of a turn says who decides what, and offers only legal actions."""

from __future__ import annotations

import json

import pytest

from companion.core import Amount, ChanceSource, Confirm, Dice, Entry, Pick, is_legal
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Pay, Place, Roll
from companion.games.bigshot.choices import Placements
from companion.games.bigshot.decide import LayoutEntry
from companion.games.bigshot.rules import MAX_BID

from .helpers import apply, auction_to_roller, new, started


def decide(state):
    return GAME.decide(state)


def main(state):
    prompt = decide(state)
    return next(actor for actor in prompt.actors if not actor.side)


def sides(state):
    return [actor for actor in decide(state).actors if actor.side]


def at_bid(players: int = 4, **options) -> object:
    state = started(players, **options)
    apply(state, Roll(0, 1))
    assert state.phase == "bid"
    return state


def test_the_layout_is_a_chance_entry_with_the_dealt_layout_proposed() -> None:
    state = new(3)
    actor = main(state)
    dealt = next(c for c in GAME.legal_actions(state) if isinstance(c, Layout))
    assert actor.seat is None and actor.chance and isinstance(actor.decision, LayoutEntry)
    assert actor.decision.dealt == dealt and dealt in actor.decision.choice
    wrong = Layout((("red",) * 4,) + dealt.spaces[1:], dealt.broker)
    assert wrong not in actor.decision.choice  # four of one colour on a space
    assert actor.decision.to_json()["dealt"] == dealt.to_json()
    assert sides(state) == []  # no loans before play


def test_the_first_player_is_a_chance_pick_of_the_seats() -> None:
    state = new(3)
    apply(state, next(c for c in GAME.legal_actions(state) if isinstance(c, Layout)))
    actor = main(state)
    assert actor.seat is None and actor.chance and isinstance(actor.decision, Pick)
    assert [(o.key, o.label, o.action) for o in actor.decision.options] == [
        ("0", "Ann", FirstPlayer(0)),
        ("1", "Ben", FirstPlayer(1)),
        ("2", "Cat", FirstPlayer(2)),
    ]
    assert actor.decision.values["note"] == "Each player rolls the die; the highest starts."


def test_the_roll_is_the_rollers_one_die_entered_or_rolled() -> None:
    state = started(3, first=2)
    actor = main(state)
    decision = actor.decision
    assert actor.seat == 2 and actor.chance and isinstance(decision, Dice)
    assert [(die.field, die.sides) for die in decision.dice] == [("value", 6)]
    assert decision.make({"value": 4}) == Roll(2, 4)
    assert decision.values["note"] == "Loans: any time until the auction ends."
    rolled = decision.roll(ChanceSource(1))
    assert type(rolled) is Roll and rolled.player == 2 and is_legal(rolled, GAME.legal_actions(state))


def test_loans_are_side_actors_one_per_seat_that_may_borrow() -> None:
    state = at_bid(4)
    loans = sides(state)
    assert [actor.seat for actor in loans] == [0, 1, 2, 3]
    first = loans[0].decision
    assert isinstance(first, Confirm) and first.action == Loan(0, None)
    assert first.values == {"color": "red", "number": 1, "amount": 9, "cost": 10}
    # Ann plays one colour: her loan names none, and she borrows once a turn, not "once per colour"
    assert first.text("Ann") == (
        "Loan number 1 for Ann: +9M now, 10M owed at the end (a debt certificate). One loan per turn."
    )
    assert first.detail == "+9M"  # what it pays beside its button, as a loan of one of two colours says it
    apply(state, Loan(0))
    assert [actor.seat for actor in sides(state)] == [1, 2, 3]  # one loan per turn
    assert main(state).seat == state.auction.to_act  # the bid is still the main decision


def test_the_second_loan_pays_one_less() -> None:
    state = at_bid(4)
    apply(state, Loan(2))
    while state.phase == "bid":
        apply(state, Pass(state.auction.to_act))
    apply(state, Place(state.winner, {"L21": state.in_hand}))
    assert state.phase == "roll"
    terms = next(a for a in sides(state) if a.seat == 2).decision.values
    assert terms == {"color": "black", "number": 2, "amount": 8, "cost": 10}


def test_two_players_pick_which_colour_borrows() -> None:
    state = started(2, colors=[["red", "white"], ["yellow", "black"]])
    actor = next(a for a in sides(state) if a.seat == 1)
    assert isinstance(actor.decision, Pick)
    assert [(o.key, o.action, o.detail) for o in actor.decision.options] == [
        ("yellow", Loan(1, "yellow"), "+9M"),
        ("black", Loan(1, "black"), "+9M"),
    ]
    assert actor.decision.values == {
        "loans": {"yellow": {"number": 1, "amount": 9}, "black": {"number": 1, "amount": 9}}
    }
    apply(state, Loan(1, "black"))
    actor = next(a for a in sides(state) if a.seat == 1)
    assert isinstance(actor.decision, Confirm) and actor.decision.action == Loan(1, "yellow")


def test_variants_with_loans_before_the_auction_offer_none_while_bidding() -> None:
    assert sides(at_bid(2)) == []
    assert sides(at_bid(3, hidden_money=True)) == []
    assert sides(started(3, hidden_money=True))  # but they do before the roll, and the roll says so
    assert main(started(3, hidden_money=True)).decision.values["note"] == "Loans now, before the roll (below)."
    assert main(started(2)).decision.values["note"] == "Loans now, before the roll (below)."


def test_the_bid_notes_who_is_still_in_in_bidding_order() -> None:
    state = at_bid(4)
    decision = main(state).decision
    assert decision.values["names"] == "Ben, Cat, Dan, Ann" and decision.values["note"] == "Still in: {names}"
    apply(state, Pass(1))
    assert main(state).decision.values["names"] == "Cat, Dan, Ann"


def test_a_bid_is_an_amount_with_the_high_bid_the_minimum_the_cash_and_pass() -> None:
    state = at_bid(4)
    actor = main(state)
    decision = actor.decision
    assert actor.seat == 1 and isinstance(decision, Amount)
    assert (decision.low, decision.high, decision.cap, decision.high_bid, decision.high_bidder) == (
        1,
        10,
        10,
        None,
        None,
    )
    assert [(o.key, o.action) for o in decision.others] == [("pass", Pass(1))]
    apply(state, Bid(1, 4))
    decision = main(state).decision
    assert (decision.low, decision.high_bid, decision.high_bidder) == (5, 4, 1)
    assert decision.make(7) == Bid(2, 7) and is_legal(decision.make(7), GAME.legal_actions(state))


def test_hidden_cash_is_no_cap_and_may_bid_beyond_it() -> None:
    state = at_bid(3, hidden_money=True)
    decision = main(state).decision
    assert decision.cap is None and decision.high == MAX_BID


def test_a_bidder_who_cannot_raise_only_confirms_the_pass() -> None:
    state = at_bid(4)
    apply(state, Loan(1), Bid(1, 11))  # Ben borrowed: 19M; Cat has 10M
    actor = main(state)
    assert actor.seat == 2 and isinstance(actor.decision, Confirm)
    assert actor.decision.action == Pass(2)
    assert actor.decision.text("Cat") == "Turn 1 of 18: Cat cannot bid 12M: pass or take a loan"  # 10M + 9M lent
    assert {"space": 2, "minimum": 12, "cash": 10}.items() <= actor.decision.values.items()
    assert any(a.seat == 2 for a in sides(state))  # she may still borrow, then bid


def test_a_bidder_who_cannot_raise_is_told_whose_the_high_bid_is() -> None:
    """Only a Pass shows there, no amount widget with its "High bid ... by ...": the note names the bid to beat."""
    state = at_bid(4)
    apply(state, Loan(1), Bid(1, 11))
    decision = main(state).decision
    assert isinstance(decision, Confirm)
    assert decision.hint("Cat") == "High bid 11M by Ben. Still in: Ben, Cat, Dan, Ann"


def test_a_bidder_whom_no_loan_would_let_raise_is_told_only_to_pass() -> None:
    state = at_bid(4)
    apply(state, Loan(1), Bid(1, 19))  # Cat has 10M: a loan's 9M would make 19M, one short
    actor = main(state)
    assert actor.decision.text("Cat") == "Turn 1 of 18: Cat cannot bid 20M: pass"


def test_two_players_pick_which_colour_pays() -> None:
    state = started(2, colors=[["red", "white"], ["yellow", "black"]])
    apply(state, Roll(0, 1), Bid(1, 3), Pass(0))
    assert state.phase == "pay"
    decision = main(state).decision
    assert isinstance(decision, Pick) and decision.text("Ben") == "Turn 1 of 18: Ben pays 3M"
    assert decision.values["note"] == "Both colours can pay: which one pays?"
    assert [(o.key, o.label, o.action, o.detail) for o in decision.options] == [
        ("yellow", "Yellow", Pay(1, "yellow"), "10M"),
        ("black", "Black", Pay(1, "black"), "10M"),
    ]


def test_hidden_cash_is_no_detail_of_the_paying_colours() -> None:
    state = started(2, hidden_money=True, colors=[["red", "white"], ["yellow", "black"]])
    apply(state, Roll(0, 1), Bid(1, 3), Pass(0))
    assert [o.detail for o in main(state).decision.options] == ["", ""]


def test_placing_is_an_entry_of_every_legal_placement() -> None:
    state = started(4)
    auction_to_roller(state)
    decision = main(state).decision
    assert isinstance(decision, Entry) and isinstance(decision.choice, Placements)
    assert decision.values == {"turn": 1, "count": 4} and decision.text("Ann") == "Turn 1 of 18: Ann places"
    assert Place(0, {"L20": state.in_hand}) in decision.choice
    assert Place(0, {"L20": state.in_hand[:2]}) not in decision.choice


def test_the_prompt_stays_cheap_and_the_over_game_has_no_actors() -> None:
    state = started(4)
    assert GAME.prompt(state).actors == ()
    state.phase = "over"
    assert decide(state).actors == ()


@pytest.mark.parametrize("players,hidden", [(4, False), (3, True), (2, False), (2, True)])
def test_every_decision_offers_only_legal_actions_in_random_games(players: int, hidden: bool) -> None:
    chance = ChanceSource(players * 10 + hidden)
    config = GAME.random_config(players, chance)
    config["hidden_money"] = hidden
    state = GAME.new_game(GAME.prepare_config(config))
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        prompt = decide(state)
        json.dumps(prompt.to_json())
        for actor in prompt.actors:
            decision = actor.decision
            if isinstance(decision, Pick):
                made = [option.action for option in decision.options]
            elif isinstance(decision, Confirm):
                made = [decision.action]
            elif isinstance(decision, Amount):
                made = [decision.make(decision.low), decision.make(decision.high), *(o.action for o in decision.others)]
            elif isinstance(decision, Dice):
                made = [decision.make({"value": value}) for value in range(1, 7)]
            else:
                made = [decision.choice.sample(chance)]
                if isinstance(decision, LayoutEntry):
                    made.append(decision.dealt)
            assert all(is_legal(action, legal) for action in made), (actor, made)
        seats = {getattr(c, "player", None) for c in legal if getattr(c, "type", "") == "loan"}
        assert {a.seat for a in prompt.actors if a.side} == seats
        apply(state, GAME.choose_random(state, chance))


def test_a_seat_of_two_colours_is_told_which_colour_borrows_and_that_each_may() -> None:
    state = started(2)  # loans before the roll with two players
    first, second = state.colors_of(0)
    apply(state, Loan(0, first))
    (left,) = (actor.decision for actor in sides(state) if actor.seat == 0)
    assert isinstance(left, Confirm) and left.action == Loan(0, second)
    assert left.text("Ann").startswith(f"Loan number 1 for Ann ({second}): ")
    assert left.text("Ann").endswith("One loan per colour per turn.")
