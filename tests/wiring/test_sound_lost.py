"""A sound device that fails during play (a USB speaker unplugged) is told to the table, not only to the log.

The console said nothing and the touchscreen showed nothing: the players thought the cues were on. Now the
loss is told once, in the players' language: at the console on a line of its own before the next question,
on the touchscreen as a device's bad news (the red notice a scanner unplugged gets). A cue after it says
nothing more; a speaker that plays again and then fails again is told again. Simulated devices throughout,
their mixer a fake that plays and then raises (:class:`tests.mixers.SpeakerMixer`).
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pygame
import pytest

from companion.config import parse_config
from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.hardware import devices
from companion.hardware.settings import SoundSettings
from companion.hardware.sound import SoundPlayer
from companion.palette import follow
from companion.peripherals import SOUND_LOST, Peripherals
from companion.text.i18n import _, set_language
from companion.ui import build_app, first_scene, theme
from tests.mixers import SpeakerMixer
from tests.walks import played_until

BIDS = "0\n1\n3\n5\n6\n7\n8\nq\n"
"""Big Shot for two: the companion lays out the cubes, Ann starts (a result: its cue), a 3 is rolled (a result: its
cue), then four bids (a cue each)."""


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def peripherals_with(speaker: SpeakerMixer, monkeypatch: pytest.MonkeyPatch) -> Peripherals:
    """Simulated devices whose sound plays through ``speaker``."""

    def player(settings: SoundSettings) -> SoundPlayer:
        return SoundPlayer(settings, mixer=speaker)

    monkeypatch.setattr(devices, "SoundPlayer", player)
    return Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False)


class Told:
    """A front-end that keeps what it is told: ``notice`` as the touchscreen's, with its bad or good news."""

    def __init__(self) -> None:
        self.notices: list[tuple[str, bool]] = []

    def show_private(self, seat: int) -> None:
        pass

    def ask_undo(self) -> bool:
        return True

    def confirm(self) -> bool:
        return True

    def say(self, text: str) -> None:
        self.notices.append((text, False))

    def notice(self, text: str, *, problem: bool) -> None:
        self.notices.append((text, problem))


def test_each_loss_is_told_once_and_a_speaker_back_that_fails_again_is_told_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    speaker = SpeakerMixer()
    peripherals = peripherals_with(speaker, monkeypatch)
    told = Told()
    peripherals.front = told
    player = peripherals.cues.player
    try:
        assert player.play("bid") and told.notices == []
        speaker.unplug()
        for cue in ("bid", "pass", "illegal"):
            assert not player.play(cue)
        assert told.notices == [(_(SOUND_LOST), True)]  # once, as bad news; not at every cue
        speaker.plug()
        assert player.play("pass") and len(told.notices) == 1  # back: heard, nothing to tell
        speaker.unplug()
        assert not player.play("bid") and not player.play("bid")
        assert told.notices == [(_(SOUND_LOST), True)] * 2
    finally:
        peripherals.close()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_console_tells_it_once_on_its_own_line_before_the_next_question(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    speaker = SpeakerMixer(lasts=3)  # the two results and the first bid are heard, then the cable is pulled
    peripherals = peripherals_with(speaker, monkeypatch)
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben"], "seed": 1}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO(BIDS), out, chance=ChanceSource(1), language=language)
    peripherals.front = console
    peripherals.attach(table)
    try:
        assert console.run() == 0
    finally:
        peripherals.close()
        table.close()
    lines = out.getvalue().splitlines()
    sentence = _(SOUND_LOST)
    assert sentence != SOUND_LOST or language == "en"  # in the players' language
    assert lines.count(sentence) == 1 and speaker.heard == 3 and speaker.tried == 6  # once, for three bids lost
    told = lines.index(sentence)  # a line of its own: not after a "> ", nor with anything after it
    assert lines[told - 1].startswith(">   * ") and "6" in lines[told - 1]  # the bid whose cue failed, its event
    asked = next(index for index in range(told, len(lines)) if lines[index].startswith(">"))
    question = _("Turn {turn} of 18: {name} to bid").format(turn=1, name="Ben")
    assert question in lines[told:asked]  # then the table and the next question, and only then its "> "


def test_the_touchscreen_shows_it_as_a_devices_bad_news(monkeypatch: pytest.MonkeyPatch) -> None:
    speaker = SpeakerMixer()
    peripherals = peripherals_with(speaker, monkeypatch)
    app = build_app(peripherals=peripherals)
    pygame.event.clear()
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben"], "seed": 1}, created="x")
    app.reset(first_scene(app, table))
    try:
        played_until(table, "bid", 1, submit=app.submit)
        speaker.lasts = speaker.heard + 1  # the results before the bids are heard, and then one bid
        start = speaker.tried
        bids = iter(range(5, 30))
        while speaker.tried < start + 2:  # a bid heard, then one whose cue fails
            seat = table.prompt().primary()
            assert seat is not None
            app.submit(seat.decision.make(next(bids)))
            app.step(0)
        assert app.toast is not None and app.toast.text == _(SOUND_LOST) and app.toast.color == theme.DANGER
        app.draw()
        toast = app.toast
        app.submit(table.prompt().primary().decision.make(next(bids)))  # another bid: nothing new to tell
        app.step(0)
        assert speaker.tried == start + 3 and app.toast is toast
    finally:
        app.close_table()
        peripherals.close()
        follow(None)  # the screens' seat colours as before this two-player game
        pygame.display.quit()
