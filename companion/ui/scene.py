"""Scenes: one screen each, kept on a stack (home → new game → play → log …).

A scene owns its widgets, rebuilds them in :meth:`Scene.layout` whenever
what it shows changes, and draws only when the app asks (the app redraws on
change or while something animates, so an idle table costs no CPU).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from companion.core import Update
from companion.text.i18n import _

from . import theme
from .widgets import Button, Label, Note, Stepper, Widget

if TYPE_CHECKING:
    from .app import App

TOP_BAR = 56

REPEAT_DELAY = 0.5
"""How long a finger holds a repeating button (a "+") before it acts again by itself."""

REPEAT_EVERY = 0.1
"""Then how often it acts again while the finger stays down."""


class Scene:
    """Base of every screen. Subclasses fill :attr:`widgets` in :meth:`layout`."""

    title = ""

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self._pressed: Widget | None = None
        self._repeat_at: float | None = None  # when a held repeating button acts again (None: none is held)
        self._repeated = False  # it has: the finger's lift must not act once more
        self.title_label: Label | None = None  # the top bar's title, once laid out (:meth:`top_bar`)

    # -- lifecycle ---------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""
        self.layout()

    def leave(self) -> None:
        """Called when another scene covers or replaces this one."""

    def layout(self) -> None:
        """Rebuild widgets from the current state."""

    def on_table(self, update: Update) -> None:
        """The table changed (an action applied, undone, or refused)."""
        self.layout()

    def animating(self, now: float) -> bool:
        """True while the scene needs frames without any input (an animation)."""
        return False

    def deadline(self) -> float | None:
        """A clock time at which the scene must redraw although nothing happened (a panel hides, a held "+"
        counts on). None while nothing waits: the app then sleeps until a finger lands."""
        return self._repeat_at

    def expire(self, now: float) -> bool:
        """The deadline has passed: update and return True if a redraw is needed."""
        return self.repeat(now)

    def repeat(self, now: float) -> bool:
        """A held repeating button acts again; True if it did (or stopped at its limit: redraw either way).

        Its tap usually lays the scene out anew, so the button of the same key in the new layout is the one
        held from then on; one that is gone or greyed (the limit reached) ends the repeat.
        """
        held = self._pressed
        if self._repeat_at is None or now < self._repeat_at or not isinstance(held, Button):
            return False
        current = self.find(held.key) if held.key is not None else held
        if current is None or not current.enabled or current.on_tap is None:
            self._repeat_at = None
            return True
        current.on_tap()
        self._repeated = True
        after = self.find(held.key) if held.key is not None else current
        if after is None or not after.enabled:
            self._repeat_at = None
            return True
        after.pressed = True
        self._pressed = after
        self._repeat_at = now + REPEAT_EVERY
        return True

    # -- drawing -----------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.app.display.canvas.get_size()

    def draw(self, surface: pygame.Surface, now: float) -> None:
        surface.fill(theme.BACKGROUND)
        self.draw_background(surface, now)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        """What sits under the widgets (a board, a status panel)."""

    def top_bar(self, title: str, back: bool = True) -> None:
        """A title with a back button: every screen but home has one."""
        width, _height = self.size
        if back:
            self.widgets.append(Button((6, 4, 110, TOP_BAR - 8), _("Back"), self.app.pop, key="back"))
        left = 124 if back else 16
        self.title_label = Label((left, 4, width - left - 16, TOP_BAR - 8), title, size=theme.FONT_SIZES["title"])
        self.widgets.append(self.title_label)

    # -- input -------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> None:
        self._repeated = False
        for widget in reversed(self.widgets):
            if widget.visible and widget.press(pos):
                self._pressed = widget
                held = isinstance(widget, Button) and widget.repeat and widget.pressed
                self._repeat_at = self.app.clock() + REPEAT_DELAY if held else None
                return
        self.tap_background(pos)

    def release(self, pos: tuple[int, int]) -> None:
        widget, self._pressed = self._pressed, None
        self._repeat_at = None
        if widget is not None:
            if self._repeated:
                widget.cancel()  # it has acted while held: the lift is not one tap more
            else:
                widget.release(pos)
        self._repeated = False

    def cancel(self) -> None:
        self._repeat_at = None
        self._repeated = False
        if self._pressed is not None:
            self._pressed.cancel()
            self._pressed = None

    def tap_background(self, pos: tuple[int, int]) -> None:
        """A finger landed where no widget is (a board space, say)."""

    def key(self, key: int) -> bool:
        """A keyboard key (PC only); True if handled."""
        return False

    def text_input(self, typed: str) -> bool:
        """Text typed on a physical keyboard, as the keyboard's layout makes it (accents included); True if used."""
        return False

    def keep_clear(self) -> list[pygame.Rect]:
        """What a message drawn over this screen (a toast, a result card) must not cover: every button a finger can
        press now (a keypad's keys too), since a refused tap is tried again on the same buttons; a stepper whole,
        its value with its − and +: at its least the − is greyed, and a notice lay over it and the value, so the
        players at the new game saw a "+" beside nothing and not how many they were; and the words of every
        label and note, which say what the screen is and what its choices mean: the top bar's title ("Name of
        player 1"), an option's name, a game's line under its options (the stock-market card a new game will
        use, which a device notice's one line lay over); and what a widget keeps clear (``kept_clear``): a
        keypad's typed number, which a number past the top's refusal lay over, so the player saw the reason and
        not the number it was about."""
        found: list[pygame.Rect] = []
        for widget in self.widgets:
            words = read_on(widget)
            if words is not None:
                found.append(words)
            if isinstance(widget, Stepper) or (widget.visible and widget.kept_clear):
                found.append(widget.rect)
            for button in [widget, *getattr(widget, "buttons", ())]:
                if isinstance(button, Button) and button.visible and button.enabled and button.on_tap is not None:
                    found.append(button.rect)
        return found

    def left_out(self) -> list[list[str]]:
        """The texts (each its lines) the screen as laid out now had to say and left out for lack of room (none by
        default): a
        sentence missing from a preview is missing whatever the widgets shown look like, so the fit checks
        (:func:`companion.ui.fit.check`) report it with the rest of what does not fit."""
        return []

    def find(self, key: str) -> Button | None:
        """The button with ``key`` (tests and keyboard shortcuts use it)."""
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.key == key:
                return widget
            for inner in getattr(widget, "buttons", ()):  # a keypad's keys
                if isinstance(inner, Button) and inner.key == key:
                    return inner
        return None


