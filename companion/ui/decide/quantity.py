"""Quantities in seconds: steps, "max", a held "+" and a keypad for any number with a wide range.

Twenty shares must not take twenty taps. A number whose range is wider than
:data:`WIDE` gets, on whichever decision asks for it (a bid, a count of
shares, a line of a basket):

- − and + that count on by themselves while a finger holds them (the
  scene's clock drives the repeat: nothing runs while no finger is down);
- steps of 10 and 100 as the range suggests (:func:`steps`);
- the least and the most in one tap ("max" is what the seat can afford or
  holds: the top of the engine's range);
- a keypad that types the number at once, shows it large, and refuses a
  number outside the range with the reason before anything is set.

A greyed "+" (and "max" at the top) says why when tapped: the engine's
reason (:class:`~companion.core.decisions.Limit`), never one the screen
makes up. The number lives in the panel's ``values`` under its key, so the
decision's own confirm builds the action from it as before.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from companion.data_classes import dataclass
from companion.text.i18n import _, labelled, money, number

from .. import theme
from ..widgets import Keypad, Widget
from .panel import GAP, ROW, DecisionPanel, shrink

WIDE = 20
"""A range wider than this gets steps, "max" and auto-repeat (fewer is a few taps of "+")."""

TYPED = 10
"""A range at least this wide may be typed on the keypad."""

STEP_ROW = 48
"""The height of the steps' and the ends' rows: one fingertip."""


def wide(low: int, high: int) -> bool:
    """True if the range from ``low`` to ``high`` is too wide to count out with "+" alone."""
    return high - low > WIDE


def steps(low: int, high: int) -> tuple[int, ...]:
    """The steps beside ±1 the range suggests: 10 for a range wider than 20, 100 for one wider than 100."""
    span = high - low
    return tuple(step for step in (10, 100) if span > max(step, WIDE))


@dataclass(frozen=True, slots=True)
class Quantity:
    """One number being entered: its key in the panel's ``values``, its limits and what the screen says of it.

    ``limit`` is the engine's reason for the top, already in the player's language ("" if it gave none);
    ``unit`` is written with the number as every amount is ("$38", "999M"; "" for a bare count); ``label``
    names what is counted on the keypad's display; ``least`` names the bottom's button ("none" for a count from 0,
    "min $5" for a bid); ``step`` is the smallest move (trades go two for one); ``floor`` says why the number
    stops at the bottom where the bare least would not ("none to take back" on a basket's line); ``jump`` is the
    least above ``low`` the number takes (a Mad Market debt's sale: 0, or 36 up to 116), the counts between
    skipped by every step (0 means none).
    """

    key: str
    low: int
    high: int
    value: int
    limit: str = ""
    unit: str = ""
    label: str = ""
    least: str = ""
    step: int = 1
    floor: str = ""
    jump: int = 0

    def show(self, value: int) -> str:
        """``value`` as the screen writes it, with its unit: $38, 999M, 120."""
        return money(value, self.unit) if self.unit else number(value)

    def top(self) -> str:
        """Why the number stops at the top: the engine's reason, else the bare limit."""
        return self.limit or _("at most {most}").format(most=self.show(self.high))

    def bottom(self) -> str:
        """Why the number stops at the bottom: the decision's words (``floor``), else the bare least."""
        return self.floor or _("at least {least}").format(least=self.show(self.low))


def past_gap(value: int, now: int, low: int, jump: int) -> int:
    """``value`` moved out of the counts between ``low`` and ``jump`` a number never holds: up to ``jump`` when it
    rose from ``now``, back to ``low`` when it fell (a debt's sale "at least 36": "+" from 0 is 36, "−" from 36
    is 0, where "+" went to 1, refused)."""
    if low < value < jump:
        return jump if value > now else low
    return value


def set_value(panel: DecisionPanel, quantity: Quantity, value: int) -> None:
    now = panel.values.get(quantity.key, quantity.value)
    value = past_gap(min(max(value, quantity.low), quantity.high), now, quantity.low, quantity.jump)
    panel.set(quantity.key, value)


def step_by(panel: DecisionPanel, quantity: Quantity, delta: int) -> None:
    """A step button's tap: ``delta`` from the number entered at that moment (a held step goes on from there)."""
    set_value(panel, quantity, panel.values.get(quantity.key, quantity.value) + delta)


def say_limit(panel: DecisionPanel, quantity: Quantity, up: bool) -> None:
    """A greyed step's tap: why the number goes no further that way."""
    panel.say(quantity.top() if up else quantity.bottom())


def number_row(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect, *, typed: bool = True) -> None:
    """− value +: each end greyed at its limit (the "+" says why when tapped), both counting on while held.

    With ``typed`` the value itself is a button that opens the keypad (a number in the tens is typed).
    """
    side = max(theme.MIN_TARGET, min(rect.height, ROW))
    value, low, high = quantity.value, quantity.low, quantity.high
    panel.button(
        (rect.left, rect.top, side, rect.height),
        "−",
        lambda: set_value(panel, quantity, panel.values.get(quantity.key, value) - quantity.step),
        key=f"{quantity.key}-minus",
        enabled=value - quantity.step >= low,
        repeat=True,
        refused=lambda: panel.say(quantity.bottom()),
    )
    middle = pygame.Rect(rect.left + side + GAP, rect.top, rect.width - 2 * side - 2 * GAP, rect.height)
    text = quantity.show(value)
    if typed and high - low >= TYPED and middle.width >= theme.MIN_TARGET:
        panel.button(
            middle, text, lambda: open_keypad(panel, quantity.key), key=f"{quantity.key}-type", color=theme.PANEL
        )
    else:
        panel.label(middle, text, size="button", align="center")
    panel.button(
        (rect.right - side, rect.top, side, rect.height),
        "+",
        lambda: set_value(panel, quantity, panel.values.get(quantity.key, value) + quantity.step),
        key=f"{quantity.key}-plus",
        enabled=value + quantity.step <= high,
        repeat=True,
        refused=lambda: panel.say(quantity.top()),
    )


def step_row(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect) -> None:
    """−100 −10 +10 +100, as the range suggests; each greyed where it would pass a limit, and held to repeat."""
    sizes = steps(quantity.low, quantity.high) if quantity.step == 1 else ()
    deltas = [-step for step in reversed(sizes)] + list(sizes)
    if not deltas:
        return
    width = (rect.width - GAP * (len(deltas) - 1)) // len(deltas)
    for index, delta in enumerate(deltas):
        target = quantity.value + delta
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, rect.height),
            f"{'+' if delta > 0 else '−'}{abs(delta)}",
            partial(step_by, panel, quantity, delta),
            key=f"{quantity.key}-step{delta:+d}",
            enabled=quantity.low <= target <= quantity.high,
            size=theme.FONT_SIZES["body"],
            repeat=True,
            refused=partial(say_limit, panel, quantity, delta > 0),
        )


