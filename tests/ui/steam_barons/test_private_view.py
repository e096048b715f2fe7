"""A seat's private view on the touchscreen lists its cash and its shares; a seat without shares reads "Shares:
none" in every language, not the label said twice ("Shares: no shares", "Azioni: nessuna azione")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.specs import play_scene_for


@pytest.mark.parametrize(
    ("language", "line"), [("en", "Shares: none"), ("it", "Azioni: nessuna"), ("fr", "Actions : aucune")]
)
def test_a_seat_without_shares_says_none_once(
    app: Any, monkeypatch: pytest.MonkeyPatch, language: str, line: str
) -> None:
    set_language(language)
    try:
        app.open_table(start_new("steam_barons", {"players": ["Ann", "Ben", "Cat"], "seed": 5}))
        app.reset(play_scene_for(app))
        drawn: list[str] = []
        monkeypatch.setattr(theme, "draw_text", lambda surface, text, rect, **kwargs: drawn.append(text))
        app.scene.draw_private_body(pygame.Surface((600, 400)), 0, pygame.Rect(0, 0, 600, 400))
        assert [" ".join(text.split()) for text in drawn][1] == line
    finally:
        set_language("en")