def read_on(widget: Widget) -> pygame.Rect | None:
    """Where ``widget``'s words are, if it is text to read (a label: its words alone, so a message may sit beside
    a short one; a note: its box, whose lines are centred in it), else None."""
    if not widget.visible or not isinstance(widget, Label | Note) or not widget.text:
        return None
    if isinstance(widget, Note):
        return pygame.Rect(widget.rect)
    size = pygame.Rect((0, 0), theme.text_size(widget.text, widget.size))
    return widget.rect.clip(theme.aligned(size, widget.rect, widget.align))


PRIVATE_SECONDS = 6.0
"""How long a player's private view stays up before it hides itself."""


class PrivateReveal(Scene):
    """One seat's private view shown for a few seconds; the next tap only hides it.

    Put before :class:`Scene` in a screen's bases (the play screen, a score sheet): a private view
    that outlived its player's glance would show the next player's secret to
    the table, so it has a deadline, and a tap anywhere hides it before
    anything else can happen.
    """

    private_seat: int | None = None
    private_until: float = 0.0

    def reveal(self, seat: int) -> None:
        """Show ``seat``'s private information for a few seconds (tap a name, or hold a seat button)."""
        self.private_seat, self.private_until = seat, self.app.clock() + PRIVATE_SECONDS
        self.app.dirty = True

    def hide_private(self) -> None:
        self.private_seat = None
        self.app.dirty = True

    def deadline(self) -> float | None:
        held = super().deadline()  # a held "+"
        private = self.private_until if self.private_seat is not None else None
        times = [t for t in (held, private) if t is not None]
        return min(times) if times else None

    def expire(self, now: float) -> bool:
        hidden = False
        if self.private_seat is not None and now >= self.private_until:
            self.private_seat = None
            hidden = True
        return super().expire(now) or hidden

    def press(self, pos: tuple[int, int]) -> None:
        if self.private_seat is not None:
            self.hide_private()  # the next tap hides the private view, and does nothing else
            return
        super().press(pos)
