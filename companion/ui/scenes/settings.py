"""Settings: language, sound, LED brightness, contrast, hardware self-test, and each game's own entries
(calibration)."""

from __future__ import annotations

from typing import Any

import pygame

from companion.core.i18n import N_

from .. import specs, theme
from ..i18n import LANGUAGES, _, set_language
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Stepper


def _open_selftest(app: Any) -> None:
    from .selftest import SelfTestScene

    app.push(SelfTestScene(app))


class SettingsScene(Scene):
    def layout(self) -> None:
        width, height = self.size
        prefs = self.app.prefs
        self.widgets = []
        self.top_bar(_("Settings"))
        y = TOP_BAR + 12
        self.widgets.append(Label((16, y, 220, 56), _("Language"), align="left"))
        for index, (code, name) in enumerate(LANGUAGES.items()):
            selected = code == prefs.language
            self.widgets.append(
                Button(
                    (240 + index * 180, y, 170, 56),
                    name,
                    (lambda c=code: self.language(c)),
                    color=theme.ACCENT if selected else theme.PANEL_LIGHT,
                    text_color=theme.BACKGROUND if selected else theme.TEXT,
                    key=f"lang-{code}",
                )
            )
        y += 66
        self.widgets.append(Label((16, y, 220, 56), _("Sound volume"), align="left"))
        self.widgets.append(Stepper((240, y, 290, 56), prefs.volume, 0, 10, self.volume))
        self.widgets.append(
            Button((540, y, width - 556, 56), _("Sound on") if prefs.muted else _("Mute"), self.toggle_mute, key="mute")
        )
        y += 66
        self.widgets.append(Label((16, y, 220, 56), _("LED brightness"), align="left"))
        self.widgets.append(Stepper((240, y, 290, 56), prefs.brightness, 1, 10, self.brightness))
        y += 66
        self.widgets.append(Label((16, y, 220, 56), _("Contrast"), align="left"))
        for index, (name, text) in enumerate((("normal", _("Normal")), ("high", _("High contrast")))):
            selected = name == prefs.theme
            self.widgets.append(
                Button(
                    (240 + index * 260, y, 250, 56),
                    text,
                    (lambda n=name: self.contrast(n)),
                    color=theme.ACCENT if selected else theme.PANEL_LIGHT,
                    text_color=theme.BACKGROUND if selected else theme.TEXT,
                    key=f"theme-{name}",
                )
            )
        y += 76
        entries = specs.settings_entries()
        if self.app.peripherals is not None:
            entries.insert(0, (N_("Hardware self-test"), _open_selftest))
        for index, (label, action) in enumerate(entries):
            column = (width - 48) // 2
            x = 16 + (index % 2) * (column + 16)
            self.widgets.append(
                Button(
                    (x, y + (index // 2) * 66, column, 56),
                    _(label),
                    (lambda a=action: a(self.app)),
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
        self.app.prefs.volume = value
        self.save()

    def toggle_mute(self) -> None:
        self.app.prefs.muted = not self.app.prefs.muted
        self.save()

    def contrast(self, name: str) -> None:
        """Switch the theme at once: this screen is laid out again in it, every other as it is entered."""
        self.app.prefs.theme = theme.apply(name)
        self.save()

    def brightness(self, value: int) -> None:
        self.app.prefs.brightness = value
        self.save()

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None
