"""Settings → Phones: one switch for phones at the table, the address they join at, and each seat's way in.

Phones are off by default: with the switch off no port is open at all. On, the
app serves each player's private view and decisions on their own phone
(:mod:`companion.phones`). For the open game the screen shows one seat at a
time (a row of seat tabs): its QR code, drawn module by module large enough
for a phone's camera to read from the screen, with the white quiet zone the
standard asks for around it; its short code in large type, for a phone that
cannot scan; how many phones are on the seat; and "New code", which cuts off
every phone on that seat in one tap (a lost phone) and shows the new code.
Only one seat's code is on the screen at a time, so a glance at the screen
takes one seat's way in at most.

The switch is a shared setting: the configuration's ``[phones] enabled`` is
the file's value and the screen's wins, as for the language (:mod:`..prefs`).
A port that cannot be opened (in use by another program) is said here, and
play goes on without phones.
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from companion.palette import SEATS
from companion.text.i18n import _, ngettext

from .. import theme
from ..scene import TOP_BAR
from ..widgets import Button, Label, Note, RectLike, Widget, option_row
from .settings import BACK, CONTROLS, SettingsScene

if TYPE_CHECKING:
    from companion.phones.hub import SeatLink

    from ..app import App

QUIET_ZONE = 4
"""Light modules around the code on every side: what ISO/IEC 18004 asks for, and what a camera needs to find the
code's edge against the screen's dark background."""
SEAT_TABS = 184
"""Where the row of seat tabs starts (below the switch and the address)."""


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of modules (True: dark), its quiet zone included.

    Error correction L: a screen does not smudge, and the fewer modules a code
    has, the larger each is drawn (a seat's address fits version 3, 29 modules).
    """
    return [list(row) for row in _qr_rows(text)]


@lru_cache(maxsize=16)
def _qr_rows(text: str) -> tuple[tuple[bool, ...], ...]:
    """:func:`qr_modules`' rows, made once per text: segno works out a code in Python (about 40 M instructions),
    and the screen is laid out again at every change, for a seat's few codes."""
    import segno

    code = segno.make_qr(text, error="l", boost_error=False)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix_iter(scale=1, border=QUIET_ZONE))


