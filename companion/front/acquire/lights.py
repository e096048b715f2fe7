"""Acquire on the LEDs: one light per board space.

* a tile of no chain: dim white; a chain's tiles: its colour, brighter and steady once the chain is safe;
* the last tile placed pulses until the next one;
* a founded (or grown) chain sweeps out from the placed tile in its colour;
* in a merger each defunct chain's tiles flow, nearest the merging tile first, from the defunct colour into
  the survivor's;
* a tile selected on the screen before its confirm blinks white on its space (the driver's, through
  ``board_group``), and the player to place lights at their seat.

Contract: the summary's ``board`` (tile → chain id or null), ``chains`` (id → ``{"safe": bool, ...}``) and
``last_tile`` (the tile that pulses: from the summary, so a resumed game or an undo pulses the tile the screen
marks as the last); events ``chain_founded`` (chain, tiles), ``chain_grew`` (chain, tiles), ``merger`` (tile,
survivor, defunct) and ``chain_absorbed`` (defunct, survivor, tiles).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from companion.hardware.layout import Layout
from companion.lights.common import Sweep, field, kind, ripple, wave
from companion.palette import RGB, led, scale

from .palette import UNINCORPORATED
from .palette import chain_led as chain

GROUP = "tiles"
UNSAFE_LEVEL = 0.45
SAFE_LEVEL = 1.0
PULSE_PERIOD = 1.2
PULSE_RATE = 12.0  # a 1.2 s breath needs no more frames than this to look smooth
FAST_RATE = 30.0
STEP = 0.09  # seconds between neighbouring tiles in a sweep
SWEEP_FADE = 0.35
MERGE_FADE = 0.4


class AcquireScene:
    board_group = GROUP  # a tile selected on the screen blinks on its space

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.board: dict[str, str | None] = {}
        self.safe: dict[str, bool] = {}
        self.last_tile: str | None = None
        self.last_at = 0.0
        self.sweeps: list[Sweep] = []

    def chain_colour(self, chain_id: str, peak: bool = False) -> RGB:
        level = SAFE_LEVEL if peak or self.safe.get(chain_id, False) else UNSAFE_LEVEL
        return scale(led(chain(chain_id)), level)

    def update(self, summary: Mapping[str, Any], events: Iterable[Any], now: float) -> None:
        self.board = dict(summary.get("board", {}))
        self.safe = {cid: bool(info.get("safe")) for cid, info in summary.get("chains", {}).items()}
        last = summary.get("last_tile")
        last = str(last) if last else None
        if last != self.last_tile:  # a tile placed, or the board as a resumed game or an undo left it
            self.last_tile, self.last_at = last, now
        merging_tile: str | None = None
        merge_offset = 0.0
        for event in events:
            tag, tiles = kind(event), [str(t) for t in field(event, "tiles", ())]
            if tag in ("chain_founded", "chain_grew"):
                grown = self.chain_colour(str(field(event, "chain")), peak=True)
                delays = ripple(self.last_tile, tiles, STEP)
                self.sweeps.append(Sweep(now, delays, led(UNINCORPORATED), grown, SWEEP_FADE))
            elif tag == "merger":
                merging_tile = str(field(event, "tile"))
            elif tag == "chain_absorbed":
                defunct = self.chain_colour(str(field(event, "defunct")))
                delays = ripple(merging_tile or self.last_tile, tiles, STEP, merge_offset)
                self.sweeps.append(Sweep(now, delays, defunct, None, MERGE_FADE))
                merge_offset = self.sweeps[-1].end - now  # the next defunct chain flows after this one
        self.sweeps = [s for s in self.sweeps if s.end > now]

    def render(self, now: float) -> dict[int, RGB]:
        self.sweeps = [s for s in self.sweeps if s.end > now]
        out: dict[int, RGB] = {}
        for tile in self.board:
            owner = self.board.get(tile)
            colour = self.chain_colour(owner) if owner else led(UNINCORPORATED)
            for sweep in self.sweeps:
                override = sweep.colour(tile, colour, now)
                if override is not None:
                    colour = override
            if tile == self.last_tile and not any(tile in s.delays for s in self.sweeps):
                colour = self.pulse(tile, now)
            for index in self.layout.get(GROUP, tile):
                out[index] = colour
        return out

    def frame_rate(self, now: float) -> float:
        """Frames per second this scene needs now: sweeps move fast, the pulse breathes slowly."""
        if any(s.end > now for s in self.sweeps):
            return FAST_RATE
        return PULSE_RATE if self.last_tile is not None else 0.0

    def pulse(self, tile: str, now: float) -> RGB:
        owner = self.board.get(tile)
        bright = self.chain_colour(owner, peak=True) if owner else led((200, 200, 200))
        return scale(bright, wave(now, self.last_at, PULSE_PERIOD, 0.25, 1.0))
