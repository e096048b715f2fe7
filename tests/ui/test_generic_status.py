"""The generic status panel (Tiny Auction has no screen of its own) shows a readable, translated table, headed by
what the game is played with that is not the box's."""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

import companion.text.i18n as i18n
from companion import registry
from companion.core import Table
from companion.games.bigshot import GAME as BIGSHOT
from companion.games.bigshot.board import BOARD
from companion.games.tiny.engine import TinyAuction
from companion.registry import GameSpec
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.text.summary import stand_in_lines
from companion.ui import theme
from companion.ui.scenes.play import PlayScene
from tests.ui.drawn_texts import drawn


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


class BoardAuction(TinyAuction):
    """The test game played on a printed table: Big Shot's board, its packaged default a stand-in. No game of its
    own draws the table's status, so the generic panel does."""

    name = "tiny-board"
    printed = BIGSHOT.printed

    def prepare_config(self, config: dict[str, Any]) -> dict[str, Any]:
        board = config.get("board", BOARD.keyword)
        prepared = super().prepare_config({key: value for key, value in config.items() if key != "board"})
        return {**prepared, "board": BOARD.resolve(board)}


GAME = BoardAuction()


@pytest.fixture
def on_board(app) -> Iterator[Callable[..., PlayScene]]:
    """The play screen of the test game on a board (the stand-in, or one given), read in a language."""
    remove = registry.register(GameSpec(name="tiny-board", engine="tests.ui.test_generic_status:GAME"))

    def open_on(code: str, **config: Any) -> PlayScene:
        set_language(code)
        app.open_table(Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "rounds": 1, **config}, created="x"))
        app.reset(PlayScene(app))
        return app.scene

    try:
        yield open_on
    finally:
        remove()


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_game_on_a_stand_in_says_so_under_the_players_in_the_engines_words(
    app, monkeypatch, on_board, code: str, tmp_path: Path
) -> None:
    """The generic status panel says what the console and the phones head their table with ("Default board: some
    lot values and neighbours are placeholders"), in the table's language, under the players' rows, where it was
    silent: a new game would have had its numbers taken for the box's; then where the owner's own go."""
    scene = on_board(code)
    words = [_(text) for text in GAME.stand_ins(app.table.header.config)]
    assert words and [line.strip() for line in stand_in_lines(app.table)] == words
    words.append(_("Set your box's numbers in Settings; new games use them."))  # this screen has the Settings
    texts = drawn(app, monkeypatch)
    panel = pygame.Rect(0, 0, scene.status_width, scene.size[1])
    told = [d for d in texts if d.color == theme.WARNING and panel.contains(d.box)]
    assert " ".join(d.text for d in told) == " ".join(words)  # wrapped to the panel, every word of it
    lowest_row = max(row.bottom for row, _seat in scene.player_rows)
    assert all(d.box.top >= lowest_row for d in told)  # under the players' rows, above the rest of the table
    assert min(d.box.top for d in told) < min(
        d.box.top for d in texts if d.color == theme.TEXT_DIM and panel.contains(d.box)
    )
    pygame.image.save(app.display.canvas, str(tmp_path / f"stand-in-{code}.png"))


def test_a_game_on_the_owners_board_says_nothing_of_stand_ins(app, monkeypatch, on_board) -> None:
    owners = BOARD.packaged_table()
    owners["calibrated"] = True
    scene = on_board("en", board=owners)
    assert GAME.stand_ins(app.table.header.config) == ()
    panel = pygame.Rect(0, 0, scene.status_width, scene.size[1])
    assert not [d for d in drawn(app, monkeypatch) if d.color == theme.WARNING and panel.contains(d.box)]
