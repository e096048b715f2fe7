"""Big Shot at arm's length: every text a player reads is at least 18 px, every cube at least 20 px.

The play screen is read from 60 cm on a 7" screen. Measured as drawn, not as
asked for: a recording font notes the size each text is rendered at (after
:func:`companion.ui.theme.fit` has shrunk whatever did not fit its box), and
a recording token notes each cube's side. Every moment of whole games is
drawn, in three languages and with two, three and four players, plus the
moments random play does not reach (one's own layout typed in, a loan
opened, a seat's private view, a roll's result, the final scores).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import ChanceSource
from companion.front.bigshot import drawing
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import strips, theme
from companion.ui.specs import play_scene_for

LEAST_TEXT = 18
LEAST_CUBE = 20
PLAYERS = {2: ["Ann", "Niccolò"], 3: ["Ann", "Ben", "Zoé"], 4: ["Ann", "Niccolò", "Zoé", "Dan"]}


class Recording:
    """A font that notes every text it renders, and at which size."""

    def __init__(self, font: Any, size: int, drawn: list[tuple[str, int]]) -> None:
        self._font, self._size, self._drawn = font, size, drawn

    def render(self, text: str, *args: Any, **kwargs: Any) -> Any:
        self._drawn.append((text, self._size))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:  # measuring (size, linesize): the font's own
        return getattr(self._font, name)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[Any]]]:
    """What the next frames render: texts with their sizes, and the tokens' (cubes') rectangles."""
    record: dict[str, list[Any]] = {"texts": [], "cubes": []}
    font = theme.font
    monkeypatch.setattr(theme, "font", lambda size: Recording(font(size), size, record["texts"]))
    for module in (drawing, strips):
        token = module.draw_token

        def noted(surface: Any, fill: Any, rect: Any, text: str, *, _token: Any = token, **options: Any) -> None:
            record["cubes"].append((text, tuple(rect)))
            _token(surface, fill, rect, text, **options)

        monkeypatch.setattr(module, "draw_token", noted)
    yield record


def frame(app: Any, drawn: dict[str, list[Any]], where: str, faults: dict[str, str]) -> None:
    """Draw the screen once; note each text under 18 px and each cube under 20 px (with where it was first seen)."""
    drawn["texts"].clear()
    drawn["cubes"].clear()
    app.scene.layout()
    app.draw()
    assert drawn["texts"], "nothing was drawn"
    small = [f"{text!r} at {size} px" for text, size in drawn["texts"] if text.strip() and size < LEAST_TEXT]
    cubes = [f"cube {text} {r[2]}x{r[3]}" for text, r in drawn["cubes"] if min(r[2], r[3]) < LEAST_CUBE]
    for fault in small + cubes:
        faults.setdefault(fault, where)


def new_game(app: Any, language: str, count: int, **options: Any) -> None:
    app.prefs.language = language
    set_language(language)
    app.open_table(start_new("bigshot", {"players": PLAYERS[count], "seed": 3, **options}))
    app.reset(play_scene_for(app))


@pytest.mark.parametrize("hidden", [False, True], ids=["open", "hidden-money"])
@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_moment_of_a_game_reads_at_arms_length(app, drawn, language: str, count: int, hidden: bool) -> None:
    new_game(app, language, count, hidden_money=hidden)
    table, chance, faults = app.table, ChanceSource(count), {}
    scene = app.scene
    frame(app, drawn, "dealt layout", faults)
    scene.panel.values.update({"own": 1, **{f"c{i}": i % 4 for i in range(70)}})
    frame(app, drawn, "own layout typed in", faults)
    scene.panel.reset()
    rolled = False
    while not table.over:
        kind = table.prompt().kind
        frame(app, drawn, f"turn {len(table.steps)} {kind}", faults)
        loan = next((i for i, actor in enumerate(table.prompt().actors) if actor.side), None)
        if loan is not None and len(table.steps) < 12:
            scene.panel.open(loan)
            frame(app, drawn, "a loan opened", faults)
            scene.panel.open(None)
            scene.reveal(0)
            frame(app, drawn, "the private view", faults)
            scene.hide_private()
        if kind == "roll" and not rolled and scene.find("dice-roll") is not None:
            scene.find("dice-roll").on_tap()
            frame(app, drawn, "the roll's result", faults)
            scene.find("result-continue").on_tap()
            rolled = True
            continue
        app.submit(table.choose_random(chance))
    assert rolled and type(app.scene).__name__ == "BigShotFinalScene"
    frame(app, drawn, "final scores", faults)
    assert faults == {}


def test_the_check_catches_small_type_and_small_cubes(app, drawn) -> None:
    """The recording sees a text shrunk by fit and a cube drawn small (so the test above can fail)."""
    new_game(app, "en", 4)
    faults: dict[str, str] = {}
    frame(app, drawn, "dealt layout", faults)
    assert faults == {}
    original = drawing.draw_counts

    def cramped(surface: Any, body: Any, counts: Any, marked: Any) -> None:
        original(surface, body.inflate(-40, -20), counts, marked)
        theme.draw_text(surface, "a lot of words in a small box", body.inflate(-40, -20), size=LEAST_TEXT)
        drawing.draw_cube(surface, "red", (body.left, body.top, 12, 12))

    drawing.draw_counts = cramped
    try:
        app.scene.panel.values["own"] = 1
        frame(app, drawn, "cramped", faults)
    finally:
        drawing.draw_counts = original
    assert any("a lot of words" in fault for fault in faults) and any("'empty'" in fault for fault in faults)
    assert any("cube R 12x12" in fault for fault in faults)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_players_strip_reads_with_long_names_hidden_cash_and_many_debts(app, drawn, language: str) -> None:
    app.prefs.language = language
    set_language(language)
    names = ["Bartolomeo", "Françoise", "Niccolò", "Maximiliane-Sophie"]
    app.open_table(start_new("bigshot", {"players": names, "seed": 3, "hidden_money": True}))
    app.reset(play_scene_for(app))
    scene, public = app.scene, app.scene.summary

    def worst() -> dict[str, Any]:
        summary = public()
        for player in summary["players"]:
            player.update(debts=10, cash=None)
        return summary

    scene.summary = worst
    faults: dict[str, str] = {}
    frame(app, drawn, "strip", faults)
    assert faults == {}
    texts = [text for text, _size in drawn["texts"]]
    assert "?M, 10 debts" in texts or language != "en"
    (long,) = [text for text in texts if text.startswith("Maxim")]
    assert long.endswith("…") and len(long) >= 8  # cut short at a size one reads, never shrunk out of sight
