"""The console's decision widgets: each decision kind as numbered lines and questions.

The same decisions the touchscreen draws (:mod:`companion.ui.decide`)
become text: a pick is numbered options, a bid asks for the number (with
the standing bid and what the seat can pay), a basket asks each quantity
in turn and shows the total, dice ask for each named die, and a sealed
choice hands the keyboard to one player, clears the screen afterwards and
asks for the next. Every answer builds its action from the decision, so
the console can only submit a choice the engine offered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.core import Prompt, Table
from companion.core.decisions import (
    Actor,
    Amount,
    Basket,
    Confirm,
    Decision,
    Dice,
    Entry,
    Pick,
    Secret,
)
from companion.core.records import Action

if TYPE_CHECKING:
    from . import Console

Ask = Callable[[list[str]], "Action | None"]


@dataclass(slots=True)
class Line:
    """One numbered line: its text, and what choosing it does with the rest of the typed line."""

    text: str
    act: Ask


def primary(prompt: Prompt) -> Actor | None:
    """The decision shown first: the prompted seat's, else the first that is not a side action."""
    for actor in prompt.actors:
        if actor.seat == prompt.player and not actor.side:
            return actor
    return next((actor for actor in prompt.actors if not actor.side), None)


def sealed(prompt: Prompt, seat: int) -> bool:
    """True if ``seat`` has entered a choice that is still sealed (no text may show it)."""
    return any(isinstance(actor.decision, Secret) and seat in actor.decision.chosen for actor in prompt.actors)


def question(table: Table, actor: Actor) -> str:
    names = table.names
    name = names[actor.seat] if actor.seat is not None and 0 <= actor.seat < len(names) else "Chance"
    if isinstance(actor.decision, Secret) and "{name}" not in actor.decision.label:
        return actor.decision.text(name) or "Everyone chooses in secret"
    return actor.decision.text(name) or name


def lines_for(console: Console, prompt: Prompt) -> list[Line]:
    """Every numbered line of the prompt: the main decision's, then side actions and other seats'."""
    main = primary(prompt)
    found: list[Line] = []
    if main is not None:
        found += decision_lines(console, main, main.decision)
    names = console.table.names
    for actor in prompt.actors:
        if actor is main:
            continue
        if isinstance(actor.decision, Secret):  # "Ben chooses in secret" names its seat already
            found += decision_lines(console, actor, actor.decision)
            continue
        who = names[actor.seat] if actor.seat is not None else "Chance"
        for line in decision_lines(console, actor, actor.decision):
            found.append(Line(f"{who}: {line.text}", line.act))
    return found


def decision_lines(console: Console, actor: Actor, decision: Decision) -> list[Line]:
    """The lines of one decision, by its kind."""
    table = console.table
    if isinstance(decision, Pick):  # also a board position
        return [Line(option.label, lambda _rest, a=option.action: a) for option in decision.options]
    if isinstance(decision, Confirm):
        return (
            [Line(decision.button or table.label(decision.action), lambda _rest, a=decision.action: a)]
            if decision.action is not None
            else []
        )
    if isinstance(decision, Amount) and decision.range is not None:
        text = table.label(decision.range)
        if decision.high_bid is not None:
            text += f" (high bid {decision.high_bid} by {table.names[decision.high_bidder or 0]})"
        if decision.cap is not None:
            text += f" (can pay {decision.cap})"
        return [
            Line(text, lambda rest: ask_amount(console, decision, rest)),
            *(Line(o.label, lambda _rest, a=o.action: a) for o in decision.others),
        ]
    if isinstance(decision, Basket):
        return [
            Line("choose the quantities", lambda rest: ask_basket(console, decision, rest)),
            *(Line(o.label, lambda _rest, a=o.action: a) for o in decision.others),
        ]
    if isinstance(decision, Dice):
        named = " and ".join(die.name for die in decision.dice)
        text = f"enter the {named} dice" if len(decision.dice) > 1 else "enter the die"
        return [Line(text, lambda rest: ask_dice(console, decision, rest))]
    if isinstance(decision, Secret):
        return (
            [Line(f"{table.names[actor.seat]} chooses in secret", lambda _rest: ask_secret(console, actor))]
            if actor.seat is not None
            else []
        )
    if isinstance(decision, Entry) and decision.choice is not None:
        return [
            Line(
                f"{decision.choice.describe()} (as JSON)",
                lambda _rest, c=decision.choice: console.ask_member(c, actor.chance),
            )
        ]
    return []


