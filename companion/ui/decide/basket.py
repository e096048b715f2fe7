"""The basket: several quantities decided at once, with a live total.

Each line is − n + with the item's colour and price; the total and the
caps (how many in all, how much money) update as fingers tap; a + that
would break a cap is greyed at once, and the confirm button is live only
for a combination the engine offered (:meth:`Basket.allows`), so "buy 2
Tower and 1 Luxor" is one confirmed tap, never a refusal.
"""

from __future__ import annotations

import pygame

from companion.core.decisions import Actor, Basket, BasketItem

from .. import theme
from ..i18n import _, labelled
from ..widgets import Keypad, Swatch
from .amount import money
from .panel import GAP, ROW, DecisionPanel

LINE = 50
QUICK = 48


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Basket)
    quantities = panel.quantities(decision)
    others = list(decision.others)
    beside = len(others) <= 1  # one alternative sits beside the confirm; several get a row of their own
    footer = ROW + GAP + 28 + (0 if beside else ROW + GAP)
    preview = panel.host.preview_lines(decision.make(quantities)) if decision.allows(quantities) else []
    footer += 28 * len(preview[:2])
    lines = area.height - footer
    quick_rows = sum(1 for item in decision.items if item.quick) * (QUICK + GAP)  # full width, under the lines
    heights = [LINE + GAP for _item in decision.items]
    columns = 1 if sum(heights) + quick_rows <= lines else 2
    per_column = -(-len(decision.items) // columns)
    width = (area.width - GAP * (columns - 1)) // columns
    can_type = area.height >= ROW + GAP + 4 * (theme.MIN_TARGET + 4)
    typing = next((item for item in decision.items if item.key == panel.typing), None)
    if typing is not None and can_type:
        keypad(panel, typing, area)
        return
    tops = [area.top] * columns
    for index, item in enumerate(decision.items):
        column = index // per_column
        rect = pygame.Rect(area.left + column * (width + GAP), tops[column], width, LINE)
        tops[column] += heights[index]
        if tops[column] - GAP > area.bottom - footer:
            break
        line(panel, decision, item, quantities, rect, can_type)
    y = max(tops)
    for item in decision.items:
        if item.quick and y + QUICK <= area.bottom - footer:
            quick_row(panel, item, quantities[item.key], pygame.Rect(area.left, y, area.width, QUICK))
            y += QUICK + GAP
    y = area.bottom - footer
    for text in preview[:2]:  # what this basket would do, in the game's words
        panel.label((area.left, y, area.width, 26), text, size="small", color=theme.ACCENT)
        y += 28
    panel.label((area.left, y, area.width, 26), totals(decision, quantities), size="small", color=theme.TEXT_DIM)
    confirm = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    allowed = decision.allows(quantities)
    action = decision.make(quantities)
    count, cost = sum(quantities.values()), money(decision.cost(quantities), decision.unit)
    text = _(decision.button).format(count=count, cost=cost) if decision.button else _("Confirm")
    confirm_w = confirm.width
    if others and beside:  # two thirds for the confirm, unless the alternative's words need more of the row
        alternative = theme.font(theme.FONT_SIZES["body"]).size(panel.option_text(actor, others[0]))[0] + 20
        needed = theme.font(theme.FONT_SIZES["button"]).size(text)[0] + 20
        confirm_w = max(needed, min((confirm.width - GAP) * 2 // 3, confirm.width - GAP - alternative))
    panel.button(
        (confirm.left, confirm.top, confirm_w, ROW),
        text,
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="basket-confirm",
        enabled=allowed,
    )
    if not others:
        return
    row = (
        pygame.Rect(confirm.left + confirm_w + GAP, confirm.top, confirm.width - confirm_w - GAP, ROW)
        if beside
        else pygame.Rect(area.left, confirm.top - ROW - GAP, area.width, ROW)
    )
    width = (row.width - GAP * (len(others) - 1)) // len(others)
    for index, option in enumerate(others):
        panel.button(
            (row.left + index * (width + GAP), row.top, width, ROW),
            panel.option_text(actor, option),
            (lambda a=option.action: panel.choose(a)),
            key=f"basket-{option.key}",
            size=theme.FONT_SIZES["body"],
        )


def line(
    panel: DecisionPanel,
    decision: Basket,
    item: BasketItem,
    quantities: dict[str, int],
    rect: pygame.Rect,
    can_type: bool,
) -> None:
    """One item: its name, price and note on the left, − n + on the right."""
    count = quantities[item.key]
    more = dict(quantities, **{item.key: count + item.step})
    room = count + item.step <= item.high and within_caps(decision, more)
    swatch = panel.host.option_color(item.key)
    # − n + on the right; a line that cannot move shows only its count, and its words get the room.
    controls = LINE if item.low == item.high else min(rect.width // 2, 3 * LINE + 2 * GAP)
    text_rect = pygame.Rect(rect.left, rect.top, rect.width - controls - GAP, rect.height)
    if swatch is not None:
        panel.add(Swatch((text_rect.left, text_rect.top + 6, 14, rect.height - 12), swatch))
        text_rect = pygame.Rect(text_rect.left + 20, text_rect.top, text_rect.width - 20, text_rect.height)
    name = _(item.label)
    price = f" {money(item.price, decision.unit)}" if item.price is not None else ""
    body, small = theme.FONT_SIZES["body"], theme.FONT_SIZES["small"]
    if item.note or theme.font(body).size(name + price)[0] <= text_rect.width:
        panel.label((text_rect.left, text_rect.top, text_rect.width, 28), name + price, size="body")
    else:  # a long name in a narrow column ("complète une liaison"): two lines of notes' type, not one squeezed
        wrapped = theme.wrap(name + price, text_rect.width, small)
        wrapped = [*wrapped[:1], " ".join(wrapped[1:])] if len(wrapped) > 1 else wrapped
        for index, piece in enumerate(wrapped):
            panel.label((text_rect.left, text_rect.top + 2 + index * 23, text_rect.width, 23), piece, size="small")
    if item.note:
        panel.label(
            (text_rect.left, text_rect.top + 26, text_rect.width, 22), _(item.note), size="small", color=theme.TEXT_DIM
        )
    box = pygame.Rect(rect.right - controls, rect.top, controls, rect.height)
    if item.low == item.high:
        panel.label(box, str(count), size="button", align="center")
        return
    side = LINE
    panel.button(
        (box.left, box.top, side, LINE),
        "−",
        lambda: panel.bump(f"item-{item.key}", -item.step, item.low, item.high),
        key=f"item-{item.key}-minus",
        enabled=count - item.step >= item.low,
    )
    middle = pygame.Rect(box.left + side, box.top, box.width - 2 * side, LINE)
    typed = middle.inflate(-2 * GAP, 0)  # a button of its own, apart from − and +
    if can_type and item.high - item.low >= 10 and typed.width >= theme.MIN_TARGET:  # tens of shares: type them
        panel.button(
            typed, str(count), lambda: start_typing(panel, item.key), key=f"item-{item.key}-type", color=theme.PANEL
        )
    else:
        panel.label(middle, str(count), size="button", align="center")
    panel.button(
        (box.right - side, box.top, side, LINE),
        "+",
        lambda: panel.bump(f"item-{item.key}", item.step, item.low, item.high),
        key=f"item-{item.key}-plus",
        enabled=room,
    )


def quick_row(panel: DecisionPanel, item: BasketItem, count: int, rect: pygame.Rect) -> None:
    """The item's quick buttons (a hill +$2, a city link $3) under its line, each kept within its limits."""
    width = (rect.width - GAP * (len(item.quick) - 1)) // len(item.quick)
    for index, quick in enumerate(item.quick):
        target = min(max(quick.apply(count), item.low), item.high)
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, QUICK),
            _(quick.label).format(amount=quick.amount),
            (lambda t=target: panel.set(f"item-{item.key}", t)),
            key=f"item-{item.key}-quick-{index}",
            size=theme.FONT_SIZES["small"],
        )


def start_typing(panel: DecisionPanel, key: str) -> None:
    panel.typing, panel.typed = key, ""
    panel.host.layout()


def keypad(panel: DecisionPanel, item: BasketItem, area: pygame.Rect) -> None:
    """One item's quantity typed at once (forty shares are not forty taps), then back to the basket."""
    panel.label(
        (area.left, area.top, area.width - 130, 30),
        labelled(_(item.label), str(panel.values.get(f"item-{item.key}", item.initial))),
        size="title",
    )
    panel.button(
        (area.right - 120, area.top, 120, ROW - 4),
        _("Done"),
        lambda: start_typing(panel, ""),
        key="item-typed",
        color=theme.CONFIRM,
    )
    pad = Keypad(
        pygame.Rect(area.left, area.top + ROW + GAP, area.width, area.height - ROW - GAP),
        lambda typed: typed_quantity(panel, item, typed),
    )
    pad.text = panel.typed
    panel.add(pad)


def typed_quantity(panel: DecisionPanel, item: BasketItem, typed: str) -> None:
    panel.typed = typed
    if typed:
        panel.values[f"item-{item.key}"] = min(max(int(typed), item.low), item.high)
    panel.host.layout()


def within_caps(decision: Basket, quantities: dict[str, int]) -> bool:
    """True if the quantities keep within the basket's total cap and budget."""
    if decision.total_cap is not None and sum(quantities.values()) > decision.total_cap:
        return False
    return decision.budget is None or decision.cost(quantities) <= decision.budget


def totals(decision: Basket, quantities: dict[str, int]) -> str:
    """ "3 of 3 · $900 of $6000": what is chosen against the caps, in one line."""
    parts = []
    count = sum(quantities.values())
    if decision.total_cap is not None:
        parts.append(_("{count} of {cap}").format(count=count, cap=decision.total_cap))
    if any(item.price is not None for item in decision.items):
        cost = money(decision.cost(quantities), decision.unit)
        parts.append(
            _("{cost} of {budget}").format(cost=cost, budget=money(decision.budget, decision.unit))
            if decision.budget is not None
            else cost
            if parts
            else _("Total {cost}").format(cost=cost)
        )
    return "  ·  ".join(parts)
