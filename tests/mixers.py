"""Fake pygame mixers for the tests of sound, one of each kind, so every test fakes a sound card the same way.

- :class:`NoCardMixer`: SDL without an audio device; the mixer does not start. With ``noise`` it first prints
  what ALSA prints without a card, straight to descriptor 2, as SDL over ALSA does.
- :class:`SpeakerMixer`: a mixer that starts and plays, until its speaker is unplugged (every cue then raises,
  as a device gone after start-up does), and plays again once it is plugged back.
- :class:`LateCardMixer`: a mixer that does not start until its speaker is plugged in, then plays.
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


class SpeakerCue:
    """A loaded cue of a :class:`SpeakerMixer`: it plays while the speaker is plugged in, else raises."""

    def __init__(self, mixer: SpeakerMixer, path: str) -> None:
        self.mixer = mixer
        self.path = path

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        mixer = self.mixer
        mixer.tried += 1
        if mixer.lasts is not None and mixer.heard >= mixer.lasts:
            mixer.unplug()  # its cable pulled after the cues it was to play
        if not mixer.plugged:
            raise RuntimeError("ALSA: snd_pcm_writei: No such device")
        mixer.heard += 1


class SpeakerMixer:
    """A mixer that starts and plays while :attr:`plugged`; ``unplug()`` and ``plug()`` move the speaker, and
    with ``lasts`` it is unplugged by itself once it has played that many cues (a game's moves in between).

    ``tried`` counts the cues sent to it, ``heard`` those that played: a test sees a cue after the unplugging
    still tried (so the speaker can come back) and not heard.
    """

    def __init__(self, *, lasts: int | None = None) -> None:
        self.lasts = lasts
        self.plugged = True
        self.started = False
        self.tried = 0
        self.heard = 0

    def get_init(self) -> bool:
        return self.started

    def pre_init(self, **_settings: int) -> None:
        pass

    def init(self) -> None:
        self.started = True

    def Sound(self, path: str) -> SpeakerCue:  # noqa: N802 - pygame's name
        return SpeakerCue(self, path)

    def quit(self) -> None:
        self.started = False

    def unplug(self) -> None:
        self.plugged = False

    def plug(self) -> None:
        self.plugged = True
        self.lasts = None


class LateCardMixer(SpeakerMixer):
    """A mixer whose device cannot be opened until its speaker is plugged in (a USB speaker plugged in after
    start-up): ``init`` fails like :class:`NoCardMixer` while unplugged, then starts and plays."""

    def __init__(self) -> None:
        super().__init__()
        self.plugged = False

    def init(self) -> None:
        if not self.plugged:
            raise RuntimeError("ALSA: Couldn't open audio device: No such file or directory")
        self.started = True
