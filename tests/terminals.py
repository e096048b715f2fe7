"""The console's tests at a terminal's width: output that says it is a terminal, and the language and width put
back after each test (import ``restored`` into a test module to make it that module's autouse fixture)."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.text.columns import DEFAULT, set_width
from companion.text.i18n import set_language


class Terminal(io.StringIO):
    """Output written to a terminal (of the width the test sets)."""

    def isatty(self) -> bool:
        return True


@pytest.fixture(autouse=True)
def restored() -> Iterator[None]:
    """English at the default width again after the test, whatever it set."""
    yield
    set_language("en")
    set_width(DEFAULT)
