"""A drawn tile and a player's name answered as they are said: "I drew 5C", "ho pescato 9F", "Ben la prend".

At a physical table each player draws a start tile and says what came up ("j'ai tiré 5C"); the first player is
named with what is done ("Bruno takes it", "Bruno lo prende"). The console refused both as "not an option or a
command", though the answer was in the line. A question answered with what was drawn reads the players' "I drew"
before it, as a die reads "I rolled"; a question answered with a player's name reads the words said beside the
name ("takes it", "la prend", "tocca a"), wherever they are. Neither leaves out a word an option is called nor a
number, nor makes a number left alone an option's place.

Steam Barons' order of play is drawn from a bag and typed as the companies came out: "I drew white wood …" reached
the game's own reading whole, and its "I" was asked again as a company. The words said before what was drawn are
left out before any game reads the line, never a company's word.
"""

from __future__ import annotations

import pytest

from companion.console.typed import asks_drawn, asks_who, draw_words, echo_stripped, said_before, who_words
from companion.core import BoardPick, Pick, Table
from companion.front.steam_barons.console import parse
from companion.games import get
from companion.games.acquire.actions import MarketHolding, StartTile
from companion.games.steam_barons.actions import CompanyOrder
from companion.games.steam_barons.rules import COMPANY_NAMES
from companion.text.folding import fold
from companion.text.i18n import _, set_language
from tests.acquire.test_market_draw_words import at_market
from tests.console.sessions import play

PLAYERS = ["Anna", "Bruno", "Carla"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")  # a session in another language leaves it set


def acquire() -> Table:
    """Acquire with tiles drawn at the table: the first question is Anna's start tile."""
    return Table.new(get("acquire"), {"players": PLAYERS, "tiles": "physical"}, created="x")


def first_player(game: str) -> Table:
    """Big Shot at "Who starts?" or Steam Barons at "Who takes the first-player marker?" (the companion having
    laid out the board or drawn the order of play with the "0" typed first)."""
    return Table.new(get(game), {"players": PLAYERS, "seed": 3}, created="x")


@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("en", "I drew 5C"),
        ("en", "drew 5C"),
        ("fr", "j'ai tiré 5C"),
        ("fr", "j’ai pioché 5C"),  # a phone's apostrophe
        ("fr", "j'ai pris 5C"),
        ("it", "ho pescato 5C"),
        ("it", "ho preso 5C"),
        ("it", "ho estratto 5C"),
    ],
)
def test_a_start_tile_answered_as_it_was_drawn(code: str, typed: str) -> None:
    table = acquire()
    out = play(table, typed, language=code)
    assert [step.action for step in table.steps] == [StartTile(0, "5C")], out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_tile_whose_letter_is_in_the_question_is_still_the_answer(code: str) -> None:
    """ "9A before 1B" and "e.g. 7E" are under the question: the tile 9A is an answer, never their echo."""
    drew = {"en": "I drew", "fr": "j'ai tiré", "it": "ho pescato"}[code]
    table = acquire()
    play(table, f"{drew} 9A", language=code)
    assert [step.action for step in table.steps] == [StartTile(0, "9A")]


@pytest.mark.parametrize(
    ("code", "typed", "shares"),
    [("en", "I drew 9F", 9), ("en", "I drew 9", 9), ("it", "ho pescato 9F", 9), ("fr", "j'ai tiré 12", 12)],
)
def test_the_markets_tile_answered_as_it_was_drawn(code: str, typed: str, shares: int) -> None:
    """The two-player market's tile: its number alone is one of the values listed, never an option's place."""
    table = at_market("physical")
    before = len(table.steps)
    out = play(table, typed, language=code)
    assert len(table.steps) == before + 1, out
    assert table.steps[-1].action == MarketHolding(shares)


