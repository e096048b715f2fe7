"""The bid panel: a whole number between the decision's limits.

One view for every auction (as 18xx.games shares one auction view driven by
its minimum and maximum bid): the standing bid and its bidder, what the seat
can pay, − n + with quick raises for bids (or the counts worth a tap for
shares: none, one, two, all), a keypad for a number typed at once, the
confirm button in the engine's own words, and the alternatives (pass)
beside it.
"""

from __future__ import annotations

from functools import partial

import pygame

from companion.core.decisions import Actor, Amount
from companion.text.buttons import amount_button
from companion.text.i18n import _, money, number
from companion.text.ranges import cap_words, counted

from .. import theme
from ..widgets import Keypad
from . import quantity
from .choice import say_reason
from .panel import GAP, ROW, DecisionPanel, note_height, shrink


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
    cap = cap_words(decision)
    info = "  ·  ".join(part for part in (standing, cap) if part)
    info = info[:1].upper() + info[1:]  # "Can afford 10 guards" alone on its line, as a line begins
    if info and not (panel.keypad and squeezed_by(panel, info, area)):
        area = panel.lines(area, info, color=theme.TEXT_DIM)
    entry = quantity_of(decision, value, low, high, panel.name(actor.seat))
    refused = ""
    if panel.keypad:  # the typed number large, with the range or why it is refused, where − n + was
        refused = quantity.display(panel, entry, pygame.Rect(area.left, area.top, area.width, ROW))
    elif high == low:  # one number possible: said with its unit ("1 share"), no − and + that could do nothing
        panel.label(
            pygame.Rect(area.left, area.top, area.width, ROW),
            money(value, decision.unit) if counted(decision) else entry.show(value),
            size="button",
            align="center",
        )
    else:
        panel.number_row(
            "amount",
            entry.show(value),
            value,
            low,
            high,
            pygame.Rect(area.left, area.top, area.width, ROW),
            why=entry.top(),
            floor=entry.bottom(),
        )
    area = shrink(area, ROW + GAP)
    confirm_row = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    if panel.keypad:
        quantity.pad(panel, entry, pygame.Rect(area.left, area.top, area.width, confirm_row.top - GAP - area.top))
    else:
        quick_row(panel, decision, entry, bidding, pygame.Rect(area.left, area.top, area.width, ROW - 4))
        area = shrink(area, ROW + GAP)
        room = area.height >= quantity.STEP_ROW + GAP + ROW
        if quantity.wide(low, high) and not bidding and room:  # tens and hundreds of a count, one tap each
            quantity.step_row(panel, entry, pygame.Rect(area.left, area.top, area.width, quantity.STEP_ROW))
            area = shrink(area, quantity.STEP_ROW + GAP)
        # why the "+" is greyed, before anyone taps it; not when the line above already says it ("can pay 6M"
        # above "Ben can pay at most 6M"), whose room a preview needs (a bid's "if nobody bids, Ann takes them free")
        said = bool(info) and decision.cap == high and bool(cap)
        if value >= high and entry.limit and high > low and not said:
            area = panel.lines(area, entry.limit, color=theme.WARNING, most=2)
        area = panel.preview(decision.make(value), area)
    action = decision.make(value)
    others = list(decision.others)
    if panel.keypad:  # Confirm or Cancel the typed number; the alternatives come back with − n +
        others = []
        cancel_w = (area.width - GAP) // 3
        panel.button(
            (confirm_row.right - cancel_w, confirm_row.top, cancel_w, ROW),
            _("Cancel"),
            lambda: quantity.close_keypad(panel, "amount", restore=True),
            key="keypad-cancel",
        )
        confirm_w = area.width - cancel_w - GAP
    else:
        confirm_w = area.width if not others else (area.width - GAP) * 2 // 3
    shown = int(panel.typed) if panel.keypad and panel.typed else value  # a refused number is seen refused
    panel.button(
        (confirm_row.left, confirm_row.top, confirm_w, ROW),
        button_text(decision, shown),
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="amount-confirm",
        enabled=not refused,
        refused=lambda: panel.say(refused),
    )
    if others:
        width = (area.width - confirm_w - GAP * len(others)) // len(others)
        for index, option in enumerate(others):
            panel.button(
                (confirm_row.left + confirm_w + GAP + index * (width + GAP), confirm_row.top, width, ROW),
                panel.option_text(actor, option),
                partial(panel.choose, option.action),
                key=f"amount-{option.key}",
                enabled=option.enabled,  # an alternative the rules refuse now keeps its place, greyed, and says why
                refused=partial(say_reason, panel, option) if option.reason else None,
            )


