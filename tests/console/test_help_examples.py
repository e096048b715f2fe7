"""The console's help says what to type in the game being played: the game's own words where its GameSpec
gives examples, else the first options of the question on the table, which the console then understands;
never another game's words."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest

from companion import registry
from companion.console import HELP_ROW, Console, help_lines, help_text
from companion.core import ChanceSource, Table
from companion.core.decisions import Basket
from companion.text.i18n import LANGUAGES, _, pgettext, set_language

LEAD = "In this game, for example: "


def table_of(name: str, seed: int = 3) -> Table:
    game = registry.spec(name).game
    config = game.prepare_config(game.random_config(game.min_players, ChanceSource(seed)))
    return Table.new(game, config, created="x")


def help_of(table: Table) -> list[str]:
    out = io.StringIO()
    Console(table, io.StringIO("help\n"), out, chance=ChanceSource(1)).run()
    lines: list[str] = []
    for line in out.getvalue().splitlines():  # the examples' sentence, broken at 80 columns, as one line again
        sentence = lines and lines[-1][:1] not in ("", " ", ">") and not lines[-1].rstrip().endswith(":")
        if sentence and line.startswith("  ") and not line.startswith("   "):
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return lines


def moments(name: str, steps: int = 40) -> Iterator[Table]:
    """A game's first ``steps`` moments: its table at each, played on at random after the caller unless the caller
    played a move itself (typed at the console)."""
    table, chance = table_of(name), ChanceSource(5)
    for _step in range(steps):
        if table.prompt().over:
            return
        before = table.stamp
        yield table
        if table.stamp == before:
            table.submit(table.game.choose_random(table.state, chance))


def plays(table: Table, typed: str) -> bool:
    """Whether ``typed``, entered at the console at this moment, is taken as a move (the game goes on)."""
    console = Console(table, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
    console.show_prompt()
    before = table.stamp
    return console.handle(typed) and table.stamp != before


def examples_shown(lines: list[str], lead: str = LEAD) -> list[str]:
    found = [index for index, line in enumerate(lines) if line.startswith(lead)]
    assert len(found) <= 1, found
    if not found:
        return []
    text = lines[found[0]][len(lead) :]
    for line in lines[found[0] + 1 :]:  # a long line goes on below, indented (within 78 columns)
        if not line.startswith("  "):
            break
        text += " " + line.strip()
    return text.split("; ")


@pytest.mark.parametrize("name", registry.names())
def test_the_help_gives_this_games_own_examples_or_its_questions_options(name: str) -> None:
    """Through the first questions of a game: the game's own examples for what is asked, or else the question's,
    each of which the console takes as a move when typed (the first one typed plays the game on), or else all the
    game's own."""
    set_language("en")
    own = [example for _type, example in registry.spec(name).console_examples]
    typed = 0
    for table in moments(name):
        shown = examples_shown(help_of(table))
        assert "5C, tower" not in shown
        offered = {choice.type for choice in table.legal_actions()}
        now = [example for kind, example in registry.spec(name).console_examples if kind in offered]
        if now:
            assert shown == list(dict.fromkeys(now))
        elif shown and shown != list(dict.fromkeys(own)):
            assert plays(table, shown[0]), f"{name}: {shown[0]!r} not understood"
            typed += 1
    assert own or typed, f"{name}: no question had an example"


def test_steam_barons_shows_how_to_type_the_order_of_play_only_when_it_is_drawn() -> None:
    set_language("en")
    table = table_of("steam_barons")
    assert examples_shown(help_of(table)) == ["white wood green brown black orange (the companies as drawn)"]
    table.submit(table.game.choose_random(table.state, ChanceSource(2)))  # the order drawn: the first player next
    assert "white wood green brown black orange (the companies as drawn)" not in examples_shown(help_of(table))


