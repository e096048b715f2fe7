"""Journals: simulated games replay exactly; replay --json prints the documented view; undo works."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import Table
from companion.core.journal import read
from companion.games.acquire import GAME
from companion.simulate import simulate


@pytest.mark.parametrize("players", [2, 5])
def test_simulated_journals_replay_to_the_same_view(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int
) -> None:
    simulate(GAME, players, 3, seed=players, journal_dir=tmp_path)
    for path in sorted(tmp_path.glob("acquire-*.jsonl")):
        assert main(["replay", str(path), "--json"]) == 0
        view = json.loads(capsys.readouterr().out)
        assert view["game"] == "acquire" and view["over"] is True and view["winners"]
        loaded = read(path)
        table = Table.resume(GAME, loaded)
        assert table.summary() == view
        assert main(["replay", str(path)]) == 0
        text = capsys.readouterr().out
        assert "declares the end" in text or "No player can play" in text
        # The log's end says the game is over, once; then the final standing under its heading: a line a player,
        # the richest starred first.
        said = text.splitlines()
        assert sum("The game is over" in line for line in said) == 1 and "The game is over" in said[-players - 2]
        end = said[said.index("Final scores") + 1 :]
        assert len(end) == players and end[0].startswith("  *1. ")


def test_dealt_header_holds_the_bag_so_replays_need_no_generator(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    table = Table.new(
        GAME,
        {"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 7},
        created="2026-01-01T00:00:00+00:00",
        path=path,
        durable=False,
    )
    assert len(table.header.config["tile_bag"]) == 108
    seat = table.prompt().player
    hand = table.summary(viewer=seat)["players"][seat]["hand"]
    table.submit({"type": "place_tile", "player": seat, "tile": hand[0]})
    if table.prompt().kind == "found_chain":
        table.submit({"type": "found_chain", "player": seat, "chain": "tower"})
    before_buy = table.summary()
    table.submit({"type": "buy", "player": seat, "shares": {}})
    table.undo()
    assert table.summary() == before_buy
    table.redo()
    table.close()
    resumed = Table.resume(GAME, read(path))
    assert resumed.summary() == table.summary()
