"""The console's new game says what the game would be played with that is not the box's (a stand-in board, a
placeholder card) as soon as the game is chosen, before the names are asked, as the new-game screen says it beside
Start: the table learnt it only from the board's lines once the game had started."""

from __future__ import annotations

import io

import pytest

from companion.app import ask_new_game
from companion.games import get
from companion.games.bigshot import BOARD as BIG_SHOT_BOARD
from companion.games.mad_market import BOARD
from companion.storage import data_dir
from companion.text.i18n import _, set_language

QUESTION = "Players' names"
BIG_SHOT = "Default board: some lot values and neighbours are placeholders"


def asked(game: str, options: dict | None = None) -> str:
    """What the console says from the menu to the players' question, ``game`` chosen by name, its line breaks and
    runs of spaces as one space (a long line is broken at its words within 80 columns)."""
    out = io.StringIO()
    assert ask_new_game(io.StringIO(f"{game}\nAnn Ben Cat\n"), out, options=options) is not None
    return " ".join(out.getvalue().split())


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize(
    ("game", "said"),
    [
        ("mad_market", "Stand-in board (uncalibrated)"),
        ("steam_barons", "Card: uncalibrated (placeholder numbers)"),
        ("bigshot", BIG_SHOT),
    ],
)
def test_a_stand_in_is_said_once_the_game_is_chosen(game: str, said: str, language: str) -> None:
    set_language(language)
    try:
        text = asked(game)
        question = _("Players' names, clockwise ({low}-{high}), e.g. {example}: ").split("(")[0]
        assert _(said) in text and text.index(_(said)) < text.index(question)
        assert text.count(_(said)) == 1
    finally:
        set_language("en")


@pytest.mark.parametrize("game", ["acquire"])
def test_a_game_played_with_its_boxs_numbers_says_nothing_of_stand_ins(game: str) -> None:
    assert get(game).stand_ins({"players": []}) == ()
    text = asked(game)
    between = text[text.index("> ") : text.index(QUESTION)]
    assert "uncalibrated" not in between and "tand-in" not in between


def test_the_owners_board_is_no_stand_in_unless_the_command_line_asks_for_it() -> None:
    board = BOARD.packaged_table()
    board.update(calibrated=True, name="Our own box")
    BOARD.save(data_dir(), board)
    assert "Stand-in board" not in asked("mad_market")
    assert "Stand-in board (uncalibrated)" in asked("mad_market", {"board": "standin"})


def test_big_shots_own_board_is_no_stand_in_whether_saved_with_the_field_or_before_it() -> None:
    """The owner's Big Shot board, saved from Settings (``calibrated = true``), or saved before the field existed
    (no field at all) with the owner's numbers: the box's, said nothing of; the command line's "default" is the
    stand-in again, and so is a board saved before the field with the default's numbers unchanged."""
    board = BIG_SHOT_BOARD.packaged_table()
    board.update(calibrated=True, name="Our own box")
    BIG_SHOT_BOARD.save(data_dir(), board)
    assert BIG_SHOT not in asked("bigshot")
    del board["calibrated"]
    board["lots"]["L16"]["value"] = 15
    BIG_SHOT_BOARD.save(data_dir(), board)
    assert "calibrated" not in (data_dir() / "bigshot-board.toml").read_text()
    assert BIG_SHOT not in asked("bigshot")
    assert BIG_SHOT in asked("bigshot", {"board": "default"})
    board["lots"]["L16"]["value"] = 16  # the placeholders, saved as they came: still no box's
    BIG_SHOT_BOARD.save(data_dir(), board)
    assert BIG_SHOT in asked("bigshot")


def test_a_game_named_on_the_command_line_says_it_before_the_names_but_not_when_given_them() -> None:
    out = io.StringIO()
    assert ask_new_game(io.StringIO("Ann Ben\n"), out, "mad_market") is not None
    assert out.getvalue().startswith("Stand-in board (uncalibrated)\n")
    out = io.StringIO()
    assert ask_new_game(io.StringIO(""), out, "mad_market", ["Ann", "Ben"]) is not None
    assert out.getvalue() == ""  # the game starts at once, and its board's lines say it


@pytest.mark.parametrize(
    ("game", "file"), [("bigshot", "bigshot-board.toml"), ("steam_barons", "steam-barons-card.toml")]
)
def test_the_console_says_where_the_owners_own_numbers_go_before_the_names(game: str, file: str) -> None:
    """The console has no Settings of its own: under a stand-in it says where the owner's own numbers go, the
    table's screen's Settings or the file they write in the data directory, which a new game here reads too."""
    text = asked(game)
    where = "Your box's numbers are typed in under Settings on the table's screen, or written by hand to"
    assert where in text and text.index(where) < text.index(QUESTION)
    assert str(data_dir() / file) in text
    board = BIG_SHOT_BOARD.packaged_table()
    board.update(calibrated=True, name="Our own box")
    BIG_SHOT_BOARD.save(data_dir(), board)
    assert where not in asked("bigshot")
