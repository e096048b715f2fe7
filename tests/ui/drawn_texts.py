"""Every text a frame draws, with its box and colour: for tests that find a line on screen and check where it sits."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame
import pytest

from companion.ui import theme


class Drawn(NamedTuple):
    """One text a frame drew through :func:`theme.draw_text`: what, in which box, in which colour (None: the default)."""

    text: str
    box: pygame.Rect
    color: Any


def drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Every text the app's next frame draws, in order; the frame must overflow nothing."""
    texts: list[Drawn] = []
    original = theme.draw_text

    def noting(surface: pygame.Surface, text: str, rect: pygame.Rect, **kwargs: Any) -> None:
        texts.append(Drawn(text, pygame.Rect(rect), kwargs.get("color")))
        original(surface, text, rect, **kwargs)

    monkeypatch.setattr(theme, "draw_text", noting)
    theme.REPORT.clear()
    app.draw()
    monkeypatch.setattr(theme, "draw_text", original)
    assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    return texts
