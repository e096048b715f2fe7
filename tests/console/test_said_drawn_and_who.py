"""A drawn tile and a player's name answered as they are said: "I drew 5C", "ho pescato 9F", "Ben la prend".

At a physical table each player draws a start tile and says what came up ("j'ai tiré 5C"); the first player is
named with what is done ("Bruno takes it", "Bruno lo prende"). The console refused both as "not an option or a
command", though the answer was in the line. A question answered with what was drawn reads the players' "I drew"
before it, as a die reads "I rolled"; a question answered with a player's name reads the words said beside the
name ("takes it", "la prend", "tocca a"), wherever they are. Neither leaves out a word an option is called nor a
number, nor makes a number left alone an option's place.
"""

from __future__ import annotations

import pytest

from companion.console.typed import asks_drawn, asks_who, echo_stripped, who_words
from companion.core import BoardPick, Pick, Table
from companion.games import get
from companion.games.acquire.actions import MarketHolding, StartTile
from companion.text.i18n import set_language
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
