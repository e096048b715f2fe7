"""The self-test's cues try the audio device again when tapped, and say what came of it.

After a speaker was lost during play, "Play every cue" stayed greyed until a game's cue played, even with the
speaker plugged back in: the one screen meant for checking the sound could not check it. Now the button is
always tappable; a tap tries the device (and starts a mixer that did not start at start-up), and the screen
shows the cue playing, or that the device did not answer, or that the cues are muted. Simulated devices, their
mixer a fake speaker (:mod:`tests.mixers`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from companion.config import parse_config
from companion.hardware import devices
from companion.hardware.settings import SoundSettings
from companion.hardware.sound import SoundPlayer
from companion.peripherals import Peripherals
from companion.sounds import all_cues
from companion.text.i18n import set_language
from companion.ui import build_app
from companion.ui.app import App, wake
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.selftest import CUE_GAP, SelfTestScene
from tests.mixers import LateCardMixer, SpeakerMixer

DID_NOT_ANSWER = "The audio device did not answer: check the speaker, then tap again."


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def self_test(monkeypatch: pytest.MonkeyPatch, speaker: Any, **sound: Any) -> Iterator[App]:
    """The self-test screen on simulated devices whose sound plays through ``speaker``."""

    def player(settings: SoundSettings) -> SoundPlayer:
        return SoundPlayer(settings, mixer=speaker)

    monkeypatch.setattr(devices, "SoundPlayer", player)
    config = parse_config({"hardware": "simulated", "sound": sound})
    peripherals = Peripherals.open(config, wake=wake, start_serial=False)
    app = build_app(peripherals=peripherals, config=config)
    app.clock = Clock()
    pygame.event.clear()
    app.reset(HomeScene(app))
    app.push(SelfTestScene(app))
    try:
        yield app
    finally:
        peripherals.close()
        set_language("en")
        pygame.display.quit()


@pytest.fixture
def speaker() -> SpeakerMixer:
    return SpeakerMixer()


@pytest.fixture
def testing(monkeypatch: pytest.MonkeyPatch, speaker: SpeakerMixer) -> Iterator[App]:
    yield from self_test(monkeypatch, speaker)


def said(app: App) -> list[str]:
    return [getattr(widget, "text", "") for widget in app.scene.widgets]


def tap_cues(app: App, seconds: float = CUE_GAP / 2) -> None:
    """Tap "Play every cue", then let ``seconds`` pass (by default: the first cue only)."""
    button = app.scene.find("cues")
    assert button.enabled
    button.on_tap()
    app.step(0)
    app.clock.now += seconds  # type: ignore[attr-defined]
    app.step(0)


def lose(app: App, speaker: SpeakerMixer) -> None:
    """The speaker unplugged during play: a game's cue fails, the sound is lost."""
    speaker.unplug()
    assert not app.peripherals.devices.sound.play("bid")
    assert not app.peripherals.devices.sound.available
    app.scene.layout()


def test_after_a_loss_the_speaker_plugged_back_is_tried_and_heard(testing: App, speaker: SpeakerMixer) -> None:
    app = testing
    lose(app, speaker)
    assert "No audio device: cues are silent." in said(app)
    speaker.plug()
    heard = speaker.heard
    tap_cues(app)
    assert speaker.heard == heard + 1 and app.peripherals.devices.sound.available
    assert f"Now playing: {all_cues()[0]}" in said(app)
    for _cue in all_cues():
        app.clock.now += CUE_GAP
        app.step(0)
    assert speaker.heard == heard + len(all_cues()) and app.scene.deadline() is None
    assert "No audio device: cues are silent." not in said(app) and DID_NOT_ANSWER not in said(app)


def test_a_speaker_still_unplugged_is_tried_once_and_said_not_to_answer(testing: App, speaker: SpeakerMixer) -> None:
    app = testing
    lose(app, speaker)
    tried = speaker.tried
    tap_cues(app)
    assert speaker.tried == tried + 1 and app.scene.deadline() is None  # the rest are not tried in vain
    assert DID_NOT_ANSWER in said(app)
    speaker.plug()
    tap_cues(app)  # tap again, once it is plugged in
    assert DID_NOT_ANSWER not in said(app) and f"Now playing: {all_cues()[0]}" in said(app)


def test_a_sound_card_missing_at_start_up_is_started_when_tapped(monkeypatch: pytest.MonkeyPatch) -> None:
    late = LateCardMixer()
    for app in self_test(monkeypatch, late):
        sound = app.peripherals.devices.sound
        assert not sound.available and "No audio device: cues are silent." in said(app)
        tap_cues(app)
        assert DID_NOT_ANSWER in said(app) and late.tried == 0
        late.plug()
        tap_cues(app)
        assert sound.available and late.heard == 1 and f"Now playing: {all_cues()[0]}" in said(app)


def test_muted_cues_say_so_instead_of_playing(monkeypatch: pytest.MonkeyPatch, speaker: SpeakerMixer) -> None:
    for app in self_test(monkeypatch, speaker, mute=True):
        tap_cues(app)
        assert speaker.tried == 0 and "Cues are muted: turn them on in Settings." in said(app)
        assert DID_NOT_ANSWER not in said(app)
