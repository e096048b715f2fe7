"""Phase 4's screen: at six seats with long names every player's takings and cash stay whole at 18 px, a long
name cut short instead of the whole line shrinking to 14 px ("Bartholomew +$7 (denaro $21)"); its words are the
game's own in every language."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.specs import play_scene_for

NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana"]


def at_the_payout(app: Any, language: str) -> Any:
    """A random six-seat game in ``language`` played to its first phase 4 screen; what its frame drew."""
    set_language(language)
    app.prefs.language = language
    app.open_table(start_new("steam_barons", {"players": NAMES, "seed": 6}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(6)
    while app.scene.find("payout-continue") is None:
        app.submit(app.table.choose_random(chance))
    with fit.recording() as drawn:
        app.draw()
    return drawn


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_takings_of_six_long_names_read_at_18_px(app, language: str) -> None:
    drawn = at_the_payout(app, language)
    texts = [text for text, size, _asked in drawn.texts if "$" in text and "(" in text]
    assert len(texts) == 6 and all(size >= fit.SMALLEST for text, size, _asked in drawn.texts if text in texts)
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []


@pytest.mark.parametrize(
    ("language", "title", "price", "others", "cash"),
    [
        ("en", "Turn 1: dividends and prices", "price", "price", "cash"),
        ("fr", "Tour 1 : dividendes et cours", "cours", "prix", "argent"),
        ("it", "Turno 1: dividendi e quotazioni", "quotazione", "prezzo", "denaro"),
    ],
)
def test_the_price_column_says_a_share_price_as_the_game_does(
    app, language: str, title: str, price: str, others: str, cash: str
) -> None:
    """The column shared Mad Market's card word ("prix", "prezzo") under a title and beside a log that say the
    game's own ("cours", "quotazione"); Mad Market's calibration keeps its word. A player's money is the word
    the game says it with everywhere else ("Argent : Ann $86"), not "liquidités"."""
    drawn = at_the_payout(app, language)
    texts = [text for text, _size, _asked in drawn.texts]
    assert title in texts and price in texts
    assert sum(f"({cash} $" in text for text in texts) == len(NAMES)
    assert _("price") == others and (others == price or others not in texts)
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []


@pytest.mark.parametrize(
    ("language", "note"),
    [
        ("en", "Card: uncalibrated (placeholder numbers)"),
        ("it", "Scheda: non calibrata (valori provvisori)"),
        ("fr", "Fiche : non calibrée (valeurs provisoires)"),
    ],
)
def test_the_payout_says_its_figures_are_the_stand_in_cards(app, language: str, note: str) -> None:
    """Phase 4's table of dividends, profits and bonuses is the card's: on the stand-in card it showed them with
    nothing to say they were not the box's numbers."""
    drawn = at_the_payout(app, language)
    texts = [" ".join(text.split()) for text, _size, _asked in drawn.texts]
    assert note in texts, texts
    assert [str(p) for p in fit.check_frame(app.scene, drawn)] == []
