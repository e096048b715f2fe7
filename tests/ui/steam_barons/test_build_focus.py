"""A tile's cost opened on its own (its steps of ten, max, Type): the basket's preview is shown above Back.

Opened on its own, the cost's tools left the preview a row less than the room down to Back and the confirm: under
them the preview said nothing, and a tile that issues a share ("Issues 1 share ($5); treasury $0, then $3") or that
the treasury pays was confirmed without a word of it. The fit checks report a preview sentence left out.
"""

from __future__ import annotations

import pytest

from companion.text import i18n
from companion.ui import fit
from companion.ui.widgets import Label
from tests.ui.steam_barons.test_play_by_touch import play_to, start


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("players", [3, 6])
def test_a_tiles_cost_opened_on_its_own_says_what_the_tile_does(app, fingers, language: str, players: int) -> None:
    start(app, fingers, players)
    play_to(app, fingers, "build", seed=2)
    app.prefs.language = language
    i18n.set_language(language)
    fingers.tap("item-cost-type")  # the count: the cost on its own, with its steps of ten
    assert app.scene.find("item-back") is not None and app.scene.find("item-cost-step+10") is not None
    said = app.scene.preview_lines(app.table.prompt().actors[0].decision.make({"cost": 2, "completes_link": 0}))
    shown = " ".join(w.text for w in app.scene.widgets if isinstance(w, Label))
    assert said and all(line in shown for line in said), "the tile's issue or payment is said"
    assert fit.frame_problems(app) == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize(("players", "seed"), [(3, 2), (6, 2), (6, 5)])
def test_a_tiles_cost_at_its_top_still_says_what_the_tile_does(
    app, fingers, language: str, players: int, seed: int
) -> None:
    """At its top the cost said why the top is the top (what the treasury and the shares left to issue pay) and,
    with no room left under it, not what the tile does: the shares it issues were left out. The preview comes
    first; why the top is the top is said where room is left (the preview's issue and payment say it too)."""
    start(app, fingers, players)
    play_to(app, fingers, "build", seed=seed)
    app.prefs.language = language
    i18n.set_language(language)
    fingers.tap("item-cost-type")
    fingers.tap("item-cost-max")
    decision = app.table.prompt().actors[0].decision
    top = app.scene.panel.values["item-cost"]
    said = app.scene.preview_lines(decision.make({"cost": top, "completes_link": 0}))
    shown = " ".join(w.text for w in app.scene.widgets if isinstance(w, Label))
    assert said and all(line in shown for line in said), "what the tile does at its top is said"
    assert fit.frame_problems(app) == []
