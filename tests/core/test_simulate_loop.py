"""The playout loop: checked and unchecked play the same game; an unchecked run still reports a refused action or no end."""

from __future__ import annotations

from typing import Any

import pytest

from companion import simulate as simulate_module
from companion.core import Action, ChanceSource, InvariantBroken
from companion.games.tiny import GAME
from companion.games.tiny.engine import TinyAuction
from companion.simulate import play_one

CONFIG = GAME.prepare_config(GAME.random_config(3, ChanceSource(4)))


def test_checked_and_unchecked_playouts_are_the_same_game() -> None:
    checked = play_one(GAME, CONFIG, ChanceSource(9), check=True)[1]
    unchecked = play_one(GAME, CONFIG, ChanceSource(9), check=False)[1]
    assert checked == unchecked and checked


class WrongAfterThree(TinyAuction):
    """A random player that plays three legal actions, then repeats its first one (refused by then)."""

    def choose_random(self, state: Any, chance: ChanceSource) -> Action:
        self.played = getattr(self, "played", [])
        action = self.played[0] if len(self.played) == 3 else super().choose_random(state, chance)
        self.played.append(action)
        return action


def test_an_unchecked_playout_turns_a_refused_action_into_a_broken_invariant() -> None:
    game = WrongAfterThree()
    actions: list[Any] = []
    with pytest.raises(InvariantBroken, match="a legal action was refused"):
        play_one(game, CONFIG, ChanceSource(9), check=False, actions=actions)
    assert actions == game.played[:3]  # the refused one is not among the played actions


def test_an_unchecked_playout_stops_a_game_without_end(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulate_module, "MAX_ACTIONS", 2)
    with pytest.raises(InvariantBroken, match="no end after 2 actions"):
        play_one(GAME, CONFIG, ChanceSource(9), check=False)
