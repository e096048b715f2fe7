"""The console lists options in the game's own words (its GameSpec's ``option_label``), as the touchscreen and the
phones do, and still takes every answer it took before: the option's number, the engine's label, and now the
words listed.

Mad Market's console listed "Buy the company (100)" where the touchscreen and the phones read "Buy LOG-2 for
100" for the same decision. The console never names a game: a stand-in of the kit's test game with words of its
own gets them too, and a game without any keeps the engine's labels.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from companion import registry
from companion.console import Console
from companion.core import Action, ChanceSource, Pick, PickOption, Table
from companion.core.decisions import Basket
from companion.core.i18n import say
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import BuyCompany, HireBroker, SellCompany
from companion.games.tiny.actions import Guess, Pass
from companion.games.tiny.engine import TinyAuction
from companion.phones.views import build, speaking
from companion.registry import GameSpec
from companion.text.i18n import set_language, translator
from companion.text.option_words import labeller
from tests.console.sessions import play
from tests.walks import played_until

LISTED = re.compile(r"^\s*\d+\) (.*?)(?:\s{2,}.*)?$")
"""A numbered line of the console's list: its option's words (before any column of what it would do)."""


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A console run in Italian or French leaves the language it spoke: the next test starts in English."""
    yield
    set_language("en")


def listed(said: str) -> list[str]:
    """The words of every numbered line the console printed, in order."""
    return [found.group(1).rstrip() for line in said.splitlines() if (found := LISTED.match(line))]


