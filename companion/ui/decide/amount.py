"""The bid panel: a whole number between the decision's limits.

One view for every auction (as 18xx.games shares one auction view driven by
its minimum and maximum bid): the standing bid and its bidder, what the seat
can pay, − n + with quick raises for bids (or the counts worth a tap for
shares: none, one, two, all), a keypad for a number typed at once, the
confirm button in the engine's own words, and the alternatives (pass)
beside it.
"""

from __future__ import annotations

import pygame

from companion.core.decisions import Actor, Amount

from .. import theme
from ..i18n import _, number
from ..widgets import Keypad
from .panel import GAP, ROW, DecisionPanel, shrink


def money(value: int | None, unit: str) -> str:
    """``value`` with its unit as players say it: $7, 7M, 3 shares."""
    if value is None:
        return "-"
    if unit == "$":
        return f"${number(value)}"
    if len(unit) <= 2:
        return f"{value}{unit}"
    return f"{value} {_(unit)}"


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Amount) and decision.range is not None
    low, high = decision.low, decision.high
    if decision.cap is not None and low <= decision.cap < high:
        high = decision.cap  # what the seat can pay; the engine still checks hidden money
    bidding = decision.field == "amount"
    value = panel.value("amount", low, low, high)
    standing = (
        _("High bid {amount} by {name}").format(
            amount=money(decision.high_bid, decision.unit), name=panel.name(decision.high_bidder)
        )
        if decision.high_bid is not None
        else (_("No bid yet") if bidding else "")
    )
    cap = _("can pay {amount}").format(amount=money(decision.cap, decision.unit)) if decision.cap is not None else ""
    info = "  ·  ".join(part for part in (standing, cap) if part)
    if info and not (panel.keypad and squeezed_by(panel, info, area)):
        area = panel.lines(area, info, color=theme.TEXT_DIM)
    text = decision.unit if decision.unit == "$" else ""
    panel.number_row("amount", text, value, low, high, pygame.Rect(area.left, area.top, area.width, ROW))
    area = shrink(area, ROW + GAP)
    confirm_row = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    if panel.keypad:
        pad = pygame.Rect(area.left, area.top, area.width, confirm_row.top - GAP - area.top)
        keypad = Keypad(pad, lambda typed: typed_value(panel, typed, low, high))
        keypad.text = panel.typed
        panel.add(keypad)
    else:
        quick_row(panel, decision, value, low, high, bidding, pygame.Rect(area.left, area.top, area.width, ROW - 4))
        area = shrink(area, ROW + GAP)
        area = panel.preview(decision.make(value), area)
    action = decision.make(value)
    others = list(decision.others)
    confirm_w = area.width if not others else (area.width - GAP) * 2 // 3
    panel.button(
        (confirm_row.left, confirm_row.top, confirm_w, ROW),
        button_text(decision, value),
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="amount-confirm",
    )
    if others:
        width = (area.width - confirm_w - GAP * len(others)) // len(others)
        for index, option in enumerate(others):
            panel.button(
                (confirm_row.left + confirm_w + GAP + index * (width + GAP), confirm_row.top, width, ROW),
                panel.option_text(actor, option),
                (lambda a=option.action: panel.choose(a)),
                key=f"amount-{option.key}",
            )


def keypad_room(area: pygame.Rect) -> pygame.Rect:
    """Where the keypad goes in ``area`` (the panel below the standing bid): under the − n + row, above the
    confirm row."""
    top = area.top + ROW + GAP
    return pygame.Rect(area.left, top, area.width, area.bottom - ROW - GAP - top)


def squeezed_by(panel: DecisionPanel, info: str, area: pygame.Rect) -> bool:
    """True if the standing bid's line would leave the keypad keys too small for a finger: the keypad then
    takes its room (the bid and what the seat can pay come back with the − n + row)."""
    px = theme.FONT_SIZES["small"]
    count = 1 if theme.font(px).size(info)[0] <= area.width else len(theme.wrap(info, area.width, px))
    below = shrink(area, count * (theme.font(px).get_linesize() + 10))  # as DecisionPanel.lines lays them
    return not Keypad.fits(keypad_room(below)) and Keypad.fits(keypad_room(area))


def button_text(decision: Amount, value: int) -> str:
    """The confirm button: the engine's template (``Buy {value}``), else "Bid $7" or "Confirm 3"."""
    if decision.button:
        return _(decision.button).format(value=money(value, decision.unit) if decision.unit == "$" else value)
    if decision.field == "amount":
        return _("Bid {amount}").format(amount=money(value, decision.unit))
    return _("Confirm {value}").format(value=value)


def quick_row(
    panel: DecisionPanel, decision: Amount, value: int, low: int, high: int, bidding: bool, rect: pygame.Rect
) -> None:
    """Quick raises (+1 +2 +5) for a bid, or the counts worth a tap; then the keypad's key."""
    if bidding:
        # All three always, greyed past what the seat can pay: a raise that vanished would let "Type" slide
        # under the finger that was about to tap +5.
        quick = [(f"+{step}", value + step) for step in (1, 2, 5)] if high > low else []
    else:
        counts = [c for c in dict.fromkeys((low, 1, 2, high)) if low <= c <= high]
        quick = (
            [
                (_("none") if c == 0 else _("all ({count})").format(count=c) if c == high else str(c), c)
                for c in counts[-3:]
            ]
            if len(counts) > 1
            else []
        )
    typed = high - low >= 10
    cells = len(quick) + (1 if typed else 0)
    if not cells:
        return
    width = (rect.width - GAP * (cells - 1)) // cells
    for index, (text, target) in enumerate(quick):
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, rect.height),
            text,
            (lambda t=target: panel.set("amount", t)),
            key=f"amount-quick-{index}",
            size=theme.FONT_SIZES["body"],
            enabled=target <= high,
        )
    if typed:
        panel.button(
            (rect.left + len(quick) * (width + GAP), rect.top, width, rect.height),
            _("Type"),
            lambda: toggle_keypad(panel),
            key="amount-keypad",
            size=theme.FONT_SIZES["body"],
        )


def toggle_keypad(panel: DecisionPanel) -> None:
    panel.keypad = not panel.keypad
    panel.typed = ""
    panel.host.layout()


def typed_value(panel: DecisionPanel, typed: str, low: int, high: int) -> None:
    """A number typed on the keypad: kept within the limits as it grows, shown at once."""
    panel.typed = typed
    if typed:
        panel.values["amount"] = min(max(int(typed), low), high)
    panel.host.layout()
