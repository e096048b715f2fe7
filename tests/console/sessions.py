"""A console session for tests: a table, the lines a player types, and everything the console printed."""

from __future__ import annotations

import io

from companion.console import Console
from companion.core import Table


def play(table: Table, *typed: str, language: str | None = None) -> str:
    """What the console prints while ``typed`` is entered line by line, then ``q`` (the game stays saved)."""
    out = io.StringIO()
    Console(table, io.StringIO("\n".join(typed) + "\nq\n"), out, language=language).run()
    return out.getvalue()
