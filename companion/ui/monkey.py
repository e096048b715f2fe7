"""A tapping monkey: the real app, headless, driven through whole games by random taps (``scripts/monkey``).

In the spirit of Android's ``monkey``: the pygame app is built as a PC runs it
(the simulated table's devices joined), and fingers land anywhere on the
800×480 screen — mostly on enabled controls, but also on empty space,
disabled buttons and the edges — through the same touch events a screen
sends. Between taps the monkey also presses the simulated table's seat,
info, undo and confirm buttons, asks to undo, redo and rewind, switches the
language, opens settings, the log, a private view and every settings entry
(the calibration screens), plays a legal move now and then so games reach
their end, and every few hundred taps kills the app and resumes the saved
game in a new one, as a power cut would.

After every tap it checks what a player relies on:

* no exception escaped, and the app is still running with a screen;
* the fit check (:mod:`.fit`) finds nothing on the screen now shown (a
  keypad open, amounts at their cap, six players, the final screens);
* the game is the one its journal tells: the journal read back from the
  card and replayed gives the same public summary (every
  :data:`JOURNAL_EVERY` taps, and at every kill-and-resume);
* nothing the app logs as a warning or an error (a layout problem, a
  consistency check) went by unseen: each becomes a failure;
* the game of ours moves: no :data:`STUCK` taps in a row on it without a
  step played, undone or rewound (players left with nothing that works).

With ``COMPANION_MONKEY_SHOTS`` set to a folder, the screen at each failure
is saved there as ``SEED-TAP-KIND.png``: a clipped text or a stuck screen is
seen at once, without replaying the run.

A run may be pinned to one language (``--language``): it starts in it and
the monkey's language taps are left out, so each language's screens are
tapped as long as a run lasts.

A run may move its games on (``--onward``, :data:`ONWARD_WEIGHTS`): random
taps step back about as often as they move on, so a long game's last turns
and final screens are seldom reached; onward, legal moves come five times as
often, undo and rewind are rarer and go back :data:`NEAR` steps at most, and
the monkey goes back to its game half played rather than starting a new one.

Everything random comes from one seed, and the app's clock is the monkey's
(half a second a tap), so a run with the same game, players and seed taps
the same places in the same order: a failure prints its seed and tap number
to replay it.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import socket
import sys
import time
import traceback
import weakref
from collections import Counter
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from companion.data_classes import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from companion.core import ChanceSource, seeds_from  # noqa: E402
from companion.text.i18n import LANGUAGES, set_language  # noqa: E402

from . import fit  # noqa: E402
from .scratch import own_data_folder  # noqa: E402
from .widgets import Button, Keypad, Stepper, Widget  # noqa: E402

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
KILL_EVERY = 300
"""About how many taps between two kill-and-resumes (a power cut, then the app starting again)."""
JOURNAL_EVERY = 25
"""Taps between two comparisons of the game with its journal read back from the card."""
AWAY = 10
"""Taps away from a game of ours (settings, calibration, another game) before the monkey goes back to it."""
TICK = 0.5
"""Seconds the monkey's clock moves each tap: toasts and private views expire as they would at a table."""
MOST_MOVES = 20_000
"""Legal moves a game played to its end may take (every game here ends in far fewer)."""
FINISH_EVERY = 2000
"""About how many taps between two games played straight to their end: random taps, undo, rewind and new
games keep games short, and the final scores must be tapped at as much as the play screens."""
STUCK = 600
"""Taps in a row on an unfinished game of ours without its steps changing before the run calls it stuck: a
legal move is a quarter of all taps, so only a screen that swallows them all gets there."""

WEIGHTS: dict[str, int] = {
    "control": 52,  # an enabled control, as a player would tap
    "anywhere": 14,  # anywhere on the screen: empty space, a board, a text
    "disabled": 4,  # a greyed button
    "edge": 4,  # the screen's edges and corners
    "seat": 6,  # the simulated table: a seat's pass or info button, undo, confirm
    "move": 24,  # a legal move through the app (games reach their end)
    "undo": 2,  # the Undo button's question, answered
    "rewind": 1,  # going back from the log
    "language": 1,  # another language
    "visit": 3,  # settings, the log, a private view, a settings entry (calibration), the selftest
    "home": 1,  # the menu, then a game resumed or a new one started
}
"""How often each kind of tap is made (relative weights)."""

