"""The touchscreen says what an option would do where the console and a phone say it: under each button of a
pick, an item or a company's sale ("160 left, 1 of 35 VP"), and above a number's Confirm (the guards to hire).

The console listed "limousine: 1 VP for 200  300 left, 1 of 35 VP" and a phone showed the same words under the
button, while the touchscreen's Item tab showed the label alone; at the guards' number the touchscreen said
nothing of the cash left or the guards after, where "? 2" at the console does.
"""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.scenes.play import play_scene_for
from tests.ui.drawn_texts import drawn
from tests.ui.mad_market.test_items_greyed import at_the_first_move


def test_an_item_affordable_says_the_cash_left_and_the_vp_after_under_its_button(app, fingers, monkeypatch) -> None:
    seat = at_the_first_move(app)
    fingers.tap("mode-item")
    limousine, jet = app.scene.find("pick-item-limousine"), app.scene.find("pick-item-jet")
    assert limousine.note == "300 left, 1 of 35 VP" and limousine.noted()
    assert not jet.enabled and jet.note == ""  # too dear: greyed, and a tap says why
    texts = [text for text, _rect, _colour in drawn(app, monkeypatch)]
    assert "300 left, 1 of 35 VP" in texts and app.table.summary(seat)["players"][seat]["cash"] == 500


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_guards_number_says_what_hiring_them_would_do(app, monkeypatch, code: str) -> None:
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2, "board": "standin"}))
    chance = ChanceSource(2)
    while not ((app.table.summary()["offer"] or {}).get("kind") == "guard" and app.table.summary()["phase"] == "land"):
        app.table.submit(app.table.choose_random(chance))
    set_language(code)
    app.reset(play_scene_for(app))
    app.scene.dismiss_result()
    app.step(0)
    seat = app.table.prompt().player
    name, cash = app.table.names[seat], app.table.summary()["players"][seat]["cash"]
    texts = [text for text, _rect, _colour in drawn(app, monkeypatch)]
    said: dict[str, str] = {
        "en": f"{name} hires 1 guard for 30 (30 each): {cash - 30} left",
        "it": f"{name} assume 1 guardia per 30 (30 l'una): restano {cash - 30}",
        "fr": f"{name} engage 1 vigile pour 30 (30 chacun) : reste {cash - 30}",
    }
    assert said[code] in texts, texts
