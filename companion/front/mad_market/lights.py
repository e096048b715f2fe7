"""Mad Market on the LEDs: the share market as six bars in stock colours, and the forecast's position.

* each stock's column lights from the bottom field up to its marker: the
  marker bright in the stock's colour, the fields below it faint, so the six
  prices read as a bar chart across the table;
* a stock whose price just moved blinks on its new field for a moment (the
  dice's, the forecast's, a broker's, a trade's move);
* the forecast track shows the marker's field in white and the next field
  (what the next move will do) pulsing in its stock's colour; when both fall
  on one LED it pulses from white to that colour.

A share track longer or shorter than a column is shown proportionally.
Contract: the summary's ``stocks`` (stock → ``field``), ``track`` (the
values, for its length), ``forecast`` (the marker's 1-based field),
``insight.forecast_next`` (``field``, ``stock``), optionally
``forecast_fields`` (the forecast track's length; 24, the stand-in's, if
absent); the event
``price_moved`` (``stock``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from companion.hardware.layout import Layout
from companion.lights.common import OFF, field, kind, wave
from companion.palette import RGB, led, mix, scale

from .palette import FORECAST_LED, STOCK_LEDS

LEVEL = 0.7
BAR_LEVEL = 0.08
BLINK = 1.5  # seconds a moved price blinks
BLINK_PERIOD = 0.3
PULSE_PERIOD = 1.6


def colour(stock: str, level: float = LEVEL) -> RGB:
    return scale(led(STOCK_LEDS.get(stock, (255, 255, 255))), level)


def row_for(field_number: int, fields: int, rows: int) -> int:
    """The LED row (1 = bottom) of track field ``field_number`` (1-based) of a track of ``fields`` fields."""
    if fields <= 1 or rows <= 1:
        return 1
    return 1 + round((field_number - 1) * (rows - 1) / (fields - 1))


class MadMarketScene:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.fields: dict[str, int] = {}  # stock -> marker's field (1-based)
        self.length = 16  # the share track's fields
        self.forecast: int | None = None
        self.upcoming: tuple[int, str] | None = None  # the next forecast field and its stock
        self.forecast_length: int | None = None
        self.moved: dict[str, float] = {}  # stock -> when its price last moved

    def update(self, summary: Mapping[str, Any], events: Iterable[Any], now: float) -> None:
        self.fields = {stock: int(info["field"]) for stock, info in (summary.get("stocks") or {}).items()}
        self.length = len(summary.get("track") or []) or self.length
        self.forecast = summary.get("forecast")
        upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
        self.upcoming = (int(upcoming["field"]), str(upcoming["stock"])) if upcoming else None
        self.forecast_length = summary.get("forecast_fields")
        for event in events:
            if kind(event) == "price_moved":
                self.moved[str(field(event, "stock"))] = now

    def forecast_led(self, field_number: int) -> tuple[int, ...]:
        """The LED of forecast field ``field_number`` (1-based): the track's fields share the LEDs evenly."""
        count = len(self.layout.keys("forecast"))
        if not count:
            return ()
        length = self.forecast_length or 2 * count
        index = min(count - 1, (field_number - 1) * count // max(1, length))
        return self.layout.get("forecast", index)

    def render(self, now: float) -> dict[int, RGB]:
        self.moved = {s: t for s, t in self.moved.items() if now - t < BLINK}
        out: dict[int, RGB] = {}
        rows = len(self.layout.keys("market")) // 6 or 1
        for stock, at in self.fields.items():
            top = row_for(at, self.length, rows)
            for row in range(1, rows + 1):
                lit = OFF if row > top else colour(stock, BAR_LEVEL) if row < top else colour(stock)
                if row == top and stock in self.moved and math.floor((now - self.moved[stock]) / BLINK_PERIOD) % 2:
                    lit = OFF
                for index in self.layout.get("market", f"{stock}-{row}"):
                    out[index] = lit
        for index in range(len(self.layout.keys("forecast"))):
            for led_index in self.layout.get("forecast", index):
                out[led_index] = OFF
        marker = self.forecast_led(self.forecast) if isinstance(self.forecast, int) else ()
        for index in marker:
            out[index] = scale(led(FORECAST_LED), LEVEL)
        if self.upcoming is not None:
            level = wave(now, 0.0, PULSE_PERIOD, 0.0, 1.0)
            for index in self.forecast_led(self.upcoming[0]):
                out[index] = (
                    mix(out[index], colour(self.upcoming[1]), level)
                    if index in marker
                    else colour(self.upcoming[1], LEVEL * (0.2 + 0.8 * level))
                )
        return out

    def frame_rate(self, now: float) -> float:
        """30 frames a second while a price blinks; a few for the forecast's pulse."""
        if any(now - t < BLINK for t in self.moved.values()):
            return 30.0
        return 8.0 if self.upcoming is not None else 0.0
