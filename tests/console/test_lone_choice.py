"""An Enter chooses the turn's one option, where it is all anyone may do (Acquire's "Buy nothing" when there is
nothing to buy): the prompt says so ("(Enter: Buy nothing) > "). It was typed every turn. Anywhere else an Enter
does nothing: a question with a second way (another option, the companion's throw or draw, a number to type)
waits for a choice, and nothing is ever chosen without a key pressed."""

from __future__ import annotations

import io

import pytest

from companion import registry
from companion.console import Console
from companion.core import Amount, ChanceSource, Table
from companion.text.i18n import LANGUAGES, _, set_language


def table_of(name: str, seed: int = 3) -> Table:
    game = registry.spec(name).game
    config = game.prepare_config(game.random_config(game.min_players, ChanceSource(seed)))
    return Table.new(game, config, created="x")


def shown(table: Table) -> Console:
    """A console that has shown the table's question, and what it took for its one option."""
    console = Console(table, io.StringIO(""), io.StringIO(), chance=ChanceSource(1))
    console.show_prompt()
    return console


@pytest.mark.parametrize("name", registry.names())
def test_an_enter_chooses_the_one_option_there_is_and_nothing_else(name: str) -> None:
    set_language("en")
    table, chance, lone_seen = table_of(name), ChanceSource(5), 0
    for _step in range(60):
        if table.over:
            break
        lone = shown(table).lone
        out, steps = io.StringIO(), len(table.steps)
        Console(table, io.StringIO("\n"), out, chance=ChanceSource(1)).run()
        if lone is None:
            assert len(table.steps) == steps, f"{name}: an Enter chose something"
            assert "(Enter:" not in out.getvalue()
            table.submit(table.game.choose_random(table.state, chance))
            continue
        assert f"(Enter: {lone.text}) > " in out.getvalue()
        assert len(table.steps) == steps + 1 and table.steps[-1].action == lone.act([])
        lone_seen += 1
    if name == "acquire":
        assert lone_seen, "Acquire's buy with no chain on the board is one option"


def test_acquires_buy_with_nothing_to_buy_is_an_enter() -> None:
    set_language("en")
    table = table_of("acquire")
    while shown(table).lone is None:  # the start tiles, the first tile: nothing to buy after it
        table.submit(table.game.choose_random(table.state, ChanceSource(5)))
    out = io.StringIO()
    Console(table, io.StringIO("\n"), out, chance=ChanceSource(1)).run()
    said = out.getvalue()
    assert "  1) Buy nothing\n(Enter: Buy nothing) > " in said
    assert "buys no shares" in said


def test_an_enter_at_a_question_of_several_options_chooses_none() -> None:
    set_language("en")
    table = table_of("acquire")  # the start tiles drawn: a tile to play from the hand
    console = shown(table)
    assert console.lone is None and len(console.numbered) > 1
    out = io.StringIO()
    Console(table, io.StringIO("\n\n"), out, chance=ChanceSource(1)).run()
    assert len(table.steps) == 0 and "(Enter:" not in out.getvalue()


def test_an_enter_after_the_game_moved_on_chooses_nothing() -> None:
    """The option shown was the answer to the moment it was shown at: a button that moved the game on meanwhile
    leaves the Enter with nothing to choose."""
    set_language("en")
    table = table_of("acquire")
    while shown(table).lone is None:
        table.submit(table.game.choose_random(table.state, ChanceSource(5)))
    console = shown(table)
    assert console.lone is not None
    table.submit(console.lone.act([]))  # (the same purchase of nothing, from elsewhere)
    steps = len(table.steps)
    assert not console._choose_lone() and len(table.steps) == steps


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_prompt_says_the_enter_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        table = table_of("acquire")
        while shown(table).lone is None:
            table.submit(table.game.choose_random(table.state, ChanceSource(5)))
        lone = shown(table).lone
        assert lone is not None
        asked = shown(table).turn_question()
        assert asked == _("(Enter: {choice})").format(choice=lone.text) + " > "
        assert language == "en" or not asked.startswith("(Enter:"), asked  # the key as the language names it
    finally:
        set_language("en")


def test_an_amount_of_one_value_is_an_enter() -> None:
    """Steam Barons: the auction's winner buys at least one share, and with one share left "1" is all there is to
    type; the prompt said "type the number, e.g. 1" and an Enter answered "Nothing typed". An amount that can
    still be chosen (1 to 3 shares) keeps asking for its number."""
    set_language("en")
    table, chance = table_of("steam_barons", seed=4), ChanceSource(9)
    single = several = False
    for _step in range(400):
        if table.over or (single and several):
            break
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        amount = isinstance(decision, Amount) and decision.range is not None and decision.range.type != "bid"
        if amount and not decision.others:
            console = shown(table)
            if decision.low == decision.high:
                single = True
                out, steps = io.StringIO(), len(table.steps)
                Console(table, io.StringIO("\n"), out, chance=ChanceSource(1)).run()
                assert f"(Enter: {console.lone.text}) > " in out.getvalue()
                assert len(table.steps) == steps + 1
                assert getattr(table.steps[-1].action, decision.field) == decision.low
                continue
            several = True
            assert console.lone is None
        table.submit(table.game.choose_random(table.state, chance))
    assert single and several
