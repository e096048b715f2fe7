"""The fast hand questions (is_playable, is_dead, playable_tiles, dead_tiles, live_squares) agree with classify() on
every square of random boards."""

from __future__ import annotations

from companion.core import ChanceSource
from companion.games.acquire import GAME
from companion.games.acquire.board import SQUARES
from companion.games.acquire.placement import (
    DEAD,
    PLAYABLE,
    classify,
    dead_tiles,
    every_empty_square_playable,
    is_dead,
    is_playable,
    live_squares,
    playable_tiles,
)


def test_fast_questions_agree_with_classify_on_every_square() -> None:
    master, orders = ChanceSource(11), ChanceSource(13)
    kinds: set[str] = set()
    for players in (2, 4, 6):
        for _ in range(6):
            state = GAME.new_game(GAME.prepare_config(GAME.random_config(players, master)))
            chance = ChanceSource(master.fork_seed())
            while not GAME.is_over(state):
                if every_empty_square_playable(state.chains, state.safe_seen):
                    assert all(
                        is_playable(state.cells, state.chains, state.safe_seen, t)
                        for t in range(SQUARES)
                        if state.cells[t] is None
                    )
                for tile in range(SQUARES):
                    outcome = classify(state.cells, state.chains, tile)
                    kinds.add(outcome.kind)
                    assert is_playable(state.cells, state.chains, state.safe_seen, tile) == (
                        outcome.kind in PLAYABLE
                    ), tile
                    assert is_dead(state.cells, state.safe_seen, tile) == (outcome.kind == DEAD), tile
                order = orders.shuffled(range(SQUARES))
                kinds_now = [classify(state.cells, state.chains, t).kind for t in order]
                assert playable_tiles(state.cells, state.chains, state.safe_seen, order) == [
                    t for t, kind in zip(order, kinds_now, strict=True) if kind in PLAYABLE
                ]
                assert dead_tiles(state.cells, state.safe_seen, order) == [
                    t for t, kind in zip(order, kinds_now, strict=True) if kind == DEAD
                ]
                live = [t for t in order if classify(state.cells, state.chains, t).kind not in (DEAD, "taken")]
                for skip, count in ((0, SQUARES), (0, 6), (12, 6), (len(live) - 2, 6)):
                    assert live_squares(state.cells, state.safe_seen, order, skip, count) == live[skip : skip + count]
                GAME.apply(state, GAME.choose_random(state, chance))
    assert kinds >= {"lonely", "grow", "found", "merge", "dead", "taken", "unplayable"}  # every branch met


def test_a_hand_holds_only_tiles_of_empty_squares() -> None:
    """What lets the random player and the blockage ruling take a whole hand as playable early on."""
    master = ChanceSource(12)
    for _ in range(10):
        config = GAME.random_config(4, master)
        config["tiles"] = "dealt"
        state = GAME.new_game(GAME.prepare_config(config))
        chance = ChanceSource(master.fork_seed())
        while not GAME.is_over(state):
            assert all(state.cells[tile] is None for hand in state.hands for tile in hand)
            GAME.apply(state, GAME.choose_random(state, chance))
