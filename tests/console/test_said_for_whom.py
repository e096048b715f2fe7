"""A said answer that names another player, or says what the question does not ask, is refused with why.

At a table of five the person at the keyboard types for whoever speaks: "Ben drew 5D" while Ann's start tile is
asked, "Ann rolled 5D" where a tile drawn from the bag is, "I drew 9E" where the tile played is. Each was "not an
option or a command", which does not say what is wrong, and a name the question held ("Ann" in "Ann: place your
start tile") was left out as an echo, so what was accepted depended on the question's words. Now another player's
name is refused as such (unless the question asks who, where a name is the answer), a roll or a draw said where
none is asked is refused with the question, nothing changes, and the asked player's own name said first is read
as theirs in every language ("Ann ha pescato 5D", "Ann a tiré 5D").
"""

from __future__ import annotations

import pytest

from companion.console.typed import after_name, said_instead, seats_named
from companion.core import Table
from companion.games import get
from companion.games.acquire.actions import PlaceTile, StartTile
from companion.text.i18n import set_language
from tests.console.sessions import play

PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve"]
START = {"en": "Ann drew 5D", "fr": "Ann a tiré 5D", "it": "Ann ha pescato 5D"}
BEN = {"en": "Ben drew 5D", "fr": "Ben a tiré 5D", "it": "Ben ha pescato 5D"}
NAMES_BEN = {
    "en": "'{text}' names Ben, but this question is for Ann.",
    "fr": "'{text}' nomme Ben, mais cette question est pour Ann.",
    "it": "'{text}' nomina Ben, ma questa domanda è per Ann.",
}
ROLLED = {
    "en": "says what was rolled, but no dice are asked here",
    "fr": "dit ce qu'ont donné les dés, mais aucun dé n'est demandé ici",
    "it": "dice cosa è uscito ai dadi, ma qui non si chiedono dadi",
}
DRAWN = {
    "en": "says what was drawn, but no draw is asked here",
    "fr": "dit ce qui a été tiré, mais aucun tirage n'est demandé ici",
    "it": "dice cosa è stato pescato, ma qui non si chiede di pescare",
}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")  # a session in another language leaves it set


def acquire() -> Table:
    """Acquire for five with the box's tiles: the first question is Ann's start tile."""
    return Table.new(get("acquire"), {"players": PLAYERS, "tiles": "physical"}, created="x")


def said(out: str) -> str:
    return " ".join(out.split())


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_start_tile_said_by_the_player_asked_is_theirs(code: str) -> None:
    table = acquire()
    out = play(table, START[code], language=code)
    assert [step.action for step in table.steps] == [StartTile(0, "5D")], out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
@pytest.mark.parametrize("typed", ["{drew}", "Ben 5D"])
def test_a_start_tile_said_for_another_player_is_refused_with_whose_it_is(code: str, typed: str) -> None:
    line = typed.format(drew=BEN[code])
    table = acquire()
    out = play(table, line, language=code)
    assert table.steps == [], out
    assert NAMES_BEN[code].format(text=line) in said(out), out


@pytest.mark.parametrize(
    ("code", "typed"),
    [("en", "Ann rolled 5D"), ("en", "I rolled 5D"), ("fr", "Ann a fait 5D"), ("it", "ho fatto 5D")],
)
def test_a_roll_said_at_a_drawn_tile_is_refused_with_the_question(code: str, typed: str) -> None:
    table = acquire()
    out = play(table, typed, language=code)
    assert table.steps == [], out
    assert f"'{typed}' {ROLLED[code]}" in said(out), out


def started() -> Table:
    """Every start tile drawn: Cat's 1A is nearest 1A, so Cat plays first."""
    table = acquire()
    play(table, "5D", "6D", "1A", "8D", "9D")
    assert table.prompt().kind == "place_tile" and table.prompt().player == 2
    return table


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_tile_said_drawn_where_the_tile_played_is_asked_is_refused(code: str) -> None:
    table = started()
    typed = {"en": "Cat drew 2A", "fr": "Cat a tiré 2A", "it": "Cat ha pescato 2A"}[code]
    out = play(table, typed, language=code)
    assert len(table.steps) == 5, out
    assert f"'{typed}' {DRAWN[code]}" in said(out), out


@pytest.mark.parametrize("code", ["en", "fr", "it"])
def test_a_tile_played_said_for_another_player_is_refused(code: str) -> None:
    table = started()
    out = play(table, "Ben 2A", language=code)
    assert len(table.steps) == 5, out
    assert NAMES_BEN[code].format(text="Ben 2A").replace("Ann", "Cat") in said(out), out


@pytest.mark.parametrize("typed", ["Cat 2A", "Cat: 2A", "2A"])
def test_a_tile_played_by_the_player_asked_is_placed(typed: str) -> None:
    table = started()
    out = play(table, typed)
    assert table.steps[-1].action == PlaceTile(2, "2A"), out


def test_a_chain_named_for_another_player_is_refused() -> None:
    table = started()
    out = play(table, "2A", "Ben Tower", "Cat Tower")
    assert "'Ben Tower' names Ben, but this question is for Cat." in said(out), out
    assert table.steps[-1].action.to_json() == {"type": "found_chain", "player": 2, "chain": "tower"}


@pytest.mark.parametrize("game", ["bigshot", "steam_barons"])
def test_a_name_is_still_the_answer_where_the_question_asks_who(game: str) -> None:
    table = Table.new(get(game), {"players": ["Anna", "Bruno", "Carla"], "seed": 3}, created="x")
    out = play(table, "0", "Bruno takes it")
    assert table.steps[-1].action.to_json() == {"type": "first_player", "player": 1}, out


