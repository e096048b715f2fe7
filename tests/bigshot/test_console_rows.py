"""Big Shot's players at the console: every row's fields in the same columns whatever the values.

A seat with 9M beside one with 19M moved every field after its cash one column left ("argent 9M  dettes 0"
under "argent 19M  dettes 0"), and so did a one-digit debt or a hidden amount beside a figure.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import PUBLIC, Table
from companion.front.bigshot import console
from companion.front.bigshot.texts import color_name, lots_text
from companion.games import get
from companion.text.i18n import _, labelled, ngettext, set_language

WIDTH = 78


def players_with(values: list[tuple[int | None, int, int | None]], lots: list[list[str]]) -> dict[str, Any]:
    """Four seats' summary with these (cash, debts, fortune) and lots (None: hidden from this viewer)."""
    table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 4}, created="x")
    summary = table.summary(PUBLIC)
    for player, (cash, debts, fortune), won in zip(summary["players"], values, lots, strict=True):
        player.update(cash=cash, debts=debts, fortune=fortune, lots=won, leading=[])
    return summary


def labels() -> list[str]:
    """The fields' words before their values, in the language now ("argent ", "fortune "); the debts are counted
    with their noun after the figure ("1 dette", "3 dettes": :func:`owed`)."""
    return [_(template).split("{")[0] for template in ("cash {cash}", "fortune {fortune}")]


def owed(count: int) -> str:
    """A count of debts as the row says it, in the language now ("1 debt", "3 debts")."""
    return ngettext("{n} debt", "{n} debts", count).format(n=count)


def rows(summary: dict[str, Any]) -> list[str]:
    lines = console.view(summary)
    names = [player["name"] for player in summary["players"]]
    return [
        next(line for line in lines if line[3:].startswith(f"{seat + 1}. {name} ")) for seat, name in enumerate(names)
    ]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize(
    "values",
    [
        [(9, 0, 9), (19, 1, 19), (109, 12, 109), (0, 100, -991)],  # one, two and three digits
        [(None, 0, None), (5, 3, 25), (120, 0, 150), (None, 10, None)],  # hidden beside figures
    ],
)
def test_each_field_starts_in_the_same_column_and_its_figures_end_in_one(
    language: str, values: list[tuple[int | None, int, int | None]]
) -> None:
    set_language(language)
    try:
        summary = players_with(values, [[], ["A9"], ["P1", "B10", "L21"], []])
        shown, words = rows(summary), labels()
        said = {debts: owed(debts) for _cash, debts, _fortune in values}
        no_lots, lots = _("no lots"), _("lots {lots}").split("{")[0]
    finally:
        set_language("en")
    assert all(len(row) <= WIDTH for row in shown), shown
    owing = [(row, debts) for row, (_cash, debts, _fortune) in zip(shown, values, strict=True) if debts]
    for word in words:
        assert len({row.index(word) for row in shown}) == 1, (word, shown)  # the field starts in one column
    # each count of debts with its own noun ("1 debt", "12 debts"), the figures aligned right, under one another
    assert all(said[debts] in row for row, debts in owing), shown
    assert len({row.index(said[debts]) + len(str(debts)) for row, debts in owing}) == 1, shown
    fortunes = {row.index(words[1]) for row in shown}
    assert len(fortunes) == 1, shown  # no debts field: a blank as wide, the fields after it in their columns
    starts = {
        row.index(no_lots) if no_lots in row else row.index(lots) for row in shown if lots in row or no_lots in row
    }
    assert len(starts) <= 1, shown  # "no lots" and a list of lots beside it start in one column (or go on below)


def test_the_lots_come_last_so_a_long_list_moves_no_other_field() -> None:
    summary = players_with(
        [(9, 0, 9), (19, 1, 19), (10, 0, 10), (8, 0, 8)],
        [[], ["P1", "A9", "A10", "A11", "P2", "B9", "B10", "B11", "L16"], [], []],
    )
    lines = console.view(summary)
    at = next(index for index, line in enumerate(lines) if line[3:].startswith("2. Ben "))
    assert "fortune 19M" in lines[at] and lines[at + 1].strip().startswith(("lots P1", "L16"))  # goes on below
    assert len({row.index("fortune") for row in rows(summary)}) == 1


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_colours_lots_on_the_sheet_read_with_one_colon(language: str) -> None:
    """The sheet puts each colour before its lots ("giallo: Lotti P2 parco = 18M"): the lots' own words carry no
    colon of their own, which read "giallo: Lotti: P2 parco" in Italian and French."""
    mine = {"scores": [{"lot": "P2", "base": 9, "times": 2, "value": 18}], "lot_value": 18}
    set_language(language)
    try:
        line = labelled(color_name("yellow"), lots_text(mine, {"P2": {"park": True}}))
    finally:
        set_language("en")
    assert line.count(":") == 1, line


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_doubled_lot_counts_with_the_multiplication_sign(language: str) -> None:
    """A lot doubled read "A9 9M x2" with a plain letter, where the other screens count "15 ×2"."""
    mine = {"scores": [{"lot": "A9", "base": 9, "times": 2, "value": 18}], "lot_value": 18}
    set_language(language)
    try:
        text = lots_text(mine, {"A9": {"park": False}})
    finally:
        set_language("en")
    assert "A9 9M ×2 = 18M" in text and " x" not in text, text


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_player_who_owes_nothing_has_no_debts_field(language: str) -> None:
    """Ann never borrowed: her row read "debiti 0" beside Ben's "debiti 3", a figure to check for nothing owed.
    Before anyone borrows, no row has a debts field, and an Italian row of three players fits one line."""
    set_language(language)
    try:
        shown = rows(players_with([(9, 0, 9), (19, 3, -11), (10, 0, 10), (8, 0, 8)], [[], [], [], []]))
        nobody = rows(players_with([(10, 0, 10)] * 4, [[], [], [], []]))
        debts, zero, three = owed(3).split()[-1], owed(0), owed(3)
        no_lots = _("no lots")
    finally:
        set_language("en")
    assert [debts in row for row in shown] == [False, True, False, False], shown
    assert not any(zero in row for row in shown) and three in shown[1]
    assert not any(debts in row for row in nobody) and all(row.endswith(no_lots) for row in nobody), nobody
