"""The two themes: body text readable per WCAG 2 (4.5:1 normal, 7:1 high contrast), button labels too, and the
switch on the settings screen that takes effect at once and is kept across restarts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from companion.colour_vision import contrast_ratio
from companion.ui import theme
from companion.ui.prefs import Preferences
from companion.ui.scenes.settings import SettingsScene
from companion.ui.widgets import Button, Label

SURFACES = ("BACKGROUND", "PANEL", "PANEL_LIGHT")
BODY = ("TEXT", "TEXT_DIM")
# Button labels on coloured buttons, as the screens draw them: white text on confirm and danger, dark text on
# the accent (a chosen option) and on the warning colour.
LABELS = (("TEXT", "CONFIRM"), ("TEXT", "DANGER"), ("BACKGROUND", "ACCENT"), ("BACKGROUND", "WARNING"))
MINIMUM = {"normal": (4.5, 3.0), "high": (7.0, 7.0)}
"""Theme → (body text, button labels): WCAG 2 AA (labels are 24 px: large text, 3:1) and AAA."""


@pytest.fixture(autouse=True)
def normal_theme() -> Iterator[None]:
    theme.apply("normal")
    yield
    theme.apply("normal")


@pytest.mark.parametrize("name", theme.THEME_NAMES)
def test_body_text_meets_wcag_on_every_surface(name: str) -> None:
    colours = theme.THEMES[name]
    body, _labels = MINIMUM[name]
    ratios = {(fg, bg): contrast_ratio(colours[fg], colours[bg]) for fg in BODY for bg in SURFACES}
    assert {pair: round(r, 2) for pair, r in ratios.items() if r < body} == {}


@pytest.mark.parametrize("name", theme.THEME_NAMES)
def test_button_labels_meet_wcag_on_coloured_buttons(name: str) -> None:
    colours = theme.THEMES[name]
    _body, labels = MINIMUM[name]
    low = {(fg, bg): round(contrast_ratio(colours[fg], colours[bg]), 2) for fg, bg in LABELS}
    assert {pair: r for pair, r in low.items() if r < labels} == {}


def test_high_contrast_is_higher_everywhere() -> None:
    normal, high = theme.THEMES["normal"], theme.THEMES["high"]
    for fg in BODY:
        for bg in SURFACES:
            assert contrast_ratio(high[fg], high[bg]) > contrast_ratio(normal[fg], normal[bg])


@pytest.mark.parametrize("name", theme.THEME_NAMES)
def test_a_greyed_button_is_drawn_dimmer_than_a_live_one_never_lit(name: str) -> None:
    """A greyed "+" or "Bid 999M" was filled lighter than the live buttons beside it, so it read as the one
    lit up. Drawn side by side, every greyed button (the plain one, a coloured one, a key) is dimmer than the
    plainest live one, its label is greyed, and its edge still shows where it is."""
    from companion.colour_vision import relative_luminance

    theme.apply(name)
    pygame.font.init()
    surface = pygame.Surface((400, 100))
    surface.fill(theme.BACKGROUND)
    live = Button((0, 0, 120, 56), "Bid")
    greyed = [
        Button((130 + i * 90, 0, 80, 56), "+", enabled=False, color=c)
        for i, c in enumerate((None, theme.CONFIRM, theme.PANEL))
    ]
    for button in (live, *greyed):
        button.draw(surface)

    def fill(button: Button) -> tuple[int, int, int]:
        return tuple(surface.get_at((button.rect.left + 8, button.rect.centery)))[:3]

    assert relative_luminance(theme.DISABLED) < relative_luminance(theme.PANEL_LIGHT)
    for button in greyed:
        assert relative_luminance(fill(button)) < relative_luminance(fill(live)), (name, button.color, fill(button))
        edge = tuple(surface.get_at((button.rect.centerx, button.rect.top)))[:3]
        assert edge != fill(button)  # its outline: a hollow button, not a hole
    assert live.text_color == theme.TEXT and contrast_ratio(theme.TEXT_DIM, theme.DISABLED) < contrast_ratio(
        theme.TEXT, theme.PANEL_LIGHT
    )


def test_apply_switches_the_colours_widgets_read() -> None:
    assert theme.apply("high") == "high" and theme.TEXT == theme.THEMES["high"]["TEXT"]
    label = Label((0, 0, 100, 30), "x")
    button = Button((0, 0, 100, 56), "x")
    assert label.color == theme.THEMES["high"]["TEXT"]
    assert button.color == theme.THEMES["high"]["PANEL_LIGHT"] and button.text_color == theme.THEMES["high"]["TEXT"]
    assert theme.apply("sepia") == "normal" and theme.BACKGROUND == theme.THEMES["normal"]["BACKGROUND"]


def test_the_preference_is_kept_and_a_bad_value_is_the_default(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    prefs = Preferences()
    prefs.theme = "high"
    prefs.save(path)
    assert Preferences.load(path).theme == "high"
    path.write_text('{"theme": "neon"}')
    assert Preferences.load(path).theme == "normal"


def test_the_settings_screen_switches_at_once_and_saves(app, fingers, tmp_path: Path) -> None:
    app.prefs_path = tmp_path / "preferences.json"
    app.push(SettingsScene(app))
    fingers.tap("theme-high")
    assert theme.current == "high" and app.prefs.theme == "high"
    assert Preferences.load(app.prefs_path).theme == "high"
    app.draw()
    assert tuple(app.display.canvas.get_at((2, app.display.canvas.get_height() - 2)))[:3] == theme.BACKGROUND
    assert app.scene.find("theme-high").color == theme.ACCENT  # the chosen one shows as chosen, in the new colours
    fingers.tap("theme-normal")
    assert theme.current == "normal" and theme.BACKGROUND == theme.THEMES["normal"]["BACKGROUND"]


def test_a_saved_high_contrast_theme_applies_at_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.storage import data_path
    from companion.ui import build_app

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    prefs = Preferences()
    prefs.theme = "high"
    prefs.save(data_path() / "preferences.json")
    build_app()
    try:
        assert theme.current == "high"
    finally:
        pygame.display.quit()


def test_a_line_with_accented_capitals_keeps_its_size_in_a_box_one_line_tall() -> None:
    """'Énergie monte…' on a result card: the accent stands above the ascent, the line is still one line
    (the monkey found it drawn a size smaller, under the 18 px floor)."""
    size = theme.FONT_SIZES["small"]
    line = theme.font(size).get_linesize()
    for text in ("Énergie monte avec le dé blanc : de 4", "À Ève, Ça, Ô"):
        assert theme.fit(text, 1000, line, size) is theme.font(size)
        assert theme.measure(theme.font(size), text)[1] <= line
