"""Big Shot's final scores list the players who may win first: a richer player short of 2 lots stood above the
winner, whose card came second with its star."""

from __future__ import annotations

import copy

from companion.core import ChanceSource
from companion.storage import start_new
from companion.ui.scenes.final import final_scene_for
from tests.ui.drawn_texts import drawn


def test_the_winner_comes_before_a_richer_player_short_of_two_lots(app, monkeypatch) -> None:
    app.open_table(start_new("bigshot", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}))
    chance = ChanceSource(3)
    while not app.table.over:
        app.table.submit(app.table.choose_random(chance))
    summary = copy.deepcopy(app.table.summary())
    for seat, (fortune, qualifies) in enumerate(((50, False), (20, True), (10, True), (-5, True))):
        summary["players"][seat].update(fortune=fortune, qualifies=qualifies)
    summary.update(ranking=[0, 1, 2, 3], winners=[1])  # the engine's ranking: by fortune alone
    monkeypatch.setattr(app.table, "summary", lambda viewer=None: summary)
    app.reset(final_scene_for(app))
    names = [text for text, _box, _colour in drawn(app, monkeypatch) if text in ("Ben wins", "Ann", "Cat", "Dan")]
    assert names == ["Ben wins", "Cat", "Dan", "Ann"]
