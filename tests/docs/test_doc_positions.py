"""Each game's page starts a game from its own example position the way it tells a developer to: the
``Table.new(...)`` call written in its *Positions* section is run as written, on the first position printed
there, and the game must stand where the example says (its step, its cash)."""

from __future__ import annotations

import importlib
import json
import re

import pytest

from companion.core import Table

from .guide import REPO

PAGES = {"acquire": "acquire", "bigshot": "bigshot", "mad_market": "mad-market", "steam_barons": "steam-barons"}
PLAYERS = ["Ann", "Ben", "Cat"]
"""The players each example is written for."""


def positions_section(game: str) -> str:
    text = (REPO / "docs" / f"{PAGES[game]}.md").read_text(encoding="utf-8")
    start = text.index("\n## Positions")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def example(game: str) -> dict[str, object]:
    """The section's first position: the first JSON block in it."""
    found = re.search(r"```json\n(.*?)```", positions_section(game), re.S)
    assert found is not None, f"docs/{PAGES[game]}.md: no position example"
    position: dict[str, object] = json.loads(found.group(1))
    return position


def told_call(game: str) -> str | None:
    """The ``Table.new(...)`` call the section writes out in full, if it writes one."""
    calls = re.findall(r"`(Table\.new\([^`]*\))`", re.sub(r"\s*\n\s*", " ", positions_section(game)))
    return calls[0] if calls else None


@pytest.mark.parametrize("game", sorted(PAGES))
def test_the_pages_position_example_starts_a_game_as_the_page_tells(game: str) -> None:
    position, call = example(game), told_call(game) or 'Table.new(GAME, {**config, "position": pos}, created=now)'
    names = {
        "Table": Table,
        "GAME": importlib.import_module(f"companion.games.{game}").GAME,
        "config": {"players": PLAYERS},
        "pos": position,
    }
    table = eval(call, {"__builtins__": {}}, {**names, "now": "2026-11-21T20:00:00+00:00"})
    assert isinstance(table, Table), call
    written = table.position()
    assert set(position) <= set(written), "every piece the example sets is the game's"
    again = Table.new(names["GAME"], {"players": PLAYERS, "position": written}, created="2026-11-21T20:00:00+00:00")
    assert again.position() == written and again.prompt().kind == table.prompt().kind != "over"
