"""The state of a game of Acquire, mutated only by the engine.

Chains are kept incrementally: ``cells`` says what each square holds and
``chains`` lists each active chain's tiles, so a size is ``len()``, growing
adds the new tiles and a merger relabels only the defunct chain's tiles.
Nothing is ever deep-copied.

What changes seldom is held immutable (a tuple, a frozenset) and replaced
whole when it changes: each chain's tiles, the tile bag, the start tiles, the
dead tiles put out, the chains left to score, the winners and the safe chains.
An undo checkpoint (:mod:`companion.core.state_copy`, every few actions) then
shares them instead of copying each (the chains' tiles alone were a quarter of
a copy); the rules make a new tuple only when a chain grows or merges.
"""

from __future__ import annotations

from dataclasses import field

from companion.core import Ledger, SharePool
from companion.data_classes import dataclass

from .board import SQUARES
from .chains import NameSet


class Phase:
    """The decisions the game can wait for: ``State.phase`` and ``Prompt.kind``.

    Plain strings gathered in one namespace (not an enum), so that a phase stays the word a position, a
    checkpoint and a prompt write, and every module names them all with one import.
    """

    START_TILE = "start_tile"
    PLACE_TILE = "place_tile"
    FOUND_CHAIN = "found_chain"
    CHOOSE_SURVIVOR = "choose_survivor"
    CHOOSE_DEFUNCT = "choose_defunct"
    MARKET_HOLDING = "market_holding"
    DISPOSE = "dispose"
    BUY = "buy"
    OVER = "over"


#: The phases in which the player on turn decides (everything but set-up, disposals and draws),
#: and so may declare the end first.
TURN_PHASES = frozenset({Phase.PLACE_TILE, Phase.FOUND_CHAIN, Phase.CHOOSE_SURVIVOR, Phase.CHOOSE_DEFUNCT, Phase.BUY})

#: The holder standing for the stock market in two-player bonus standings.
MARKET = -1


#: Each seat's ledger account (``p0`` to ``p5``: up to six players), spelt once: cash is read
#: several times a turn.
ACCOUNTS: tuple[str, ...] = tuple(f"p{seat}" for seat in range(6))


def account(seat: int) -> str:
    """The ledger account of a seat."""
    return ACCOUNTS[seat]


@dataclass(slots=True)
class MergerInProgress:
    """A merger being settled: decided step by step, one defunct chain at a time."""

    player: int
    tile: int
    #: Pre-merger sizes of every chain the tile touches: prices and bonuses use these.
    sizes: dict[str, int]
    survivor: str | None = None
    #: Defunct chains in settling order, as far as decided.
    order: list[str] = field(default_factory=list)
    #: Index in ``order`` of the defunct chain being settled.
    current: int = 0
    #: Seats still to decide about their shares of the current defunct chain, in order.
    holders: list[int] = field(default_factory=list)
    #: True once the current defunct chain's bonuses are paid.
    paid: bool = False

    @property
    def defunct(self) -> str:
        return self.order[self.current]


@dataclass(slots=True)
class State:
    names: list[str]
    name_set: NameSet
    dealt: bool
    open_holdings: bool
    seed: int | None
    ledger: Ledger
    shares: SharePool
    #: What each square holds: EMPTY (None), LOOSE ("") or a chain id.
    cells: list[str | None] = field(default_factory=lambda: [None] * SQUARES)
    #: Active chains and their tiles, in the order they were founded (each a tuple, replaced when it grows).
    chains: dict[str, tuple[int, ...]] = field(default_factory=dict)
    phase: str = Phase.START_TILE
    turn: int = 0
    start_tiles: tuple[int | None, ...] = ()
    # Dealt mode: the bag (fixed at creation), how far it has been drawn, the hands.
    bag: tuple[int, ...] = ()
    drawn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    #: Dead tiles revealed and put out of the game.
    out_of_game: tuple[int, ...] = ()
    #: Two-player market draws made so far (dealt mode derives each draw from it).
    market_draws: int = 0
    #: The market's holding for the chain being scored, once entered.
    market: int | None = None
    declared: bool = False
    #: Turns in a row in which nobody placed a tile (physical mode's end-by-blockage).
    idle_turns: int = 0
    #: The tile waiting for its player to name the chain it founds.
    founding: int | None = None
    merger: MergerInProgress | None = None
    #: Final scoring: active chains whose bonuses are still to pay.
    scoring: tuple[str, ...] = ()
    last_tile: int | None = None
    #: The safe chains. A safe chain can never leave the board, so this set only grows;
    #: it makes "is every chain safe?" and "can a tile be dead?" cheap questions.
    #: A frozenset, replaced when a chain becomes safe (at most seven times a game).
    safe_seen: frozenset[str] = frozenset()
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.names)

    def size(self, chain: str) -> int:
        tiles = self.chains.get(chain)
        return len(tiles) if tiles is not None else 0

    def price(self, chain: str, size: int | None = None) -> int:
        """The share price of ``chain`` at ``size`` tiles (default: its size now; 0 off the board)."""
        return self.name_set.price_row[chain][self.size(chain) if size is None else size]

    def cash(self, seat: int) -> int:
        return self.ledger.balance[ACCOUNTS[seat]]  # the ledger's own table: one look-up

    def chain_name(self, chain: str) -> str:
        return self.name_set.display.get(chain, chain)

    @property
    def draw_pile(self) -> int:
        """Dealt mode: tiles left to draw."""
        return len(self.bag) - self.drawn
