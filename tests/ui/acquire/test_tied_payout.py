"""A payout tied five or six ways at a table of six, under the holder's sale: every payee is shown, each name beside
its seat's colour, in every language.

Five holders tied for most shares were five lines of "Eve receives $1,200" under the sale's own three lines; the
status panel holds eight, so in Italian Fay's line was left out and Eve's ended in "…". Holders paid alike now share
one line that marks each name.
"""

from __future__ import annotations

import pytest
from acquire_ui import open_game, place

from companion.palette import SEATS
from companion.text import i18n
from companion.ui import fit

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
PLAYERS_NAMED = ["Giocatore 1", "Giocatore 2", "Giocatore 3", "Giocatore 4", "Giocatore 5", "Giocatore 6"]
TIED_ORDER = [0, 1, 2, 4, 5, 3]
"""The seats tied for most Worldwide shares, first to last: five ties leave Dan (seat 3) with one share."""


def tied_merger(app, fingers, language: str, tied: int, names: list[str]) -> list[int]:
    """Ann merges Worldwide (3 tiles) into Imperial (7 tiles) with 7A; ``tied`` holders hold 2 Worldwide shares
    each, the others one. Returns the tied seats; the screen is the sale of Ann's shares, the result card tapped
    away."""
    app.prefs.language = language
    i18n.set_language(language)
    shares = [{"worldwide": 2 if TIED_ORDER.index(seat) < tied else 1} for seat in range(6)]
    shares[3]["imperial"] = 1  # Imperial's founder holds one
    position = {
        "step": "place_tile",
        "turn": 0,
        "cash": [6000] * 6,
        "shares": shares,
        "chains": {"imperial": ["1A", "2A", "3A", "4A", "5A", "6A"], "worldwide": ["8A", "9A", "10A"]},
    }
    open_game(app, players=names, position=position, tiles="physical")
    place(fingers, "7A")
    card = app.scene.result
    if card is not None and card.rect is not None:
        fingers.at(*card.rect.center)
    assert app.scene.result is None and app.table.prompt().kind == "dispose"
    return sorted(TIED_ORDER[:tied])


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("tied", [5, 6])
@pytest.mark.parametrize("names", [NAMES, PLAYERS_NAMED], ids=["short", "long"])
def test_every_tied_payee_is_shown_whole_with_their_colour(app, fingers, language, tied, names) -> None:
    seats = tied_merger(app, fingers, language, tied, names)
    assert fit.frame_problems(app) == []  # was: "Eve riceve $1.200…" cut short, Fay's line left out
    with fit.recording() as drawn:
        app.draw()
    canvas = app.display.canvas
    texts = [(text, box) for kind, text, box, _surface in drawn.placed if kind == "text"]
    status = app.scene.status_width
    for seat in seats:
        name = names[seat]
        found = [box for text, box in texts if text.startswith(name) and box.left < status and box.top > 260]
        assert found, f"{name}'s payout is not shown under the sale"
        box = found[-1]
        beside = {tuple(canvas.get_at((x, box.centery)))[:3] for x in range(box.left - 14, box.left)}
        assert SEATS[seat % len(SEATS)] in beside, f"{name} has no colour mark beside their name"
