"""The fast hand questions (is_playable, is_dead) agree with classify() on every square of random boards."""

from __future__ import annotations

from companion.core import ChanceSource
from companion.games.acquire import GAME
from companion.games.acquire.board import SQUARES
from companion.games.acquire.placement import DEAD, PLAYABLE, classify, is_dead, is_playable


def test_fast_questions_agree_with_classify_on_every_square() -> None:
    master = ChanceSource(11)
    kinds: set[str] = set()
    for players in (2, 4, 6):
        for _ in range(6):
            state = GAME.new_game(GAME.prepare_config(GAME.random_config(players, master)))
            chance = ChanceSource(master.fork_seed())
            while not GAME.is_over(state):
                for tile in range(SQUARES):
                    outcome = classify(state.cells, state.chains, tile)
                    kinds.add(outcome.kind)
                    assert is_playable(state.cells, state.chains, tile) == (outcome.kind in PLAYABLE), tile
                    assert is_dead(state.cells, state.chains, tile) == (outcome.kind == DEAD), tile
                GAME.apply(state, GAME.choose_random(state, chance))
    assert kinds >= {"lonely", "grow", "found", "merge", "dead", "taken", "unplayable"}  # every branch met
