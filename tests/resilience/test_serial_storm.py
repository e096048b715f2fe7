"""Serial peripherals misbehaving while games run: long random byte streams and unplug/replug cycles.

A simulated peripheral sends a long stream (commands for the game mixed with
garbage, cut into random chunks) through :class:`companion.hardware.serial_port.SerialInput`
on its reader thread. The port vanishes mid-read hundreds of times (bytes in
flight are lost) and often fails to reopen. Commands reach the game only the
way the app's do: the sink posts into the table's queue and the main loop
pumps it. Throughout, the games go on: refusals are told, not raised; the
reader thread outlives every outage; every delivered command is one the
peripheral sent, in order; each game's journal replays to the live state.
"""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import serial

from companion.core import ChanceSource, RuleViolation, Table, replay
from companion.core.journal import read
from companion.games import get
from companion.hardware.commands import Bid, Command, Die, Pass, Tile
from companion.hardware.serial_line import LineParser
from companion.hardware.serial_port import SerialInput
from companion.hardware.settings import SerialSettings
from tests.waiting import PATIENCE
from tests.walks import played_until

from .helpers import fingerprint


class Peripheral:
    """The far end: one long byte stream, served in random chunks, with unplugs and failed reopenings."""

    def __init__(self, data: bytes, seed: int, unplug: float = 0.01, refuse: float = 0.4) -> None:
        self.data = data
        self.pos = 0
        self.rng = random.Random(seed)
        self.lock = threading.Lock()
        self.unplug, self.refuse = unplug, refuse
        self.unplugs = self.refusals = self.opens = 0

    @property
    def done(self) -> bool:
        return self.pos >= len(self.data)

    def open(self, url: str, **kwargs: Any) -> Port:
        with self.lock:
            if self.rng.random() < self.refuse:
                self.refusals += 1
                raise serial.SerialException(f"could not open port {url}: [Errno 2] No such file or directory")
            self.opens += 1
            return Port(self)


class Port:
    in_waiting = 0

    def __init__(self, peripheral: Peripheral) -> None:
        self.p = peripheral
        self.closed = False

    def read(self, size: int = 1) -> bytes:
        p = self.p
        with p.lock:
            if self.closed:
                raise serial.SerialException("port closed")
            if p.done:
                chunk = b""
            elif p.rng.random() < p.unplug:
                p.unplugs += 1
                p.pos += p.rng.randrange(0, 40)  # what was on the wire while unplugged is lost
                raise serial.SerialException(
                    "device reports readiness to read but returned no data "
                    "(device disconnected or multiple access on port?)"
                )
            else:
                n = p.rng.randint(1, 48)
                chunk, p.pos = p.data[p.pos : p.pos + n], p.pos + n
        if not chunk:
            time.sleep(0.002)
        return chunk

    def close(self) -> None:
        self.closed = True


def stream(rng: random.Random, lines: int) -> bytes:
    """Commands for any game (bids, passes, dice, tiles) and garbage, with every kind of line ending."""
    out = []
    for _ in range(lines):
        roll = rng.random()
        if roll < 0.3:
            line = f"BID {rng.randint(1, 6)} {rng.choice([rng.randint(0, 12), rng.randint(0, 999999)])}".encode()
        elif roll < 0.5:
            line = f"PASS {rng.randint(1, 8)}".encode()
        elif roll < 0.65:
            line = f"DIE {rng.randint(1, 6)}".encode()
        elif roll < 0.8:
            line = f"tile {rng.randint(1, 12)}{rng.choice('ABCDEFGHI')}".encode()
        elif roll < 0.9:
            line = bytes(rng.randrange(256) for _ in range(rng.randint(0, 120)))
        else:
            line = rng.choice([b"# chatter", b"", b"PASS", b"BID 2", b"DIE 9", b"PASS x", b"RFID zz", b"x" * 200])
        out.append(line + rng.choice([b"\n", b"\r\n", b"\r"]))
    return b"".join(out)


SET_UP = {"start_tile", "layout", "first_player", "guess", "roll"}
"""What the screen does before a peripheral can speak: set-up draws, and Tiny Auction's sealed guesses and
two-dice throw (no storm line is a sealed guess or a pair of dice), so a fast stream meets a bid at once."""


