"""Mad Market's play screen reads at arm's length: no text under 18 px and none cut short with "…" (a player's
name aside), in every prompt of a game, at two and six players, in English, Italian and French, while the fit
check stays clean (nothing shrunk, nothing drawn over another text or across a panel's edge).

The chart's column numbers and stock codes, the squares in the players' rows ("Guardia di sicurezza 1" was
"Guardia di sic…" at 14 px), the kit and the round's status line were all 14 px once."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.specs import play_scene_for

NAMES = ["Niccolò", "Zoé", "Bartholomew", "Ann", "François", "Maximiliana Annunziata"]
STEPS = 300
EVERY = 5  # steps between two frames checked


def problems(app: Any) -> list[str]:
    """What the strict rules and the fit check find in a frame of the screen as it stands, a player's name
    cut short aside."""
    names = app.table.names
    with fit.recording() as drawn:
        app.draw()
    found = fit.frame_rules(app.scene, drawn) + fit.check_frame(app.scene, drawn)
    return [
        f"{app.table.prompt().kind}: {problem}"
        for problem in found
        if not (problem.kind == "clipped" and any(problem.detail.startswith(f"is {name!r}") for name in names))
    ]


def play(app: Any, players: int, language: str, steps: int, variant: Any = None) -> tuple[list[str], set[str]]:
    """Random games of ``players`` in ``language`` for ``steps`` steps in all (a game over, the next seed's):
    the problems of every few frames, each once, and the prompts and phases met."""
    set_language(language)
    app.prefs.language = language
    found: list[str] = []
    met: set[str] = set()
    seed = players
    step = 0
    while step < steps:
        app.open_table(start_new("mad_market", {"players": NAMES[:players], "seed": seed}))
        app.reset(play_scene_for(app))
        chance = ChanceSource(seed)
        while step < steps and not app.table.over:
            met |= {app.table.prompt().kind, app.scene.summary.get("phase")}
            if step % EVERY == 0:
                if variant is not None:
                    variant(app)
                found += problems(app)
                if app.scene.result is not None:
                    app.scene.dismiss_result()  # and the status panel that was under the result card
                    found += problems(app)
            app.submit(app.table.choose_random(chance))
            step += 1
        seed += 100
    return list(dict.fromkeys(found)), met


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_text_reads_at_18_px_and_whole(app, players: int, language: str) -> None:
    try:
        found, met = play(app, players, language, STEPS)
    finally:
        set_language("en")
    assert found == []
    assert {"start_roll", "roll", "land", "open", "auction", "debt"} <= met, met


def holding_everything(app: Any) -> None:
    """Every player with three-figure counts of all six stocks, twelve companies, both brokers, 33 guards and a
    pack: the fullest row there can be."""
    scene = app.scene
    for player in scene.summary["players"]:
        player["shares"] = {stock: 123 for stock in scene.board.stocks}
        player["companies"] = list(scene.board.companies)[:12]
        player.update(brokers=2, guards=33, pack=True)


def entering_a_throw(app: Any) -> None:
    """A roll's dice entered on the panel: the chart shows the moves and the landing before it is confirmed."""
    if app.table.prompt().kind in ("roll", "fight"):
        app.scene.panel.values.update({"die-white": 6, "die-black": 5})


def in_the_last_round(app: Any) -> None:
    """The last round with every player still to move: the longest status lines under the players."""
    summary = app.scene.summary
    summary.update(last_round=True, last_movers=list(range(len(summary["players"]))))


def in_a_fight(app: Any) -> None:
    """A takeover fight between the two longest names, eleven rounds thrown and a throw being entered (random
    games seldom come to one), on the two dice of a roll."""
    if app.table.prompt().kind != "roll":
        return
    summary = app.scene.summary
    last = len(summary["players"]) - 1
    rounds = [[6, 5], [2, 2], [1, 6]] * 4
    fight = {"kind": "takeover", "player": 2, "guards": 12, "opponents": 3, "defender": last, "rounds": rounds[:11]}
    summary["fight"] = fight
    app.scene.panel.values.update({"die-white": 6, "die-black": 6})


def showing_worth(app: Any) -> None:
    """The referee's view of every player's worth, a tap on the chart away."""
    app.scene.show_worth = True


@pytest.mark.parametrize(
    ("variant", "language"),
    [
        (holding_everything, "it"),
        (entering_a_throw, "fr"),
        (showing_worth, "fr"),
        (in_the_last_round, "fr"),
        (in_a_fight, "it"),
    ],
)
def test_the_fullest_rows_a_throw_being_entered_and_the_worth_read_too(app, variant: Any, language: str) -> None:
    try:
        found, _met = play(app, 6, language, STEPS // 2, variant)
    finally:
        set_language("en")
    assert found == []