class QrCode(Widget):
    """A QR code drawn as pygame rectangles, dark on white whatever the theme, centred in its square.

    Every module is a whole number of pixels (no scaling blur), so
    :meth:`module_rect` says exactly where each one is and a test can read the
    code back from the drawn surface.
    """

    def __init__(self, rect: RectLike, modules: list[list[bool]]) -> None:
        super().__init__(rect)
        self.modules = modules
        self._drawn: pygame.Surface | None = None  # the code at its scale, drawn once (a module a fill: 10 M a frame)

    @property
    def scale(self) -> int:
        return max(1, min(self.rect.width, self.rect.height) // len(self.modules))

    @property
    def origin(self) -> tuple[int, int]:
        side = self.scale * len(self.modules)
        return self.rect.left + (self.rect.width - side) // 2, self.rect.top + (self.rect.height - side) // 2

    def module_rect(self, row: int, column: int) -> pygame.Rect:
        left, top = self.origin
        return pygame.Rect(left + column * self.scale, top + row * self.scale, self.scale, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        side = self.scale * len(self.modules)
        if self._drawn is None or self._drawn.get_width() != side:
            self._drawn = self._render(side)
        surface.blit(self._drawn, self.origin)

    def _render(self, side: int) -> pygame.Surface:
        """The code ``side`` pixels square: one pixel a module, then scaled by whole pixels (nearest neighbour, no
        blur), so each module lands exactly on :meth:`module_rect`."""
        count = len(self.modules)
        small = pygame.Surface((count, count))
        small.fill((255, 255, 255))
        for row, modules in enumerate(self.modules):
            for column, dark in enumerate(modules):
                if dark:
                    small.set_at((column, row), (0, 0, 0))
        return pygame.transform.scale(small, (side, side))


def readable(tab: Button) -> Button:
    """A seat's tab whose name fits neither one line nor two at the tab's size: the name in smaller type down to
    the small size, on one line, two, or three at its hyphens; cut short with "…" at the small size only when
    none of these holds it. Six seats of long names shrank each to a smudge; a three-part name
    ("Alessandra-Margherita-Luisa") was cut short, though each of its parts fits the tab at the small size, and
    three lines of it fit the tab's height there: whose seat it is was then read only off the card beside the
    code."""
    box = tab.text_rect()
    tab.most_lines = 3
    for size in range(tab.size, theme.FONT_SIZES["small"] - 1, -1):
        tab.size = size
        if len(tab.lines()) >= 2 or theme.text_size(tab.text, size)[0] <= box.width:
            return tab
    tab.text, tab.size = theme.clip(tab.text, box.width, tab.size, least=theme.FONT_SIZES["small"])
    return tab


class PhonesScene(SettingsScene):
    """The switch, the address, and for the open game each seat's code, phones and "New code"."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.seat = 0
        """The seat whose code is shown."""
        self.copied: list[Widget] = []
        """What a phone reads off the screen (the address, the seat's QR code and its code): kept clear of notices."""

    def layout(self) -> None:
        width, height = self.size
        app = self.app
        self.widgets = []
        self.copied = []
        self.top_bar(_("Phones at the table"))
        y = TOP_BAR + 12
        self.row_head(y, _("Phones"), "phones")
        choices = ((False, _("Off")), (True, _("On")))
        places = [(CONTROLS + index * 130, y, 124, 56) for index in range(len(choices))]
        self.widgets += option_row(places, choices, app.prefs.phones, self.switch, "phones")
        y += 66
        status, color = self.status()
        self.widgets.append(Note((16, y, width - 32, 44), status, size=theme.FONT_SIZES["body"], color=color))
        phones = app.phones
        if phones is not None:
            self.copied.append(self.widgets[-1])  # the address
        if phones is None:
            self.widgets.append(
                Note(
                    (16, SEAT_TABS - 20, width - 32, 96),
                    _(
                        "With phones on, each player opens their own seat on their phone: what only they may see, "
                        "and their sealed choices. Phones join over this table's own network; nothing goes to the "
                        "internet. The touchscreen stays in charge."
                    ),
                    size=theme.FONT_SIZES["body"],
                )
            )
            return
        links = phones.links() if app.table is not None else []
        if not links:
            self.widgets.append(
                Note(
                    (16, SEAT_TABS, width - 32, 120),
                    _("No game is open. Start or resume a game: each of its seats then gets a code here."),
                    size=theme.FONT_SIZES["body"],
                )
            )
            return
        self.seat = min(self.seat, len(links) - 1)
        self.seat_tabs(links, width)
        self.seat_card(links[self.seat], width, height)

    def keep_clear(self) -> list[pygame.Rect]:
        """The buttons, and what a phone reads off the screen: a player holds a phone up to the QR code, or types
        the address and the code, while a notice is up (a device's news stays a while), and half of it is no use."""
        return [*super().keep_clear(), *(widget.rect for widget in self.copied)]

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the switch: where phones join, why they cannot, or that no port is open."""
        app = self.app
        if app.phones is not None:
            return _("Phones join at {address}").format(address=app.phones.address()), theme.TEXT
        if app.prefs.phones and app.phones_problem is not None:
            return app.phones_problem, theme.DANGER
        if app.prefs.phones:
            return _("Starting…"), theme.TEXT_DIM
        return _("Off: no port is open."), theme.TEXT_DIM

    def seat_tabs(self, links: list[SeatLink], width: int) -> None:
        count = len(links)
        tab = (width - 32 - 8 * (count - 1)) // count
        for index, link in enumerate(links):
            chosen = index == self.seat
            button = Button(
                (16 + index * (tab + 8), SEAT_TABS, tab, 52),
                link.name,
                partial(self.show_seat, index),
                color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if chosen else theme.TEXT,
                outline=SEATS[link.seat % len(SEATS)],
                size=theme.FONT_SIZES["body"],
                key=f"phones-seat-{link.seat}",
            )
            self.widgets.append(readable(button))

    def seat_card(self, link: SeatLink, width: int, height: int) -> None:
        """One seat's QR code at the left, its code, phones and "New code" at the right."""
        top = SEAT_TABS + 60
        side = height - top - 8
        self.widgets.append(QrCode((16, top, side, side), qr_modules(link.url)))
        left = 16 + side + 24
        right = width - 16
        self.widgets.append(Label((left, top, right - left, 34), link.name, size=theme.FONT_SIZES["title"]))
        self.widgets.append(Label((left, top + 36, right - left, 50), link.code, size=theme.FONT_SIZES["huge"]))
        self.copied += self.widgets[-3::2]  # the QR code and the code
        if link.connected:
            phones = ngettext("{count} phone on this seat", "{count} phones on this seat", link.connected).format(
                count=link.connected
            )
        else:
            phones = _("No phone on this seat yet")
        self.widgets.append(
            Label((left, top + 90, right - left, 30), phones, color=theme.CONFIRM if link.connected else theme.TEXT_DIM)
        )
        self.widgets.append(
            Note(
                (left, top + 122, right - left, 28),
                _("Scan the code with the phone's camera, or open the address and type the code."),
            )
        )
        self.widgets.append(
            Button(
                (right - BACK[1] - 40, top + side - 56, BACK[1] + 40, 56),
                _("New code"),
                partial(self.reissue, link.seat),
                key=f"phones-new-{link.seat}",
            )
        )

    def show_seat(self, index: int) -> None:
        self.seat = index
        self.layout()

    def switch(self, on: bool) -> None:
        """On opens the port at once (Phones.start), off closes it and every phone's connection at once; On
        tapped again after a failure (the port was in use) tries again."""
        again = on and self.app.prefs.phones and self.app.phones is None
        self.app.prefs.phones = on
        self.save()
        if again:
            self.app.start_phones()
            self.layout()

    def reissue(self, seat: int) -> None:
        """A new code for ``seat``: every phone on it is cut off at once, and the old code no longer works."""
        phones = self.app.phones
        if phones is None:
            return
        phones.reissue(seat)
        self.app.notify(_("New code for {name}: the phones on this seat are cut off.").format(name=self.name(seat)))
        self.layout()

    def name(self, seat: int) -> str:
        names = self.app.table.names if self.app.table is not None else []
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)
