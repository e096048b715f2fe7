"""A device that is missing at the console: told once in the players' words, its log record kept off the screen.

At the console standard error is the players' terminal: a timestamped English record there ("... WARNING
companion.hardware: sound unavailable ...") landed in the middle of the first question. The record now goes
to the log file in the data folder, and the console says what the players should know before it asks.
"""

from __future__ import annotations

import io
import logging
import os
import warnings
from pathlib import Path

import pytest

from companion import service
from companion.__main__ import main
from companion.console.devices import DEVICE_NOTES, device_notes
from companion.hardware import devices
from companion.hardware.sound import SoundPlayer
from companion.storage import data_path
from companion.text.i18n import set_language
from tests.mixers import NoCardMixer


@pytest.fixture
def no_sound_card(monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.hardware.fallback import forget_warnings

    forget_warnings()  # the warning is logged the first time only: this test's run must be that first time
    monkeypatch.setattr(devices, "SoundPlayer", lambda settings: SoundPlayer(settings, mixer=NoCardMixer()))


def play(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, language: str = "en") -> int:
    """``companion play --console`` of a new Big Shot, as typed at a terminal, leaving at the first question."""
    config = tmp_path / "config.toml"
    config.write_text(f'language = "{language}"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(config))
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    try:
        return main(["play", "--console", "--new", "--game", "bigshot", "--players", "Ann", "Bob"])
    finally:
        set_language("en")


@pytest.mark.usefixtures("no_sound_card")
def test_no_sound_is_told_once_before_the_first_question_and_no_log_line_is_on_the_screen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    assert play(monkeypatch, tmp_path) == 0
    out, err = capfd.readouterr()
    screen = out + err
    assert "companion.hardware" not in screen and "WARNING" not in screen and "sound unavailable" not in screen
    lines = out.splitlines()
    assert lines[:2] == ["Big Shot. Type 'help' for commands.", "No audio device: cues are silent."]
    assert out.count("No audio device") == 1
    log = (data_path() / service.LOG_FILE).read_text(encoding="utf-8")
    assert "WARNING companion.hardware: sound unavailable" in log  # kept for whoever looks after the machine


@pytest.mark.usefixtures("no_sound_card")
@pytest.mark.parametrize(
    ("language", "said"),
    [("it", "Nessun dispositivo audio: segnali muti."), ("fr", "Pas d'appareil audio : signaux muets.")],
)
def test_the_note_is_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str], language: str, said: str
) -> None:
    assert play(monkeypatch, tmp_path, language) == 0
    out, err = capfd.readouterr()
    assert out.splitlines()[1] == said and "companion.hardware" not in out + err


