"""Mad Market's final scores: each player's card says what decided between players on the same VP ("contanti 124 ·
124 contando le azioni") under the name, in the largest type the card has room for. The line was drawn at 14 px, the
smallest there is, on a card with room for 18, and the Italian ran longest ("contanti 124 · 124 contando le
azioni"); a bankrupt player's longer line ("in bancarotta al giro 22: …") may still come down to fit whole."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.core import ChanceSource, Table
from companion.games.mad_market import GAME
from companion.text.i18n import _, number, set_language
from companion.ui import fit, theme
from companion.ui.scenes.final import final_scene_for


def finished(app: Any, players: list[str], seed: int) -> None:
    table = Table.new(GAME, {"players": players, "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not table.over:
        table.submit(table.choose_random(chance))
    app.table = table
    app.reset(final_scene_for(app))


def drawn_sizes(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect, int]]:
    """Every text the final scores draw, its box and its type size."""
    texts: list[tuple[str, pygame.Rect, int]] = []
    original = theme.draw_text

    def noting(surface: pygame.Surface, text: str, rect: pygame.Rect, **kwargs: Any) -> None:
        texts.append((text, pygame.Rect(rect), kwargs.get("size", theme.FONT_SIZES["body"])))
        original(surface, text, rect, **kwargs)

    monkeypatch.setattr(theme, "draw_text", noting)
    theme.REPORT.clear()
    with fit.recording() as log:
        app.draw()
    monkeypatch.setattr(theme, "draw_text", original)
    assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    assert fit.check_frame(app.scene, log) == []
    return texts


@pytest.mark.parametrize("language, cash_word", [("en", "cash "), ("it", "contanti "), ("fr", "argent ")])
@pytest.mark.parametrize("players, seed", [(3, 1), (6, 6)])  # two and five players bankrupt: the longest lines
def test_the_cards_second_lines_read_whole_in_one_type_above_the_smallest(
    app, monkeypatch, language: str, cash_word: str, players: int, seed: int
) -> None:
    set_language(language)
    app.prefs.language = language
    finished(app, ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"][:players], seed)
    texts = drawn_sizes(app, monkeypatch)
    details = [(text, box, size) for text, box, size in texts if box.left == 46 and size < theme.FONT_SIZES["body"]]
    assert len(details) == players, texts
    assert len({size for _text, _box, size in details}) == 1, details  # one type for every card
    size = details[0][2]
    assert size > theme.MIN_FONT, details
    assert all("…" not in text and theme.font(size).size(text)[0] <= box.width for text, box, size in details)
    assert any(text.startswith(cash_word) for text, _box, _size in details), details
    widest = _("cash {cash} · with shares {total}").format(cash=number(99_999), total=number(99_999))
    assert theme.font(theme.FONT_SIZES["small"]).size(widest)[0] <= details[0][1].width, widest  # five figures fit
