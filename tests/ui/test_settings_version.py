"""The settings screen names the installed version, small, under its rows, in every language."""

from __future__ import annotations

import pytest

import companion
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.settings import SettingsScene
from companion.ui.widgets import Label


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_version_is_shown_and_fits(app, language: str) -> None:
    set_language(language)
    app.reset(SettingsScene(app))
    app.draw()
    labels = [w for w in app.scene.widgets if isinstance(w, Label) and companion.__version__ in w.text]
    assert len(labels) == 1, "the version, once"
    assert labels[0].rect.bottom <= app.scene.size[1] and labels[0].size >= 18
    assert fit.check(app.scene) == []
