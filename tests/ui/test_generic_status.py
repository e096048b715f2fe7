"""The generic status panel (Tiny Auction has no screen of its own) shows a readable, translated table."""

from __future__ import annotations

import gettext

import companion.text.i18n as i18n
from companion.storage import start_new
from companion.ui.scenes.play import PlayScene


class Marking(gettext.NullTranslations):
    """A catalog that wraps each translated text in brackets: what skips the catalog shows at once."""

    def gettext(self, text: str) -> str:
        return f"[{text}]"


def test_a_players_row_names_its_fields_in_the_language_and_keeps_lists(app, monkeypatch) -> None:
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    scene = app.scene
    assert scene.player_line(0, {"name": "Ann", "cash": 5, "lots": [7, 9], "seats": []}) == "Ann  cash 5  lots 7, 9"
    monkeypatch.setattr(i18n, "_speaking", i18n.Translator("en", Marking()))
    assert scene.player_line(1, {"name": "Ben", "cash": 5}) == "Ben  [cash] 5"
    assert any(line.strip() == "[{label}: {value}]".format(label="[Round]", value=1) for line in scene.status_lines())
