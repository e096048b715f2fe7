"""The line that says which game is resumed fits a narrow terminal: at 60 columns "Reprise de Steam Barons avec
Ann, Ben, Cat (44 coups jusqu'ici)." was broken by the terminal mid-word ("jusqu'i" / "ci"). It goes on over
rows, broken between words, as every sentence of the console does."""

from __future__ import annotations

import io
import os

import pytest

from companion import app
from companion.text import columns


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_long_line_goes_on_between_words_within_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(columns.shutil, "get_terminal_size", lambda fallback=None: os.terminal_size((60, 24)))
    out = Terminal()
    line = "Reprise de Steam Barons avec Ann, Ben, Cat (44 coups jusqu'ici)."
    app._put(out, line + "\n")
    rows = out.getvalue().split("\n")
    assert rows[-1] == "" and all(len(row) <= 58 for row in rows), rows
    assert " ".join(row.strip() for row in rows).strip() == line
    assert rows[1].startswith("  ")  # its later rows under its words


def test_a_question_and_short_lines_are_written_as_they_are(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(columns.shutil, "get_terminal_size", lambda fallback=None: os.terminal_size((60, 24)))
    out = Terminal()
    app._put(out, "Left as it is.\nSalvage it? [Y/n] ")
    assert out.getvalue() == "Left as it is.\nSalvage it? [Y/n] "
