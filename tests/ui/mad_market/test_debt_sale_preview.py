"""A sale to pay a debt says what it covers, and its money once: the debt's screen read "Sell 10 LOG for 30; the
price goes 3 » 2", "you receive 30" and "Sell 10 for 30", the amount three times and not what it did for the
300 owed."""

from __future__ import annotations

import pytest

from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.specs import play_scene_for
from companion.ui.widgets import Button, Label
from tests.mad_market_positions import a_debt_with_one_stock


@pytest.mark.parametrize(
    ("language", "covers"),
    [
        ("en", "Toward the 300 owed to the bank: 220 still short."),
        ("it", "Per il debito di 300 con la banca: ne mancano ancora 220."),
        ("fr", "Pour les 300 dus à la banque : il manque encore 220."),
    ],
)
def test_the_debt_sale_says_what_it_covers_and_its_money_once(app, language: str, covers: str) -> None:
    set_language(language)
    app.prefs.language = language
    try:
        app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "position": a_debt_with_one_stock()}))
        app.reset(play_scene_for(app))
        theme.REPORT.clear()
        app.draw()
        texts = [widget.text for widget in app.scene.widgets if isinstance(widget, Label | Button)]
        assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    finally:
        set_language("en")
    assert covers in texts, texts
    price = app.table.summary()["stocks"]["1"]["value"]
    assert sum(str(10 * price) in text for text in texts) == 1, texts
