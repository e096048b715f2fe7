"""Settings: language, sound, LED brightness, contrast, phones at the table (a screen of its own), hardware
self-test, and each game's own entries (calibration). Language, volume, mute, brightness and phones are also
keys of the configuration file: this screen shows which one applies and gives a key set here back to the file
(the rule: companion/ui/prefs.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from companion.core.i18n import N_
from companion.text.i18n import LANGUAGES, _, set_language

from .. import specs, theme
from ..prefs import DEFAULT, FILE, HERE
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Stepper, option_row

if TYPE_CHECKING:
    from ..app import App


def version() -> str:
    """The installed version (companion.__version__, from the package metadata pyproject.toml declares)."""
    import companion

    return companion.__version__


def _open_selftest(app: App) -> None:
    from .selftest import SelfTestScene

    app.push(SelfTestScene(app))


def _open_phones(app: App) -> None:
    from .phones import PhonesScene

    app.push(PhonesScene(app))


def _open_usb(app: App) -> None:
    from .usb import UsbScene

    app.push(UsbScene(app))


ROWS: dict[str, tuple[str, ...]] = {
    "language": ("language",),
    "sound": ("volume", "muted"),
    "brightness": ("brightness",),
    "phones": ("phones",),
}
"""Each row of the screen that the configuration file also sets → its preferences (see companion/ui/prefs.py)."""

LABEL_WIDTH = 196
CONTROLS = 220
"""Where a row's buttons start: the row's name and its value's source are left of it."""
BACK = (616, 168)
"""The left edge and width of a row's "back to the file" button, right of its controls."""


def tenths(value: float) -> int:
    """A fraction (a volume, a brightness) in the tenths the steppers show, rounded half up."""
    return int(value * 10 + 0.5)


class SettingsScene(Scene):
    """Each value shows where it comes from (the configuration file, set here, the default); one set here
    wins over the file for its own key only, and "back to the file" gives the key back to the file."""

    def source(self, row: str) -> str:
        """Where the row's value comes from: set here if any of its keys is, else the file's if any is."""
        sources = [self.app.prefs.source(name) for name in ROWS[row]]
        return next(where for where in (HERE, FILE, DEFAULT) if where in sources)

    def caption(self, row: str) -> str:
        return {HERE: _("Set here"), FILE: _("From the file"), DEFAULT: _("Built-in default")}[self.source(row)]

    def row_head(self, y: int, title: str, row: str | None) -> None:
        """The row's name, and under it where its value comes from; a row set here gets its way back."""
        if row is None:
            self.widgets.append(Label((16, y, LABEL_WIDTH, 56), title, align="left"))
            return
        self.widgets.append(Label((16, y, LABEL_WIDTH, 30), title, align="left"))
        dim = theme.ACCENT if self.source(row) == HERE else theme.TEXT_DIM
        self.widgets.append(
            Label((16, y + 30, LABEL_WIDTH, 26), self.caption(row), size=theme.FONT_SIZES["small"], color=dim)
        )
        prefs = self.app.prefs
        here = [name for name in ROWS[row] if name in prefs.set_here]
        if here:
            to_file = any(prefs.underlying.sources[name] == FILE for name in here)
            self.widgets.append(
                Button(
                    (BACK[0], y, BACK[1], 56),
                    _("Back to the file") if to_file else _("Back to default"),
                    partial(self.back_to_file, row),
                    key=f"back-{row}",
                )
            )

    def layout(self) -> None:
        width, height = self.size
        prefs = self.app.prefs
        self.widgets = []
        self.top_bar(_("Settings"))
        y = TOP_BAR + 12
        self.row_head(y, _("Language"), "language")
        places = [(CONTROLS + index * 130, y, 124, 56) for index in range(len(LANGUAGES))]
        self.widgets += option_row(places, LANGUAGES.items(), prefs.language, self.language, "lang")
        y += 66
        self.row_head(y, _("Sound volume"), "sound")
        self.widgets.append(Stepper((CONTROLS, y, 236, 56), tenths(prefs.volume), 0, 10, self.volume))
        self.widgets.append(
            Button(
                (CONTROLS + 244, y, 140, 56), _("Sound on") if prefs.muted else _("Mute"), self.toggle_mute, key="mute"
            )
        )
        y += 66
        self.row_head(y, _("LED brightness"), "brightness")
        self.widgets.append(Stepper((CONTROLS, y, 236, 56), tenths(prefs.brightness), 0, 10, self.brightness))
        y += 66
        self.row_head(y, _("Contrast"), None)
        contrasts = (("normal", _("Normal")), ("high", _("High contrast")))
        places = [(CONTROLS + index * 196, y, 188, 56) for index in range(len(contrasts))]
        self.widgets += option_row(places, contrasts, prefs.theme, self.contrast, "theme")
        # Small, under the rows: which version this is, for an owner reading the changelog or asking for help.
        self.widgets.append(
            Label(
                (CONTROLS + 2 * 196, y, width - CONTROLS - 2 * 196 - 16, 56),
                _("Version {version}").format(version=version()),
                size=theme.FONT_SIZES["small"],
                color=theme.TEXT_DIM,
                align="right",
            )
        )
        y += 76
        entries: list[tuple[str, Callable[[App], None]]] = [
            (N_("Phones at the table"), _open_phones),
            (N_("Backup and USB stick"), _open_usb),
            *specs.settings_entries(),
        ]
        if self.app.peripherals is not None:
            entries.insert(0, (N_("Hardware self-test"), _open_selftest))
        across = 2 if len(entries) <= 4 else 3  # two rows of buttons fit under the settings
        for index, (label, action) in enumerate(entries):
            column = (width - 32 - 16 * (across - 1)) // across
            x = 16 + (index % across) * (column + 16)
            self.widgets.append(
                Button(
                    (x, y + (index // across) * 66, column, 56),
                    _(label),
                    partial(action, self.app),
                    key=f"extra-{index}",
                )
            )

    def save(self) -> None:
        self.app.save_prefs()
        self.layout()

    def language(self, code: str) -> None:
        self.app.prefs.language = code
        set_language(code)
        self.save()

    def volume(self, value: int) -> None:
        self.app.prefs.volume = value / 10
        self.save()

    def toggle_mute(self) -> None:
        self.app.prefs.muted = not self.app.prefs.muted
        self.save()

    def contrast(self, name: str) -> None:
        """Switch the theme at once: this screen is laid out again in it, every other as it is entered."""
        self.app.prefs.theme = theme.apply(name)
        self.save()

    def brightness(self, value: int) -> None:
        self.app.prefs.brightness = value / 10
        self.save()

    def back_to_file(self, row: str) -> None:
        """The row's keys set here are forgotten: the file's values (or the defaults) apply again, at once."""
        for name in ROWS[row]:
            self.app.prefs.back_to_file(name)
        set_language(self.app.prefs.language)
        self.save()

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None
