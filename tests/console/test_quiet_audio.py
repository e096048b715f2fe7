"""No sound card: the C library's complaints stay out of the terminal between the console's prompts."""

from __future__ import annotations

import logging
import os

import pytest

from companion.hardware.settings import SoundSettings
from companion.hardware.sound import SoundPlayer, quiet_stderr

ALSA = b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n"


class NoCardMixer:
    """A mixer that behaves like SDL over ALSA without a card: it prints on descriptor 2, then fails."""

    def get_init(self) -> bool:
        return False

    def pre_init(self, **_settings: int) -> None:
        pass

    def init(self) -> None:
        os.write(2, ALSA * 8)
        raise RuntimeError("ALSA: Couldn't open audio device: No such file or directory")


def test_opening_a_missing_sound_card_prints_nothing_on_descriptor_2(capfd, caplog, tmp_path) -> None:
    caplog.set_level(logging.DEBUG, logger="companion.hardware")
    player = SoundPlayer(SoundSettings(directory=tmp_path), mixer=NoCardMixer())
    assert player.available is False
    assert "ALSA lib" not in capfd.readouterr().err
    assert any("cannot find card" in record.getMessage() for record in caplog.records)  # kept for a debug log


def test_descriptor_2_is_restored_afterwards(capfd) -> None:
    with quiet_stderr():
        os.write(2, b"hidden\n")
    os.write(2, b"shown\n")
    err = capfd.readouterr().err
    assert "hidden" not in err and "shown" in err


def test_an_error_inside_still_restores_descriptor_2(capfd) -> None:
    with pytest.raises(ValueError), quiet_stderr():
        raise ValueError("boom")
    os.write(2, b"after\n")
    assert "after" in capfd.readouterr().err
