"""Scoring: lot values (doubled next to a park of the same owner), cash, debts, and who wins.

- A park has no value; each lot next to a park is worth double to the park's
  owner if they own that lot too. **Ruling**: a lot next to two parks of the
  same owner is doubled twice.
- Fortune = lot values + cash − 10M per debt certificate.
- Only owners of at least 2 lots can win (**ruling**: parks count as lots);
  with two players, at least 2 lots with *each* colour, fortune the sum of both.
- The highest fortune among them wins, even if negative; a tie shares the win
  (**ruling**); if nobody qualifies, nobody wins and the ranking is shown.

Ownership is by colour: with two players parks double only same-colour lots.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.data_classes import dataclass

from .board import Board
from .rules import LOAN_FACE
from .state import State

MIN_LOTS_TO_WIN = 2


@dataclass(frozen=True, slots=True)
class LotScore:
    lot: str
    base: int
    parks: tuple[str, ...]  # the owner's parks next to this lot: each doubles it

    @property
    def multiplier(self) -> int:
        return 2 ** len(self.parks)

    @property
    def value(self) -> int:
        return self.base * self.multiplier


@dataclass(frozen=True, slots=True)
class ColorFortune:
    color: str
    lots: tuple[LotScore, ...]
    cash: int
    debts: int

    @property
    def lot_value(self) -> int:
        return sum(score.value for score in self.lots)

    @property
    def fortune(self) -> int:
        return self.lot_value + self.cash - LOAN_FACE * self.debts


@dataclass(frozen=True, slots=True)
class PlayerFortune:
    seat: int
    colors: tuple[ColorFortune, ...]

    @property
    def fortune(self) -> int:
        return sum(color.fortune for color in self.colors)

    @property
    def lots(self) -> tuple[str, ...]:
        return tuple(score.lot for color in self.colors for score in color.lots)

    @property
    def qualifies(self) -> bool:
        """Owns at least 2 lots (parks count) with each of their colours."""
        return all(len(color.lots) >= MIN_LOTS_TO_WIN for color in self.colors)


def lot_scores(board: Board, owners: Mapping[str, str | None], color: str) -> tuple[LotScore, ...]:
    """The lots ``color`` owns, in board order, each with the parks that double it."""
    return tuple(
        LotScore(lot, board.values[lot], tuple(park for park in board.parks_near[lot] if owners.get(park) == color))
        for lot in board.lots
        if owners.get(lot) == color
    )


def fortunes(state: State, owners: Mapping[str, str | None]) -> list[PlayerFortune]:
    """Every player's fortune with lots owned as ``owners`` says."""
    return [
        PlayerFortune(
            seat,
            tuple(
                ColorFortune(color, lot_scores(state.board, owners, color), state.ledger[color], state.debts[color])
                for color in state.colors_of(seat)
            ),
        )
        for seat in range(state.players)
    ]


def winners(results: list[PlayerFortune]) -> tuple[int, ...]:
    """The qualifying seats with the highest fortune (several on a tie; none if nobody qualifies)."""
    qualified = [result for result in results if result.qualifies]
    if not qualified:
        return ()
    best = max(result.fortune for result in qualified)
    return tuple(result.seat for result in qualified if result.fortune == best)


def ranking(results: list[PlayerFortune]) -> list[int]:
    """Seats by fortune, highest first (ties keep seat order)."""
    return [result.seat for result in sorted(results, key=lambda r: -r.fortune)]
