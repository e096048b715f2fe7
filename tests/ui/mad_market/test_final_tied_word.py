"""Mad Market's final cards say "tied" where players share a place they did not win: five players bankrupt read
"2." five times and nothing said the place was shared. The word follows the name, whole, between it and the VP,
in every language; a long name gives way to it rather than the word running into the VP."""

from __future__ import annotations

from typing import Any

import pytest

from companion.text.i18n import _, pgettext, set_language
from companion.ui import theme

from .test_final_card_lines import drawn_sizes, finished


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("names", [["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"], []])
def test_every_shared_place_says_tied_beside_the_name_and_before_the_vp(
    app: Any, monkeypatch: pytest.MonkeyPatch, language: str, names: list[str]
) -> None:
    set_language(language)
    app.prefs.language = language
    players = names or [_("Player {n}").format(n=seat) for seat in range(1, 7)]  # the names a table leaves as given
    finished(app, players, 6)  # five players bankrupt share second place behind the winner
    texts = drawn_sizes(app, monkeypatch)  # nothing overflows, nothing the fit check finds
    word = pgettext("a final place", "tied")
    rows = app.scene.standing()
    assert [row.place for row in rows] == [1, 2, 2, 2, 2, 2] and rows[0].won
    lines = {
        row.seat: [(text, box, size) for text, box, size in texts if box.top == top] for row, top in tops(rows, texts)
    }
    for row in rows:
        line = lines[row.seat]
        said = [(box, size) for text, box, size in line if text == word]
        if row.won:
            assert said == []  # a shared win is the verdict's to say, not a place's
            continue
        ((box, size),) = said
        name = next(other for text, other, _size in line if text.startswith("2. "))
        label, figure, title = next(item for item in line if item[0] == row.label)
        assert "…" not in word and theme.font(size).size(word)[0] <= box.width  # whole
        assert name.right < box.left and box.right < figure.right - theme.font(title).size(label)[0]


def tops(rows: list[Any], texts: list[tuple[str, Any, int]]) -> list[tuple[Any, int]]:
    """Each row with the top of its card's first line (where its name is drawn, cut short or whole)."""
    names = [(text, box) for text, box, _size in texts if text[:3] in ("1. ", "2. ")]
    assert len(names) == len(rows), names
    return [(row, box.top) for row, (_text, box) in zip(rows, names, strict=True)]
