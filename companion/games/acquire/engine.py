"""The Acquire engine: the kit's contract wired to the rule modules.

``prompt`` reads the phase, ``legal_actions`` lists what the rules allow
there, and ``apply`` checks the action against the prompt, lets the rule
module validate it completely and only then change the state, so a refused
action changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from companion.core import (
    N_,
    Action,
    ActionRange,
    Actor,
    ChanceSource,
    Choice,
    Event,
    Game,
    Prompt,
)
from companion.core import (
    OVER as OVER_PROMPT,
)
from companion.core.game import PositionFormat, SetupFormat
from companion.core.i18n import Phrase

from . import bot, decide, end, insight, invariants, merger, position, setup, turn
from .actions import (
    Buy,
    ChooseDefunct,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    MarketHolding,
    NoPlayableTile,
    PlaceTile,
    StartTile,
    actions,
)
from .board import SQUARES, TILE_NAMES, TILE_NUMBER, tile_index
from .errors import BadMarketHolding, MarketDrawMismatch, TileTaken
from .events import MarketHoldingDrawn, StartTilePlaced, events
from .log import describe_event
from .market import HIGHEST, LOWEST, market_draw
from .placement import playable_tiles
from .rules import OPTIONS, RULES
from .state import TURN_PHASES, Phase, State
from .summary import summary

#: The action types each phase accepts (``declare_end`` only from the player on turn).
ACCEPTS: dict[str, tuple[str, ...]] = {
    Phase.START_TILE: ("start_tile",),
    Phase.PLACE_TILE: ("place_tile", "no_playable_tile", "declare_end"),
    Phase.FOUND_CHAIN: ("found_chain", "declare_end"),
    Phase.CHOOSE_SURVIVOR: ("choose_survivor", "declare_end"),
    Phase.CHOOSE_DEFUNCT: ("choose_defunct", "declare_end"),
    Phase.MARKET_HOLDING: ("market_holding",),
    Phase.DISPOSE: ("dispose", "declare_end"),
    Phase.BUY: ("buy", "declare_end"),
    Phase.OVER: (),
}

#: What each phase waits for, in words: the refusal of an action the game is not asking for says it.
WAITING_FOR: dict[str, str] = {
    Phase.START_TILE: N_("the start tiles"),
    Phase.PLACE_TILE: N_("a tile to be played"),
    Phase.FOUND_CHAIN: N_("the choice of the chain to found"),
    Phase.CHOOSE_SURVIVOR: N_("the choice of the chain that survives the merger"),
    Phase.CHOOSE_DEFUNCT: N_("the choice of the chain settled next"),
    Phase.MARKET_HOLDING: N_("the stock market's draw"),
    Phase.DISPOSE: N_("the defunct chain's shares to be sold, traded or kept"),
    Phase.BUY: N_("shares to be bought, or none"),
}

#: A disposal's label by what it does (sells?, trades?): only the parts that happen.
DISPOSAL_LABELS: dict[tuple[bool, bool], str] = {
    (True, True): N_("sell {sell}, trade {trade}"),
    (True, False): N_("sell {sell}"),
    (False, True): N_("trade {trade}"),
    (False, False): N_("keep all"),
}

_OVER = Phase.OVER


class Acquire(Game[State]):
    name = "acquire"
    title = "Acquire"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    actions = actions
    events = events
    unchanging = ("names", "name_set")
    """Shared by a saved state, never copied (see Game.unchanging): the players' names (set at the start, never
    changed: a new position makes a new state) and the chains' names and price rows."""
    positions: ClassVar[PositionFormat] = position
    """A game joined in progress (see :mod:`.position`; the format: docs/acquire.md, "Positions")."""
    setup: ClassVar[SetupFormat] = setup
    """Its configuration and set-up (see :mod:`.setup`)."""
    options = OPTIONS
    rules = RULES
    side_actions = frozenset({"declare_end"})
    waiting_for = WAITING_FOR

    # -- asking --------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.phase == _OVER  # asked before every action: the phase's name read once, not off its class

    def prompt(self, state: State) -> Prompt:
        phase = state.phase
        if phase == Phase.OVER:
            return OVER_PROMPT
        if phase == Phase.START_TILE:
            return Prompt(setup.waiting_for_start_tile(state), Phase.START_TILE)
        if phase == Phase.PLACE_TILE or phase == Phase.BUY:
            return Prompt(state.turn, phase)
        if phase == Phase.FOUND_CHAIN:
            assert state.founding is not None
            return Prompt(
                state.turn, phase, data={"tile": TILE_NAMES[state.founding], "available": turn.available_chains(state)}
            )
        if phase == Phase.MARKET_HOLDING:
            chain = state.merger.defunct if state.merger is not None else state.scoring[0]
            return Prompt(None, phase, chance=True, data={"chain": chain})
        progress = state.merger
        assert progress is not None
        if phase == Phase.CHOOSE_SURVIVOR:
            return Prompt(state.turn, phase, data={"candidates": merger.survivor_candidates(progress)})
        if phase == Phase.CHOOSE_DEFUNCT:
            return Prompt(
                state.turn,
                phase,
                data={"candidates": merger.defunct_candidates(progress), "survivor": progress.survivor},
            )
        assert phase == Phase.DISPOSE and progress.survivor is not None
        seat = progress.holders[0]
        defunct = progress.defunct
        return Prompt(
            seat,
            phase,
            data={
                "chain": defunct,
                "survivor": progress.survivor,
                "held": state.shares.held[seat][defunct],
                "price": state.price(defunct, progress.sizes[defunct]),
                "survivor_available": state.shares.pool[progress.survivor],
            },
        )

    def legal_actions(self, state: State) -> list[Choice]:
        phase = state.phase
        seat = state.turn
        choices: list[Choice] = []
        if phase == Phase.OVER:
            return choices
        if phase == Phase.START_TILE:
            starter = setup.waiting_for_start_tile(state)
            assert starter is not None
            return [StartTile(starter, TILE_NAMES[t]) for t in range(SQUARES) if state.cells[t] is None]
        if phase == Phase.MARKET_HOLDING:
            if state.dealt:
                return [MarketHolding(TILE_NUMBER[market_draw(state)])]
            return [ActionRange(MarketHolding, "shares", LOWEST, HIGHEST)]
        if phase == Phase.PLACE_TILE:
            cells, chains, safe = state.cells, state.chains, state.safe_seen
            tiles = state.hands[seat] if state.dealt else range(SQUARES)
            choices += [PlaceTile(seat, TILE_NAMES[t]) for t in playable_tiles(cells, chains, safe, sorted(tiles))]
            if not state.dealt or not choices:
                choices.append(NoPlayableTile(seat))
        elif phase == Phase.FOUND_CHAIN:
            choices += [FoundChain(seat, chain) for chain in turn.available_chains(state)]
        elif phase == Phase.CHOOSE_SURVIVOR:
            assert state.merger is not None
            choices += [ChooseSurvivor(seat, chain) for chain in merger.survivor_candidates(state.merger)]
        elif phase == Phase.CHOOSE_DEFUNCT:
            assert state.merger is not None
            choices += [ChooseDefunct(seat, chain) for chain in merger.defunct_candidates(state.merger)]
        elif phase == Phase.DISPOSE:
            progress = state.merger
            assert progress is not None and progress.survivor is not None
            holder = progress.holders[0]
            held = state.shares.held[holder][progress.defunct]
            pairs = min(held // 2, state.shares.pool[progress.survivor])
            choices += [
                ActionRange(Dispose, "sell", 0, held - 2 * p, {"player": holder, "trade": 2 * p})
                for p in range(pairs + 1)
            ]
            if holder != seat:
                return choices
        elif phase == Phase.BUY:
            choices += [Buy(seat, option) for option in turn.buy_options(state, seat)]
        if not state.declared and end.can_declare_end(state):
            choices.append(DeclareEnd(seat))
        return choices

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """Tiles as board picks, chains as picks, disposal and buying as baskets, the end as a side action."""
        return decide.decisions(state, prompt, self.legal_actions(state))

    def preview(self, state: State, action: Action) -> dict[str, Any] | None:
        """What a tile would do if played now (see :func:`.insight.preview`)."""
        return insight.preview(state, action)

    def pass_action(self, state: State, seat: int) -> Action | None:
        """A seat's pass button: buy nothing and end the turn, or keep every share being settled.

        Acquire has no auction pass; at the table "pass" means "nothing for me":
        at the buy step the current player buys nothing, and while a defunct
        chain is settled the holder deciding keeps all their shares. Anywhere
        else (playing a tile, founding, tie-breaks) a pass is refused, since
        skipping those would change the game.
        """
        if state.phase == Phase.BUY and seat == state.turn:
            return Buy(seat, {})
        if state.phase == Phase.DISPOSE and state.merger is not None and state.merger.holders[0] == seat:
            return Dispose(seat, 0, 0)
        return None

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        phase = state.phase
        accepts = ACCEPTS[phase]
        actor = state.turn if phase in TURN_PHASES else self._actor(state)
        if action.type not in accepts or getattr(action, "player", None) != actor:
            self.expect(state, action, accepts)  # raises the precise refusal (or lets chance act)
        if isinstance(action, PlaceTile):
            return turn.place_tile(state, action.player, action.tile)
        if isinstance(action, Buy):
            return turn.buy(state, action.player, action.shares)
        if isinstance(action, Dispose):
            return merger.dispose(state, action.player, action.sell, action.trade)
        if isinstance(action, MarketHolding):
            return self._market_holding(state, action.shares)
        if isinstance(action, FoundChain):
            return turn.found_chain(state, action.player, action.chain)
        if isinstance(action, NoPlayableTile):
            return turn.no_playable_tile(state, action.player)
        if isinstance(action, DeclareEnd):
            return end.declare_end(state, action.player)
        if isinstance(action, ChooseSurvivor):
            turn.check_chain(state, action.chain)
            return merger.choose_survivor(state, action.chain)
        if isinstance(action, ChooseDefunct):
            turn.check_chain(state, action.chain)
            return merger.choose_defunct(state, action.chain)
        assert isinstance(action, StartTile)
        return self._start_tile(state, action.player, action.tile)

    @staticmethod
    def _actor(state: State) -> int | None:
        """The seat the current prompt waits for (cheaper than building the prompt)."""
        phase = state.phase
        if phase == Phase.DISPOSE:
            assert state.merger is not None
            return state.merger.holders[0]
        if phase == Phase.START_TILE:
            return setup.waiting_for_start_tile(state)
        if phase == Phase.MARKET_HOLDING or phase == Phase.OVER:
            return None
        return state.turn

    def _start_tile(self, state: State, seat: int, name: str) -> list[Event]:
        tile = tile_index(name)
        if state.cells[tile] is not None:
            raise TileTaken(tile=name)
        setup.place_start_tile(state, seat, tile)
        happened: list[Event] = [StartTilePlaced(seat, name)]
        if setup.waiting_for_start_tile(state) is None:
            happened.append(setup.choose_first_player(state))
        return happened

    def _market_holding(self, state: State, shares: int) -> list[Event]:
        if not LOWEST <= shares <= HIGHEST:
            raise BadMarketHolding(shares=shares)
        if state.dealt:
            drawn = market_draw(state)
            if TILE_NUMBER[drawn] != shares:
                raise MarketDrawMismatch(tile=TILE_NAMES[drawn], drawn=TILE_NUMBER[drawn], shares=shares)
        chain = state.merger.defunct if state.merger is not None else state.scoring[0]
        state.market_draws += 1
        state.market = shares
        happened: list[Event] = [MarketHoldingDrawn(chain, shares)]
        if state.merger is not None:
            return happened + merger.settle(state)
        return happened + end.continue_final_scoring(state)

    # -- reading -------------------------------------------------------------
    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return summary(state, self.prompt(state), viewer)

    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        return describe_event(state, event, translate)

    # -- random play -----------------------------------------------------------
    def label(self, state: State, choice: Choice) -> str:
        """Choices as players say them ("place 5C", "found Tower", "buy 2 Tower, 1 Luxor"): the console's
        options, the undo question and the log of a step that caused no event (a survivor chosen) read these.
        Each is a catalog phrase (a :class:`~companion.core.i18n.Phrase` when it has values), so every
        front-end says it in the player's language with ``say()``."""
        if isinstance(choice, PlaceTile | StartTile):
            return Phrase(N_("place {tile}"), tile=choice.tile)
        if isinstance(choice, NoPlayableTile):
            return N_("no playable tile")
        if isinstance(choice, FoundChain):
            return Phrase(N_("found {chain}"), chain=state.chain_name(choice.chain))
        if isinstance(choice, ChooseSurvivor):
            return Phrase(N_("{chain} survives"), chain=state.chain_name(choice.chain))
        if isinstance(choice, ChooseDefunct):
            return Phrase(N_("settle {chain} next"), chain=state.chain_name(choice.chain))
        if isinstance(choice, Dispose):
            return Phrase(DISPOSAL_LABELS[bool(choice.sell), bool(choice.trade)], sell=choice.sell, trade=choice.trade)
        if isinstance(choice, DeclareEnd):
            return N_("declare the end")
        if isinstance(choice, Buy):
            bought = ", ".join(f"{count} {state.chain_name(chain)}" for chain, count in choice.shares.items() if count)
            return Phrase(N_("buy {shares}"), shares=bought) if bought else N_("buy nothing")
        return super().label(state, choice)

    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {
            "players": [f"P{i + 1}" for i in range(players)],
            "names": chance.choice(("classic", "1999")),
            "tiles": chance.choice(("physical", "dealt")),
            "open_holdings": chance.choice((True, False)),
            "seed": chance.fork_seed(),
        }

    #: The random player itself (no wrapper: simulate calls it once per action).
    choose_random = staticmethod(bot.choose)


GAME = Acquire()

__all__ = ["ACCEPTS", "GAME", "WAITING_FOR", "Acquire"]
