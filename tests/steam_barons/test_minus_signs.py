"""A negative change has one minus per surface: "−1" on the screen, "-1" in the game log and at the console.

The last price moves once read "box -1, pink square −2" in one sentence of the log (a hyphen-minus from one
place, a typographic minus from another) and "box -1" under a board that labels its boxes "−1". The screen
writes the typographic minus; the log, which the console prints and files keep, the hyphen-minus a terminal
shows plainly and a player types. A player may type either at the console.
"""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.core import ActionRange, Table
from companion.front.steam_barons.drawing import adjustment_lines
from companion.games import get
from companion.games.steam_barons.events import PriceMoved
from companion.games.steam_barons.log import describe
from companion.games.tiny import Bid
from companion.text.i18n import _, set_language
from companion.text.signs import MINUS

FELL = {"company": "green", "old": 6, "new": 3, "box": 3, "modifier": -1, "square": -2}
HYPHENED = re.compile(r"-\d")


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_log_writes_every_negative_change_with_the_hyphen_minus(language, code):
    language(code)
    line = describe(["Ann", "Ben"], PriceMoved(**FELL), _)
    assert "(-1)" in line and "-2" in line and MINUS not in line


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_screen_writes_every_negative_change_with_the_typographic_minus(language, code):
    language(code)
    (line,) = adjustment_lines({"last_adjustment": [FELL]})
    assert f"{MINUS}1" in line and f"{MINUS}2" in line and not HYPHENED.search(line)


@pytest.mark.parametrize("typed", ["-3", "\u22123"])
def test_the_console_takes_a_negative_number_typed_with_either_minus(typed):
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    console = Console(table, io.StringIO(""), io.StringIO())
    action = console.ask_number(ActionRange(Bid, "amount", -5, 5, {"player": 0}), typed)
    assert action is not None and action.to_json()["amount"] == -3
