"""Two games' board forms share English texts ("Save board", "The board is complete: save it for new games.",
"your saved board") that Italian says in each game's own word: Big Shot's rulebook calls its board "tavoliere",
Mad Market's screens "tabellone". Each form names its own board, not the other game's; the Mad Market track's
marker starts on a field ("Partenza: 6", "Départ : 6"), not on the new game's Start button ("Inizia",
"Commencer")."""

from __future__ import annotations

from typing import Any

import pytest

from companion.front.bigshot.calibrate import open_board_scene as open_bigshot_board
from companion.front.mad_market.calibrate import open_board_scene as open_mad_market_board
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.widgets import Note


def texts(app: Any) -> list[str]:
    return [" ".join(str(getattr(w, "text", "")).split()) for w in app.scene.widgets]


@pytest.fixture
def italian(app: Any) -> Any:
    set_language("it")
    yield app
    set_language("en")


def test_big_shot_s_board_form_says_tavoliere(italian: Any, fingers: Any) -> None:
    open_bigshot_board(italian)
    shown = texts(italian)
    assert "Salva tavoliere" in shown
    assert "Il tavoliere è completo: salvalo per le nuove partite." in shown
    fingers.tap("form-save")
    open_bigshot_board(italian)
    assert "il tuo tavoliere salvato" in texts(italian)
    assert not any("tabellone" in text for text in texts(italian))


def test_mad_market_s_board_form_says_tabellone(italian: Any, fingers: Any) -> None:
    open_mad_market_board(italian)
    shown = texts(italian)
    assert "Salva tabellone" in shown
    assert "Il tabellone è completo: salvalo per le nuove partite." in shown
    assert not any("tavoliere" in text for text in shown)
    fingers.tap("form-section-track")
    assert "Partenza: 6" in texts(italian)


@pytest.mark.parametrize(
    ("language", "origin"), [("en", "the default board"), ("it", "il tavoliere base"), ("fr", "le plateau standard")]
)
def test_big_shot_s_board_form_starts_from_the_default_board_said_on_one_line(
    app: Any, language: str, origin: str
) -> None:
    """The form's origin without a saved board read "the uncalibrated / stand-in", one long line and a word alone
    under it, in words no other Big Shot screen uses: it is the default board, as the form's button and the new
    game call it, on one line in every language."""
    set_language(language)
    open_bigshot_board(app)
    (note,) = [w for w in app.scene.widgets if isinstance(w, Note) and w.text == origin]
    assert len(theme.wrap(note.text, note.rect.width, note.size)) == 1
    set_language("en")