@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("en", "I drew 5"),  # a number alone is no tile, nor the fifth square on offer
        ("en", "I drew"),
        ("en", "I drew 5C yesterday"),
        ("fr", "j'ai tiré 5"),
        ("it", "ho pescato 5"),
        ("en", "I rolled 5C"),  # a die's words, not a draw's
    ],
)
def test_a_draw_without_its_tile_is_refused_as_typed(code: str, typed: str) -> None:
    table = acquire()
    out = play(table, typed, language=code)
    assert table.steps == [], out
    assert f"'{typed}'" in out or "Refused: '5CYESTERDAY'" in out  # the line as typed, or the engine's reason


@pytest.mark.parametrize("game", ["bigshot", "steam_barons"])
@pytest.mark.parametrize(
    ("code", "typed"),
    [
        ("en", "Bruno takes it"),
        ("en", "Bruno goes first"),
        ("en", "it's Bruno"),
        ("en", "Bruno starts"),
        ("fr", "Bruno la prend"),
        ("fr", "Bruno le prend"),
        ("fr", "c'est Bruno"),
        ("fr", "Bruno en premier"),
        ("it", "Bruno lo prende"),
        ("it", "Bruno la prende"),
        ("it", "tocca a Bruno"),
        ("it", "ce l'ha Bruno"),
        ("it", "Bruno per primo"),
    ],
)
def test_the_first_player_answered_as_it_is_said(game: str, code: str, typed: str) -> None:
    table = first_player(game)
    out = play(table, "0", typed, language=code)
    assert table.steps[-1].action.to_json() == {"type": "first_player", "player": 1}, out


@pytest.mark.parametrize("game", ["bigshot", "steam_barons"])
@pytest.mark.parametrize(("code", "typed"), [("en", "takes it"), ("fr", "la prend"), ("it", "lo prende")])
def test_who_without_a_name_is_refused_as_typed(game: str, code: str, typed: str) -> None:
    table = first_player(game)
    out = play(table, "0", typed, language=code)
    assert [step.action.to_json()["type"] for step in table.steps][-1] != "first_player", out
    assert f"'{typed}'" in out


def test_a_phrase_holding_a_word_an_option_is_called_is_never_left_out() -> None:
    """A player called "First" is named, never taken for the "first" of "Bruno goes first"."""
    around = {"goes first", "first"}
    assert echo_stripped("Bruno goes first", "Who starts?", set(), ["bruno"], around) == "Bruno"
    assert echo_stripped("Bruno goes first", "Who starts?", set(), ["bruno", "first"], around) is None


def test_a_number_is_never_a_phrase_said_around_the_answer() -> None:
    assert echo_stripped("tocca a 2", "Chi inizia?", set(), [], {"tocca a"}) == "2"  # the console's guard then
    assert echo_stripped("I drew 9A", "9A before 1B", {"i drew"}, []) == "9A"


@pytest.mark.parametrize(("code", "typed"), [("it", "tocca a 2"), ("en", "2 takes it"), ("fr", "c'est 2")])
def test_a_number_beside_who_words_is_not_an_options_place(code: str, typed: str) -> None:
    table = first_player("steam_barons")
    out = play(table, "0", typed, language=code)
    assert [step.action.to_json()["type"] for step in table.steps][-1] != "first_player", out


def test_words_said_beside_a_name_are_read_at_a_question_of_players_only() -> None:
    table = first_player("bigshot")
    play(table, "0")
    who = table.prompt().primary()
    start = acquire().prompt().primary()
    assert who is not None and start is not None
    assert asks_who(who.decision, table.names) and not asks_who(start.decision, table.names)
    assert "takes it" in who_words() and "goes first" in who_words()


def test_a_question_is_one_of_a_draw_where_its_game_says_so() -> None:
    start = acquire().prompt().primary()
    assert start is not None and asks_drawn(start.decision)
    assert not asks_drawn(BoardPick("play a tile"))
    assert not asks_drawn(Pick("Who starts?"))


ORDER = ("white", "wood", "green", "brown", "black", "orange")
COMPANIES = {
    "en": "white wood green brown black orange",
    "fr": "blanc bois vert marron noir orange",
    "it": "bianco legno verde marrone nero arancio",
}


def order_of_play() -> Table:
    """Steam Barons at its first question: the order of play, drawn from the bag at the table."""
    return first_player("steam_barons")


