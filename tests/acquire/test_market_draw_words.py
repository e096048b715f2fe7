"""The two-player market's draw in words, at the console and on the phones, in English, Italian and French: the
table is told to draw a tile and enter its number (or, with dealt tiles, that the companion draws), and the
companion's own draw is offered once, clearly."""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.games.acquire.actions import MarketHolding
from companion.phones.views import build, speaking
from companion.text.i18n import set_language
from tests.walks import played_until

GAME = get("acquire")

WORDS = {
    "en": {
        "question": "The market's {chain} shares",
        "draw": "Draw a tile from the draw pile and enter its number (9F: 9): the market holds that many shares. "
        "Then shuffle the tile back into the pile.",
        "drawn": "The companion draws a tile from the draw pile: the market holds as many shares as its number "
        "(9F: 9).",
        "numbers": "Type the number you choose: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
        "zero": "0: let the companion decide",
        "button": "1) Let the companion draw",
        "enter": "Enter this on the table's screen.",
        "confirm": "Confirm it on the table's screen.",
    },
    "it": {
        "question": "Azioni {chain} del mercato",
        "draw": "Pesca una tessera dalla riserva e inserisci il suo numero (9F: 9): il mercato ha altrettante "
        "azioni. Poi rimescola la tessera nella riserva.",
        "drawn": "Il companion pesca una tessera dalla riserva: il mercato ha tante azioni quanto il suo numero "
        "(9F: 9).",
        "numbers": "Scrivi il numero che scegli: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
        "zero": "0: lascia decidere il companion",
        "button": "1) Pesca il companion",
        "enter": "Inseriscilo sullo schermo del tavolo.",
        "confirm": "Confermalo sullo schermo del tavolo.",
    },
    "fr": {
        "question": "Actions {chain} du marché",
        "draw": "Piochez un pion et saisissez son numéro (9F : 9) : le marché détient autant d'actions. Puis "
        "remélangez le pion dans la pioche.",
        "drawn": "Le compagnon pioche un pion : le marché détient autant d'actions que son numéro (9F : 9).",
        "numbers": "Tapez le nombre choisi : 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
        "zero": "0 : laisser décider le compagnon",
        "button": "1) Le compagnon pioche",
        "enter": "Saisissez-le sur l'écran de la table.",
        "confirm": "Confirmez-le sur l'écran de la table.",
    },
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def at_market(tiles: str) -> Table:
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "seed": 4, "tiles": tiles}, created="x")
    played_until(table, "market_holding", 11)
    return table


def chain(table: Table) -> str:
    return table.prompt().primary().decision.values["chain"]


def console_text(table: Table, typed: list[str], language: str) -> str:
    out = io.StringIO()
    console = Console(
        table, io.StringIO("".join(f"{line}\n" for line in typed)), out, chance=ChanceSource(1), language=language
    )
    console.run()
    return out.getvalue()


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_console_says_to_draw_a_tile_and_offers_the_companions_draw(language: str) -> None:
    words = WORDS[language]
    table = at_market("physical")
    steps = len(table.steps)
    text = console_text(table, ["quit"], language)
    asked = text[text.index(words["question"].format(chain=chain(table))) :]
    assert flat(asked).startswith(flat(f"{words['question'].format(chain=chain(table))} {words['draw']}"))
    assert words["numbers"] in asked
    assert f"  {words['zero']}\n" in asked  # said: before, "0" worked only for whoever knew it
    assert len(table.steps) == steps
    console_text(table, ["0"], language)
    assert len(table.steps) == steps + 1 and isinstance(table.steps[-1].action, MarketHolding)


def test_a_number_typed_at_the_console_is_the_markets_holding() -> None:
    table = at_market("physical")
    console_text(table, ["9"], "en")
    assert table.steps[-1].action == MarketHolding(9)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_with_dealt_tiles_the_console_offers_the_companions_draw_once(language: str) -> None:
    words = WORDS[language]
    table = at_market("dealt")
    text = console_text(table, ["quit"], language)
    asked = text[text.index(words["question"].format(chain=chain(table))) :]
    assert flat(words["drawn"]) in flat(asked)
    assert f"  {words['button']}\n" in asked
    assert "0)" not in asked and words["zero"] not in asked  # the companion's draw is the one line, not twice
    steps = len(table.steps)
    console_text(table, ["1"], language)
    assert len(table.steps) == steps + 1 and isinstance(table.steps[-1].action, MarketHolding)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("tiles", ["physical", "dealt"])
def test_every_phone_shows_what_the_table_is_asked(language: str, tiles: str) -> None:
    """Nobody's seat decides the market: each phone said only "The table decides"; it now reads the question
    and what to do, to be entered on the table's screen (none of its buttons takes it)."""
    words = WORDS[language]
    table = at_market(tiles)
    for seat in (0, 1):
        with speaking(language):
            view = build(table, seat)
        assert not view["yours"]
        (shown,) = view["decisions"]
        assert shown["kind"] == "entry" and shown["question"] == words["question"].format(chain=chain(table))
        assert shown["hint"] == words["draw" if tiles == "physical" else "drawn"]
        assert shown["text"] == words["enter" if tiles == "physical" else "confirm"]