def pick_with(kind: type) -> Callable[[Table[Any]], bool]:
    """A moment whose main question is a pick offering an action of ``kind`` (an offer of a square)."""

    def found(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        return isinstance(decision, Pick) and any(isinstance(o.action, kind) for o in decision.options)

    return found


def basket_beside(kind: type) -> Callable[[Table[Any]], bool]:
    """The open phase with an enabled alternative of ``kind`` beside its basket (the sale of one's company)."""

    def found(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        return isinstance(decision, Basket) and any(isinstance(o.action, kind) and o.enabled for o in decision.others)

    return found


def mad_market(wanted: Callable[[Table[Any]], bool], seed: int = 2) -> Table[Any]:
    """A 3-player game on the stand-in board, played at random until ``wanted`` holds."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": seed}, created="x")
    return played_until(table, wanted, seed)


def option_of(table: Table[Any], kind: type) -> PickOption:
    """The option of ``kind`` at the main question, beside a basket or in a pick."""
    main = table.prompt().primary()
    assert main is not None
    decision = main.decision
    offered = decision.options if isinstance(decision, Pick) else getattr(decision, "others", ())
    return next(o for o in offered if isinstance(o.action, kind))


def phone_labels(table: Table[Any], language: str) -> list[str]:
    """The deciding seat's phone's words for its options (and the alternatives beside a basket)."""
    seat = table.prompt().player
    assert seat is not None
    with speaking(language):
        shown = build(table, seat)["decisions"][0]
    return [option["label"] for option in (*shown.get("options", ()), *shown.get("others", ()))]


def last_action(table: Table[Any]) -> Action:
    return table.steps[-1].action


OFFERS = {
    "en": ("Buy {company} for {price}", "Decline"),
    "it": ("Compra {company} per {price}", "Rinuncia"),
    "fr": ("Acheter {company} pour {price}", "Refuser"),
}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_company_offer_is_listed_in_the_words_of_the_touchscreen_and_the_phones(language: str) -> None:
    table = mad_market(pick_with(BuyCompany))
    offer = table.summary()["offer"]
    price = table.summary()["companies"][offer["company"]]["price"]
    said = play(table, language=language)
    buy, decline = OFFERS[language]
    assert listed(said) == [buy.format(company=offer["company"], price=price), decline]
    assert listed(said) == phone_labels(table, language)  # the phones' words for the same decision
    english = say(option_of(table, BuyCompany).label, translator(language))  # the engine's "Buy the company"
    assert english not in said


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_open_phase_is_listed_in_the_touchscreens_words(language: str) -> None:
    table = mad_market(basket_beside(SellCompany))
    said = play(table, language=language)
    words = phone_labels(table, language)
    assert listed(said)[1:] == words  # after the basket's own line: the items, the sale, the end of the move
    sale = say(option_of(table, SellCompany).label, translator(language))  # "sell LOG-2 to the state (50)"
    assert sale not in said


def answers_at_the_offer(language: str) -> list[tuple[str, str]]:
    """What a player may type to buy the company offered: its number, the words listed (as typed, or in lower
    case), the engine's label in English and in ``language``."""
    table = mad_market(pick_with(BuyCompany))
    offer = table.summary()["offer"]
    price = table.summary()["companies"][offer["company"]]["price"]
    words = OFFERS[language][0].format(company=offer["company"], price=price)
    label = option_of(table, BuyCompany).label
    said = {say(label, translator(language)), say(label, translator("en"))}
    return [(language, typed) for typed in ("1", words, words.lower(), *sorted(said))]


@pytest.mark.parametrize(
    ("language", "typed"), [pair for code in ("en", "it", "fr") for pair in answers_at_the_offer(code)]
)
def test_the_company_offered_is_bought_by_its_number_its_words_or_its_label(language: str, typed: str) -> None:
    table = mad_market(pick_with(BuyCompany))
    steps = len(table.steps)
    said = play(table, typed, language=language)
    assert len(table.steps) == steps + 1, said
    assert isinstance(last_action(table), BuyCompany), said


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_sale_of_ones_company_is_taken_in_the_words_listed(language: str) -> None:
    """ "Sell LOG-2 for 50", copied from the list, was read by the game's words as shares of a stock called
    "LOG-2 for" and refused: a line that is an option's listed words is that option."""
    table = mad_market(basket_beside(SellCompany))
    seat = table.prompt().player
    with speaking(language):
        words = labeller(table)(option_of(table, SellCompany))  # "Sell LOG-2 for 50", "Vendi LOG-2 per 50"
    assert words
    steps = len(table.steps)
    said = play(table, words, language=language)
    assert len(table.steps) == steps + 1, said
    action = last_action(table)
    assert isinstance(action, SellCompany) and action.player == seat, said


@pytest.mark.parametrize("typed", ["1", "Hire a broker for 100", "hire a broker", "Hire a stockbroker", "broker"])
def test_the_broker_offered_is_hired_by_its_number_its_words_or_its_label(typed: str) -> None:
    table = mad_market(pick_with(HireBroker))
    price = table.header.config["board"]["numbers"]["broker_price"]
    said = play(table, typed)
    assert f"1) Hire a broker for {price}" in said
    assert isinstance(last_action(table), HireBroker), said


# -- any game with words for its buttons ----------------------------------------------------------------------


GAME_WORDS = {"odd": "Bet on an odd sum", "even": "Bet on an even sum"}


def tiny_label(key: str, action: Any, config: Any, summary: Any) -> str | None:
    """The stand-in front package's words for a guess and for passing at the auction."""
    if isinstance(action, Guess):
        return GAME_WORDS[action.parity]
    if isinstance(action, Pass):
        return "Let the lot go"
    return None


class WordedAuction(TinyAuction):
    """The kit's test game under a name of its own, so its GameSpec can word its buttons."""

    name = "tiny-worded"


WORDED = WordedAuction()


@pytest.fixture
def worded() -> Iterator[Table[Any]]:
    """A table of the test game whose GameSpec names words for its buttons."""
    remove = registry.register(
        GameSpec(
            name="tiny-worded",
            engine="tests.console.test_option_labels:WORDED",
            option_label="tests.console.test_option_labels:tiny_label",
        )
    )
    try:
        yield Table.new(WORDED, {"players": ["Ann", "Ben"], "rounds": 1}, created="now")
    finally:
        remove()


def sealed(table: Table[Any], typed: str) -> str:
    """Ann's sealed guess chosen by ``typed`` (her line, Enter to take the keyboard, the answer, Enter to seal)."""
    out = io.StringIO()
    Console(table, io.StringIO(f"1\n\n{typed}\n\n"), out, language="en").run()
    return out.getvalue()


def test_another_games_options_are_listed_in_its_words(worded: Table[Any]) -> None:
    said = sealed(worded, "1")
    assert "  1) Bet on an odd sum" in said.splitlines()
    assert "  2) Bet on an even sum" in said.splitlines()
    assert "1) odd" not in said
    assert "you are sealing: Bet on an odd sum." in said


@pytest.mark.parametrize("typed", ["2", "Bet on an even sum", "bet on an even", "even", "EVEN"])
def test_another_games_option_is_chosen_by_its_number_its_words_or_its_label(worded: Table[Any], typed: str) -> None:
    steps = len(worded.steps)
    said = sealed(worded, typed)
    assert len(worded.steps) == steps + 1, said
    assert last_action(worded) == Guess(0, "even"), said


@pytest.mark.parametrize("typed", ["Let the lot go", "let the lot", "Pass"])
def test_an_alternative_beside_a_bid_is_listed_and_chosen_in_its_words(worded: Table[Any], typed: str) -> None:
    played_until(worded, "bid", ChanceSource(3))
    seat = worded.prompt().player
    said = play(worded, typed)
    assert "    Let the lot go" in said.splitlines()  # under "or type one of:", the bid being a number to type
    assert "    Pass" not in said.splitlines()
    assert last_action(worded) == Pass(seat), said


def test_a_game_without_words_of_its_own_keeps_the_engines_labels() -> None:
    table = Table.new(registry.spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 1}, created="now")
    said = sealed(table, "even")
    assert "  1) odd" in said.splitlines() and "  2) even" in said.splitlines()
    assert last_action(table) == Guess(0, "even")
