"""A company its lander cannot pay for says so in the touchscreen's game log: "MED-1 est à vendre pour 260."
alone did not say why nobody was asked to buy it."""

from __future__ import annotations

import pytest

from companion.games.mad_market.actions import Roll
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.scenes.log import LogScene
from companion.ui.specs import play_scene_for
from tests.mad_market_positions import short_of_a_company


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "IT-2 is for sale at 180; Ann has only 100 and cannot buy it."),
        ("fr", "IT-2 est à vendre pour 180 ; Ann n'a que 100 et ne peut pas l'acheter."),
        ("it", "IT-2 è in vendita a 180; Ann ha solo 100 e non può comprarla."),
    ],
)
def test_the_log_says_the_lander_cannot_pay_for_the_company(app, language: str, said: str) -> None:
    set_language(language)
    app.prefs.language = language
    try:
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "position": short_of_a_company()}))
        app.reset(play_scene_for(app))
        app.table.submit(Roll(0, 4, 3))
        app.push(LogScene(app))
        app.draw()
        lines = [line for line, _step in app.scene.lines]
    finally:
        set_language("en")
    last = len(app.table.steps) - 1
    step_text = " ".join(line.strip() for line, step in app.scene.lines if step == last)
    assert " ".join(said.split()) in " ".join(step_text.split()), lines