def quantity_of(decision: Amount, value: int, low: int, high: int, name: str) -> quantity.Quantity:
    """The amount as a :class:`~.quantity.Quantity`: its limits as the panel shows them, the engine's reason for
    the top (a cap below the range's top is the cash of the seat ``name``), and what the least is called.

    The reason is said alone when a greyed "+" or a number typed too big is tapped, over the board: it names
    whose cash it is ("Ann can pay at most 27M"; a bare "Can pay 27M." left the table to guess)."""
    if decision.limit is not None:
        why = decision.limit.say(_)
    elif decision.cap is not None and high == decision.cap:
        amount = money(decision.cap, decision.unit)
        why = (
            _("{name} can afford at most {amount}") if counted(decision) else _("{name} can pay at most {amount}")
        ).format(name=name, amount=amount)
    else:
        why = ""
    unit = "" if counted(decision) else decision.unit  # "$7", "7M"; a counted word ("guards") is a count
    least = _("none") if low == 0 and decision.field != "amount" else _("min {least}").format(least=money(low, unit))
    return quantity.Quantity("amount", low, high, value, limit=why, unit=unit, least=least)


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
    below = shrink(area, note_height(count, px))  # as DecisionPanel.lines lays them
    return not Keypad.fits(keypad_room(below)) and Keypad.fits(keypad_room(area))


def button_text(decision: Amount, value: int) -> str:
    """The confirm button: the engine's template (``Buy {value} for {cost}``), else "Bid $7" or "Confirm 3"."""
    named = money(value, decision.unit) if decision.unit == "$" else number(value)  # "Offri 1.270", not 1270
    cost = decision.cost(value)
    total = money(cost, decision.price_unit) if cost is not None else ""  # the price times the number: "$270"
    return _(amount_button(decision)).format(value=named, amount=money(value, decision.unit), cost=total)


def quick_row(
    panel: DecisionPanel, decision: Amount, entry: quantity.Quantity, bidding: bool, rect: pygame.Rect
) -> None:
    """Quick raises (+1 +2 +5, and +10 and "max" for a wide range) for a bid, or the counts worth a tap; then the
    keypad's key. A greyed raise says why when tapped (the engine's reason for the top)."""
    value, low, high = entry.value, entry.low, entry.high
    most = bidding and quantity.wide(low, high) and high > low and decision.top_known  # no "max" for a ceiling
    if bidding:
        # All always, greyed past what the seat can pay: a raise that vanished would let "Type" slide
        # under the finger that was about to tap +5.
        raises = raises_for(rect.width, most)
        quick = [(f"+{step}", value + step) for step in raises] if high > low else []
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
    typed = high - low >= quantity.TYPED
    cells = len(quick) + (1 if typed else 0) + (1 if most else 0)
    if not cells:
        return
    width = (rect.width - GAP * (cells - 1)) // cells
    for index, (text, target) in enumerate(quick):
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, rect.height),
            text,
            partial(panel.set, "amount", target),
            key=f"amount-quick-{index}",
            size=theme.FONT_SIZES["body"],
            enabled=target <= high,
            repeat=bidding,
            refused=lambda: panel.say(entry.top()),
        )
    if most:  # the most the seat can pay, in one tap
        panel.button(
            (rect.left + len(quick) * (width + GAP), rect.top, width, rect.height),
            _("max"),
            lambda: panel.set("amount", high),
            key="amount-max",
            enabled=value < high,
            size=theme.FONT_SIZES["body"],
            refused=lambda: panel.say(entry.top()),
        )
    if typed:
        panel.button(
            (rect.left + (cells - 1) * (width + GAP), rect.top, width, rect.height),
            _("Type"),
            lambda: toggle_keypad(panel),
            key="amount-keypad",
            size=theme.FONT_SIZES["body"],
        )


CELL = 72
"""The narrowest quick button whose words ("Saisir", "max") keep their size."""


def raises_for(width: int, most: bool) -> tuple[int, ...]:
    """The quick raises a row ``width`` wide holds beside "max" and "Type" (a wide range): +1 +2 +5 +10, fewer
    in a narrow panel, none in the narrowest, each button at least :data:`CELL` wide; a narrow range keeps +1 +2
    +5."""
    if not most:
        return (1, 2, 5)
    for raises in ((1, 2, 5, 10), (1, 5, 10), (1, 10), (1,)):
        cells = len(raises) + 2
        if (width - GAP * (cells - 1)) // cells >= CELL:
            return raises
    return ()  # Big Shot's narrow panel: "max" and "Type" only (− n + steps by one)


def toggle_keypad(panel: DecisionPanel) -> None:
    if panel.keypad:
        quantity.close_keypad(panel, "amount", restore=True)
    else:
        quantity.open_keypad(panel, "amount")
