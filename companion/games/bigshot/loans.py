"""Loans: a 10M debt certificate for 10M less 1M per loan so far plus one (9, 8, 7 …).

Once per turn per colour that holds money. In the standard game a loan may be
taken any time in the turn until the auction ends (typically when a player
cannot raise). In the hidden-money and two-player variants loans are taken at
the start of the turn, before the auction: the companion accepts them only
while it waits for the roll, before anyone knows which cubes are for sale.
"""

from __future__ import annotations

from companion.core import BANK
from companion.core.i18n import N_, N_plural

from .actions import Loan
from .errors import LoanError, colour_nouns
from .events import LoanTaken
from .rules import LOAN_FACE
from .state import BID, ROLL, State


def loan_payout(loans_so_far: int) -> int:
    """What the next loan pays: the first 9, the second 8 … the tenth nothing."""
    return LOAN_FACE - (loans_so_far + 1)


def loans_before_auction(state: State) -> bool:
    """True in the variants where loans must be taken before the auction."""
    return state.hidden or state.players == 2


def window_open(state: State) -> bool:
    if state.phase == ROLL:
        return True
    return state.phase == BID and not loans_before_auction(state)


def may_borrow(state: State, color: str) -> bool:
    return color not in state.loaned and loan_payout(state.debts[color]) > 0


def loan_choices(state: State) -> list[Loan]:
    """Every loan the companion would accept now, from any seat."""
    if not window_open(state):
        return []
    two = state.players == 2
    return [
        Loan(seat, color if two else None)
        for seat in range(state.players)
        for color in state.colors_of(seat)
        if may_borrow(state, color)
    ]


def check_loan(state: State, action: Loan) -> str:
    """The colour that borrows, or a refusal saying why not."""
    seat = action.player
    if type(seat) is not int or not 0 <= seat < state.players:
        raise LoanError(N_("There is no seat {seat}."), seat=seat)
    name = state.names[seat]
    if not window_open(state):
        if loans_before_auction(state) and state.phase in (BID, "pay", "place"):
            raise LoanError(
                N_(
                    "In this game loans are taken at the start of the turn, before the auction: "
                    "{player_name} must wait for the next turn."
                ),
                player_name=name,
            )
        raise LoanError(N_("No loans now: a loan is taken during a turn, before its auction ends."), player_name=name)
    colors = state.colors_of(seat)
    if state.players == 2:
        if action.color is None:
            raise LoanError(N_("Say which colour takes the loan: {choices:or}."), choices=colour_nouns(colors))
        if action.color not in colors:
            raise LoanError(
                N_("{player_name} plays {choices:and}, not {color}."),
                player_name=name,
                choices=colour_nouns(colors),
                color=action.color,
            )
        color = action.color
    else:
        if action.color is not None:
            raise LoanError(
                N_("With three or four players a loan names no colour: {player_name} borrows for {own}."),
                player_name=name,
                own=colors[0],
                color=action.color,
            )
        color = colors[0]
    # A player who plays one colour is named (Dan, not "white"); with two players the colour says which of theirs.
    if color in state.loaned:
        if len(colors) == 1:
            raise LoanError(
                N_("{player_name} has already taken a loan this turn: one loan per turn."),
                color=color,
                player_name=name,
            )
        raise LoanError(
            N_("{color} has already taken a loan this turn: one loan per turn."), color=color, player_name=name
        )
    if loan_payout(state.debts[color]) <= 0:
        if len(colors) == 1:
            template = N_plural(
                "{player_name} has {debts} debt certificate: another loan would pay nothing.",
                "{player_name} has {debts} debt certificates: another loan would pay nothing.",
                "debts",
            )
        else:
            template = N_plural(
                "{color} has {debts} debt certificate: another loan would pay nothing.",
                "{color} has {debts} debt certificates: another loan would pay nothing.",
                "debts",
            )
        raise LoanError(template, color=color, debts=state.debts[color], player_name=name)
    return color


def take_loan(state: State, action: Loan) -> list[LoanTaken]:
    color = check_loan(state, action)
    amount = loan_payout(state.debts[color])
    state.ledger.transfer(BANK, color, amount, "loan")
    state.debts[color] += 1
    state.loaned.add(color)
    return [LoanTaken(action.player, amount, color)]
