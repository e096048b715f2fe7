"""The table's devices, joined to the game: buttons and scanners in, lights and sounds out.

Device threads never touch the game: a button press or a scanned line
becomes a :mod:`companion.hardware.commands` command, which :class:`Peripherals` puts
in its own queue and wakes the main loop (``wake``). The main loop calls
:meth:`Peripherals.pump`, which turns each command into an action for the
table (a seat's pass, a scanned tile, a typed bid, a physical die) or into a
front-end request (show a private panel, ask to undo, confirm a dialog).
Every change of the table updates the LED scene and plays a cue.

The same object serves the touchscreen and the text console; the front-end
hands it a :class:`FrontEnd` for what only a screen can do. What it says to
the players (a seat that cannot pass, an unknown card) is in their language,
like everything else on that screen.
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import Any, Protocol

from companion.config import Config
from companion.core import N_, Amount, Dice, Pick, RuleViolation, Table, Update
from companion.core.errors import AlreadyEntered
from companion.core.records import Action
from companion.core.table import Stamp
from companion.data_classes import dataclass
from companion.hardware.buttons import Stuck
from companion.hardware.commands import Bid, Command, Confirm, Die, Pass, Rfid, ShowPrivate, Tile, Undo
from companion.hardware.devices import Devices, open_devices
from companion.hardware.links import Link
from companion.lights import Lights, button_levels, turn_of
from companion.sounds import Cues
from companion.text.i18n import _, ngettext

log = logging.getLogger(__name__)


class FrontEnd(Protocol):
    """What a screen does for hardware requests that are not game actions."""

    def show_private(self, seat: int) -> None: ...

    def ask_undo(self) -> bool:
        """The undo button: ask about the latest step; False when there is nothing to undo (said so)."""
        ...

    def confirm(self) -> bool:
        """The confirm button: the screen's confirming choice; False when there is none (said so)."""
        ...

    def say(self, text: str) -> None: ...


LINK_TEXTS: dict[tuple[str, str], str] = {
    ("scanner", "missing"): N_("The tile scanner is not connected: type tiles on the screen."),
    ("scanner", "lost"): N_("The tile scanner was unplugged: type tiles on the screen."),
    ("scanner", "back"): N_("The tile scanner is back."),
    ("reader", "missing"): N_("The card reader is not connected: tap your name on the screen to see your cards."),
    ("reader", "lost"): N_("The card reader was unplugged: tap your name on the screen to see your cards."),
    ("reader", "back"): N_("The card reader is back."),
    ("box", "missing"): N_("The table's button box is not connected: use the screen."),
    ("box", "lost"): N_("The table's button box was unplugged: use the screen."),
    ("box", "back"): N_("The table's button box is back."),
}
"""What the players are told when a device is missing, drops or comes back, with what to do instead; any
device but the scanner and the reader is the table's button box."""


LIGHTS_BACK = N_("The board's lights are working again.")
"""What the players are told when the LED strip is back after they were told it was not working (missing at
start-up, failed during play, or dropping out again and again until it held): good news, once."""

LIGHTS_FLAPPING = N_("The board's lights keep dropping out: check the LED strip's cable and power supply.")
"""What the players are told when the LED strip fails again soon after coming back (a loose connector, a weak
supply): bad news, once, with what to check; its next flaps are the log's, and it is told back only once it has
held a while, so the players never go on believing lights that flicker work."""


SOUND_LOST = N_("The audio device stopped working: cues are silent.")
"""What the players are told when the sound device fails during play (a USB speaker unplugged): once each time
it is lost, on the touchscreen as a device's bad news, at the console on a line of its own."""


MISSING_TEXTS: dict[str, str] = {
    "sound": N_("No audio device: cues are silent."),
    "lights": N_("The board's lights are not working: play goes on without them."),
    "buttons": N_("The pass buttons are not working: use the screen."),
}
"""What the touchscreen tells the players about a device missing at start-up, by the kind
:meth:`companion.hardware.devices.Devices.missing` names (the console says it in its own words, with what to
type instead: :mod:`companion.console.devices`)."""


