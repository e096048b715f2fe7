"""The throw: a white die and a black die thrown together; their sum is the lot, its parity pays the guesses.

The throw is chance, so it enters the game as an ordinary action, typed from
the dice on the table or thrown by the companion from the :class:`Dice`
decision (the engine itself never rolls). Each die is checked on its own, and
a refusal names the die, because "a die shows 1 to 6" does not tell a player
which of the two they mistyped.
"""

from __future__ import annotations

from companion.core import (
    BANK,
    N_,
    Actor,
    Dice,
    Die,
    EnglishAuction,
    Event,
    InvalidChoice,
    TakesFree,
    check_die,
    left_of,
)

from .actions import Roll
from .events import GuessPaid, Rolled
from .state import State, account

DICE = (Die(N_("white"), "white"), Die(N_("black"), "black"))
"""The pair, in the order they are entered (a serial ``DIE 6 3`` is white 6, black 3)."""

REFUSALS = {
    "white": N_("The white die shows 1 to {sides}, not {value}."),
    "black": N_("The black die shows 1 to {sides}, not {value}."),
}


def legal(state: State) -> list[Roll]:
    """Every face of the white die with every face of the black: 36 throws, each as likely."""
    return [Roll(white, black) for white in range(1, DICE[0].sides + 1) for black in range(1, DICE[1].sides + 1)]


def actor(state: State) -> Actor:
    """The throw is nobody's decision: a chance actor anyone may enter."""
    return Actor(
        None, Dice(N_("Throw the white and the black die: their sum is the lot."), dice=DICE, cls=Roll), chance=True
    )


def check_throw(action: Roll) -> None:
    """Refuse a throw either die cannot show, naming that die."""
    for die in DICE:
        value = getattr(action, die.field)
        try:
            check_die(value, die.sides)
        except InvalidChoice:
            raise InvalidChoice(REFUSALS[die.field], die=die.field, sides=die.sides, value=value) from None


def roll(state: State, action: Roll) -> list[Event]:
    """Set the lot, pay the right guesses from the bank, and open the lot's auction."""
    check_throw(action)
    assert state.revealed is not None
    value = action.white + action.black
    happened: list[Event] = [Rolled(action.white, action.black, value)]
    parity = "odd" if value % 2 else "even"
    for seat, guessed in enumerate(state.revealed):
        if guessed in (parity, str(value)):  # odd or even, or the exact sum (the "sum" option)
            state.ledger.transfer(BANK, account(seat), 1, "right guess")
            happened.append(GuessPaid(seat))
    state.lot = value
    state.auction = EnglishAuction(left_of(state.roller, state.players), minimum=1, nobody_bid=TakesFree(state.roller))
    return happened
