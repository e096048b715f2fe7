"""``companion play --set KEY=VALUE``: a value is the game's own choice for that option where it names one.

``--set`` reads a value as JSON, so a choice written in digits (Acquire's ``names=1999``) came out a number and
the game refused its own choice: "'names' must be one of classic, 1999, not 1999."."""

from __future__ import annotations

import io
from typing import Any

import pytest

from companion.__main__ import main
from companion.app import fitted_options
from companion.core.journal import read
from companion.storage import games_dir


def started(game: str, *pairs: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The journal header's config of a game started with ``--set`` ``pairs`` (then left at once)."""
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    sets = [word for pair in pairs for word in ("--set", pair)]
    assert main(["play", "--console", "--game", game, "--players", "Ann", "Ben", "Cat", *sets]) == 0
    (journal,) = games_dir().glob("*.jsonl")
    config: dict[str, Any] = read(journal).header.config
    return config


def test_a_choice_written_in_digits_is_the_games_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    assert started("acquire", "names=1999", monkeypatch=monkeypatch)["names"] == "1999"


def test_choices_that_are_numbers_and_switches_stay_numbers_and_switches(monkeypatch: pytest.MonkeyPatch) -> None:
    config = started("acquire", "open_holdings=false", "tiles=dealt", monkeypatch=monkeypatch)
    assert config["open_holdings"] is False and config["tiles"] == "dealt"
    assert fitted_options("tiny", {"rounds": 5, "guess": "sum"}) == {"rounds": 5, "guess": "sum"}


def test_a_value_that_names_no_choice_is_left_for_the_game_to_judge() -> None:
    assert fitted_options("tiny", {"rounds": 7, "seed": 3}) == {"rounds": 7, "seed": 3}
    assert fitted_options("acquire", {"names": "1998"}) == {"names": "1998"}
