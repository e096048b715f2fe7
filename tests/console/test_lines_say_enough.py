"""A console line says what the touchscreen's rows say: what a basket's quantities are; in every language.

Only the main question is printed above the lines, so a basket's line must carry the rest itself.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.core.decisions import Basket
from companion.games import get
from companion.text.i18n import _, set_language


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def table_at(game: str, kind: str, players: list[str], *, seed: int = 3) -> Table:
    """A game played by the companion's random choices until a ``kind`` prompt."""
    table = Table.new(get(game), {"players": players}, created="x")
    chance = ChanceSource(seed)
    for _step in range(3000):
        prompt = table.prompt()
        if prompt.kind == kind:
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {kind} prompt")


def shown(table: Table, language: str = "en") -> list[str]:
    """The prompt's lines as the console prints them, in ``language`` (left set for the test's own ``_``)."""
    out = io.StringIO()
    Console(table, io.StringIO(""), out, language=language).show_prompt()
    return out.getvalue().splitlines()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize(
    ("kind", "items"), [("build", ("tile cost ($)", "completes a link")), ("deliver", ("own links",))]
)
def test_steam_barons_building_and_shipping_name_their_quantities(language: str, kind: str, items: tuple) -> None:
    table = table_at("steam_barons", kind, ["Ann", "Ben", "Cat"])
    basket = table.prompt().primary().decision
    assert isinstance(basket, Basket)
    lines = shown(table, language)
    named = _("choose the quantities: {items}").format(items=", ".join(_(item) for item in items))
    assert f"  1) {named}" in lines  # not a bare "choose the quantities"
    assert f"  1) {_('choose the quantities')}" not in lines


def test_a_basket_of_many_quantities_wraps_under_its_words() -> None:
    table = table_at("mad_market", "open", ["Ann", "Ben", "Cat"])
    lines = shown(table)
    first = next(index for index, line in enumerate(lines) if line.startswith("  1) choose the quantities: buy "))
    assert all(len(line) <= 78 for line in lines)  # a terminal's 80 columns, less a margin
    assert lines[first + 1].startswith("     ") and not lines[first + 1].strip().startswith("2)")  # under its words
