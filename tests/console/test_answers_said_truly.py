"""What the console says at a question is true to it: what typing a word there does, and the numbers to type.

"max" ("tout", "tutto") where the only thing to do is to pass (a buy with nothing for sale, a bid the seat cannot
pay) was "'max' is not an option or a command": the player is now told there is no amount to take, with the
question's own words of why (the engine's reason) and how to go on.

The numbers to type ("Choisissez de 1 à 3.") left out the line 0 printed just above them, "0) let the companion
decide", at a chance question such as "Who takes the first-player marker?": they now start at 0 there.

An empty line where one seat still seals read that seat's line back ("Bruno choisit en secret."); French called
a bid's options "commands".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Confirm, Secret
from companion.registry import spec
from tests.console.sessions import play


def table_at(game: str, wanted: Callable[[Table[Any]], bool], seed: int = 1) -> Table[Any]:
    """A random game of ``game`` played until ``wanted`` holds."""
    table = Table.new(spec(game).game, {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not table.over:
        if wanted(table):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no such moment in {game}")


def forced(label: str) -> Callable[[Table[Any]], bool]:
    """At a question whose one answer is confirmed (a pass, a "Buy nothing"), asked in ``label``'s words."""

    def at(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        return main is not None and isinstance(main.decision, Confirm) and label in main.decision.label

    return at


def asks(label: str) -> Callable[[Table[Any]], bool]:
    def at(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        return main is not None and label in main.decision.label

    return at


def flat(text: str) -> str:
    return " ".join(text.split())


FORCED = [
    ("acquire", "no chain to buy from", "en", "max", "'max': there is no amount to take here (", "Buy nothing"),
    ("acquire", "no chain to buy from", "fr", "tout", "'tout' : il n'y a pas de quantité à prendre ici (", "Ne rien"),
    ("steam_barons", "cannot pay", "it", "tutto", "'tutto': qui non c'è nessuna quantità da prendere (", "Passa"),
    ("mad_market", "no money to bid", "fr", "max", "'max' : il n'y a pas de quantité à prendre ici (", "Passer"),
]


@pytest.mark.parametrize(("game", "label", "language", "typed", "said", "choice"), FORCED)
def test_the_most_typed_at_a_forced_pass_says_why(
    game: str, label: str, language: str, typed: str, said: str, choice: str
) -> None:
    table = table_at(game, forced(label))
    steps = len(table.steps)
    text = flat(play(table, typed, language=language))
    assert len(table.steps) == steps
    refusals = ("ni une option ni une commande", "né un comando", "not an option or a command")
    assert said in text and not any(refusal in text for refusal in refusals), text
    reason = text[text.index(said) + len(said) :].split(")")[0]
    assert reason and reason in text[: text.index(said)], text  # the question's own words, as it was asked
    assert choice in text[text.index(said) :], text


@pytest.mark.parametrize(("game", "label", "language", "typed", "said", "choice"), FORCED)
def test_an_amount_typed_at_a_forced_pass_says_why(
    game: str, label: str, language: str, typed: str, said: str, choice: str
) -> None:
    """ "7" at "Cat cannot pay $11 for Green: pass" was "Type 1: it is the only choice.": the amount the player
    meant to bid is answered as "max" is, with the question's own reason."""
    table = table_at(game, forced(label))
    steps = len(table.steps)
    text = flat(play(table, "7", language=language))
    amount = said.replace(f"'{typed}'", "'7'")
    assert len(table.steps) == steps and amount in text, text
    assert not any(only in text for only in ("Type 1:", "Tapez 1 :", "Scrivi 1:")), text
    reason = text[text.index(amount) + len(amount) :].split(")")[0]
    assert reason and reason in text[: text.index(amount)], text  # the question's own words, as it was asked
    assert choice in text[text.index(amount) :], text


def test_the_most_typed_where_a_pass_and_loans_are_offered_says_the_numbers() -> None:
    table = table_at("bigshot", forced("cannot bid"), seed=1)
    text = flat(play(table, "max", language="fr"))
    said = text[text.index("'max' : il n'y a pas de quantité") :]
    assert "Choisissez de 1 à" in said.split("\n")[0], text


@pytest.mark.parametrize(
    ("language", "said"), [("fr", "Choisissez de 0 à 3."), ("it", "Scegli da 0 a 3."), ("en", "Choose 0 to 3.")]
)
def test_the_numbers_to_type_start_at_the_companions_line_0(language: str, said: str) -> None:
    table = table_at("steam_barons", asks("first-player marker"))
    text = flat(play(table, "9", "", language=language))
    assert "0)" in text and text.count(said) == 2, text  # the number refused, then the empty line


def test_a_list_without_a_line_0_still_starts_at_1() -> None:
    table = table_at("acquire", asks("name the new chain"))
    text = flat(play(table, "9", language="fr"))
    assert "Choisissez de 1 à" in text and "de 0 à" not in text, text


def test_an_empty_line_where_one_seat_still_seals_says_the_number_not_the_line() -> None:
    """After Anne sealed her guess, an Enter at "1) Bruno choisit en secret" was answered "Rien de tapé. Bruno
    choisit en secret.", the line read back as if it said what to type; it says the number to type."""
    table = Table.new(spec("tiny").game, {"players": ["Anne", "Bruno"], "seed": 1}, created="now")
    text = flat(play(table, "1", "", "1", "", "", "", language="fr"))
    assert "Rien de tapé. Tapez 1 : c'est le seul choix." in text and "Rien de tapé. Bruno" not in text, text


def test_the_options_beside_a_french_bid_are_not_called_commands() -> None:
    """Under a bid's number, "ou tapez l'une de ces commandes : Passer" called the options the console's commands
    (help, log), the word its refusal keeps for those ("n'est ni une option ni une commande")."""
    table = Table.new(spec("tiny").game, {"players": ["Anne", "Bruno"], "seed": 1}, created="now")
    text = play(table, "1", "", "1", "", "1", "", "2", "", "3 4", language="fr")
    assert "ou tapez l'un de ces choix :\n    Passer" in text and "ces commandes" not in text, text


@pytest.mark.parametrize(("language", "typed"), [("it", "tutto"), ("en", "max"), ("fr", "tout")])
def test_the_most_alone_where_one_line_is_asked_takes_that_lines_most(language: str, typed: str) -> None:
    """At a shipment whose one line is the company's own links, "tutto" alone was "not an option or a command";
    "collegamenti propri tutto" took them all. It is that line's most, as with its name."""

    def one_line(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        items = getattr(main.decision, "items", ()) if main is not None else ()
        return "ships for" in (main.decision.label if main else "") and len([i for i in items if i.low != i.high]) == 1

    table = table_at("steam_barons", one_line)
    main = table.prompt().primary()
    assert main is not None
    item = next(i for i in main.decision.items if i.low != i.high)
    steps = len(table.steps)
    text = play(table, typed, language=language)
    assert len(table.steps) == steps + 1, text
    assert table.steps[steps].action.to_json()[item.key] == item.high > 0, text  # every own link ships


@pytest.mark.parametrize(("language", "typed"), [("it", "tutto"), ("fr", "tout"), ("en", "all")])
def test_all_at_a_last_turns_sealed_sale_of_everything_is_that_sale(language: str, typed: str) -> None:
    """The last turn's sealed sale, "vendi in segreto (tutto, ultimo turno)", offers one line, the sale of every
    share: "tutto" was "'tutto' non indica nessuna di queste scelte", though a yes took it. It is that sale,
    read back before it is sealed."""

    def last_turn(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        return isinstance(decision, Secret) and "sells every share" in decision.heading("", str)

    table = table_at("steam_barons", last_turn, seed=6)
    steps = len(table.steps)
    text = play(table, "1", "", typed, "", language=language)
    assert len(table.steps) == steps + 1, text
    assert table.sealed_seat(-1) is not None, text  # a seat's sale sealed