def test_a_roll_said_for_another_player_is_refused() -> None:
    """Big Shot's first roll is Anna's (she starts; each line beside it, "Anna: Take the loan", holds her name):
    "Bruno rolled 4" is Bruno's, refused, and "Anna rolled 4" is taken."""
    table = Table.new(get("bigshot"), {"players": ["Anna", "Bruno", "Carla"], "seed": 3}, created="x")
    play(table, "0", "1")
    before = len(table.steps)
    out = play(table, "Bruno rolled 4", "Anna rolled 4")
    assert "'Bruno rolled 4' names Bruno, but this question is for Anna." in said(out), out
    assert len(table.steps) == before + 1 and 4 in table.steps[-1].action.to_json().values(), out


def test_the_seats_a_line_names() -> None:
    assert seats_named("Ben drew 5D", PLAYERS) == [1]
    assert seats_named("Ann drew 9A", ["A", "Ann"]) == [1]  # the "A" of a tile is no player
    assert seats_named("Ben Tower", PLAYERS, ["ben"]) == []  # a name an option is called is an answer
    assert seats_named("Ben Tower", PLAYERS, ["ben: take the loan"]) == [1]
    assert seats_named("Anna Maria drew 5D", ["Anna Maria", "Maria"]) == [0, 1]


def test_the_asked_players_name_said_first() -> None:
    assert after_name("Ann ha pescato 5D", "Ann") == "ha pescato 5D"
    assert after_name("Ann: 5D", "Ann") == "5D"
    assert after_name("Anna Maria drew 5D", "Anna Maria") == "drew 5D"
    assert after_name("Ann", "Ann") is None  # nothing follows
    assert after_name("Annie 5D", "Ann") is None


def test_what_a_line_says_instead_of_what_is_asked() -> None:
    kinds = {"drew": frozenset({"drew", "i drew", "ho"}), "rolled": frozenset({"rolled", "ho fatto"})}
    assert said_instead("Ann rolled 5D", kinds["drew"], kinds) == "rolled"
    assert said_instead("I drew 9E", set(), kinds) == "drew"
    assert said_instead("I drew 9E", kinds["drew"], kinds) is None
    assert said_instead("ho 5 2", kinds["rolled"], kinds) is None  # "ho" only begins "ho fatto": nothing for sure
    assert said_instead("ho fatto 4", kinds["drew"], kinds) == "rolled"  # the longest phrase said


TIED = {
    "step": "place_tile",
    "turn": 0,
    "cash": [6000] * 5,
    "shares": [{"tower": 3, "luxor": 1}, {"tower": 3, "luxor": 4}, {"luxor": 2}, {"tower": 1}, {"american": 2}],
    "chains": {"tower": ["1A", "2A", "3A"], "luxor": ["5A", "6A", "7A"], "american": [f"{c}I" for c in range(1, 13)]},
}
"""Tower and Luxor, three tiles each either side of 4A: Ann, Ben and Dan hold Tower shares."""


def settling() -> Table:
    """Ann's 4A merged Tower into Luxor: Ann settles her 3 Tower shares first, then Ben, then Dan."""
    table = Table.new(get("acquire"), {"players": PLAYERS, "tiles": "physical", "position": TIED}, created="x")
    play(table, "4A", "luxor")
    assert table.prompt().kind == "dispose" and table.prompt().player == 0
    return table


@pytest.mark.parametrize(
    ("code", "typed"), [("en", "Ben sell 2 trade 0"), ("fr", "Ben vend 2 échange 0"), ("it", "Ben vende 2 scambia 0")]
)
def test_shares_settled_for_another_player_are_refused_with_whose_they_are(code: str, typed: str) -> None:
    """The basket's reading took "Ben sell" for a quantity: "'ben sell' is not among the quantities asked here"."""
    table = settling()
    steps = len(table.steps)
    out = play(table, typed, language=code)
    assert len(table.steps) == steps, out
    assert NAMES_BEN[code].format(text=typed) in said(out), out


@pytest.mark.parametrize(
    ("code", "ann", "ben", "dan"),
    [
        ("en", "Ann sells 1 trades 2", "Ben sells all", "Dan keeps all"),
        ("fr", "Ann vend 1 échange 2", "Ben vend tout", "Dan garde tout"),
        ("it", "Ann vende 1 scambia 2", "Ben vende tutto", "Dan tiene tutto"),
    ],
)
def test_shares_settled_by_each_player_named_first(code: str, ann: str, ben: str, dan: str) -> None:
    table = settling()
    out = play(table, ann, ben, dan, language=code)
    settled = [step.action.to_json() for step in table.steps if step.action.to_json()["type"] == "dispose"]
    assert [(s["player"], s["sell"], s["trade"]) for s in settled] == [(0, 1, 2), (1, 3, 0), (3, 0, 0)], out


def test_a_player_acting_beside_the_question_may_be_named() -> None:
    """At Bruno's roll any player may take a loan: "Anna takes the loan" is hers, not refused as naming Anna."""
    table = Table.new(get("bigshot"), {"players": ["Anna", "Bruno", "Carla"], "seed": 3}, created="x")
    play(table, "0", "2")  # Bruno starts: his roll
    out = play(table, "Anna take the loan")
    assert table.steps[-1].action.to_json() == {"type": "loan", "player": 0, "color": None}, out
