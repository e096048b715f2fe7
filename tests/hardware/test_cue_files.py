"""The owner's cue folder: a file named like a cue that is not one is skipped with one warning, never a hang.

``[sound] directory`` may name any folder; a named pipe called ``pass.wav``
there would hold the mixer's ``open`` until someone wrote to it, and a link
to ``/dev/urandom`` would be read without end. The other cues still load.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
from pathlib import Path

import pytest

from companion.hardware.settings import SOUNDS_DIR, SoundSettings
from companion.hardware.sound import CUE_LIMIT, SoundPlayer


def expired(signum, frame):  # noqa: ANN001
    raise TimeoutError("the cue folder hung the sound player")


@pytest.mark.parametrize("kind", ["a named pipe", "a link to /dev/urandom", "past the limit"])
def test_a_cue_that_is_not_a_sound_file_is_skipped_and_the_others_load(
    tmp_path: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    shutil.copy(SOUNDS_DIR / "bid.wav", tmp_path / "bid.wav")
    hostile = tmp_path / "pass.wav"
    if kind == "a named pipe":
        os.mkfifo(hostile)
    elif kind == "a link to /dev/urandom":
        hostile.symlink_to("/dev/urandom")
    else:
        with hostile.open("wb") as handle:
            handle.truncate(CUE_LIMIT + 1)
    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(10)
    try:
        with caplog.at_level(logging.WARNING, logger="companion.hardware"):
            player = SoundPlayer(SoundSettings(directory=tmp_path))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    try:
        assert set(player.cues) == {"bid"}
        warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        assert len(warnings) == 1 and "pass.wav" in warnings[0]
    finally:
        player.close()
