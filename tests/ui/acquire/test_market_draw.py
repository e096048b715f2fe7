"""The two-player market's draw on the touchscreen: the table is told to draw a tile, and every number it may
show (1 to 12) is a key on one page, under that line and "Let the companion decide", in every language."""

from __future__ import annotations

import pytest
from acquire_ui import open_game, shown

from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.widgets import Button, Label, Note
from tests.walks import played_until

DRAW_A_TILE = (
    "Draw a tile from the draw pile and enter its number (9F: 9): the market holds that many shares. "
    "Then shuffle the tile back into the pile."
)
COMPANION_DRAWS = (
    "The companion draws a tile from the draw pile: the market holds as many shares as its number (9F: 9)."
)


def to_market(app, tiles: str = "physical") -> None:
    open_game(app, players=["Ann", "Ben"], tiles=tiles, seed=4)
    played_until(app.table, "market_holding", 11, submit=app.submit)
    app.scene.layout()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_all_twelve_numbers_and_the_hint_fit_on_one_page(app, language) -> None:
    app.prefs.language = language
    set_language(language)
    to_market(app)
    scene = app.scene
    area = scene.decision_area()
    keys = [scene.find(f"pick-{number}") for number in range(1, 13)]
    assert all(isinstance(key, Button) for key in keys), "a number is not on the first page"
    assert scene.find("more") is None and scene.find("previous") is None
    chance = scene.find("chance")
    assert chance is not None
    hint = _(DRAW_A_TILE)
    assert hint != DRAW_A_TILE or language == "en"  # translated
    assert hint in shown(app)  # wrapped lines join back into the sentence
    for key in keys:
        assert area.contains(key.rect), key.text
        assert key.rect.top >= chance.rect.bottom  # under "Let the companion decide", itself under the hint
    assert len({key.rect.top for key in keys}) <= 4  # three or four a row: a keypad, not two long columns
    assert fit.frame_problems(app) == []


def test_a_number_key_enters_the_markets_holding(app, fingers) -> None:
    to_market(app)
    steps = len(app.table.steps)
    fingers.tap("pick-12")
    assert len(app.table.steps) == steps + 1 and app.table.steps[-1].action.shares == 12


def test_with_dealt_tiles_the_line_says_the_companion_draws(app) -> None:
    to_market(app, tiles="dealt")
    assert COMPANION_DRAWS in shown(app)
    assert app.scene.find("confirm").text == "Let the companion draw"
    assert fit.frame_problems(app) == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_with_dealt_tiles_the_question_is_said_once_and_its_hint_once(app, language) -> None:
    # The top bar asks "The market's Imperial shares"; the panel explains the companion's draw under it and shows
    # the button. The question again between the hint and the button was the same words twice.
    app.prefs.language = language
    set_language(language)
    to_market(app, tiles="dealt")
    actor = app.table.prompt().primary()
    question = actor.decision.text("", _)
    texts = [w.text for w in app.scene.widgets if isinstance(w, Label | Note)]
    assert texts.count(question) == 1, texts
    assert " ".join(texts).count(_(COMPANION_DRAWS)) == 1, texts
    assert _(COMPANION_DRAWS) != COMPANION_DRAWS or language == "en"  # translated
    hint = [w for w in app.scene.widgets if isinstance(w, Label) and w.text and w.text in _(COMPANION_DRAWS)]
    assert hint and all(w.rect.bottom <= app.scene.find("confirm").rect.top for w in hint)  # the hint above it
    assert fit.frame_problems(app) == []