def ends_row(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect) -> None:
    """The least, "max" (what the seat can afford or holds) and the keypad, one tap each."""
    least = quantity.least or quantity.show(quantity.low)
    cells: list[tuple[str, Callable[[], None], str, bool, Callable[[], None] | None]] = [
        (least, lambda: set_value(panel, quantity, quantity.low), "least", quantity.value > quantity.low, None),
        (
            _("max {most}").format(most=quantity.show(quantity.high)),
            lambda: set_value(panel, quantity, quantity.high),
            "max",
            quantity.value < quantity.high,
            lambda: panel.say(quantity.top()),
        ),
        (_("Type"), lambda: open_keypad(panel, quantity.key), "keypad", True, None),
    ]
    width = (rect.width - GAP * (len(cells) - 1)) // len(cells)
    for index, (text, tap, key, enabled, refused) in enumerate(cells):
        panel.button(
            (rect.left + index * (width + GAP), rect.top, width, rect.height),
            text,
            tap,
            key=f"{quantity.key}-{key}",
            enabled=enabled,
            size=theme.FONT_SIZES["body"],
            refused=refused,
        )


def one_row(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect) -> None:
    """The steps, "max" and "Type" side by side, for a short panel."""
    sizes = steps(quantity.low, quantity.high) if quantity.step == 1 else ()
    cells = 2 * len(sizes) + 2
    width = (rect.width - GAP * (cells - 1)) // cells
    if sizes:
        step_row(panel, quantity, pygame.Rect(rect.left, rect.top, 2 * len(sizes) * (width + GAP) - GAP, rect.height))
    x = rect.left + 2 * len(sizes) * (width + GAP)
    panel.button(
        (x, rect.top, width, rect.height),
        _("max"),
        lambda: set_value(panel, quantity, quantity.high),
        key=f"{quantity.key}-max",
        enabled=quantity.value < quantity.high,
        size=theme.FONT_SIZES["body"],
        refused=lambda: panel.say(quantity.top()),
    )
    panel.button(
        (x + width + GAP, rect.top, rect.right - x - width - GAP, rect.height),
        _("Type"),
        lambda: open_keypad(panel, quantity.key),
        key=f"{quantity.key}-keypad",
        size=theme.FONT_SIZES["body"],
    )


