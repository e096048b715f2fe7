"""The touchscreen app: the main loop, the scene stack, and the wiring to the table.

The loop sleeps in ``pygame.event.wait`` until something happens: a touch,
a key, a hardware press (device threads only queue into the table and wake
the loop with a user event), or the next animation frame. It redraws only
when something changed, so an idle table costs no CPU, and it feeds the
systemd watchdog on every turn so a hung screen is restarted.

Phones at the table (:mod:`companion.phones`) are the app's too: while the
preferences say so the app owns one :class:`~companion.phones.hub.Phones`,
started after the first frame (like the devices), told of every game opened
or closed, pumped in :meth:`App.step` like the devices (its server thread
wakes the loop with the same :func:`wake`), and closed at exit. A port that
cannot be opened is said on the Phones screen and play goes on.
"""

from __future__ import annotations

import errno
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from companion import palette, service
from companion.core import RuleViolation, Table, Update
from companion.core.records import Action
from companion.core.table import Stamp
from companion.text.i18n import _, ngettext, set_language

from . import theme
from .display import Display
from .prefs import Preferences, Underlying
from .scene import Scene
from .widgets import Toast

if TYPE_CHECKING:
    from companion.config import Config
    from companion.peripherals import Peripherals
    from companion.phones.hub import Phones

    from .scenes.play import PlayScene
    from .simpanel import SimPanel

log = logging.getLogger(__name__)

WAKE = pygame.event.custom_type()
"""Posted from any thread to wake the loop (pygame's event queue is thread-safe)."""

TOAST_SECONDS = 4.0
"""The least time a notice stays up: a short refusal's reason ("Not enough cash.") is read in less."""
TOAST_MOST_SECONDS = 15.0
"""The longest a notice stays up by itself: past it, the message is in the way of the game more than it helps."""
TOAST_GLANCE_SECONDS = 1.5
"""The time to notice the message and look up from the board, before any word of it is read."""
TOAST_WORD_SECONDS = 0.3
"""Reading time per word (200 words a minute): a slow, careful pace, as a player reads a sentence they did not
expect, in a second language perhaps, from across the table."""
POLL_SECONDS = 0.02
"""How long the idle loop sleeps between looks at the event queue (latency bound, CPU cost)."""
FRAME_SECONDS = 1 / 30
DOUBLE_TAP_SECONDS = 0.35
"""Within this time of a tap that changed the game, a tap at the same place is that tap's double, not a new one:
nobody reads a new decision that fast, and a quick double tap's fingers come down about 100 to 300 ms apart."""
DOUBLE_TAP_SLOP = 48
"""How far (canvas pixels, one fingertip) a double tap's second tap may land from its first."""
PHONES_FLAG = "phones-network"
"""A file in the data folder saying ``on`` or ``off``: whether the app wants phones. On the Pi a systemd path unit
watches it and lets the service's sandbox reach the local network, or not (docs/phones.md, The sandbox): the
service itself cannot write /etc."""


def toast_seconds(text: str) -> float:
    """How long ``text`` stays up by itself: a reading pace for its words, never less than :data:`TOAST_SECONDS`
    nor more than :data:`TOAST_MOST_SECONDS`.

    A fixed four seconds took a three-line device notice at start-up, or a long French refusal, away before a
    player had read it. Words, not characters: a player reads words, and a language's longer words are read
    about as fast; a lone ':' or '«' is no word.
    """
    words = sum(1 for word in text.split() if any(char.isalnum() for char in word))
    return min(TOAST_MOST_SECONDS, max(TOAST_SECONDS, TOAST_GLANCE_SECONDS + words * TOAST_WORD_SECONDS))


