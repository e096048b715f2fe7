"""The console's help says what to type in the game being played: the game's own words where its GameSpec
gives examples, else the first options of the question on the table, which the console then understands;
never another game's words."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from companion import registry
from companion.console import HELP_ROW, Console, help_lines, help_text
from companion.core import ChanceSource, Prompt, Table
from companion.core.decisions import Actor, Amount, Basket, Dice, Pick
from companion.text.i18n import LANGUAGES, _, pgettext, set_language
from tests.walks import played_until

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
    parts = text.split("; ")
    words = re.split(r", | or | o | ou ", text)
    if len(parts) == 1 and all(" " not in word for word in words):
        return words  # single words listed as choices: "Ann, Ben or Cat" (or one word)
    return parts


@pytest.mark.parametrize("name", registry.names())
def test_the_help_gives_this_games_own_examples_or_its_questions_options(name: str) -> None:
    """Through the first questions of a game: the game's own examples for what is asked (a purchase's filled with
    what is on sale), or else the question's, each of which the console takes as a move when typed (the first one
    typed plays the game on); never the game's words for an action not on offer now."""
    set_language("en")
    own = registry.spec(name).console_examples
    typed = 0
    for table in moments(name):
        shown = examples_shown(help_of(table))
        assert "5C, tower" not in shown
        offered = {choice.type for choice in table.legal_actions()}
        now = [example for kind, example in own if kind in offered]
        assert not set(shown) & {example for kind, example in own if kind not in offered}, shown
        assert not any("{" in example for example in shown), shown
        if now and not any("{" in example for example in now):
            assert shown == list(dict.fromkeys(now))
        elif shown:
            first = shown[0].split(" (")[0]  # "1 (the least bid now), or 'pass' to pass": its gloss is no move
            words = next((said for said in own_words(name, table) if first.startswith(f"{said} ")), first)
            assert plays(table, words), f"{name}: {words!r} not understood"
            typed += 1
    assert own or typed, f"{name}: no question had an example"


def own_words(name: str, table: Table) -> list[str]:
    """The words a game's own examples give for what is on offer now (its GameSpec's ``console_example``, which
    fills an example's ``{typed}``), the rest of such an example being what they mean ("(a lot, then …)")."""
    hook = registry.spec(name).get("console_example")
    typed = [kind for kind, example in registry.spec(name).console_examples if "{typed}" in example]
    return [said for c in table.legal_actions() if hook and c.type in typed and (said := hook(c))]


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
def test_the_help_types_an_option_with_its_values_only_as_this_moment_takes_it(name: str) -> None:
    """The help said "bid 5, roll 3 4" at every table: at Acquire's, where nobody bids nor rolls, words that mean
    nothing; then "buy 2 tower 1 luxor" at every moment of Acquire, its start tiles and mergers too, where nothing
    is bought. Its one example is now what this moment takes: the game's own words for an action on offer, filled
    with what is on offer, or the question's own (a bid, a throw, a basket's line); none where nothing is typed
    with values now. Each is taken as a move when typed."""
    set_language("en")
    typed = 0
    for table in moments(name, 80):
        shown = valued_shown(help_of(table))
        assert len(shown) <= 1, shown
        if shown:
            assert plays(table, shown[0]), f"{name} at {table.prompt().kind}: {shown[0]!r} not understood"
            typed += 1
    assert typed, f"{name}: no question had an option typed with its values"


def start_tiles() -> Table:
    """Acquire with physical tiles, at its first question: each player's start tile, typed by its square."""
    game = registry.spec("acquire").game
    table = Table.new(game, game.prepare_config({"players": ["Ann", "Ben"], "tiles": "physical"}), created="x")
    assert table.prompt().kind == "start_tile"
    return table


def test_acquires_start_tiles_show_no_purchase_nor_bid_nor_roll() -> None:
    """Acquire's start tiles: a square is typed, nothing with values; the help showed "buy 2 tower 1 luxor"."""
    set_language("en")
    table = start_tiles()
    assert valued_row(help_of(table)) == "WORDS N an option by its first word, with its values"


