"""An LED strip that fails during play (its supply or SPI bus gone) is told to the table, not only to the log.

The board went dark under the players and nobody said why: the strip fell back to its simulated backend with a
line in the log. Now the players are told once, in the words of a strip missing at start-up, as a device's bad
news (the touchscreen's red notice, the console's line); the game goes on, and later frames say nothing more.
When it lights the board again they are told that too, as good news: the board coming back on its own, after
a red notice, left them wondering whether to trust it.
"""

from __future__ import annotations

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.hardware.strip import SimulatedStrip
from companion.peripherals import LIGHTS_BACK, LIGHTS_FLAPPING, MISSING_TEXTS, Peripherals
from tests.wiring.test_sound_lost import Told


class DyingStrip(SimulatedStrip):
    """A strip whose driver dies at its first frame, as an unplugged SPI bus would."""

    def show(self) -> None:
        raise OSError("SPI bus went away")


def test_a_strip_that_dies_during_play_is_told_once_and_the_game_goes_on() -> None:
    now = [100.0]
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False, clock=lambda: now[0])
    told = Told()
    peripherals.front = told
    peripherals.devices.strip.backend = DyingStrip(len(peripherals.devices.strip))
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    try:
        peripherals.attach(table)
        peripherals.tick()
        assert told.notices == [(MISSING_TEXTS["lights"], True)]
        table.submit({"type": "start_tile", "player": 0, "tile": "9A"})
        now[0] += 5
        assert peripherals.tick()  # frames go on, to the simulated strip, without another word
        assert told.notices == [(MISSING_TEXTS["lights"], True)]
        assert peripherals.devices.strip.simulated is not None
    finally:
        peripherals.close()


class LooseStrip(SimulatedStrip):
    """A strip on a loose connector: dark while ``loose``, lit again once it is re-seated."""

    loose = True

    def show(self) -> None:
        if self.loose:
            raise OSError("[Errno 5] Input/output error")
        super().show()


def loose_table(now: list[float], players: int = 2) -> tuple[Peripherals, Told, LooseStrip, Table]:
    """An Acquire table (two players unless told) whose strip is on a loose connector, its clock ``now[0]``, its
    news kept."""
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False, clock=lambda: now[0])
    told = Told()
    peripherals.front = told
    strip = LooseStrip(len(peripherals.devices.strip))
    peripherals.devices.strip.backend = strip
    return (
        peripherals,
        told,
        strip,
        Table.new(
            get("acquire"), {"players": ["Ann", "Ben", "Cat", "Dan"][:players], "tiles": "physical"}, created="x"
        ),
    )


def test_a_strip_that_comes_back_lights_the_board_again_though_nothing_changed() -> None:
    now = [100.0]
    peripherals, told, strip, table = loose_table(now)
    try:
        peripherals.attach(table)
        peripherals.tick()
        board = peripherals.devices.strip.simulated
        assert board is not None and told.notices == [(MISSING_TEXTS["lights"], True)]
        strip.loose = False  # re-seated; the players are still thinking, so the board does not change
        now[0] += 60
        peripherals.tick()
        assert not peripherals.devices.strip.degraded and peripherals.devices.strip.backend is strip
        assert strip.frame == board.frame and any(pixel != (0, 0, 0) for pixel in strip.frame)
        assert told.notices == [(MISSING_TEXTS["lights"], True), (LIGHTS_BACK, False)]  # good news, once
        now[0] += 5
        peripherals.tick()
        assert len(told.notices) == 2
    finally:
        peripherals.close()


def test_a_strip_flickering_back_and_off_is_told_once_that_it_keeps_dropping_out_not_at_each_return() -> None:
    """A strip failing again soon after coming back is not told lost again, nor back at each return: the players,
    who heard "out" then "working again", hear once that it keeps dropping out and what to check, as bad news
    (once they believed lights that flickered work, only the log said otherwise), and that it works again only
    once it has held a minute."""
    now = [100.0]
    peripherals, told, strip, table = loose_table(now, players=4)
    try:
        peripherals.attach(table)
        peripherals.tick()
        strip.loose = False
        now[0] += 60
        peripherals.tick()  # back: told
        for seat, tile in enumerate(["9A", "3C", "5E", "7G"]):  # out a second later, back at its next attempt...
            strip.loose = True
            assert table.submit({"type": "start_tile", "player": seat, "tile": tile})  # a new frame to show
            now[0] += 1
            peripherals.tick()
            strip.loose = False
            now[0] = peripherals.devices.strip.retry_at or now[0]
            peripherals.tick()
            assert not peripherals.devices.strip.degraded
        assert peripherals.devices.strip.delay == 16.0  # four flaps, each waited out twice as long
        bad, good = (MISSING_TEXTS["lights"], True), (LIGHTS_BACK, False)
        assert told.notices == [bad, good, (LIGHTS_FLAPPING, True)]
        now[0] += 59
        peripherals.tick()  # not held a minute yet
        assert told.notices == [bad, good, (LIGHTS_FLAPPING, True)]
        now[0] += 1
        peripherals.tick()  # held: good news, once
        now[0] += 300
        peripherals.tick()
        assert told.notices == [bad, good, (LIGHTS_FLAPPING, True), good]
    finally:
        peripherals.close()
