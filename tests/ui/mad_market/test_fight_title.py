"""A fight's question names who throws which die and the cards each side holds; it stays in the top bar's two lines
at the title's size in every language with the names a table gets when nobody types any ("Giocatore 4"): in
Italian the police fight's once shrank a step."""

from __future__ import annotations

import pytest

from companion.core.i18n import fill
from companion.text.i18n import _, set_language
from companion.ui import theme
from companion.ui.widgets import Note

POLICE = "Police fight: white for {player}, black for the police (guards: {guards}, officers: {opponents})"
TAKEOVER = "Takeover fight: white for {player}, black for {owner} (guards: {guards} against {opponents})"


@pytest.mark.parametrize("code", ["en", "it", "fr"])
@pytest.mark.parametrize("template", [POLICE, TAKEOVER])
def test_a_fights_question_fits_the_bar_at_the_titles_size(code: str, template: str) -> None:
    from companion.ui.scene import TOP_BAR as bar

    set_language(code)
    try:
        player, owner = (_("Player {n}").format(n=n) for n in (4, 6))
        text = fill(template, {"player": player, "owner": owner, "guards": 12, "opponents": 5}, _)
        size = theme.FONT_SIZES["title"]
        note = Note((114, 4, 800 - 114 - 240, bar - 8), text, size=size, color=theme.TEXT)
        assert note.height_at(size) <= note.rect.height, text
    finally:
        set_language("en")
