"""A new game started at the console, or by ``companion play --game``, is played on the board or card the owner
calibrated in Settings, as one started on the touchscreen is (the game's ``complete_config``). It was played on
the stand-in: the owner's box typed in once was used by the touchscreen only."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from companion.__main__ import main
from companion.core.journal import read
from companion.storage import data_dir, games_dir

PLAYERS = ["Ann", "Ben", "Cat"]


def owners(game: str) -> tuple[str, dict[str, Any]]:
    """The config key the owner's calibration fills for ``game``, and a calibration saved in the data folder."""
    if game == "steam_barons":
        from companion.games.steam_barons import CARD as printed

        key = "card"
    elif game == "bigshot":
        from companion.games.bigshot.board import BOARD as printed

        key = "board"
    else:
        from companion.games.mad_market import BOARD as printed

        key = "board"
    table = printed.packaged_table()
    table.update(name="Our own box")
    if game != "bigshot":  # (Big Shot's board has no such field: a board that is not the packaged one is the owner's)
        table.update(calibrated=True)
    printed.save(data_dir(), table)
    return key, table


def started_on(key: str) -> Any:
    (journal,) = games_dir().glob("*.jsonl")
    return read(journal).header.config[key]


@pytest.mark.parametrize("game", ["steam_barons", "mad_market"])
def test_a_game_named_on_the_command_line_takes_the_owners_calibration(game: str, monkeypatch) -> None:
    key = owners(game)[0]
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--console", "--game", game, "--players", *PLAYERS]) == 0
    assert started_on(key)["name"] == "Our own box" and started_on(key)["calibrated"] is True


@pytest.mark.parametrize("game", ["steam_barons", "mad_market"])
def test_a_game_chosen_at_the_consoles_menu_takes_the_owners_calibration(game: str, monkeypatch) -> None:
    key = owners(game)[0]
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{game}\n{' '.join(PLAYERS)}\nq\n"))
    assert main(["play", "--console", "--new"]) == 0
    assert started_on(key)["name"] == "Our own box"


def test_without_a_calibration_the_stand_in_is_used(monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--console", "--game", "steam_barons", "--players", *PLAYERS]) == 0
    assert started_on("card")["calibrated"] is False


@pytest.mark.parametrize("game", ["steam_barons", "mad_market", "bigshot"])
def test_a_board_or_card_given_on_the_command_line_stands_over_the_calibration(game: str, monkeypatch) -> None:
    """``--set card=…`` is the owner's word for this one game: the calibration does not replace it."""
    key, calibrated = owners(game)
    given = dict(calibrated, name="For tonight only")
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    option = f"{key}={json.dumps(given)}"
    assert main(["play", "--console", "--game", game, "--players", *PLAYERS, "--set", option]) == 0
    assert started_on(key)["name"] == "For tonight only"
