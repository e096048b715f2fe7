"""What the kept-picture tests compare: a frame as the screen draws it, and the same frame drawn afresh.

A play screen that keeps its board, status panel or chart as pictures must show, at every frame, exactly what
drawing them anew would show; these helpers give both frames as bytes (and a region of one) so each game's
test says only which moves and views to try.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.ui import theme


def frame(app: Any) -> bytes:
    """The frame the screen draws now, kept pictures and all."""
    app.scene.layout()
    app.draw()
    return pygame.image.tobytes(app.display.canvas, "RGB")


def afresh(app: Any, monkeypatch: pytest.MonkeyPatch) -> bytes:
    """The frame with nothing kept: a watcher's ``draw_text`` in place, as a test's recording puts one."""
    original = theme.draw_text
    with monkeypatch.context() as patch:
        patch.setattr(theme, "draw_text", lambda *args, **kwargs: original(*args, **kwargs))
        return frame(app)


def region(data: bytes, size: tuple[int, int], rect: pygame.Rect) -> bytes:
    """The pixels of ``rect`` in a frame."""
    return pygame.image.tobytes(pygame.image.frombytes(data, size, "RGB").subsurface(rect), "RGB")


def drawn_right(app: Any, monkeypatch: pytest.MonkeyPatch) -> bytes:
    """The frame drawn for what the screen shows now (a stale key would show the old look), the same when copied
    from what was kept, and the same as drawn afresh."""
    first = frame(app)
    assert first == frame(app) == afresh(app, monkeypatch)
    return first


def redrawn_in_another_language(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Switching to Italian draws the screen anew in Italian (as drawn afresh), and back gives the English frame."""
    from companion.text.i18n import set_language

    english = frame(app)
    set_language("it")
    italian = frame(app)
    assert italian != english and italian == afresh(app, monkeypatch)
    set_language("en")
    assert frame(app) == english


def private_view_and_question_over(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A private view and the undo question over the play screen are drawn right, and when they go the screen
    below is the frame it was."""
    scene = app.scene
    plain = drawn_right(app, monkeypatch)
    scene.reveal(1)
    assert drawn_right(app, monkeypatch) != plain
    scene.hide_private()
    assert frame(app) == plain
    scene.ask_undo()
    assert app.scene is not scene
    drawn_right(app, monkeypatch)
    app.pop()
    assert frame(app) == plain
