"""Cheques, a test game (never shipped) that turns up cards from a known deck with repeated cards.

For Sale's second half in miniature: the deck holds cheques, two of most values; each turn chance
turns one up (the table's real card, or the companion's blind draw) and the seat whose turn it is
takes it. The draw is a :class:`~companion.core.Deck`, so a cheque with two copies left comes up
twice as often as one with one, and the decision the table sees is a :class:`~companion.core.Draw`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.core import (
    N_,
    OVER,
    Action,
    Actor,
    Choice,
    Codec,
    ConfigError,
    Deck,
    Event,
    Game,
    InvalidChoice,
    InvariantBroken,
    Prompt,
)
from companion.core.decisions import derive
from companion.core.players import check_names

FOR_SALE = (0, 0, *(value for value in range(2, 16) for _copy in range(2)))
"""For Sale's thirty cheques: two of $0 and two of each value from $2 to $15."""

actions = Codec("action")
events = Codec("event")


@actions.register
class TurnUp(Action):
    type = "turn_up"
    card: int


@events.register
class TurnedUp(Event):
    type = "turned_up"
    template = N_("{player_name} takes the cheque of {card}.")
    player: int
    card: int


class Cheques(Deck):
    """The cheques left, each value once with its count."""

    type = "turn_up"


@dataclass
class State:
    names: list[str]
    deck: dict[int, int]
    draws: int
    taken: list[list[int]] = field(default_factory=list)
    turn: int = 0


class ChequesGame(Game[State]):
    name = "cheques"
    title = N_("Cheques (test game)")
    test_only = True
    actions = actions
    events = events

    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        players = check_names(config.get("players"))
        deck = config.get("deck", list(FOR_SALE))
        if not isinstance(deck, list) or not deck or not all(type(card) is int for card in deck):
            raise ConfigError(N_("'deck' is a list of whole numbers."))
        draws = config.get("draws", len(deck))
        if type(draws) is not int or not 1 <= draws <= len(deck):
            raise ConfigError(N_("'draws' is a whole number from 1 to the size of the deck."))
        return {"players": list(players), "deck": sorted(deck), "draws": draws}

    def new_game(self, config: dict[str, Any]) -> State:
        config = self.prepare_config(config)
        deck: dict[int, int] = {}
        for card in config["deck"]:
            deck[card] = deck.get(card, 0) + 1
        return State(list(config["players"]), deck, config["draws"], [[] for _name in config["players"]])

    def prompt(self, state: State) -> Prompt:
        if self.is_over(state):
            return OVER
        return Prompt(None, "turn_up", chance=True, data={"taker": state.turn})

    def is_over(self, state: State) -> bool:
        return sum(len(cards) for cards in state.taken) >= state.draws

    def deck(self, state: State) -> Cheques:
        return Cheques((TurnUp(card), count) for card, count in state.deck.items())

    def legal_actions(self, state: State) -> list[Choice]:
        return [] if self.is_over(state) else [self.deck(state)]

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        """The derived draw, with its question."""
        if prompt.over:
            return ()
        labeler = lambda choice: self.label(state, choice)  # noqa: E731 - the labels of this state
        return derive(None, True, self.legal_actions(state), labeler, label=N_("Turn up a cheque"))

    def label(self, state: State, choice: Choice) -> str:
        return str(choice.card) if isinstance(choice, TurnUp) else super().label(state, choice)

    def apply(self, state: State, action: Action) -> list[Event]:
        self.expect(state, action, ("turn_up",))
        assert isinstance(action, TurnUp)
        if action not in self.deck(state):
            raise InvalidChoice(N_("No cheque of {card} is left in the deck."), card=action.card)
        state.deck[action.card] -= 1
        if not state.deck[action.card]:
            del state.deck[action.card]
        seat = state.turn
        state.taken[seat].append(action.card)
        state.turn = (seat + 1) % len(state.names)
        return [TurnedUp(seat, action.card)]

    def summary(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return {
            "game": self.name,
            "over": self.is_over(state),
            "cheques_left": sum(state.deck.values()),
            "players": [
                {"name": name, "cheques": list(cards), "score": sum(cards)}
                for name, cards in zip(state.names, state.taken, strict=True)
            ],
        }

    def check_invariants(self, state: State) -> None:
        if any(count <= 0 for count in state.deck.values()):
            raise InvariantBroken(f"a card with no copies left is still in the deck: {state.deck}")


GAME = ChequesGame()