def test_acquire_and_bigshot_show_their_own_words_and_tiny_its_questions() -> None:
    set_language("en")
    assert examples_shown(help_of(table_of("acquire"))) == ["5C"]  # the start tiles: a square, not a chain or a buy
    assert examples_shown(help_of(table_of("bigshot")))[0].startswith("RYBW RRYB")  # the cubes laid out first
    tiny = table_of("tiny")
    assert examples_shown(help_of(tiny)) == []  # a sealed guess: the keyboard is handed over, nothing is typed
    for seat in range(len(tiny.names)):  # the guesses in, the throw: two dice typed as "3 4"
        tiny.submit(tiny.game.actions.decode({"type": "guess", "player": seat, "parity": "odd"}))
    assert examples_shown(help_of(tiny)) == ["3 4"]


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_examples_line_is_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        lead = _("In this game, for example: {examples}").format(examples="")
        assert examples_shown(help_of(table_of("acquire")), lead)[0] == "5C"
    finally:
        set_language("en")


def test_a_basket_shows_its_first_line_with_a_quantity_not_another_moments_words() -> None:
    """At Steam Barons' shipping the help said "white wood green brown black orange (the companies as drawn)",
    the order of play drawn once a turn, because a basket gave no example of its own."""
    set_language("en")
    table, chance = table_of("steam_barons"), ChanceSource(4)
    while table.prompt().primary() is None or not any(
        item.key == "own_links" and item.high >= 1 for item in getattr(table.prompt().primary().decision, "items", ())
    ):
        table.submit(table.game.choose_random(table.state, chance))
    shown = examples_shown(help_of(table))
    assert shown == ["own links 1", "Skip delivery"]
    console = Console(table, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
    console.show_prompt()
    assert console.handle(shown[0]) and table.steps[-1].action.to_json()["own_links"] == 1


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_commands_explanation_starts_in_one_column(code: str) -> None:
    """The Italian and French commands' column was as wide as the English one, and their example ("offro 5, tira 3
    4", "mise 5, lance 3 4") one letter wider: its explanation started two columns right of every other."""
    set_language(code)
    try:
        rows = help_lines(help_text())[1:]
    finally:
        set_language("en")
    starts = {match.start(3) for row in rows if (match := HELP_ROW.match(row)) and not row.startswith("   ")}
    assert len(starts) == 1, rows
    assert all(len(row) - len(row.lstrip()) in (2, *starts) for row in rows), rows


def valued_row(lines: list[str]) -> str:
    """The help's row of an option typed with its values, as one line: "WORDS N  an option …, e.g. bid 5"."""
    command = " ".join(_("  WORDS N          an option by its first word, with its values").split()[:2])
    return help_row(lines, lambda line: line.startswith(f"  {command} "))


def help_row(lines: list[str], starts: Callable[[str], bool]) -> str:
    """The one help row whose first line ``starts`` says begins it, with its explanation's further lines, as one
    line."""
    found = [index for index, line in enumerate(lines) if starts(line)]
    assert len(found) == 1, lines
    row = lines[found[0]]
    for line in lines[found[0] + 1 :]:  # its explanation goes on under itself
        if not line.startswith("      "):
            break
        row += " " + line.strip()
    return " ".join(row.split())


def valued_shown(lines: list[str], lead: str = "e.g. ") -> list[str]:
    row = valued_row(lines)
    return row.partition(lead)[2].split("; ") if lead in row else []


@pytest.mark.parametrize("name", registry.names())
def test_the_help_types_an_option_with_its_values_only_in_this_games_words(name: str) -> None:
    """The help said "bid 5, roll 3 4" at every table: at Acquire's, where nobody bids nor rolls, words that mean
    nothing. Its examples are now the question's own (a bid, a throw, a basket's line), which the console takes
    as a move when typed, or the game's own words with values; none where the game has none."""
    set_language("en")
    own = [example for _type, example in registry.spec(name).console_examples]
    typed = 0
    for table in moments(name):
        lines = help_of(table)
        assert not any("bid 5, roll 3 4" in line for line in lines)
        for example in valued_shown(lines):
            if example in own:
                continue
            assert plays(table, example), f"{name}: {example!r} not understood"
            typed += 1
            break
    assert typed or name == "acquire", f"{name}: no question had an option typed with its values"


def test_acquire_shows_its_own_purchase_and_no_bid_nor_roll() -> None:
    set_language("en")
    lines = help_of(table_of("acquire"))
    assert valued_shown(lines) == ["buy 2 tower 1 luxor"]
    assert "bid" not in valued_row(lines) and "roll" not in valued_row(lines)


def test_a_game_with_no_words_of_values_has_no_example_beside_the_row() -> None:
    set_language("en")
    row = valued_row(help_of(table_of("tiny")))  # a sealed guess: nothing to type with values
    assert row == "WORDS N an option by its first word, with its values"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_bid_is_shown_in_the_players_own_word(language: str) -> None:
    set_language(language)
    try:
        tiny = table_of("tiny")
        for seat in range(len(tiny.names)):
            tiny.submit(tiny.game.actions.decode({"type": "guess", "player": seat, "parity": "odd"}))
        tiny.submit(tiny.game.choose_random(tiny.state, ChanceSource(2)))  # the throw: the bids next
        row = _("  WORDS N          an option by its first word, with its values, e.g. {examples}")
        shown = valued_shown(help_of(tiny), row.rsplit(", ", 1)[-1].replace("{examples}", ""))  # after "e.g. "
        bid = pgettext("typed at the console", "bid").split("|")[0]
        assert len(shown) == 1 and shown[0].split() == [bid, shown[0].split()[1]] and shown[0].split()[1].isdigit()
    finally:
        set_language("en")


def number_row(lines: list[str]) -> str:
    """The help's row for a bare number, as one line."""
    command = _("  NUMBER           choose that numbered option").split()[0]
    return help_row(lines, lambda line: line.split()[:1] == [command])


def buying() -> Table:
    """Acquire played on at random until a buy step with shares for sale."""
    table, chance = table_of("acquire"), ChanceSource(4)
    while not any(isinstance(actor.decision, Basket) for actor in table.prompt().actors):
        table.submit(table.game.choose_random(table.state, chance))
    return table


@pytest.mark.parametrize("name", registry.names())
def test_a_number_is_explained_as_this_question_takes_it(name: str) -> None:
    """The help said "when a bid or a die is asked, the number is the bid or the die" at every table, Acquire's
    too, where nobody bids nor rolls. It now says what a number answers at the question on the table: the bid,
    the amount or the throw asked (which a typed number then is), else the numbered option."""
    set_language("en")
    for table in moments(name):
        row = number_row(help_of(table))
        assert "a bid or a die" not in row
        console = Console(table, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
        console.show_prompt()
        if console.value is None:
            assert row == "NUMBER choose that numbered option", row
        else:
            assert "asked now" in row and ("bid" in row or "amount" in row or "rolled" in row), row
            example = row.partition("e.g. ")[2].partition(";")[0]
            assert plays(table, example), f"{name}: {example!r} not taken as the number asked"


def test_acquire_never_speaks_of_bids_nor_dice_for_a_number() -> None:
    set_language("en")
    for table in moments("acquire", 60):
        row = number_row(help_of(table))
        assert "bid" not in row and "die" not in row and "rolled" not in row


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_number_row_is_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        tiny = table_of("tiny")
        for seat in range(len(tiny.names)):
            tiny.submit(tiny.game.actions.decode({"type": "guess", "player": seat, "parity": "odd"}))
        thrown = number_row(help_of(tiny))  # the two dice asked
        lines = help_lines(help_text(number=_("  NUMBER           choose that numbered option")))
        assert thrown != number_row(lines) and "3 4" in thrown
        if language != "en":
            assert "rolled" not in thrown and "asked now" not in thrown
    finally:
        set_language("en")


def test_acquire_shows_its_purchase_once_at_its_buy_step() -> None:
    """At Acquire's buy step the help showed the basket's "Luxor 1" ahead of "buy 2 tower 1 luxor": two shapes of
    one purchase. The game's own words for the action on offer are the one example."""
    set_language("en")
    assert {choice.type for choice in buying().legal_actions()} >= {"buy"}
    assert valued_shown(help_of(buying())) == ["buy 2 tower 1 luxor"]
