"""The sealed guess that opens every round: all seats call odd or even, privately and at once.

Played with the ``guess: "sum"`` option, a seat guesses the exact sum
instead (2 to 12): the same sealed pick, its options numbers.

Ruling: a sealed guess is final. At the table it is a word written on a slip
and put face down; it is not taken back. So the seats still to guess are
exactly the seats the game waits for, each a :class:`~companion.core.Secret`
actor, and a seat that has guessed has no decision left this round (a second
guess is refused as not that seat's turn). Every guess is its own journal
entry; its event names only the seat. When the last guess is in, one
:class:`GuessesRevealed` event shows them all.
"""

from __future__ import annotations

from companion.core import N_, Actor, Event, InvalidChoice, NotYourTurn, Pick, PickOption, Secret, SecretChoices

from .actions import PARITIES, SUMS, Guess, GuessSum
from .events import Guessed, GuessesRevealed
from .state import State

PARITY_LABELS = {"odd": N_("odd"), "even": N_("even")}
"""The words on the two buttons, translated by the front-end."""


def open_guesses(state: State) -> None:
    """Start the round's sealed guess: every seat is to guess, nothing is revealed."""
    state.guesses = SecretChoices(tuple(range(state.players)))
    state.revealed = None


def legal(state: State) -> list[Guess | GuessSum]:
    """Both parities (or every sum) for every seat still to guess, in seat order."""
    assert state.guesses is not None
    if state.guess_kind == "sum":
        return [GuessSum(seat, total) for seat in state.guesses.waiting_for for total in SUMS]
    return [Guess(seat, parity) for seat in state.guesses.waiting_for for parity in PARITIES]


def options(state: State, seat: int) -> tuple[PickOption, ...]:
    """The sealed pick's options for ``seat``: odd and even, or the sums 2 to 12 keyed by their number."""
    if state.guess_kind == "sum":
        return tuple(PickOption(str(total), str(total), GuessSum(seat, total)) for total in SUMS)
    return tuple(PickOption(parity, PARITY_LABELS[parity], Guess(seat, parity)) for parity in PARITIES)


def actors(state: State) -> tuple[Actor, ...]:
    """One :class:`Secret` actor per seat still to guess, all of them at once.

    The inner :class:`Pick` holds that seat's two legal guesses; ``chosen``
    tells everyone who has guessed (never what), so a screen can say "waiting
    for Ben and Cat" and hand the device round.
    """
    guesses = state.guesses
    assert guesses is not None
    chosen = tuple(seat for seat in guesses.seats if guesses.has_chosen(seat))
    return tuple(
        Actor(
            seat,
            Secret(
                N_("Everyone guesses in secret: what will the dice add up to?")
                if state.guess_kind == "sum"
                else N_("Everyone guesses in secret: will the dice add up to an odd or an even number?"),
                inner=Pick(
                    N_("{name}: what will the dice add up to?")
                    if state.guess_kind == "sum"
                    else N_("{name}: odd or even?"),
                    options=options(state, seat),
                ),
                seats=guesses.seats,
                chosen=chosen,
            ),
        )
        for seat in guesses.waiting_for
    )


def guess(state: State, action: Guess | GuessSum) -> list[Event]:
    """Seal ``action``'s guess (kept as its word, "odd" or "7"); reveal all of them once the last one is in."""
    guesses = state.guesses
    assert guesses is not None
    if isinstance(action, GuessSum):
        if state.guess_kind != "sum":
            raise InvalidChoice(N_("This game guesses odd or even, not a sum."))
        if action.total not in SUMS:
            raise InvalidChoice(N_("Two dice add up to 2 to 12, not {total}."), total=action.total)
        word = str(action.total)
    else:
        if state.guess_kind == "sum":
            raise InvalidChoice(N_("This game guesses the sum of the dice, not odd or even."))
        if action.parity not in PARITIES:
            raise InvalidChoice(N_("Guess 'odd' or 'even', not {parity!r}."), parity=action.parity)
        word = action.parity
    if action.player not in guesses.seats:
        raise InvalidChoice(N_("There is no seat {player} at this table."), player=action.player)
    if guesses.has_chosen(action.player):
        raise NotYourTurn(
            N_("{player_name} has already made a secret guess this round."),
            player=action.player,
            player_name=state.names[action.player],
            waiting_for=list(guesses.waiting_for),
        )
    guesses.choose(action.player, word)
    happened: list[Event] = [Guessed(action.player)]
    if guesses.complete:
        state.revealed = tuple(guesses.reveal().values())
        state.guesses = None
        happened.append(GuessesRevealed(state.revealed))
    return happened
