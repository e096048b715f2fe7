"""Settings → hardware self-test, on the devices the app already has open.

``companion selftest`` opens devices of its own, which the running app
cannot (its buttons hold the pins). This screen borrows the app's devices
instead: while it is shown, every button press and serial line comes here
rather than to the game, and the lights leave the strip alone, so an owner
can watch a dot run along every LED, press each button and see it answer,
scan a tile, and hear every cue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from companion.hardware.commands import Bid, Command, Confirm, Die, Pass, Rfid, ShowPrivate, Tile, Undo
from companion.text.i18n import _, ngettext

from .. import theme
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Note

if TYPE_CHECKING:
    from companion.hardware.devices import Devices

    from ..app import App

CHASE_STEP = 1 / 60  # seconds per LED: a 108-LED board in under two seconds
CUE_GAP = 0.7  # seconds between cues, so each is heard on its own


class SelfTestScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pressed: set[str] = set()
        self.lines: list[str] = []
        self.chase_from: float | None = None
        self.cues: list[str] = []
        self.cue_at = 0.0
        self.playing = ""
        self.unanswered = False
        """The last tap's cues did not reach the audio device (told until the next tap)."""

    @property
    def devices(self) -> Devices:
        """The app's devices, borrowed: the settings offer the self-test only where there are devices."""
        if self.app.peripherals is None:
            raise RuntimeError("the hardware self-test needs the devices")
        return self.app.peripherals.devices

    # -- lifecycle: borrow the devices while shown ------------------------------------------
    def enter(self) -> None:
        if self.app.peripherals is not None:
            self.app.peripherals.capture = self.heard
        super().enter()

    def leave(self) -> None:
        peripherals = self.app.peripherals
        if peripherals is not None and peripherals.capture == self.heard:
            peripherals.capture = None
            self._dark()
            peripherals.attach(peripherals.table)  # the game's lights come back as they were

    def heard(self, command: Command) -> None:
        """A button press or serial line, taken from the game while testing (main thread)."""
        match command:
            case Pass(seat):
                self.pressed.add(f"seat{seat + 1}")
            case ShowPrivate(seat):
                self.pressed.add(f"seat{seat + 1}")
                self.lines.append(_("Seat {n} held: private view").format(n=seat + 1))
            case Undo():
                self.pressed.add("undo")
            case Confirm():
                self.pressed.add("confirm")
            case Tile(name):
                self.lines.append(f"TILE {name}")
            case Bid(seat, amount):
                self.lines.append(f"BID {seat + 1} {amount}")
            case Die(value):
                self.lines.append(f"DIE {value}")
            case Rfid(tag):
                self.lines.append(f"RFID {tag}")
        self.lines = self.lines[-4:]
        self.layout()

    # -- layout ----------------------------------------------------------------------------
    def button_names(self) -> list[str]:
        return list(self.devices.buttons.names)

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Hardware self-test"))
        if self.app.peripherals is None:
            self.widgets.append(
                Label((16, TOP_BAR + 16, width - 32, 48), _("No devices are open."), color=theme.TEXT_DIM)
            )
            return
        y = TOP_BAR + 10
        strip = self.devices.strip
        self.widgets.append(Button((16, y, 240, 56), _("Chase the LEDs"), self.start_chase, key="chase"))
        self.widgets.append(Label((270, y, width - 286, 56), self.chase_text(strip.n), align="left"))
        y += 66
        self.widgets.append(Label((16, y, width - 32, 30), _("Press every button:"), align="left"))
        y += 34
        names = self.button_names()
        per_row = 4
        cell = (width - 32 - (per_row - 1) * 8) // per_row
        for index, name in enumerate(names):
            done = name in self.pressed
            x = 16 + (index % per_row) * (cell + 8)
            row_y = y + (index // per_row) * 56
            label = self.button_label(name)
            text = _("{button}: OK").format(button=label) if done else label
            self.widgets.append(
                Label((x, row_y, cell, 48), text, align="center", color=theme.CONFIRM if done else theme.TEXT_DIM)
            )
        y += ((len(names) + per_row - 1) // per_row) * 56 + 6
        serial = self.devices.serial
        state = (
            _("no port configured")
            if serial.simulated
            else (_("connected") if serial.connected.is_set() else _("waiting for the device"))
        )
        self.widgets.append(Label((16, y, width - 32, 30), _("Serial: {state}").format(state=state), align="left"))
        y += 32
        for line in self.lines:
            self.widgets.append(
                Label((32, y, width - 48, 26), line, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
            )
            y += 26
        # Always tappable: a tap tries the audio device again (a speaker lost during play and plugged back in
        # stays silent for the game until a cue plays; this is where its owner checks it).
        self.widgets.append(Button((16, height - 66, 240, 56), _("Play every cue"), self.start_cues, key="cues"))
        self.widgets.append(  # wrapped: what did not answer, and what to do, is two lines in Italian
            Note(
                (270, height - 66, width - 286, 56), self.sound_text(), size=theme.FONT_SIZES["body"], color=theme.TEXT
            )
        )
        if self.devices.fallbacks:
            self.widgets.append(
                Label(
                    (16, height - 100, width - 32, 30),
                    _("Simulated instead: {devices}").format(devices=", ".join(self.devices.fallbacks)),
                    size=theme.FONT_SIZES["small"],
                    color=theme.WARNING,
                    align="left",
                )
            )

    def sound_text(self) -> str:
        """What the cues' test says: the cue playing, why nothing can be heard, or nothing."""
        sound = self.devices.sound
        if sound.muted or sound.volume <= 0:
            return _("Cues are muted: turn them on in Settings.")
        if self.playing:
            return _("Now playing: {cue}").format(cue=self.playing)
        if self.unanswered:
            return _("The audio device did not answer: check the speaker, then tap again.")
        return "" if sound.available else _("No audio device: cues are silent.")

    def button_label(self, name: str) -> str:
        if name.startswith("seat"):
            return _("Seat {n}").format(n=name[4:])
        return {"undo": _("Undo"), "confirm": _("Confirm")}.get(name, name)

    def chase_text(self, count: int) -> str:
        index = self.chase_index()
        if index is None:
            return ngettext(
                "{count} LED: a white dot runs along it", "{count} LEDs: a white dot runs along every one", count
            ).format(count=count)
        return _("LED {n} of {count}").format(n=index + 1, count=count)

    # -- the LED chase ----------------------------------------------------------------------
    def start_chase(self) -> None:
        self.chase_from = self.app.clock()
        self.layout()

    def chase_index(self) -> int | None:
        if self.chase_from is None:
            return None
        index = int((self.app.clock() - self.chase_from) / CHASE_STEP)
        return index if index < self.devices.strip.n else None

    def _dark(self) -> None:
        strip = self.devices.strip
        strip.fill((0, 0, 0))
        strip.show()

    # -- the cues -----------------------------------------------------------------------------
    def start_cues(self) -> None:
        from companion.sounds import all_cues

        self.devices.sound.retry()  # a mixer that did not start at start-up is opened again
        self.cues = all_cues()
        self.cue_at = self.app.clock()
        self.unanswered = False
        self.layout()

    # -- time ---------------------------------------------------------------------------------
    def animating(self, now: float) -> bool:
        return self.chase_from is not None

    def deadline(self) -> float | None:
        return self.cue_at if (self.cues or self.playing) else None

    def expire(self, now: float) -> bool:
        if now < self.cue_at:
            return False
        sound = self.devices.sound
        if self.cues:
            self.playing = self.cues.pop(0)
            if not sound.play(self.playing) and not sound.available:  # (not a cue file missing, nor muted)
                self.unanswered = True  # the device failed: the rest would fail alike, and it says so now
                self.cues = []
                self.playing = ""
            self.cue_at = now + CUE_GAP
        else:
            self.playing = ""
        self.layout()
        return True

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if self.chase_from is not None:
            strip = self.devices.strip
            index = self.chase_index()
            strip.fill((0, 0, 0))
            if index is None:
                self.chase_from = None
            else:
                strip[index] = (255, 255, 255)
            strip.show()
            self.layout()
        super().draw(surface, now)
