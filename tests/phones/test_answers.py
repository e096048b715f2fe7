"""A phone's answer: its shape checked strictly, then turned only into a choice the engine offered."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Prompt, RuleViolation, Table
from companion.core.decisions import Actor, Confirm, Dice, Entry, Secret
from companion.core.dice import Die
from companion.games.tiny.actions import Roll
from companion.phones.answers import LARGEST, Answer, Refused, action_for, parse
from companion.registry import spec

from .conftest import acquire_buying, mad_market_at


def frame(answer: Any, moment: Any = 3, ident: Any = "x1", **extra: Any) -> dict[str, Any]:
    return {"answer": answer, "moment": moment, "id": ident, **extra}


def answer(kind: str, value: Any, side: bool = False) -> Answer:
    return Answer(kind, value, 0, "x", side)


def tiny() -> Table[Any]:
    return Table.new(spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 2}, created="x")


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        ("pick", "5C"),
        ("amount", 0),
        ("amount", -3),
        ("basket", {"tower": 2}),
        ("confirm", True),
        ("dice", {"w": 4}),
        ("roll", True),
    ],
)
def test_each_form_of_answer_is_read(kind: str, value: Any) -> None:
    assert parse(frame({kind: value})) == Answer(kind, value, 3, "x1")
    assert parse(frame({kind: value, "side": True})).side is True


@pytest.mark.parametrize(
    "bad",
    [
        frame({"pick": "5C"}, extra=1),
        {"answer": {"pick": "5C"}, "moment": 3},
        frame({"pick": "5C"}, moment=True),
        frame({"pick": "5C"}, moment=-1),
        frame({"pick": "5C"}, moment=1.0),
        frame({"pick": "5C"}, moment=LARGEST + 1),
        frame({"pick": "5C"}, ident=""),
        frame({"pick": "5C"}, ident="x" * 33),
        frame({"pick": "5C"}, ident=7),
        frame(["pick", "5C"]),
        frame({}),
        frame({"pick": "5C", "amount": 3}),
        frame({"sell": 3}),
        frame({"pick": "5C", "side": 1}),
        frame({"pick": ""}),
        frame({"pick": "x" * 65}),
        frame({"pick": 5}),
        frame({"amount": "5"}),
        frame({"amount": 5.0}),
        frame({"amount": True}),
        frame({"amount": 10**30}),
        frame({"amount": -(10**30)}),
        frame({"confirm": False}),
        frame({"confirm": 1}),
        frame({"basket": {}}),
        frame({"basket": [["tower", 1]]}),
        frame({"basket": {"tower": "1"}}),
        frame({"basket": {"tower": True}}),
        frame({"basket": {"tower": 1.5}}),
        frame({"basket": {"": 1}}),
        frame({"basket": {f"k{number}": 1 for number in range(65)}}),
        frame({"dice": {"white": None}}),
        frame({"roll": False}),
        frame({"roll": 1}),
    ],
)
def test_a_malformed_answer_is_refused_with_a_reason(bad: dict[str, Any]) -> None:
    with pytest.raises(Refused) as refused:
        parse(bad)
    assert refused.value.message()


def test_a_sealed_pick_is_answered_in_its_inner_form() -> None:
    table = tiny()
    action = action_for(table.prompt(), 1, answer("pick", "even"))
    assert action == table.prompt().actor(1).decision.inner.options[1].action  # type: ignore[union-attr]
    assert action.player == 1  # type: ignore[attr-defined]


def test_a_key_not_on_offer_or_another_form_is_refused() -> None:
    prompt = tiny().prompt()
    for wrong in (answer("pick", "both"), answer("pick", "EVEN"), answer("amount", 1), answer("confirm", True)):
        with pytest.raises(Refused):
            action_for(prompt, 0, wrong)


def test_a_seat_without_a_decision_or_a_side_action_is_refused() -> None:
    table = tiny()
    table.submit(table.prompt().actor(0).decision.inner.options[0].action)  # type: ignore[union-attr]
    with pytest.raises(Refused):
        action_for(table.prompt(), 0, answer("pick", "odd"))
    with pytest.raises(Refused):
        action_for(table.prompt(), 1, answer("pick", "odd", side=True))


def test_a_confirm_the_rules_refuse_now_is_refused_with_its_own_question() -> None:
    # Offered without its action, a confirm's question is the rules' refusal: a tap answers with it, its values
    # and the seat's name filled in (in the phone's language when the hub sends it).
    refused = Confirm("{name} cannot pass before {turn} turns", values={"turn": 3}, button="Pass")
    prompt = Prompt(0, "play", actors=(Actor(0, refused, side=True),))
    with pytest.raises(Refused) as tapped:
        action_for(prompt, 0, answer("confirm", True, side=True), name="Ann")
    assert tapped.value.message() == "Ann cannot pass before 3 turns"
    silent = Prompt(0, "play", actors=(Actor(0, Confirm(button="Pass")),))
    with pytest.raises(Refused) as generic:
        action_for(silent, 0, answer("confirm", True))
    assert generic.value.message() == "That answer does not fit the decision on offer."


def test_an_amount_within_its_range_and_its_pass_beside_it() -> None:
    table = tiny()
    for seat in (0, 1):
        table.submit(table.prompt().actor(seat).decision.inner.options[0].action)  # type: ignore[union-attr]
    table.submit(Roll(white=3, black=4))
    prompt = table.prompt()
    bidder = prompt.player
    assert bidder is not None
    bid = action_for(prompt, bidder, answer("amount", 1))
    assert table.admit(bid) == bid
    assert action_for(prompt, bidder, answer("pick", "pass")).type == "pass"
    for wrong in (-1, 0, 10**9, 7):
        with pytest.raises(Refused):
            action_for(prompt, bidder, answer("amount", wrong))


def test_a_basket_takes_only_its_items_within_their_limits_and_its_budget() -> None:
    table = acquire_buying()
    prompt = table.prompt()
    bought = action_for(prompt, 0, answer("basket", {"tower": 2}))
    assert bought.shares == {"tower": 2}  # type: ignore[attr-defined]
    assert action_for(prompt, 0, answer("pick", "none")).shares == {}  # type: ignore[attr-defined]
    for wrong in ({"tower": 4}, {"tower": -1}, {"luxor": 1}, {"tower": 1, "player": 0}):
        with pytest.raises(Refused):
            action_for(prompt, 0, answer("basket", wrong))
    with pytest.raises(Refused):
        action_for(prompt, 1, answer("basket", {"tower": 1}))  # not Ben's turn


def test_dice_by_field_or_name_each_once_with_a_face_it_has() -> None:
    dice = Dice("Roll", dice=(Die("white", "white"), Die("black", "black")), cls=Roll)
    prompt = Prompt(0, "roll", actors=(Actor(0, dice),))
    assert action_for(prompt, 0, answer("dice", {"white": 1, "black": 6})) == Roll(white=1, black=6)
    italian = {"white": "bianco", "black": "nero"}.get
    assert action_for(prompt, 0, answer("dice", {"bianco": 2, "nero": 5}), italian) == Roll(white=2, black=5)
    for wrong in ({"white": 7, "black": 1}, {"white": 0, "black": 1}, {"white": 3}, {"white": 1, "red": 1}):
        with pytest.raises(RuleViolation):
            action_for(prompt, 0, answer("dice", wrong))


def test_a_roll_left_to_the_companion_throws_the_dice_a_chance_decision_offers() -> None:
    """The touchscreen's "Roll for me" and the console's "roll" throw a turn's dice; a phone could only enter
    faces, and a player with no die at hand had to ask the table. A roll answer is thrown with the hub's
    generator, only for dice the table may throw (a chance decision), never for faces a seat must enter."""
    dice = Dice("Roll", dice=(Die("white", "white"), Die("black", "black")), cls=Roll)
    thrown = Prompt(0, "roll", actors=(Actor(0, dice, chance=True),))
    action = action_for(thrown, 0, answer("roll", True), chance=ChanceSource(7))
    assert action == dice.roll(ChanceSource(7))
    with pytest.raises(Refused):
        action_for(thrown, 0, answer("roll", True))  # no generator: nothing to throw with
    entered = Prompt(0, "roll", actors=(Actor(0, dice),))
    with pytest.raises(Refused):
        action_for(entered, 0, answer("roll", True), chance=ChanceSource(7))


def test_an_entry_is_left_to_the_table_and_a_sealed_choice_to_its_seats() -> None:
    entry = Prompt(0, "place", actors=(Actor(0, Entry("Place the cubes")),))
    with pytest.raises(Refused):
        action_for(entry, 0, answer("confirm", True))
    secret = Secret("Choose", inner=Confirm(action=Roll(white=1, black=1)), seats=(1,))
    sealed = Prompt(None, "secret", actors=(Actor(0, secret),))
    with pytest.raises(Refused):
        action_for(sealed, 0, answer("confirm", True))


def test_a_mad_market_trade_of_two_stocks_is_refused_with_the_reason() -> None:
    """A phone filling two stocks was refused "That combination is not possible." without saying why."""
    prompt, seat, chosen, _least = mad_market_at(debt=False)
    two = [item.key for item in chosen.items if item.high][:2]
    with pytest.raises(Refused) as refused:
        action_for(prompt, seat, answer("basket", dict.fromkeys(two, 1)))
    assert refused.value.message() == "one stock per trade: set the other lines back to 0"


def test_a_mad_market_debt_sale_below_what_it_needs_is_refused_with_the_range() -> None:
    prompt, seat, chosen, least = mad_market_at(debt=True)
    first = next(item for item in chosen.items if item.high > item.low)
    with pytest.raises(Refused) as refused:
        action_for(prompt, seat, answer("basket", {first.key: least - 1}))
    assert refused.value.message() == f"Choose 0 or a number from {least} to {first.high}."
    assert action_for(prompt, seat, answer("basket", {first.key: least})).count == least  # type: ignore[attr-defined]
