"""A phone's answer, read as strictly as the journal reads a line, and turned into the action on offer.

Two steps, on two threads. :func:`parse` (the server thread: pure, no table)
checks the frame's shape: exactly the keys of the protocol, each of its type
(a whole number that is not a boolean, within :data:`LARGEST`; texts of
bounded length; no key twice). :func:`action_for` (the main thread) finds the
seat's decision on offer and builds the action from it, as the console does
(:mod:`companion.console.decide`): a pick is one of its options' keys, an
amount a number within its range, a basket quantities its items allow, dice
the faces they have. So a phone can only submit a choice the engine offered,
and the table's gate and the rules still have the last word. Every refusal is
a :class:`~companion.core.errors.RuleViolation`, so its reason is a sentence in
the phone's language like any rule's. A confirm the rules refuse now (offered
without its action, its question the refusal) answers a tap with that question:
the page shows its button disabled, but a stale page or a crafted frame may
still press it, and the reason the player reads on the table's screen says more
than that the answer does not fit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.core import N_, ChanceSource, Prompt, RuleViolation
from companion.core.decisions import Actor, Amount, Basket, Confirm, Decision, Dice, Draw, Entry, Pick, Secret
from companion.core.records import Action
from companion.data_classes import dataclass

LARGEST = 10**9
"""The largest number an answer may carry: more than any amount a table counts, far less than a journal holds."""

KEY_LIMIT = 64
"""The longest option, item or die key an answer may name."""

ID_LIMIT = 32
"""The longest client id of an answer."""

KINDS = ("pick", "amount", "basket", "confirm", "dice", "roll")
"""The forms of an answer: exactly one of them, with ``side`` beside it or not (``roll``: the companion throws
the seat's dice, as the touchscreen's "Roll for me" and the console's "roll")."""


class Refused(RuleViolation):
    """An answer the phone may not send: malformed, or not a choice on offer."""

    code = "phone_answer"


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer frame, its shape checked: ``kind`` is one of :data:`KINDS`, ``value`` what it carries."""

    kind: str
    value: Any
    moment: int
    id: str
    side: bool = False


def whole(value: object, low: int = -LARGEST, high: int = LARGEST) -> bool:
    """True if ``value`` is a whole number (not a boolean) from ``low`` to ``high``."""
    return type(value) is int and low <= value <= high


def short_text(value: object, limit: int = KEY_LIMIT) -> bool:
    return isinstance(value, str) and 0 < len(value) <= limit


def client_id(frame: Mapping[str, Any]) -> str:
    """The frame's client id if it is one, else "" (a result must answer something the page can match)."""
    value = frame.get("id")
    return value if isinstance(value, str) and short_text(value, ID_LIMIT) else ""


def parse(frame: Mapping[str, Any]) -> Answer:
    """The answer frame ``{"answer": ..., "moment": ..., "id": ...}``, its shape checked, or :class:`Refused`."""
    if set(frame) != {"answer", "moment", "id"}:
        raise Refused(N_("An answer has exactly the fields answer, moment and id."))
    ident, moment, body = frame["id"], frame["moment"], frame["answer"]
    if not short_text(ident, ID_LIMIT):
        raise Refused(N_("An answer's id is a text of 1 to {limit} letters."), limit=ID_LIMIT)
    if not whole(moment, 0):
        raise Refused(N_("An answer's moment is a whole number."))
    if not isinstance(body, dict):
        raise Refused(N_("An answer is an object."))
    side = body.get("side", False)
    if type(side) is not bool:
        raise Refused(N_("An answer's side is true or false."))
    kinds = [key for key in body if key != "side"]
    if len(kinds) != 1 or kinds[0] not in KINDS:
        raise Refused(N_("An answer is one of pick, amount, basket, confirm, dice or roll."))
    kind = kinds[0]
    value = body[kind]
    if kind == "pick" and not short_text(value):
        raise Refused(N_("A pick names an option's key."))
    if kind == "amount" and not whole(value):
        raise Refused(N_("An amount is a whole number."))
    if kind == "confirm" and value is not True:
        raise Refused(N_("A confirmation is true."))
    if kind == "roll" and value is not True:
        raise Refused(N_("A roll is true."))
    if kind in ("basket", "dice"):
        if not isinstance(value, dict) or not value or len(value) > KEY_LIMIT:
            raise Refused(N_("Quantities and dice are an object of names and whole numbers."))
        if not all(short_text(key) and whole(number) for key, number in value.items()):
            raise Refused(N_("Quantities and dice are an object of names and whole numbers."))
    return Answer(kind, value, moment, ident, side)


def actor_of(prompt: Prompt, seat: int, side: bool) -> Actor:
    """``seat``'s decision on offer (its side action with ``side``), or :class:`Refused`."""
    actor = prompt.actor(seat, side=side)
    if actor is None:
        if side:
            raise Refused(N_("You have nothing to do beside your turn now."))
        raise Refused(N_("There is nothing for you to decide now."))
    return actor


def action_for(
    prompt: Prompt,
    seat: int,
    answer: Answer,
    translate: Any = None,
    name: str = "",
    chance: ChanceSource | None = None,
) -> Action:
    """The action ``answer`` chooses among what ``seat`` is offered now, or :class:`Refused` with the reason.

    ``translate`` is the phone's language, to read a die by the name the phone showed; ``name`` is the seat's
    name, for a refusal that names its player as the question on the screen does ("{name}"); ``chance`` throws
    the dice of a roll the seat leaves to the companion (only dice the table may throw: a chance decision).
    """
    actor = actor_of(prompt, seat, answer.side)
    chosen: Decision = actor.decision
    if isinstance(chosen, Secret):
        if chosen.inner is None or seat not in chosen.seats:
            raise Refused(N_("There is nothing for you to decide now."))
        chosen = chosen.inner  # a sealed choice is answered in its inner decision's form
    if isinstance(chosen, Entry):
        raise Refused(N_("This is entered on the table's screen."))
    if answer.kind == "pick":
        return picked(chosen, answer.value)
    if answer.kind == "amount" and isinstance(chosen, Amount) and chosen.range is not None:
        if not chosen.low <= answer.value <= chosen.high:
            raise Refused(N_("Choose a number from {low} to {high}."), low=chosen.low, high=chosen.high)
        return chosen.make(answer.value)
    if answer.kind == "basket" and isinstance(chosen, Basket):
        return basket(chosen, answer.value)
    if answer.kind == "confirm" and isinstance(chosen, Confirm):
        if chosen.action is None:
            raise refusal(chosen, name)
        return chosen.action
    if answer.kind == "dice" and isinstance(chosen, Dice):
        return dice(chosen, answer.value, translate)
    if answer.kind == "roll" and isinstance(chosen, Dice) and actor.chance and chance is not None:
        return chosen.roll(chance)
    raise Refused(N_("That answer does not fit the decision on offer."))


def refusal(chosen: Confirm, name: str) -> Refused:
    """Why a confirm offered without its action may not be confirmed: its question, which is then the rules'
    refusal (a template and its values, filled in the phone's language when sent, with ``{name}`` the seat's), as
    the table's screen and the phone's view say it; the generic refusal for a confirm with no question at all."""
    if not chosen.label:
        return Refused(N_("That answer does not fit the decision on offer."))
    return Refused(chosen.label, **{**chosen.values, "name": name})


def picked(chosen: Decision, key: str) -> Action:
    """The option with ``key`` (exactly) among the decision's options and alternatives."""
    offered: tuple[Any, ...] = ()
    if isinstance(chosen, Draw):
        offered = (*chosen.options, *chosen.others)
    elif isinstance(chosen, Pick):
        offered = chosen.options
    elif isinstance(chosen, Amount | Basket):
        offered = chosen.others
    for option in offered:
        if option.key == key:
            action: Action = option.action
            return action
    raise Refused(N_("That choice is not on offer."))


def basket(chosen: Basket, quantities: Mapping[str, int]) -> Action:
    """The basket's action for ``quantities``: every key an item's, every quantity within it, the whole allowed."""
    items = {item.key: item for item in chosen.items}
    for key, quantity in quantities.items():
        item = items.get(key)
        if item is None:
            raise Refused(N_("That choice is not on offer."))
        if not item.accepts(quantity):
            raise Refused(N_("Choose a number from {low} to {high}."), low=item.low, high=item.high)
    full = {key: quantities.get(key, item.initial) for key, item in items.items()}
    if not chosen.allows(full):
        if chosen.too_many_lines(full) and chosen.lines_note:  # Mad Market: one stock per trade
            raise Refused(chosen.lines_note)
        for key, quantity in full.items():  # a line alone that must hold more (a debt's sale), said with its range
            least = chosen.least_alone(items[key]) if quantity else None
            if least is not None and quantity < least:
                low, high = items[key].low, items[key].high
                if least == high:
                    raise Refused(N_("Choose {none} or {all}."), none=low, all=high)
                raise Refused(N_("Choose {none} or a number from {low} to {high}."), none=low, low=least, high=high)
        raise Refused(N_("That combination is not possible."))
    return chosen.make(full)


def dice(chosen: Dice, faces: Mapping[str, int], translate: Any = None) -> Action:
    """The dice action for ``faces``, each die named by its field or its name (English or the phone's)."""
    values: dict[str, int] = {}
    for key, face in faces.items():
        die = next(
            (
                die
                for die in chosen.dice
                if key in (die.field, die.name) or (translate is not None and key == translate(die.name))
            ),
            None,
        )
        if die is None or die.field in values:
            raise Refused(N_("That choice is not on offer."))
        values[die.field] = face
    chosen.check(values)
    return chosen.make(values)