def ask_amount(console: Console, decision: Amount, rest: list[str]) -> Action | None:
    assert decision.range is not None
    return console.ask_number(decision.range, rest[0] if rest else None)


def ask_dice(console: Console, decision: Dice, rest: list[str]) -> Action | None:
    """Each named die in turn (or all at once: ``1 6 3``); a face out of range asks again."""
    faces: dict[str, int] = {}
    given = list(rest)
    for die in decision.dice:
        while True:
            text = given.pop(0) if given else console.read_line(f"{die.name} die (1-{die.sides}): ")
            if text is None or text == "":
                console.say("Cancelled.")
                return None
            if text.isdigit() and 1 <= int(text) <= die.sides:
                faces[die.field] = int(text)
                break
            console.say(f"The {die.name} die shows 1 to {die.sides}.")
    return decision.make(faces)


def ask_basket(console: Console, decision: Basket, rest: list[str]) -> Action | None:
    """Each item's quantity in turn, then the total; an answer beyond a limit asks again."""
    quantities: dict[str, int] = {}
    given = list(rest)
    for item in decision.items:
        if item.low == item.high:
            quantities[item.key] = item.low
            continue
        price = f", {item.price} each" if item.price is not None else ""
        while True:
            text = (
                given.pop(0)
                if given
                else console.read_line(f"{item.label} ({item.low}-{item.high}{price}) [{item.initial}]: ")
            )
            if text is None:
                console.say("Cancelled.")
                return None
            text = text or str(item.initial)  # Enter keeps the quantity shown in brackets
            if text.isdigit() and item.low <= int(text) <= item.high and (int(text) - item.low) % item.step == 0:
                quantities[item.key] = int(text)
                break
            console.say(
                f"Type a number from {item.low} to {item.high}"
                + (f" in steps of {item.step}." if item.step > 1 else ".")
            )
    if not decision.allows(quantities):
        console.say("That combination is not possible: " + caps(decision) + ".")
        return None
    action = decision.make(quantities)
    if any(item.price is not None for item in decision.items):
        console.say(f"Total: {decision.cost(quantities)}.")
    return action


def caps(decision: Basket) -> str:
    parts = []
    if decision.total_cap is not None:
        parts.append(f"at most {decision.total_cap} in all")
    if decision.budget is not None:
        parts.append(f"at most {decision.budget} to spend")
    return ", ".join(parts) or "check each limit"


def ask_secret(console: Console, actor: Actor) -> Action | None:
    """Hand the keyboard to one seat, take the sealed choice, then clear it away."""
    decision = actor.decision
    assert isinstance(decision, Secret) and decision.inner is not None and actor.seat is not None
    name = console.table.names[actor.seat]
    answer = console.read_line(f"Hand the keyboard to {name}; the others look away. Press Enter, {name}: ")
    if answer is None:
        return None
    inner = Actor(actor.seat, decision.inner)
    lines = decision_lines(console, inner, decision.inner)
    console.say(question(console.table, inner))
    for number, line in enumerate(lines, 1):
        console.say(f"  {number}) {line.text}")
    while True:
        text = console.read_line(f"{name}, in secret: ")
        if text is None or text == "":
            console.say("Cancelled.")
            console.clear()
            return None
        parts = text.split()
        if parts[0].isdigit() and 1 <= int(parts[0]) <= len(lines):
            action = lines[int(parts[0]) - 1].act(parts[1:])
            break
        matches = [line for line in lines if line.text.lower() == text.lower()]
        if len(matches) == 1:
            action = matches[0].act([])
            break
        console.say(f"Choose 1 to {len(lines)}.")
    console.clear()
    if action is not None:
        console.say(f"Sealed. Hand the keyboard on, {name}.")
    return action