class App:
    """Holds what every scene needs: the display, the table, feedback and the stack."""

    def __init__(
        self,
        display: Display,
        *,
        clock: Callable[[], float] = time.monotonic,
        cue: Callable[[str], None] | None = None,
        side_panel: SimPanel | None = None,
        prefs_path: Path | None = None,
        show_test_games: bool = False,
        peripherals: Peripherals | None = None,
        config: Config | None = None,
        devices_later: Callable[[], tuple[Peripherals, SimPanel | None]] | None = None,
    ) -> None:
        self.display = display
        self.prefs_path = prefs_path
        self.prefs = Preferences.load(prefs_path) if prefs_path is not None else Preferences()
        # The configuration file's language, volume, brightness and mute apply wherever the Settings screen
        # set nothing (companion/ui/prefs.py); without a configuration, the devices' own is the one read.
        if config is None and peripherals is not None:
            config = getattr(peripherals, "config", None)
        self.prefs.underlying = Underlying.of(config)
        self.config = config
        set_language(self.prefs.language)
        theme.apply(self.prefs.theme)
        self.show_test_games = show_test_games
        self.prefs_listeners: list[Callable[[Preferences], None]] = []
        self.clock = clock
        #: The idle wait's pause between looks at the queue (:meth:`_collect`): a seam, so a test can see what
        #: ended a wait (a device command, or the time running out) without timing it.
        self.sleep: Callable[[float], None] = time.sleep
        self.cue = cue or (lambda name: None)
        """Plays a cue: a refusal the screen tells (a greyed control tapped, a seat that cannot pass). Without one
        given, the devices' speaker once they join (:meth:`join`)."""
        self._cue_given = cue is not None
        self.side_panel = side_panel
        self.scenes: list[Scene] = []
        self.table: Table[Any] | None = None
        self.toast: Toast | None = None
        self.dirty = True
        self.running = True
        self.frames = 0
        self.seen: Stamp | None = None  # the table's moment in the last frame presented (see submit)
        self._finger: int | None = None
        self._last_tap: tuple[float, tuple[int, int], int | None] | None = None  # when, where, the game's moment
        self._swallowing = False  # a doubled tap's finger is down: its lift does nothing either
        self._unlisten: Callable[[], None] | None = None
        self._ready_sent = False
        self.listeners: list[Callable[[Update], None]] = []
        self._said: str | None = None
        self.storage_problem: RuleViolation | None = None
        """A card or data folder that cannot be written, found outside any game (home sets it)."""
        self.peripherals: Peripherals | None = None
        self.phones: Phones | None = None
        """The phones' server while phones are on and it could start (see :meth:`follow_phones`)."""
        self.phones_problem: str | None = None
        """Why phones could not start (the port in use), for the Phones screen; play goes on without them."""
        self._phones_wanted: bool | None = None  # what follow_phones last acted on (None: not yet)
        self._phones_seen: tuple[int, ...] = ()  # phones on each seat in the last step (a change lays out anew)
        self.prefs_listeners.append(lambda prefs: self.follow_phones())
        self.prefs_listeners.append(lambda prefs: self.phones.speak(prefs.language) if self.phones else None)
        self._devices_later = devices_later
        if peripherals is not None:
            self.join(peripherals)

    def join(self, peripherals: Peripherals, side_panel: SimPanel | None = None) -> None:
        """The table's devices join the app: their requests reach the screen, the preferences reach them, and
        they follow the open game (``side_panel``: the PC's picture of them, where one is shown)."""
        self.peripherals = peripherals
        peripherals.front = ScreenFront(self)
        if not self._cue_given:  # the screen's own refusals are heard on the table's speaker
            sound = peripherals.devices.sound

            def play(name: str) -> None:
                if sound.available:  # not into a speaker just lost (its notice): the game's cues try it again
                    sound.play(name)

            self.cue = play
        self.prefs_listeners.append(self._apply_prefs)
        self._apply_prefs(self.prefs)
        if side_panel is not None:
            self.side_panel = side_panel
        if self.table is not None:
            peripherals.attach(self.table)
        self.dirty = True

    def _join_devices_later(self) -> None:
        """Open the devices the app was told to open after its first frame, and join them.

        Opening them (gpiozero and its pins, the strip, the serial lines, the sound) is about a sixth of a
        start-up; the table sees its game that much sooner, and a button pressed a tenth of a second later
        than the screen lit loses nothing: the devices are there before the frame after.
        """
        later, self._devices_later = self._devices_later, None
        if later is not None:
            self.join(*later())

    # -- the stack ---------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scene.cancel()
            self.scene.leave()
        self._screen_changed()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scene.cancel()
            self.scene.leave()
            self.scenes.pop()
            self._screen_changed()
            self.scene.enter()
            self.dirty = True

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scene.cancel()
            self.scene.leave()
            self.scenes.pop()
        self._screen_changed()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True

    def _screen_changed(self) -> None:
        """A refusal belongs to the screen that made it, not to the next; a device's news is the table's, and
        stays over the next screen for its time (a tap on "Back" is no sign anyone has read it)."""
        if self.toast is not None and not self.toast.device:
            self.toast = None

    def reset(self, scene: Scene) -> None:
        """Make ``scene`` the only one (home after a game, or a resumed game on boot)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def _apply_prefs(self, prefs: Preferences) -> None:
        """Give the devices the values that apply: the screen's where set there, else the file's."""
        if self.peripherals is None:  # listened for only with devices, which are never taken away
            return
        devices = self.peripherals.devices
        devices.sound.set_volume(prefs.volume)
        devices.sound.mute(prefs.muted)
        devices.strip.brightness = prefs.brightness

    def save_prefs(self) -> None:
        """Store the preferences and tell the devices (volume, brightness) at once."""
        if self.prefs_path is not None:
            self.prefs.save(self.prefs_path)
        for listener in self.prefs_listeners:
            listener(self.prefs)
        self.dirty = True

    # -- the table -----------------------------------------------------------------
    def open_table(self, table: Table[Any]) -> None:
        if self._unlisten:
            self._unlisten()
        if self.table is not None and self.table is not table:
            self.table.close()
        self.table = table
        self.seen = None  # nothing of this game has been shown yet
        palette.follow(table.game.name, table.summary())  # every screen's seat colours: this game's
        theme.keep_names(table.names)  # "Joueur 3" never split between lines, on every screen
        self._unlisten = table.listen(self._heard)
        if self.peripherals is not None:
            self.peripherals.attach(table)
        if self.phones is not None:
            self.phones.attach(table, game_key(table))

    @property
    def playing(self) -> Table[Any]:
        """The open game's table, for the screens that exist only while a game is open (play, log, scores).

        Raises if none is: such a screen shown without a game is a wiring fault, better named here than as
        an attribute missing from ``None`` further on.
        """
        if self.table is None:
            raise RuntimeError("no game is open")
        return self.table

    def close_table(self) -> None:
        if self.peripherals is not None:
            self.peripherals.attach(None)
        if self.phones is not None:
            self.phones.attach(None)
        if self._unlisten:
            self._unlisten()
            self._unlisten = None
        if self.table is not None:
            self.table.close()
            self.table = None
        theme.keep_names(())
        palette.follow(None)  # no game's colours once its table is closed: a closed 3-seat game left 3 for 6 buttons

    def _heard(self, update: Update) -> None:
        if update.kind == "rejected" and update.error is not None:
            # The devices' cues hear the table's refusals themselves (:class:`companion.sounds.Cues`): one cue.
            self.notify(update.error.message(_), error=True, cue=self.peripherals is None)
        for listener in list(self.listeners):
            listener(update)
        if self.scenes:
            self.scene.on_table(update)
        self.dirty = True

    def submit(self, action: Action, *, answers: Stamp | None = None) -> bool:
        """Apply ``action``; a refusal shows its reason (the listener does that) and returns False.

        A tap passes ``answers=self.seen``: the moment of the frame the player
        last saw. Taps are handled in a batch before the next frame is drawn,
        so a second tap of a doubled one, or a tap on a button that the first
        tap's change has just replaced, carries the old moment and the table
        refuses it instead of applying it to the next decision.
        """
        if self.table is None:
            return False
        try:
            self.table.submit(action, answers=answers)
        except RuleViolation:
            return False
        return True

    @property
    def read_only(self) -> RuleViolation | None:
        """Why nothing can be saved now (the open game's refused write, or the data folder), or None.

        The screen shows it in a banner for as long as it holds: a full or
        read-only card leaves the game visible, every change refused with this
        sentence, instead of a crash and a restart loop.
        """
        writer = getattr(self.table, "writer", None)
        failure = getattr(writer, "failure", None)
        return failure if isinstance(failure, RuleViolation) else self.storage_problem

    def notify(
        self, text: str, *, error: bool = False, device: bool = False, brief: str | None = None, cue: bool = True
    ) -> None:
        """Show ``text`` over the screen for as long as it takes to read (:func:`toast_seconds`): red with the
        refusal cue if ``error`` (``cue=False``: a refusal whose cue is played elsewhere, once); ``device``: a
        device's news, which only a tap on it dismisses (:class:`Toast`); ``brief``: its one line where the screen
        leaves the text no clear place (:attr:`Toast.brief`)."""
        problem = self.read_only
        if problem is not None and text == problem.message(_):
            # The banner already says it; the cue still tells the player the tap was refused.
            if error and cue:
                self.cue("illegal")
            self.dirty = True
            return
        self.toast = Toast(
            text,
            self.clock() + toast_seconds(text),
            theme.DANGER if error else theme.CONFIRM,
            device=device,
            brief=brief,
        )
        if error and cue:
            self.cue("illegal")
        self.dirty = True

    # -- phones ----------------------------------------------------------------------
    def follow_phones(self) -> None:
        """Open or close the phones' port as the preferences now say (a change only: the Settings switch, the
        first frame). The flag the Pi's sandbox follows is written either way, so it always says what applies."""
        wanted = self.prefs.phones
        if wanted == self._phones_wanted:
            return
        self._phones_wanted = wanted
        self._write_phones_flag(wanted)
        if wanted:
            self.start_phones()
        else:
            self.stop_phones()

    def start_phones(self) -> None:
        """Serve the phones and follow the open game; a failure is kept in :attr:`phones_problem`, never raised."""
        from companion.config import PhonesSettings

        if self.phones is not None:
            return
        port = (self.config.phones if self.config is not None else PhonesSettings()).port
        try:
            from companion.phones.hub import Phones

            phones = Phones.start(port=port, folder=self.data_folder(), wake=wake, language=self.prefs.language)
        except OSError as exc:
            log.warning("phones: cannot serve on port %d: %s", port, exc)
            if exc.errno == errno.EADDRINUSE:
                self.phones_problem = _("Port {port} is in use by another program: phones cannot join.").format(
                    port=port
                )
            elif exc.errno in (errno.EAFNOSUPPORT, errno.EPERM, errno.EACCES):
                # The appliance's sandbox allows no network yet: its path unit opens it and restarts the companion.
                self.phones_problem = _(
                    "The network is still closed to the companion. On the appliance it restarts in a moment "
                    "with phones allowed."
                )
            else:
                self.phones_problem = _("Phones cannot join: {reason}").format(reason=exc.strerror or str(exc))
            return
        except Exception as exc:  # the running app never dies of its phones: said on the screen, logged
            log.exception("phones: the server did not start")
            self.phones_problem = _("Phones cannot join: {reason}").format(reason=str(exc) or type(exc).__name__)
            return
        self.phones, self.phones_problem = phones, None
        if self.table is not None:
            phones.attach(self.table, game_key(self.table))
        self.dirty = True

    def stop_phones(self, ending: bool = True) -> None:
        """Close the port and every phone's connection at once: the switch turned off (the phones are told), or
        the app leaving (not ``ending``: the game keeps its codes, and its phones join again when it is back)."""
        phones, self.phones = self.phones, None
        self.phones_problem = None
        self._phones_seen = ()
        if phones is not None:
            try:
                phones.close(ending=ending)
            except Exception:  # closing must not stop the app leaving, nor the switch
                log.exception("phones: the server did not close cleanly")
            self.dirty = True

    def data_folder(self) -> Path | None:
        """The folder the preferences live in (the data folder), or None for an app that keeps no files."""
        return self.prefs_path.parent if self.prefs_path is not None else None

    def _write_phones_flag(self, wanted: bool) -> None:
        folder = self.data_folder()
        if folder is None:
            return
        from companion.core.journal import atomic_write

        flag, content = folder / PHONES_FLAG, b"on\n" if wanted else b"off\n"
        try:
            # Written only when it changes: the path unit wakes its root helper at every write, and a table that
            # never turned phones on keeps its data folder as it was (no file reads as off).
            now = flag.read_bytes() if flag.exists() else None
            if now != content and (wanted or now is not None):
                atomic_write(flag, content)
        except OSError as exc:  # a read-only card: the banner says so elsewhere; phones still follow the switch
            log.warning("phones: cannot write %s: %s", folder / PHONES_FLAG, exc)

    def _pump_phones(self) -> None:
        """Phones' inputs through the table, and a new layout when a phone joins or leaves a seat."""
        phones = self.phones
        if phones is None:
            return
        if phones.pump():
            self.dirty = True
        table = self.table
        seen = tuple(phones.connected(seat) for seat in range(len(table.names))) if table is not None else ()
        if seen != self._phones_seen:
            self._phones_seen = seen
            if self.scenes:
                self.scene.layout()
            self.dirty = True

    # -- input -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        kind = event.type
        if kind == pygame.QUIT:
            self.running = False
        elif kind == pygame.FINGERDOWN:
            if self._finger is None:
                self._finger = event.finger_id
                pos = self.display.geometry.normalised_to_canvas(event.x, event.y)
                self._press(pos, event)
        elif kind == pygame.FINGERUP:
            if event.finger_id == self._finger:
                self._finger = None
                self._release(self.display.geometry.normalised_to_canvas(event.x, event.y), event)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and not getattr(event, "touch", False):
            self._press(self.display.geometry.to_canvas(*event.pos), event)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1 and not getattr(event, "touch", False):
            self._release(self.display.geometry.to_canvas(*event.pos), event)
        elif kind == pygame.KEYDOWN:
            if self.scenes and self.scene.key(event.key):
                self.dirty = True
            elif self.side_panel is not None and self.side_panel.key(event.key):
                self.dirty = True
            elif event.key == pygame.K_ESCAPE:
                self.pop()
        elif kind == pygame.TEXTINPUT:
            if self.scenes and self.scene.text_input(event.text):
                self.dirty = True
        elif kind == pygame.WINDOWRESIZED:
            self.display.resize((event.x, event.y))
            self.dirty = True
        elif kind in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
            self.dirty = True

    def _window_pos(self, event: pygame.event.Event) -> tuple[float, float]:
        if hasattr(event, "pos"):
            return event.pos
        window = self.display.geometry.window
        return event.x * window[0], event.y * window[1]

    def _press(self, pos: tuple[int, int] | None, event: pygame.event.Event) -> None:
        if pos is None:
            if self.side_panel is not None and self.side_panel.press(self._window_pos(event), self.display.geometry):
                self.dirty = True
            return
        if self.doubled(pos):
            self._swallowing = True
            return
        if self.toast is not None and (self.opens(self.toast, pos) or self.closes(self.toast, pos)):
            return
        if self.toast is not None and self.dismisses(self.toast, pos):
            self.toast = None  # a tap dismisses the message, and still counts
        self.scene.press(pos)
        self.dirty = True

    def opens(self, toast: Toast, pos: tuple[int, int]) -> bool:
        """Whether a tap at ``pos`` was on a device's notice as its brief line or opened, and so only for it.

        A tap on the brief line opens the whole notice, over whatever it covers, for its reading time from now;
        a tap on the opened notice closes it. Neither reaches the screen: the opened notice may lie over "Back",
        and a player closing what they asked to read does not mean to leave the screen.
        """
        size, kept = self.display.canvas.get_size(), self.scene.keep_clear()
        folded = toast.folded(size, kept)
        if not (folded or toast.opened) or not toast.place(size, kept).collidepoint(pos):
            return False
        if folded:
            toast.opened, toast.until = True, self.clock() + toast_seconds(toast.text)
        else:
            self.toast = None
        self.dirty = True
        return True

    def closes(self, toast: Toast, pos: tuple[int, int]) -> bool:
        """Whether a tap at ``pos`` was on ``toast``, and so only takes it away.

        A notice lies clear of the screen's buttons and words where it finds room; where it finds none (a refusal
        on a screen full of buttons) it lies over some, and a tap on it pressed the button under it, which the
        player could not see. Clear of buttons it may still lie over a board picture, whose places a tap selects.
        A finger on the notice means the notice: it goes, and nothing under it is pressed; a tap beside it reaches
        the screen as before, and the notice goes by itself after its reading time (:func:`toast_seconds`).
        """
        if not toast.place(self.display.canvas.get_size(), self.scene.keep_clear()).collidepoint(pos):
            return False
        self.toast = None
        self.dirty = True
        return True

    def _moment(self) -> int | None:
        return self.table.stamp.moment if self.table is not None else None

    def doubled(self, pos: tuple[int, int]) -> bool:
        """Whether a finger coming down at ``pos`` is the second tap of a quick double tap whose first changed
        the game: that tap is dropped, whatever the new screen shows under it.

        A frame's moment (:meth:`submit`) catches the second tap only when both are handled before the next
        frame. On the table's screen a frame follows the first tap within a few milliseconds, and the second
        tap, 100 ms later, landed on the next decision drawn at the same place: a doubled "Saisir 3" rolled
        the die and bid 1M for the next bidder. Only a tap that changed the game counts as a first: a quick
        "+1 +1" raise or two letters typed fast are taps of their own.
        """
        last = self._last_tap
        if last is None:
            return False
        when, where, moment = last
        return (
            0 <= self.clock() - when < DOUBLE_TAP_SECONDS
            and abs(pos[0] - where[0]) <= DOUBLE_TAP_SLOP
            and abs(pos[1] - where[1]) <= DOUBLE_TAP_SLOP
            and moment != self._moment()
        )

    def dismisses(self, toast: Toast, pos: tuple[int, int]) -> bool:
        """Whether a tap at ``pos`` takes ``toast`` away.

        Any tap takes a refusal's reason away: the player who was refused has read it and tries again. A
        device's news is for everyone at the table, and a tap elsewhere is someone carrying on with the game,
        not a sign that the others have read it; at start-up the first tap often comes within a second, when
        the three lines about the devices had not been read at all. So only a tap on the message itself
        dismisses it (:meth:`closes`); else it goes when its time is up.
        """
        if not toast.device or toast.opened:  # opened on a tap: read by whoever asked, a tap takes it away
            return True
        return toast.place(self.display.canvas.get_size(), self.scene.keep_clear()).collidepoint(pos)

    def _release(self, pos: tuple[int, int] | None, event: pygame.event.Event) -> None:
        if self._swallowing:
            self._swallowing = False
            return
        if pos is not None:
            self._last_tap = (self.clock(), pos, self._moment())
        if pos is None:
            self.scene.cancel()
            if self.side_panel is not None:
                self.side_panel.release(self._window_pos(event), self.display.geometry)
        else:
            self.scene.release(pos)
        self.dirty = True

    # -- the loop ----------------------------------------------------------------------
    def draw(self) -> None:
        now = self.clock()
        canvas = self.display.canvas
        self.scene.draw(canvas, now)
        problem = self.read_only
        if problem is not None:
            draw_banner(canvas, problem.message(_))
        said = problem.message() if problem is not None else None
        if said != self._said:
            # `systemctl status companion` shows what the screen shows (in English, for whoever reads the log).
            service.status(said or "playing")
            self._said = said
        if self.toast is not None:  # clear of the buttons the player is about to press again
            self.toast.draw(canvas, self.scene.keep_clear())
        side = self.side_panel.render(now) if self.side_panel is not None else None
        self.display.present(side)
        self.seen = self.table.stamp.on_screen() if self.table is not None else None
        self.frames += 1
        self.dirty = False
        if not self._ready_sent:
            service.ready()
            self._ready_sent = True

    def _animating(self, now: float) -> bool:
        return (bool(self.scenes) and self.scene.animating(now)) or (
            self.side_panel is not None and self.side_panel.animating(now)
        )

    def _collect(self, wait_ms: int | None) -> list[pygame.event.Event]:
        """Events, waiting up to ``wait_ms`` (None: until one comes) by sleeping between short polls.

        SDL's own timed wait polls internally and costs a few per cent of a
        core even when nothing happens; sleeping :data:`POLL_SECONDS` between
        polls costs a fraction of that and adds at most one poll period to the
        touch-to-frame latency. Commands queued by device threads end the wait too.
        """
        if wait_ms == 0:
            return pygame.event.get()
        deadline = None if wait_ms is None else time.monotonic() + wait_ms / 1000
        while True:
            events = pygame.event.get()
            if events or (self.peripherals is not None and not self.peripherals.commands.empty()):
                return events
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                return events
            self.sleep(POLL_SECONDS if deadline is None else min(POLL_SECONDS, deadline - now))

    def step(self, timeout: float | None = 0.0) -> None:
        """Wait up to ``timeout`` seconds for events (None: until one comes), handle them, redraw if needed."""
        now = self.clock()
        if self.toast is not None and now >= self.toast.until:
            self.toast = None
            self.dirty = True
        scene_deadline = self.scene.deadline() if self.scenes else None
        if scene_deadline is not None and now >= scene_deadline and self.scene.expire(now):
            self.dirty = True
            scene_deadline = self.scene.deadline()
        wait_ms: int | None
        lights = self.peripherals.lights.wake_interval(now) if self.peripherals is not None else None
        if self.dirty or self._animating(now):
            wait_ms = 0
        elif lights is not None:
            # The LEDs animate (a pulsing last tile): wake at the rate they need, draw the screen only on change.
            wait_ms = max(1, int((lights if timeout is None else min(timeout, lights)) * 1000))
        elif timeout is None:
            # Sleep until an event; wake in time to feed the watchdog (None: no watchdog).
            watchdog = service.watchdog_interval()
            wait_ms = max(1, int(watchdog * 500)) if watchdog else None
        else:
            wait_ms = int(timeout * 1000)
        for deadline in (self.toast.until if self.toast else None, scene_deadline):
            if deadline is not None and wait_ms != 0:
                until = max(1, int((deadline - now) * 1000))
                wait_ms = until if wait_ms is None else min(wait_ms, until)
        events = self._collect(wait_ms)
        for event in events:
            self.handle(event)
        if self.table is not None and self.table.pump():
            self.dirty = True
        if self.peripherals is not None:
            if self.peripherals.pump():
                self.dirty = True
            if self.peripherals.tick() and self.side_panel is not None and not self.dirty:
                self.display.present_side(self.side_panel.render(self.clock()))
        self._pump_phones()
        now = self.clock()
        if self.dirty or self._animating(now):
            self.draw()
        if self._devices_later is not None and self.frames:
            self._join_devices_later()
        if self.peripherals is not None and self.scenes and not self.peripherals.missing_told:
            self.peripherals.tell_missing()  # once a screen is up to show it (a scene change clears a notice)
        if self._phones_wanted is None and self.frames:
            self.follow_phones()  # after the first frame, as the devices: the game is on the screen first
        service.watchdog()

    def run(self, first: Scene) -> int:
        self.push(first)
        try:
            while self.running:
                animating = self._animating(self.clock())
                self.step(FRAME_SECONDS if animating else None)
        finally:
            service.stopping()
            self.stop_phones(ending=False)
            self.close_table()
            if self.peripherals is not None:
                self.peripherals.close()
        return 0


