"""An exported score sheet places players as every screen's final standing does: first place is the win.

The sheet kept its own ranking: Big Shot's by fortune alone put a richer player short of 2 lots first, and the
winner second, where the final screen, the console and the phones put the winner first.
"""

from __future__ import annotations

import copy

from companion.core import ChanceSource, Table
from companion.export import sheet_of
from companion.registry import spec


def test_a_richer_player_who_cannot_win_is_placed_after_the_winner(monkeypatch) -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}, created="now")
    chance = ChanceSource(3)
    while not table.over:
        table.submit(table.choose_random(chance))
    summary = copy.deepcopy(table.summary())
    for seat, (fortune, qualifies) in enumerate(((50, False), (20, True), (20, True), (-5, True))):
        summary["players"][seat].update(fortune=fortune, qualifies=qualifies)
    summary.update(ranking=[0, 1, 2, 3], winners=[1, 2])
    monkeypatch.setattr(table, "summary", lambda *args, **kwargs: summary)
    sheet = sheet_of(table, "game.jsonl")
    assert [(row.name, row.place, row.won) for row in sheet.standings] == [
        ("Ben", 1, True),
        ("Cat", 1, True),
        ("Dan", 3, False),
        ("Ann", 4, False),
    ]