def merging() -> Table:
    """Acquire played on at random until a player decides what to do with the shares of a defunct chain."""
    return played_until(table_of("acquire"), "dispose", 4)


def test_acquires_merger_shows_a_sale_of_the_defunct_chain_not_a_purchase() -> None:
    """At a merger the help showed "Sell 1; buy 2 tower 1 luxor": nothing is bought while a defunct chain's shares
    are settled."""
    set_language("en")
    table = merging()
    assert "buy" not in {choice.type for choice in table.legal_actions()}
    shown = valued_shown(help_of(table))
    assert shown == ["Sell 1"]
    assert plays(table, shown[0]) and table.steps[-1].action.to_json()["sell"] == 1


def test_a_game_with_no_words_of_values_has_no_example_beside_the_row() -> None:
    set_language("en")
    row = valued_row(help_of(table_of("tiny")))  # a sealed guess: nothing to type with values
    assert row == "WORDS N an option by its first word, with its values"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_bid_is_shown_in_the_players_own_word(language: str) -> None:
    set_language(language)
    try:
        tiny = guessed()  # the guesses in: the throw asked
        tiny.submit(tiny.game.choose_random(tiny.state, ChanceSource(2)))  # the throw: the bids next
        row = _("  WORDS N          an option by its first word, with its values, e.g. {examples}")
        shown = valued_shown(help_of(tiny), row.rsplit(", ", 1)[-1].replace("{examples}", ""))  # after "e.g. "
        bid = pgettext("typed at the console", "bid").split("|")[0]
        assert len(shown) == 1 and shown[0].split() == [bid, shown[0].split()[1]] and shown[0].split()[1].isdigit()
    finally:
        set_language("en")


def guessed() -> Table:
    """Tiny Auction with every seat's sealed guess in: the throw of two dice is asked."""
    tiny = table_of("tiny")
    for seat in range(len(tiny.names)):
        tiny.submit(tiny.game.actions.decode({"type": "guess", "player": seat, "parity": "odd"}))
    return tiny


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
        if console.value is None and console.numbered:
            assert row == "NUMBER choose that numbered option", row
        elif console.value is None:
            assert row.startswith("NUMBER no option is numbered now" if console.lines else "NUMBER nothing"), row
        else:
            assert "asked now" in row and ("bid" in row or "amount" in row or "rolled" in row), row
            example = row.partition("e.g. ")[2].partition(";")[0].partition(" (")[0]
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
        tiny = guessed()  # the guesses in: the throw asked
        thrown = number_row(help_of(tiny))  # the two dice asked
        lines = help_lines(help_text(number=_("  NUMBER           choose that numbered option")))
        assert thrown != number_row(lines) and "3 4" in thrown
        if language != "en":
            assert "rolled" not in thrown and "asked now" not in thrown
    finally:
        set_language("en")


def test_acquire_shows_its_purchase_once_at_its_buy_step() -> None:
    """At Acquire's buy step the help showed the basket's "Luxor 1" ahead of "buy 2 tower 1 luxor": two shapes of
    one purchase. The game's own words for the action on offer are the one example, said once: "In this game, for
    example: buy 1 Luxor" under the row's "e.g. buy 1 Luxor" said it twice."""
    set_language("en")
    assert {choice.type for choice in buying().legal_actions()} >= {"buy"}
    shown = valued_shown(help_of(buying()))
    assert len(shown) == 1 and shown[0].startswith("buy ")
    assert examples_shown(help_of(buying())) == []
    assert " ".join(help_of(buying())).count(shown[0]) == 1


