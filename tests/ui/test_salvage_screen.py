"""Home and the saved-games list with a damaged game nothing can be kept of (a first line the game refuses).

The touchscreen must not offer a salvage it cannot make: the button sets
the file aside, once, asks first, and home goes on to the other games. A
salvage that finds nothing to keep after all (a list gone stale) says so
instead of resuming a game that is not there. Driven with taps, in English,
Italian and French, every text inside its box.
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest

from companion.core import ChanceSource
from companion.storage import DAMAGED, games_dir, saved_games, start_new
from companion.text.i18n import set_language
from companion.ui import fit, theme
from companion.ui.scenes.home import HomeScene, SavedGamesScene

LANGUAGES = ["en", "it", "fr"]


def a_game(players: list[str], moves: int) -> Path:
    table = start_new("tiny", {"players": players, "rounds": 4})
    chance = ChanceSource(4)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def refuse_its_config(path: Path) -> None:
    pieces = path.read_bytes().split(b"\n")
    header = json.loads(pieces[0])
    header["config"]["rounds"] = 99
    pieces[0] = json.dumps(header).encode()
    path.write_bytes(b"\n".join(pieces))


def damaged_and_older() -> tuple[Path, Path]:
    older = a_game(["Cat", "Dan"], 2)
    os.utime(older, (1, 1))
    path = a_game(["Zoé", "Niccolò"], 6)
    refuse_its_config(path)
    return path, older


def aside() -> list[Path]:
    folder = games_dir() / DAMAGED
    return sorted(folder.iterdir()) if folder.exists() else []


def texts(app) -> str:
    return " ".join(getattr(w, "text", "") for w in app.scene.widgets)


def fits(app) -> None:
    assert theme.REPORT.overflows == [], theme.REPORT.overflows
    assert fit.check(app.scene) == []


@pytest.fixture(autouse=True)
def english_after():
    theme.REPORT.overflows.clear()
    yield
    set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_home_offers_to_set_it_aside_once_and_goes_on_to_the_older_game(app, fingers, language: str) -> None:
    path, older = damaged_and_older()
    app.prefs.language = language
    set_language(language)
    app.reset(HomeScene(app))
    app.draw()
    assert path.name in texts(app) and "Zoé" not in texts(app)  # no "Salvage Tiny: Zoé, Niccolò" for nothing
    assert app.scene.find("resume") is not None
    fits(app)
    fingers.tap("salvage")
    assert type(app.scene).__name__ == "ConfirmScene"
    fits(app)
    fingers.tap("yes")
    assert isinstance(app.scene, HomeScene) and app.table is None
    assert app.scene.find("salvage") is None and path.name not in texts(app)  # nothing left to press again
    assert not path.exists() and [p.name for p in aside()] == [path.name]
    fingers.tap("resume")
    assert app.table is not None and app.table.writer.path == older


def test_a_salvage_that_finds_nothing_to_keep_says_so_and_resumes_nothing(app, fingers, monkeypatch) -> None:
    path, older = damaged_and_older()
    from companion.ui.scenes import home

    real = home.latest_unfinished

    def promising(*args, **kwargs):  # noqa: ANN002, ANN003 - a list gone stale: it promises six moves
        found = real(*args, **kwargs)
        return dataclasses.replace(found, keep=6) if found is not None and found.damaged else found

    monkeypatch.setattr(home, "latest_unfinished", promising)
    app.reset(HomeScene(app))
    app.draw()
    fingers.tap("salvage")
    fingers.tap("yes")
    assert app.table is None and isinstance(app.scene, HomeScene)
    assert app.toast is not None and path.name in app.toast.text and "could be kept" in app.toast.text
    assert len(aside()) == 1 and not path.exists()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_saved_games_list_sets_it_aside_and_shows_the_rest(app, fingers, language: str) -> None:
    path, older = damaged_and_older()
    app.prefs.language = language
    set_language(language)
    app.reset(HomeScene(app))
    app.push(SavedGamesScene(app))
    app.draw()
    index = [s.path for s in app.scene.games].index(path)
    fits(app)
    fingers.tap(f"salvage-{index}")
    fingers.tap("yes")
    assert [s.path for s in app.scene.games] == [older] and len(aside()) == 1
    assert [s.path for s in saved_games()] == [older]


def test_a_salvage_the_card_refuses_is_told_and_leaves_nothing_behind(app, fingers) -> None:
    older = a_game(["Cat", "Dan"], 2)
    os.utime(older, (1, 1))
    path = a_game(["Ann", "Ben"], 4)
    path.write_bytes(path.read_bytes() + b"#!junk\n")
    (games_dir() / DAMAGED).write_text("a file where the damaged folder belongs")
    app.reset(HomeScene(app))
    app.draw()
    fingers.tap("salvage")
    fingers.tap("yes")
    assert app.table is None and isinstance(app.scene, HomeScene)
    assert app.toast is not None and "is not a usable folder" in app.toast.text
    assert path.read_bytes().endswith(b"#!junk\n") and app.scene.find("salvage") is not None
    assert not [p for p in games_dir().iterdir() if p.name.endswith(".salvage")]
