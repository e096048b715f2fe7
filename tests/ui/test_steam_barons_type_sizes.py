"""Steam Barons' play screen reads across a table: every text at 18 px or more, none cut short but a player's
name, nothing drawn over another text or across a panel's edge, in every prompt of random games at two and six
players, in English, Italian and French, with the default names ("Giocatore 2") and long ones."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui import fit
from companion.ui.specs import play_scene_for

LONG = ["Jean-Baptiste", "Bartholomew", "Maximiliana", "Niccolò", "François", "Zoé"]
"""Long names a table types: "Jean-Baptiste" is cut short in the player rows, "Bartholomew" just fits."""
EVERY = 4
"""A frame is checked every few steps: each prompt kind is met many times over a game."""


def seat_names(kind: str, players: int) -> list[str]:
    """The names a table types, or the ones the new-game screen gives untyped seats ("Player 2", translated)."""
    if kind == "default":
        return [_("Player {n}").format(n=seat + 1) for seat in range(players)]
    return LONG[:players]


def problems(app: Any, names: list[str]) -> list[str]:
    """What the fit check finds on the frame drawn now; a player's name cut short at 18 px is allowed."""
    with fit.recording() as drawn:
        app.draw()
    found = fit.frame_rules(app.scene, drawn) + fit.check_frame(app.scene, drawn)
    allowed = {repr(name) for name in names}
    return [
        str(problem)
        for problem in found
        if not (problem.kind == "clipped" and any(name in problem.detail for name in allowed))
    ]


@pytest.mark.parametrize("kind", ["default", "long"])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("players", [2, 6])
def test_steam_barons_play_screen_reads_at_18_px_in_every_prompt(app, players: int, language: str, kind: str) -> None:
    set_language(language)
    app.prefs.language = language
    names = seat_names(kind, players)
    app.open_table(start_new("steam_barons", {"players": names, "seed": players}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(players + len(kind))
    found: dict[str, str] = {}
    seen: set[str] = set()
    for step in range(5000):
        if app.table.over:
            break
        if type(app.scene).__name__ == "PayoutScene":  # phase 4's own screen: Continue, as the table would
            app.pop()
        if step % EVERY == 0 and type(app.scene).__name__ == "SteamBaronsPlayScene":
            kind_now = app.table.prompt().kind
            seen.add(kind_now)
            app.scene.show_insight = step % (EVERY * 7) == 0  # now and then the referee's view on the chart
            for problem in problems(app, names):
                found.setdefault(problem, kind_now)
            app.scene.show_insight = False
        app.submit(app.table.choose_random(chance))
    assert app.table.over
    assert {"auction", "buy", "build", "deliver", "sell", "company_order"} <= seen
    assert found == {}
