"""Short sound cues through pygame.mixer, silent where there is no audio.

:class:`SoundPlayer` loads every ``*.wav`` in the cue directory under its
file stem (``tile.wav`` → ``"tile"``) and plays them by name. Volume and mute
come from the settings and can be changed live. If the mixer cannot start (no
sound card, SDL without audio, pygame missing) or a cue fails to load or play,
the player says so once and goes silent: a game never stops for a speaker.
CI uses SDL's ``dummy`` audio driver, which plays into nothing.

A device that fails during play (a USB speaker unplugged) is *lost*: the log
says so once, and so does :attr:`SoundPlayer.on_lost`, the hook by which the
players are told (:class:`companion.peripherals.Peripherals`); the later cues
are still tried, quietly, and the first that plays again brings it back, so a
speaker plugged in again is heard, and one that fails again is told again.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .fallback import log, warn_once
from .settings import SoundSettings

CUE_LIMIT = 8 * 1024 * 1024
"""The largest cue file loaded: the shipped cues are a few KB each, a minute of CD sound is 10 MB."""


def _unfit(path: Path) -> str | None:
    """Why ``path`` is not loaded as a cue, or None.

    The cue folder is the owner's (``[sound] directory``), and the mixer
    opens a file the ordinary way: a named pipe called ``pass.wav`` would
    hold it until someone wrote to it, a link to a device would be read
    without end. Only a regular file of a cue's size is handed to it.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    if not stat.S_ISREG(info.st_mode):
        return "it is not a regular file"
    if info.st_size > CUE_LIMIT:
        return f"it is too large ({info.st_size:,} bytes; at most {CUE_LIMIT:,})"
    return None


class SoundPlayer:
    """Plays named cues; ``available`` tells whether a mixer is actually playing them."""

    def __init__(self, settings: SoundSettings, *, mixer: Any = None) -> None:
        self.directory = Path(settings.directory)
        self.volume = settings.volume
        self.muted = settings.mute
        self.cues: dict[str, Any] = {}
        self.played: deque[str] = deque(maxlen=64)  # the latest cues, for tests and the self-test
        self._mixer = mixer
        self.lost = False
        """True from a cue that failed to play (the device went away after start-up) until one plays again."""
        self.on_lost: Callable[[], None] | None = None
        """Called once each time the device is lost, on the thread that played the cue (the main loop's)."""
        self.started = self._start()

    @property
    def available(self) -> bool:
        """True while cues reach a device: the mixer started, and the device is not lost since."""
        return self.started and not self.lost

    def _start(self) -> bool:
        try:
            if self._mixer is None:
                os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
                import pygame.mixer

                self._mixer = pygame.mixer
            if not self._mixer.get_init():
                self._mixer.pre_init(frequency=22050, size=-16, channels=1, buffer=512)
                with quiet_stderr():
                    self._mixer.init()
        except Exception as exc:  # pygame.error (no device), ImportError, ...
            warn_once("sound-start", f"sound unavailable ({type(exc).__name__}: {exc}); cues are silent")
            return False
        for path in sorted(self.directory.glob("*.wav")):
            unfit = _unfit(path)
            if unfit is not None:
                warn_once(f"sound-load:{path.name}", f"sound cue {path.name} is not loaded: {unfit}")
                continue
            try:
                self.cues[path.stem] = self._mixer.Sound(str(path))
            except Exception as exc:
                warn_once(f"sound-load:{path.name}", f"sound cue {path.name} could not be loaded: {exc}")
        if not self.cues:
            warn_once(f"sound-none:{self.directory}", f"no sound cues in {self.directory}; cues are silent")
        return True

    @property
    def names(self) -> list[str]:
        return sorted(self.cues)

    def set_volume(self, volume: float) -> None:
        self.volume = min(max(volume, 0.0), 1.0)

    def mute(self, muted: bool = True) -> None:
        self.muted = muted

    def play(self, name: str) -> bool:
        """Play a cue; True when it was sent to the mixer. Unknown cues and failures are silent.

        A failure loses the device: told once (the log, :attr:`on_lost`), not at every cue after it. Those
        cues are still tried, with what the C library prints kept off the terminal; one that plays brings
        the device back.
        """
        if self.muted or not self.started or self.volume <= 0:
            return False
        cue = self.cues.get(name)
        if cue is None:
            warn_once(f"sound-unknown:{name}", f"no sound cue named {name!r}")
            return False
        try:
            if self.lost:
                with quiet_stderr():
                    cue.set_volume(self.volume)
                    cue.play()
            else:
                cue.set_volume(self.volume)
                cue.play()
        except Exception as exc:  # device vanished mid-game
            if not self.lost:
                self.lost = True
                log.warning("sound stopped working (%s: %s); cues are silent", type(exc).__name__, exc)
                self._tell_lost()
            return False
        if self.lost:
            self.lost = False
            log.info("sound is back: the cue %r played", name)
        self.played.append(name)
        return True

    def retry(self) -> bool:
        """Start the mixer again if it did not start (a speaker plugged in since start-up); True when started.

        The owner asks for it (the self-test's cues): a device lost during play needs no restart, the next
        cue tries it, and one that plays brings it back.
        """
        if not self.started:
            self.started = self._start()
            if self.started:
                log.info("sound started on a retry")
        return self.started

    def _tell_lost(self) -> None:
        if self.on_lost is None:
            return
        try:
            self.on_lost()
        except Exception:  # telling the players must not stop the game either
            log.exception("telling that the sound stopped failed")

    def close(self) -> None:
        if self.started and self._mixer is not None:
            try:
                self._mixer.quit()
            except Exception:  # shutting down; nothing to do about it
                pass
        self.started = False


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Keep what C libraries print on file descriptor 2 meanwhile out of the terminal; it goes to the debug log.

    Opening the mixer on a machine without a sound card makes ALSA print a
    dozen "cannot find card '0'" lines straight to descriptor 2, between the
    console's prompts; the one-line warning that cues are silent says it all.
    """
    try:
        saved = os.dup(2)
    except OSError:  # no descriptor 2 at all (a daemon): nothing to keep quiet
        yield
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            said = sink.read().decode("utf-8", errors="replace").strip()
            if said:
                log.debug("while opening the sound device: %s", said)
