"""The screens of saved games: a damaged game on home, the saved-games list, delete, and the card banner.

Driven through the app with taps, in English, Italian and French: every text
wraps inside its box (the fit report stays empty) and no widget covers
another's text.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pygame
import pytest

from companion.core import ChanceSource
from companion.core.journal import CardFull, refusal
from companion.storage import DAMAGED, DELETED, games_dir, open_saved, saved_games, start_new
from companion.text.i18n import set_language
from companion.ui import build_app, theme
from companion.ui.app import banner_lines
from companion.ui.scenes.home import HomeScene, SavedGamesScene

LANGUAGES = ["en", "it", "fr"]


@pytest.fixture
def app():
    application = build_app(show_test_games=True)
    pygame.event.clear()
    theme.REPORT.overflows.clear()
    yield application
    application.close_table()
    set_language("en")
    pygame.display.quit()


def tap(app, key: str) -> None:
    widget = app.scene.find(key)
    assert widget is not None and widget.enabled, key
    widget.on_tap()
    app.draw()


def speak(app, language: str) -> None:
    app.prefs.language = language
    set_language(language)


def a_game(players: list[str], moves: int, rounds: int = 3) -> Path:
    table = start_new("tiny", {"players": players, "rounds": rounds})
    chance = ChanceSource(4)
    for _ in range(moves):
        if table.over:
            break
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def damaged_game() -> Path:
    path = a_game(["Zoé", "Niccolò"], 6)
    path.write_bytes(path.read_bytes() + b"\x00\x00\x00\x00\n")
    return path


def no_overflow(app=None) -> None:
    """No text past its box, and (given the app) no widget off-screen, on another, or shrunk below reading size."""
    assert theme.REPORT.overflows == [], theme.REPORT.overflows
    if app is not None:
        from companion.ui import fit

        assert fit.check(app.scene) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_home_shows_the_damaged_latest_game_and_salvage_resumes_it(app, language: str) -> None:
    older = a_game(["Ann", "Ben"], 2)
    os.utime(older, (1, 1))
    path = damaged_game()
    speak(app, language)
    app.push(HomeScene(app))
    app.draw()
    texts = " ".join(getattr(w, "text", "") for w in app.scene.widgets)
    assert path.name in texts and " 8" in texts  # the file and its bad line (header, 6 moves, then the NULs)
    assert "JSON" not in texts and "Expecting" not in texts  # the reason in the player's words, not the parser's
    assert app.scene.find("salvage") is not None and app.scene.find("resume") is not None
    no_overflow(app)
    tap(app, "salvage")  # asks first
    assert type(app.scene).__name__ == "ConfirmScene"
    no_overflow()
    tap(app, "yes")
    assert app.table is not None and app.table.writer.path == path and len(app.table.steps) == 6
    assert (games_dir() / DAMAGED / path.name).exists()
    no_overflow()


@pytest.mark.parametrize("language", LANGUAGES)
def test_saved_games_show_date_moves_and_players_and_delete_asks_first(app, language: str) -> None:
    path = a_game(["Ann", "Ben"], 5)
    damaged = damaged_game()
    speak(app, language)
    app.push(SavedGamesScene(app))
    app.draw()
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    row = next(text for text in texts if "Ann, Ben" in text)
    detail = texts[texts.index(row) + 1]
    [saved] = [s for s in saved_games() if s.path == path]
    assert saved.created[:4] in detail and "5" in detail  # the date and the moves
    assert any(damaged.name in text for text in texts)
    no_overflow(app)
    index = [s.path for s in app.scene.games].index(path)
    tap(app, f"delete-{index}")
    assert type(app.scene).__name__ == "ConfirmScene"
    no_overflow()
    tap(app, "no")
    assert path.exists()
    tap(app, f"delete-{index}")
    tap(app, "yes")
    assert not path.exists() and (games_dir() / DELETED / path.name).exists()
    assert path not in [s.path for s in app.scene.games]
    assert [s.path for s in saved_games()] == [damaged]


def test_deleting_the_open_game_closes_it_first(app) -> None:
    path = a_game(["Ann", "Ben"], 1)
    app.open_table(open_saved(path))
    app.push(SavedGamesScene(app))
    app.scene.delete(app.scene.games[0])
    assert app.table is None and (games_dir() / DELETED / path.name).exists()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_full_card_shows_a_banner_and_refuses_with_it(app, language: str, monkeypatch) -> None:
    from companion.ui.specs import play_scene_for

    path = a_game(["Ann", "Ben"], 3)
    speak(app, language)
    app.open_table(open_saved(path))
    app.push(play_scene_for(app))
    app.draw()
    assert app.read_only is None

    def full(fd: int, data) -> int:  # noqa: ANN001
        raise OSError(errno.ENOSPC, "No space left on device")

    told: list[str] = []
    monkeypatch.setattr("companion.service.status", told.append)
    monkeypatch.setattr(os, "write", full)
    assert app.submit(app.table.choose_random(ChanceSource(1))) is False
    assert isinstance(app.read_only, CardFull)
    assert app.toast is None  # the banner says it; no second copy over the board
    app.draw()
    no_overflow()
    width, height = app.display.canvas.get_size()
    pixel = app.display.canvas.get_at((4, height - 4))
    assert tuple(pixel)[:3] == theme.DANGER  # the banner is on screen
    assert told == ["The card is full: the game is kept up to move 3; free space or replace the card."]
    assert len(app.table.steps) == 3
    monkeypatch.undo()
    assert app.submit(app.table.choose_random(ChanceSource(1))) is True
    assert app.read_only is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_banner_wraps_every_sentence_within_the_screen(app, language: str) -> None:
    speak(app, language)
    from companion.text.i18n import _

    for code in (errno.ENOSPC, errno.EROFS, errno.EIO):
        for moves in (0, 47, None):
            text = refusal(OSError(code, "x"), moves).message(_)
            lines = banner_lines(text, 800)
            assert 1 <= len(lines) <= 2
            assert all(theme.font(theme.FONT_SIZES["small"]).size(line)[0] <= 800 - 24 for line in lines)


def test_home_on_a_data_folder_that_is_a_file_shows_the_banner(app, monkeypatch, tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(blocked))
    app.push(HomeScene(app))
    app.draw()
    assert app.read_only is not None and str(blocked) in app.read_only.message()
    no_overflow()


def test_the_touchscreen_starts_on_a_data_folder_that_is_a_file(monkeypatch, tmp_path: Path) -> None:
    """No restart loop: the app is built, home opens, the banner names the file in the way."""
    from companion.app import Asked, _run_window
    from companion.config import load_config

    blocked = tmp_path / "blocked"
    blocked.write_text("a file")
    monkeypatch.setenv("COMPANION_DATA_DIR", str(blocked))
    seen = {}

    def run_ui(table, **options):  # noqa: ANN001, ANN003
        application = build_app()
        application.push(HomeScene(application))
        application.draw()
        seen["problem"] = application.read_only
        seen["table"] = table
        pygame.display.quit()
        return 0

    monkeypatch.setattr("companion.ui.run_ui", run_ui)
    assert _run_window(load_config(), Asked()) == 0
    assert seen["table"] is None and str(blocked) in seen["problem"].message()
