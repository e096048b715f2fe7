"""The screenshot tour shows a shipped game's screens as a table sees them: its new-game screen offers the games
that can be played and no test game (the README's pictures are taken from it); a test game's own tour still
reaches it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.registry import playable
from companion.ui import screenshots
from companion.ui.scenes.new_game import NewGameScene


def offered(monkeypatch: pytest.MonkeyPatch, out: Path, game: str) -> list[str]:
    """The games the new-game screen offers in ``game``'s tour."""
    seen: list[str] = []

    def new_game(app: Any) -> None:
        scene = NewGameScene(app)
        app.push(scene)
        scene.choose_game(game)
        seen.extend(scene.games)

    monkeypatch.setattr(screenshots, "full_tour", lambda name: [("new-game", new_game)])
    assert screenshots.run(out, [game], ["en"]) in (0, 1)
    return seen


def test_a_shipped_games_tour_offers_only_the_games_a_table_can_play(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shown = offered(monkeypatch, tmp_path, "acquire")
    assert shown == playable(include_test=False)
    assert "tiny" not in shown


def test_a_test_games_own_tour_offers_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert "tiny" in offered(monkeypatch, tmp_path, "tiny")
