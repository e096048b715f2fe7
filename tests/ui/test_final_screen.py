"""The generic final screen ranks players by what decided the game, never by a figure that did not."""

from __future__ import annotations

from companion.core import ChanceSource
from companion.storage import start_new
from companion.ui.scenes.final import FinalScene


def test_players_are_ranked_by_their_score_when_the_summary_carries_one(app) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": 1}))
    chance = ChanceSource(5)
    while not app.table.over:
        app.submit(app.table.choose_random(chance))
    scene = FinalScene(app)
    app.push(scene)
    players = app.table.summary()["players"]
    rows = sorted(scene.standing(), key=lambda row: row.seat)
    assert [row.value for row in rows] == [player["score"] for player in players]
    best = max(row.value for row in rows)
    assert {row.seat for row in rows if row.value == best} == set(app.table.summary()["winners"])