ONWARD_WEIGHTS: dict[str, int] = {**WEIGHTS, "move": 120, "undo": 1, "rewind": 1, "home": 1}
"""The weights of a run that moves games on (``--onward``): legal moves five times as often, undo and rewind
rarer. A game of the monkey's plain weights steps back about as often as it moves on (a rewind to any step of
the log undoes half a game), so its late turns and final screens are seldom reached in a long run."""
NEAR = 3
"""How many steps back an onward run's rewind goes at most: going back is still tapped, never half a game."""
ONWARD_AWAY = 3
"""An onward run's :data:`AWAY`: a visit to settings, the log or the home screen is still made, and left soon."""


@dataclass(slots=True)
class Failure:
    """What went wrong, where: enough to replay it (``seed``, ``tap``) and to see it (``screen``, ``detail``)."""

    kind: str  # exception, stopped, fit, journal, logged, stuck
    tap: int
    seed: int
    screen: str
    detail: str

    def __str__(self) -> str:
        return f"tap {self.tap} (seed {self.seed}) on {self.screen}: {self.kind}: {self.detail}"


class Logged(logging.Handler):
    """The warnings and errors the app logs during a run, kept for the monkey to report as failures."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@dataclass(slots=True)
class Report:
    """What a run did: taps by kind, screens and widget states reached, games finished, failures."""

    game: str
    players: int
    seed: int
    language: str | None = None
    onward: bool = False
    taps: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    screens: Counter[str] = field(default_factory=Counter)
    states: Counter[str] = field(default_factory=Counter)
    games_finished: int = 0
    resumes: int = 0
    journal_checks: int = 0
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0

    def lines(self) -> list[str]:
        """The report as ``scripts/monkey`` prints it."""
        out = [
            f"{self.game}, {self.players} players, seed {self.seed}{', onward' if self.onward else ''}: "
            f"{self.taps} taps in {self.seconds:.0f} s, "
            f"{self.games_finished} games finished, {self.resumes} kill-and-resumes, "
            f"{self.journal_checks} journal checks, {len(self.failures)} failure(s)",
            "  taps: " + ", ".join(f"{kind} {count}" for kind, count in self.kinds.most_common()),
            f"  screens ({len(self.screens)}): "
            + ", ".join(f"{name} {count}" for name, count in sorted(self.screens.items())),
            f"  widget states ({len(self.states)}): " + ", ".join(sorted(self.states)),
        ]
        out += [f"  FAILURE {failure}" for failure in self.failures]
        if self.failures:
            first = self.failures[0]
            out.append(
                f"  replay: scripts/monkey --game {self.game} --players {self.players} --seed {self.seed} "
                f"--taps {first.tap + 1}"
                + (f" --language {self.language}" if self.language else "")
                + (" --onward" if self.onward else "")
            )
        return out


def widget_states(widgets: list[Widget]) -> set[str]:
    """The states worth knowing were reached: a keypad open, an amount at its cap or floor, a control greyed."""
    states: set[str] = set()
    for widget in widgets:
        if not widget.visible:
            continue
        if isinstance(widget, Keypad):
            states.add("keypad open")
        elif isinstance(widget, Stepper):
            states.add("stepper")
        elif isinstance(widget, Button) and widget.key:
            family = widget.key.rstrip("0123456789").rstrip("-")
            if family.endswith("-plus") and not widget.enabled:
                states.add("amount at its cap")
            elif family.endswith("-minus") and not widget.enabled:
                states.add("amount at its floor")
            elif family.startswith("amount-quick") and not widget.enabled:
                states.add("a raise past the cap greyed")
            elif family in ("amount-confirm", "basket-confirm", "confirm", "final", "chance", "opened-back"):
                states.add(f"{family}{'' if widget.enabled else ' greyed'}")
    return states


def controls(widgets: list[Widget], *, enabled: bool) -> list[Button]:
    """The visible buttons (a keypad's keys and a stepper's − and + one by one) that are, or are not, enabled."""
    found: list[Button] = []
    for widget in widgets:
        if not widget.visible:
            continue
        inner: list[Widget] = (
            list(widget.buttons)
            if isinstance(widget, Keypad)
            else [widget.minus, widget.plus]
            if isinstance(widget, Stepper)
            else [widget]
        )
        found += [b for b in inner if isinstance(b, Button) and b.visible and b.enabled == enabled]
    return found


def free_port() -> int:
    """A port no program serves on now, for a run's phones: two runs side by side (or the companion itself) on
    the default port would each find it taken, a warning the monkey rightly reports, but no fault of the app."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Monkey:
    """One run: ``game`` at ``players`` seats, ``seed`` for every random choice (see the module's docstring)."""

    def __init__(
        self,
        game: str,
        players: int,
        seed: int,
        *,
        kill_every: int = KILL_EVERY,
        language: str | None = None,
        onward: bool = False,
    ) -> None:
        self.game, self.players, self.seed = game, players, seed
        self.language = language
        self.onward = onward
        self.weights = ONWARD_WEIGHTS if onward else WEIGHTS
        self.away_most = ONWARD_AWAY if onward else AWAY
        self.logged = Logged()
        self.port = free_port()  # this run's phones: runs side by side never share one port
        self.unmoved = 0  # taps in a row on an unfinished game of ours whose steps did not change
        self.last_steps: tuple[int, int] | None = None
        self.random = random.Random(seed)
        self.chance = ChanceSource(seed)
        self.kill_every = kill_every
        self.now = 1000.0
        self.report = Report(game, players, seed, language, onward)
        self.app: Any = None
        self.seen_fit: set[str] = set()
        self.finished_tables: set[int] = set()
        self.away = 0  # taps since the screen last showed a game of ours (home, another game)
        self.seeded: weakref.WeakSet[Any] = weakref.WeakSet()  # play screens whose dice are the monkey's

    def seed_scenes(self) -> None:
        """The companion's dice on every play screen drawn from the monkey's seed (a screen makes its own from
        the system's entropy): a run replays from its seed."""
        for scene in self.app.scenes:
            if getattr(scene, "chance", None) is not None and scene not in self.seeded:
                scene.chance = ChanceSource(self.random.randrange(1 << 30))
                self.seeded.add(scene)

    # -- the app -----------------------------------------------------------------------
    def clock(self) -> float:
        return self.now

    def start_app(self) -> None:
        """The app as a PC shows it, with the simulated table's devices, resuming the latest unfinished game."""
        from companion.config import parse_config
        from companion.peripherals import Peripherals
        from companion.storage import latest_unfinished, open_saved

        from . import build_app, first_scene

        config = parse_config({"hardware": "simulated", "phones": {"port": self.port}})
        peripherals = Peripherals.open(config, start_serial=False)
        app = build_app(show_test_games=True, peripherals=peripherals, config=config)
        app.clock = self.clock
        pygame.event.clear()
        saved = latest_unfinished()
        table = open_saved(saved.path) if saved is not None and not saved.damaged else None
        app.reset(first_scene(app, table))
        self.app = app
        if self.language is not None:
            app.prefs.language = self.language
            set_language(self.language)
            app.scene.layout()

    def stop_app(self) -> None:
        """Close the app as a power cut would leave it: nothing saved beyond what the journal already holds."""
        app, self.app = self.app, None
        if app is None:
            return
        app.stop_phones(ending=False)  # a power cut closes the port too (the next start must find it free), codes kept
        app.close_table()
        if app.peripherals is not None:
            app.peripherals.close()

    def new_game(self) -> None:
        from companion.storage import start_new

        from .specs import play_scene_for

        config = {"players": NAMES[: self.players], "seed": self.random.randrange(1 << 30)}
        self.app.open_table(start_new(self.game, config))
        self.app.reset(play_scene_for(self.app))

    # -- fingers -----------------------------------------------------------------------
    def finger(self, pos: tuple[int, int]) -> None:
        """A finger down and up at canvas ``pos``, through SDL touch events, as the screen sends them."""
        app = self.app
        geometry = app.display.geometry
        wx, wy = geometry.to_window(*pos)
        common = {
            "touch_id": 1,
            "finger_id": 0,
            "x": wx / geometry.window[0],
            "y": wy / geometry.window[1],
            "dx": 0.0,
            "dy": 0.0,
            "pressure": 1.0,
        }
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, common))
        app.step(0)
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, common))
        app.step(0)

    def tap_button(self, button: Button) -> None:
        rect = button.rect
        inside = (
            self.random.randint(rect.left, max(rect.left, rect.right - 1)),
            self.random.randint(rect.top, max(rect.top, rect.bottom - 1)),
        )
        self.finger(inside)

    # -- kinds of tap --------------------------------------------------------------------
    def tap_any(self, *, enabled: bool, otherwise: Callable[[], None]) -> None:
        """Tap one of the screen's buttons that are enabled (or greyed out), chosen at random; ``otherwise`` when
        the screen has none."""
        found = controls(self.app.scene.widgets, enabled=enabled)
        if found:
            self.tap_button(self.random.choice(found))
        else:
            otherwise()

    def do_control(self) -> None:
        self.tap_any(enabled=True, otherwise=self.do_anywhere)

    def do_anywhere(self) -> None:
        width, height = self.app.scene.size
        self.finger((self.random.randrange(width), self.random.randrange(height)))

    def do_disabled(self) -> None:
        self.tap_any(enabled=False, otherwise=self.do_edge)

    def do_edge(self) -> None:
        width, height = self.app.scene.size
        x = self.random.choice([0, 1, width - 2, width - 1, self.random.randrange(width)])
        y = self.random.choice([0, 1, height - 2, height - 1]) if x not in (0, 1, width - 2, width - 1) else None
        self.finger((x, self.random.randrange(height) if y is None else y))

    def do_seat(self) -> None:
        buttons = self.app.peripherals.devices.buttons
        seat = self.random.randrange(self.players)
        which = self.random.choice(["press", "press", "info", "undo", "confirm"])
        if which == "press":
            buttons.press(seat)
        elif which == "info":
            buttons.show_private(seat)
        else:
            buttons.click(which)
        self.app.step(0)

    def do_move(self) -> None:
        table = self.app.table
        from .scenes.play import PlayScene

        if table is None or table.over or not isinstance(self.app.scene, PlayScene) or self.app.scene.panel.covering:
            self.do_control()
            return
        self.app.submit(table.choose_random(self.chance))
        self.app.step(0)

    def do_finish(self) -> None:
        """The game of ours played to its end by legal moves through the app, then its final screen shown."""
        table = self.app.table
        for _ in range(MOST_MOVES):
            if table is None or table.over:
                break
            self.app.submit(table.choose_random(self.chance))
        self.app.step(0)

    def do_undo(self) -> None:
        from .scenes.play import PlayScene

        scene = self.app.scene
        if isinstance(scene, PlayScene) and not scene.panel.covering:
            scene.ask_undo()
            self.app.step(0)
            self.do_control()  # the question's Undo, Redo or Cancel
        else:
            self.do_control()

    def do_rewind(self) -> None:
        from .scenes.log import LogScene
        from .scenes.play import PlayScene

        scene, table = self.app.scene, self.app.table
        if isinstance(scene, PlayScene) and not scene.panel.covering and table is not None and table.steps:
            scene.show_log()
            self.app.step(0)
            log = self.app.scene
            if isinstance(log, LogScene):
                count = len(table.steps)
                log.ask_rewind(self.random.randrange(max(0, count - NEAR) if self.onward else 0, count))
                self.app.step(0)
            self.do_control()
        else:
            self.do_control()

    def do_language(self) -> None:
        language = self.language or self.random.choice(list(LANGUAGES))
        self.app.prefs.language = language
        set_language(language)
        self.app.save_prefs()
        self.app.scene.layout()
        self.app.step(0)

    def do_visit(self) -> None:
        from .scenes.log import LogScene
        from .scenes.play import PlayScene
        from .scenes.selftest import SelfTestScene
        from .scenes.settings import SettingsScene
        from .specs import settings_entries

        app = self.app
        scene = app.scene
        where = self.random.choice(["settings", "log", "private", "entry", "selftest", "back"])
        if where == "settings":
            app.push(SettingsScene(app))
        elif where == "log" and app.table is not None:
            app.push(LogScene(app))
        elif where == "private" and isinstance(scene, PlayScene) and not scene.panel.covering:
            scene.reveal(self.random.randrange(len(app.table.names)))
        elif where == "entry":
            entries = settings_entries()
            if entries:
                self.random.choice(entries)[1](app)
        elif where == "selftest":
            app.push(SelfTestScene(app))
        else:
            app.pop()
        app.step(0)

    def do_home(self) -> None:
        """Back to a game of ours: its play screen, else the latest unfinished one resumed, else a new one (so
        games are played to their end, not started again and again). An onward run resumes its latest
        unfinished game of ours even when a game of another kind, started by random taps on the home screen,
        was played since: a new game of ours would leave the one half played never to be finished."""
        from companion.storage import latest_unfinished, open_saved, saved_games

        from .specs import play_scene_for

        table = self.app.table
        if table is not None and table.game.name == self.game and not table.over:
            self.app.reset(play_scene_for(self.app))
        else:
            if self.onward:
                saved = next((s for s in saved_games() if s.over is False and s.game == self.game), None)
            else:
                saved = latest_unfinished()
            if saved is not None and not saved.damaged and saved.game == self.game:
                self.app.close_table()
                self.app.open_table(open_saved(saved.path))
                self.app.reset(play_scene_for(self.app))
            else:
                self.new_game()
        self.away = 0
        self.app.step(0)

    # -- checks --------------------------------------------------------------------------
    def screen(self) -> str:
        """The screen now shown, as the report counts it: the scene's kind and what is open on it."""
        scene = self.app.scene
        name = type(scene).__name__
        extras = []
        if getattr(scene, "private_seat", None) is not None:
            extras.append("private")
        panel = getattr(scene, "panel", None)
        if panel is not None and panel.covering:
            extras.append(f"sealed-{panel.secret_stage}")
        if any(isinstance(w, Keypad) and w.visible for w in scene.widgets):
            extras.append("keypad")
        if self.app.toast is not None:
            extras.append("toast")
        return "+".join([name, *extras])

    def fail(self, kind: str, detail: str) -> None:
        screen = self.screen() if self.app is not None and self.app.scenes else "-"
        self.report.failures.append(Failure(kind, self.report.taps, self.seed, screen, detail))
        shots = os.environ.get("COMPANION_MONKEY_SHOTS")
        if shots and self.app is not None and self.app.scenes:  # the screen as it was, to see what went wrong
            Path(shots).mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.app.display.canvas, str(Path(shots) / f"{self.seed}-{self.report.taps}-{kind}.png"))

    def check_fit(self) -> None:
        """The fit check on the frame now shown; each problem reported once (a screen is shown many times)."""
        found = fit.frame_problems(self.app)
        scene = type(self.app.scene).__name__
        for problem in found:
            key = f"{scene}: {problem}"
            if key not in self.seen_fit:
                self.seen_fit.add(key)
                self.fail("fit", problem)

    def check_journal(self) -> None:
        """The game on the screen is the game its journal on the card tells, read back and replayed."""
        from companion.core import Table
        from companion.core.journal import read
        from companion.games import get

        table = self.app.table
        writer = getattr(table, "writer", None)
        path = getattr(writer, "path", None)
        if table is None or path is None:
            return
        table.pump()
        replayed = Table.resume(get(table.game.name), read(Path(path)))
        self.report.journal_checks += 1
        if replayed.summary() != table.summary() or len(replayed.steps) != len(table.steps):
            self.fail("journal", f"{path}: the journal replays to another game than the one shown")

    def check_logged(self) -> None:
        """Each warning or error the app logged since the last tap, a failure."""
        for record in self.logged.records:
            self.fail("logged", f"{record.name}: {record.getMessage()}")
        self.logged.records.clear()

    def check_moving(self) -> None:
        """A game of ours, unfinished, whose steps have not changed for :data:`STUCK` taps: stuck (reported once
        each time it happens)."""
        table = self.app.table
        if table is None or table.over or table.game.name != self.game:
            self.unmoved, self.last_steps = 0, None
            return
        steps = (id(table), len(table.steps))
        if steps != self.last_steps:
            self.unmoved, self.last_steps = 0, steps
            return
        self.unmoved += 1
        if self.unmoved == STUCK:
            self.fail("stuck", f"{STUCK} taps without a step played, undone or rewound")

    def kill_and_resume(self) -> None:
        """A power cut and a restart: the resumed game must be the one that was on the screen."""
        table = self.app.table
        before = (table.game.name, table.summary(), len(table.steps)) if table is not None and not table.over else None
        self.stop_app()
        self.start_app()
        self.report.resumes += 1
        after_table = self.app.table
        if before is not None:
            after = (
                (after_table.game.name, after_table.summary(), len(after_table.steps))
                if after_table is not None
                else None
            )
            if after != before:
                self.fail("journal", "the game resumed after a restart is not the one that was on the screen")

    # -- the run ---------------------------------------------------------------------------
    def tap(self) -> str:
        """One tap of a kind drawn by :data:`WEIGHTS`; returns the kind."""
        self.seed_scenes()
        from .scenes.dialog import ConfirmScene
        from .scenes.play import PlayScene

        table = self.app.table
        ours = table is not None and table.game.name == self.game
        playing = isinstance(self.app.scene, PlayScene | ConfirmScene) or (table is not None and table.over)
        self.away = 0 if ours and playing else self.away + 1
        if self.away > self.away_most or (table is not None and table.over and self.random.random() < 0.08):
            kind = "home"
        elif ours and playing and not table.over and self.random.random() < 1 / FINISH_EVERY:
            kind = "finish"
        else:
            kinds = list(self.weights)
            kind = self.random.choices(kinds, weights=[self.weights[k] for k in kinds])[0]
        getattr(self, f"do_{kind}")()
        return kind

    def run(self, taps: int, *, on_tap: Callable[[Monkey], None] | None = None, progress: int = 0) -> Report:
        # A new game's seed from the monkey's seed too, so a failure replays from the seed it printed.
        root = logging.getLogger()
        root.addHandler(self.logged)
        try:
            with seeds_from(self.random):
                return self._run(taps, on_tap, progress)
        finally:
            root.removeHandler(self.logged)

    def _run(self, taps: int, on_tap: Callable[[Monkey], None] | None, progress: int) -> Report:
        started = time.monotonic()
        report = self.report
        self.start_app()
        self.new_game()
        next_kill = self.random.randint(self.kill_every // 2, self.kill_every * 3 // 2)
        try:
            index = 0
            for index in range(taps):
                report.taps = index
                self.now += TICK
                try:
                    if index and index == next_kill:
                        kind = "kill-and-resume"
                        self.kill_and_resume()
                        next_kill += self.random.randint(self.kill_every // 2, self.kill_every * 3 // 2)
                    else:
                        kind = self.tap()
                    report.kinds[kind] += 1
                    if not self.app.running or not self.app.scenes:
                        self.fail("stopped", "the app stopped running")
                        break
                    if self.app.read_only is not None:  # the card is fine: nothing may leave a game unsaveable
                        self.fail("read-only", self.app.read_only.message())
                        break
                    table = self.app.table
                    if table is not None and table.over and id(table) not in self.finished_tables:
                        self.finished_tables.add(id(table))
                        report.games_finished += 1
                    report.screens[self.screen()] += 1
                    report.states.update(widget_states(self.app.scene.widgets))
                    self.check_fit()
                    self.check_logged()
                    self.check_moving()
                    if index % JOURNAL_EVERY == 0:
                        self.check_journal()
                except Exception:  # noqa: BLE001 - the monkey's whole point: any escape is a failure to report
                    self.fail("exception", traceback.format_exc(limit=8).strip())
                    break
                if on_tap is not None:
                    on_tap(self)
                if progress and (index + 1) % progress == 0:
                    print(
                        f"{index + 1} taps, {report.games_finished} games finished, {len(report.screens)} screens, "
                        f"{len(report.failures)} failure(s), {time.monotonic() - started:.0f} s",
                        flush=True,
                    )
            report.taps = index + 1 if taps else 0
        except KeyboardInterrupt:  # stopped by hand: the report so far
            report.taps = index
        finally:
            self.stop_app()
            set_language("en")
            report.seconds = time.monotonic() - started
        return report


def run(
    game: str,
    players: int,
    taps: int,
    seed: int,
    *,
    kill_every: int = KILL_EVERY,
    progress: int = 0,
    language: str | None = None,
    onward: bool = False,
) -> Report:
    """One monkey run in its own data folder, always (the real saved games are never touched)."""
    with own_data_folder("companion-monkey-"):
        monkey = Monkey(game, players, seed, kill_every=kill_every, language=language, onward=onward)
        return monkey.run(taps, progress=progress)


def main(argv: list[str] | None = None) -> int:
    from companion.games import get

    parser = argparse.ArgumentParser(description="Random taps through whole games of the real app, headless.")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=0, help="seats (default: the game's most)")
    parser.add_argument("--taps", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kill-every", type=int, default=KILL_EVERY, help="about how many taps between restarts")
    parser.add_argument("--progress", type=int, default=1000, help="a line every so many taps (0: none)")
    parser.add_argument("--language", choices=list(LANGUAGES), help="play in this language only (default: all)")
    parser.add_argument(
        "--onward",
        action="store_true",
        help="move games on: legal moves five times as often, undo and rewind rarer and at most "
        f"{NEAR} steps back, so a long run plays games to their last turns and final screens",
    )
    args = parser.parse_args(argv)
    engine = get(args.game)
    players = args.players or engine.max_players
    if not engine.min_players <= players <= engine.max_players:
        parser.error(f"{args.game} is played by {engine.min_players} to {engine.max_players}")
    report = run(
        args.game,
        players,
        args.taps,
        args.seed,
        kill_every=args.kill_every,
        progress=args.progress,
        language=args.language,
        onward=args.onward,
    )
    print("\n".join(report.lines()))
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
