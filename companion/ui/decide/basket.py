"""The basket: several quantities decided at once, with a live total.

Each line is − n + with the item's colour and price (a yes-or-no line is one
toggle); the total and the
caps (how many in all, how much money) update as fingers tap; a + that
would break a cap is greyed at once (a tap on it says why: the engine's
reason for the item's top, or the cap), and the confirm button is live only
for a combination the engine offered (:meth:`Basket.allows`), so "buy 2
Tower and 1 Luxor" is one confirmed tap, never a refusal. A basket that
takes one line per confirm says so when more are filled.

A line with tens of units (forty shares) has its count as a button: it
opens the line on its own with the quantity tools (:mod:`.quantity`:
steps, "max", a held "+", the keypad) and the basket's confirm beside.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from companion.core.decisions import Actor, Basket, BasketItem
from companion.core.i18n import say
from companion.text.baskets import OVER_OWN_BUDGET, totals
from companion.text.buttons import basket_button, idle_button
from companion.text.i18n import _, money, number

from .. import theme
from ..widgets import Swatch
from . import quantity
from .choice import say_reason
from .panel import GAP, PREVIEW_STEP, PREVIEW_TIGHT, ROW, DecisionPanel, shrink

LINE = 50
QUICK = 48
PREVIEW_LINES = 2
"""The most lines of the engine's preview shown under a basket's lines."""
FOCUS = 34 + 2 * (ROW + GAP) + quantity.STEP_ROW + GAP
"""The least height a line opened on its own needs: its name, − n +, one row of steps and max, Back and confirm."""


def layout(panel: DecisionPanel, actor: Actor, area: pygame.Rect) -> None:
    decision = actor.decision
    assert isinstance(decision, Basket)
    quantities = panel.quantities(decision)
    others = list(decision.others)
    beside = len(others) <= 1  # one alternative sits beside the confirm; several get a row of their own
    footer = ROW + GAP + 28 + (0 if beside else ROW + GAP)
    preview = panel.host.preview_lines(decision.make(quantities)) if decision.allows(quantities) else []
    steady = area.height - footer - 28 * preview_room(panel, decision, quantities, preview)
    footer += 28 * len(preview[:PREVIEW_LINES])
    quick_rows = sum(1 for item in decision.items if item.quick) * (QUICK + GAP)  # full width, under the lines
    heights = [LINE + GAP for _item in decision.items]
    columns = 1 if sum(heights) + quick_rows <= steady else 2
    per_column = -(-len(decision.items) // columns)
    width = (area.width - GAP * (columns - 1)) // columns
    can_type = area.height >= FOCUS
    focus = next((item for item in decision.items if item.key == panel.focus), None)
    if focus is not None and can_type:
        focused(panel, actor, decision, focus, quantities, area)
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
    for text in preview[:PREVIEW_LINES]:  # what this basket would do, in the game's words
        panel.label((area.left, y, area.width, 26), text, size="small", color=theme.ACCENT)
        y += 28
    crowded = decision.too_many_lines(quantities) and decision.lines_note
    panel.label(
        (area.left, y, area.width, 26),
        _(decision.lines_note) if crowded else totals(decision, quantities),
        size="small",
        color=theme.WARNING if crowded else theme.TEXT_DIM,
    )
    confirm = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    text = confirm_text(decision, quantities)
    confirm_w = confirm.width
    if others and beside:  # two thirds for the confirm, unless the alternative's words need more of the row
        alternative = theme.font(theme.FONT_SIZES["body"]).size(panel.option_text(actor, others[0]))[0] + 20
        needed = theme.font(theme.FONT_SIZES["button"]).size(text)[0] + 20
        confirm_w = max(needed, min((confirm.width - GAP) * 2 // 3, confirm.width - GAP - alternative))
    confirm_button(panel, decision, quantities, pygame.Rect(confirm.left, confirm.top, confirm_w, ROW))
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
            partial(panel.choose, option.action),
            key=f"basket-{option.key}",
            enabled=option.enabled,  # an alternative the rules refuse now keeps its place, greyed, and says why
            refused=partial(say_reason, panel, option) if option.reason else None,
            size=theme.FONT_SIZES["body"],
        )


def preview_room(panel: DecisionPanel, decision: Basket, quantities: dict[str, int], preview: list[str]) -> int:
    """The preview lines a basket keeps room for when it decides on one column or two: those shown now, or those
    one more of its first line that can move would show, whichever are more.

    Decided on the lines shown alone, a company's first "+" for a link made the preview appear, the two lines
    turned into two columns, and the "+" moved from under the finger: the next taps hit the other line.
    """
    room = len(preview[:PREVIEW_LINES])
    for item in decision.items:
        more = dict(quantities, **{item.key: quantities[item.key] + item.step})
        if more[item.key] <= item.high:
            if room < PREVIEW_LINES and decision.allows(more):
                room = max(room, len(panel.host.preview_lines(decision.make(more))[:PREVIEW_LINES]))
            break
    return room


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
    # − n + on the right; a line that cannot move shows only its count, where the other lines' counts stand, and
    # its words get the room up to it; its note may run on under the count (lifted to the name's row) to the +.
    reach, controls = controls_place(item, rect.width, can_type, decision.items)
    text_rect = pygame.Rect(rect.left, rect.top, rect.width - reach - GAP, rect.height)
    wide = note_width(item, rect.width, can_type, decision.items)
    if swatch is not None:
        panel.add(Swatch((text_rect.left, text_rect.top + 6, 14, rect.height - 12), swatch))
        text_rect = pygame.Rect(text_rect.left + 20, text_rect.top, text_rect.width - 20, text_rect.height)
        wide -= 20
    name = say(item.label, _)
    price = f" {money(item.price, decision.unit)}" if item.price is not None else ""
    body, small = theme.FONT_SIZES["body"], theme.FONT_SIZES["small"]
    note = fixed_note(item, wide)
    lifted = bool(note) and theme.text_size(note, small)[0] > text_rect.width
    if note or theme.font(body).size(name + price)[0] <= text_rect.width:
        panel.label((text_rect.left, text_rect.top, text_rect.width, 28), name + price, size="body")
    else:  # a long name in a narrow column ("complète une liaison"): lines of notes' type, not one squeezed
        for top, height, piece in name_lines(name + price, text_rect.width, rect.height):
            panel.label((text_rect.left, text_rect.top + top, text_rect.width, height), piece, size="small")
    if note:
        span = wide if lifted else text_rect.width
        panel.label((text_rect.left, text_rect.top + 26, span, 22), note, size="small", color=theme.TEXT_DIM)
    box = pygame.Rect(rect.right - reach, rect.top, controls, 28 if lifted else rect.height)
    if item.low == item.high:
        panel.label(box, fixed_text(item, count), size="button", align="center")
        return
    if item.switch:  # one toggle that says what is chosen: a tap turns "no" to "yes" and back
        panel.button(
            box,
            _("yes") if count else _("no"),
            lambda: panel.set(f"item-{item.key}", item.high - count),
            key=f"item-{item.key}-switch",
            color=theme.ACCENT if count else theme.PANEL_LIGHT,
            text_color=theme.BACKGROUND if count else theme.TEXT,
        )
        return
    side = LINE
    panel.button(
        (box.left, box.top, side, LINE),
        "−",
        lambda: step(panel, decision, item, -item.step),
        key=f"item-{item.key}-minus",
        enabled=count - item.step >= item.low,
        repeat=True,
        refused=lambda: panel.say(bottom_reason(decision, item)),
    )
    middle = pygame.Rect(box.left + side, box.top, box.width - 2 * side, LINE)
    typed = middle.inflate(-GAP, 0)  # a button of its own, apart from − and +
    if can_type and item.high - item.low >= quantity.TYPED and typed.width >= theme.MIN_TARGET:  # tens: its own page
        panel.button(
            typed, str(count), lambda: open_item(panel, item.key), key=f"item-{item.key}-type", color=theme.PANEL
        )
    else:
        panel.label(middle, str(count), size="button", align="center")
    panel.button(
        (box.right - side, box.top, side, LINE),
        "+",
        lambda: step(panel, decision, item, item.step),
        key=f"item-{item.key}-plus",
        enabled=room,
        repeat=True,
        refused=lambda: panel.say(top_reason(decision, item, quantities)),
    )


def name_lines(text: str, width: int, height: int) -> list[tuple[int, int, str]]:
    """A long name's lines at the notes' type in a line's words ``width`` by ``height``: each line's top (from
    the line's), height and words. Two lines stand 23 px apart; a name that needs three takes three at a third of
    the height each, if the type's line fits there; past that, the rest after the first line is one line, which
    shrinks (and the fit check says so).

    The Italian "collegamenti senza proprietario" beside two columns of − n + wrapped as "collegamenti" and
    "senza proprietario", and the second line, 4 px too wide, shrank below the least type.
    """
    small = theme.FONT_SIZES["small"]
    wrapped = theme.wrap(text, width, small)
    pitch = height // max(len(wrapped), 1)
    if len(wrapped) > 2 and pitch >= theme.measure(theme.font(small), text)[1]:
        return [(index * pitch, pitch, piece) for index, piece in enumerate(wrapped)]
    wrapped = [*wrapped[:1], " ".join(wrapped[1:])] if len(wrapped) > 1 else wrapped
    return [(2 + index * 23, 23, piece) for index, piece in enumerate(wrapped)]


def step(panel: DecisionPanel, decision: Basket, item: BasketItem, delta: int) -> None:
    """A line's "−" or "+" (held, again and again): ``delta`` from its count at that moment, within its limits,
    past the counts a line alone never holds (a debt's sale "at least 36": "+" from 0 goes to 36, "−" from 36
    back to 0, where "+" went to 1, refused; :meth:`~companion.core.decisions.Basket.least_alone`, asked at the
    tap, not at every frame). A jump the basket's caps refuse says the cap and leaves the count."""
    key = f"item-{item.key}"
    now = panel.values.get(key, item.low)
    target = min(max(now + delta, item.low), item.high)
    target = quantity.past_gap(target, now, item.low, decision.least_alone(item) or 0)
    more = dict(panel.quantities(decision), **{item.key: target})
    if target > now + delta and not within_caps(decision, more):
        panel.say(cap_reason(decision, more))
        return
    panel.set(key, target)


def fixed_note(item: BasketItem, width: int) -> str:
    """The words under a line's name: its note, else, on a line that cannot move, the engine's reason for its top
    when it fits the line's ``width`` at the notes' size (a longer reason is still said by the greyed confirm).

    A line fixed at its count shows no − and +, only the count: a player with no cash left saw every share on
    offer with a price and a 0 and nothing to say why ("$0 buys at most 0 at $400" was only in the engine's
    limit, said by a "+" that was not drawn).
    """
    if item.note:  # an N_ text ("sold out") or a Phrase with its number ("you hold 3 shares")
        return say(item.note, _)
    if item.low == item.high and not item.switch and item.limit is not None:
        reason = item.limit.say(_)
        if theme.text_size(reason, theme.FONT_SIZES["small"])[0] <= width:
            return reason
    return ""


def controls_width(item: BasketItem, width: int, can_type: bool = True, lines: Sequence[BasketItem] = ()) -> int:
    """How wide a line's − n + is in a column ``width`` wide: a fixed count needs only itself, a toggle is as wide
    as − n + would be; a line with − and + is as wide as the widest of them among the basket's ``lines`` (its own
    width if none are given), so every − and every + stand one above the other.

    Each line sized for itself, a count worth typing (its middle a button a finger can tap) pushed its − to the
    left of the − of a line too short to type: Mad Market's buy tab, a type with 83 shares to buy above one
    with 8, had its − and + zigzag down the column.
    """
    if item.low == item.high:
        return LINE
    if item.switch:
        return toggle_width(width)
    stepped = [line for line in (item, *lines) if line.low != line.high and not line.switch]
    return max(stepped_width(line, width, can_type) for line in stepped)


def controls_place(
    item: BasketItem, width: int, can_type: bool = True, lines: Sequence[BasketItem] = ()
) -> tuple[int, int]:
    """Where a line's controls stand in a column ``width`` wide: how far their left edge is from the line's right
    edge, and how wide they are. A line's words end a gap before them (its note may go further: :func:`note_width`).

    A fixed count stands where the other lines' counts stand: centred between their − and + (its words get the
    room up to the count itself), else in the column of their yes/no toggles, else alone at the right. It stood under the + of the
    lines around it, and read as a count that belonged to no column.
    """
    if item.low != item.high:
        controls = controls_width(item, width, can_type, lines)
        return controls, controls
    stepped = [line for line in lines if line.low != line.high and not line.switch]
    if stepped:
        middle = max(stepped_width(line, width, can_type) for line in stepped) - 2 * LINE
        shown = theme.text_size(fixed_text(item, item.high), theme.FONT_SIZES["button"])[0]
        box = min(middle, shown + (middle - shown) % 2)  # as wide as its text, centred to the pixel
        return LINE + middle - (middle - box) // 2, box
    if any(line.switch and line.low != line.high for line in lines):
        return toggle_width(width), toggle_width(width)
    return LINE, LINE


def fixed_text(item: BasketItem, count: int) -> str:
    """What a line that cannot move shows in place of its − n +: its count, or "yes"/"no" for a toggle."""
    return (_("yes") if count else _("no")) if item.switch else str(count)


def toggle_width(width: int) -> int:
    """A yes/no toggle's width in a column ``width`` wide: as wide as − n + would be."""
    return min(width // 2, 3 * LINE + 2 * GAP)


def note_width(item: BasketItem, width: int, can_type: bool = True, lines: Sequence[BasketItem] = ()) -> int:
    """The room a line's note has in a column ``width`` wide: up to its − n +; on a line fixed at its count, up to
    the + column, the count rising to the name's row when the note needs the room under it (the Italian "già
    trattata in questo turno" beside a count centred between the other lines' − and + shrank below 18 px)."""
    if item.low == item.high:
        return width - LINE - GAP
    return width - controls_width(item, width, can_type, lines) - GAP


def stepped_width(item: BasketItem, width: int, can_type: bool) -> int:
    """The − n + of one line alone: a count worth typing gets a middle wide enough to tap (its words keep at
    least a third of the line)."""
    if can_type and item.high - item.low >= quantity.TYPED:  # a middle a finger can tap, the words keep 70 px
        wanted = max(2 * LINE + theme.MIN_TARGET + GAP, width // 2)
        return min(wanted, 3 * LINE + 2 * GAP + theme.MIN_TARGET, max(width - 70, 2 * LINE))
    return min(width // 2, 3 * LINE + 2 * GAP)


def confirm_text(decision: Basket, quantities: dict[str, int]) -> str:
    """The confirm's words: the template filled ("Sell 36 for 1,080"); greyed with nothing chosen, what to do
    ("Sell"), where "Sell 0 for 0" read as a real offer (:func:`~companion.text.buttons.idle_button`)."""
    if not any(quantities.values()) and not decision.allows(quantities):
        return _(idle_button(decision))
    count, cost = sum(quantities.values()), money(decision.cost(quantities), decision.unit)
    return _(basket_button(decision)).format(count=count, cost=cost)


def confirm_button(panel: DecisionPanel, decision: Basket, quantities: dict[str, int], rect: pygame.Rect) -> None:
    """The basket's confirm, live only for a combination the engine offered; greyed for one line too many, a
    tap on it says so (the engine's words); greyed with nothing chosen yet ("Ship" at 0 links, "Buy 0"), a tap
    says what to do first rather than nothing at all."""
    action = decision.make(quantities)
    crowded = decision.too_many_lines(quantities)
    if crowded and decision.lines_note:
        why = _(decision.lines_note)
    elif not any(quantities.values()) and any(item.high > item.low for item in decision.items):
        why = _("Nothing chosen yet: set how many with +")  # not where every line is fixed ("none to sell")
    else:
        why = ""
    panel.button(
        rect,
        confirm_text(decision, quantities),
        lambda: panel.choose(action),
        color=theme.CONFIRM,
        key="basket-confirm",
        enabled=decision.allows(quantities),
        refused=(lambda: panel.say(why)) if why else None,
    )


def most(decision: Basket, item: BasketItem, quantities: dict[str, int]) -> int:
    """The most of ``item`` the basket takes beside the other lines as they are: its top, or less under a cap."""
    top = item.high
    while top > quantities[item.key] and not within_caps(decision, dict(quantities, **{item.key: top})):
        top -= item.step
    return max(top, quantities[item.key])


def top_reason(decision: Basket, item: BasketItem, quantities: dict[str, int]) -> str:
    """Why ``item`` can go no higher: the engine's reason for the item's top, else the cap that binds; a top the
    engine gave no reason for (the shares a seller holds) is said as the bare limit, never a silent grey "+"."""
    count = quantities[item.key]
    if count + item.step > item.high:
        return item.limit.say(_) if item.limit is not None else _("at most {most}").format(most=item.high)
    return cap_reason(decision, dict(quantities, **{item.key: count + item.step}))


def bottom_reason(decision: Basket, item: BasketItem) -> str:
    """Why ``item`` can go no lower: nothing on the line to take back, or the least it takes.

    The greyed "−" of a line at 0 (a buy, a shipment, a sale) did nothing when tapped, where the greyed "+"
    says its limit and the auction's greyed "−" its least bid.
    """
    if item.low == 0:
        return _("none to take back")
    return _("at least {least}").format(least=number(item.low))


def cap_reason(decision: Basket, more: dict[str, int]) -> str:
    """The basket's cap that ``more`` would break, in words ("" if none): how many in all, or the money."""
    if decision.total_cap is not None and sum(more.values()) > decision.total_cap:
        return _("at most {cap} in all").format(cap=decision.total_cap)
    if decision.over_budget(more):
        return _("{budget} to spend in all").format(budget=money(decision.budget or 0, decision.unit))
    if decision.over_own_budget(more):  # the seat's money hidden from the table: refused, its amount never written
        return _(OVER_OWN_BUDGET)
    return ""


def item_quantity(decision: Basket, item: BasketItem, quantities: dict[str, int]) -> quantity.Quantity:
    top = most(decision, item, quantities)
    if top < item.high:  # a cap binds before the item's own top
        why = cap_reason(decision, dict(quantities, **{item.key: top + item.step}))
    else:
        why = item.limit.say(_) if item.limit is not None else ""
    return quantity.Quantity(
        f"item-{item.key}",
        item.low,
        top,
        quantities[item.key],
        limit=why,
        label=say(item.label, _),
        least=_("none") if item.low == 0 else "",
        step=item.step,
        floor=bottom_reason(decision, item),
        jump=decision.least_alone(item) or 0,
    )


def open_item(panel: DecisionPanel, key: str) -> None:
    panel.focus, panel.keypad, panel.typed = key, False, ""
    panel.host.layout()


def focused(
    panel: DecisionPanel,
    actor: Actor,
    decision: Basket,
    item: BasketItem,
    quantities: dict[str, int],
    area: pygame.Rect,
) -> None:
    """One line on its own: its name, the quantity tools, why its top is its top, the basket's preview, and
    Back beside the basket's confirm (one stock's forty shares: a tap on the count, "max" or 4 0, confirm).

    The preview has the room down to Back: it stopped a row above, and a tile's cost in Steam Barons under its
    steps of ten said nothing of the share it issues ("Paid from the treasury: $5 then $3" left out)."""
    entry = item_quantity(decision, item, quantities)
    if panel.keypad:
        quantity.keypad(panel, entry, area)
        return
    swatch = panel.host.option_color(item.key)
    name = say(item.label, _) + (f" {money(item.price, decision.unit)}" if item.price is not None else "")
    left = area.left
    if swatch is not None:
        panel.add(Swatch((left, area.top + 4, 14, 26), swatch))
        left += 20
    panel.label((left, area.top, area.right - left, 32), name, size="body")
    area = shrink(area, 34)
    bottom = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    action = decision.make(quantities) if decision.allows(quantities) else None
    # the preview's lines closed up: what is kept under the tools for them
    below = 0 if action is None else panel.preview_height(action, area.width) // PREVIEW_STEP * PREVIEW_TIGHT
    area = quantity.controls(panel, entry, pygame.Rect(area.left, area.top, area.width, bottom.top - area.top), below)
    if action is not None:  # down to Back and the confirm: the default room keeps a row for a button
        room = pygame.Rect(area.left, area.top, area.width, max(0, bottom.top - area.top))
        area = panel.preview(action, room, bottom=bottom.top - GAP)
    elif decision.too_many_lines(quantities) and decision.lines_note:
        panel.lines(area, _(decision.lines_note), color=theme.WARNING, most=2)
    back_w = (bottom.width - GAP) // 3
    panel.button((bottom.left, bottom.top, back_w, ROW), _("Back"), lambda: open_item(panel, ""), key="item-back")
    confirm_button(
        panel,
        decision,
        quantities,
        pygame.Rect(bottom.left + back_w + GAP, bottom.top, bottom.width - back_w - GAP, ROW),
    )


def quick_row(panel: DecisionPanel, item: BasketItem, count: int, rect: pygame.Rect) -> None:
    """The item's quick buttons (a hill +$2, a city link $3) under its line, each kept within its limits."""
    width = (rect.width - GAP * (len(item.quick) - 1)) // len(item.quick)
    for index, quick in enumerate(item.quick):
        target = min(max(quick.apply(count), item.low), item.high)
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, QUICK),
            _(quick.label).format(amount=quick.amount),
            partial(panel.set, f"item-{item.key}", target),
            key=f"item-{item.key}-quick-{index}",
            size=theme.FONT_SIZES["small"],
        )


def within_caps(decision: Basket, quantities: dict[str, int]) -> bool:
    """True if the quantities keep within the basket's total cap and budgets (the table's and the seat's own)."""
    if decision.total_cap is not None and sum(quantities.values()) > decision.total_cap:
        return False
    return not decision.over_budget(quantities) and not decision.over_own_budget(quantities)