def banner_lines(text: str, width: int) -> list[str]:
    return theme.wrap(text, width - 24, theme.FONT_SIZES["small"])


def draw_banner(surface: pygame.Surface, text: str) -> pygame.Rect:
    """The storage banner: one sentence across the bottom of the screen, above everything but a toast."""
    width = surface.get_width()
    size = theme.FONT_SIZES["small"]
    lines = banner_lines(text, width)
    height = len(lines) * theme.font(size).get_linesize() + 12
    rect = pygame.Rect(0, surface.get_height() - height, width, height)
    pygame.draw.rect(surface, theme.DANGER, rect)
    theme.draw_paragraph(surface, text, rect.inflate(-24, -12), size=size, color=(255, 255, 255))
    return rect


def game_key(table: Table[Any]) -> str | None:
    """The key phones' tokens belong to: the game's journal path (None: a game without one)."""
    path = getattr(getattr(table, "writer", None), "path", None)
    return str(path) if path is not None else None


def wake() -> None:
    """Wake the loop from any thread (device callbacks)."""
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(WAKE))


def device_brief(text: str) -> str:
    """A device notice's one line (:attr:`Toast.brief`): how many devices it tells of (one a line), and where to
    tap to read which; short enough for one line in a gap beside a stepper, in French too."""
    count = len(text.split("\n"))
    return ngettext("A device is not working: tap here.", "{count} devices are not working: tap here.", count).format(
        count=count
    )