def test_with_a_sound_card_nothing_is_said(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    assert play(monkeypatch, tmp_path) == 0  # the suite's dummy audio driver plays into nothing
    out, _err = capfd.readouterr()
    assert not any(sentence in out for sentence in DEVICE_NOTES.values())


def test_every_missing_device_has_its_sentence_once() -> None:
    assert device_notes(["lights", "buttons", "sound", "lights", "scanner"]) == [
        DEVICE_NOTES["lights"],
        DEVICE_NOTES["buttons"],
        DEVICE_NOTES["sound"],
    ]


@pytest.mark.parametrize(
    ("backend", "error", "missing"),
    [
        ("real", PermissionError("/dev/spidev0.0"), True),
        ("auto", PermissionError("/dev/spidev0.0"), True),
        ("real", ImportError("no module named board"), True),
        ("auto", ImportError("no module named board"), False),  # a PC, which has no strip to miss
    ],
)
def test_a_real_strip_that_fails_is_missing_lights(
    monkeypatch: pytest.MonkeyPatch, backend: str, error: Exception, missing: bool
) -> None:
    from companion.config import parse_config

    def strip(_settings: object) -> object:
        raise error

    monkeypatch.setattr(devices, "open_real_strip", strip)
    with devices.open_devices(parse_config({"hardware": backend}).hardware, start_serial=False) as opened:
        assert ("lights" in opened.missing()) is missing


@pytest.mark.usefixtures("no_sound_card")
@pytest.mark.parametrize(("mute", "missing"), [(False, ["sound"]), (True, [])])
def test_no_sound_card_is_missing_sound_unless_the_cues_are_muted(mute: bool, missing: list[str]) -> None:
    from companion.config import parse_config

    settings = parse_config({"sound": {"mute": mute}}).hardware
    with devices.open_devices(settings, start_serial=False) as opened:
        assert opened.missing() == missing


# -- the log file ---------------------------------------------------------------------------------


def test_records_and_warnings_go_to_the_file_while_the_console_runs_and_back_to_stderr_after(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    handler = service.configure_logging()
    path = tmp_path / service.LOG_FILE
    with service.logging_to_file(path) as written:
        logging.getLogger("companion.test").warning("a record")
        warnings.warn("a warning", UserWarning, stacklevel=1)
    logging.getLogger("companion.test").warning("after")
    assert written == path
    text = path.read_text(encoding="utf-8")
    assert "a record" in text and "a warning" in text and "after" not in text
    err = capfd.readouterr().err
    assert "a record" not in err and "a warning" not in err and "after" in err
    assert handler in logging.getLogger().handlers


def test_a_log_file_that_cannot_be_written_keeps_the_records_off_the_screen(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    service.configure_logging()
    folder = tmp_path / "read-only"
    folder.mkdir()
    os.chmod(folder, 0o500)
    try:
        with service.logging_to_file(folder / service.LOG_FILE) as written:
            logging.getLogger("companion.test").error("nowhere to write")
    finally:
        os.chmod(folder, 0o700)
    assert written is None or os.geteuid() == 0  # (root writes anywhere)
    assert "nowhere to write" not in capfd.readouterr().err


# -- a device's news while a question waits ------------------------------------------------------


def test_news_while_a_question_waits_starts_its_own_line_and_the_question_is_asked_again() -> None:
    """A scanner found missing once the first question is up was written after its "> ", and the question was
    not asked again: the news now has a line of its own and the "> " comes back below it."""
    from companion.console import Console
    from companion.core import Table
    from companion.games import get

    read, write = os.pipe()
    told: list[bool] = []
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"]}, created="x")
    out = io.StringIO()
    with os.fdopen(read, "r") as typed:

        def idle() -> None:  # the device thread's news, then a player who leaves
            if not told:
                told.append(True)
                console.say(console.link_words("scanner", "missing") or "")
                os.write(write, b"q\n")

        console = Console(table, typed, out, idle=idle, idle_interval=0.01)
        try:
            assert console.run() == 0
        finally:
            os.close(write)
    screen = out.getvalue()
    assert "> \nThe tile scanner is not connected: type the tiles here.\n> Goodbye" in screen


@pytest.mark.parametrize(
    ("kind", "state", "said"),
    [
        ("scanner", "lost", "The tile scanner was unplugged: type the tiles here."),
        ("reader", "missing", "The card reader is not connected: type 'show' and your name to see your cards."),
        ("serial", "lost", "The table's button box was unplugged: type the moves here."),
        ("scanner", "back", None),  # said as everywhere: "The tile scanner is back."
    ],
)
def test_the_console_says_what_to_type_instead_of_what_to_tap(kind: str, state: str, said: str | None) -> None:
    from companion.console.devices import link_words

    assert link_words(kind, state) == said


def test_a_pass_button_pressed_while_the_turns_question_waits_brings_the_next_question() -> None:
    """Bob's pass button at his bid: the events have their own lines, then the table and Ann's question, not a
    bare "> " under Bob's bid that the table would refuse to take."""
    from companion.console import Console
    from companion.core import ChanceSource, Table
    from companion.games import get

    table = Table.new(get("bigshot"), {"players": ["Ann", "Bob"], "seed": 1}, created="x")
    read, write = os.pipe()
    os.write(write, b"0\n1\n3\n")  # the cubes laid out, Ann starts, a 3 rolled: Bob bids
    out = io.StringIO()

    def idle() -> None:  # Bob presses his pass button, then the players leave
        if len(table.steps) == 3:
            action = table.pass_action(1)
            assert action is not None
            table.submit(action)
            os.write(write, b"q\n")

    with os.fdopen(read, "r") as typed:
        try:
            Console(table, typed, out, idle=idle, idle_interval=0.01, chance=ChanceSource(1)).run()
        finally:
            os.close(write)
    after = out.getvalue().split("  * Bob passes.\n", 1)[1]
    assert after.index("Turn 1 of 18: Ann places") < after.index("> Goodbye")
    assert out.getvalue().count("Turn 1 of 18: Bob to bid") == 1
