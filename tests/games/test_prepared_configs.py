"""Every game's configuration contract: preparing is deterministic and idempotent, and new_game takes either form.

``simulate`` relies on it (a playout prepares its random configuration once, inside new_game), and so does
every journal (its header holds the prepared config and replays as written).
"""

from __future__ import annotations

import json

import pytest

from companion.core import ChanceSource
from companion.games import get, names


@pytest.mark.parametrize("name", names())
def test_preparing_is_deterministic_idempotent_and_new_game_takes_either_form(name: str) -> None:
    game = get(name)
    master = ChanceSource(8)
    for players in range(game.min_players, game.max_players + 1):
        for _ in range(4):
            raw = game.random_config(players, master)
            prepared = game.prepare_config(json.loads(json.dumps(raw)))
            assert game.prepare_config(json.loads(json.dumps(raw))) == prepared
            assert game.prepare_config(json.loads(json.dumps(prepared))) == prepared
            from_raw, from_prepared = game.new_game(json.loads(json.dumps(raw))), game.new_game(prepared)
            for viewer in (None, *range(players)):
                assert game.summary(from_raw, viewer) == game.summary(from_prepared, viewer)
            assert game.legal_actions(from_raw) == game.legal_actions(from_prepared)
