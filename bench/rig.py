"""A game table with simulated hardware, wired the way ``companion/hardware/README.md`` describes.

Buttons and serial commands reach the game only through the table's queue
(device threads post, the main loop pumps); every change updates the LED
scene and plays a cue; the main loop pushes LED frames. The benchmarks
(input-to-LED latency, memory of a full game) and the resilience tests
(hardware faults, soak) share this rig, so both measure the same wiring.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.config import Config
from companion.core import ChanceSource, RuleViolation, Table, Update
from companion.games import get
from companion.hardware.commands import Command, Pass
from companion.hardware.devices import Devices, open_devices
from companion.lights import Lights
from companion.sounds import Cues


def pass_action(table: Table, seat: int) -> dict[str, Any] | None:
    """A seat's pass button in this game: ``pass`` where the game has one, buying nothing in Acquire."""
    types = table.game.actions.types
    if "pass" in types:
        return {"type": "pass", "player": seat}
    if "buy" in types:
        return {"type": "buy", "player": seat, "shares": {}}
    return None


class SimClock:
    """Simulated time moving ``step`` seconds per reading, so every LED frame of a fast-played game is due."""

    def __init__(self, step: float = 0.05, start: float = 1000.0) -> None:
        self.now, self.step = start, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Rig:
    """One live game (journal in ``folder``) with simulated LEDs, buttons, serial and sound."""

    def __init__(
        self,
        game: str,
        players: int,
        seed: int,
        folder: Path,
        *,
        durable: bool = True,
        clock: Callable[[], float] = time.monotonic,
        config: Config | None = None,
    ) -> None:
        self.config = config or Config()
        self.clock = clock
        self.chance = ChanceSource(seed)
        self.engine = get(game)
        settings = self.engine.random_config(players, self.chance)
        self.table: Table = Table.new(
            self.engine,
            settings,
            created="2026-01-01T00:00:00+00:00",
            path=folder / f"{game}-{seed}.jsonl",
            durable=durable,
        )
        self.devices: Devices = open_devices(self.config.hardware, sink=self.sink, clock=clock, start_serial=False)
        strip = self.config.hardware.strip
        self.lights = Lights(
            self.devices.strip,
            self.config.load_layouts(),
            fps=strip.fps,
            budget_amps=strip.power_budget_amps,
            milliamps_per_channel=strip.milliamps_per_channel,
        )
        self.cues = Cues(self.devices.sound)
        self.updates: list[Update] = []
        self.refused = 0
        self.table.listen(self.heard)
        self.lights.update(self.table.summary(), now=clock())

    # -- wiring ------------------------------------------------------------------
    def sink(self, command: Command) -> None:
        """Runs on device threads: only enqueue."""
        self.table.post(lambda table: self.handle(table, command))

    def handle(self, table: Table, command: Command) -> None:
        if isinstance(command, Pass):
            action = pass_action(table, command.seat)
            if action is not None:
                table.submit(action)

    def heard(self, update: Update) -> None:
        self.updates.append(update)
        self.cues.on_update(update)
        if update.kind != "rejected":
            self.lights.update(self.table.summary(), update.events, now=self.clock())

    # -- the main loop -----------------------------------------------------------
    def turn(self) -> bool:
        """One main-loop turn: run queued commands, push an LED frame if due. True when a frame went out."""
        self.table.pump()
        return self.lights.tick(self.clock())

    def move(self) -> bool:
        """A random legal move, as a player on the screen would make. False when the game is over."""
        if self.table.over:
            return False
        try:
            self.table.submit(self.engine.choose_random(self.table.state, self.chance))
        except RuleViolation:
            self.refused += 1
        return True

    def play_out(self, limit: int = 100_000, each: Callable[[Rig], None] | None = None) -> int:
        """Play to the end, a main-loop turn after every move; returns the moves made."""
        moves = 0
        while moves < limit and self.move():
            moves += 1
            self.turn()
            if each is not None:
                each(self)
        return moves

    def close(self) -> None:
        self.table.close()
        self.devices.close()

    def __enter__(self) -> Rig:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