STUCK_TEXTS: dict[tuple[str, bool], str] = {
    ("seat", True): N_("{name}'s pass button seems stuck down: it is ignored until it comes back up."),
    ("seat", False): N_("{name}'s pass button is back up."),
    ("undo", True): N_("The undo button seems stuck down: it is ignored until it comes back up."),
    ("undo", False): N_("The undo button is back up."),
    ("confirm", True): N_("The confirm button seems stuck down: it is ignored until it comes back up."),
    ("confirm", False): N_("The confirm button is back up."),
}
"""What the players are told when a button has been down so long it seems stuck (a jammed cap, a shorted wire),
and when it comes back up: pressing a dead button, they would otherwise see nothing happen."""


def missing_text(missing: Sequence[str]) -> str | None:
    """The sentences of :data:`MISSING_TEXTS` for ``missing``, each once, one a line, in the players' language;
    None when nothing is missing (a kind without a sentence is left to the log)."""
    sentences = [_(MISSING_TEXTS[kind]) for kind in dict.fromkeys(missing) if kind in MISSING_TEXTS]
    return "\n".join(sentences) or None


def link_text(link: Link) -> str:
    """The sentence of :data:`LINK_TEXTS` for ``link``, in the players' language."""
    kind = link.kind if link.kind in ("scanner", "reader") else "box"
    state = link.state if link.state in ("missing", "lost") else "back"
    return _(LINK_TEXTS[kind, state])


