"""Every result is heard: a step the table is told of plays a cue, in every game, not only a card on the screen.

The touchscreen shows a card for a step that did more than echo an entry (a
roll that moves prices, an auction that opens, a share taken with a
certificate); a player looking at the board, not the screen, must hear that
something happened. A game's own cues name its big moments; any other result
plays the ``result`` cue. A lone echo (a bid, a pass, a tile placed) sounds
only if its game gives it a cue; a refusal plays ``illegal``.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from companion.core import Table, Update
from companion.core.chance import ChanceSource
from companion.games import get
from companion.registry import specs
from companion.result_levels import levels_for, told
from companion.sounds import REJECTED, RESULT, Cues

GAMES = sorted(name for name, each in specs().items() if not each.test_only)


class Speaker:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True


@pytest.mark.parametrize("game", GAMES)
def test_every_step_the_table_is_told_of_plays_a_cue(game: str) -> None:
    table = Table.new(get(game), {"players": ["Ann", "Ben", "Cat", "Dan"]}, created="x")
    speaker = Speaker()
    cues = Cues(speaker, game)
    heard: list[tuple[Update, int]] = []
    table.listen(lambda update: heard.append((update, len(speaker.played))))
    table.listen(cues.on_update)
    chance = ChanceSource(5021)
    for _ in range(400):
        prompt = table.prompt()
        if prompt.over:
            break
        main = prompt.primary()
        table.submit(table.decide_chance(chance) if main is not None and main.chance else table.choose_random(chance))
    levels = levels_for(game)
    silent = []
    for index, (update, before) in enumerate(heard):
        after = heard[index + 1][1] if index + 1 < len(heard) else len(speaker.played)
        if told(update.events, levels) and after == before:
            silent.append(sorted({event.type for event in update.events}))
    assert silent == []


def test_a_result_no_cue_names_plays_the_result_cue_and_an_echo_stays_silent() -> None:
    speaker = Speaker()
    cues = Cues(speaker, "bigshot")

    def update(kind: str, *types: str) -> Any:
        return SimpleNamespace(kind=kind, events=[SimpleNamespace(type=t) for t in types], error=None)

    assert cues.on_update(update("applied", "rolled", "broker_moved", "auction_started")) == RESULT
    assert cues.on_update(update("applied", "cubes_placed")) is None  # the echo of what was entered
    assert cues.on_update(update("applied", "bid_made")) == "bid"  # the game's own cue
    assert cues.on_update(update("undone", "rolled", "broker_moved")) is None  # an undo takes a result back
    assert cues.on_update(update("rejected")) == REJECTED
    assert speaker.played == [RESULT, "bid", REJECTED]