def on_sale(table: Table) -> dict[str, int]:
    """The chains the buy step's basket offers now, by name, with the most of each that may be bought."""
    main = table.prompt().primary()
    assert main is not None and isinstance(main.decision, Basket)
    return {item.label: item.high for item in main.decision.items if item.high > 0}


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_acquires_purchase_names_a_chain_on_sale_and_a_count_it_takes(language: str) -> None:
    """The purchase example bought 2 Tower and 1 Luxor, chains that were not on the board: it is now the first
    chain the basket offers, with a count of it the basket takes, in the players' words; typed, it is bought."""
    set_language(language)
    try:
        table = buying()
        sale = on_sale(table)
        assert "Tower" not in sale  # (at this moment of this seed: the old example named a chain not on sale)
        row = _("  WORDS N          an option by its first word, with its values, e.g. {examples}")
        shown = valued_shown(help_of(table), row.rsplit(", ", 1)[-1].replace("{examples}", ""))
        word, count, chain = shown[0].split()
        assert word == pgettext("typed at the console", "buy").split("|")[0]
        assert chain == next(iter(sale)) and 1 <= int(count) <= sale[chain]
        assert plays(table, shown[0]) and table.steps[-1].action.to_json()["shares"] == {chain.lower(): int(count)}
    finally:
        set_language("en")


def test_a_purchase_example_is_left_out_where_nothing_can_be_bought() -> None:
    """A buy step with no chain on sale ("Buy nothing" alone): no purchase to show, rather than one refused."""
    set_language("en")
    table, chance = table_of("acquire"), ChanceSource(4)
    while not (
        table.prompt().kind == "buy" and not isinstance(getattr(table.prompt().primary(), "decision", None), Basket)
    ):
        table.submit(table.game.choose_random(table.state, chance))
    lines = help_of(table)
    assert valued_shown(lines) == []
    assert not any(example.startswith("buy ") for example in examples_shown(lines))


def nothing_on_sale() -> Table:
    """Acquire at a buy step with no chain on sale: "Buy nothing" is all there is."""
    table, chance = table_of("acquire"), ChanceSource(4)
    while not (
        table.prompt().kind == "buy" and not isinstance(getattr(table.prompt().primary(), "decision", None), Basket)
    ):
        table.submit(table.game.choose_random(table.state, chance))
    return table


@pytest.mark.parametrize("language", ["en", "it"])
def test_where_nothing_is_on_sale_the_help_says_so_and_how_to_go_on(language: str) -> None:
    """The examples line read "In this game, for example: Buy nothing", which said neither that nothing was on sale
    nor that an Enter goes on: the help now ends with the question on the table and how to go on."""
    set_language(language)
    try:
        table = nothing_on_sale()
        lines = help_of(table)
        lead = _("In this game, for example: {examples}").split("{")[0]
        assert not any(line.startswith(lead) for line in lines)
        main = table.prompt().primary()
        assert main is not None
        told = _("Now: {question}\nPress Enter, or type '{choice}', to go on.").format(
            question=main.decision.text(table.names[main.seat], _), choice=_("Buy nothing")
        )
        first, second = told.split("\n")
        assert first in lines and second in lines and lines.index(second) == lines.index(first) + 1
        assert first.endswith(_("{name}: no chain to buy from").format(name=table.names[main.seat]))
    finally:
        set_language("en")


