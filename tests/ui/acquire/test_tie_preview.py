"""A tile that merges two chains of equal size, previewed at a table of five: every sentence whole, in every language.

Under "4A merges chains of equal size" the preview says the tie's rule, then each chain's bonuses. In French the
headline took three title lines and the Luxor bonuses were left out; in Italian they stopped mid-sentence ("Bonus
Luxor: Ben $3.000 e"), Cat's minority bonus cut off as if there were none. The headline now takes body type when
the preview would not fit under it in title type, the preview uses the room down to the buttons, and a sentence
that still does not fit is left out whole, never cut.
"""

from __future__ import annotations

import pytest
from acquire_ui import open_game, space

from companion.games.acquire.actions import PlaceTile
from companion.text import i18n
from companion.ui import fit
from companion.ui.decide.panel import sentences
from companion.ui.widgets import Label

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]
AMERICAN = [f"{column}I" for column in range(1, 13)]
TIED = {
    "step": "place_tile",
    "turn": 0,
    "cash": [6000] * 5,
    "shares": [{"tower": 3, "luxor": 1}, {"tower": 3, "luxor": 4}, {"luxor": 2}, {"tower": 1}, {"american": 2}],
    "chains": {"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A", "7A"], "american": AMERICAN},
}
"""Tower and Luxor, three tiles each, either side of 4A; Ann and Ben tie for most Tower shares."""


def labels(app) -> list[str]:
    app.draw()
    return [widget.text for widget in app.scene.widgets if isinstance(widget, Label)]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_tied_mergers_preview_says_every_chains_bonuses_whole(app, fingers, language: str) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    open_game(app, players=NAMES, position=TIED, tiles="physical")
    space(fingers, "4A")
    pieces = app.scene.preview_lines(PlaceTile(0, "4A"))
    assert len(sentences(pieces)) == 3  # the tie's rule, Tower's bonuses, Luxor's bonuses
    assert " ".join(pieces) in " ".join(labels(app)), "every sentence of the preview is shown, whole"
    confirm = app.scene.find("board-confirm").rect
    assert all(w.rect.bottom <= confirm.top for w in app.scene.widgets if isinstance(w, Label) and w.text in pieces)
    assert fit.frame_problems(app) == []


def test_a_preview_wrapped_by_its_game_is_read_by_sentence() -> None:
    """A line that ends no sentence goes on in the next: a sentence that does not fit is left out whole."""
    wrapped = ["Tie for largest: the player of the", "tile chooses.", "Tower bonuses: Ann", "$2,300.", "(a stand-in)"]
    assert sentences(wrapped) == [wrapped[:2], wrapped[2:4], wrapped[4:]]
    assert sentences(["Luxor bonuses: Ben $3,000 and", "Cat $1,500."]) == [
        ["Luxor bonuses: Ben $3,000 and", "Cat $1,500."]
    ]
