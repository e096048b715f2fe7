"""A French console writes "d'Anna" and "de Ben": its own lines and an engine's refusals elide before a vowel name."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.core import Table
from companion.games import get
from companion.text.i18n import set_language


@pytest.fixture(autouse=True)
def english() -> None:
    yield
    set_language("en")


def test_a_french_console_elides_before_anna_and_not_before_ben() -> None:
    table = Table.new(get("acquire"), {"players": ["Anna", "Ben", "Eve"]}, created="2026-01-01T00:00:00+00:00")
    typed = ['json {"type": "start_tile", "player": 2, "tile": "3A"}', "1A", "show 1", "show 2"]
    out = io.StringIO()
    Console(table, io.StringIO("\n".join(typed) + "\nq\n"), out, language="fr").run()
    text = out.getvalue()
    assert "C'est au tour d'Anna, pas d'Eve." in text  # an engine's refusal, filled by companion.core.i18n.fill
    assert "-- vue privée d'Anna --" in text and "-- vue privée de Ben --" in text  # the console's own .format
    assert "de Anna" not in text and "de Eve" not in text
