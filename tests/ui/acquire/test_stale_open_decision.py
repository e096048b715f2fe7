"""A side decision left open that the prompt no longer offers is closed while the panel is laid out; the
screen is then laid out again, so the players' rows and the decision never share the side column (the monkey
found "Tap a space to see what it does" drawn over the players' rows)."""

from __future__ import annotations

import dataclasses

from acquire_ui import open_game

from companion.ui import fit
from tests.walks import played_until


def test_a_stale_open_decision_does_not_leave_the_decision_over_the_players(app) -> None:
    open_game(app, players=["Ann", "Ben", "Cat", "Dan"], seed=3)
    played_until(app.table, "place_tile", 3, submit=app.submit)
    scene = app.scene
    actor = app.table.prompt().primary()
    scene.panel.opened = 1
    scene.panel.opened_actor = dataclasses.replace(actor, seat=3)  # a decision the prompt does not hold
    scene.layout()
    assert scene.panel.opened is None and not scene.focused()
    area = scene.decision_area()  # below the players' rows again
    below_bar = [w for w in scene.widgets if w.rect.top > 56]
    assert below_bar and all(area.contains(w.rect) for w in below_bar), (area, [w.rect for w in below_bar])
    with fit.recording() as drawn:
        app.draw()
    assert [str(p) for p in fit.check_frame(scene, drawn) if p.kind == "drawn-over"] == []
