"""Sound cues: the project's WAVs, the dummy driver, and silence when audio fails."""

from __future__ import annotations

import array
import logging
import runpy
import sys
import wave
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion.hardware.settings import SOUNDS_DIR, SoundSettings
from companion.hardware.sound import SoundPlayer
from companion.sounds import Cues, all_cues, cue_for
from tests.mixers import SpeakerMixer

ROOT = Path(__file__).resolve().parents[2]


def test_every_mapped_cue_has_a_committed_wav() -> None:
    names = {p.stem for p in SOUNDS_DIR.glob("*.wav")}
    assert set(all_cues()) <= names
    assert {
        "tile_placed",
        "chain_founded",
        "merger",
        "payout",
        "bid",
        "pass",
        "illegal",
        "auction_won",
        "game_over",
    } <= names


def test_make_sounds_reproduces_the_committed_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["make-sounds", str(tmp_path)])
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(ROOT / "scripts" / "make-sounds"), run_name="__main__")
    assert done.value.code == 0
    made = sorted(tmp_path.glob("*.wav"))
    assert [p.name for p in made] == sorted(p.name for p in SOUNDS_DIR.glob("*.wav"))
    for path in made:
        assert same_sound(path, SOUNDS_DIR / path.name), path.name


def samples(path: Path) -> tuple[tuple[int, int, int, int], array.array]:
    with wave.open(str(path), "rb") as handle:
        params = (handle.getnchannels(), handle.getsampwidth(), handle.getframerate(), handle.getnframes())
        return params, array.array("h", handle.readframes(handle.getnframes()))


def same_sound(made: Path, committed: Path) -> bool:
    """Same format and length, every sample within one step: the cues are computed with math.sin,
    whose last bit a platform's maths library may round otherwise, so the bytes are not the test."""
    (format_a, a), (format_b, b) = samples(made), samples(committed)
    return format_a == format_b and len(a) == len(b) and all(abs(x - y) <= 1 for x, y in zip(a, b, strict=True))


def test_the_sound_comparison_sees_a_changed_cue(tmp_path: Path) -> None:
    cue = SOUNDS_DIR / "bid.wav"
    (params, frames) = samples(cue)
    assert same_sound(cue, cue)
    for change in (lambda f: f.__setitem__(len(f) // 2, f[len(f) // 2] + 2), lambda f: f.pop()):
        changed = array.array("h", frames)
        change(changed)
        with wave.open(str(tmp_path / "bid.wav"), "wb") as handle:
            handle.setnchannels(params[0]), handle.setsampwidth(params[1]), handle.setframerate(params[2])
            handle.writeframes(changed.tobytes())
        assert not same_sound(tmp_path / "bid.wav", cue)


def test_plays_with_the_dummy_driver() -> None:
    player = SoundPlayer(SoundSettings(volume=0.5))
    try:
        assert player.available
        assert player.play("tile_placed")
        assert list(player.played) == ["tile_placed"]
        assert not player.play("no-such-cue")
    finally:
        player.close()


def test_mute_and_volume_zero_are_silent() -> None:
    player = SoundPlayer(SoundSettings(mute=True))
    try:
        assert not player.play("pass")
        player.mute(False)
        player.set_volume(0)
        assert not player.play("pass")
        player.set_volume(2.0)
        assert player.volume == 1.0 and player.play("pass")
    finally:
        player.close()


class NoAudioMixer:
    """A mixer whose device cannot be opened, like a Pi without a sound card."""

    def get_init(self) -> bool:
        return False

    def pre_init(self, **kwargs: object) -> None:
        pass

    def init(self) -> None:
        raise RuntimeError("No available audio device")


def test_no_audio_device_means_silence_with_one_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="companion.hardware"):
        player = SoundPlayer(SoundSettings(), mixer=NoAudioMixer())
        again = SoundPlayer(SoundSettings(), mixer=NoAudioMixer())
    assert not player.available and not again.available
    assert not player.play("pass")
    assert [r.getMessage() for r in caplog.records].count(
        "sound unavailable (RuntimeError: No available audio device); cues are silent"
    ) == 1


class BreakingSound:
    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        raise RuntimeError("device unplugged")


class WorkingMixer:
    def get_init(self) -> bool:
        return True

    def Sound(self, path: str) -> BreakingSound:  # noqa: N802 - pygame's name
        return BreakingSound()

    def quit(self) -> None:
        pass


def test_a_failure_while_playing_silences_once(caplog: pytest.LogCaptureFixture) -> None:
    player = SoundPlayer(SoundSettings(), mixer=WorkingMixer())
    with caplog.at_level(logging.WARNING, logger="companion.hardware"):
        assert not player.play("pass")
        assert not player.play("bid")
    assert not player.available
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1


def test_one_cue_per_change_the_most_important() -> None:
    merger = [
        SimpleNamespace(type="tile_placed"),
        SimpleNamespace(type="merger"),
        SimpleNamespace(type="bonus_paid"),
        SimpleNamespace(type="chain_absorbed"),
    ]
    assert cue_for(merger) == "merger"
    assert cue_for([{"type": "bid_made"}]) == "bid"
    assert cue_for([SimpleNamespace(type="shares_bought")]) is None
    assert cue_for([SimpleNamespace(type="lot_awarded"), SimpleNamespace(type="game_over")]) == "game_over"


class Recorder:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True


def test_table_updates_play_cues_and_refusals_play_illegal() -> None:
    player = Recorder()
    cues = Cues(player)
    assert (
        cues.on_update(SimpleNamespace(kind="applied", events=[SimpleNamespace(type="auction_won")])) == "auction_won"
    )
    assert cues.on_update(SimpleNamespace(kind="rejected", events=[])) == "illegal"
    assert cues.on_update(SimpleNamespace(kind="undone", events=[])) is None
    assert player.played == ["auction_won", "illegal"]


def test_a_speaker_lost_during_play_is_told_once_and_again_only_after_it_came_back(
    caplog: pytest.LogCaptureFixture,
) -> None:
    speaker = SpeakerMixer()
    player = SoundPlayer(SoundSettings(), mixer=speaker)
    told: list[str] = []
    player.on_lost = lambda: told.append("lost")
    with caplog.at_level(logging.INFO, logger="companion.hardware"):
        assert player.play("pass") and player.available and told == []
        speaker.unplug()
        assert not player.play("bid") and not player.play("pass") and not player.play("bid")
        assert told == ["lost"] and not player.available and player.lost  # once, not at every cue
        assert speaker.tried == 4  # each cue still tried: a speaker plugged back in is heard
        speaker.plug()
        assert player.play("pass") and player.available and told == ["lost"]
        speaker.unplug()
        assert not player.play("bid") and not player.play("bid")
    assert told == ["lost", "lost"]  # back, then lost again: told again
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warned == ["sound stopped working (RuntimeError: ALSA: snd_pcm_writei: No such device); cues are silent"] * 2
    assert any("sound is back" in r.getMessage() for r in caplog.records if r.levelno == logging.INFO)
    assert speaker.heard == 2


def test_a_muted_player_tries_no_cue_and_loses_nothing() -> None:
    speaker = SpeakerMixer()
    player = SoundPlayer(SoundSettings(mute=True), mixer=speaker)
    told: list[str] = []
    player.on_lost = lambda: told.append("lost")
    speaker.unplug()
    assert not player.play("pass") and speaker.tried == 0 and told == [] and not player.lost
