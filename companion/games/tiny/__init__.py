"""Tiny Auction: a test-only game that exercises every piece of the engine kit.

The rules, so the engine reads like them:

- 2–4 players, 5 coins each, ``rounds`` rounds (default 3).
- Each round starts with a **secret guess**: every player secretly calls the
  coming die roll ``odd`` or ``even``; the guesses are revealed after the roll
  and each correct guesser receives 1 coin from the bank.
- The round's **roller** (seat 0 in round 1, then clockwise) rolls a die: its
  value is the round's lot.
- The lot is sold by **English auction**, bidding clockwise from the roller's
  left (the roller speaks last), opening at 1 coin; a bidder may not bid more
  than their cash. If nobody bids, the roller takes the lot free.
- Final score: lots won (points) + coins. Highest score wins; ties share.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.core import (
    BANK,
    N_,
    OVER,
    Action,
    ActionRange,
    ChanceSource,
    Codec,
    ConfigError,
    EnglishAuction,
    Event,
    Game,
    InsufficientFunds,
    InvalidChoice,
    InvariantBroken,
    Ledger,
    Option,
    Prompt,
    SecretChoices,
    check_die,
    left_of,
    next_seat,
)

actions = Codec("action")
events = Codec("event")

START_CASH = 5
PARITIES = ("odd", "even")


@actions.register
class Guess(Action):
    type = "guess"
    player: int
    parity: str


@actions.register
class Roll(Action):
    type = "roll"
    value: int


@actions.register
class Bid(Action):
    type = "bid"
    player: int
    amount: int


@actions.register
class Pass(Action):
    type = "pass"
    player: int


@events.register
class Guessed(Event):
    type = "guessed"
    template = N_("{player_name} has made a secret guess.")
    player: int


@events.register
class Rolled(Event):
    type = "rolled"
    template = N_("The die shows {value}: a lot worth {value} points.")
    value: int


@events.register
class GuessPaid(Event):
    type = "guess_paid"
    template = N_("{player_name} guessed right and receives 1 coin.")
    player: int


@events.register
class BidMade(Event):
    type = "bid_made"
    template = N_("{player_name} bids {amount}.")
    player: int
    amount: int


@events.register
class Passed(Event):
    type = "passed"
    template = N_("{player_name} passes.")
    player: int


@events.register
class LotWon(Event):
    type = "lot_won"
    template = N_("{player_name} wins the lot of {value} for {price}.")
    player: int
    value: int
    price: int


@events.register
class GameEnded(Event):
    type = "game_ended"
    template = N_("The game is over.")
    winners: tuple[int, ...]


@dataclass(slots=True)
class State:
    names: list[str]
    rounds: int
    ledger: Ledger
    round: int = 1
    roller: int = 0
    points: list[int] = field(default_factory=list)
    guesses: SecretChoices[str] | None = None
    lot: int | None = None
    auction: EnglishAuction | None = None
    over: bool = False


def _account(seat: int) -> str:
    return f"p{seat}"


class TinyAuction(Game[State]):
    name = "tiny"
    title = N_("Tiny Auction (test game)")
    min_players = 2
    max_players = 4
    test_only = True
    options = (
        Option("rounds", N_("Rounds"), ((3, "3"), (1, "1"), (5, "5"))),
    )
    rules = (
        N_("Everyone starts with 5 coins. Each round, every player secretly calls the coming die roll odd or even; "
           "right guesses earn 1 coin from the bank."),
        N_("The roller's die sets the lot's value in points. The lot is auctioned clockwise from the roller's left; "
           "the roller speaks last and takes the lot free if nobody bids. Nobody may bid more than their coins."),
        N_("After the last round, points plus coins is the score. The highest score wins; ties share the win."),
    )
    actions = actions
    events = events

    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        players = config.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
            raise ConfigError(N_("'players' must be a list of names."))
        if not self.min_players <= len(players) <= self.max_players:
            raise ConfigError(N_("Tiny Auction is for 2 to 4 players, not {count}."), count=len(players))
        rounds = config.get("rounds", 3)
        if type(rounds) is not int or not 1 <= rounds <= 20:
            raise ConfigError(N_("'rounds' must be a whole number from 1 to 20."))
        unknown = sorted(set(config) - {"players", "rounds", "seed"})
        if unknown:
            raise ConfigError(N_("Unknown option {option!r}."), option=unknown[0])
        return {"players": list(players), "rounds": rounds}

    def new_game(self, config: dict[str, Any]) -> State:
        config = self.prepare_config(config)
        players = config["players"]
        ledger = Ledger(_account(i) for i in range(len(players)))
        for seat in range(len(players)):
            ledger.transfer(BANK, _account(seat), START_CASH, "starting cash")
        state = State(names=list(players), rounds=config["rounds"], ledger=ledger,
                      points=[0] * len(players))
        state.guesses = SecretChoices(tuple(range(len(players))))
        return state

    # -- asking --------------------------------------------------------------
    def prompt(self, state: State) -> Prompt:
        if state.over:
            return OVER
        if state.guesses is not None and not state.guesses.complete:
            return Prompt(state.guesses.waiting_for[0], "guess", data={"round": state.round})
        if state.lot is None:
            return Prompt(None, "roll", chance=True, data={"roller": state.roller})
        assert state.auction is not None
        return Prompt(state.auction.to_act, "bid", data={"lot": state.lot, **state.auction.to_json()})

    def legal_actions(self, state: State) -> list[Any]:
        prompt = self.prompt(state)
        if prompt.kind == "guess":
            return [Guess(prompt.player, parity) for parity in PARITIES]
        if prompt.kind == "roll":
            return [Roll(value) for value in range(1, 7)]
        if prompt.kind == "bid":
            seat = prompt.player
            assert state.auction is not None and seat is not None
            choices: list[Any] = [Pass(seat)]
            low, high = state.auction.min_next_bid, state.ledger[_account(seat)]
            if low <= high:
                choices.append(ActionRange(Bid, "amount", low, high, {"player": seat}))
            return choices
        return []

    # -- acting --------------------------------------------------------------
    def apply(self, state: State, action: Action) -> list[Event]:
        prompt = self.expect(state, action, {"guess": ("guess",), "roll": ("roll",),
                                             "bid": ("bid", "pass")}.get(self.prompt(state).kind, ()))
        if isinstance(action, Guess):
            if action.parity not in PARITIES:
                raise InvalidChoice(N_("Guess 'odd' or 'even', not {parity!r}."), parity=action.parity)
            assert state.guesses is not None
            state.guesses.choose(action.player, action.parity)
            return [Guessed(action.player)]
        if isinstance(action, Roll):
            check_die(action.value)
            return self._roll(state, action.value)
        assert state.auction is not None and prompt.player is not None
        if isinstance(action, Bid):
            state.auction.check_bid(action.player, action.amount)
            cash = state.ledger[_account(action.player)]
            if action.amount > cash:
                raise InsufficientFunds(account=state.names[action.player], balance=cash, amount=action.amount)
            state.auction.bid(action.player, action.amount)
            happened: list[Event] = [BidMade(action.player, action.amount)]
        else:
            state.auction.pass_(action.player)
            happened = [Passed(action.player)]
        if state.auction.done:
            happened += self._settle(state)
        return happened

    def _roll(self, state: State, value: int) -> list[Event]:
        assert state.guesses is not None
        happened: list[Event] = [Rolled(value)]
        parity = "odd" if value % 2 else "even"
        for seat, guess in state.guesses.reveal().items():
            if guess == parity:
                state.ledger.transfer(BANK, _account(seat), 1, "right guess")
                happened.append(GuessPaid(seat))
        state.guesses = None
        state.lot = value
        players = len(state.names)
        state.auction = EnglishAuction(left_of(state.roller, players), minimum=1,
                                       nobody_bid_winner=state.roller)
        return happened

    def _settle(self, state: State) -> list[Event]:
        auction, lot = state.auction, state.lot
        assert auction is not None and lot is not None
        winner = auction.winner
        assert winner is not None
        state.ledger.transfer(_account(winner), BANK, auction.price, "lot bought")
        state.points[winner] += lot
        happened: list[Event] = [LotWon(winner, lot, auction.price)]
        state.auction = None
        state.lot = None
        if state.round == state.rounds:
            state.over = True
            happened.append(GameEnded(tuple(self.winners(state))))
        else:
            state.round += 1
            state.roller = next_seat(state.roller, len(state.names))
            state.guesses = SecretChoices(tuple(range(len(state.names))))
        return happened

    # -- reading -------------------------------------------------------------
    def score(self, state: State, seat: int) -> int:
        return state.points[seat] + state.ledger[_account(seat)]

    def winners(self, state: State) -> list[int]:
        scores = [self.score(state, seat) for seat in range(len(state.names))]
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        prompt = self.prompt(state)
        return {
            "game": self.name,
            "over": state.over,
            "round": state.round,
            "current_player": prompt.player,
            "winners": self.winners(state) if state.over else [],
            "players": [
                {"name": name, "cash": state.ledger[_account(seat)], "points": state.points[seat]}
                for seat, name in enumerate(state.names)
            ],
            "lot": state.lot,
            "auction": state.auction.to_json() if state.auction else None,
            "guessed": state.guesses.to_json()["chosen"] if state.guesses else [],
            # Secret guesses: the referee's full view (viewer None) sees them all,
            # a seat sees only its own, the public view none.
            "guesses": {
                str(seat): state.guesses.own(seat)
                for seat in (state.guesses.seats if state.guesses else ())
                if state.guesses.has_chosen(seat) and (viewer is None or viewer == seat)
            },
            "prompt": {"player": prompt.player, "kind": prompt.kind},
        }

    def check_invariants(self, state: State) -> None:
        state.ledger.check()
        if not 1 <= state.round <= state.rounds:
            raise InvariantBroken(f"round {state.round} outside 1..{state.rounds}")
        if sum(state.points) > 6 * state.rounds:
            raise InvariantBroken("more points than dice could give")

    def random_config(self, players: int, chance: ChanceSource) -> dict[str, Any]:
        return {"players": [f"P{i + 1}" for i in range(players)], "rounds": chance.randint(1, 5)}


GAME = TinyAuction()
