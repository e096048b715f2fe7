"""Tiny Auction's engine: the contract (config, prompt, legal actions, decisions, apply, summary).

Each rule lives in the module named after it (:mod:`.guess`, :mod:`.roll`,
:mod:`.bidding`, :mod:`.scoring`); this class only says which phase the game
is in and hands each question to the module of that phase, so reading it top
to bottom is reading the shape of a round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import (
    BANK,
    N_,
    OVER,
    Action,
    Actor,
    ChanceSource,
    Choice,
    ConfigError,
    Event,
    Game,
    GameOption,
    InvariantBroken,
    Ledger,
    Prompt,
)
from companion.core.i18n import fill
from companion.core.players import check_names

from . import bidding, guess, position, roll
from .actions import Bid, Guess, GuessSum, Pass, Roll, actions
from .events import GuessesRevealed, events
from .scoring import score, winners
from .state import START_CASH, State, account

ACCEPTS = {"guess": ("guess", "guess_sum"), "roll": ("roll",), "bid": ("bid", "pass")}
#: What each prompt waits for, in words (the refusal of an action of another kind says it).
WAITING_FOR = {"guess": N_("everyone's guess"), "roll": N_("the roll of the dice"), "bid": N_("a bid or a pass")}
"""The action types each phase takes; anything else is refused as the wrong phase."""


class TinyAuction(Game[State]):
    name = "tiny"
    title = N_("Tiny Auction (test game)")
    min_players = 2
    max_players = 4
    test_only = True
    waiting_for = WAITING_FOR
    options = (
        GameOption("rounds", N_("Rounds"), ((3, "3"), (1, "1"), (5, "5"))),
        GameOption("guess", N_("Guess"), (("parity", N_("Odd or even")), ("sum", N_("The sum")))),
    )
    rules = (
        N_(
            "Everyone starts with 5 coins. Each round opens with a secret guess: every player, at the same time "
            "and unseen, calls whether the coming dice add up to odd or even. A guess once made is final; all are "
            "revealed together when the last one is in."
        ),
        N_(
            "Then the white and the black die are thrown together: their sum is the lot's value in points, and "
            "every right guess earns 1 coin from the bank."
        ),
        N_(
            "The lot is auctioned clockwise from the roller's left; the roller speaks last and takes the lot free "
            "if nobody bids. Nobody may bid more than their coins."
        ),
        N_("After the last round, points plus coins is the score. The highest score wins; ties share the win."),
        N_('Played with the guess "The sum", everyone guesses the exact sum (2 to 12) instead of odd or even.'),
    )
    actions = actions
    events = events

    # -- setting up ------------------------------------------------------------
    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        players = check_names(config.get("players"))
        if not self.min_players <= len(players) <= self.max_players:
            raise ConfigError(N_("Tiny Auction is for 2 to 4 players, not {count}."), count=len(players))
        rounds = config.get("rounds", 3)
        if type(rounds) is not int or not 1 <= rounds <= 20:
            raise ConfigError(N_("'rounds' must be a whole number from 1 to 20."))
        guessing = config.get("guess", "parity")
        if guessing not in ("parity", "sum"):
            raise ConfigError(N_('\'guess\' must be "parity" or "sum".'))
        unknown = sorted(set(config) - {"players", "rounds", "guess", "seed"})
        if unknown:
            raise ConfigError(N_("Unknown option {option!r}."), option=unknown[0])
        prepared: dict[str, Any] = {"players": list(players), "rounds": rounds}
        if guessing != "parity":  # the default stays out, so the journals of parity games read as they always did
            prepared["guess"] = guessing
        return prepared

    def new_game(self, config: dict[str, Any]) -> State:
        config = self.prepare_config(config)
        players = config["players"]
        ledger = Ledger(account(seat) for seat in range(len(players)))
        for seat in range(len(players)):
            ledger.transfer(BANK, account(seat), START_CASH, "starting cash")
        state = State(
            names=list(players),
            rounds=config["rounds"],
            ledger=ledger,
            guess_kind=config.get("guess", "parity"),
            points=[0] * len(players),
        )
        guess.open_guesses(state)
        return state

    def position(self, state: State) -> dict[str, Any]:
        return position.position(state)

    def from_position(self, config: dict[str, Any], written: dict[str, Any]) -> State:
        return position.from_position(config, written)

    # -- asking ----------------------------------------------------------------
    def prompt(self, state: State) -> Prompt:
        if state.over:
            return OVER
        if state.guesses is not None:
            # Several seats decide at once: no single player; the actors list them.
            return Prompt(None, "guess", data={"round": state.round, "waiting_for": list(state.guesses.waiting_for)})
        if state.lot is None:
            return Prompt(None, "roll", chance=True, data={"roller": state.roller})
        assert state.auction is not None
        return Prompt(state.auction.to_act, "bid", data={"lot": state.lot, **state.auction.to_json()})

    def legal_actions(self, state: State) -> list[Choice]:
        kind = self.prompt(state).kind
        if kind == "guess":
            return list(guess.legal(state))
        if kind == "roll":
            return list(roll.legal(state))
        if kind == "bid":
            return list(bidding.legal(state))
        return []

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """Say more than the derived default: sealed guesses, a named pair of dice, a bid with its cap.

        Every decision is built from the same legal choices ``legal_actions``
        lists, so a widget can only ever produce a legal action.
        """
        if prompt.kind == "guess":
            return guess.actors(state)
        if prompt.kind == "roll":
            return (roll.actor(state),)
        if prompt.kind == "bid":
            return (bidding.actor(state),)
        return ()

    # -- acting ----------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        self.expect(state, action, ACCEPTS.get(self.prompt(state).kind, ()))
        if isinstance(action, Guess | GuessSum):
            return guess.guess(state, action)
        if isinstance(action, Roll):
            return roll.roll(state, action)
        if isinstance(action, Bid):
            return bidding.bid(state, action)
        assert isinstance(action, Pass)
        return bidding.pass_(state, action)

    # -- reading ---------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.over

    def score(self, state: State, seat: int) -> int:
        return score(state, seat)

    def winners(self, state: State) -> list[int]:
        return winners(state)

    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        """The JSON view. Sealed guesses: the referee (``viewer`` None) sees all, a seat its own, PUBLIC none.

        Once revealed, the round's guesses are public to every viewer.
        """
        prompt = self.prompt(state)
        sealed = state.guesses
        shown: dict[str, str | None]
        if state.revealed is not None:
            shown = {str(seat): parity for seat, parity in enumerate(state.revealed)}
        elif sealed is not None:
            shown = {
                str(seat): sealed.own(seat)
                for seat in sealed.seats
                if sealed.has_chosen(seat) and (viewer is None or viewer == seat)
            }
        else:
            shown = {}
        return {
            "game": self.name,
            "over": state.over,
            "round": state.round,
            "current_player": prompt.player,
            "winners": self.winners(state) if state.over else [],
            "players": [
                {
                    "name": name,
                    "cash": state.ledger[account(seat)],
                    "points": state.points[seat],
                    "score": self.score(state, seat),
                }
                for seat, name in enumerate(state.names)
            ],
            "lot": state.lot,
            "auction": state.auction.to_json() if state.auction else None,
            "guessed": sealed.to_json()["chosen"] if sealed else [],
            "guesses": shown,
            "prompt": {"player": prompt.player, "kind": prompt.kind},
        }

    def describe(self, state: State, event: Event, translate: Callable[[str], str] | None = None) -> str:
        """The reveal names every seat with its guess (the other events use the default)."""
        if not isinstance(event, GuessesRevealed):
            return super().describe(state, event, translate)
        tr = translate or (lambda text: text)
        listing = ", ".join(
            f"{name} {tr(guess.PARITY_LABELS.get(parity, parity))}"
            for name, parity in zip(state.names, event.guesses, strict=False)
        )
        return fill(event.template, {"guesses": listing}, translate)

    def check_invariants(self, state: State) -> None:
        state.ledger.check()
        if not 1 <= state.round <= state.rounds:
            raise InvariantBroken(f"round {state.round} outside 1..{state.rounds}")
        sold = state.round if state.over else state.round - 1
        if not 2 * sold <= sum(state.points) <= 12 * sold:
            raise InvariantBroken(f"{sum(state.points)} points after {sold} lots of 2..12")
        if state.over:
            if state.guesses is not None or state.auction is not None:
                raise InvariantBroken("a finished game still has a round open")
            return
        if state.guesses is not None:
            if state.revealed is not None or state.lot is not None or state.auction is not None:
                raise InvariantBroken("guesses still sealed while the round went on")
        elif state.revealed is None or len(state.revealed) != state.players:
            raise InvariantBroken("the round went on without every guess revealed")
        if (state.lot is None) != (state.auction is None):
            raise InvariantBroken("a lot without its auction, or an auction without a lot")

    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {"players": [f"P{i + 1}" for i in range(players)], "rounds": chance.randint(1, 5)}


GAME = TinyAuction()
