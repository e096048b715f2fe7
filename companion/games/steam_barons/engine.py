"""The Steam Barons engine: the stock-market game's turn, wired to the kit's contract.

A game goes: order of play (chance) → first player (chance) → five turns of
1 auctions and offer rounds → 2 builds → 3 two rounds of deliveries →
4 dividends and prices (by itself) → 5 sealed sales → 6 bankruptcy (by
itself) → 7 a new order of play (chance; not after turn 5) → 8 the end.
Each moment the game waits for someone is a step object (:mod:`.steps`): the
engine looks up the step of the state's phase and asks it. The phase modules
hold the rules; :mod:`.flow` moves from one step to the next.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter
from typing import Any, ClassVar

from companion.core import Action, Actor, ChanceSource, Choice, Event, Game, GameOption, Prompt, RuleViolation
from companion.core.game import PositionFormat, SetupFormat
from companion.core.i18n import N_

from . import invariants, position, setup, steps
from .actions import actions
from .bot import choose
from .card import CARD
from .events import events
from .help import RULES
from .log import describe
from .rules import MAPS, MAX_PLAYERS, MIN_PLAYERS
from .state import State
from .steps import STEPS
from .steps.step import Rule
from .summary import summary

PHASE_RULES: dict[str, Mapping[type[Action], Rule]] = {phase: step.rules for phase, step in STEPS.items()}
"""Each phase's rules by action type, as its step lists them: ``apply`` reads them from here, where a step's
class attribute read through the step costs a look-up of the instance and then of its class, every move."""
PHASE_THEN: dict[str, Callable[[State], list[Event]]] = {phase: step.then for phase, step in STEPS.items()}
"""What follows each phase's move once it is done, as its step says."""

SIM_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")

OVER_FIELD: Callable[[State], bool] = attrgetter("over")
"""Whether the game is over, as :attr:`State.over` says (``phase == OVER``), asked in C."""


STAND_IN = N_("Card: uncalibrated (placeholder numbers)")
"""What the table is told wherever a game is started with the placeholder card, what the play screen says, and
what the console and the phones say above the table."""


class SteamBarons(Game[State]):
    name = "steam_barons"
    title = "Steam Barons"
    rules = RULES
    options = (
        GameOption("map", N_("Map"), (("eastern_us", N_("Eastern US")), ("northern_england", N_("Northern England")))),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    actions = actions
    events = events
    unchanging = ("config", "card", "map_rules")
    """Shared by a saved state, never copied (see Game.unchanging): the prepared config and the card and map
    rules read from it. With them shared, every other field is one the kit's field-by-field copy can make,
    so an undo checkpoint is a copy instead of a pickle."""
    positions: ClassVar[PositionFormat] = position
    """A game joined in progress (see :mod:`.position`; the format: docs/steam-barons.md, "Positions")."""
    setup: ClassVar[SetupFormat] = setup
    """Its configuration and set-up (see :mod:`.setup`)."""
    printed = (("card", CARD, STAND_IN),)
    """Its card, a printed table: a game played on the placeholder card: its numbers are no box's (see :mod:`.card`)."""

    # -- asking --------------------------------------------------------------
    is_over = staticmethod(OVER_FIELD)  # type: ignore[assignment]  # the method's very signature, in C
    """``state.phase == OVER``, read from the state's ``over`` field in C: ``simulate`` and the bots ask
    after every move, and a method of Python would cost a call each (about 300 a game)."""

    def prompt(self, state: State) -> Prompt:
        return STEPS[state.phase].prompt(state)

    def legal_actions(self, state: State) -> list[Choice]:
        return STEPS[state.phase].legal_actions(state)

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        return STEPS[state.phase].decisions(state, prompt)

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        """Check ``action`` completely, then change the state; a refusal changes nothing."""
        phase = state.phase
        rule = PHASE_RULES[phase].get(type(action))
        if rule is None:  # an action of another step; once the game is over, any action
            raise STEPS[phase].refusal(action)
        happened, finished = rule(state, action)
        return happened + PHASE_THEN[phase](state) if finished else happened

    # -- reading -------------------------------------------------------------
    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return summary(self, state, viewer)

    def insight(self, state: State) -> dict[str, dict[str, Any]]:
        """The referee's insight per company (also in the summary under ``insight``)."""
        from .insight import insight

        return insight(state)

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        return describe(state.names, event, translate)

    def preview(self, state: State, action: Action) -> Any:
        """Before confirming: a tile's issue and treasury after; a delivery's performance after."""
        return STEPS[state.phase].preview(state, action)

    def upgrade(self, state: State, action: Action) -> Action:
        """A company-turn action from a journal written before it named its company: the operating one's."""
        return STEPS[state.phase].upgrade(state, action)

    def pass_action(self, state: State, seat: int) -> Action | None:
        """A seat's pass button: pass a bid, buy nothing, end building, skip a delivery, seal a sale of nothing."""
        return STEPS[state.phase].pass_action(state, seat)

    def pass_refusal(self, state: State, seat: int) -> RuleViolation | None:
        """Why a seat's pass button means nothing now, where the step knows (a sale already sealed)."""
        return STEPS[state.phase].pass_refusal(state, seat)

    def label(self, state: State, choice: Choice) -> str:
        """A short menu text for a choice."""
        return steps.label(state, choice)

    # -- checking ------------------------------------------------------------
    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    # -- random play ---------------------------------------------------------
    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {
            "players": list(SIM_NAMES[:players]),
            "map": MAPS[chance.randint(0, len(MAPS) - 1)],
            "card": "placeholder",
            "seed": chance.fork_seed(),
        }

    choose_random = staticmethod(choose)
    """A random legal move, biased towards sensible play (:func:`.bot.choose`, called without a wrapper:
    simulate asks for one per action)."""


GAME = SteamBarons()
