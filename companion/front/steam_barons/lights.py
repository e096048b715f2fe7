"""Steam Barons on the LEDs: the Share Price track and the performance track, in company colours.

* each price square (0..18, and B) shows the companies whose price is there;
  several companies on one square take turns; an empty green or pink square
  glows faintly in its colour, so the card's marks show on the strip;
* the company being auctioned pulses on its square;
* after phase 4 each company whose price moved runs from its old square to
  its new one, then blinks there (the adjustment result, animated);
* the performance track shows each active company's performance this turn.

Contract: the summary's ``companies`` (id → ``price`` or null, ``removed``,
``performance``), ``card.green`` / ``card.pink`` (square → size), ``phase`` and
``at``; events ``price_moved`` (company, old, new), ``prices_held`` (companies) and ``game_over``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from companion.hardware.layout import Layout
from companion.lights.common import OFF, field, kind, wave
from companion.palette import RGB, led, scale

from .palette import COMPANY_LEDS, GREEN_SQUARE, PINK_SQUARE

LEVEL = 0.7
MARK_LEVEL = 0.12
SHARE_PERIOD = 0.7  # seconds each company shows on a shared square
RUN = 1.2  # seconds a moved price takes from its old square to its new one
BLINK = 1.2  # then seconds it blinks there
BLINK_PERIOD = 0.3
PULSE_PERIOD = 1.2
TOP_PRICE = 18
TOP_PERFORMANCE = 30


def colour(company: str) -> RGB:
    return scale(led(COMPANY_LEDS.get(company, (255, 255, 255))), LEVEL)


class SteamBaronsScene:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.prices: dict[str, str] = {}  # company -> price square key ("0".."18" or "B")
        self.performance: dict[str, int] = {}
        self.green: set[str] = set()
        self.pink: set[str] = set()
        self.auctioned: str | None = None
        self.moves: dict[str, tuple[str, str, float]] = {}  # company -> old, new square, start

    # -- input ---------------------------------------------------------------------------
    def update(self, summary: Mapping[str, Any], events: Iterable[Any], now: float) -> None:
        companies = summary.get("companies", {})
        self.prices = {c: ("B" if firm.get("price") is None else str(firm["price"])) for c, firm in companies.items()}
        self.performance = {
            c: int(firm.get("performance", 0))
            for c, firm in companies.items()
            if not firm.get("removed") and firm.get("price") is not None
        }
        card = summary.get("card", {})
        self.green = set(card.get("green", {}))
        self.pink = set(card.get("pink", {}))
        self.auctioned = summary.get("at") if summary.get("phase") == "auction" else None
        for event in events:
            tag = kind(event)
            if tag == "price_moved":
                new = field(event, "new")
                self.moves[str(field(event, "company"))] = (
                    str(field(event, "old")),
                    "B" if new is None else str(new),
                    now,
                )
            elif tag == "prices_held":  # still, they blink where they are with the others' run
                for company in field(event, "companies") or ():
                    at = self.prices.get(str(company), "B")
                    self.moves[str(company)] = (at, at, now)
            elif tag == "game_over":
                self.auctioned = None

    # -- output --------------------------------------------------------------------------
    def render(self, now: float) -> dict[int, RGB]:
        self.moves = {c: m for c, m in self.moves.items() if now - m[2] < RUN + BLINK}
        out: dict[int, RGB] = {}
        for square in [*map(str, range(TOP_PRICE + 1)), "B"]:
            mark = GREEN_SQUARE if square in self.green else PINK_SQUARE if square in self.pink else None
            for index in self.layout.get("price", square):
                out[index] = scale(led(mark), MARK_LEVEL) if mark else OFF
        on_square: dict[str, list[str]] = {}
        for company, square in self.prices.items():
            shown = self.shown_square(company, square, now)
            if shown is not None:
                on_square.setdefault(shown, []).append(company)
        steps: dict[int, list[str]] = {}
        for company, performance in self.performance.items():
            steps.setdefault(min(performance, TOP_PERFORMANCE), []).append(company)
        for track, places in (("price", on_square), ("performance", steps)):
            for place, companies in places.items():
                company = companies[math.floor(now / SHARE_PERIOD) % len(companies)]  # shared: take turns
                lit = colour(company)
                if track == "price" and company == self.auctioned:
                    lit = scale(lit, wave(now, 0.0, PULSE_PERIOD, 0.25, 1.0))
                for index in self.layout.get(track, place):
                    out[index] = lit
        return out

    def shown_square(self, company: str, square: str, now: float) -> str | None:
        """Where ``company``'s marker is drawn now: running, blinking (None when blinked off) or still."""
        move = self.moves.get(company)
        if move is None:
            return square
        old, new, start = move
        elapsed = now - start
        if elapsed < RUN and old != "B" and new != "B":
            a, b = int(old), int(new)
            return str(round(a + (b - a) * elapsed / RUN))
        if elapsed < RUN + BLINK:
            return new if math.floor((elapsed - RUN) / BLINK_PERIOD) % 2 == 0 else None
        return square

    def frame_rate(self, now: float) -> float:
        """30 frames a second while prices run; a few while squares are shared or an auction pulses."""
        if any(now - start < RUN + BLINK for _, _, start in self.moves.values()):
            return 30.0
        if self.auctioned is not None:
            return 12.0
        shared = len(set(self.prices.values())) < len(self.prices) or (
            len(set(self.performance.values())) < len(self.performance)
        )
        return 4.0 if shared else 0.0
