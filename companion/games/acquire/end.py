"""The end of the game: declaring it, the blockage ruling, and final scoring.

The player on turn *may* declare the end, at any point of their turn, when a
chain has 41+ tiles or when at least one chain is on the board and every
chain on the board is safe; they then finish the turn. The referee never
announces that the end could be declared: it only accepts the declaration.

**Ruling**: when no player can play a tile and the end cannot be declared,
the game ends as if declared. With dealt tiles the companion sees every hand
and checks this after each turn; with physical tiles it concludes it when a
whole round of turns has passed with ``no_playable_tile``.

Final scoring pays every active chain's bonuses (with two players after a
market draw per chain), then sells every share of an active chain at its
current price. Shares of chains not on the board are worthless. Most cash
wins; a tie shares the win.
"""

from __future__ import annotations

from companion.core import BANK, POOL, Event

from . import kept
from .bonuses import pay_bonuses
from .chains import END_SIZE, SAFE_SIZE
from .errors import EndAlreadyDeclared, EndNotReached
from .events import FinalSale, GameOver
from .state import Phase, State, account


def can_declare_end(state: State) -> bool:
    """True when the end may be declared: a chain of 41+, or every active chain safe."""
    # Safe chains never leave the board, so ``safe_seen`` is the set of safe chains now:
    # every chain is safe when there are as many safe chains as chains, and a chain of
    # 41+ tiles is among the safe ones.
    safe = state.safe_seen
    if not safe:
        return False
    chains = state.chains
    if len(safe) == len(chains):
        return True
    for chain in safe:
        if len(chains[chain]) >= END_SIZE:
            return True
    return False


def declare_end(state: State, seat: int) -> list[Event]:
    if state.declared:
        raise EndAlreadyDeclared()
    if not can_declare_end(state):
        raise end_refusal(state)
    state.declared = True
    return [kept.EndDeclared(seat)]


def end_refusal(state: State) -> EndNotReached:
    """Why the end cannot be declared now, and what would allow it (the largest chain, the chains not safe)."""
    sizes = {chain: len(state.chains[chain]) for chain in state.name_set.ids if chain in state.chains}
    return EndNotReached.for_board(sizes, dict(state.name_set.display), SAFE_SIZE)


def start_final_scoring(state: State) -> list[Event]:
    """Queue every active chain (in the name set's order) for its final bonuses."""
    state.scoring = tuple(chain for chain in state.name_set.ids if chain in state.chains)
    return continue_final_scoring(state)


def continue_final_scoring(state: State) -> list[Event]:
    happened: list[Event] = []
    while state.scoring:
        chain = state.scoring[0]
        if state.players == 2 and state.market is None:
            state.phase = Phase.MARKET_HOLDING
            return happened
        happened += pay_bonuses(state, chain, state.size(chain), state.market)
        state.market = None
        state.scoring = state.scoring[1:]
    happened += sell_everything(state)
    state.winners = tuple(leaders(state))
    state.phase = Phase.OVER
    happened.append(GameOver(tuple(state.winners), state.cash(state.winners[0])))
    return happened


def sell_everything(state: State) -> list[Event]:
    """Every share of an active chain goes back to the bank at its current price."""
    happened: list[Event] = []
    for seat, held in enumerate(state.shares.held):
        for chain in state.name_set.ids:
            count = held[chain]
            if count and chain in state.chains:
                amount = count * state.price(chain)
                state.shares.move(chain, count, seat, POOL)
                state.ledger.transfer(BANK, account(seat), amount, f"final sale {chain}")
                happened.append(FinalSale(seat, chain, count, amount))
    return happened


def leaders(state: State) -> list[int]:
    cash = [state.cash(seat) for seat in range(state.players)]
    best = max(cash)
    return [seat for seat, amount in enumerate(cash) if amount == best]
