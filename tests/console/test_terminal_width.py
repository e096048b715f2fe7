"""The console lays its text out at its terminal's width: within 58 columns in a terminal of 60 (the terminal
broke every longer line itself, mid-word), out to 98 in one of 100, and followed when the terminal is resized;
output that is not a terminal keeps 78."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.columns import DEFAULT, set_width, width
from companion.text.i18n import set_language
from tests.terminals import Terminal, restored  # noqa: F401 - restored: the autouse fixture

NAMES = ["Anna", "Ben", "Carla", "Ugo"]


class Resizing(io.StringIO):
    """Typing that resizes the terminal before each line is read: to each of ``columns`` in turn."""

    def __init__(self, text: str, columns: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
        super().__init__(text)
        self.columns, self.monkeypatch = columns, monkeypatch

    def readline(self, size: int | None = -1) -> str:
        if self.columns:
            self.monkeypatch.setenv("COLUMNS", str(self.columns.pop(0)))
        return super().readline(size)


def played(game: str, steps: int, seed: int = 11) -> Table[object]:
    table = Table.new(get(game), {"players": NAMES}, created="x")
    chance = ChanceSource(seed)
    for _step in range(steps):
        table.submit(table.choose_random(chance))
    return table


def screens(game: str, language: str, typed: str, out: io.StringIO, steps: int = 60) -> list[str]:
    Console(played(game, steps), io.StringIO(typed), out, language=language).run()
    return said(out)


def said(out: io.StringIO) -> list[str]:
    """The lines written, each without the "> " of the question answered before it (its answer ended that row
    at the terminal)."""
    lines = out.getvalue().splitlines()
    while any(line.startswith("> ") for line in lines):
        lines = [line.removeprefix("> ") for line in lines]
    return lines


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("game", ["acquire", "bigshot", "steam_barons", "mad_market"])
def test_a_60_column_terminal_gets_lines_of_58_columns_at_most(
    game: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    lines = screens(game, language, "help\nlog\nsheet\n? 1\nq\n", Terminal())
    wide = [line for line in lines if len(line) > 58 and " " in line.strip(" ;")]  # (a file's path stays whole)
    assert not wide, wide
    assert max(len(line) for line in lines) > 50  # the room is used


def test_a_100_column_terminal_gets_longer_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    lines = screens("acquire", "fr", "help\nlog\nq\n", Terminal())
    assert 78 < max(len(line) for line in lines) <= 98


def test_a_resized_terminal_is_followed_from_the_next_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    out = Terminal()
    table = played("acquire", 60)
    Console(table, Resizing("help\nhelp\nq\n", [100, 60, 60], monkeypatch), out, language="it").run()
    text = "\n".join(said(out))
    first, second = text.split("Comandi:")[1:3]
    assert 78 < max(len(line) for line in first.splitlines()) <= 98
    assert max(len(line) for line in second.splitlines()) <= 58


def test_output_that_is_not_a_terminal_keeps_78_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    lines = screens("acquire", "fr", "help\nlog\nq\n", io.StringIO())
    assert 58 < max(len(line) for line in lines) <= 78
    assert width() == DEFAULT


def test_the_width_keeps_between_its_least_and_most(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "20")
    screens("acquire", "en", "q\n", Terminal(), steps=0)
    assert width() == 40
    monkeypatch.setenv("COLUMNS", "400")
    screens("acquire", "en", "q\n", Terminal(), steps=0)
    assert width() == 118


def test_acquires_chains_table_in_italian_keeps_each_chain_on_one_row_at_60_columns() -> None:
    """Its one-row heading ("Società Tessere Prezzo Restano Maggioranza Minoranza") is 60 columns: at 58 its
    headings stand on two rows in turn, each over its figures, and each chain's row stays whole."""
    from companion.front.acquire.console import sheet

    table = played("acquire", 150)
    set_language("it")
    set_width(58)
    lines = sheet(table.summary(None), None)
    chains = [line for line in lines if line.split()[:1] and line.split()[0] in ("Tower", "American", "Worldwide")]
    assert chains and all(len(line.split()) == 6 for line in chains), lines
    assert max(len(line) for line in lines) <= 58, lines
    upper, lower = lines[0], lines[1]
    assert "Maggioranza" in upper + lower and "Minoranza" in upper + lower
    assert upper.index("Tessere") + len("Tessere") == chains[0].index(chains[0].split()[1]) + len(chains[0].split()[1])