@pytest.mark.parametrize(
    ("code", "drew"),
    [
        ("en", "I drew"),
        ("en", "drew"),
        ("en", "I got"),
        ("fr", "j'ai tiré"),
        ("fr", "j’ai pioché"),  # a phone's apostrophe
        ("it", "ho estratto"),
        ("it", "ho pescato"),
        ("it", "mi è uscito"),
    ],
)
def test_the_order_of_play_answered_as_it_was_drawn(code: str, drew: str) -> None:
    table = order_of_play()
    out = play(table, f"{drew} {COMPANIES[code]}", language=code)
    assert [step.action for step in table.steps][:1] == [CompanyOrder(ORDER)], out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_the_rest_of_an_order_is_answered_as_it_was_drawn_too(code: str) -> None:
    drew = {"en": "I drew", "fr": "j'ai tiré", "it": "ho estratto"}[code]
    first, rest = COMPANIES[code].split()[:3], COMPANIES[code].split()[3:]
    table = order_of_play()
    out = play(table, f"{drew} {' '.join(first)}", f"{drew} {' '.join(rest)}", language=code)
    assert [step.action for step in table.steps][:1] == [CompanyOrder(ORDER)], out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_an_order_as_it_was_drawn_with_a_company_missing_asks_for_the_rest(code: str) -> None:
    drew = {"en": "I drew", "fr": "j'ai tiré", "it": "ho estratto"}[code]
    table = order_of_play()
    out = play(table, f"{drew} {COMPANIES[code].rsplit(' ', 1)[0]}", language=code)
    assert not table.steps, out
    set_language(code)
    try:
        missing = _(COMPANY_NAMES["orange"])
        said = _("The order so far: {order}; still to place: {missing}.").format(
            order=", ".join(_(COMPANY_NAMES[company]) for company in ORDER[:-1]), missing=missing
        )
    finally:
        set_language("en")
    assert said in " ".join(out.split()), out


def test_an_order_as_it_was_drawn_with_a_misspelt_company_asks_for_that_word_alone() -> None:
    table = order_of_play()
    out = play(table, "I drew white wood green brown blak orange", "black")
    said = " ".join(out.split())
    assert "'blak' is not one company" in said and "Kept: white wood green brown ? orange" in said, out
    assert "in place of 'i'" not in out
    assert [step.action for step in table.steps][:1] == [CompanyOrder(ORDER)]


@pytest.mark.parametrize(("code", "typed"), [("en", "I drew"), ("it", "ho estratto"), ("fr", "j'ai tiré 5")])
def test_a_draw_without_its_companies_is_no_order(code: str, typed: str) -> None:
    table = order_of_play()
    out = play(table, typed, language=code)
    assert not table.steps, out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_no_word_said_before_a_draw_is_one_a_company_is_called(code: str) -> None:
    """The game reads a company by the start of its name: a phrase it read anything in would be an answer."""
    table = order_of_play()
    set_language(code)
    try:
        phrases = draw_words()
        names = {fold(_(name)) for name in COMPANY_NAMES.values()} | {fold(name) for name in COMPANY_NAMES.values()}
        read = {phrase: parse(phrase, table) for phrase in phrases}
    finally:
        set_language("en")
    assert not {word for phrase in phrases for word in phrase.split()} & names
    assert {phrase: action for phrase, action in read.items() if action is not None} == {}


def test_what_is_said_before_a_draw_keeps_an_options_word_and_a_number() -> None:
    drew = {"i drew", "drew", "ho"}
    assert said_before("I drew white wood", drew) == "white wood"
    assert said_before("I drew white wood", drew, ["drew"]) is None  # an option called "Drew"
    assert said_before("I drew", drew) is None  # nothing after it
    assert said_before("5 ho white", drew) is None  # only before the answer
    assert said_before("ho 5C", drew) == "5C"
    assert said_before("white wood", drew) is None


def test_the_order_of_play_is_a_question_of_what_was_drawn() -> None:
    main = order_of_play().prompt().primary()
    assert main is not None and asks_drawn(main.decision)
