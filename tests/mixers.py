"""Fake pygame mixers for the tests of sound, one of each kind, so every test fakes a sound card the same way.

- :class:`NoCardMixer`: SDL without an audio device; the mixer does not start. With ``noise`` it first prints
  what ALSA prints without a card, straight to descriptor 2, as SDL over ALSA does.
"""

from __future__ import annotations

import os

ALSA = b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n"
"""One of the lines ALSA prints on descriptor 2 when it finds no sound card."""


class NoCardMixer:
    """A mixer whose device cannot be opened, like a Pi without a sound card; ``noise``: ALSA's lines first."""

    def __init__(self, *, noise: bool = False) -> None:
        self.noise = noise

    def get_init(self) -> bool:
        return False

    def pre_init(self, **_settings: int) -> None:
        pass

    def init(self) -> None:
        if self.noise:
            os.write(2, ALSA * 8)
        raise RuntimeError("ALSA: Couldn't open audio device: No such file or directory")
