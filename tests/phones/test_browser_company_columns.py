"""Tables of companies on a small phone: each company's figures on its own name's line, under their headings (Steam
Barons), and a chain's row going on under its own columns (Acquire).

At 320 px the table of companies (a heading on two lines, its names taking turns over the columns) was folded as a
terminal folds it: each company's row went on at the list's edge ("-           1     7  0" under nobody's name),
and its first heading line was laid out on its own, as if it were a track of squares. Now it is shown as groups
of its columns, the company's name at the head of each row of each group, in every language (Italian "Prezzo"
starts a letter after "Compagnia" ends, on the heading's other line).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest

from companion.core import ChanceSource
from companion.phones import Phones
from companion.phones.views import translator
from companion.storage import start_new
from companion.text.i18n import LANGUAGES
from tests.phones.browser import Phone, browser, phones_open, settle  # noqa: F401 (fixtures)

from .test_browser_widths import BEYOND

COMPANIES = ("Orange", "Green", "Brown", "Wood", "Black", "White")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_companys_figures_stay_on_its_names_line_at_320_px(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    table = start_new("steam_barons", {"players": ["Anna", "Bruno", "Carla"], "seed": 3}, folder=tmp_path / "g")
    chance = ChanceSource(3)
    for _move in range(3):
        table.submit(table.choose_random(chance))
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[0].url, language=language).page
        settle(hub.pump, page, partial(page.is_visible, "#public-lines li"), what="the table's lines")
        page.set_viewport_size({"width": 320, "height": 844})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert page.evaluate(BEYOND) == [], language
        groups = page.locator("#public-lines li.groups")
        assert groups.count() == 1, page.locator("#public-lines").inner_text()
        lines = groups.inner_text().split("\n")
        names = [translator(language)(company) for company in COMPANIES]
        for name in names:  # once a group, each time with figures beside it
            rows = [line for line in lines if line.split()[:1] == [name]]
            assert len(rows) >= 2 and all(len(row.split()) > 1 for row in rows), lines
        # no line of figures without a company's name at its head (the terminal's fold left them at the edge)
        figures = [line for line in lines if any(char.isdigit() for char in line)]
        assert all(line.split()[0] in names for line in figures), lines
    finally:
        hub.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_chains_row_goes_on_under_its_columns_not_at_the_edge(
    phones_open: Callable[..., Phone],  # noqa: F811
    tmp_path: Path,
    language: str,
) -> None:
    # Acquire's row of a chain ("I Imperial      3 tessere  $500 l'azione  rimaste: 24") has columns that happen to
    # be of one width: at 320 px it was laid out as a track's squares, two a line, and its second line started at
    # the list's edge ("$500 l'azione  rimaste: 24" under nothing, left of the chain's letter).
    table = start_new("acquire", {"players": ["Anna", "Bruno", "Carla"], "seed": 2}, folder=tmp_path / "g")
    chance = ChanceSource(2)
    for _move in range(9):  # Imperial founded
        table.submit(table.choose_random(chance))
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language=language)
    try:
        hub.attach(table)
        page = phones_open(hub.links()[0].url, language=language).page
        settle(hub.pump, page, partial(page.is_visible, "#public-lines li"), what="the table's lines")
        page.set_viewport_size({"width": 320, "height": 844})
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        assert page.evaluate(BEYOND) == [], language
        rows = page.locator("#public-lines li").evaluate_all("(items) => items.map((item) => item.textContent)")
        (chain,) = [row for row in rows if row.lstrip().startswith("I Imperial")]
        first, *later = chain.split("\n")
        assert later, chain  # too long for 320 px: it goes on
        indent = len(first) - len(first.lstrip())
        assert all(len(line) - len(line.lstrip()) > indent for line in later), chain
    finally:
        hub.close()
