"""Touch widgets: buttons, steppers, a keypad and toasts.

Touch first: a widget lights up the moment a finger lands on it (instant
feedback), acts when the finger lifts inside it, and does nothing if the
finger slides off. There is no hover. Every target is at least
:data:`~companion.ui.theme.MIN_TARGET` pixels in both directions: the fit
check (:mod:`.fit`) fails a screen with a smaller one, while the running app
only logs it once and draws it as it is (a tap never closes the app).
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import field
from functools import lru_cache, partial
from typing import Any, TypeVar

import pygame

from companion.data_classes import dataclass

from . import theme
from .tokens import draw_swatch

log = logging.getLogger(__name__)

RectLike = pygame.Rect | tuple[int, int, int, int]
"""Where a widget goes: a rectangle, or its ``(left, top, width, height)``."""
T = TypeVar("T")

_logged: set[str] = set()
"""Layout problems already logged: each once per run, however often its screen is laid out again."""


def layout_problem(message: str) -> None:
    """Log a widget that does not fit its rules (a target under 48 px), once, and carry on drawing it.

    Layout rules are for tests (:mod:`.fit` and the screenshot tour fail on them); at the table a
    screen that does not quite fit is still a screen a player can use, and a crash is not.
    """
    if message not in _logged:
        _logged.add(message)
        log.warning("layout: %s", message)


CORNERS = (255, 0, 254)
"""The colour a greyed face's corners are drawn in and left out by (its colour key): no theme's colour."""


@lru_cache(maxsize=64)
def greyed_face(size: tuple[int, int], fill: theme.RGB, edge: theme.RGB) -> pygame.Surface:
    """A greyed button's face of ``size``: ``fill`` inside an ``edge`` two pixels wide, the corners rounded.

    A screen holds many greyed buttons of a few sizes (a basket's "−" at 0 on every line, the tabs with nothing
    to do); drawing each one's rounded fill and edge at every frame cost twice a live button's fill, and put the
    slowest screen over its budget. One blit of the face drawn once costs less than the fill alone.
    """
    face = pygame.Surface(size)
    face.fill(CORNERS)
    pygame.draw.rect(face, fill, face.get_rect(), border_radius=8)
    pygame.draw.rect(face, edge, face.get_rect(), width=2, border_radius=8)
    face.set_colorkey(CORNERS)
    return face


class Widget(ABC):
    """Something on the canvas that can be drawn and may take a finger."""

    kept_clear = False
    """True for what a player reads while they act (a keypad's typed number): a notice drawn over the screen
    keeps clear of it as of the buttons (:meth:`companion.ui.scene.Scene.keep_clear`)."""

    def __init__(self, rect: RectLike) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Paint the widget on ``surface`` (the canvas)."""

    def press(self, pos: tuple[int, int]) -> bool:
        """A finger lands at ``pos``; True if this widget takes it."""
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        """The finger lifts at ``pos``; True if this widget acted."""
        return False

    def cancel(self) -> None:
        """The press ended elsewhere: forget it."""


class Label(Widget):
    def __init__(
        self,
        rect: RectLike,
        text: str,
        *,
        size: int = theme.FONT_SIZES["body"],
        color: tuple[int, int, int] | None = None,  # None: the theme's, read now (a default would keep the old)
        align: str = "left",
    ) -> None:
        super().__init__(rect)
        self.text, self.size, self.color, self.align = text, size, color or theme.TEXT, align

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_text(surface, self.text, self.rect, size=self.size, color=self.color, align=self.align)


class Note(Widget):
    """Wrapped text in a box, shrunk until its lines fit (a refusal naming a field can run long).

    The lines sit in the middle of the box's height; text that does not fit
    even at the smallest size is recorded as an overflow, like a label's.
    """

    def __init__(
        self,
        rect: RectLike,
        text: str,
        *,
        size: int = theme.FONT_SIZES["small"],
        color: tuple[int, int, int] | None = None,
    ) -> None:
        super().__init__(rect)
        self.text, self.size, self.color = text, size, color or theme.TEXT_DIM

    def height_at(self, size: int) -> int:
        return len(theme.wrap(self.text, self.rect.width, size)) * theme.font(size).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        size = self.size
        while size > theme.MIN_FONT and self.height_at(size) > self.rect.height:
            size -= 1
        top = self.rect.top + max(0, (self.rect.height - self.height_at(size)) // 2)
        # Lines of even length: the second line of a prompt is never one word left over from the first.
        width = theme.balanced_width(self.text, self.rect.width, size)
        box = pygame.Rect(self.rect.left, top, width, self.rect.bottom - top)
        theme.draw_paragraph(surface, self.text, box, size=size, color=self.color)


class Heading(Widget):
    """A column's heading: its lines (one or two, :mod:`.headings`), each centred in ``rect``, which is where its
    letters land; drawn at ``size`` (shrunk only if a line is wider than the box)."""

    def __init__(self, rect: RectLike, lines: list[str], *, size: int = theme.FONT_SIZES["small"]) -> None:
        super().__init__(rect)
        self.lines, self.size = lines, size
        self.text = " ".join(lines)

    def draw(self, surface: pygame.Surface) -> None:
        line_h = theme.font(self.size).get_linesize()
        for index, line in enumerate(self.lines):
            row = pygame.Rect(self.rect.left, self.rect.top + index * line_h, self.rect.width, line_h)
            theme.draw_text(surface, line, row, size=self.size, color=theme.TEXT_DIM)


class Swatch(Widget):
    """A patch of a game colour (a chain, a cube, a company) beside a label."""

    def __init__(self, rect: RectLike, color: tuple[int, int, int]) -> None:
        super().__init__(rect)
        self.color = color

    def draw(self, surface: pygame.Surface) -> None:
        draw_swatch(surface, self.color, self.rect, theme.PANEL)


class Button(Widget):
    """A tap target with a text (and optionally a colour swatch).

    ``repeat`` makes a held finger act again and again (the scene's clock
    drives it: :meth:`companion.ui.scene.Scene.deadline`), so a "+" held down
    counts on by itself. ``refused`` is what a tap on the greyed button does:
    it says why the button is greyed (the engine's reason), instead of nothing.
    Either may return something (a submit says whether the table took it): the
    button ignores it, so a callback needs no wrapper to drop its result.
    """

    def __init__(
        self,
        rect: RectLike,
        text: str,
        on_tap: Callable[[], object] | None = None,
        *,
        color: tuple[int, int, int] | None = None,  # None: the theme's, read now
        text_color: tuple[int, int, int] | None = None,
        enabled: bool = True,
        size: int = theme.FONT_SIZES["button"],
        swatch: tuple[int, int, int] | None = None,
        key: str | None = None,
        icon: str | None = None,
        outline: tuple[int, int, int] | None = None,
        repeat: bool = False,
        refused: Callable[[], object] | None = None,
        note: str = "",
    ) -> None:
        super().__init__(rect)
        self.icon, self.outline = icon, outline
        self.note = note
        """A few words under the label, smaller (what the option would do: "160 left, 1 of 35 VP"); drawn only
        where the label keeps one line at the body size and both fit the button, else the label alone is."""
        self.repeat, self.refused = repeat, refused
        self.asking = False  # a finger on the greyed button, to be told why on release
        if self.rect.width < theme.MIN_TARGET or self.rect.height < theme.MIN_TARGET:
            layout_problem(f"button {text!r} is {self.rect.size}: targets need {theme.MIN_TARGET} px")
        self.text, self.on_tap = text, on_tap
        self.color, self.text_color = color or theme.PANEL_LIGHT, text_color or theme.TEXT
        self.enabled, self.size, self.swatch, self.key = enabled, size, swatch, key
        self.pressed = False
        self.most_lines = 2
        """How many lines the label may take at its size (a seat's tab lets a three-part name take three)."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill = theme.PRESSED if self.pressed else (self.color if self.enabled else theme.DISABLED)
        if self.outline is None and not self.enabled and not self.pressed:
            # greyed: a dim fill inside a live button's edge, hollow; drawn once per size and blitted
            surface.blit(greyed_face(self.rect.size, fill, theme.PANEL_LIGHT), self.rect)
        else:
            pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        if self.outline is not None:  # a field at fault, say: seen whatever its fill
            pygame.draw.rect(surface, self.outline, self.rect, width=4, border_radius=8)
        text_rect = self.text_rect()
        if self.swatch is not None:
            swatch = pygame.Rect(self.rect.left + 8, self.rect.top + 8, 14, self.rect.height - 16)
            draw_swatch(surface, self.swatch, swatch, fill)
        color = theme.BACKGROUND if self.pressed else (self.text_color if self.enabled else theme.TEXT_DIM)
        if self.icon is not None:
            theme.draw_icon(surface, self.icon, self.rect, color, hollow=not self.enabled and not self.pressed)
        elif self.noted():
            label, note = self.note_rects()
            theme.draw_text(surface, self.text, label, size=theme.FONT_SIZES["body"], color=color)
            dim = color if self.pressed else theme.ACCENT if self.enabled else theme.TEXT_DIM
            theme.draw_text(surface, self.note, note, size=theme.FONT_SIZES["small"], color=dim)
        else:
            lines = self.lines()
            chosen = theme.font(self.size)
            line_h = max(chosen.get_linesize(), theme.text_size(self.text, self.size)[1])
            top = text_rect.centery - line_h * len(lines) // 2
            for index, line in enumerate(lines):
                if len(lines) == 1:
                    theme.draw_text(surface, line, text_rect, size=self.size, color=color)
                else:
                    row = pygame.Rect(text_rect.left, top + index * line_h, text_rect.width, line_h)
                    theme.draw_text(surface, line, row, size=self.size, color=color)

    def note_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the label (at the body size) and the note under it (small) go, centred together."""
        box = self.rect.inflate(-14, -2)
        if self.swatch is not None:
            box.left += 18
            box.width -= 18
        label_h = theme.font(theme.FONT_SIZES["body"]).get_linesize()
        note_h = theme.font(theme.FONT_SIZES["small"]).get_linesize()
        top = box.centery - (label_h + note_h) // 2
        return (
            pygame.Rect(box.left, top, box.width, label_h),
            pygame.Rect(box.left, top + label_h, box.width, note_h),
        )

    def noted(self) -> bool:
        """True if the note is drawn: there is one, the label fits one line at the body size, the note one line
        at the small size, and both the button's height."""
        if not self.note or self.icon is not None:
            return False
        label, note = self.note_rects()
        return (
            label.top >= self.rect.top
            and note.bottom <= self.rect.bottom
            and theme.text_size(self.text, theme.FONT_SIZES["body"])[0] <= label.width
            and theme.text_size(self.note, theme.FONT_SIZES["small"])[0] <= note.width
        )

    def lines(self) -> list[str]:
        """The label as drawn: one line if it fits at its size, else two lines (up to :attr:`most_lines`) at that
        size if they fit the button ("Crise / personnelle"); only a label they cannot hold is shrunk (and
        reported)."""
        chosen, box = theme.font(self.size), self.text_rect()
        if theme.text_size(self.text, self.size)[0] <= box.width:
            return [self.text]
        wrapped = theme.wrap(self.text, box.width, self.size)
        fits = all(theme.text_size(line, self.size)[0] <= box.width for line in wrapped)
        line_h = max(chosen.get_linesize(), theme.text_size(self.text, self.size)[1])
        if 2 <= len(wrapped) <= self.most_lines and fits and len(wrapped) * line_h <= box.height:
            return wrapped
        return [self.text]

    def text_rect(self) -> pygame.Rect:
        """Where the label goes: inside the rounded corners, right of the swatch if there is one."""
        text_rect = self.rect.inflate(-14, -8)
        if self.swatch is not None:
            text_rect.left += 18
            text_rect.width -= 18
        return text_rect

    def press(self, pos: tuple[int, int]) -> bool:
        if not (self.visible and self.rect.collidepoint(pos)):
            return False
        if self.enabled:
            self.pressed = True
            return True
        if self.refused is not None:
            self.asking = True  # greyed: no light, but the lift says why
            return True
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        was, asked = self.pressed, self.asking
        self.pressed = self.asking = False
        if asked and self.rect.collidepoint(pos) and self.refused is not None:
            self.refused()
            return True
        if was and self.rect.collidepoint(pos) and self.on_tap is not None:
            self.on_tap()
            return True
        return False

    def cancel(self) -> None:
        self.pressed = self.asking = False


def option_button(rect: RectLike, text: str, on_tap: Callable[[], object], *, chosen: bool, key: str) -> Button:
    """One button of a row of options (a language, a game, a value of a game's option): the chosen one lit in
    the accent colour with dark letters, the others on the panel's grey, so the choice reads at a glance."""
    return Button(
        rect,
        text,
        on_tap,
        color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
        text_color=theme.BACKGROUND if chosen else theme.TEXT,
        key=key,
    )


def option_row(
    rects: Iterable[RectLike],
    options: Iterable[tuple[T, str]],
    chosen: T,
    on_tap: Callable[[T], object],
    key: str,
) -> list[Button]:
    """A row of :func:`option_button`, one per ``(value, text)`` in its rect: a tap calls ``on_tap(value)``, the
    button of ``chosen`` is lit, and each is keyed ``"{key}-{value}"`` (the settings' languages, the games)."""
    return [
        option_button(rect, text, partial(on_tap, value), chosen=value == chosen, key=f"{key}-{value}")
        for rect, (value, text) in zip(rects, options, strict=True)
    ]


class Stepper(Widget):
    """A number between ``low`` and ``high`` with − and + buttons (wet fingers: no typing)."""

    def __init__(
        self,
        rect: RectLike,
        value: int,
        low: int,
        high: int,
        on_change: Callable[[int], None] | None = None,
        label: str = "",
        refused: Callable[[], object] | None = None,
    ) -> None:
        """``refused``: what a tap on a greyed − or + does (says the limits), as a greyed button's."""
        super().__init__(rect)
        self.low, self.high, self.value, self.on_change, self.label = low, high, value, on_change, label
        side = max(theme.MIN_TARGET, self.rect.height)
        self.minus = Button(
            (self.rect.left, self.rect.top, side, self.rect.height), "−", lambda: self.step(-1), refused=refused
        )
        self.plus = Button(
            (self.rect.right - side, self.rect.top, side, self.rect.height), "+", lambda: self.step(1), refused=refused
        )

    @property
    def buttons(self) -> list[Button]:
        """Its − and +, as a keypad's keys are: what a screen keeps clear of a notice and finds by key."""
        return [self.minus, self.plus]

    def step(self, delta: int) -> None:
        self.set(self.value + delta)

    def set(self, value: int) -> None:
        value = max(self.low, min(self.high, value))
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def draw(self, surface: pygame.Surface) -> None:
        self.minus.enabled = self.value > self.low
        self.plus.enabled = self.value < self.high
        self.minus.draw(surface)
        self.plus.draw(surface)
        pygame.draw.rect(surface, theme.PANEL, self.middle(), border_radius=6)
        theme.draw_text(surface, self.text, self.text_rect(), size=theme.FONT_SIZES["button"])

    @property
    def text(self) -> str:
        return f"{self.label} {self.value}".strip()

    def middle(self) -> pygame.Rect:
        """The value's panel between − and +."""
        return pygame.Rect(
            self.minus.rect.right + 4, self.rect.top, self.plus.rect.left - self.minus.rect.right - 8, self.rect.height
        )

    def text_rect(self) -> pygame.Rect:
        return self.middle().inflate(-8, -4)

    def press(self, pos: tuple[int, int]) -> bool:
        return self.minus.press(pos) or self.plus.press(pos)

    def release(self, pos: tuple[int, int]) -> bool:
        return self.minus.release(pos) | self.plus.release(pos)

    def cancel(self) -> None:
        self.minus.cancel()
        self.plus.cancel()


class Keypad(Widget):
    """Digits, delete and clear, for amounts (bids) typed from the table.

    ``limit``, if given, is the largest number it takes: a digit that would go
    past it is not taken, like one past ``max_digits``. Such a press is never
    silent: ``refused`` is called with what the digit would have made, to say
    why (the most that can be typed, with the refusal's cue), as a greyed
    button's tap does. A digit that went missing without a word ("101" on the
    screen after 1, 0, 1, 6) left the table unsure which keys had been taken.
    """

    KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "DEL")
    GRIDS = ((3, 4), (4, 3), (6, 2))
    """Columns × rows, tallest first: a short panel gets the keys in two rows of six rather than keys too
    small for a finger."""

    @classmethod
    def grid(cls, rect: RectLike) -> tuple[int, int] | None:
        """The first of :attr:`GRIDS` whose keys are fingertip-sized in ``rect``, or None if none is."""
        box = pygame.Rect(rect)
        for columns, rows in cls.GRIDS:
            if box.width // columns - 4 >= theme.MIN_TARGET and box.height // rows - 4 >= theme.MIN_TARGET:
                return columns, rows
        return None

    @classmethod
    def fits(cls, rect: RectLike) -> bool:
        """True if a keypad in ``rect`` has keys a finger can hit (else give it more room, or its own page)."""
        return cls.grid(rect) is not None

    def __init__(
        self,
        rect: RectLike,
        on_change: Callable[[str], None],
        max_digits: int = 4,
        limit: int | None = None,
        *,
        refused: Callable[[str], object] | None = None,
    ) -> None:
        super().__init__(rect)
        self.text = ""
        self.on_change, self.max_digits, self.limit, self.refused = on_change, max_digits, limit, refused
        columns, rows = self.grid(self.rect) or self.GRIDS[0]  # too small: drawn anyway, the fit check says so
        w, h = self.rect.width // columns, self.rect.height // rows
        from companion.text.i18n import _

        shown = {"C": _("Clear"), "DEL": _("Del")}
        self.buttons = [
            Button(
                (self.rect.left + (i % columns) * w + 2, self.rect.top + (i // columns) * h + 2, w - 4, h - 4),
                shown.get(key, key),
                partial(self.key, key),
                key=f"pad-{key}",
            )
            for i, key in enumerate(self.KEYS)
        ]

    def key(self, key: str) -> None:
        """One of :attr:`KEYS` pressed (a tap, or a PC's keyboard)."""
        if key == "C":
            self.text = ""
        elif key == "DEL":
            self.text = self.text[:-1]
        elif len(self.text) < self.max_digits and (self.limit is None or int(self.text + key) <= self.limit):
            self.text = (self.text + key).lstrip("0") or ("0" if key == "0" else "")
        else:  # not taken: said, never dropped in silence
            if self.refused is not None:
                self.refused(self.text + key)
            return
        self.on_change(self.text)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def press(self, pos: tuple[int, int]) -> bool:
        return any(button.press(pos) for button in self.buttons)

    def release(self, pos: tuple[int, int]) -> bool:
        acted = False
        for button in self.buttons:
            acted |= button.release(pos)
        return acted

    def cancel(self) -> None:
        for button in self.buttons:
            button.cancel()


def shares(texts: list[str], left: int, right: int, size: int, gap: int = 8) -> list[tuple[int, int]]:
    """``(x, width)`` of a row of buttons between ``left`` and ``right``: each as wide as its text needs at
    ``size``, and the room left over shared equally, so a long title ("Tiny Auction (test game)") keeps its type
    size beside short ones as long as the row's texts fit together."""
    chosen = theme.font(size)
    needs = [max(theme.MIN_TARGET, chosen.size(text)[0] + 20) for text in texts]
    room = right - left - gap * (len(texts) - 1)
    spare = room - sum(needs)
    if spare < 0:  # even tight they do not fit: equal widths, and the check reports the shrunk titles
        widths = [room // len(texts)] * len(texts)
    else:
        widths = [need + spare // len(texts) for need in needs]
    placed, x = [], left
    for w in widths:
        placed.append((x, w))
        x += w + gap
    return placed


@dataclass(slots=True)
class Toast:
    """A short message over the screen (a refusal's reason, a device's news), gone after ``until``.

    ``device`` marks a device's news (a speaker lost, the lights not working): it is news for the whole table,
    not an answer to the finger that just tapped, so only a tap on the message itself or its time running out
    takes it away (see :meth:`companion.ui.app.App.dismisses`).

    ``brief`` is what a device's bad news says in one short line ("3 devices are not working: tap here.") on
    a screen that leaves its text no wholly clear place. At start-up the three lines about the lights, the sound
    and a scanner found none on the settings or the new game's screen, and lay over "Back" or the game tabs for
    some ten seconds while the players were choosing a game. A player would rather see at once that something
    is wrong, keep every button in sight, and read the rest when they wish: the brief line fits in a gap (beside
    a stepper, between two buttons), and a tap on it ``opened`` the whole notice, as its readers asked. Smaller
    type or a narrower wrap was no answer: those screens have no gap three lines fit at a size read from across
    the table.
    """

    text: str
    until: float
    color: tuple[int, int, int] | None = None  # None: the theme's danger colour
    device: bool = False
    brief: str | None = None
    opened: bool = False
    #: The last place found and what it was found for: every frame asks where the toast goes (to draw it, to keep
    #: taps on it), and a place on a screen with no clear spot is a search of every width and position (some
    #: 30 M instructions, four times a whole frame), while the screen under a toast seldom moves.
    _memo: tuple[Any, tuple[pygame.Rect, str]] | None = field(default=None, repr=False, compare=False)

    WIDTHS = (720, 640, 560, 480, 420, 380)
    """The widths tried, widest first: a narrower toast (more lines) can sit beside a panel's buttons, and on a
    screen full of buttons (the settings) a one-line notice still finds the title bar beside "Back"."""
    BRIEF_WIDTHS = (*WIDTHS, 340, 300)
    """The widths the brief line tries below its own one line's: down to a gap between two buttons."""

    def place(self, size: tuple[int, int], avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where the toast goes: low on the screen, clear of ``avoid`` (the buttons the player is about to press
        again after a refusal), at the widest width that finds a clear spot; else its brief line where that
        finds one; else the whole text where it covers least."""
        return self._placed(size, avoid)[0]

    def folded(self, size: tuple[int, int], avoid: Sequence[pygame.Rect] = ()) -> bool:
        """Whether the brief line stands for the text now (the text finds no clear place, and was not opened)."""
        return self._placed(size, avoid)[1] != self.text

    def _placed(self, size: tuple[int, int], avoid: Sequence[pygame.Rect]) -> tuple[pygame.Rect, str]:
        key = (tuple(size), tuple(map(tuple, avoid)), self.opened, self.text, self.brief, theme.FONT_SIZES["body"])
        if self._memo is None or self._memo[0] != key:
            self._memo = (key, self._search(size, avoid))
        rect, text = self._memo[1]
        return pygame.Rect(rect), text  # a copy: a caller may move what it is given

    def _search(self, size: tuple[int, int], avoid: Sequence[pygame.Rect]) -> tuple[pygame.Rect, str]:
        from .overlay import clear_spot, lies_clear

        bounds = pygame.Rect(8, 0, size[0] - 16, size[1] - 16)  # not flush with the screen's edge
        whole = clear_spot(self._shapes(self.text, self.WIDTHS, size), bounds, avoid)
        if self.brief is None or self.opened or lies_clear(whole, avoid):
            return whole, self.text
        snug = theme.text_size(self.brief, theme.FONT_SIZES["body"])[0] + 40  # one line, and no wider
        widths = [snug, *(width for width in self.BRIEF_WIDTHS if width < snug)]
        brief = clear_spot(self._shapes(self.brief, widths, size), bounds, avoid)
        return (brief, self.brief) if lies_clear(brief, avoid) else (whole, self.text)

    def _shapes(self, text: str, widths: Sequence[int], size: tuple[int, int]) -> list[tuple[int, int]]:
        shapes = [(width, self.height(width, text)) for width in widths if width <= size[0] - 40]
        return shapes or [(size[0] - 40, self.height(size[0] - 40, text))]

    def height(self, width: int, text: str | None = None) -> int:
        lines = theme.wrap(self.text if text is None else text, width - 32, theme.FONT_SIZES["body"])
        return len(lines) * theme.font(theme.FONT_SIZES["body"]).get_linesize() + 24

    def draw(self, surface: pygame.Surface, avoid: Sequence[pygame.Rect] = ()) -> None:
        rect, text = self._placed(surface.get_size(), avoid)
        pygame.draw.rect(surface, self.color or theme.DANGER, rect, border_radius=10)
        theme.draw_paragraph(surface, text, rect.inflate(-32, -24), color=(255, 255, 255))
