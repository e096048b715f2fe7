"""The roll for the first move: while the last roll's die is on the panel, the top bar names that roll's thrower."""

from __future__ import annotations

from companion.storage import start_new
from companion.ui.scenes.play import play_scene_for
from companion.ui.widgets import Label, Note


def top_bar(app) -> list[str]:
    return [w.text for w in app.scene.widgets if isinstance(w, Label | Note) and w.rect.top < 56]


def test_the_title_names_whose_die_is_shown_until_continue(app, fingers) -> None:
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 4}))
    app.reset(play_scene_for(app))
    app.step(0)
    assert app.scene.prompt_text() == "Ann: throw one die for the first move"
    fingers.tap("dice-roll")
    assert app.table.prompt().player == 1  # the table has moved on to Ben
    assert app.scene.find("result-continue") is not None  # the body still shows Ann's die
    assert app.scene.prompt_text() == "Ann rolled"
    assert "Ann rolled" in top_bar(app) and not any("Ben" in text for text in top_bar(app))
    fingers.tap("result-continue")
    assert app.scene.prompt_text() == "Ben: throw one die for the first move"
    assert "Ben: throw one die for the first move" in top_bar(app)