def as_action(table: Table, command: Command) -> dict[str, Any] | None:
    """What the app does with a peripheral's command, for whichever game runs (None: not for this game)."""
    types = table.game.actions.types
    prompt = table.prompt()
    match command:
        case Bid(seat, amount) if "bid" in types:
            return {"type": "bid", "player": seat, "amount": amount}
        case Pass(seat) if "pass" in types:
            return {"type": "pass", "player": seat}
        case Pass(seat) if "buy" in types:
            return {"type": "buy", "player": seat, "shares": {}}
        case Die(value) if "roll" in types:
            fields = table.game.actions.cls("roll").__dataclass_fields__
            return {"type": "roll", "value": value, **({"player": prompt.player} if "player" in fields else {})}
        case Tile(name) if "place_tile" in types and prompt.player is not None:
            return {"type": "place_tile", "player": prompt.player, "tile": name}
    return None


@pytest.mark.parametrize("name", ["tiny", "acquire", "bigshot"])
def test_games_go_on_through_a_storm_of_bytes_and_unplugs(name: str, tmp_path: Path) -> None:
    rng = random.Random(name)
    data = stream(rng, 20000)
    sent = [c for c in LineParser(scanner=False).feed(data) if not hasattr(c, "reason")]
    peripheral = Peripheral(data, seed=rng.randrange(2**32))
    game = get(name)
    chance = ChanceSource(rng.randrange(2**32))
    counts = {"delivered": 0, "applied": 0, "refused": 0, "ignored": 0, "games": 0, "random": 0}
    delivered: list[Command] = []
    tables: list[Table] = []

    def new_table() -> Table:
        config = game.random_config(min(game.max_players, 4), chance)
        table = Table.new(
            game,
            config,
            created="2026-01-01T00:00:00+00:00",
            path=tmp_path / f"{name}-{len(tables)}.jsonl",
            durable=False,
        )
        tables.append(table)
        # The set-up (start tiles drawn, the cube layout, who starts) is done at the screen before the
        # peripheral speaks: otherwise a fast stream can be spent entirely on a set-up it has no command for.
        return played_until(table, lambda t: t.prompt().kind not in SET_UP, chance)

    holder = {"table": new_table()}

    def handle(table: Table, command: Command) -> None:
        action = as_action(table, command)
        if action is None:
            counts["ignored"] += 1
            return
        try:
            decoded = table.game.actions.decode(action)
        except ValueError:
            counts["ignored"] += 1
            return
        try:
            table.submit(decoded)
        except RuleViolation:
            counts["refused"] += 1
            raise
        counts["applied"] += 1

    def sink(command: Command) -> None:  # on the reader thread: only enqueue
        delivered.append(command)
        holder["table"].post(lambda t: handle(t, command))

    reader = SerialInput(
        SerialSettings(port="/dev/ttyACM9", scanner=False),
        sink,
        on_reject=lambda r: None,
        opener=peripheral.open,
        sleep=lambda s: time.sleep(0.0005),
        backoff=(0.5, 30.0),
    )
    threads_before = threading.active_count()
    reader.start()
    deadline = time.monotonic() + 60
    try:
        while not (peripheral.done and counts["games"] >= 2):
            assert time.monotonic() < deadline, "the stream was not consumed in time"
            table = holder["table"]
            table.pump()
            game.check_invariants(table.state)
            if table.over:
                counts["games"] += 1
                holder["table"] = new_table()
            elif rng.random() < 0.3:  # the players also use the screen for what no peripheral sends
                table.submit(game.choose_random(table.state, chance))
                counts["random"] += 1
            time.sleep(0)
        while holder["table"].pump():
            pass
        # commands that arrived for a game already over stay in its queue: nobody pumps a finished table
        counts["after_end"] = sum(len(t._intake) for t in tables)
    finally:
        reader.stop(timeout=PATIENCE)  # joined however slow the machine: no thread is left behind
    assert not reader._thread and threading.active_count() <= threads_before
    assert peripheral.unplugs >= 20 and peripheral.refusals >= 10, vars(peripheral)
    # every delivered command was sent, in order (a line cut by an unplug is lost, never mangled into another)
    it = iter(sent)
    assert all(any(c == s for s in it) for c in delivered), "a delivered command the peripheral never sent"
    assert len(delivered) > len(sent) // 2
    counts["delivered"] = len(delivered)
    assert counts["applied"] + counts["refused"] + counts["ignored"] + counts["after_end"] == len(delivered), counts
    assert counts["applied"] > 0, counts
    print(f"{name}: {len(data)} bytes, {peripheral.unplugs} unplugs, {peripheral.refusals} failed reopenings, {counts}")
    for table in tables:
        table.close()
        loaded = read(table.writer.path if table.writer else tmp_path)
        assert fingerprint(replay(game, loaded.header, loaded.entries).state) == fingerprint(table.state)