def controls(panel: DecisionPanel, quantity: Quantity, area: pygame.Rect, below: int = 0) -> pygame.Rect:
    """The whole set for a wide range: − value +, the steps, least/max/type, and why the top is the top.

    A panel too short for two rows under − value + and the ``below`` pixels its caller keeps under them (a
    preview's lines) gets the steps, "max" and "Type" in one row (the least is a held "−" away); why the top is
    the top is said where it fits above those pixels. A Steam Barons tile's cost at its top said why the top was
    its top and left out what the cost does (the shares it issues, the treasury it empties), which says it too.
    Returns the area left below them.
    """
    number_row(panel, quantity, pygame.Rect(area.left, area.top, area.width, ROW))
    area = shrink(area, ROW + GAP)
    if area.height < 2 * (STEP_ROW + GAP) + below:
        one_row(panel, quantity, pygame.Rect(area.left, area.top, area.width, STEP_ROW))
        area = shrink(area, STEP_ROW + GAP)
    else:
        if steps(quantity.low, quantity.high) and quantity.step == 1:
            step_row(panel, quantity, pygame.Rect(area.left, area.top, area.width, STEP_ROW))
            area = shrink(area, STEP_ROW + GAP)
        ends_row(panel, quantity, pygame.Rect(area.left, area.top, area.width, STEP_ROW))
        area = shrink(area, STEP_ROW + GAP)
    line_h = theme.font(theme.FONT_SIZES["small"]).get_linesize() + 8
    room = area.height - below  # what the caller keeps below comes first: it says what the number does
    if quantity.value >= quantity.high and quantity.limit and room >= line_h:
        area = panel.lines(area, quantity.limit, color=theme.WARNING, most=max(1, min(2, room // line_h)))
    return area


def open_keypad(panel: DecisionPanel, key: str = "") -> None:
    """Open the keypad; the number it may change is remembered, so Cancel puts it back."""
    panel.keypad, panel.typed = True, ""
    panel.before = panel.values.get(key) if key else None
    panel.host.layout()


def close_keypad(panel: DecisionPanel, key: str = "", *, restore: bool = False) -> None:
    """Close the keypad; with ``restore`` (Cancel) the number is what it was when the keypad opened."""
    if restore and key and panel.before is not None:
        panel.values[key] = panel.before
    panel.keypad, panel.typed, panel.before = False, "", None
    panel.host.layout()


def refusal(quantity: Quantity, typed: str) -> str:
    """Why the typed number cannot be taken ("" if it can, or if nothing is typed yet): above the top (the
    engine's reason), or below the bottom."""
    if not typed:
        return ""
    value = int(typed)
    if value > quantity.high:
        return quantity.top()
    if value < quantity.low:
        return quantity.bottom()
    if (value - quantity.low) % quantity.step:
        return _("in steps of {step}").format(step=quantity.step)
    return ""


def typing(panel: DecisionPanel, quantity: Quantity, text: str) -> None:
    """A key of the keypad: the typed number is the quantity at once when it is within the range; outside it,
    the quantity keeps its last good value and the display says why (nothing is clamped behind the player's back)."""
    panel.typed = text
    if text and not refusal(quantity, text):
        panel.values[quantity.key] = int(text)
    panel.host.layout()


def display(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect) -> str:
    """The typed number large, and under it the range or, for a number outside it, the reason; returns that
    reason ("" when the number can be taken)."""
    typed = panel.typed
    reason = refusal(quantity, typed)
    shown = quantity.show(int(typed)) if typed else quantity.show(quantity.value)
    caption = reason or _("from {low} to {high}").format(
        low=quantity.show(quantity.low), high=quantity.show(quantity.high)
    )
    named = quantity.label and not quantity.unit and rect.height >= DISPLAY  # a short box keeps its room for why
    text = labelled(quantity.label, shown) if named else shown  # "LOG : 250" in French
    panel.add(Display(rect, text, caption, theme.WARNING if reason else theme.TEXT, typed=bool(typed)))
    return reason


def pad(panel: DecisionPanel, quantity: Quantity, rect: pygame.Rect) -> Keypad:
    """The keys, taking as many digits as the range's top has and one more (so a number too big is seen
    refused, not silently cut); a digit past those is refused aloud: the top's reason, with the refusal's cue
    (the number on the display is already refused for that reason)."""
    keys = Keypad(
        rect,
        lambda text: typing(panel, quantity, text),
        max_digits=len(str(max(quantity.high, 1))) + 1,
        refused=lambda text: panel.say(refusal(quantity, text) or quantity.top()),
    )
    keys.text = panel.typed
    panel.add(keys)
    return keys


def keypad(panel: DecisionPanel, quantity: Quantity, area: pygame.Rect) -> None:
    """The typed entry on its own: the number large, the keys, Cancel and OK (greyed, saying why, while the
    number is outside the range). OK keeps the number; Cancel puts the one before back.

    The keys sit right of the display when the panel is wide enough, else under it; each keeps
    :data:`~companion.ui.theme.MIN_TARGET` in both directions (:meth:`Keypad.grid`).
    """
    buttons = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
    top = pygame.Rect(area.left, area.top, area.width, DISPLAY)
    room = pygame.Rect(area.left, top.bottom + GAP, area.width, buttons.top - GAP - top.bottom - GAP)
    half = (buttons.width - GAP) // 2
    cancel = pygame.Rect(buttons.left, buttons.top, half, ROW)
    ok = pygame.Rect(buttons.left + half + GAP, buttons.top, buttons.width - half - GAP, ROW)
    if not Keypad.fits(room):  # a shorter panel: the number in one line, so the keys keep a fingertip
        top = pygame.Rect(area.left, area.top, area.width, ROW)
        room = pygame.Rect(area.left, top.bottom + GAP, area.width, buttons.top - GAP - top.bottom - GAP)
    if not Keypad.fits(room):  # shorter still: Cancel and OK beside the number, the keys get the rest
        quarter = (area.width - 2 * GAP) // 4
        top = pygame.Rect(area.left, area.top, area.width - 2 * (quarter + GAP), ROW)
        cancel = pygame.Rect(top.right + GAP, area.top, quarter, ROW)
        ok = pygame.Rect(cancel.right + GAP, area.top, area.right - cancel.right - GAP, ROW)
        room = pygame.Rect(area.left, top.bottom + GAP, area.width, area.bottom - top.bottom - GAP)
    reason = display(panel, quantity, top)
    pad(panel, quantity, room)
    typed_ok = not reason and bool(panel.typed)
    panel.button(cancel, _("Cancel"), lambda: close_keypad(panel, quantity.key, restore=True), key="keypad-cancel")
    panel.button(
        ok,
        _("OK"),
        lambda: close_keypad(panel),
        key="keypad-ok",
        color=theme.CONFIRM,
        enabled=typed_ok,
        refused=lambda: panel.say(reason or refusal_empty(quantity)),
    )


def refusal_empty(quantity: Quantity) -> str:
    return _("Type a number from {low} to {high}").format(
        low=quantity.show(quantity.low), high=quantity.show(quantity.high)
    )


DISPLAY = 64
"""The typed number's box: the number at title size and a line of notes under it."""


class Display(Widget):
    """The typed number, large in a box of its own so it reads at arm's length, and under it the range or why
    the number is refused (then the box and the words turn to the warning colour). A refusal's notice keeps
    clear of it: the number and the reason for refusing it are read together."""

    kept_clear = True

    def __init__(
        self, rect: pygame.Rect, text: str, caption: str, color: tuple[int, int, int], *, typed: bool = True
    ) -> None:
        super().__init__(rect)
        self.text, self.caption, self.color, self.typed = text, caption, color, typed

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=8)
        pygame.draw.rect(surface, self.color if self.typed else theme.PANEL_LIGHT, self.rect, width=2, border_radius=8)
        inner = self.rect.inflate(-16, -6)
        number_color = self.color if self.typed else theme.TEXT_DIM
        caption_color = self.color if self.color != theme.TEXT else theme.TEXT_DIM
        small = theme.FONT_SIZES["small"]
        if inner.height >= DISPLAY - 6:  # the number over its caption
            number_box = pygame.Rect(inner.left, inner.top, inner.width, inner.height - 22)
            caption_box = pygame.Rect(inner.left, number_box.bottom, inner.width, 22)
            size, align = theme.FONT_SIZES["title"], "center"
        else:  # a short box (the bid panel's keypad): the number left, its caption right
            width = max(theme.font(theme.FONT_SIZES["button"]).size(self.text)[0] + 8, inner.width * 2 // 5)
            number_box = pygame.Rect(inner.left, inner.top, width, inner.height)
            caption_box = pygame.Rect(number_box.right + 8, inner.top, inner.right - number_box.right - 8, inner.height)
            size, align = theme.FONT_SIZES["button"], "left"
        theme.draw_text(surface, self.text, number_box, size=size, color=number_color, align=align)
        lines = theme.wrap(self.caption, caption_box.width, small)
        line_h = theme.font(small).get_linesize()
        if len(lines) > 1 and caption_box.height >= 2 * line_h:
            top = caption_box.top + max(0, (caption_box.height - line_h * min(len(lines), 2)) // 2)
            box = pygame.Rect(caption_box.left, top, caption_box.width, caption_box.bottom - top)
            theme.draw_paragraph(surface, self.caption, box, size=small, color=caption_color)
        else:
            theme.draw_text(surface, self.caption, caption_box, size=small, color=caption_color, align=align)
