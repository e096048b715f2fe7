"""No sound card: the C library's complaints stay out of the terminal between the console's prompts."""

from __future__ import annotations

import logging
import os

import pytest

from companion.hardware.settings import SoundSettings
from companion.hardware.sound import SoundPlayer, quiet_stderr
from tests.mixers import NoCardMixer


def test_opening_a_missing_sound_card_prints_nothing_on_descriptor_2(capfd, caplog, tmp_path) -> None:
    caplog.set_level(logging.DEBUG, logger="companion.hardware")
    player = SoundPlayer(SoundSettings(directory=tmp_path), mixer=NoCardMixer(noise=True))  # SDL over ALSA
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