@pytest.mark.parametrize("name", registry.names())
def test_where_one_option_is_all_there_is_the_help_gives_the_question_not_an_example(name: str) -> None:
    """At every moment an Enter chooses the one option (a pass, a move ended with nothing to buy), the help's last
    lines are the question, which says why, and how to go on: never that option alone as "for example"."""
    set_language("en")
    seen = 0
    for table in moments(name, 120):
        console = Console(table, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
        console.show_prompt()
        if console.lone is None:
            continue
        seen += 1
        lines = help_of(table)
        assert examples_shown(lines) == [], lines
        assert lines[-3].startswith("Now: ") and lines[-2] == f"Press Enter, or type '{console.lone.text}', to go on."
    if name == "acquire":
        assert seen


def test_at_start_tiles_a_number_is_said_to_be_read_as_words_not_an_options_number() -> None:
    """At Acquire's start tiles no option is numbered (a square is typed): the help said "choose that numbered
    option", where "2" asks the row of a tile in column 2."""
    set_language("en")
    table = start_tiles()
    out = io.StringIO()
    console = Console(table, io.StringIO("help\n2\n"), out, chance=ChanceSource(1))
    console.run()
    assert not console.numbered and console.value is None
    assert number_row(help_of(start_tiles())) == "NUMBER no option is numbered now: a number is read as WORDS"
    assert "2 is a column: type a tile such as 2" in out.getvalue()  # read as words: the start of a square


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_the_row_of_a_number_read_as_words_is_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        row = number_row(help_of(start_tiles()))
        assert "no option is numbered" not in row and row != number_row(help_lines(help_text()))
    finally:
        set_language("en")


def beside(table: Table) -> Prompt:
    """The tiny game's bid as another seat's side question, beside a main question of options (its pass)."""
    real = table.prompt()
    main = real.primary()
    assert main is not None and isinstance(main.decision, Amount) and main.seat is not None
    other = (main.seat + 1) % len(table.names)
    pick = Pick("Pass?", options=main.decision.others)
    return replace(real, actors=(Actor(other, pick), Actor(main.seat, main.decision, side=True)))


def test_a_number_beside_another_seats_amount_is_still_the_numbered_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question of options with another seat's amount beside it: the console numbers that amount's line (its
    number asked once chosen), and a bare number chooses the numbered line; the row says so, not "the amount"."""
    set_language("en")
    tiny = guessed()  # the guesses in: the throw asked
    tiny.submit(tiny.game.choose_random(tiny.state, ChanceSource(2)))  # the throw: the bids next
    prompt = beside(tiny)
    monkeypatch.setattr(Table, "prompt", lambda _self: prompt)
    assert number_row(help_of(tiny)) == "NUMBER choose that numbered option"
    console = Console(tiny, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
    console.show_prompt()
    assert console.value is None and len(console.numbered) == 3  # the pass, the amount, its own pass
    pick = prompt.actors[0].decision
    assert isinstance(pick, Pick) and console._pick("1") == pick.options[0].action


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_at_the_companions_throw_the_number_row_says_what_0_does(language: str) -> None:
    """A throw the companion may make: the prompt said "0: let the companion decide" and the console takes a bare 0
    so, where the help's row spoke only of the numbers rolled."""
    set_language(language)
    try:
        tiny = guessed()  # the guesses in: the throw asked
        main = tiny.prompt().primary()
        assert main is not None and main.chance and isinstance(main.decision, Dice)
        row = number_row(help_of(tiny))
        companion = _(
            "  NUMBER N         the numbers rolled, asked now, e.g. {example} (0: the companion throws); options by name"
        )
        assert " ".join(companion.format(example="3 4").split()) == row
        assert plays(tiny, "0") and tiny.steps[-1].action.to_json()["type"] == "roll"
    finally:
        set_language("en")


def test_a_secret_sale_shows_no_order_of_play() -> None:
    """At Steam Barons' secret sale the help's examples fell back on all the game's own words: the order of play,
    drawn once a turn, which nobody types at a sale."""
    set_language("en")
    table = played_until(table_of("steam_barons"), "sell", 4)
    assert not any("companies as drawn" in example for example in examples_shown(help_of(table)))


@pytest.mark.parametrize(("language", "said"), [("en", "Ann or Ben"), ("it", "Ann o Ben"), ("fr", "Ann ou Ben")])
def test_single_word_examples_are_listed_as_choices(language: str, said: str) -> None:
    """Steam Barons' first player: the help's examples read "Ann; Ben", which looked like one entry to type."""
    game = registry.spec("steam_barons").game
    table = Table.new(game, game.prepare_config({"players": ["Ann", "Ben", "Cat"], "seed": 3}), created="x")
    table.submit(table.game.choose_random(table.state, ChanceSource(2)))  # the order drawn: the first player next
    set_language(language)
    try:
        lead = _("In this game, for example: {examples}").format(examples="")
        assert f"{lead}{said}" in help_of(table)
    finally:
        set_language("en")