@dataclass
class Peripherals:
    config: Config
    devices: Devices
    lights: Lights
    cues: Cues
    clock: Callable[[], float] = time.monotonic
    wake: Callable[[], None] = lambda: None
    table: Table[Any] | None = None
    front: FrontEnd | None = None
    commands: queue.SimpleQueue[tuple[Command | Link | Stuck, Stamp | None]] = field(default_factory=queue.SimpleQueue)
    """Each command with the table's moment when it arrived: a press is judged by what its player saw."""
    capture: Callable[[Command], None] | None = None
    answers: Stamp | None = None  # the moment of the command being handled, handed to the table with its action
    """While set (the hardware self-test), every command goes here instead of to the game,
    and the lights leave the strip to whoever is testing it."""
    passed: dict[int, int] = field(default_factory=dict)
    """Seat → the table's moment once that seat's latest pass from a device was taken: a second press made
    before it (a doubled press) is the same input, counted once."""
    missing_told: bool = False
    """Whether the devices missing at start-up were told (:meth:`tell_missing`): once, however often asked."""
    lights_told: bool = False
    """Whether the players were told the board's lights are out (missing at start-up, or lost during play) and
    not yet that they are back: a strip that comes back before anyone said it was out just lights the board."""
    _unlisten: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        self.devices.sound.on_lost = self.tell_sound_lost
        self.devices.strip.on_lost = self.tell_lights_lost
        self.devices.strip.on_flapping = self.tell_lights_flapping
        self.devices.strip.on_back = self.tell_lights_back

    @classmethod
    def open(
        cls,
        config: Config,
        *,
        wake: Callable[[], None] = lambda: None,
        clock: Callable[[], float] = time.monotonic,
        start_serial: bool = True,
    ) -> Peripherals:
        commands: queue.SimpleQueue[tuple[Command | Link | Stuck, Stamp | None]] = queue.SimpleQueue()
        made: list[Peripherals] = []  # the instance, once made: its table's moment is read on arrival

        def sink(command: Command) -> None:  # runs on device threads: enqueue and wake, nothing else
            table = made[0].table if made else None
            commands.put((command, table.stamp if table is not None else None))  # an int read: thread-safe
            wake()

        def link(change: Link | Stuck) -> None:  # a device thread too: told to the players from the main loop
            commands.put((change, None))
            wake()

        devices = open_devices(
            config.hardware, sink, clock=clock, start_serial=start_serial, on_link=link, on_stuck=link
        )
        strip = config.hardware.strip
        lights = Lights(
            devices.strip,
            config.load_layouts(),
            fps=strip.fps,
            budget_amps=strip.power_budget_amps,
            milliamps_per_channel=strip.milliamps_per_channel,
        )
        made.append(cls(config, devices, lights, Cues(devices.sound), clock, wake, commands=commands))
        return made[0]

    # -- the game ------------------------------------------------------------------------
    def attach(self, table: Table[Any] | None) -> None:
        """Follow ``table`` (None: back at the menu, lights off)."""
        if self._unlisten is not None:
            self._unlisten()
            self._unlisten = None
        self.table = table
        self.passed.clear()  # moments belong to one table
        self.cues.game = table.game.name if table is not None else None
        if table is None:
            self.lights.clear()
            self.devices.buttons.light({})
            return
        self._unlisten = table.listen(self._heard)
        self._show(table, ())

    def _heard(self, update: Update) -> None:
        self.cues.on_update(update)
        if self.table is not None and update.kind != "rejected" and self.capture is None:
            self._show(self.table, update.events)

    def _show(self, table: Table[Any], events: Any) -> None:
        """The board, what just happened and whose turn it is, to the strip and the buttons' LEDs."""
        summary = table.summary()
        turn = turn_of(table, summary)
        self.lights.update(summary, events, now=self.clock(), turn=turn)
        self.devices.buttons.light(button_levels(turn, len(self.devices.buttons.settings.seats)))

    def select(self, key: str | None) -> None:
        """The board position the screen has selected before its confirm (None: nothing selected)."""
        self.lights.select(key, now=self.clock())

    # -- the main loop -------------------------------------------------------------------
    def pump(self) -> int:
        """Act on every queued command, on this (the main) thread. Returns how many."""
        done = 0
        while True:
            try:
                command, answers = self.commands.get_nowait()
            except queue.Empty:
                return done
            done += 1
            self.handle(command, answers)

    def idle(self) -> None:
        """For a loop that waits on something else (the console's input): commands, then lights."""
        self.pump()
        self.tick()

    def tick(self) -> bool:
        """Push an LED frame if one is due; True when pushed. A failed strip is tried again when its wait is over,
        even on a board that does not change (it then shows the current frame)."""
        if self.capture is not None:
            return False
        back = self.devices.strip.keep_trying()
        return self.lights.tick(self.clock()) or back

    def close(self) -> None:
        self.attach(None)
        self.devices.close()

    # -- commands --------------------------------------------------------------------------
    def handle(self, command: Command | Link | Stuck, answers: Stamp | None = None) -> None:
        """Act on ``command``; ``answers`` is the table's moment when it arrived (a second press of a
        bouncing button, or one queued behind a change it did not see, is then refused by the table).
        A device's :class:`Link` news, or a button stuck down, is told to the players, even during the
        self-test."""
        if isinstance(command, Link):
            self.tell_link(command)
            return
        if isinstance(command, Stuck):
            self.tell_stuck(command)
            return
        if self.capture is not None:
            self.capture(command)
            return
        self.answers = answers
        try:
            self._dispatch(command)
        finally:
            self.answers = None

    def _dispatch(self, command: Command) -> None:
        front, table = self.front, self.table
        match command:
            case ShowPrivate(seat):
                if front is not None:
                    front.show_private(seat)
            case Rfid(tag):
                holder = self.config.rfid.get(tag)
                if holder is None:  # a refusal like any other: said, and heard by whoever holds the card
                    self.cues.player.play("illegal")
                    self._say(_("Unknown card {tag}.").format(tag=tag))
                elif front is not None:
                    front.show_private(holder)
            case Undo():
                if front is not None and not front.ask_undo():
                    self.cues.player.play("illegal")  # the front-end said why, in its own words
            case Confirm():
                if front is not None and not front.confirm():
                    self.cues.player.play("illegal")
            case Pass(seat):
                if table is not None:
                    action = table.pass_action(seat)
                    if action is None:
                        self._cannot_pass(table, seat)
                    elif self._submit(action):
                        self.passed[seat] = table.stamp.moment
            case Tile(name):
                self._enter_position(name)
            case Bid(seat, amount):
                self._enter_amount(seat, amount)
            case Die():
                self._enter_dice(command.values)

    # -- peripheral input, matched against the decisions on offer ---------------------
    # A scanner, an RFID box or a button box knows nothing of the game: what its line
    # means is whatever the current decisions offer (a tile on the board, a bid, a die).

    def _cannot_pass(self, table: Table[Any], seat: int) -> None:
        """A seat's pass that means nothing now, told with the refusal's cue: a second press made before that
        seat's pass was taken (a doubled press, both queued) is the same input counted once, and is told so, as
        the table tells a doubled tap; a button at a seat with no player is told that the seat is empty (not that
        a "Seat 5" nobody knows cannot pass); any other is told why the seat cannot pass now, in the game's words
        where it has them ("Ann has already chosen what to sell."), else that it cannot."""
        taken = self.passed.get(seat)
        self.cues.player.play("illegal")
        if taken is not None and self.answers is not None and self.answers.moment < taken:
            self._say(AlreadyEntered().message(_))
            return
        if not 0 <= seat < len(table.names):  # a button at a seat nobody took tonight
            self._say(_("Seat {n} is empty: its pass button does nothing in this game.").format(n=seat + 1))
            return
        refusal = table.pass_refusal(seat)
        if refusal is not None:
            self._say(refusal.message(_))
        else:
            self._say(_("{name} cannot pass now.").format(name=self._seat_name(table, seat)))

    def _submit(self, action: Action) -> bool:
        """Hand ``action`` to the table with the moment its input answers; False when refused."""
        if self.table is None:
            return False
        try:
            self.table.submit(action, answers=self.answers)
        except RuleViolation:
            return False  # the table's listeners (screen, cue) have told the players why
        return True

    def _no_use(self) -> None:
        assert self.table is not None
        self._say(_("{game} has no use for that input now.").format(game=_(self.table.game.title)))
        self.cues.player.play("illegal")

    def _enter_position(self, name: str) -> None:
        """A scanned position (``5C``): the main decision's option with that key."""
        if self.table is None:
            return
        prompt = self.table.prompt()
        for actor in prompt.actors:
            decision = actor.decision
            if not actor.side and isinstance(decision, Pick):
                option = decision.find(name)
                if option is not None:
                    self._submit(option.action)
                    return
        if any(not a.side and isinstance(a.decision, Pick) for a in prompt.actors):
            self._say(_("{position} cannot be chosen now.").format(position=name.upper()))
            self.cues.player.play("illegal")
        else:
            self._no_use()

    def _enter_amount(self, seat: int, amount: int) -> None:
        """``BID seat amount``: that seat's number decision, if it has one now."""
        if self.table is None:
            return
        if not 0 <= seat < len(self.table.names):
            self._say(_("Seat {n} is empty: nobody there can bid.").format(n=seat + 1))
            self.cues.player.play("illegal")
            return
        actor = self.table.prompt().actor(seat)
        if actor is None or not isinstance(actor.decision, Amount):
            self._say(_("{name} cannot bid now.").format(name=self._seat_name(self.table, seat)))
            self.cues.player.play("illegal")
            return
        self._submit(actor.decision.make(amount))

    def _enter_dice(self, values: tuple[int, ...]) -> None:
        """``DIE 4`` or ``DIE 6 3``: the dice decision on offer, with as many dice, in its order. Dice on offer
        but another number of them is told how many this throw takes (the game does want dice now)."""
        if self.table is None:
            return
        throws = [actor.decision for actor in self.table.prompt().actors if isinstance(actor.decision, Dice)]
        for decision in throws:
            if len(decision.dice) == len(values):
                self._submit(
                    decision.make({die.field: value for die, value in zip(decision.dice, values, strict=True)})
                )
                return
        if not throws:
            self._no_use()
            return
        count = len(throws[0].dice)
        self._say(
            ngettext("Enter one die for this throw.", "Enter {count} dice for this throw.", count).format(count=count)
        )
        self.cues.player.play("illegal")

    def tell_link(self, link: Link) -> None:
        """A scanner or reader missing, unplugged or back: on the screen (or console) and in the log."""
        front = self.front
        words = getattr(front, "link_words", None)  # a front-end's own words (the console has nothing to tap)
        text = (words(link.kind, link.state) if words is not None else None) or link_text(link)
        level = logging.INFO if link.state == "back" else logging.WARNING
        log.log(level, "%s %s: told the table: %s", link.device, link.state, text)
        if front is None:
            return
        notice = getattr(front, "notice", None)  # a screen shows good news in green, bad in red
        if notice is not None:
            notice(text, problem=link.state != "back")
        else:
            front.say(text)

    def tell_stuck(self, stuck: Stuck) -> None:
        """A button that seems stuck down (bad news), or back up (good news): on the screen and in the log."""
        kind = "seat" if stuck.name.startswith("seat") else stuck.name
        words = STUCK_TEXTS.get((kind, stuck.down))
        if words is None:
            return
        name = self._seat_name(self.table, int(stuck.name[4:]) - 1) if kind == "seat" else ""
        text = _(words).format(name=name)
        log.log(logging.WARNING if stuck.down else logging.INFO, "%s: told the table: %s", stuck.name, text)
        front = self.front
        if front is None:
            return
        notice = getattr(front, "notice", None)
        if notice is not None:
            notice(text, problem=stuck.down)
        else:
            front.say(text)

    def tell_sound_lost(self) -> None:
        """The sound device failed during play: told once, as a device's bad news (the log has its error).

        A cue plays on the main loop (a table's listener, a refused press), so the front-end is told at once:
        the console's line comes before the next question, not after the "> " it would wait at.
        """
        self._bad_news("sound lost", _(SOUND_LOST))

    def tell_lights_lost(self) -> None:
        """The LED strip failed during play (its supply or SPI gone): the board went dark under the players, who
        are told once, in the words of a strip missing at start-up (the log has its error)."""
        words = MISSING_TEXTS["lights"]  # (a key inside _() would be read as a message by older extractors)
        self.lights_told = True
        self._bad_news("lights lost", _(words))

    def tell_lights_flapping(self) -> None:
        """The LED strip failed again soon after coming back: the players, who may have heard it was working
        again, are told once that it keeps dropping out and what to check, as bad news; the strip tells nothing
        more of its flaps until it has held a while (then :meth:`tell_lights_back`)."""
        self.lights_told = True
        self._bad_news("lights flapping", _(LIGHTS_FLAPPING))

    def tell_lights_back(self) -> None:
        """The LED strip the players were told was not working lights the board again: told once, as good news
        (a strip back from a failure nobody was told of is not, and a flapping one only once it has held)."""
        if not self.lights_told:
            return
        self.lights_told = False
        self._news("lights back", _(LIGHTS_BACK), problem=False)

    def missing_at_start(self) -> list[str]:
        """The devices missing now, as a front-end is about to tell the players (:meth:`tell_missing`, or the
        console before its first question): the lights among them are then told as out."""
        missing = self.devices.missing()
        if "lights" in missing:
            self.lights_told = True
        return missing

    def _bad_news(self, what: str, text: str) -> None:
        """A device's bad news: logged, and shown as such (the touchscreen's red notice, a console line)."""
        self._news(what, text, problem=True)

    def _news(self, what: str, text: str, *, problem: bool) -> None:
        """A device's news: logged, and shown as bad (red) or good (green) on the touchscreen, a line at the
        console."""
        log.info("%s: told the table: %s", what, text)
        front = self.front
        if front is None:
            return
        notice = getattr(front, "notice", None)
        if notice is not None:
            notice(text, problem=problem)
        else:
            front.say(text)

    def tell_missing(self) -> None:
        """The devices that did not start (no sound card, no LED strip, no GPIO for the pass buttons), told
        once, as a device's bad news in one notice: the front-end's single message would show only the last of
        several. Play goes on without them (each fell back to its simulated backend; the log has its error).

        The touchscreen asks for it once a screen is up; the console says the same before its first question
        in its own words (:class:`companion.console.Console`, ``missing``).
        """
        if self.missing_told or self.front is None:
            return
        self.missing_told = True
        text = missing_text(self.missing_at_start())
        if text is None:
            return
        log.info("missing at start: told the table: %s", text.replace("\n", " "))
        notice = getattr(self.front, "notice", None)
        if notice is not None:
            notice(text, problem=True)
        else:
            self.front.say(text)

    @staticmethod
    def _seat_name(table: Table[Any] | None, seat: int) -> str:
        """The player's name, or "Seat 3" for a button of a seat the game does not have (or with no game)."""
        names = table.names if table is not None else []
        return names[seat] if 0 <= seat < len(names) else _("Seat {n}").format(n=seat + 1)

    def _say(self, text: str) -> None:
        if self.front is not None:
            self.front.say(text)
        else:
            log.info("%s", text)