class ScreenFront:
    """What the touchscreen does for hardware requests that are not game actions."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._told: Toast | None = None  # the notice of the last bad news from a device, while it may be up

    def _play(self) -> PlayScene | None:
        from .scenes.play import PlayScene

        for scene in reversed(self.app.scenes):
            if isinstance(scene, PlayScene):
                return scene
        return None

    def show_private(self, seat: int) -> None:
        play = self._play()
        if play is not None and self.app.scene is play:
            play.reveal(seat)

    def ask_undo(self) -> bool:
        """The undo button: the play screen's question, or (False) that there is nothing to undo. Over the final
        scores it goes back to the game first (an end declared by mistake is undone there); over another screen
        of the game (the log, the score sheet) it says where undo is (False), where it did nothing at all; over a
        question it leaves the question to speak. A False is said here and heard from the devices' cue."""
        from .scenes.dialog import ConfirmScene
        from .scenes.final import FinalScene

        play = self._play()
        if play is None:
            return True
        scene = self.app.scene
        over_final = isinstance(scene, FinalScene) and len(self.app.scenes) > 1 and self.app.scenes[-2] is play
        if scene is play or over_final:
            if not play.table.can_undo and not play.table.can_redo:
                self.app.notify(_("There is nothing to undo."), error=True, cue=False)  # the devices play the cue
                return False
            if over_final:
                self.app.pop()
            play.ask_undo()
            return True
        if not isinstance(scene, ConfirmScene):
            self.app.notify(_("Undo is on the game's screen: go back to it first."), error=True, cue=False)
            return False
        return True

    def confirm(self) -> bool:
        """The confirm button: the screen's own ``confirm()`` if it has one, else its one green button; False
        (said so) when the screen has no one confirming choice.

        Every screen draws its confirming choice (Place, Buy, Yes, Start) in
        the confirm colour, so the physical button needs no per-screen wiring.
        """
        from .widgets import Button

        scene = self.app.scene
        acted = True
        if hasattr(scene, "confirm"):
            scene.confirm()
        else:
            green = [
                tap
                for w in scene.widgets
                if isinstance(w, Button)
                and w.visible
                and w.enabled
                and w.color == theme.CONFIRM
                and (tap := w.on_tap) is not None
            ]
            if len(green) == 1:
                green[0]()
            else:
                acted = False
                self.app.notify(_("Nothing to confirm now: choose on the screen."), error=True, cue=False)
        self.app.dirty = True
        return acted

    def say(self, text: str) -> None:
        """A refused device input, told in red; the devices played its cue (:class:`~companion.peripherals.Peripherals`)."""
        self.app.notify(text, error=True, cue=False)

    def notice(self, text: str, *, problem: bool) -> None:
        """A device's news (a scanner unplugged, or back): red with the refusal cue, or green.

        Bad news while the last device's bad news is still up is added below it: at start-up the devices that
        did not start and a serial peripheral found missing come a moment apart, and the screen has one notice.
        """
        shown = self.app.toast
        if problem and shown is not None and shown is self._told and text not in shown.text.split("\n"):
            text = f"{shown.text}\n{text}"
        self.app.notify(text, error=problem, device=True, brief=device_brief(text) if problem else None)
        self._told = self.app.toast if problem else None
